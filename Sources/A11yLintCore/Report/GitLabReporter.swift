/// A GitLab Code Quality report: a JSON array of issues with description,
/// check name, fingerprint, severity and location (path and begin line).
public struct GitLabReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        JSONValue.array(report.run.findings.map { finding in
            .object([
                ("description", .string(finding.messageWithFixMarker)),
                ("check_name", .string(finding.ruleID)),
                ("fingerprint", .string(finding.fingerprint)),
                ("severity", .string(Self.severity(finding.severity))),
                ("location", .object([
                    ("path", .string(report.relativePath(finding.path))),
                    ("lines", .object([("begin", .int(finding.line))])),
                ])),
            ])
        }).rendered()
    }

    /// Code Quality's scale: errors are major, warnings minor, notes info.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }
}
