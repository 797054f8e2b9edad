import A11yLintSyntax

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
                var members: [(String, JSONValue)] = [
                    ("rule", .string(finding.ruleID)),
                    ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)),
                    ("file", .string(finding.path)),
                    ("line", .int(finding.line)),
                    ("column", .int(finding.column)),
                    ("endLine", .int(finding.endLine)),
                    ("endColumn", .int(finding.endColumn)),
                ]
                if let fix = finding.fix { members.append(("fix", Self.json(fix, edits: finding.fixEdits))) }
                return .object(members)
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
                ("fixable", .int(summary.safelyFixable)),
                ("unsafeFixable", .int(summary.unsafelyFixable)),
                ("fixed", .int(summary.fixed)),
            ])),
        ]
        if statistics { members.append(("statistics", report.statistics.json)) }
        return JSONValue.object(members).rendered()
    }

    /// `{"safety": "safe", "description": …, "edits": [{"start": {…}, "end": {…}, "replacement": …}]}`.
    static func json(_ fix: Fix, edits: [LocatedEdit]) -> JSONValue {
        let position = { (location: SourceLocation) in JSONValue.object([("line", .int(location.line)), ("column", .int(location.column))]) }
        return .object([
            ("safety", .string(fix.applicability.rawValue)),
            ("description", .string(fix.title)),
            ("edits", .array(edits.map { edit in
                .object([("start", position(edit.start)), ("end", position(edit.end)), ("replacement", .string(edit.replacement))])
            })),
        ])
    }
}
