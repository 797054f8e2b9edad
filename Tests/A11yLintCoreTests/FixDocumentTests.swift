import A11yLintCore
import A11yLintSyntax
import Testing

/// The "Fix" sections of the rule documents are the fixes' tests: `--fix`
/// (or `--fix --unsafe-fixes`) must turn each `fix` block into its `fixed`
/// block, byte for byte, also with CRLF line endings; a second run must
/// change nothing; and what it fixed must be gone.
@Suite("Fixes")
struct FixDocumentTests {
    static let allFixExamples: [RuleFixExample] = {
        (try? RuleDocument.allIDs().flatMap { try RuleDocument.load($0).fixExamples }) ?? []
    }()

    static func fixer(_ example: RuleFixExample) -> Fixer {
        var options = LintOptions()
        options.onlyRules = [example.rule]
        return Fixer(linter: Linter(options: options), mode: example.unsafe ? .all : .safe)
    }

    static func fixed(_ text: String, _ example: RuleFixExample) -> (text: String, failure: String?) {
        let fixer = fixer(example)
        let source = SourceFile(path: "Example.swift", text: text)
        let result = fixer.fix(source, findings: fixer.linter.lint(source))
        return (String(decoding: result.fixed, as: UTF8.self), result.failure)
    }

    @Test func everyFixableRuleDocumentsItsFixes() {
        let documented = Set(Self.allFixExamples.map(\.rule))
        for rule in ["deprecated-accessibility-modifier", "fixed-font-size", "font-not-adjusting", "label-contains-role",
                     "fake-heading", "heading-missing-trait", "tap-gesture-not-button"] {
            #expect(documented.contains(rule), "Rules/\(rule).md has no Fix example")
        }
    }

    @Test(arguments: allFixExamples)
    func fixTurnsTheExampleIntoItsFixedForm(example: RuleFixExample) {
        let once = Self.fixed(example.before, example)
        #expect(once.failure == nil, "\(example): \(once.failure ?? "")")
        #expect(once.text == example.after, "\(example)")
        let twice = Self.fixed(once.text, example)
        #expect(twice.text == once.text, "\(example): a second --fix changes nothing")
        let crlf = Self.fixed(example.before.replacingOccurrences(of: "\n", with: "\r\n"), example)
        #expect(crlf.text == example.after.replacingOccurrences(of: "\n", with: "\r\n"), "\(example): CRLF")
        if !example.unsafe {
            let safeFixer = Fixer(linter: Self.fixer(example).linter, mode: .safe)
            let source = SourceFile(path: "Example.swift", text: example.before)
            #expect(safeFixer.fix(source, findings: safeFixer.linter.lint(source)).fixedCount > 0, "\(example): a safe fix")
        } else {
            let safeOnly = Fixer(linter: Self.fixer(example).linter, mode: .safe)
            let source = SourceFile(path: "Example.swift", text: example.before)
            #expect(safeOnly.fix(source, findings: safeOnly.linter.lint(source)).fixed == source.bytes,
                    "\(example): an unsafe fix is not applied by --fix alone")
        }
    }

    @Test func overlappingFixesWaitForTheNextPass() {
        let fix = { (range: Range<Int>, text: String) in Fix(title: "t", applicability: .safe, edits: [TextEdit(range: range, replacement: text)]) }
        let bytes = Array("abcdef".utf8)
        let outcome = FixApplier.apply([fix(2..<4, "X"), fix(3..<5, "Y"), fix(0..<0, "<"), fix(6..<6, ">")], to: bytes)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "<abXef>")
        #expect(outcome.applied.sorted() == [0, 2, 3])
    }
}
