import ArgumentParser

/// Which animation of a Lottie file is drawn, and how it is themed: `--animation`, `--theme`, `--slots`.
struct LottieSourceGroup: ParsableArguments {
    @Option(help: ArgumentHelp("With a dotLottie file: the id of the animation to draw (default: the manifest's initial animation, else the first).",
                               valueName: "id"))
    var animation: String?

    @Option(help: ArgumentHelp("With a dotLottie file: the id of a theme to apply (its t/ID.json rules set the animation's slots). Without it, --style lottie with --appearance dark applies a theme named dark when the file has one.",
                               valueName: "id"))
    var theme: String?

    @Option(help: ArgumentHelp("A JSON file of slots to apply, in the format of a Lottie file's own \"slots\" object ({\"id\": {\"p\": …}}); over the theme's.",
                               valueName: "file"))
    var slots: String?

    /// Largest slots file, in bytes (a slot may hold an embedded image).
    static let maxSlotsBytes = 16 << 20

    /// Whether any of the group's options was given (they go with a Lottie file only).
    var isSet: Bool { animation != nil || theme != nil || slots != nil }
}
