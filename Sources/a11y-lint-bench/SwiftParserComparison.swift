import A11yLintCore
import Foundation

/// The Swift compiler's own parser on the PATH, if any.
func swiftcPath() -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(folder)/swiftc"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// `swiftc -frontend -parse` over `files`, 1000 files a process and one
/// process per core at a time (as `xargs -n 1000 -P cores` runs it); its
/// diagnostics are thrown away.
func runSwiftParser(_ swiftc: String, _ files: [String], cores: Int) {
    var batches = stride(from: 0, to: files.count, by: 1000).map { Array(files[$0..<min($0 + 1000, files.count)]) }
    var running: [Process] = []
    while !batches.isEmpty || !running.isEmpty {
        while running.count < cores, let batch = batches.popLast() {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = ["-frontend", "-parse"] + batch
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
            running.append(process)
        }
        running.first?.waitUntilExit()
        running.removeFirst()
    }
}

/// The whole lint (discover, read, parse, rules, sort, JSON) on all cores
/// against the Swift compiler's parser on as many processes, best of each,
/// measured in turn in the same run.
func compareWithSwiftParser(_ paths: [String], repetitions: Int) {
    guard let swiftc = swiftcPath() else {
        print("\nswiftc is not on the PATH: no comparison with the Swift compiler's parser")
        return
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let files = FileDiscovery.discover(paths).files
    let linter = Linter(options: .everyRule)
    var lintBest = Double.infinity
    var parseBest = Double.infinity
    for _ in 0..<repetitions {
        lintBest = min(lintBest, timeOf {
            let run = linter.lint(paths: paths)
            let report = LintReport(run: run, rules: RuleRegistry.descriptors, workingDirectory: "/")
            precondition(!JSONReporter().render(report).isEmpty)
        })
        parseBest = min(parseBest, timeOf { runSwiftParser(swiftc, files, cores: cores) })
    }
    print(String(format: "\nWhole lint (JSON, %d threads) %.0f ms; swiftc -frontend -parse (%d processes) %.0f ms; "
                 + "lint / parse = %.2f", cores, lintBest * 1000, cores, parseBest * 1000, lintBest / parseBest))
}
