import Foundation

/// Appends a run's table to benchmarks/RESULTS.md with the date, the commit and the machine.
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

    static func append(_ lines: [String], to path: String = "benchmarks/RESULTS.md") {
        let date = ISO8601DateFormatter().string(from: Date())
        let commit = shell("git rev-parse --short HEAD 2>/dev/null") + (shell("git status --porcelain 2>/dev/null").isEmpty ? "" : " (with uncommitted changes)")
        let cpu = shell("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var text = "\n## make bench, \(date)\n\ncommit \(commit) · \(cpu), \(cores) cores · release build\n\n```\n"
        text += lines.joined(separator: "\n") + "\n```\n"
        guard FileManager.default.fileExists(atPath: path), let handle = FileHandle(forWritingAtPath: path) else {
            print("(not appended: \(path) not found from \(FileManager.default.currentDirectoryPath))")
            return
        }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
        print("appended to \(path)")
    }
}
