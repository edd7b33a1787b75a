/// The headers and footers the tool renders, by command-line name.
public enum StyleCatalog {
    public static let all: [any RefreshStyle] = [
        CircleStyle(), ArrowStyle(), SVStyle(), MJStyle(), AirplaneStyle(),
        CircleFooterStyle(), SVStyle(position: .bottom), SVInfiniteStyle(), MJAutoFooterStyle(), MJBackFooterStyle(),
    ]

    public static var names: [String] { all.map(\.name) }

    /// Every artwork of every style, each once, with each variant a style option chooses (EGO's four arrow colours),
    /// in catalogue order.
    public static var allArtwork: [VectorArtwork] {
        var seen = Set<String>()
        let variants = VectorArtwork.EGOArrowColor.allCases.map { VectorArtwork.egoArrow($0) }
        return (all.flatMap(\.artwork) + variants).filter { seen.insert($0.name).inserted }
    }

    /// The style called `name`, or nil.
    public static func style(named name: String) -> (any RefreshStyle)? {
        all.first { $0.name == name }
    }
}
