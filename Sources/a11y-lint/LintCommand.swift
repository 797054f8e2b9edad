import A11yLintCore
import A11yLintSyntax
import Foundation

/// `a11y-lint [options] [paths…]`: turns the options into a `LintSession`
/// run, writes what it produced (report, baseline, stamp) and maps its
/// outcome to the exit code.
struct LintCommand {
    let request: LintRequest
    let cwd = FileManager.default.currentDirectoryPath
    let environment = ProcessInfo.processInfo.environment

    func run() throws -> Int32 {
        let configuration = try LintSession.loadConfiguration(explicit: request.configPath, cwd: cwd)
        if request.printConfig {
            Output.standard(configuration.effective().rendered())
            return 0
        }
        let session = LintSession(configuration: configuration, cwd: cwd)
        let input = try input()
        let outcome = try session.run(input, settings)
        if request.dryRun { return showFixes(outcome) }
        if let recorded = outcome.baselineToWrite {
            try Output.write(recorded.baseline.rendered(), to: recorded.path, what: "the baseline")
        }

        let report = LintReport(run: outcome.run, rules: RuleRegistry.descriptors, workingDirectory: cwd)
        if request.fix != nil, request.paths == ["-"] {
            // An editor's buffer: the fixed text is the output.
            var bytes: [UInt8] = []
            if case .inMemory(let sources, _) = input { bytes = sources.first?.bytes ?? [] }
            Output.standard(String(decoding: outcome.fixes.first(where: \.changed)?.fixed ?? bytes, as: UTF8.self))
        } else {
            try emit(report)
        }
        for problem in outcome.run.problems {
            Output.error("a11y-lint: \(TextEscaping.escapeControlCharacters(problem.path)): \(problem.message)\n")
        }
        if !request.quiet {
            // The github report carries the summary itself.
            if request.format != .github || request.output != nil { Output.error(report.summary.line + "\n") }
            if let recorded = outcome.baselineToWrite {
                let count = recorded.baseline.entries.count
                Output.error("a11y-lint: wrote \(count) baseline entr\(count == 1 ? "y" : "ies") to \(recorded.path)\n")
            }
        }
        if let touch = request.touch { try Output.write("", to: touch, what: "the stamp file") }
        if outcome.failed { return 1 }
        return outcome.hasFileErrors ? 2 : 0
    }

    /// The session settings the options ask for.
    private var settings: SessionSettings {
        var settings = SessionSettings()
        settings.jobs = request.jobs
        settings.maxFileSize = request.maxFileSize
        settings.context = request.context
        settings.baseline = request.baseline
        settings.writeBaseline = request.writeBaseline
        settings.diffRevision = request.diffRevision
        settings.failOn = request.failOn
        settings.fix = request.fix
        settings.dryRun = request.dryRun
        return settings
    }

    /// `--fix --dry-run`: a unified diff of each file the fixes would change;
    /// exit 1 when there is one, as a check that the code is already fixed.
    private func showFixes(_ outcome: SessionOutcome) -> Int32 {
        let changed = outcome.fixes.filter(\.changed)
        Output.standard(changed.map { UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.fixed) }.joined())
        for problem in outcome.run.problems {
            Output.error("a11y-lint: \(TextEscaping.escapeControlCharacters(problem.path)): \(problem.message)\n")
        }
        if !request.quiet {
            let count = changed.reduce(0) { $0 + $1.fixedCount }
            Output.error("a11y-lint: would fix \(count) finding\(count == 1 ? "" : "s") in \(changed.count) file\(changed.count == 1 ? "" : "s")\n")
        }
        if outcome.hasFileErrors { return 2 }
        return changed.isEmpty ? 0 : 1
    }

    /// The staged files (`--staged`), standard input (`-`), or the paths:
    /// those given, the input files of an Xcode Run Script phase, or the
    /// current folder.
    private func input() throws -> LintInput {
        if request.staged { return .staged(under: request.paths) }
        guard request.paths.contains("-") else {
            return .paths(request.paths.isEmpty ? (try XcodeInputFiles.paths(environment) ?? ["."]) : request.paths)
        }
        let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        return .inMemory([SourceFile(path: request.stdinFilename ?? "<stdin>", bytes: bytes)],
                         filtered: request.stdinFilename != nil)
    }

    /// Renders the report where it goes, with statistics and the GitHub step summary.
    func emit(_ report: LintReport) throws {
        let terminal = TerminalStyle(choice: request.color, writesToFile: request.output != nil, environment: environment)
        var rendered = request.format.reporter(textStyle: terminal.textStyle, statistics: request.statistics).render(report)
        if request.statistics {
            switch request.format.statisticsPlacement {
            case .appendedTable: rendered += "\n" + report.statistics.table
            case .inReport: break
            case .standardError: Output.error(report.statistics.table)
            }
        }
        if let output = request.output {
            try Output.write(rendered, to: output, what: "the report")
        } else {
            Output.standard(rendered)
        }
        if request.format == .github, let summaryFile = environment["GITHUB_STEP_SUMMARY"], !summaryFile.isEmpty {
            try append(GitHubReporter.stepSummary(report), to: summaryFile)
        }
    }

    private func append(_ text: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else { return try Output.write(text, to: path, what: "the step summary") }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
    }
}
