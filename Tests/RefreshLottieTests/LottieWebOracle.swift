import Foundation

/// lottie-web 5.7.4, the player whose semantics RefreshLottie follows, drawn with its canvas renderer in headless
/// Chromium (Fixtures/tools/lottie_web_frames.py, with Debian's python3, python3-selenium, chromium and
/// chromium-driver, and the lottie.js of PyPI's wagtail-lottie wheel): the conformance rule's third reference. One
/// browser session draws every requested frame of every file; a file lottie-web throws on is refused (nil).
enum LottieWebOracle {
    static let script = Fixtures.folder.appendingPathComponent("tools/lottie_web_frames.py")
    /// Debian's own Python, where python3-selenium is installed (the review pages' browser tests use it too).
    static let python = "/usr/bin/python3"

    /// Why lottie-web cannot draw here (checked once: the script's `--check`), nil when it can.
    static let unavailableReason: String? = {
        guard let (_, message, status, _) = FrameOracle.run([python, script.path, "--check"]) else {
            return "\(python) could not be started"
        }
        return status == 0 ? nil : message.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    static var isAvailable: Bool { unavailableReason == nil }

    /// The line the tests print when they judge without lottie-web.
    static var skipped: String { "SKIPPED lottie-web, the rule's third reference: \(unavailableReason ?? "")" }

    static func render(_ jobs: [FrameOracle.Job]) -> FrameOracle.Outcome {
        if let unavailableReason { return .unavailable(unavailableReason) }
        return FrameOracle.render([python, script.path], jobs: jobs, player: "lottie-web")
    }
}
