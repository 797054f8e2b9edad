import A11yLintCore
import Foundation
import Testing

/// The rule documents embedded in the binary are the `Rules/` folder's, and
/// every rule's prose comes from them. Rewrite the embedded copy with
/// `A11Y_LINT_RECORD=1 swift test --filter RuleDocumentation`.
@Suite("Rule documentation")
struct RuleDocumentationTests {
    static let generated = repositoryRoot.appendingPathComponent("Sources/A11yLintCore/Documentation/RuleDocuments.swift")

    /// `RuleDocuments.swift` as it should be for the documents in `Rules/`.
    static func expectedSource() throws -> String {
        var lines = [
            "// Generated from Rules/*.md; do not edit. Rewrite it with",
            "// `A11Y_LINT_RECORD=1 swift test --filter RuleDocumentation` after changing a document.",
            "",
            "/// Every rule document, by rule id.",
            "enum RuleDocuments {",
            "    static let byID: [String: String] = [",
        ]
        for id in try RuleDocument.allIDs() {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Rules/\(id).md"), encoding: .utf8)
            lines.append("        \"\(id)\": ##\"\"\"")
            lines.append(String(text.reversed().drop { $0 == "\n" }.reversed()))
            lines.append("\"\"\"##,")
        }
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theEmbeddedDocumentsAreTheRulesFolders() throws {
        let expected = try Self.expectedSource()
        if ProcessInfo.processInfo.environment["A11Y_LINT_RECORD"] == "1" {
            try Data(expected.utf8).write(to: Self.generated)
            return
        }
        let embedded = try String(contentsOf: Self.generated, encoding: .utf8)
        #expect(embedded == expected, "RuleDocuments.swift is stale; rewrite it with A11Y_LINT_RECORD=1 swift test --filter RuleDocumentation")
        for id in try RuleDocument.allIDs() {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Rules/\(id).md"), encoding: .utf8)
            #expect(RuleDocumentation.document(for: id).map { $0 + "\n" } == text, "\(id)")
        }
    }

    @Test(arguments: RuleRegistry.descriptors.map(\.id))
    func everyRulesProseComesFromItsDocument(id: String) throws {
        let rule = try #require(RuleRegistry.descriptor(for: id))
        for (section, text) in [("What it flags", rule.summary), ("Why it matters", rule.rationale), ("How to fix", rule.fix)] {
            #expect(!text.isEmpty && text == RuleDocumentation.lead(of: section, for: id), "\(id): \(section)")
        }
    }
}
