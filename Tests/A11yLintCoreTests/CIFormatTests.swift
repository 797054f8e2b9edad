import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

@Suite("CI report formats")
struct CIFormatTests {
    static let code = """
        struct V: View {
            var body: some View {
                HStack {
                    Button(action: close) { Image("ic_close") }
                    Image("crest")
                }
            }
        }
        """

    static func report(path: String = "Sources/V.swift", message: String? = nil) -> LintReport {
        var run = Linter().lint(sources: [SourceFile(path: path, text: code)])
        if let message { run.findings[0].message = message }
        return LintReport(run: run, rules: RuleRegistry.descriptors, workingDirectory: "/repo")
    }

    @Test func githubAnnotationsEscapeDataAndProperties() {
        let rendered = GitHubReporter().render(Self.report(path: "/repo/Sources/a,b:c.swift", message: "100% sure\r\nnext: line"))
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(lines[0] == "::error file=Sources/a%2Cb%3Ac.swift,line=4,col=13,endLine=4,endColumn=19,"
                + "title=a11y-lint button-image-only::100%25 sure%0D%0Anext: line")
        #expect(lines[1].hasPrefix("::warning file=Sources/a%2Cb%3Ac.swift,line=5,col=13,endLine=5,endColumn=18,"
                                   + "title=a11y-lint image-missing-label::Image has no accessibility label"))
        // GitHub shows ten annotations of a kind per step: the summary lists everything.
        #expect(Array(lines.dropFirst(2)) == [
            "a11y-lint: 2 findings (1 error, 1 warning, 0 notes) in 1 file",
            "  button-image-only: 1",
            "  image-missing-label: 1",
        ])
    }

    @Test func githubStepSummaryIsAMarkdownTablePerRule() {
        let markdown = GitHubReporter.stepSummary(Self.report())
        #expect(markdown.hasPrefix("### a11y-lint\n\n2 findings (1 error, 1 warning, 0 notes) in 1 file\n\n"))
        #expect(markdown.contains("| Rule | Severity | Findings |\n| --- | --- | --- |\n"))
        #expect(markdown.contains("| [`button-image-only`](https://github.com/a11y-lint/a11y-lint/blob/main/Rules/button-image-only.md) | error | 1 |"))
    }

    @Test func gitlabCodeQualityIssues() throws {
        let rendered = GitLabReporter().render(Self.report(path: "/repo/Sources/V.swift"))
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [[String: Any]])
        #expect(issues.count == 2)
        let first = issues[0]
        #expect(first["check_name"] as? String == "button-image-only")
        #expect(first["severity"] as? String == "major")
        #expect(issues[1]["severity"] as? String == "minor")
        #expect((first["description"] as? String)?.hasPrefix("Button shows only the image \"ic_close\"") == true)
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["path"] as? String == "Sources/V.swift")
        #expect((location["lines"] as? [String: Int])?["begin"] == 4)
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 2 && fingerprints.allSatisfy { !$0.isEmpty })
    }

    @Test func checkstyleGroupsByFileAndEscapesXML() {
        let rendered = CheckstyleReporter().render(Self.report(path: "A&B <V>.swift", message: "say \"hi\" & 'bye'\u{1}"))
        #expect(rendered == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="A&amp;B &lt;V&gt;.swift">
                <error line="4" column="13" severity="error" message="say &quot;hi&quot; &amp; &apos;bye&apos;\u{FFFD}" source="a11y-lint.button-image-only"/>
                <error line="5" column="13" severity="warning" message="Image has no accessibility label: VoiceOver reads its asset name (&quot;crest&quot;) or nothing; add .accessibilityLabel(&quot;…&quot;) if it conveys something, or use Image(decorative:) or .accessibilityHidden(true) if it is decoration" source="a11y-lint.image-missing-label"/>
              </file>
            </checkstyle>

            """)
    }

    @Test func statisticsCountFindingsPerRule() {
        let findings = Self.report().run.findings + Self.report().run.findings.prefix(1)
        #expect(Statistics(findings).table == """
            Rule                 Findings
            button-image-only    2
            image-missing-label  1

            """)
        #expect(Statistics(findings).json.rendered() == "{\n  \"button-image-only\": 2,\n  \"image-missing-label\": 1\n}\n")
        #expect(Statistics([]).table == "No findings.\n")
        #expect(JSONReporter(statistics: true).render(Self.report()).contains("\"statistics\": {\n    \"button-image-only\": 1,"))
        #expect(!JSONReporter().render(Self.report()).contains("statistics"))
    }

    @Test func xcodeFormatPrintsAbsolutePaths() {
        let rendered = ReportFormat.xcode.reporter().render(Self.report(path: "Sources/V.swift"))
        #expect(rendered.hasPrefix("/repo/Sources/V.swift:4:13: error: Button shows only the image"))
    }

    @Test func terminalTextHasACodeFrameWithACaretUnderTheFinding() {
        let report = Self.report()
        let plain = TextReporter(style: TextReporter.Style(codeFrames: true)).render(report)
        #expect(plain.split(separator: "\n").map(String.init).prefix(3) == [
            report.run.findings[0].path + ":4:13: error: " + report.run.findings[0].message + " [button-image-only]",
            " 4 |             Button(action: close) { Image(\"ic_close\") }",
            "   |             ^~~~~~",
        ])
        let colored = TextReporter(style: TextReporter.Style(colors: true, codeFrames: true)).render(report)
        #expect(colored.contains("\u{1B}[31m\u{1B}[1merror:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[33m\u{1B}[1mwarning:\u{1B}[0m"))
        #expect(TextReporter().render(report).split(separator: "\n").count == 2, "no frames when piped")
    }
}

@Suite("Code frames")
struct CodeFrameTests {
    static func frame(_ line: String) -> [String] {
        let code = "struct V: View {\n    var body: some View {\n" + line + "\n    }\n}\n"
        let run = Linter().lint(sources: [SourceFile(path: "V.swift", text: code)])
        let report = LintReport(run: run, rules: RuleRegistry.descriptors, workingDirectory: "/repo")
        return TextReporter(style: TextReporter.Style(codeFrames: true)).render(report).split(separator: "\n").map(String.init)
    }

    @Test func theCaretLinesUpUnderTabsEmojiAndControlCharacters() {
        #expect(Array(Self.frame("\t\tButton(action: close) { Image(\"ic_close\") }").dropFirst()) == [
            " 3 | \t\tButton(action: close) { Image(\"ic_close\") }",
            "   | \t\t^~~~~~",
        ])
        #expect(Array(Self.frame("/* 🎉👍🏽 é */ Button(action: close) { Image(\"ic_close\") }").dropFirst()) == [
            " 3 | /* 🎉👍🏽 é */ Button(action: close) { Image(\"ic_close\") }",
            "   | " + String(repeating: " ", count: 13) + "^~~~~~",   // 🎉 and 👍🏽 are two cells wide
        ])
        #expect(Array(Self.frame("/*\u{7}*/ Button(action: close) { Image(\"ic_close\") }").dropFirst()) == [
            " 3 | /*\\u{7}*/ Button(action: close) { Image(\"ic_close\") }",
            "   |           ^~~~~~",
        ])
    }
}
