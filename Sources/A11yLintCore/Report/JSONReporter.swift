/// The documented JSON format (version 1):
/// `{"version":1,"tool":{…},"findings":[…],"summary":{…}}`.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let summary = report.summary
        return JSONValue.object([
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
            ])),
        ]).rendered()
    }
}
