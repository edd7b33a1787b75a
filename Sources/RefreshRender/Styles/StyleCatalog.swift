import Raster
/// The headers and footers the tool renders, by command-line name.
public enum StyleCatalog {
    public static let all: [any RefreshStyle] = [
        CircleStyle(), ArrowStyle(), SVStyle(), MJStyle(), AirplaneStyle(),
        CircleFooterStyle(), SVStyle(position: .bottom), SVInfiniteStyle(), MJAutoFooterStyle(), MJBackFooterStyle(),
    ]

    public static var names: [String] { all.map(\.name) }

    /// The style called `name`, or nil.
    public static func style(named name: String) -> (any RefreshStyle)? {
        all.first { $0.name == name }
    }
}
