import A11yLintSyntax

/// One self-contained, accessible HTML page for people who will not open a
/// terminal: totals by severity, rule (with WCAG criteria and links to the
/// rule documents) and file, then every finding with a code frame, its
/// message, rule and fix. Styles and the optional filter script are inline
/// (no network request); the page reads fully without JavaScript. It is
/// itself accessible: landmarks, one `h1` with nested headings, a skip link,
/// tables with header cells, severity always written out (colour is never
/// the only signal), AA contrast in light and dark schemes. All source text
/// is escaped.
public struct HTMLReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var sources = SourceCache(workingDirectory: report.workingDirectory)
        var html = HTMLDocument.head(title: "a11y-lint report")
        html += "<a class=\"skip\" href=\"#findings\">Skip to the findings</a>\n"
        html += "<header>\n<h1>Accessibility report</h1>\n<p>\(HTML.escape(report.summary.text)).</p>\n</header>\n<main>\n"
        html += totals(report)
        html += findings(report, &sources)
        html += "</main>\n<footer><p>Made by \(HTML.escape(A11yLint.name)) \(HTML.escape(A11yLint.version)).</p></footer>\n"
        return html + HTMLDocument.tail
    }

    /// The three tables of totals.
    func totals(_ report: LintReport) -> String {
        let findings = report.run.findings
        var html = "<section aria-labelledby=\"totals\">\n<h2 id=\"totals\">Totals</h2>\n"
        let severities = Severity.allCases.sorted { $0.rank > $1.rank }.map { severity in
            [HTMLDocument.severityLabel(severity), String(findings.filter { $0.severity == severity }.count)]
        }
        html += HTML.table(caption: "Findings by severity", headers: ["Severity", "Findings"], rows: severities)
        let rules = report.statistics.counts.map { entry -> [String] in
            let descriptor = report.rules.first { $0.id == entry.rule }
            let link = "<a href=\"\(HTML.escape(descriptor?.documentationURL ?? ""))\"><code>\(HTML.escape(entry.rule))</code></a>"
            return [link, HTML.escape(descriptor?.wcag.joined(separator: ", ") ?? ""), HTML.escape(descriptor?.name ?? ""), String(entry.count)]
        }
        html += HTML.table(caption: "Findings by rule", headers: ["Rule", "WCAG", "What it checks", "Findings"], rows: rules)
        var byFile: [(path: String, count: Int)] = []
        for finding in findings {
            let path = report.relativePath(finding.path)
            if byFile.last?.path == path { byFile[byFile.count - 1].count += 1 } else { byFile.append((path, 1)) }
        }
        html += HTML.table(caption: "Findings by file", headers: ["File", "Findings"],
                           rows: byFile.map { ["<code>\(HTML.escape($0.path))</code>", String($0.count)] })
        return html + "</section>\n"
    }

    /// Every finding, grouped by file.
    func findings(_ report: LintReport, _ sources: inout SourceCache) -> String {
        var html = "<section id=\"findings\" aria-labelledby=\"findings-heading\" tabindex=\"-1\">\n"
        html += "<h2 id=\"findings-heading\">Findings</h2>\n"
        guard !report.run.findings.isEmpty else { return html + "<p>No accessibility gaps found.</p>\n</section>\n" }
        html += HTMLDocument.filters(rules: Array(Set(report.run.findings.map(\.ruleID))).sorted())
        var currentPath: String?
        for finding in report.run.findings {
            let path = report.relativePath(finding.path)
            if path != currentPath {
                if currentPath != nil { html += "</ol>\n" }
                html += "<h3><code>\(HTML.escape(path))</code></h3>\n<ol class=\"findings\">\n"
                currentPath = path
            }
            html += entry(finding, path: path, frame: sources.frame(for: finding))
        }
        return html + "</ol>\n</section>\n"
    }

    /// One finding: where, how serious, what, the code, the fix.
    func entry(_ finding: Finding, path: String, frame: String) -> String {
        var html = "<li class=\"finding\" data-severity=\"\(finding.severity.rawValue)\" data-rule=\"\(HTML.escape(finding.ruleID))\">\n"
        html += "<h4><span class=\"badge \(finding.severity.rawValue)\">\(HTMLDocument.severityLabel(finding.severity))</span> "
        html += "<code>\(HTML.escape(path)):\(finding.line):\(finding.column)</code></h4>\n"
        html += "<p>\(HTML.escape(finding.message))</p>\n"
        html += "<p class=\"rule\">Rule: <code>\(HTML.escape(finding.ruleID))</code></p>\n"
        html += "<pre aria-label=\"Code at line \(finding.line)\"><code>\(frame)</code></pre>\n"
        if let fix = finding.fix {
            let safety = fix.applicability == .safe ? "applied by --fix" : "applied by --fix --unsafe-fixes; review it"
            html += "<p class=\"fix\">Fix: \(HTML.escape(fix.title)) (\(safety)).</p>\n"
        }
        return html + "</li>\n"
    }
}

/// The source lines around findings, read once per file; a file that cannot
/// be read (standard input) shows the finding's own line.
struct SourceCache {
    let workingDirectory: String
    private var files: [String: SourceFile?] = [:]

    init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// Two lines before and after the finding, numbered, its range marked.
    mutating func frame(for finding: Finding) -> String {
        let path = PathNormalizer.absolute(finding.path, cwd: workingDirectory)
        if files[path] == nil {
            if case .source(let source) = SourceLoader.read(path, maxSize: LintOptions.defaultMaxFileSize) {
                files[path] = source
            } else {
                files[path] = .some(nil)
            }
        }
        guard let source = files[path] ?? nil, finding.line - 1 < source.lineCount else {
            return "\(finding.line) | " + HTML.escape(finding.sourceLine)
        }
        let first = max(0, finding.line - 3), last = min(source.lineCount - 1, finding.line + 1)
        let width = String(last + 1).count
        return (first...last).map { line -> String in
            let number = String(line + 1)
            let gutter = String(repeating: " ", count: width - number.count) + number + " | "
            let text = source.lineText(line)
            guard line == finding.line - 1 else { return gutter + HTML.escape(text) }
            return gutter + Self.marked(text, from: finding.column, to: finding.endLine == finding.line ? finding.endColumn : nil)
        }.joined(separator: "\n")
    }

    /// The line with the finding's columns (Unicode scalars) in `<mark>`.
    static func marked(_ text: String, from start: Int, to end: Int?) -> String {
        let scalars = Array(text.unicodeScalars)
        let lower = min(max(start - 1, 0), scalars.count)
        let upper = min(max((end ?? scalars.count + 1) - 1, lower), scalars.count)
        let part = { (range: Range<Int>) in HTML.escape(String(String.UnicodeScalarView(scalars[range]))) }
        return part(0..<lower) + "<mark>" + part(lower..<upper) + "</mark>" + part(upper..<scalars.count)
    }
}
