import Raster

/// A value keyframes interpolate: each dimension by its own eased progress; only points follow a spatial Bézier.
protocol Interpolatable: Sendable {
    func interpolated(to other: Self, _ progress: Progress, spatial: SpatialTangents?) -> Self
}

@inline(__always)
func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

extension Double: Interpolatable {
    func interpolated(to other: Double, _ progress: Progress, spatial: SpatialTangents?) -> Double {
        mix(self, other, progress.at(0))
    }
}

extension Point: Interpolatable {
    /// Along the spatial Bézier (self, self + out, other + in, other) at the eased fraction of its arc length, as
    /// After Effects moves a layer along a motion path; otherwise x and y each by their own easing.
    func interpolated(to other: Point, _ progress: Progress, spatial: SpatialTangents?) -> Point {
        if let spatial, spatial.out != .zero || spatial.in != .zero {
            let curve = spatial.path(from: self, to: other)
            return curve.point(atLengthFraction: progress.at(0), measure: spatial.measure(of: curve))
        }
        return Point(x: mix(x, other.x, progress.at(0)), y: mix(y, other.y, progress.at(1)))
    }
}

extension Color: Interpolatable {
    func interpolated(to other: Color, _ progress: Progress, spatial: SpatialTangents?) -> Color {
        Color(red: mix(red, other.red, progress.at(0)), green: mix(green, other.green, progress.at(1)),
              blue: mix(blue, other.blue, progress.at(2)), alpha: mix(alpha, other.alpha, progress.at(3)))
    }
}

extension BezierContour: Interpolatable {
    /// Vertex by vertex (the files keep the vertex count of a path's keyframes equal; the parser checks it).
    func interpolated(to other: BezierContour, _ progress: Progress, spatial: SpatialTangents?) -> BezierContour {
        let t = progress.at(0)
        guard other.vertices.count == vertices.count else { return t < 1 ? self : other }
        var out = self
        for i in vertices.indices {
            let a = vertices[i], b = other.vertices[i]
            out.vertices[i] = BezierVertex(point: a.point.lerp(to: b.point, t), inControl: a.inControl.lerp(to: b.inControl, t),
                                           outControl: a.outControl.lerp(to: b.outControl, t))
        }
        return out
    }
}

extension GradientData: Interpolatable {
    func interpolated(to other: GradientData, _ progress: Progress, spatial: SpatialTangents?) -> GradientData {
        let t = progress.at(0)
        guard other.values.count == values.count else { return t < 1 ? self : other }
        return GradientData(values: zip(values, other.values).map { mix($0, $1, t) })
    }
}

extension Animated where Value: Interpolatable {
    /// The value at `frame` (in the owning layer's time): before the first keyframe its value, after the last one
    /// the last value, held segments keep their start value, others interpolate by their easing.
    func value(at frame: Double) -> Value {
        switch self {
        case .constant(let v):
            return v
        case .keyframed(let track):
            // The segments are read in place: a segment's copy (its easings and tangents retained and released) cost
            // as much as the interpolation.
            return track.segments.withUnsafeBufferPointer { segments in
                var frame = frame
                if let loop = track.loop, let last = segments.last {
                    frame = loop.frame(frame, times: segments.map(\.start) + [last.end])
                }
                guard !segments.isEmpty, frame >= segments[0].start else { return segments.first?.from ?? track.final }
                // The last segment starting at or before `frame` (binary search; segments are in time order).
                var lo = 0, hi = segments.count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if segments[mid].start <= frame { lo = mid } else { hi = mid - 1 }
                }
                guard frame < segments[lo].end else { return lo == segments.count - 1 ? track.final : segments[lo].to }
                if segments[lo].hold { return segments[lo].from }
                let linear = (frame - segments[lo].start) / (segments[lo].end - segments[lo].start)
                return segments[lo].from.interpolated(to: segments[lo].to, Progress(linear: linear, easings: segments[lo].easings),
                                                      spatial: segments[lo].spatial)
            }
        }
    }
}
