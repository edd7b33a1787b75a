import Foundation

/// Records a run's table in benchmarks/RESULTS.md with the date, the commit and the machine.
enum ResultsLog {
    static func shell(_ command: String) -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let latestStart = "<!-- make bench: the latest run"
    static let latestEnd = "<!-- make bench: end of the latest run -->"

    /// Writes the run's table as the latest run in benchmarks/RESULTS.md, between its two marker lines, and moves the
    /// run it replaces to benchmarks/history/DAY.md (DAY from that run's heading), so RESULTS.md keeps one run.
    static func record(_ lines: [String], in folder: String = "benchmarks") {
        let path = folder + "/RESULTS.md"
        let date = ISO8601DateFormatter().string(from: Date())
        let commit = shell("git rev-parse --short HEAD 2>/dev/null") + (shell("git status --porcelain 2>/dev/null").isEmpty ? "" : " (with uncommitted changes)")
        let cpu = shell("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let run = "## make bench, \(date)\n\ncommit \(commit) · \(cpu), \(cores) cores · release build\n\n```\n"
            + lines.joined(separator: "\n") + "\n```"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let start = text.range(of: latestStart), let end = text.range(of: latestEnd, range: start.upperBound..<text.endIndex),
              let opened = text[start.upperBound...].firstIndex(of: "\n") else {
            print("(not recorded: \(path) with its latest-run markers not found from \(FileManager.default.currentDirectoryPath))")
            return
        }
        let previous = text[text.index(after: opened)..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        if let heading = previous.range(of: "## make bench, ") {
            let day = String(previous[heading.upperBound...].prefix(10))
            let history = "\(folder)/history/\(day).md"
            var kept = (try? String(contentsOfFile: history, encoding: .utf8))
                ?? "# Benchmark history, \(day)\n\nRuns and measurements of that day as they were written in `benchmarks/RESULTS.md`; the newest figures are there.\n"
            kept += "\n" + previous + "\n"
            do { try kept.write(toFile: history, atomically: true, encoding: .utf8) } catch {
                print("(not recorded: cannot write \(history): \(error))")
                return
            }
        }
        let updated = text[..<text.index(after: opened)] + run + "\n" + text[end.lowerBound...]
        do { try String(updated).write(toFile: path, atomically: true, encoding: .utf8) } catch {
            print("(not recorded: cannot write \(path): \(error))")
            return
        }
        print("recorded in \(path)" + (previous.isEmpty ? "" : "; the run it replaces is in \(folder)/history/"))
    }
}
