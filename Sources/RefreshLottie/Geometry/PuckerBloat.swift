import Raster

/// Pucker and bloat (Lottie shape `pb`), as lottie-web's PuckerAndBloatModifier: each vertex moves towards the
/// mean of the contour's vertices by `amount` percent of the way (away from it when negative), and its control
/// points the opposite way by as much, so a positive amount bloats the edges out between vertices pulled in.
enum PuckerBloat {
    static func apply(_ contour: BezierContour, amount: Double) -> BezierContour {
        guard amount != 0, !contour.vertices.isEmpty else { return contour }
        let t = amount / 100
        let sum = contour.vertices.reduce(Point.zero) { $0 + $1.point }
        let centre = sum * (1 / Double(contour.vertices.count))
        var out = contour
        out.vertices = contour.vertices.map { v in
            BezierVertex(point: v.point + (centre - v.point) * t,
                         inControl: v.inControl - (centre - v.inControl) * t,
                         outControl: v.outControl - (centre - v.outControl) * t)
        }
        return out
    }
}
