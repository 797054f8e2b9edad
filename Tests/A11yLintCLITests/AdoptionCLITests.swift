import A11yLintCore
import Foundation
import Testing

/// Runs git in `directory` with a fixed identity; returns its exit status and output.
@discardableResult
func git(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    for key in ["GIT_AUTHOR", "GIT_COMMITTER"] {
        environment[key + "_NAME"] = "a11y-lint tests"
        environment[key + "_EMAIL"] = "tests@localhost"
    }
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

let labelledButton = brokenButton.replacingOccurrences(of: "{ Image(\"ic_close\") }",
                                                       with: "{ Image(\"ic_close\") }.accessibilityLabel(\"Close\")")

@Suite("Adoption from the command line")
struct AdoptionCLITests {
    @Test func configurationIsFoundAppliedAndPrinted() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write(brokenButton, to: folder.appendingPathComponent("Sources/Broken.swift"))
        try write(brokenButton, to: folder.appendingPathComponent("Sources/Generated/Assets.swift"))
        try write(brokenButton.replacingOccurrences(of: "Button(action: close)", with: "IconButton(action: close)"),
                  to: folder.appendingPathComponent("Sources/Custom.swift"))
        try write("""
            {"rules": {"button-image-only": "warning"}, "exclude": ["**/Generated/**"],
             "components": {"IconButton": "Button"}}
            """, to: folder.appendingPathComponent(".a11y-lint.json"))
        // Found from a subfolder, up to the repository root.
        let result = try runCLI(["."], in: folder.appendingPathComponent("Sources"))
        #expect(result.status == 0, "warnings do not fail the run")
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
            "Broken.swift:4:9: warning:", "Custom.swift:4:9: warning:",
        ])
        let printed = try runCLI(["--print-config"], in: folder.appendingPathComponent("Sources"))
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("\"button-image-only\": \"warning\""))
        #expect(printed.stdout.contains("\"source\": \"\(folder.path)/.a11y-lint.json\""))
        // --config wins, and a broken file is exit code 2 naming the file and key.
        try write(#"{"rulez": {}}"#, to: folder.appendingPathComponent("other.json"))
        let bad = try runCLI(["--config", "other.json", "Sources"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr == "a11y-lint: error: other.json: rulez: unknown key; valid keys: rules, include, exclude, components, failOn\n")
        #expect(bad.stdout.isEmpty)
    }

    @Test func initWritesAStarterAndRefusesToOverwrite() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try runCLI(["init"], in: folder)
        #expect(first.status == 0)
        let file = folder.appendingPathComponent(".a11y-lint.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect((object["rules"] as? [String: String])?.count == RuleRegistry.descriptors.count)
        try write("{}", to: file)
        let again = try runCLI(["init"], in: folder)
        #expect(again.status == 2 && again.stderr.contains(".a11y-lint.json already exists; pass --force"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "{}")
        #expect(try runCLI(["init", "--force"], in: folder).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) != "{}")
    }

    @Test func failOnChoosesWhatFailsTheRun() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(symbolButton, to: folder.appendingPathComponent("Symbol.swift"))   // a warning
        #expect(try runCLI(["Symbol.swift"], in: folder).status == 0)
        #expect(try runCLI(["--fail-on", "warning", "Symbol.swift"], in: folder).status == 1)
        #expect(try runCLI(["--strict", "Symbol.swift"], in: folder).status == 1)
        #expect(try runCLI(["--fail-on=error", "Symbol.swift"], in: folder).status == 0)
        try write(#"{"failOn": "warning"}"#, to: folder.appendingPathComponent(".a11y-lint.json"))
        #expect(try runCLI(["Symbol.swift"], in: folder).status == 1)
        #expect(try runCLI(["--fail-on", "never", "Symbol.swift"], in: folder).status == 0, "the command line wins")
        let bad = try runCLI(["--fail-on", "warnings"], in: folder)
        #expect(bad.status == 2 && bad.stderr.contains("expected one of: error, warning, note, never"))
    }

    @Test func baselineRecordsReportsOnlyNewFindingsAndPrunes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = folder.appendingPathComponent("V.swift")
        try write(brokenButton, to: view)
        let record = try runCLI(["--write-baseline", "baseline.json", "."], in: folder)
        #expect(record.status == 0, "recording a baseline does not fail")
        #expect(record.stderr.contains("a11y-lint: wrote 1 baseline entry to baseline.json"))
        // Unrelated edits above: still in the baseline.
        try write("// Header\n\n" + brokenButton, to: view)
        let clean = try runCLI(["--baseline", "baseline.json", "."], in: folder)
        #expect(clean.status == 0 && clean.stdout.isEmpty)
        #expect(clean.stderr == "a11y-lint: no accessibility gaps found in 1 file; 1 in the baseline\n")
        // A new finding is reported; the old one stays silent.
        try write("// Header\n\n" + brokenButton + "\n" + brokenButton.replacingOccurrences(of: "struct V", with: "struct W")
                    .replacingOccurrences(of: "ic_close", with: "ic_share"), to: view)
        let new = try runCLI(["--baseline", "baseline.json", "V.swift"], in: folder)
        #expect(new.status == 1)
        #expect(new.stdout.hasPrefix("V.swift:12:9: error: Button shows only the image \"ic_share\""))
        // The old one fixed: the entry is stale, and writing while reading prunes it.
        try write(labelledButton, to: view)
        let stale = try runCLI(["--baseline", "baseline.json", "--write-baseline", "baseline.json", "."], in: folder)
        #expect(stale.stderr.contains("1 baseline entry no longer occurs"))
        #expect(stale.stderr.contains("wrote 0 baseline entries"))
        let pruned = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(pruned == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        let missing = try runCLI(["--baseline", "nope.json", "."], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("nope.json: cannot read the baseline file"))
    }

    @Test func diffReportsOnlyChangedLines() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try runCLI(["--diff", "."], in: folder)
        #expect(outside.status == 2)
        #expect(outside.stderr.hasPrefix("a11y-lint: error: --diff needs a git repository"))
        try git(["init", "--quiet", "."], in: folder)
        let twoButtons = brokenButton.replacingOccurrences(
            of: "Button(action: close) { Image(\"ic_close\") }",
            with: "HStack {\n            Button(action: close) { Image(\"ic_close\") }\n            Button(action: share) { Image(\"ic_share\") }\n        }")
        try write(twoButtons, to: folder.appendingPathComponent("Old.swift"))
        try git(["add", "."], in: folder)
        try git(["commit", "--quiet", "-m", "initial"], in: folder)
        #expect(try runCLI(["--diff", "."], in: folder).stdout.isEmpty)
        // Change one of the two buttons and add an untracked file.
        try write(twoButtons.replacingOccurrences(of: "ic_share", with: "ic_export"), to: folder.appendingPathComponent("Old.swift"))
        try write(brokenButton, to: folder.appendingPathComponent("New.swift"))
        let changed = try runCLI(["--diff", "."], in: folder)
        #expect(changed.status == 1)
        #expect(changed.stdout.split(separator: "\n").map { $0.split(separator: " ").first! } == ["New.swift:4:9:", "Old.swift:6:13:"])
        // --diff REF with REF before the paths; a bad revision is a clear error.
        let against = try runCLI(["--diff", "HEAD", "Old.swift"], in: folder)
        #expect(against.stdout.split(separator: "\n").count == 1)
        let bad = try runCLI(["--diff=no-such-branch", "."], in: folder)
        #expect(bad.status == 2 && bad.stderr.contains("--diff cannot compare with 'no-such-branch'"))
        // A revision that looks like an option never reaches git (it could make git write a file).
        let option = try runCLI(["--diff=--output=leak.txt", "."], in: folder)
        #expect(option.status == 2 && option.stderr.contains("'--output=leak.txt' is not a git revision for --diff"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("leak.txt").path))
    }

    @Test func standardInputUnderAGivenName() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCLI(["--stdin-filename", "Sources/Unsaved.swift", "-"], in: folder, input: brokenButton)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Sources/Unsaved.swift:4:9: error: "))
        #expect(try runCLI(["-"], in: folder, input: brokenButton).stdout.hasPrefix("<stdin>:4:9: error: "))
        // An excluded name gives nothing; '-' with other paths is a usage error.
        try write(#"{"exclude": ["Generated/**"]}"#, to: folder.appendingPathComponent(".a11y-lint.json"))
        let excluded = try runCLI(["--stdin-filename", "Generated/X.swift", "-"], in: folder, input: brokenButton)
        #expect(excluded.status == 0 && excluded.stdout.isEmpty)
        #expect(try runCLI(["-", "Other.swift"], in: folder, input: "").status == 2)
        let withoutDash = try runCLI(["--stdin-filename", "X.swift"], in: folder, input: brokenButton)
        #expect(withoutDash.status == 2 && withoutDash.stderr.contains("give '-' as the only path"))
        let binary = try runCLI(["--stdin-filename", "B.swift", "-"], in: folder, input: "let s = \"\u{FFFD}\"")
        #expect(binary.status == 0)
    }

    @Test func colorsAndCodeFramesOnlyWhenAsked() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(brokenButton, to: folder.appendingPathComponent("B.swift"))
        let piped = try runCLI(["B.swift"], in: folder)
        #expect(piped.stdout.split(separator: "\n").count == 1 && !piped.stdout.contains("\u{1B}"))
        let always = try runCLI(["--color", "always", "B.swift"], in: folder)
        #expect(always.stdout.contains("\u{1B}[31m\u{1B}[1merror:\u{1B}[0m"))
        #expect(always.stdout.contains(" 4 \u{1B}[34m|\u{1B}[0m         Button(action: close) { Image(\"ic_close\") }\n"))
        #expect(always.stdout.contains("\u{1B}[31m\u{1B}[1m^~~~~~\u{1B}[0m"))
        let bad = try runCLI(["--color", "sometimes", "B.swift"], in: folder)
        #expect(bad.status == 2 && bad.stderr.contains("expected one of: auto, always, never"))
    }

    @Test func ciFormatsFromTheCommandLine() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(brokenButton, to: folder.appendingPathComponent("B.swift"))
        let summaryFile = folder.appendingPathComponent("summary.md")
        try write("# Earlier step\n", to: summaryFile)
        let github = try runCLI(["--format", "github", "B.swift"], in: folder, environment: ["GITHUB_STEP_SUMMARY": summaryFile.path])
        #expect(github.status == 1)
        #expect(github.stderr.isEmpty, "the summary is in the report, not printed twice")
        #expect(github.stdout.hasPrefix("::error file=B.swift,line=4,col=9,endLine=4,endColumn=15,title=a11y-lint button-image-only::"))
        let summary = try String(contentsOf: summaryFile, encoding: .utf8)
        #expect(summary.hasPrefix("# Earlier step\n### a11y-lint\n"), "appended, not replaced")
        #expect(summary.contains("| error | 1 |"))
        let xcode = try runCLI(["--format", "xcode", "B.swift"], in: folder)
        #expect(xcode.stdout.hasPrefix(folder.path + "/B.swift:4:9: error: "))
        let checkstyle = try runCLI(["--format", "checkstyle", "B.swift"], in: folder)
        #expect(checkstyle.stdout.contains("<file name=\"B.swift\">"))
        let gitlab = try runCLI(["--format", "gitlab", "B.swift"], in: folder)
        #expect(gitlab.stdout.contains("\"check_name\": \"button-image-only\""))
        let statistics = try runCLI(["--statistics", "B.swift"], in: folder)
        #expect(statistics.stdout.hasSuffix("\nRule               Findings\nbutton-image-only  1\n"))
        let sarifStatistics = try runCLI(["--statistics", "--format", "sarif", "B.swift"], in: folder)
        #expect(sarifStatistics.stderr.hasPrefix("Rule               Findings\n"), "kept out of the SARIF file")
    }

    @Test func xcodeRunScriptInputFilesAndStamp() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(brokenButton, to: folder.appendingPathComponent("Listed.swift"))
        try write(brokenButton, to: folder.appendingPathComponent("InList.swift"))
        try write(brokenButton, to: folder.appendingPathComponent("NotListed.swift"))
        try write("\(folder.path)/InList.swift\n\n", to: folder.appendingPathComponent("inputs.xcfilelist"))
        let result = try runCLI(["--format", "xcode", "--touch", "stamp"], in: folder, environment: [
            "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": folder.path + "/Listed.swift",
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": folder.path + "/inputs.xcfilelist",
        ])
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: ":").first! } == [
            Substring(folder.path + "/InList.swift"), Substring(folder.path + "/Listed.swift"),
        ])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("stamp").path))
    }

    @Test func installHookLintsStagedContent() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try runCLI(["install-hook"], in: folder)
        #expect(outside.status == 2 && outside.stderr.contains("install-hook must run inside a git repository"))
        try git(["init", "--quiet", "."], in: folder)
        let installed = try runCLI(["install-hook"], in: folder)
        #expect(installed.status == 0)
        let hook = folder.appendingPathComponent(".git/hooks/pre-commit")
        #expect(FileManager.default.isExecutableFile(atPath: hook.path))
        try FileManager.default.removeItem(at: hook)
        try FileManager.default.createSymbolicLink(atPath: hook.path, withDestinationPath: "/nonexistent/hook")
        let dangling = try runCLI(["install-hook"], in: folder)
        #expect(dangling.status == 2, "a dangling link is someone's hook too")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: hook.path) == "/nonexistent/hook")
        #expect(try runCLI(["install-hook", "--force"], in: folder).status == 0)
        let refused = try runCLI(["install-hook"], in: folder)
        #expect(refused.status == 2 && refused.stderr.contains("already exists; move it away or pass --force"))
        #expect(try runCLI(["install-hook", "--force"], in: folder).status == 0)

        // Staged: broken; working tree: fixed. The commit is refused.
        let view = folder.appendingPathComponent("Sources/My View.swift")
        try write(brokenButton, to: view)
        try git(["add", "."], in: folder)
        try write(labelledButton, to: view)
        let refusedCommit = try git(["commit", "-m", "broken"], in: folder)
        #expect(refusedCommit.status != 0)
        #expect(refusedCommit.output.contains("Sources/My View.swift:4:9: error: "))
        // Staged: fixed; working tree: broken. The commit goes through.
        try git(["add", "."], in: folder)
        try write(brokenButton, to: view)
        let commit = try git(["commit", "--quiet", "-m", "fixed"], in: folder)
        #expect(commit.status == 0, "\(commit.output)")

        // A custom view whose only use (committed earlier) labels it: staged alone, it passes,
        // because every staged Swift file is context; with the use gone, it fails.
        try write(#"{"failOn": "warning"}"#, to: folder.appendingPathComponent(".a11y-lint.json"))
        try write(labelledButton, to: view)
        try write("""
            struct Episode: View {
                var body: some View {
                    Link(destination: url) { Artwork() }
                }
            }
            """, to: folder.appendingPathComponent("Sources/Episode.swift"))
        try git(["add", "."], in: folder)
        #expect(try git(["commit", "--quiet", "-m", "episode"], in: folder).status == 0)
        let artwork = """
            struct Artwork: View {
                var body: some View {
                    VStack {
                        Image(uiImage: cover)
                        Spacer()
                    }
                }
            }
            """
        try write(artwork, to: folder.appendingPathComponent("Sources/Artwork.swift"))
        try git(["add", "Sources/Artwork.swift"], in: folder)
        let covered = try git(["commit", "-m", "artwork"], in: folder)
        #expect(covered.status == 0, "\(covered.output)")
        try write(artwork.replacingOccurrences(of: "Artwork", with: "Cover"), to: folder.appendingPathComponent("Sources/Cover.swift"))
        try git(["add", "Sources/Cover.swift"], in: folder)
        let uncovered = try git(["commit", "-m", "cover"], in: folder)
        #expect(uncovered.status != 0)
        #expect(uncovered.output.contains("Sources/Cover.swift:4:13: warning: "))

        // Options given to install-hook reach every run: with a baseline holding it, the commit goes through.
        let baseline = try runCLI(["--write-baseline", "baseline.json", "Sources"], in: folder)
        #expect(baseline.stderr.contains("wrote 1 baseline entry"))
        #expect(try runCLI(["install-hook", "--force", "--baseline", "baseline.json"], in: folder).status == 0)
        let baselined = try git(["commit", "-m", "cover"], in: folder)
        #expect(baselined.status == 0, "\(baselined.output)")
        #expect(baselined.output.contains("1 in the baseline"))
        let badOptions = try runCLI(["install-hook", "--force", "--fail-on", "sometimes"], in: folder)
        #expect(badOptions.status == 2 && badOptions.stderr.contains("expected one of: error, warning, note, never"))
        #expect(try runCLI(["install-hook", "--force", "Sources"], in: folder).status == 2, "the hook chooses the files")
    }

    @Test func stagedLintsTheIndexNotTheWorkingTree() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try runCLI(["--staged"], in: folder)
        #expect(outside.status == 2 && outside.stderr.contains("--staged needs a git repository"))
        try git(["init", "--quiet", "."], in: folder)
        try write(brokenButton, to: folder.appendingPathComponent("App/Staged.swift"))
        try write(brokenButton, to: folder.appendingPathComponent("Kit/Staged.swift"))
        try write(brokenButton, to: folder.appendingPathComponent("App/Unstaged.swift"))
        try git(["add", "App/Staged.swift", "Kit/Staged.swift"], in: folder)
        try write(labelledButton, to: folder.appendingPathComponent("Kit/Staged.swift"))   // fixed, but not staged
        let all = try runCLI(["--staged"], in: folder)
        #expect(all.status == 1)
        #expect(all.stdout.split(separator: "\n").map { $0.split(separator: " ").first! } == ["App/Staged.swift:4:9:", "Kit/Staged.swift:4:9:"])
        // Under given paths, and from a subfolder with paths relative to it.
        #expect(try runCLI(["--staged", "Kit"], in: folder).stdout.hasPrefix("Kit/Staged.swift:4:9:"))
        #expect(try runCLI(["--staged", "."], in: folder.appendingPathComponent("App")).stdout.hasPrefix("Staged.swift:4:9:"))
        #expect(try runCLI(["--staged", "-"], in: folder, input: "").status == 2)
    }
}
