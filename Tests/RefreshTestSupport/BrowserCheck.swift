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

    /// Runs the check of `kind` ("comparison", "run", "snapshots") on the page at `page` with `arguments`; a screenshot
    /// is saved too when `REVIEW_SCREENSHOTS` names a folder (`make docs`), as `<screenshot>.png` there.
    package static func run(_ kind: String, page: String, _ arguments: [String] = [], screenshot: String? = nil)
        throws -> (status: Int32, output: String) {
        var command = ["/usr/bin/python3", script, kind, page] + arguments
        if let screenshot, let folder = ProcessInfo.processInfo.environment["REVIEW_SCREENSHOTS"], !folder.isEmpty {
            command += ["--screenshot", (folder as NSString).appendingPathComponent(screenshot + ".png")]
        }
        return try runProcess(command)
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
