import ArgumentParser
import Raster
import RefreshModel
import RefreshOutput

/// `--style`, its variants and artwork, and how big and on what background its frames are drawn.
struct StyleGroup: ParsableArguments {
    @Option(help: "The header style (see `render-frames list`).")
    var style = StyleChoice(AirplaneStyle())

    @Option(name: .customLong("style-option"), help: ArgumentHelp(
        "A variant of the style, KEY=VALUE (repeatable): \(StyleGroup.optionsHelp).", valueName: "key=value"),
            transform: { try ArgumentValues.keyValue($0, form: "KEY=VALUE, e.g. arrow-color=gray") })
    var styleOptions: [(key: String, value: String)] = []

    @Option(name: .customLong("image"), help: ArgumentHelp(
        "Replace an artwork of the style with your PNG (repeatable): \(StyleGroup.artworkHelp). @2x/@3x in the file name set its scale.",
        valueName: "name=path"),
            transform: { try ArgumentValues.keyValue($0, form: "NAME=PATH.png, e.g. airplane=my-plane.png") })
    var images: [(key: String, value: String)] = []

    @Option(help: "Header width, \(HeaderWidth.allowed) (default \(HeaderWidth.standard)).",
            transform: { try ArgumentValues.number($0, as: HeaderWidth.self) })
    var width = HeaderWidth.standard

    @Option(help: "Pixels per point: \(PixelScale.accepted) (default \(PixelScale.standard)).", transform: ArgumentValues.scale)
    var scale = PixelScale.standard

    @Option(help: "The background: the style's own colour and artwork, none (transparent), white, black, or a colour.")
    var background = BackgroundChoice.style

    /// Every style's options, `circle start=bottom|top, …`.
    static let optionsHelp: String = {
        StyleCatalog.all.flatMap { style in
            style.optionSummaries.map { "\(style.name) \($0.key)=\($0.values.joined(separator: "|"))" }
        }.joined(separator: ", ")
    }()

    /// Every style's artwork names, `arrow ego-arrow-blue, …`.
    static let artworkHelp = StyleCatalog.all.filter { !$0.artwork.isEmpty }
        .map { "\($0.name) \($0.artwork.map(\.name).joined(separator: ", "))" }.joined(separator: "; ")

    /// The style with its `--style-option`s; the message names the option, the value and what is accepted.
    func configuredStyle() throws -> any HeaderStyle {
        do throws(StyleOptionError) {
            return try style.style.setting(styleOptions)
        } catch {
            switch error {
            case .unknownKey(let name, let key, let accepted):
                throw ValidationError("--style-option \(key)=… does not apply to \(name); "
                    + (accepted.isEmpty ? "\(name) has no options" : "expected \(accepted.joined(separator: ", "))"))
            case .badValue(let name, let key, let value, let accepted):
                throw ValidationError("--style-option \(key)=\(value) is not accepted for \(name); expected \(accepted.joined(separator: ", "))")
            }
        }
    }

    mutating func validate() throws {
        let style = try configuredStyle()
        let names = style.artwork.map(\.name)
        for (name, _) in images where !names.contains(name) {
            throw ValidationError("--image \(name)=…: \(style.name) has no artwork called \(name); "
                + (names.isEmpty ? "\(style.name) has no artwork to replace" : "expected \(names.joined(separator: ", "))"))
        }
    }

    /// The drawing options.
    var renderOptions: RenderOptions { RenderOptions(width: width, scale: scale, background: background) }

    /// The `--image` PNGs, decoded; a file that cannot be read or decoded is a usage error naming it.
    func loadImages() throws -> [String: LayerContents] {
        var result: [String: LayerContents] = [:]
        for (name, path) in images {
            do {
                let image = try Image(contentsOfFile: path)
                result[name] = .bitmap(BitmapContents(image: image, scale: BitmapContents.scale(forFileName: path)))
            } catch {
                throw ValidationError("--image \(name)=\(path): \(error)")
            }
        }
        return result
    }
}
