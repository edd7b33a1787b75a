import Foundation
import Testing

/// `scripts/review-pages-check`: a review page opened in headless Chromium and driven as a person would (keys,
/// sliders, clicks), failing on a console error or a request outside the page's folder. Without Chromium, its driver
/// or Selenium the tests that need it are skipped, and say so.
package enum BrowserCheck {
    /// The script, found from this file's place in the repository.
    package static let script: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("scripts/review-pages-check").path
    }()

    /// True when the browser, its driver and Selenium are installed (Debian's chromium, chromium-driver, python3-selenium).
    package static let isAvailable: Bool = {
        let files = ["/usr/bin/python3", "/usr/bin/chromium", "/usr/bin/chromedriver"]
        guard files.allSatisfy({ FileManager.default.isExecutableFile(atPath: $0) }) else { return false }
        return FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/selenium")
            || (try? runProcess(["/usr/bin/python3", "-c", "import selenium"]).status) == 0
    }()

    /// Why the browser tests are skipped, shown by the test runner.
    package static let skipReason: Comment =
        "the browser check is skipped: chromium, chromium-driver or python3-selenium is not installed (make deps installs them)"

    /// True when the run asks for the browser tests (`REVIEW_BROWSER_TESTS=1`): `make test` runs them in a step of
    /// their own after the Swift tests (and `make docs` for its screenshots), so the Swift test phase stays short.
    package static let isRequested = ProcessInfo.processInfo.environment["REVIEW_BROWSER_TESTS"] == "1"

    /// Why they are skipped in the Swift test phase.
    package static let notRequestedReason: Comment =
        "the browser check runs in make test's browser step (REVIEW_BROWSER_TESTS=1 swift test --filter InTheBrowser)"

    /// One page to check: its kind ("comparison", "run", "snapshots"), path, the script's options for it, and the
    /// name of its screenshot, saved when `REVIEW_SCREENSHOTS` names a folder (`make docs`) as `<screenshot>.png` there.
    package struct Check {
        package var kind: String
        package var page: String
        package var arguments: [String]
        package var screenshot: String?
        /// The frame position the screenshot shows (the page's own first frame when nil).
        package var screenshotFrame: Int?

        package init(_ kind: String, page: String, _ arguments: [String] = [], screenshot: String? = nil,
                     screenshotFrame: Int? = nil) {
            self.kind = kind
            self.page = page
            self.arguments = arguments
            self.screenshot = screenshot
            self.screenshotFrame = screenshotFrame
        }
    }

    /// Runs the checks one after the other in one browser (its start is most of a check's time).
    package static func run(_ checks: [Check]) throws -> (status: Int32, output: String) {
        var command = ["/usr/bin/python3", script]
        for (i, check) in checks.enumerated() {
            if i > 0 { command.append("--and") }
            command += [check.kind, check.page] + check.arguments
            if let screenshot = check.screenshot, let folder = ProcessInfo.processInfo.environment["REVIEW_SCREENSHOTS"],
               !folder.isEmpty {
                command += ["--screenshot", (folder as NSString).appendingPathComponent(screenshot + ".png")]
                if let frame = check.screenshotFrame { command += ["--screenshot-at", "\(frame)"] }
            }
        }
        return try runProcess(command)
    }

    /// Runs one check.
    package static func run(_ kind: String, page: String, _ arguments: [String] = [], screenshot: String? = nil)
        throws -> (status: Int32, output: String) {
        try run([Check(kind, page: page, arguments, screenshot: screenshot)])
    }

    private static func runProcess(_ command: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
