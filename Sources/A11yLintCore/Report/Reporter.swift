/// Counts shown in every report's summary.
public struct ReportSummary: Sendable, Equatable {
    public var files: Int
    public var findings: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var suppressed: Int

    public init(run: LintRun) {
        files = run.fileCount
        findings = run.findings.count
        errors = run.findings.filter { $0.severity == .error }.count
        warnings = run.findings.filter { $0.severity == .warning }.count
        notes = run.findings.filter { $0.severity == .note }.count
        suppressed = run.suppressed
    }

    /// The one-line summary printed on stderr.
    public var line: String {
        let files = "\(self.files) file\(self.files == 1 ? "" : "s")"
        let silenced = suppressed > 0 ? "; \(suppressed) suppressed" : ""
        guard findings > 0 else { return "a11y-lint: no accessibility gaps found in \(files)\(silenced)" }
        return "a11y-lint: \(findings) finding\(findings == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")) in \(files)\(silenced)"
    }
}

/// Everything a reporter renders: already sorted findings, the problems, the
/// rule catalogue and where the run happened (for relative URIs).
public struct LintReport: Sendable {
    public var run: LintRun
    public var rules: [RuleDescriptor]
    /// Absolute path of the folder relative paths are resolved against.
    public var workingDirectory: String

    public init(run: LintRun, rules: [RuleDescriptor], workingDirectory: String) {
        self.run = run
        self.rules = rules
        self.workingDirectory = workingDirectory
    }

    public var summary: ReportSummary { ReportSummary(run: run) }
}

/// Renders a report in one output format.
public protocol Reporter {
    func render(_ report: LintReport) -> String
}

/// The output formats, by the name `--format` takes.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case json
    case sarif

    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        }
    }
}
