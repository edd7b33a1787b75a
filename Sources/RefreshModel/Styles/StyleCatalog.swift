import Raster
/// The headers the tool renders, by command-line name.
public enum StyleCatalog {
    public static let all: [any HeaderStyle] = [CircleStyle(), ArrowStyle(), SVStyle(), MJStyle(), AirplaneStyle()]

    public static var names: [String] { all.map(\.name) }

    /// The style called `name`, or nil.
    public static func style(named name: String) -> (any HeaderStyle)? {
        all.first { $0.name == name }
    }
}
