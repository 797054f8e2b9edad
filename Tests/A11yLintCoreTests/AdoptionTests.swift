import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

@Suite("Baselines")
struct BaselineTests {
    static let code = """
        struct V: View {
            var body: some View {
                HStack {
                    Button(action: close) { Image("ic_close") }
                    Button(action: close) { Image("ic_close") }
                }
            }
        }
        """

    static func run(_ text: String, path: String = "Sources/V.swift") -> LintRun {
        Linter().lint(sources: [SourceFile(path: path, text: text)])
    }

    @Test func matchesSurviveUnrelatedEditsAndTellIdenticalLinesApart() {
        let baseline = Baseline(findings: Self.run(Self.code).findings, base: "/repo", cwd: "/repo")
        #expect(baseline.entries.map(\.occurrence).sorted() == [0, 1])
        // Lines inserted above and the indentation changed: still the same two findings.
        let edited = "import SwiftUI\n\n// A comment\n" + Self.code.replacingOccurrences(of: "        Button", with: "      Button")
        var run = Self.run(edited)
        baseline.apply(to: &run, base: "/repo", cwd: "/repo")
        #expect(run.findings.isEmpty)
        #expect(run.baselined == 2 && run.staleBaselineEntries == 0)
    }

    @Test func aNewFindingIsReportedAndAFixedOneCountsAsStale() {
        let baseline = Baseline(findings: Self.run(Self.code).findings, base: "/repo", cwd: "/repo")
        // One button fixed, a third identical one added elsewhere, and a new kind of finding.
        let changed = """
            struct V: View {
                var body: some View {
                    HStack {
                        Button(action: share) { Image("ic_share") }
                        Button(action: close) { Image("ic_close") }
                        Button(action: close) { Image("ic_close") }.accessibilityLabel("Close")
                    }
                }
            }
            """
        var run = Self.run(changed)
        baseline.apply(to: &run, base: "/repo", cwd: "/repo")
        #expect(run.findings.map { "\($0.line):\($0.column)" } == ["4:13"])
        #expect(run.baselined == 1)
        #expect(run.staleBaselineEntries == 1)
    }

    @Test func entriesOfFilesNotLintedAreNeitherStaleNorPruned() {
        let both = Linter().lint(sources: [SourceFile(path: "A.swift", text: Self.code), SourceFile(path: "B.swift", text: Self.code)])
        let baseline = Baseline(findings: both.findings, base: "/repo", cwd: "/repo")
        // Only B linted, and B fixed: A's entries stay, B's are stale and pruned.
        var run = Self.run(Self.code.replacingOccurrences(of: "Image(\"ic_close\") }", with: "Image(\"ic_close\") }.accessibilityLabel(\"Close\")"),
                           path: "B.swift")
        let pruned = baseline.apply(to: &run, base: "/repo", cwd: "/repo")
        #expect(run.staleBaselineEntries == 2)
        #expect(pruned.entries.map(\.file).sorted() == ["A.swift", "A.swift"])
        // Written next to a baseline in another folder, paths follow.
        let entry = pruned.entries.first!
        #expect(Baseline.rebased(entry, from: "/repo/Sub", to: "/repo").file == "Sub/A.swift")
        #expect(Baseline.rebased(entry, from: "/repo", to: "/repo/Sub").file == "/repo/A.swift", "outside: absolute")
    }

    @Test func pathsAreRelativeToTheBaselineFile() {
        let findings = Self.run(Self.code, path: "App/Sources/V.swift").findings
        let fromRoot = Baseline(findings: findings, base: "/repo", cwd: "/repo")
        let fromApp = Baseline(findings: Self.run(Self.code, path: "Sources/V.swift").findings, base: "/repo", cwd: "/repo/App")
        #expect(fromRoot == fromApp)
        #expect(fromRoot.entries.allSatisfy { $0.file == "App/Sources/V.swift" })
    }

    @Test func theFileIsSortedStableAndLoadsBack() throws {
        let baseline = Baseline(findings: Self.run(Self.code).findings, base: "/repo", cwd: "/repo")
        let rendered = baseline.rendered()
        #expect(rendered == Baseline(entries: Set(baseline.entries.reversed())).rendered())
        #expect(rendered == """
            {
              "version": 1,
              "findings": [
                {
                  "file": "Sources/V.swift",
                  "rule": "button-image-only",
                  "line": "Button(action: close) { Image(\\"ic_close\\") }",
                  "occurrence": 0
                },
                {
                  "file": "Sources/V.swift",
                  "rule": "button-image-only",
                  "line": "Button(action: close) { Image(\\"ic_close\\") }",
                  "occurrence": 1
                }
              ]
            }

            """)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(rendered.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try Baseline.load(path: path) == baseline)
        try Data(#"{"version": 1, "findings": [{"file": "a.swift"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ConfigurationError.self) { try Baseline.load(path: path) }
        do {
            _ = try Baseline.load(path: path)
        } catch let error as ConfigurationError {
            #expect(error.message == "\(path): findings[0]: needs file, rule, line and occurrence")
        }
    }
}

@Suite("Changed lines from git diff")
struct ChangedLinesTests {
    @Test func addedAndChangedLinesByFile() {
        let diff = """
            diff --git a/Sources/A.swift b/Sources/A.swift
            index 1111111..2222222 100644
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -3 +3 @@ struct A {
            -    old
            +    new
            @@ -10,0 +11,2 @@ struct A {
            +    added
            +    added
            @@ -20,3 +22,0 @@
            -    removed
            diff --git a/Gone.swift b/Gone.swift
            deleted file mode 100644
            --- a/Gone.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -gone
            diff --git "a/Sp ace\\tTab.swift" "b/Sp ace\\tTab.swift"
            --- "a/Sp ace\\tTab.swift"
            +++ "b/Sp ace\\tTab.swift"
            @@ -1 +1 @@
            -x
            +y
            """
        let changed = ChangedLines.parse(diff: diff, root: "/repo")
        #expect(changed.lines.keys.sorted() == ["/repo/Sources/A.swift", "/repo/Sp ace\tTab.swift"])
        #expect(changed.lines["/repo/Sources/A.swift"] == [3, 11, 12])
        #expect(changed.lines["/repo/Sp ace\tTab.swift"] == [1])
    }

    @Test func hunkBodiesAreNeverTakenForHeaders() {
        // git ends a name holding a space with a tab; an added line may start with "++ ".
        let diff = "diff --git a/My View.swift b/My View.swift\n--- a/My View.swift\t\n+++ b/My View.swift\t\n"
            + "@@ -1,2 +1,3 @@\n-old\n\\ No newline at end of file\n-old2\n+++ not a header\n+new\n+new2\n"
            + "@@ -9,0 +10 @@\n+added\n"
        let changed = ChangedLines.parse(diff: diff, root: "/repo")
        #expect(changed.lines.keys.sorted() == ["/repo/My View.swift"])
        #expect(changed.lines["/repo/My View.swift"] == [1, 2, 3, 10])
    }

    @Test func findingsAreKeptOnlyOnChangedLinesOrInNewFiles() throws {
        let finding = try #require(BaselineTests.run(BaselineTests.code, path: "Sources/V.swift").findings.first)
        #expect(finding.line == 4)
        #expect(ChangedLines(lines: ["/repo/Sources/V.swift": [4]]).contains(finding, cwd: "/repo"))
        #expect(!ChangedLines(lines: ["/repo/Sources/V.swift": [5]]).contains(finding, cwd: "/repo"))
        let newFile = ChangedLines(newFiles: ["/repo/Sources/V.swift"])
        #expect(newFile.contains(finding, cwd: "/repo"))
        #expect(!ChangedLines().contains(finding, cwd: "/repo"))
    }
}

@Suite("Inline suppressions")
struct SuppressionTests {
    static func lint(_ body: String) -> LintRun {
        let code = """
            struct V: View {
                var body: some View {
                    VStack {
            \(body)
                    }
                }
            }
            """
        return Linter().lint(sources: [SourceFile(path: "V.swift", text: code)])
    }

    static func located(_ run: LintRun) -> [String] {
        run.findings.map { "\($0.line):\($0.column) \($0.ruleID)" }
    }

    @Test func everyFormSilencesItsFindingsAndCountsThem() {
        let run = Self.lint("""
                    // a11y-lint:disable:next image-missing-label, button-image-only -- reviewed: decorative crest
                    Image("crest")
                    Image("flag") // a11y-lint:disable:this image-missing-label
                    /* a11y-lint:disable image-missing-label */
                    Image("a")
                    Image("b")
                    // a11y-lint:enable image-missing-label
                    Image("c")
            """)
        #expect(Self.located(run) == [
            "4:9 unused-suppression",   // button-image-only silenced nothing on the next line
            "11:9 image-missing-label",
        ])
        #expect(run.suppressed == 4)
    }

    @Test func disableFileAndUnknownRules() {
        let run = Self.lint("""
                    // a11y-lint:disable-file image-missing-label
                    Image("a")
                    Image("b") // a11y-lint:disable:this image-mising-label
                    // a11y-lint:disabel image-missing-label
            """)
        #expect(Self.located(run) == ["6:20 invalid-suppression", "7:9 invalid-suppression"])
        #expect(run.findings[0].message.contains("\"image-mising-label\" is not a rule"))
        #expect(run.findings[1].message.contains("unknown directive \"a11y-lint:disabel\""))
        #expect(run.suppressed == 2)
    }

    @Test func suppressedFindingsAreLeftOutOfEveryReport() {
        let run = Self.lint("""
                    Image("crest") // a11y-lint:disable:this image-missing-label
            """)
        #expect(run.findings.isEmpty && run.suppressed == 1)
        let report = LintReport(run: run, rules: RuleRegistry.descriptors, workingDirectory: "/repo")
        #expect(!SARIFReporter().render(report).contains("\"results\": [\n        {"))
        #expect(report.summary.line == "a11y-lint: no accessibility gaps found in 1 file; 1 suppressed")
        #expect(JSONReporter().render(report).contains("\"suppressed\": 1"))
    }
}

@Suite("Staged files")
struct StagedFilesTests {
    @Test func rawDiffNamesTheStagedBlobOfEachFile() {
        let raw = ":100644 100644 \(String(repeating: "1", count: 40)) \(String(repeating: "2", count: 40)) M\0App/A b.swift\0"
            + ":000000 100644 \(String(repeating: "0", count: 40)) \(String(repeating: "3", count: 40)) A\0New\nLine.swift\0"
            + ":100644 100644 \(String(repeating: "4", count: 40)) \(String(repeating: "5", count: 40)) R087\0Old.swift\0Renamed.swift\0"
        let files = StagedFiles.parseRaw(raw)
        #expect(files.map(\.path) == ["App/A b.swift", "New\nLine.swift", "Renamed.swift"])
        #expect(files.map { $0.blob.first! } == ["2", "3", "5"])
        #expect(StagedFiles.parseRaw("").isEmpty)
    }

    @Test func batchOutputIsSplitByTheSizesGitGives() throws {
        let output = Array("1111 blob 3\nabc\n2222 blob 0\n\n3333 blob 4\na\nb\n\n".utf8)
        #expect(try StagedFiles.parseBatch(output, count: 3) == [Array("abc".utf8), [], Array("a\nb\n".utf8)])
        #expect(throws: ConfigurationError.self) { try StagedFiles.parseBatch(Array(":x.swift missing\n".utf8), count: 1) }
        #expect(throws: ConfigurationError.self) { try StagedFiles.parseBatch(Array("1111 blob 9\nabc\n".utf8), count: 1) }
    }
}
