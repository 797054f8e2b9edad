import A11yLintSyntax

/// Checkstyle XML, which reviewdog, Danger and Jenkins read: one `<file>` per
/// path (relative to the working directory when inside it) with an `<error>`
/// per finding.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var index = 0
        let findings = report.run.findings
        while index < findings.count {
            let path = findings[index].path
            output += "  <file name=\"\(Self.escape(report.relativePath(path)))\">\n"
            while index < findings.count && findings[index].path == path {
                let finding = findings[index]
                let severity = finding.severity == .note ? "info" : finding.severity.rawValue
                output += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(severity)\" "
                    + "message=\"\(Self.escape(finding.messageWithFixMarker))\" source=\"a11y-lint.\(finding.ruleID)\"/>\n"
                index += 1
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    /// XML attribute escaping; control characters XML 1.0 cannot hold become U+FFFD.
    static func escape(_ text: String) -> String {
        TextEscaping.replacingScalars(in: text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            case "\t": return "&#9;"
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                return forbidden ? "\u{FFFD}" : nil
            }
        }
    }
}
