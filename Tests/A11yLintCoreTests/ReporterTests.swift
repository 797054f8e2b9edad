import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

@Suite("Reporters and findings")
struct ReporterTests {
    static let code = """
        struct V: View {
            var body: some View {
                Button(action: close) { Image("ic_close") }
                Button(action: close) { Image("ic_close") }
            }
        }
        """

    static func report(_ findings: [Finding], problems: [FileProblem] = []) -> LintReport {
        LintReport(run: LintRun(findings: findings, problems: problems, files: ["V.swift"]),
                   rules: RuleRegistry.descriptors, workingDirectory: "/work/app")
    }

    @Test func fingerprintsSurviveLinesInsertedAboveAndTellIdenticalLinesApart() {
        let before = Linter().lint(SourceFile(path: "V.swift", text: Self.code))
        let after = Linter().lint(SourceFile(path: "V.swift", text: "// a new header\n\n" + Self.code))
        #expect(before.count == 2)
        #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
        #expect(before.map(\.line) != after.map(\.line))
        #expect(Set(before.map(\.fingerprint)).count == 2, "identical lines get their occurrence index")
    }

    @Test func textReporterEscapesControlCharactersInPathsAndMessages() {
        var finding = Linter().lint(SourceFile(path: "a\u{1B}[2Jb\nc.swift", text: Self.code))[0]
        finding.message = "bad\u{7}bell"
        let line = TextReporter().line(for: finding)
        #expect(line.hasPrefix("a\\u{1b}[2Jb\\nc.swift:3:9: error: bad\\u{7}bell [button-image-only]"))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func htmlShowsSourceAndMessagesAsTextOnly() {
        let code = "let x = Text(\"</script><img src=x onerror=alert(1)>\").font(.system(size: 12)) // <b>&</b>\n"
        var finding = Linter().lint(SourceFile(path: "<evil>.swift", text: code))[0]
        finding.message = "<script>alert('m')</script>"
        let html = HTMLReporter().render(Self.report([finding]))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>&"))
        #expect(html.contains("&lt;script&gt;alert(&#39;m&#39;)&lt;/script&gt;"))
        #expect(html.contains("<code>&lt;evil&gt;.swift</code>"))
        #expect(html.components(separatedBy: "<h1>").count == 2, "one h1")
        #expect(html.components(separatedBy: "<li class=\"finding\"").count == 2)
        #expect(html.contains("<mark>font</mark>") == false, "a file that cannot be read shows the finding's own line")
    }

    @Test func jsonEscapesEveryControlCharacter() throws {
        let finding = Linter().lint(SourceFile(path: "new\nline\u{1}\"q\".swift", text: Self.code))[0]
        let rendered = JSONReporter().render(Self.report([finding]))
        let object = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any]
        let file = (object?["findings"] as? [[String: Any]])?.first?["file"] as? String
        #expect(file == "new\nline\u{1}\"q\".swift")
        #expect(rendered.contains(#""file": "new\nline\u0001\"q\".swift""#))
    }

    @Test func sarifUsesRelativeURIsUnderTheSourceRootAndAbsoluteOnesOutside() throws {
        let inside = Linter().lint(SourceFile(path: "Sources/My App/Ünï.swift", text: Self.code))[0]
        var outside = inside
        outside.path = "/elsewhere/X.swift"
        var parent = inside
        parent.path = "../sibling/Y.swift"
        let rendered = SARIFReporter().render(Self.report([inside, outside, parent], problems: [
            FileProblem(path: "Missing.swift", message: "cannot read: No such file or directory"),
        ]))
        #expect(rendered.contains(#""uri": "Sources/My%20App/%C3%9Cn%C3%AF.swift""#))
        #expect(rendered.contains(#""uri": "file:///elsewhere/X.swift""#))
        #expect(rendered.contains(#""uri": "file:///work/sibling/Y.swift""#))
        #expect(rendered.contains(#""uri": "file:///work/app/""#))
        #expect(rendered.contains(#""executionSuccessful": false"#))
        #expect(rendered.contains("cannot read: No such file or directory"))
    }

    @Test func summaryLine() {
        let findings = Linter().lint(SourceFile(path: "V.swift", text: Self.code))
        #expect(Self.report(findings).summary.line == "a11y-lint: 2 findings (2 errors, 0 warnings, 0 notes) in 1 file")
        #expect(Self.report([]).summary.line == "a11y-lint: no accessibility gaps found in 1 file")
    }
}

@Suite("Engine")
struct EngineTests {
    @Test func componentsMapDesignSystemViewsOntoSwiftUIViews() {
        let code = "VStack { IconButton(action: close) { RemoteImage(url: url) } }"
        #expect(Linter().lint(SourceFile(path: "V.swift", text: code)).isEmpty)
        var options = LintOptions()
        options.components = ["IconButton": "Button", "RemoteImage": "Image"]
        let findings = Linter(options: options).lint(SourceFile(path: "V.swift", text: code))
        #expect(findings.map { "\($0.ruleID) \($0.line):\($0.column) \($0.severity)" } == ["button-image-only 1:10 error"])
        #expect(findings.first?.message.hasPrefix("IconButton shows only images") == true)
    }

    @Test func severityOverridesAndDisabledRules() {
        let code = "Button(action: f) { Image(\"x\") }"
        var options = LintOptions()
        options.severities = ["button-image-only": .note]
        #expect(Linter(options: options).lint(SourceFile(path: "V.swift", text: code)).map(\.severity) == [.note])
        options.disabledRules = ["button-image-only"]
        #expect(Linter(options: options).lint(SourceFile(path: "V.swift", text: code)).isEmpty)
    }

    @Test func outputIsTheSameWhateverTheParallelism() {
        let examples = repositoryRoot.appendingPathComponent("Examples").path
        var single = LintOptions()
        single.jobs = 1
        var many = LintOptions()
        many.jobs = 8
        let one = Linter(options: single).lint(paths: [examples])
        let eight = Linter(options: many).lint(paths: [examples])
        #expect(!one.findings.isEmpty)
        #expect(one.findings == eight.findings)
        #expect(one.fileCount == eight.fileCount)
    }

    @Test func discoverySkipsBuildFoldersHiddenEntriesAndSurvivesSymlinkLoops() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-discovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        for path in ["Sources/A.swift", "Sources/Nested/B.swift", ".build/C.swift", "Pods/D.swift",
                     "Carthage/E.swift", "DerivedData/F.swift", "node_modules/G.swift", ".hidden/H.swift",
                     "Sources/.I.swift", "Sources/notes.txt"] {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct X {}\n".utf8).write(to: url)
        }
        try manager.createDirectory(at: folder.appendingPathComponent("Sources/Folder.swift"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Nested/loop").path,
                                       withDestinationPath: folder.appendingPathComponent("Sources").path)
        let result = FileDiscovery.discover([folder.path])
        let relative = result.files.map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(relative == ["Sources/A.swift", "Sources/Nested/B.swift"])
        #expect(result.problems.isEmpty)
    }
}
