import Foundation
import Testing

/// `--fix` on the broken examples, `--dry-run`'s diff pinned by a golden file,
/// standard input, and the options that go with it.
@Suite("--fix")
struct FixCLITests {
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test func fixResolvesEverySafeFindingOnceAndLeavesTheRestAlone() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Broken")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Examples/Broken"), to: copy)
        let before = try Self.contents(of: copy)
        let report = try runCLI(["--format", "json", "Broken"], in: folder)
        let fixableFiles = Set(try Self.fixableFindings(report.stdout).map { ($0["file"] as? String ?? "").replacingOccurrences(of: "Broken/", with: "") })
        #expect(!fixableFiles.isEmpty)

        let fixed = try runCLI(["--fix", "Broken"], in: folder)
        #expect(fixed.status == 1, "error-level findings remain")
        #expect(fixed.stderr.contains("a11y-lint: fixed "), "\(fixed.stderr)")
        let after = try Self.contents(of: copy)
        for (name, data) in before {
            #expect((after[name] != data) == fixableFiles.contains(name), "\(name): changed only if it had a safe fix")
        }
        let remaining = try runCLI(["--format", "json", "Broken"], in: folder)
        #expect(try Self.fixableFindings(remaining.stdout).isEmpty, "every safe fix applied")
        #expect(!remaining.stdout.contains("\"safety\" : \"safe\""))

        let again = try runCLI(["--fix", "Broken"], in: folder)
        #expect(try Self.contents(of: copy) == after, "a second --fix changes nothing")
        #expect(!again.stderr.contains("fixed "), "\(again.stderr)")
    }

    static func fixableFindings(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        return findings.filter { (($0["fix"] as? [String: Any])?["safety"] as? String) == "safe" }
    }

    @Test func dryRunPrintsTheDiffAndChangesNothing() throws {
        let before = try Self.contents(of: repositoryRoot.appendingPathComponent("Examples/Broken"))
        let result = try runCLI(["--fix", "--unsafe-fixes", "--dry-run", "Examples"])
        #expect(result.status == 1, "there is something to fix")
        #expect(try Self.contents(of: repositoryRoot.appendingPathComponent("Examples/Broken")) == before)
        let golden = repositoryRoot.appendingPathComponent("Tests/Golden/examples.fix.diff")
        if ProcessInfo.processInfo.environment["A11Y_LINT_RECORD"] == "1" {
            try Data(result.stdout.utf8).write(to: golden)
            return
        }
        #expect(result.stdout == (try String(contentsOf: golden, encoding: .utf8)), "examples.fix.diff differs")
        let clean = try runCLI(["--fix", "--dry-run", "Examples/Fixed"])
        #expect(clean.status == 0 && clean.stdout.isEmpty)
    }

    @Test func standardInputIsFixedToStandardOutput() throws {
        let code = "import SwiftUI\nlet t = Text(\"Hi\")\n    .accessibility(label: Text(\"Hello\"))\r\n"
        let result = try runCLI(["--fix", "--stdin-filename", "Greeting.swift", "-"], input: code)
        #expect(result.stdout == "import SwiftUI\nlet t = Text(\"Hi\")\n    .accessibilityLabel(Text(\"Hello\"))\r\n")
        #expect(result.status == 0)
    }

    @Test func withDiffOnlyTheChangedLinesAreFixed() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Title.swift")
        try write("let a = Text(\"A\").font(.system(size: 17))\n", to: file)
        _ = try git(["init", "-q"], in: folder)
        _ = try git(["add", "."], in: folder)
        _ = try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "one"], in: folder)
        try write("let a = Text(\"A\").font(.system(size: 17))\nlet b = Text(\"B\").font(.system(size: 13))\n", to: file)
        let result = try runCLI(["--fix", "--diff", "Title.swift"], in: folder)
        #expect(try String(contentsOf: file, encoding: .utf8)
                == "let a = Text(\"A\").font(.system(size: 17))\nlet b = Text(\"B\").font(.footnote)\n", "\(result.stderr)")
    }

    @Test func fixOptionsGoTogether() throws {
        #expect(try runCLI(["--dry-run", "Examples"]).status == 2)
        #expect(try runCLI(["--unsafe-fixes", "Examples"]).status == 2)
        #expect(try runCLI(["--fix", "--staged"]).status == 2)
    }

    @Test func aFileKeepsItsPermissions() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Title.swift")
        try write("let t = Text(\"Hi\").font(.system(size: 17))\n", to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        _ = try runCLI(["--fix", "Title.swift"], in: folder)
        #expect(try String(contentsOf: file, encoding: .utf8) == "let t = Text(\"Hi\").font(.body)\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["Title.swift"], "no temporary file left behind")
    }
}
