import Testing
@testable import RefreshRender

@Suite struct ModuleTests {
    @Test func reexportsRaster() {
        #expect(Point(x: 1, y: 2).x == 1)
    }
}
