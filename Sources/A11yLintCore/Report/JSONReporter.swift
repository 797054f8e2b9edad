/// The documented JSON format (version 1):
/// `{"version":1,"tool":{…},"findings":[…],"summary":{…}}`, plus
/// `"statistics":{"rule-id":count}` when asked for.
public struct JSONReporter: Reporter {
    /// Adds findings per rule.
    public var statistics: Bool

    public init(statistics: Bool = false) {
        self.statistics = statistics
    }

    public func render(_ report: LintReport) -> String {
        let summary = report.summary
        var members: [(String, JSONValue)] = [
            ("version", .int(1)),
            ("tool", .object([("name", .string(A11yLint.name)), ("version", .string(A11yLint.version))])),
            ("findings", .array(report.run.findings.map { finding in
                .object([
                    ("rule", .string(finding.ruleID)),
                    ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)),
                    ("file", .string(finding.path)),
                    ("line", .int(finding.line)),
                    ("column", .int(finding.column)),
                    ("endLine", .int(finding.endLine)),
                    ("endColumn", .int(finding.endColumn)),
                ])
            })),
            ("summary", .object([
                ("files", .int(summary.files)),
                ("findings", .int(summary.findings)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("notes", .int(summary.notes)),
                ("suppressed", .int(summary.suppressed)),
                ("baselined", .int(summary.baselined)),
                ("staleBaselineEntries", .int(summary.staleBaselineEntries)),
            ])),
        ]
        if statistics { members.append(("statistics", report.statistics.json)) }
        return JSONValue.object(members).rendered()
    }
}
