import Foundation
import Testing

@Suite("Command line")
struct CLITests {
    @Test func exitCodeIsZeroWithoutErrorsAndOneWithAnError() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(symbolButton, to: folder.appendingPathComponent("Warning.swift"))
        let warningsOnly = try runCLI(["Warning.swift"], in: folder)
        #expect(warningsOnly.status == 0)
        #expect(warningsOnly.stdout.hasPrefix("Warning.swift:3:9: warning: Button shows only the symbol \"xmark\""))
        #expect(warningsOnly.stdout.hasSuffix(" [button-image-only]\n"))
        #expect(try runCLI(["--strict", "Warning.swift"], in: folder).status == 1)

        try write(brokenButton, to: folder.appendingPathComponent("Broken.swift"))
        let broken = try runCLI(["Broken.swift"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stdout.hasPrefix("Broken.swift:4:9: error: "))
        #expect(broken.stderr == "a11y-lint: 1 finding (1 error, 0 warnings, 0 notes) in 1 file\n")
    }

    @Test func defaultPathIsTheCurrentFolderAndPathsStayRelative() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(brokenButton, to: folder.appendingPathComponent("Sources/App/Broken.swift"))
        try write(brokenButton, to: folder.appendingPathComponent(".build/checkouts/Dep.swift"))
        try write(brokenButton, to: folder.appendingPathComponent("Pods/Lib/Dep.swift"))
        try write(brokenButton, to: folder.appendingPathComponent(".hidden/Dep.swift"))
        let result = try runCLI([], in: folder)
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: ":").first! } == ["Sources/App/Broken.swift"])
        let given = try runCLI(["Sources/"], in: folder)
        #expect(given.stdout.hasPrefix("Sources/App/Broken.swift:4:9:"))
    }

    @Test func usageErrorsExitTwoAndNameTheArgument() throws {
        let unknown = try runCLI(["--fromat", "json"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown option '--fromat'"))
        let badFormat = try runCLI(["--format", "xml"])
        #expect(badFormat.status == 2)
        #expect(badFormat.stderr.contains("unknown value 'xml' for --format; expected one of: text, json, sarif, xcode, github"))
        let missing = try runCLI(["--format"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("'--format' needs a value"))
        #expect(try runCLI(["--jobs", "zero"]).status == 2)
        #expect(try runCLI(["explain", "no-such-rule"]).status == 2)
    }

    @Test func unreadablePathsExitTwoUnlessFindingsMakeItOne() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("struct Clean {}\n", to: folder.appendingPathComponent("Clean.swift"))
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE]).write(to: folder.appendingPathComponent("Latin1.swift"))
        let missing = try runCLI(["Clean.swift", "Missing.swift"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("a11y-lint: Missing.swift: cannot read: No such file or directory"))
        let invalid = try runCLI(["Latin1.swift"], in: folder)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("Latin1.swift: not valid UTF-8 text; skipped"))
        try write(brokenButton, to: folder.appendingPathComponent("Broken.swift"))
        let both = try runCLI(["Broken.swift", "Missing.swift"], in: folder)
        #expect(both.status == 1)
        #expect(both.stderr.contains("Missing.swift"))
    }

    @Test func quietOutputAndJSONOptions() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(brokenButton, to: folder.appendingPathComponent("Broken.swift"))
        let quiet = try runCLI(["--quiet", "Broken.swift"], in: folder)
        #expect(quiet.stderr.isEmpty)
        let toFile = try runCLI(["--format=json", "--output", "report.json", "Broken.swift"], in: folder)
        #expect(toFile.status == 1)
        #expect(toFile.stdout.isEmpty)
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        #expect((json["tool"] as? [String: Any])?["name"] as? String == "a11y-lint")
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "button-image-only")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["file"] as? String == "Broken.swift")
        #expect(finding["line"] as? Int == 4 && finding["column"] as? Int == 9)
        #expect(finding["endLine"] as? Int == 4 && finding["endColumn"] as? Int == 15)
        #expect(json["summary"] as? [String: Int] == ["files": 1, "findings": 1, "errors": 1, "warnings": 0, "notes": 0,
                                                "suppressed": 0, "baselined": 0, "staleBaselineEntries": 0,
                                                "fixable": 0, "unsafeFixable": 0, "fixed": 0])
    }

    @Test func informationCommands() throws {
        let version = try runCLI(["--version"])
        #expect(version.status == 0 && version.stdout == "0.1.0\n")
        let help = try runCLI(["--help"])
        #expect(help.status == 0 && help.stdout.contains("EXIT CODES"))
        let list = try runCLI(["--list-rules"])
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("button-image-only ") && $0.contains(" error ") })
        let explain = try runCLI(["explain", "button-image-only"])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("How to fix: Add .accessibilityLabel"))
        #expect(explain.stdout.contains("WCAG 2.2: 1.1.1, 2.4.6, 2.5.3, 4.1.2"))
    }

    @Test func debugCommands() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("Text(\"a\")\n  .bold()\n", to: folder.appendingPathComponent("A.swift"))
        let tokens = try runCLI(["debug", "tokens", "A.swift"], in: folder)
        #expect(tokens.status == 0)
        #expect(tokens.stdout.hasPrefix("1:1\tidentifier\tText\n1:5\tpunctuation\t(\n1:6\tstring-delimiter\t\"\n"))
        let tree = try runCLI(["debug", "tree", "A.swift"], in: folder)
        #expect(tree.stdout == "call Text @1:1\n  _: stringLiteral \"a\" @1:6\n  .bold @2:4\n")
        #expect(try runCLI(["debug", "tree", "Missing.swift"], in: folder).status == 2)
        #expect(try runCLI(["debug", "nodes", "A.swift"], in: folder).status == 2)
    }
}

@Suite("Documentation of the command line")
struct CommandLineDocumentationTests {
    @Test func everyOptionInTheHelpIsInTheREADME() throws {
        let help = try runCLI(["--help"]).stdout
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let options = Set(help.split(whereSeparator: { " ,|=[]:().".contains($0) || $0.isNewline })
            .filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0) })
        #expect(options.count >= 20)
        for option in options.sorted() {
            #expect(readme.contains("`\(option)"), "README does not document \(option)")
        }
        for command in ["explain", "init", "install-hook", "debug"] {
            #expect(help.contains("a11y-lint \(command)") && readme.contains("a11y-lint \(command)"))
        }
    }
}
