import A11yLintSyntax

/// `path:line:column: severity: message [rule-id]`, one line per finding, as
/// compilers print diagnostics (Xcode, editors and terminals understand it).
/// Control characters in paths and messages are escaped. On a terminal it
/// adds colours and a code frame (the source line with a caret under the
/// finding), as Swift's compiler does.
public struct TextReporter: Reporter {
    /// How the text looks.
    public struct Style: Sendable {
        /// ANSI colours.
        public var colors = false
        /// The source line with a caret under each finding.
        public var codeFrames = false
        /// Absolute paths (what Xcode needs to make findings clickable).
        public var absolutePaths = false

        public init(colors: Bool = false, codeFrames: Bool = false, absolutePaths: Bool = false) {
            self.colors = colors
            self.codeFrames = codeFrames
            self.absolutePaths = absolutePaths
        }
    }

    public var style: Style

    public init(style: Style = Style()) {
        self.style = style
    }

    public func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.run.findings {
            output += line(for: finding, cwd: report.workingDirectory) + "\n"
            if style.codeFrames { output += codeFrame(for: finding) }
        }
        return output
    }

    public func line(for finding: Finding, cwd: String = "/") -> String {
        let path = style.absolutePaths ? PathNormalizer.absolute(finding.path, cwd: cwd) : finding.path
        let location = "\(TextEscaping.escapeControlCharacters(path)):\(finding.line):\(finding.column):"
        let severity = finding.severity.rawValue + ":"
        let message = TextEscaping.escapeControlCharacters(finding.message)
        let fixable = finding.fixMarker.map { " " + $0 } ?? ""
        guard style.colors else { return "\(location) \(severity) \(message) [\(finding.ruleID)]\(fixable)" }
        return "\(ANSI.bold)\(location)\(ANSI.reset) \(ANSI.color(for: finding.severity))\(ANSI.bold)\(severity)\(ANSI.reset) "
            + "\(ANSI.bold)\(message)\(ANSI.reset) \(ANSI.dim)[\(finding.ruleID)]\(ANSI.reset)\(fixable)"
    }

    /// ```
    ///    42 |             Button(action: dismiss) {
    ///       |             ^~~~~~
    /// ```
    func codeFrame(for finding: Finding) -> String {
        let number = String(finding.line)
        let gutter = String(repeating: " ", count: number.count)
        // Columns count Unicode scalars, so the frame is built scalar by scalar.
        var scalars = Array(finding.sourceLine.unicodeScalars)
        var column = max(finding.column - 1, 0)
        // Keep very long lines to a window around the finding.
        if scalars.count > 160 {
            let start = max(0, min(column - 60, scalars.count - 160))
            scalars = Array(scalars[start..<min(scalars.count, start + 160)])
            column -= start
        }
        column = min(column, scalars.count)
        var source = ""
        var indent = ""
        for (index, scalar) in scalars.enumerated() {
            // Tabs stay tabs, so the caret lines up under them; other control characters are escaped.
            let shown = scalar == "\t" ? "\t" : TextEscaping.escapeControlCharacters(String(scalar))
            source += shown
            if index < column { indent += scalar == "\t" ? "\t" : Self.blank(under: scalar, shown: shown) }
        }
        let width = finding.endLine == finding.line ? max(1, min(finding.endColumn - finding.column, scalars.count - column)) : 1
        let marker = "^" + String(repeating: "~", count: max(0, width - 1))
        let bar = style.colors ? "\(ANSI.blue)|\(ANSI.reset)" : "|"
        let caret = style.colors ? "\(ANSI.color(for: finding.severity))\(ANSI.bold)\(marker)\(ANSI.reset)" : marker
        return " \(number) \(bar) \(source)\n \(gutter) \(bar) \(indent)\(caret)\n"
    }

    /// Blanks as wide as a scalar shows on a terminal: none for combining
    /// marks, joiners, variation selectors and skin tones, two for emoji, the
    /// escape's length for an escaped one.
    private static func blank(under scalar: Unicode.Scalar, shown: String) -> String {
        if shown.unicodeScalars.count > 1 { return String(repeating: " ", count: shown.unicodeScalars.count) }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return ""
        default: break
        }
        if (0xFE00...0xFE0F).contains(scalar.value) || scalar.properties.isEmojiModifier { return "" }
        return scalar.properties.isEmojiPresentation ? "  " : " "
    }
}

/// The escape sequences of the colours the text report uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let red = "\u{1B}[31m"
    static let yellow = "\u{1B}[33m"
    static let cyan = "\u{1B}[36m"
    static let blue = "\u{1B}[34m"

    static func color(for severity: Severity) -> String {
        switch severity {
        case .error: return red
        case .warning: return yellow
        case .note: return cyan
        }
    }
}
