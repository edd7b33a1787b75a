import AirplaneHeader
import Raster
import RefreshRender
import RefreshSnapshotTesting
import Testing

/// The ported header against its goldens, and against RefreshRender's built-in airplane style, which draws the same
/// tutorial from the spec: the same pictures wherever the two draw the same thing.
@Suite struct AirplaneHeaderTests {
    // MARK: Snapshots (goldens in __Snapshots__/AirplaneHeaderTests/)

    @Test func pulledPartWay() {
        assertSnapshot(of: AirplaneRefreshView(), as: .frame(progress: 0.6), named: "pull-0.6")
    }

    /// 0.75 s into the refresh (half a lap): the comet is drawn, and the tutorial's plane has faded out.
    @Test func refreshingAsTheTutorialWroteIt() {
        assertSnapshot(of: AirplaneRefreshView(), as: .frame(scenario: .refresh, at: 1.75), named: "refreshing-0.75")
    }

    /// The same moment with the book's guard: the plane rides at the comet's head.
    @Test func refreshingWithTheBooksGuard() {
        assertSnapshot(of: AirplaneRefreshView(redrawsWhileRefreshing: false), as: .frame(scenario: .refresh, at: 1.75),
                       named: "refreshing-0.75-guarded")
    }

    /// The whole gesture, 4 frames a second at @1x: a difference names its first differing frame.
    @Test func wholeRefresh() {
        assertSnapshot(of: AirplaneRefreshView(), as: .filmstrip(scenario: .refresh, fps: 4, options: RenderOptions(scale: 1)),
                       named: "refresh")
    }

    // MARK: Against the built-in airplane style

    /// The refresh gesture at 10 frames a second, under the built-in style's rules.
    static func gesture() throws -> [FrameSpec] {
        try AirplaneStyle().plan(.sequence(scenario: .refresh, fps: 10, duration: nil, range: nil), screen: nil).frames
    }

    /// The tutorial's own layer names, as the built-in style names the same layers.
    static func withBuiltInNames(_ layer: Layer) -> Layer {
        let names = ["RefreshView": "header", "ovalShapeLayer": "oval", "airplaneLayer": "airplane"]
        var renamed = layer
        renamed.name = layer.name.map { names[$0] ?? $0 }
        renamed.sublayers = layer.sublayers.map(withBuiltInNames)
        return renamed
    }

    @Test func theScrollViewRulesAreTheBuiltInOnes() {
        #expect(AirplaneRefreshView().rules == AirplaneStyle().rules)
        #expect(AirplaneRefreshView().height == AirplaneStyle().height)
        #expect(AirplaneRefreshView().refreshingLoop == AirplaneStyle().refreshingLoop)
    }

    /// With the book's guard the port and the built-in style are the same header: every frame of the gesture has the
    /// same pixels.
    @Test func withTheBooksGuardEveryFrameIsTheBuiltInOne() throws {
        let port = try SnapshotRendering.renderer(for: AirplaneRefreshView(redrawsWhileRefreshing: false))
        let builtIn = try SnapshotRendering.renderer(for: AirplaneStyle())
        let frames = try Self.gesture()
        #expect(frames.contains { $0.sample.state == .refreshing } && frames.contains { $0.sample.state == .ending })
        for spec in frames {
            let ours = try port.render(spec).makeImage(), theirs = try builtIn.render(spec).makeImage()
            #expect(ours == theirs, "frame \(spec.index) at \(spec.time) s (\(spec.sample.state)) differs")
        }
    }

    /// As the tutorial wrote it, the two differ in one property only, the plane's opacity while refreshing: the
    /// tutorial's `scrollViewDidScroll:` keeps redrawing and measures the pull against the inset `beginRefreshing`
    /// raised, so the plane fades as the table settles and is gone once it has; the built-in style keeps it at 1.
    /// Everywhere else (the pull, the ring's comet, the flight, the collapse) the presented layer trees are equal.
    @Test func asTheTutorialWroteItOnlyThePlanesOpacityWhileRefreshingDiffers() throws {
        let port = try SnapshotRendering.renderer(for: AirplaneRefreshView())
        let builtIn = try SnapshotRendering.renderer(for: AirplaneStyle())
        var fading = 0, gone = 0
        for spec in try Self.gesture() {
            var ours = Self.withBuiltInNames(try port.presentation(of: spec))
            let theirs = try builtIn.presentation(of: spec)
            if spec.sample.state == .refreshing, let index = ours.sublayers.firstIndex(where: { $0.name == "airplane" }) {
                let opacity = ours.sublayers[index].opacity
                #expect(theirs.layer(at: ["airplane"])?.opacity == 1)
                if spec.sample.distance == AirplaneStyle().height {
                    #expect(opacity == 0, "frame \(spec.index): the table has settled, the plane is gone")
                    gone += 1
                } else if opacity > 0 && opacity < 1 {
                    fading += 1
                }
                ours.sublayers[index].opacity = 1
            }
            #expect(ours == theirs, "frame \(spec.index) at \(spec.time) s (\(spec.sample.state))")
        }
        #expect(fading > 0 && gone > 0, "fading \(fading), gone \(gone)")
    }

    /// The background layer carries RefreshRender's background name, so a run without the style's background (none,
    /// or a colour) leaves the tutorial's picture out, as it does the built-in style's.
    @Test func aRunWithoutTheBackgroundLeavesTheImageOut() throws {
        let spec = try SnapshotRendering.spec(for: AirplaneRefreshView(), progress: 0.6)
        let renderer = try SnapshotRendering.renderer(for: AirplaneRefreshView(), options: RenderOptions(background: .none))
        #expect(try renderer.scene(for: spec).root.sublayers.map(\.name) == ["ovalShapeLayer", "airplaneLayer"])
        // The top-left corner, sky with the background, is left transparent without it.
        #expect(try renderer.render(spec).makeImage().pixels[0] == 0)
    }
}
