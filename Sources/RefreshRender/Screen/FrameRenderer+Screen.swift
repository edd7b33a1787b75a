extension FrameRenderer {
    /// The scroll geometry of a frame on `screen`: the gesture's pull distance moves the content (STYLES.md §8.5).
    package func screenGeometry(for spec: FrameSpec, screen: ScreenOptions) -> ScrollGeometry {
        ScrollGeometry(viewport: screen.viewport, placement: traits.placement, controlHeight: style.height,
                       rowCount: rowCount(for: spec, screen: screen), distance: spec.sample.scrollOffset)
    }

    /// The control's place on a screen (`init` refuses a screen for a control without one).
    private var traits: ScreenTraits { style.screenTraits ?? ScreenTraits(placement: .aboveContent, title: style.name) }

    /// The list's rows at the frame: the given or default ones, and a page more for each load ended so far (§8.5).
    func rowCount(for spec: FrameSpec, screen: ScreenOptions) -> Int {
        let first = screen.rows?.rows.count ?? ScrollGeometry.defaultRowCount(for: screen.viewport)
        return first + spec.sample.pagesLoaded * ScrollGeometry.pageRows
    }

    /// The whole screen of a frame: the list, the control where its library places it, the bars (§8).
    func screenTree(for spec: FrameSpec, screen: ScreenOptions) throws -> Layer {
        let control = try scene(for: spec).presentation(at: spec.sample.time)
        let language = context.labels.language(default: traits.language)
        // Loaded pages continue the default numbering, or take the given rows again from the first (§8.5).
        let given = screen.rows?.rows ?? []
        let rows = (0..<rowCount(for: spec, screen: screen)).map { i in
            given.isEmpty ? ScreenRow(title: ListStrings.title(row: i, language: language)) : given[i % given.count]
        }
        var lineHeights = (title: 0.0, subtitle: 0.0)
        if rows.contains(where: { $0.subtitle != nil }) {
            lineHeights = (try context.text.lineHeight(fontName: ScreenScene.titleFont.name, size: ScreenScene.titleFont.size),
                           try context.text.lineHeight(fontName: ScreenScene.subtitleFont.name, size: ScreenScene.subtitleFont.size))
        }
        // The status bar shows the labels' clock (§8.2): the moment MJ's "Today 14:05" is judged against.
        let time = DatePattern.format(context.labels.clock(of: spec.sample), "H:mm",
                                      language.dateConventions)
        let scene = ScreenScene(options: screen, traits: traits, geometry: screenGeometry(for: spec, screen: screen),
                                rows: rows, language: language, time: time, scale: Double(options.scale),
                                titleLineHeight: lineHeights.title, subtitleLineHeight: lineHeights.subtitle,
                                palette: .of(context.appearance))
        return scene.root(control: control)
    }
}
