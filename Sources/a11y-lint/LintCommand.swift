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

        let recorded = try applyBaseline(to: &run)
        if let revision = request.diffRevision {
            let changed = try ChangedLines.against(revision, cwd: cwd)
            run.findings = run.findings.filter { changed.contains($0, cwd: cwd) }
        }
        if let recorded { try Output.write(recorded.baseline.rendered(), to: recorded.path, what: "the baseline") }

        let report = LintReport(run: run, rules: RuleRegistry.descriptors, workingDirectory: cwd)
        try emit(report)
        for problem in run.problems {
            Output.error("a11y-lint: \(TextEscaping.escapeControlCharacters(problem.path)): \(problem.message)\n")
        }
        if !request.quiet {
            // The github report carries the summary itself.
            if request.format != .github || request.output != nil { Output.error(report.summary.line + "\n") }
            if let recorded {
                let count = recorded.baseline.entries.count
                Output.error("a11y-lint: wrote \(count) baseline entr\(count == 1 ? "y" : "ies") to \(recorded.path)\n")
            }
        }
        if let touch = request.touch { try Output.write("", to: touch, what: "the stamp file") }

        let failOn = request.failOn ?? configuration.failOn ?? .error
        let onlyRecording = request.writeBaseline != nil && request.baseline == nil
        if !onlyRecording && run.findings.contains(where: { failOn.fails(on: $0.severity) }) { return 1 }
        return run.problems.contains { $0.isError } ? 2 : 0
    }

    /// Leaves out what `--baseline` holds, and works out what `--write-baseline`
    /// writes: every finding of the linted files, or, when the baseline is read
    /// too, its entries that still occur. The baseline sees the findings
    /// before `--diff` narrows them.
    private func applyBaseline(to run: inout LintRun) throws -> (path: String, baseline: Baseline)? {
        guard let path = request.baseline else {
            return request.writeBaseline.map { ($0, Baseline(findings: run.findings, base: folder(of: $0), cwd: cwd)) }
        }
        let pruned = try Baseline.load(path: path).apply(to: &run, base: folder(of: path), cwd: cwd)
        guard let output = request.writeBaseline else { return nil }
        let (from, to) = (folder(of: path), folder(of: output))
        return (output, Baseline(entries: Set(pruned.entries.map { Baseline.rebased($0, from: from, to: to) })))
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
            return lintInMemory(requested(try StagedFiles.read(cwd: cwd)), linter, includes)
        }
        guard request.paths.contains("-") else {
            let paths = request.paths.isEmpty ? (try XcodeInputFiles.paths(environment) ?? ["."]) : request.paths
            return linter.lint(paths: paths, context: request.context, including: includes)
        }
        let source = SourceFile(path: request.stdinFilename ?? "<stdin>", bytes: [UInt8](FileHandle.standardInput.readDataToEndOfFile()))
        return lintInMemory([source], linter, request.stdinFilename == nil ? { _ in true } : includes)
    }

    /// Lints files read into memory that the configuration includes; those
    /// that are not UTF-8 text are reported, as files on disk are.
    private func lintInMemory(_ sources: [SourceFile], _ linter: Linter, _ includes: @escaping (String) -> Bool) -> LintRun {
        var text: [SourceFile] = []
        var problems: [FileProblem] = []
        for source in sources where includes(source.path) {
            switch SourceLoader.load(path: source.path, bytes: source.bytes) {
            case .source(let source): text.append(source)
            case .problem(let problem): problems.append(problem)
            }
        }
        var run = linter.lint(sources: text, context: request.context, including: includes)
        run.problems = problems
        return run
    }

    /// With `--staged`, the staged files under the paths given (all, when none are).
    private func requested(_ staged: [SourceFile]) -> [SourceFile] {
        guard !request.paths.isEmpty else { return staged }
        let folders = request.paths.map { PathNormalizer.absolute($0, cwd: cwd) }
        return staged.filter { file in
            let path = PathNormalizer.absolute(file.path, cwd: cwd)
            return folders.contains { path == $0 || PathNormalizer.relative(path, to: $0) != path }
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
            case .github: break   // the report lists the findings per rule already
            case .sarif, .gitlab, .checkstyle: Output.error(Statistics.table(report.run.findings))
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

    private func folder(of path: String) -> String {
        (PathNormalizer.absolute(path, cwd: cwd) as NSString).deletingLastPathComponent
    }

    private func append(_ text: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else { return try Output.write(text, to: path, what: "the step summary") }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
    }
}
