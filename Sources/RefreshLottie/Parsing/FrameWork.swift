/// The most drawing one frame of a composition can ask for, bounded when the file is loaded, before anything is drawn:
/// the path vertices its fills, strokes and masks read. Each item is within its own limits (vertices in a path, copies
/// of a repeater), but together they multiply: a 100 000-vertex path stroked in repeaters of 1000 × 10 copies is 10⁹
/// vertices a frame (about 50 minutes of drawing for one frame).
///
/// Counted as lottie-web draws a frame, taking the most any keyframe holds: a style reads every vertex above it in its
/// group (nested groups included); a repeater multiplies what is above it by its copies; round corners double the
/// vertices above them and an offset path triples them (its joins); a text letter counts its glyph's vertices once for
/// the glyph's own styles and once for each of its fill and stroke; a layer's masks count their vertices; a
/// precomposition counts its layers once for every layer that shows it (a precomposition shown twice inside one shown
/// twice counts four times).
enum FrameWork {
    /// Vertices above a point of a shape list (what the next style or repeater reads) and the vertices drawn so far.
    struct Count {
        var geometry = 0.0
        var drawn = 0.0
    }

    /// The vertices a frame of `layers` may draw; `precomps` are the composition's, `memo` the totals of those
    /// counted already. References are checked first (no cycle), so this recursion ends.
    static func vertices(_ layers: [Layer], precomps: [String: [Layer]], memo: inout [String: Double]) -> Double {
        layers.reduce(0.0) { $0 + vertices($1, precomps: precomps, memo: &memo) }
    }

    /// One layer's vertices a frame: its shapes' (or its precomposition's) and its masks'.
    static func vertices(_ layer: Layer, precomps: [String: [Layer]], memo: inout [String: Double]) -> Double {
        var total = layer.masks.reduce(0.0) { $0 + Double(mostVertices($1.path)) }
        switch layer.content {
        case .shapes(let items):
            total += count(items).drawn
        case .precomp(let id, _, _):
            if let known = memo[id] {
                total += known
            } else {
                let inner = vertices(precomps[id] ?? [], precomps: precomps, memo: &memo)
                memo[id] = inner
                total += inner
            }
        case .solid, .image, .null:
            total += 4
        }
        return total
    }

    /// A shape list's count, in list order as `ShapeEvaluator.evaluate` reads it.
    static func count(_ items: [ShapeItem]) -> Count {
        var c = Count()
        for item in items {
            switch item {
            case .group(let g):
                let child = count(g.items)
                c.geometry += child.geometry
                c.drawn += child.drawn
            case .geometry(let shape, _):
                c.geometry += Double(vertices(of: shape))
            case .fill, .stroke, .gradientFill, .gradientStroke:
                c.drawn += c.geometry
            case .repeater(let r):
                let copies = max(r.copies.maximum.rounded(.down), 1)
                c.geometry *= copies
                c.drawn *= copies
            case .roundCorners:
                c.geometry *= 2
            case .offset:
                c.geometry *= 3
            case .trim, .puckerBloat, .merge:
                break
            case .text(let text):
                // A fill and a stroke at most (an animator may colour either).
                let paints = 2.0
                for letter in text.letters {
                    guard let glyph = letter.glyph else { continue }
                    let g = count(glyph)
                    c.drawn += g.drawn + g.geometry * paints
                    c.geometry += g.geometry
                }
            }
        }
        return c
    }

    /// The most Bézier vertices a geometry has at any frame.
    private static func vertices(of shape: GeometryShape) -> Int {
        switch shape {
        case .rectangle: return 8
        case .ellipse: return 4
        case .path(let path): return mostVertices(path)
        case .polystar(let s): return 2 * Int(min(max(s.points.maximum, 0), Double(LottieLimits.maxCopies))) + 1
        }
    }

    private static func mostVertices(_ path: Animated<BezierContour>) -> Int {
        switch path {
        case .constant(let c): return c.vertices.count
        case .keyframed(let t): return t.segments.reduce(t.final.vertices.count) { max($0, $1.from.vertices.count, $1.to.vertices.count) }
        }
    }
}
