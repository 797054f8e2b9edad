import A11yLintCore
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system can hold anything: the run must finish, say what it
/// skipped, and never let a file name drive the terminal.
@Suite("File system edge cases")
struct FileSystemTests {
    @Test func symlinkLoopsDanglingLinksFoldersNamedSwiftAndFIFOs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try write(brokenButton, to: folder.appendingPathComponent("Sources/Broken.swift"))
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Loop").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Gone.swift").path,
                                       withDestinationPath: "Nowhere.swift")
        try write(brokenButton, to: folder.appendingPathComponent("Sources/Folder.swift/Inside.swift"))
        #expect(mkfifo(folder.appendingPathComponent("Sources/Pipe.swift").path, 0o644) == 0)

        let result = try runCLI(["Sources"], in: folder)
        #expect(result.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
                == ["Sources/Broken.swift", "Sources/Folder.swift/Inside.swift"])
        #expect(result.stderr.contains("a11y-lint: Sources/Gone.swift: dangling symbolic link; skipped"))
        #expect(result.stderr.contains("a11y-lint: Sources/Pipe.swift: not a regular file; skipped"))
        #expect(result.status == 1)

        let fifoOnly = try runCLI(["Sources/Pipe.swift"], in: folder)
        #expect(fifoOnly.status == 2)
        #expect(fifoOnly.stderr.contains("Sources/Pipe.swift: not a regular file; skipped"))
    }

    @Test func filesOverTheSizeLimitAreSkippedWithAMessage() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(brokenButton, to: folder.appendingPathComponent("Big.swift"))
        try write("struct Small {}\n", to: folder.appendingPathComponent("Small.swift"))
        let result = try runCLI(["--max-file-size", "100", "."], in: folder)
        #expect(result.status == 0, "a skipped file does not fail the run")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("a11y-lint: Big.swift: larger than --max-file-size"))
        #expect(result.stderr.contains("in 1 file"))
    }

    @Test func strangeFileNamesAreEscapedInTextAndEncodedInJSONAndSARIF() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["with space/a b.swift", "new\nline.swift", "esc\u{1B}[31mred.swift", "tab\there.swift", "ünï.swift"]
        for name in names { try write(brokenButton, to: folder.appendingPathComponent(name)) }

        let text = try runCLI(["."], in: folder)
        #expect(!text.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.stdout.contains("esc\\u{1b}[31mred.swift:4:9: error:"))
        #expect(text.stdout.contains("new\\nline.swift:4:9: error:"))
        #expect(text.stdout.contains("tab\\there.swift:4:9:"))
        #expect(text.stdout.contains("with space/a b.swift:4:9:"))
        #expect(text.stdout.split(separator: "\n").count == names.count)

        let json = try runCLI([".", "--format", "json"], in: folder)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let files = ((object?["findings"] as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String }
        #expect(Set(files) == Set(names))

        let sarif = try runCLI([".", "--format", "sarif"], in: folder)
        let document = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let results = ((document?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let uris = results.compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String
        }
        #expect(Set(uris) == ["with%20space/a%20b.swift", "new%0Aline.swift", "esc%1B%5B31mred.swift", "tab%09here.swift",
                              "%C3%BCn%C3%AF.swift"])
    }

    @Test(arguments: ReportFormat.allCases.map(\.rawValue))
    func outputIsByteIdenticalWithOneThreadOrMany(format: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<60 {
            let body = index % 3 == 0 ? brokenButton : (index % 3 == 1 ? symbolButton : "struct Clean\(index) {}\n")
            try write(body, to: folder.appendingPathComponent("Module\(index % 4)/File\(index).swift"))
        }
        let one = try runCLI(["--jobs", "1", "--format", format, "."], in: folder)
        let many = try runCLI(["--jobs", "8", "--format", format, "."], in: folder)
        #expect(!one.stdout.isEmpty)
        #expect(one.stdout == many.stdout)
        #expect(one.stderr == many.stderr)
        #expect(one.status == many.status)
    }
}
