import A11yLintCore
import Foundation
import Testing

/// Golden files pin each reporter's output on `Examples/`. Rewrite them with
/// `A11Y_LINT_RECORD=1 swift test --filter Golden` after an intended change,
/// and review the diff.
@Suite("Golden reports on Examples/")
struct GoldenTests {
    /// Every format, with its golden file's extension: the format's own, led
    /// by the format's name unless the extension already says it.
    static let formats = ReportFormat.allCases.map { format in
        (format.rawValue, format.fileExtension == format.rawValue || format == .text
            ? format.fileExtension : "\(format.rawValue).\(format.fileExtension)")
    }

    @Test(arguments: formats)
    func reportMatchesGoldenFile(format: String, fileExtension: String) throws {
        let result = try runCLI(["Examples", "--format", format, "--jobs", "2"], environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(result.status == 1, "the broken examples have error-level findings")
        // SARIF and the xcode format name the folder they ran in; pin it to a placeholder.
        let root = repositoryRoot.standardizedFileURL.path
        let report = result.stdout.replacingOccurrences(of: "file://" + root + "/", with: "file:///REPO/")
            .replacingOccurrences(of: root + "/Examples/", with: "/REPO/Examples/")
        let golden = repositoryRoot.appendingPathComponent("Tests/Golden/examples.\(fileExtension)")
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
