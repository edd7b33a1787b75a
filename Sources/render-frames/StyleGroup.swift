import ArgumentParser
import Raster
import RefreshRender
import RefreshOutput

/// `--style`, its variants and artwork, and how big and on what background its frames are drawn.
struct StyleGroup: ParsableArguments {
    @Option(help: "The header style (see `render-frames list`); lottie: the animation of --lottie.")
    var style = StyleChoice(AirplaneStyle())

    @Option(help: ArgumentHelp("With --style lottie: the Lottie file (Bodymovin JSON, .tgs, .json.gz or a dotLottie .lottie); images it names are read beside it or from the container.",
                               valueName: "file"))
    var lottie: String?

    @OptionGroup(title: "Lottie file") var lottieSource: LottieSourceGroup

    @Option(name: .customLong("style-option"), help: ArgumentHelp(
        "A variant of the style, KEY=VALUE (repeatable): \(StyleGroup.optionsHelp).", valueName: "key=value"),
            transform: { try ArgumentValues.keyValue($0, form: "KEY=VALUE, e.g. arrow-color=gray") })
    var styleOptions: [(key: String, value: String)] = []

    @Option(name: .customLong("image"), help: ArgumentHelp(
        "Replace an artwork of the style with your PNG (repeatable): \(StyleGroup.artworkHelp). @2x/@3x in the file name set its scale.",
        valueName: "name=path"),
            transform: { try ArgumentValues.keyValue($0, form: "NAME=PATH.png, e.g. airplane=my-plane.png") })
    var images: [(key: String, value: String)] = []

    @Option(parsing: .unconditional, help: "Header width, \(HeaderWidth.allowed) (default \(HeaderWidth.standard)).",
            transform: { try ArgumentValues.number($0, as: HeaderWidth.self) })
    var width: HeaderWidth?

    @Option(parsing: .unconditional, help: "Pixels per point: \(PixelScale.accepted) (default \(PixelScale.standard)).", transform: ArgumentValues.scale)
    var scale = PixelScale.standard

    @Option(help: "The background: the style's own colour and artwork, none (transparent), or a colour (white, black, gray, darkgray, lightgray, #RGB, #RRGGBB[AA]).")
    var background = BackgroundChoice.style

    @Option(help: "The screen's appearance: light, or dark as on iOS 13+ (dynamic system colours and the iOS 13 spinner where the library uses them, its fixed colours where it hard-codes them).")
    var appearance = Appearance.light

    /// Every style's options, `circle start=bottom|top, …`; a colour's forms are shown once, after `KEY=COLOR`.
    static let optionsHelp: String = {
        (StyleCatalog.all.map { ($0.name, $0.optionSummaries) } + [(StyleChoice.lottieName, LottieStyle.optionForms)])
            .flatMap { name, options in options.map { "\(name) \($0.key)=\(valuesHelp($0))" } }
            .joined(separator: ", ") + "; a COLOR is \(ColorNotation.accepted)"
    }()

    /// `bottom|top`, or `COLOR` for a colour option.
    static func valuesHelp(_ option: StyleOptionSummary) -> String {
        option.values == [ColorNotation.accepted] ? "COLOR" : option.values.joined(separator: "|")
    }

    /// Every style's artwork names, `arrow ego-arrow-blue, …`.
    static let artworkHelp = StyleCatalog.all.filter { !$0.artwork.isEmpty }
        .map { "\($0.name) \($0.artwork.map(\.name).joined(separator: ", "))" }.joined(separator: "; ")

    /// The style with its `--style-option`s (for lottie, the file loaded and its warnings printed); the message names
    /// the option or the file, the value and what is accepted.
    func configuredStyle() throws -> any RefreshStyle {
        switch style {
        case .builtIn(let builtIn):
            if lottieSource.isSet { throw ValidationError("--animation, --theme and --slots choose and theme a Lottie file; they go with --style lottie --lottie FILE") }
            return try configured(builtIn)
        case .lottie:
            guard let lottie else { throw ValidationError(StyleGroup.lottieNeedsFile) }
            let animation = try LottieFile.load(lottie, named: "--lottie", source: lottieSource, appearance: appearance)
            let style: LottieStyle
            do throws(LottieMarkerError) {
                style = try LottieStyle(animation: animation)
            } catch {
                throw ValidationError("--lottie \(lottie): \(error)")
            }
            return try configured(style)
        }
    }

    private func configured<Style: RefreshStyle>(_ style: Style) throws -> Style {
        do throws(StyleOptionError) {
            return try style.setting(styleOptions)
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

    static let lottieNeedsFile = "--style lottie needs --lottie FILE, the Lottie (Bodymovin JSON) animation to draw"

    mutating func validate() throws {
        try ArgumentValues.checkOnce(styleOptions.map(\.key), option: "--style-option", what: "key")
        try ArgumentValues.checkOnce(images.map(\.key), option: "--image", what: "artwork")
        let artwork: [VectorArtwork]
        switch style {
        case .builtIn:
            guard lottie == nil else { throw ValidationError("--lottie goes with --style lottie, not with --style \(style.name)") }
            artwork = try configuredStyle().artwork
        case .lottie:
            // The file is read once, when the run is prepared (its errors are usage errors there too).
            guard lottie != nil else { throw ValidationError(StyleGroup.lottieNeedsFile) }
            artwork = []
        }
        let names = artwork.map(\.name)
        for (name, _) in images where !names.contains(name) {
            throw ValidationError("--image \(name)=…: \(style.name) has no artwork called \(name); "
                + (names.isEmpty ? "\(style.name) has no artwork to replace" : "expected \(names.joined(separator: ", "))"))
        }
    }

    /// The drawing options.
    var renderOptions: RenderOptions { RenderOptions(width: width ?? .standard, scale: scale, background: background) }

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
