import Raster
import RefreshRender
/// How a premultiplied pixel becomes a GIF colour, which is either fully opaque or fully transparent.
///
/// - `auto` (the default): a pixel at least half covered keeps its own (un-premultiplied) colour, fully opaque; a
///   pixel less than half covered becomes transparent. Edges are hard, but an edge pixel never takes a colour the
///   artwork does not have, so there is no halo on any page colour.
/// - `color(c)`: every pixel with any coverage is composited over `c` (the colour of the page the GIF will sit
///   on): smooth edges, exact on that page colour. Fully transparent pixels stay transparent.
///
/// Opaque pixels (alpha 255) are the same in both modes.
public enum EdgeMatte: Sendable, Hashable, CustomStringConvertible {
    case auto
    case color(Color)

    /// The key of a fully transparent pixel in a `ColorTable` (opaque keys are `0x00RRGGBB`).
    package static let transparentKey: UInt32 = 0x0100_0000

    /// The straight RGB colour `0x00RRGGBB` of premultiplied pixel `p` (`0xAABBGGRR`), or `transparentKey`.
    @inline(__always)
    public func key(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        let r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF
        if a == 255 { return r << 16 | g << 8 | b }
        switch self {
        case .auto:
            guard a >= 128 else { return EdgeMatte.transparentKey }
            func straight(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
            return straight(r) << 16 | straight(g) << 8 | straight(b)
        case .color(let m):
            guard a > 0 else { return EdgeMatte.transparentKey }
            let inverse = 255 - a
            func over(_ c: UInt32, _ matte: Double) -> UInt32 {
                let m8 = UInt32((matte * 255).rounded())
                return min(255, (c * 255 + inverse * m8 + 127) / 255)
            }
            return over(r, m.red) << 16 | over(g, m.green) << 8 | over(b, m.blue)
        }
    }

    public var description: String {
        switch self {
        case .auto: return "auto"
        case .color(let c): return BackgroundChoice.color(Color(red: c.red, green: c.green, blue: c.blue)).description
        }
    }
}
