import Raster

/// The fuzz callback: bytes → path elements, a stroke style (width, cap, join, miter limit, dashes, phase, trim) and a
/// transform, stroked with `Stroker.outline` and filled on a 64×64 canvas. Invalid geometry strokes to
/// nothing; nothing may crash, hang or write outside the canvas.
func fuzzStroke(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    var path = Path()
    let elementCount = Int(input.byte() % 24)
    for _ in 0..<elementCount {
        switch input.byte() % 6 {
        case 0: path.move(to: input.point())
        case 1: path.line(to: input.point())
        case 2: path.quad(to: input.point(), control: input.point())
        case 3: path.cubic(to: input.point(), control1: input.point(), control2: input.point())
        case 4: path.addArc(center: input.point(), radius: input.number(), startAngle: input.number(), sweep: input.number())
        default: path.close()
        }
    }
    let caps = LineCap.allCases, joins = LineJoin.allCases
    var dashes: [Double]? = nil
    let dashCount = Int(input.byte() % 8)
    if dashCount > 0 { dashes = (0..<dashCount).map { _ in input.number() } }
    let style = StrokeStyle(width: input.number(), cap: caps[Int(input.byte()) % caps.count],
                            join: joins[Int(input.byte()) % joins.count], miterLimit: input.number(),
                            dashPattern: dashes, dashPhase: input.number(), strokeStart: input.number(),
                            strokeEnd: input.number())
    let transform = AffineTransform(a: input.number(), b: input.number(), c: input.number(), d: input.number(),
                                    tx: input.number(), ty: input.number())
    let canvas = try! Canvas(width: 64, height: 64)
    // The public outline: empty wherever the checked one (package access, out of this package's reach) throws.
    let outline = Stroker.outline(of: path, style: style, transform: transform)
    canvas.fill(outline, rule: input.byte() % 2 == 0 ? .nonZero : .evenOdd, paint: .solid(Color(white: 0.5)))
    // The path itself, filled through the same transform (flattening of every element kind).
    if (try? path.validate()) != nil, transform.isFinite {
        canvas.fill(path.flattened(transform: transform), paint: .solid(Color(white: 0, alpha: 0.5)))
    }
    return 0
}
