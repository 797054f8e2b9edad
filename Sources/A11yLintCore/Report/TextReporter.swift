import A11yLintSyntax

/// `path:line:column: severity: message [rule-id]`, one line per finding, as
/// compilers print diagnostics (Xcode, editors and terminals understand it).
/// Control characters in paths and messages are escaped.
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.run.findings {
            output += line(for: finding) + "\n"
        }
        return output
    }

    public func line(for finding: Finding) -> String {
        "\(TextEscaping.escapeControlCharacters(finding.path)):\(finding.line):\(finding.column): "
            + "\(finding.severity.rawValue): \(TextEscaping.escapeControlCharacters(finding.message)) [\(finding.ruleID)]"
    }
}
