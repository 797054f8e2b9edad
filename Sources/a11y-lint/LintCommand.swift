import A11yLintCore
import A11yLintSyntax
import Foundation

/// `a11y-lint [options] [paths…]`: loads the configuration, lints, narrows the
/// findings to changed lines and to what the baseline does not hold, reports,
/// and works out the exit code.
struct LintCommand {
    let request: LintRequest
    let cwd = FileManager.default.currentDirectoryPath
    let environment = ProcessInfo.processInfo.environment

    func run() throws -> Int32 {
        let configuration = try loadConfiguration()
        if request.printConfig {
            Output.standard(configuration.effective().rendered())
            return 0
        }
        var options = LintOptions()
        configuration.apply(to: &options)
        options.jobs = request.jobs
        options.maxFileSize = request.maxFileSize
        var run = try lint(Linter(options: options), configuration)

        // The baseline sees every finding of the linted files, before --diff narrows them.
        var recorded: Baseline?
        if let path = request.writeBaseline, request.baseline == nil {
            recorded = Baseline(findings: run.findings, base: folder(of: path), cwd: cwd)
        }
        if let path = request.baseline {
            // Read and written together, the baseline keeps only what still occurs.
            let pruned = try Baseline.load(path: path).apply(to: &run, base: folder(of: path), cwd: cwd)
            if let output = request.writeBaseline {
                recorded = Baseline(entries: Set(pruned.entries.map { Baseline.rebased($0, from: folder(of: path), to: folder(of: output)) }))
            }
        }
        if let revision = request.diffRevision {
            let changed = try ChangedLines.against(revision, cwd: cwd)
            run.findings = run.findings.filter { changed.contains($0, cwd: cwd) }
        }
        if let path = request.writeBaseline, let recorded {
            try write(recorded.rendered(), to: path, what: "the baseline")
        }

        let report = LintReport(run: run, rules: RuleRegistry.descriptors, workingDirectory: cwd)
        try emit(report)
        for problem in run.problems {
            Output.error("a11y-lint: \(TextEscaping.escapeControlCharacters(problem.path)): \(problem.message)\n")
        }
        if !request.quiet {
            // The github report carries the summary itself.
            if request.format != .github || request.output != nil { Output.error(report.summary.line + "\n") }
            if let path = request.writeBaseline, let count = recorded?.entries.count {
                Output.error("a11y-lint: wrote \(count) baseline entr\(count == 1 ? "y" : "ies") to \(path)\n")
            }
        }
        if let touch = request.touch { try write("", to: touch, what: "the stamp file") }

        let failOn = request.failOn ?? configuration.failOn ?? .error
        let onlyRecording = request.writeBaseline != nil && request.baseline == nil
        if !onlyRecording && run.findings.contains(where: { failOn.fails(on: $0.severity) }) { return 1 }
        return run.problems.contains { $0.isError } ? 2 : 0
    }

    /// `--config FILE`, or the nearest `.a11y-lint.json`, or the defaults.
    func loadConfiguration() throws -> Configuration {
        if let path = request.configPath { return try ConfigurationLoader.load(path: path) }
        if let found = ConfigurationLoader.find(from: cwd) { return try ConfigurationLoader.load(path: found) }
        return Configuration(directory: cwd)
    }

    /// Lints the staged files (`--staged`), standard input (`-`), or the
    /// paths: those given, the input files of an Xcode Run Script phase, or
    /// the current folder.
    func lint(_ linter: Linter, _ configuration: Configuration) throws -> LintRun {
        let includes = { (path: String) in configuration.includes(path, cwd: self.cwd) }
        if request.staged {
            return lintInMemory(try StagedFiles.read(cwd: cwd).filter { isRequested($0.path) }, linter, includes)
        }
        guard request.paths.contains("-") else {
            let paths = request.paths.isEmpty ? (try XcodeInputFiles.paths(environment) ?? ["."]) : request.paths
            return linter.lint(paths: paths, context: request.context, including: includes)
        }
        guard request.paths == ["-"] else { throw UsageError(message: "'-' (standard input) cannot be combined with other paths") }
        let source = SourceFile(path: request.stdinFilename ?? "<stdin>", bytes: [UInt8](FileHandle.standardInput.readDataToEndOfFile()))
        return lintInMemory([source], linter, request.stdinFilename == nil ? { _ in true } : includes)
    }

    /// Lints files read into memory that the configuration includes; those
    /// that are not UTF-8 text are reported, as files on disk are.
    private func lintInMemory(_ sources: [SourceFile], _ linter: Linter, _ includes: @escaping (String) -> Bool) -> LintRun {
        let wanted = sources.filter { includes($0.path) }
        var run = linter.lint(sources: wanted.filter(\.isValidUTF8), context: request.context, including: includes)
        run.problems = wanted.filter { !$0.isValidUTF8 }.map { FileProblem(path: $0.path, message: "not valid UTF-8 text; skipped") }
        return run
    }

    /// With `--staged`, whether a staged file lies under one of the paths given (all, when none are).
    private func isRequested(_ path: String) -> Bool {
        guard !request.paths.isEmpty else { return true }
        let file = PathNormalizer.absolute(path, cwd: cwd)
        return request.paths.contains { given in
            let folder = PathNormalizer.absolute(given, cwd: cwd)
            return file == folder || file.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
    }

    /// Renders the report where it goes, with statistics and the GitHub step summary.
    func emit(_ report: LintReport) throws {
        let terminal = TerminalStyle(choice: request.color, writesToFile: request.output != nil, environment: environment)
        var rendered = request.format.reporter(textStyle: terminal.textStyle, statistics: request.statistics).render(report)
        if request.statistics {
            switch request.format {
            case .text, .xcode: rendered += "\n" + Statistics.table(report.run.findings)
            case .json: break
            case .sarif, .github, .gitlab, .checkstyle: Output.error(Statistics.table(report.run.findings))
            }
        }
        if let output = request.output {
            try write(rendered, to: output, what: "the report")
        } else {
            Output.standard(rendered)
        }
        if request.format == .github, let summaryFile = environment["GITHUB_STEP_SUMMARY"], !summaryFile.isEmpty {
            try append(GitHubReporter.stepSummary(report), to: summaryFile)
        }
    }

    private func folder(of path: String) -> String {
        (PathNormalizer.absolute(path, cwd: cwd) as NSString).deletingLastPathComponent
    }

    private func write(_ text: String, to path: String, what: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw UsageError(message: "cannot write \(what) to '\(path)'")
        }
    }

    private func append(_ text: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else { return try write(text, to: path, what: "the step summary") }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
    }
}
