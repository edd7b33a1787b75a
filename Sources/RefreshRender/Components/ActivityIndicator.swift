import Raster
import Foundation

/// UIActivityIndicatorView, Gray style (STYLES.md §6.12, §7 A11): 20×20 pt, 12 radial spokes (round-capped,
/// 2 pt wide, from r = 5 to r = 9), grey rgb(128,128,128). The brightest spoke steps clockwise 12 times a second
/// starting at 9 o'clock; spoke j behind it (counter-clockwise) has alpha max(0.3, 1 − j·0.7/11). Hidden when
/// stopped (hidesWhenStopped).
public enum ActivityIndicator {
    public static let size = 20.0
    public static let spokeCount = 12
    public static let color = Color(rgb8: 128, 128, 128)
    static let innerRadius = 5.0
    static let outerRadius = 9.0
    static let spokeWidth = 2.0
    /// 9 o'clock in y-down angles.
    static let headStartAngle = Double.pi

    /// The indicator centred at `center`; `elapsed` is the time since it started animating, nil when stopped.
    public static func layer(named name: String, center: Point, elapsed: Double?, color: Color = color) -> Layer {
        var root = Layer(name: name, frame: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
        guard let elapsed, elapsed.isFinite, elapsed >= 0 else {
            root.isHidden = true
            return root
        }
        let step = Int((elapsed * Double(spokeCount)).rounded(.down).truncatingRemainder(dividingBy: Double(spokeCount)))
        let c = Point(x: size / 2, y: size / 2)
        let head = headStartAngle + Double(step) * 2 * Double.pi / Double(spokeCount)
        // Round caps of radius w/2 make the stadium: the centre line runs from r + w/2 to R − w/2.
        let r0 = innerRadius + spokeWidth / 2, r1 = outerRadius - spokeWidth / 2
        for j in 0..<spokeCount {
            let angle = head - Double(j) * 2 * Double.pi / Double(spokeCount)
            let dir = Point(x: cos(angle), y: sin(angle))
            let alpha = max(0.3, 1 - Double(j) * 0.7 / 11)
            let shape = ShapeProperties(path: .line(from: c + dir * r0, to: c + dir * r1), fillColor: nil,
                                        strokeColor: color.withAlphaMultiplied(by: alpha), lineWidth: spokeWidth,
                                        lineCap: .round)
            root.sublayers.append(Layer(name: "spoke\(j)", frame: Rect(x: 0, y: 0, width: size, height: size),
                                        content: .shape(shape)))
        }
        return root
    }
}
