import Foundation
import Testing

/// Golden files pin each reporter's output on `Examples/`. Rewrite them with
/// `A11Y_LINT_RECORD=1 swift test --filter Golden` after an intended change,
/// and review the diff.
@Suite("Golden reports on Examples/")
struct GoldenTests {
    static let formats = ["text", "json", "sarif"]

    @Test(arguments: formats)
    func reportMatchesGoldenFile(format: String) throws {
        let result = try runCLI(["Examples", "--format", format, "--jobs", "2"])
        #expect(result.status == 1, "the broken examples have error-level findings")
        // SARIF names the folder it ran in; pin it to a placeholder.
        let report = result.stdout.replacingOccurrences(of: "file://" + repositoryRoot.standardizedFileURL.path + "/",
                                                         with: "file:///REPO/")
        let golden = repositoryRoot.appendingPathComponent("Tests/Golden/examples.\(format == "text" ? "txt" : format)")
        if ProcessInfo.processInfo.environment["A11Y_LINT_RECORD"] == "1" {
            try Data(report.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(report == expected, "\(golden.lastPathComponent) differs; record with A11Y_LINT_RECORD=1 and review the diff")
    }

    @Test func fixedExamplesAreClean() throws {
        let result = try runCLI(["Examples/Fixed"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test func everyBrokenExampleHasFindings() throws {
        let result = try runCLI(["Examples/Broken"])
        let files = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Examples/Broken").path)
        for file in files {
            #expect(result.stdout.contains("Examples/Broken/\(file):"), "\(file) has no finding")
        }
    }
}
