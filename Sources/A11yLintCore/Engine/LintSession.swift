import A11yLintSyntax
import Foundation

/// Where a run's sources come from.
public enum LintInput: Sendable {
    /// Files and folders on disk.
    case paths([String])
    /// Text already in memory (standard input, an editor's buffer), reported
    /// under its path; the configuration's include and exclude globs apply
    /// when `filtered` (a real file name was given).
    case inMemory([SourceFile], filtered: Bool)
    /// The staged content of git's index, under `paths` (all when empty).
    case staged(under: [String])
}

/// How one run narrows and judges what the rules find.
public struct SessionSettings: Sendable {
    public var jobs = 0
    public var maxFileSize = LintOptions.defaultMaxFileSize
    /// Files read only for where custom view types are used.
    public var context: [String] = []
    /// Leave out what this baseline holds.
    public var baseline: String?
    /// Work out a baseline to write here (every finding, or with `baseline`, its entries that still occur).
    public var writeBaseline: String?
    /// Keep only findings on lines changed since this revision.
    public var diffRevision: String?
    /// The lowest severity that fails the run; the configuration's, else errors.
    public var failOn: FailLevel?
    /// Apply these fixes (`--fix`, `--unsafe-fixes`) before reporting.
    public var fix: FixMode?
    /// Work the fixes out without writing them (`--dry-run`).
    public var dryRun = false

    public init() {}
}

/// What a run found, what it would write as a baseline, and whether it fails.
public struct SessionOutcome: Sendable {
    public var run: LintRun
    /// The baseline to write and where, for `writeBaseline`.
    public var baselineToWrite: (path: String, baseline: Baseline)?
    /// Some finding is at or above the fail level (and the run is not only recording a baseline).
    public var failed: Bool
    /// Some path could not be linted for a reason that is an error (not a skip).
    public var hasFileErrors: Bool { run.problems.contains { $0.isError } }
    /// With `fix`: each file that had fixes, before and after.
    public var fixes: [FileFix] = []
}

/// The whole pipeline of one run, owned by the core so the command line and
/// an editor server share it: read the inputs (files, standard input, staged
/// blobs) → parse → rules → suppress → resolve uses across files → baseline
/// → changed lines → sort → exit policy. The caller keeps arguments, output
/// and exit codes.
public struct LintSession: Sendable {
    public let configuration: Configuration
    public let rules: [any Rule.Type]
    /// The folder relative paths are resolved against.
    public let cwd: String

    public init(configuration: Configuration, rules: [any Rule.Type] = RuleRegistry.all, cwd: String) {
        self.configuration = configuration
        self.rules = rules
        self.cwd = cwd
    }

    /// The configuration at `explicit`, else the nearest `.a11y-lint.json`
    /// from `cwd` up to the repository root, else the defaults.
    public static func loadConfiguration(explicit: String?, cwd: String) throws -> Configuration {
        if let path = explicit { return try ConfigurationLoader.load(path: path) }
        if let found = ConfigurationLoader.find(from: cwd) { return try ConfigurationLoader.load(path: found) }
        return Configuration(directory: cwd)
    }

    /// The linter this session runs, with the configuration and `settings` applied.
    public func linter(_ settings: SessionSettings) -> Linter {
        var options = LintOptions()
        configuration.apply(to: &options)
        options.jobs = settings.jobs
        options.maxFileSize = settings.maxFileSize
        return Linter(options: options, rules: rules)
    }

    public func run(_ input: LintInput, _ settings: SessionSettings) throws -> SessionOutcome {
        let linter = linter(settings)
        var run = try lint(input, linter, settings)
        var recorded = try applyBaseline(to: &run, settings)
        let changedLines = try settings.diffRevision.map { try ChangedLines.against($0, cwd: cwd) }
        var fixes: [FileFix] = []
        if let mode = settings.fix {
            // With --diff, only the findings on changed lines are fixed.
            var fixable = run
            if let changedLines { fixable.findings = run.findings.filter { changedLines.contains($0, cwd: cwd) } }
            fixes = fix(fixable, input, Fixer(linter: linter, mode: mode))
            if !settings.dryRun { try write(fixes, over: &run, baseline: &recorded, input, linter, settings) }
            run.problems += fixes.compactMap { fix in fix.failure.map { FileProblem(path: fix.path, message: $0) } }
        }
        if let revision = settings.diffRevision, var changed = changedLines {
            // Fixes written to disk change lines: read them again.
            if fixes.contains(where: \.changed) && !settings.dryRun { changed = try ChangedLines.against(revision, cwd: cwd) }
            run.findings = run.findings.filter { changed.contains($0, cwd: cwd) }
        }
        let failOn = settings.failOn ?? configuration.failOn ?? .error
        let onlyRecording = settings.writeBaseline != nil && settings.baseline == nil
        let failed = !onlyRecording && run.findings.contains { failOn.fails(on: $0.severity) }
        return SessionOutcome(run: run, baselineToWrite: recorded, failed: failed, fixes: fixes)
    }

    func lint(_ input: LintInput, _ linter: Linter, _ settings: SessionSettings) throws -> LintRun {
        let includes = { (path: String) in self.configuration.includes(path, cwd: self.cwd) }
        switch input {
        case .paths(let paths):
            return linter.lint(paths: paths, context: settings.context, including: includes)
        case .inMemory(let sources, let filtered):
            return lintInMemory(sources, linter, settings, filtered ? includes : { _ in true })
        case .staged(let paths):
            return lintInMemory(requested(try StagedFiles.read(cwd: cwd), under: paths), linter, settings, includes)
        }
    }

    /// Lints sources held in memory that `includes` accepts; those that are
    /// not UTF-8 text, or too large, are reported as files on disk are.
    private func lintInMemory(_ sources: [SourceFile], _ linter: Linter, _ settings: SessionSettings,
                              _ includes: @escaping (String) -> Bool) -> LintRun {
        var accepted: [SourceFile] = []
        var problems: [FileProblem] = []
        for source in sources where includes(source.path) {
            switch SourceLoader.check(source) {
            case .source(let source): accepted.append(source)
            case .problem(let problem): problems.append(problem)
            }
        }
        var run = linter.lint(sources: accepted, context: settings.context, including: includes)
        run.problems = problems
        return run
    }

    /// The staged files under `paths` (all, when none are given).
    private func requested(_ staged: [SourceFile], under paths: [String]) -> [SourceFile] {
        guard !paths.isEmpty else { return staged }
        let folders = paths.map { PathNormalizer.absolute($0, cwd: cwd) }
        return staged.filter { file in
            let path = PathNormalizer.absolute(file.path, cwd: cwd)
            return folders.contains { path == $0 || PathNormalizer.relative(path, to: $0) != path }
        }
    }

    /// Leaves out what the baseline holds, and works out what `writeBaseline`
    /// writes: every finding of the linted files, or, when the baseline is read
    /// too, its entries that still occur. The baseline sees the findings
    /// before `diffRevision` narrows them.
    func applyBaseline(to run: inout LintRun, _ settings: SessionSettings) throws -> (path: String, baseline: Baseline)? {
        guard let path = settings.baseline else {
            return settings.writeBaseline.map { ($0, Baseline(findings: run.findings, base: folder(of: $0), cwd: cwd)) }
        }
        let pruned = try Baseline.load(path: path).apply(to: &run, base: folder(of: path), cwd: cwd)
        guard let output = settings.writeBaseline else { return nil }
        let (from, to) = (folder(of: path), folder(of: output))
        return (output, Baseline(entries: Set(pruned.entries.map { Baseline.rebased($0, from: from, to: to) })))
    }

    private func folder(of path: String) -> String {
        (PathNormalizer.absolute(path, cwd: cwd) as NSString).deletingLastPathComponent
    }
}
