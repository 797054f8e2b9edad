import A11yLintSyntax

/// GitHub Actions workflow commands, one annotation per finding:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`,
/// with `%`, CR and LF escaped in messages and also `:` and `,` in
/// properties. GitHub shows only ten annotations of each type per step, so a
/// summary of findings per rule follows as plain log lines.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.run.findings {
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            let properties = [
                ("file", report.relativePath(finding.path)), ("line", String(finding.line)), ("col", String(finding.column)),
                ("endLine", String(finding.endLine)), ("endColumn", String(finding.endColumn)),
                ("title", "a11y-lint \(finding.ruleID)"),
            ].map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
            output += "::\(command) \(properties)::\(Self.escapeData(finding.messageWithFixMarker))\n"
        }
        output += report.summary.line + "\n"
        for (rule, count) in report.statistics.counts {
            output += "  \(rule): \(count)\n"
        }
        return output
    }

    /// A Markdown table of findings per rule, for `$GITHUB_STEP_SUMMARY`.
    public static func stepSummary(_ report: LintReport) -> String {
        var markdown = "### a11y-lint\n\n\(report.summary.text)\n\n"
        let counts = report.statistics.counts
        guard !counts.isEmpty else { return markdown }
        markdown += "| Rule | Severity | Findings |\n| --- | --- | --- |\n"
        for (rule, count) in counts {
            let severities = Set(report.run.findings.lazy.filter { $0.ruleID == rule }.map(\.severity))
            let severity = severities.sorted(by: >).map(\.rawValue).joined(separator: ", ")
            let link = RuleRegistry.descriptor(for: rule).map { "[`\(rule)`](\($0.documentationURL))" } ?? "`\(rule)`"
            markdown += "| \(link) | \(severity) | \(count) |\n"
        }
        return markdown + "\n"
    }

    /// The data part: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        TextEscaping.replacingScalars(in: text) { dataEscapes[$0] }
    }

    /// A property value: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        TextEscaping.replacingScalars(in: text) { dataEscapes[$0] ?? propertyEscapes[$0] }
    }

    private static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]
    private static let propertyEscapes: [Unicode.Scalar: String] = [":": "%3A", ",": "%2C"]
}
