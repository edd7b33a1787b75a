import Testing
import Raster
@testable import RefreshRender

/// EGO's arrow is the library's own image of each colour (STYLES.md §2.2): its @1x file on a 1x screen and its @2x
/// file on a 2x one, pixel for pixel, and the @2x file scaled by 1.5 on a 3x screen, as UIKit draws an image that has
/// no @3x file.
@Suite struct EGOArrowTests {
    @Test(arguments: VectorArtwork.EGOArrowColor.allCases)
    func theArrowIsTheLibrarysImage(_ color: VectorArtwork.EGOArrowColor) throws {
        let files = color.image.files
        #expect(files.map(\.scale) == [1, 2], "both files decode")
        #expect(files.map { [$0.image.width, $0.image.height] } == [[23, 60], [46, 120]])
        let art = VectorArtwork.egoArrow(color)
        for file in files {
            let drawn = try ArtworkRenderer.image(of: art, scale: file.scale)
            #expect(drawn == file.image, "\(color) at \(file.scale)x: the file's pixels")
        }
        let three = try ArtworkRenderer.image(of: art, scale: 3)
        #expect(three.width == 69 && three.height == 180)
        // The @2x file drawn at 1.5×: its coverage (summed alpha) grows with the area, 2.25×.
        func alpha(_ image: Image) -> Double {
            var sum = 0.0
            for y in 0..<image.height { for x in 0..<image.width { sum += Double(image.pixel(x: x, y: y) >> 24) } }
            return sum
        }
        let ratio = alpha(three) / alpha(files[1].image)
        #expect(abs(ratio - 2.25) < 0.02, "\(color): \(ratio)")
    }

    /// UIKit's choice of file: the screen's scale, else the largest below it, else the smallest.
    @Test func theFileOfTheScreensScale() throws {
        let image = VectorArtwork.EGOArrowColor.blue.image
        #expect(image.file(forScreenScale: 1)?.scale == 1)
        #expect(image.file(forScreenScale: 2)?.scale == 2)
        #expect(image.file(forScreenScale: 3)?.scale == 2)
        let onlyRetina = ShippedImage(files: [image.files[1]], notice: "")
        #expect(onlyRetina.file(forScreenScale: 1)?.scale == 2)
    }

    /// The four colours differ as the files do: blue and grey are not one ladder recoloured.
    @Test func theColoursAreTheirOwnFiles() {
        let top = VectorArtwork.EGOArrowColor.allCases.map { $0.image.files[1].image.pixel(x: 23, y: 6) }
        #expect(Set(top).count == 4, "\(top.map { String($0, radix: 16) })")
        #expect(VectorArtwork.egoArrow(.gray).notices == [EGOArrowFiles.notice])
        #expect(EGOArrowFiles.notice.contains("Copyright 2009 enormego"))
    }
}
