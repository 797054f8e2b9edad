/// Counts shown in every report's summary.
public struct ReportSummary: Sendable, Equatable {
    public var files: Int
    public var findings: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var suppressed: Int
    public var baselined: Int
    public var staleBaselineEntries: Int
    /// Findings `--fix` would fix, and those only `--unsafe-fixes` would.
    public var safelyFixable: Int
    public var unsafelyFixable: Int
    /// Findings fixed by this run (`--fix`).
    public var fixed: Int

    public init(run: LintRun) {
        files = run.fileCount
        findings = run.findings.count
        errors = run.findings.filter { $0.severity == .error }.count
        warnings = run.findings.filter { $0.severity == .warning }.count
        notes = run.findings.filter { $0.severity == .note }.count
        suppressed = run.suppressed
        baselined = run.baselined
        staleBaselineEntries = run.staleBaselineEntries
        safelyFixable = run.findings.filter { $0.fix?.applicability == .safe }.count
        unsafelyFixable = run.findings.filter { $0.fix?.applicability == .unsafe }.count
        fixed = run.fixed
    }

    /// The one-line summary printed on stderr.
    public var line: String { "a11y-lint: " + text }

    /// The summary without the tool's name.
    public var text: String {
        let files = "\(self.files) file\(self.files == 1 ? "" : "s")"
        var silenced = suppressed > 0 ? "; \(suppressed) suppressed" : ""
        if baselined > 0 { silenced += "; \(baselined) in the baseline" }
        if staleBaselineEntries > 0 {
            silenced += "; \(staleBaselineEntries) baseline entr\(staleBaselineEntries == 1 ? "y no longer occurs" : "ies no longer occur")"
        }
        let fixedText = fixed > 0 ? "fixed \(fixed) finding\(fixed == 1 ? "" : "s"); " : ""
        guard findings > 0 else { return "\(fixedText)no accessibility gaps found in \(files)\(silenced)" }
        return fixedText + "\(findings) finding\(findings == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")) in \(files)\(silenced)"
            + fixable
    }

    /// "; 12 fixable with --fix (3 more with --unsafe-fixes)", or nothing.
    private var fixable: String {
        switch (safelyFixable, unsafelyFixable) {
        case (0, 0): return ""
        case (let safe, 0): return "; \(safe) fixable with --fix"
        case (0, let unsafe): return "; \(unsafe) fixable with --fix --unsafe-fixes"
        case (let safe, let unsafe): return "; \(safe) fixable with --fix (\(unsafe) more with --unsafe-fixes)"
        }
    }
}

/// Everything a reporter renders: already sorted findings, the problems, the
/// rule catalogue and where the run happened (for relative URIs), with the
/// summary and the statistics worked out once.
public struct LintReport: Sendable {
    public let run: LintRun
    public let rules: [RuleDescriptor]
    /// Absolute path of the folder relative paths are resolved against.
    public let workingDirectory: String
    public let summary: ReportSummary
    public let statistics: Statistics

    public init(run: LintRun, rules: [RuleDescriptor], workingDirectory: String) {
        self.run = run
        self.rules = rules
        self.workingDirectory = workingDirectory
        self.summary = ReportSummary(run: run)
        self.statistics = Statistics(run.findings)
    }

    /// A finding's path relative to the working directory when it lies inside
    /// it (CI systems resolve paths against the checkout), else absolute.
    public func relativePath(_ path: String) -> String {
        guard path.hasPrefix("/") || path.hasPrefix("./") || path.contains("../") || path.contains("/./") else { return path }
        return PathNormalizer.relative(path, to: workingDirectory, cwd: workingDirectory)
    }
}

/// Renders a report in one output format.
public protocol Reporter {
    func render(_ report: LintReport) -> String
}

/// The output formats, by the name `--format` takes. Each describes itself,
/// and this one list drives `--format`, the help, the README check and the
/// golden tests.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case json
    case sarif
    /// The text format with absolute paths, for an Xcode Run Script build phase.
    case xcode
    /// GitHub Actions workflow commands (annotations).
    case github
    /// GitLab Code Quality JSON.
    case gitlab
    /// Checkstyle XML.
    case checkstyle
    /// One self-contained, accessible HTML page.
    case html

    /// What the help says of the format, beyond its name.
    public var summary: String? {
        switch self {
        case .text, .json, .sarif: return nil
        case .xcode: return "text with absolute paths"
        case .github: return "Actions annotations"
        case .gitlab: return "Code Quality"
        case .checkstyle: return nil
        case .html: return "a self-contained page to share"
        }
    }

    /// The file name extension of a report in this format.
    public var fileExtension: String {
        switch self {
        case .text, .xcode, .github: return "txt"
        case .json, .gitlab: return "json"
        case .sarif: return "sarif"
        case .checkstyle: return "xml"
        case .html: return "html"
        }
    }

    /// Where `--statistics` puts the findings per rule.
    public enum StatisticsPlacement: Sendable {
        /// A table after the report.
        case appendedTable
        /// Inside the report itself.
        case inReport
        /// A table on standard error, the report being a machine format.
        case standardError
    }

    public var statisticsPlacement: StatisticsPlacement {
        switch self {
        case .text, .xcode: return .appendedTable
        case .json, .github: return .inReport   // github lists the findings per rule already
        case .sarif, .gitlab, .checkstyle, .html: return .standardError
        }
    }

    /// The reporter; `textStyle` styles the text format, `statistics` adds
    /// findings per rule where the format can hold them (JSON).
    public func reporter(textStyle: TextReporter.Style = TextReporter.Style(), statistics: Bool = false) -> any Reporter {
        switch self {
        case .text: return TextReporter(style: textStyle)
        case .json: return JSONReporter(statistics: statistics)
        case .sarif: return SARIFReporter()
        case .xcode: return TextReporter(style: TextReporter.Style(absolutePaths: true))
        case .github: return GitHubReporter()
        case .gitlab: return GitLabReporter()
        case .checkstyle: return CheckstyleReporter()
        case .html: return HTMLReporter()
        }
    }
}
