import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

/// The examples in `Rules/<id>.md` are the rules' tests: each block under
/// "Triggers" must report exactly at its `↓` markers, each block under "Does
/// not trigger" must stay silent — alone and through the whole engine, and
/// again when amplified (multi-byte prefix, CRLF, commented out, in a string).
@Suite("Rule documents")
struct RuleDocumentTests {
    static let allExamples: [RuleExample] = {
        (try? RuleDocument.allIDs().flatMap { try RuleDocument.load($0).examples }) ?? []
    }()

    /// Findings of `rule` in `code`, with the rule run alone and through the
    /// full engine. Suppression rules need the others' findings, so "alone"
    /// is the engine for them.
    static func findings(_ rule: String, in code: String) -> (alone: [Finding], engine: [Finding]) {
        let source = SourceFile(path: "Example.swift", text: code)
        let engine = engineLinter(rule).lint(source).filter { $0.ruleID == rule }
        guard !SuppressionRules.all.contains(where: { $0.id == rule }) else { return (engine, engine) }
        var alone = LintOptions()
        alone.onlyRules = [rule]
        return (Linter(options: alone).lint(source), engine)
    }

    /// The whole engine with its default rules, and `rule` switched on when
    /// it is off by default (as a severity in the configuration does).
    static func engineLinter(_ rule: String) -> Linter {
        var options = LintOptions()
        options.enabledRules = [rule]
        return Linter(options: options)
    }

    static func positions(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.line):\($0.column)" }
    }

    @Test func everyRegisteredRuleHasADocumentAndEveryDocumentARule() throws {
        let registered = RuleRegistry.descriptors.map(\.id).sorted()
        #expect(try RuleDocument.allIDs() == registered)
        #expect(Set(registered).count == registered.count, "duplicate rule ids")
    }

    @Test func readmeListsEveryRuleWithItsDefaultSeverityAndCriteria() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for rule in RuleRegistry.descriptors {
            let row = readme.components(separatedBy: "\n").first { $0.hasPrefix("| [`\(rule.id)`](Rules/\(rule.id).md) |") }
            let cells = row?.components(separatedBy: " | ") ?? []
            #expect(cells.count == 4, "README has no rules-table row for \(rule.id)")
            #expect(cells.count < 3 || cells[1].hasPrefix(rule.defaultSeverity.rawValue), "README severity of \(rule.id)")
            #expect(cells.count < 3 || cells[2] == (rule.wcag.isEmpty ? "—" : rule.wcag.joined(separator: ", ")), "README WCAG of \(rule.id)")
        }
    }

    @Test(arguments: RuleRegistry.descriptors.map(\.id))
    func documentHasTheFixedSectionsAndMatchingMetadata(id: String) throws {
        let document = try RuleDocument.load(id)
        let rule = try #require(RuleRegistry.descriptor(for: id))
        #expect(document.title == "# \(id)")
        // "Fix" (the before/after pairs of a rule with fixes) may follow "How to fix".
        #expect(document.sections.filter { $0 != "Fix" } == RuleDocument.requiredSections, "Rules/\(id).md sections")
        if let fix = document.sections.firstIndex(of: "Fix") {
            #expect(document.sections[fix - 1] == "How to fix", "Rules/\(id).md: Fix follows How to fix")
            #expect(!document.fixExamples.isEmpty, "Rules/\(id).md: Fix has no fix/fixed pair")
        }
        #expect(document.metadata.hasPrefix("**Severity:** \(rule.defaultSeverity.rawValue)"))
        #expect(document.metadata.contains("**WCAG:** \(rule.wcag.isEmpty ? "—" : rule.wcag.joined(separator: ", "))"))
        #expect(document.metadata.contains("**Enabled by default:** \(rule.isEnabledByDefault ? "yes" : "no")"))
        #expect(document.examples.contains { $0.triggers }, "Rules/\(id).md has no triggering example")
        #expect(document.examples.contains { !$0.triggers }, "Rules/\(id).md has no silent example")
    }

    @Test(arguments: allExamples)
    func exampleReportsExactlyAtItsMarkers(example: RuleExample) throws {
        let (code, markers) = example.code
        #expect(example.triggers == !markers.isEmpty, "\(example): triggering examples need ↓, silent ones none")
        let expected = markers.map { "\($0.line):\($0.column)" }
        let (alone, engine) = Self.findings(example.rule, in: code)
        #expect(Self.positions(alone) == expected, "\(example): rule alone")
        #expect(Self.positions(engine) == expected, "\(example): through the engine")
        #expect(alone.map(\.message) == engine.map(\.message), "\(example)")
        let severity = try #require(RuleRegistry.descriptor(for: example.rule)).defaultSeverity
        #expect(alone.allSatisfy { $0.severity == (example.severity ?? severity) }, "\(example): severity")
    }

    @Test(arguments: allExamples)
    func amplifiedExampleBehavesTheSame(example: RuleExample) {
        let (code, markers) = example.code
        let lines = code.components(separatedBy: "\n")

        // A multi-byte prefix on every line shifts every column by its scalar count.
        let prefix = "/*é🎉*/ "
        let prefixed = lines.map { prefix + $0 }.joined(separator: "\n")
        #expect(Self.positions(Self.findings(example.rule, in: prefixed).engine)
                == markers.map { "\($0.line):\($0.column + prefix.unicodeScalars.count)" }, "\(example): prefixed")

        // CRLF line endings change nothing.
        #expect(Self.positions(Self.findings(example.rule, in: lines.joined(separator: "\r\n")).engine)
                == markers.map { "\($0.line):\($0.column)" }, "\(example): CRLF")

        // After a disable comment, it is silent, and the comment counts as used.
        if !SuppressionRules.all.contains(where: { $0.id == example.rule }) {
            let disabled = Self.engineLinter(example.rule).lint(SourceFile(path: "Example.swift",
                                                    text: "// a11y-lint:disable-file \(example.rule) -- amplified\n" + code))
            #expect(!disabled.contains { $0.ruleID == example.rule || $0.ruleID == SuppressionRules.unused.id } || markers.isEmpty,
                    "\(example): after a disable comment")
            let perLine = lines.enumerated().map { index, line in
                markers.contains { $0.line == index + 1 } ? line + " // a11y-lint:disable:this \(example.rule)" : line
            }.joined(separator: "\n")
            #expect(Self.engineLinter(example.rule).lint(SourceFile(path: "Example.swift", text: perLine)).filter { $0.ruleID == example.rule }.isEmpty,
                    "\(example): disable:this on the marked lines")
        }

        // Commented out, or inside a string, the code is silent.
        let commented = lines.map { "// " + $0 }.joined(separator: "\n")
        #expect(Self.findings(example.rule, in: commented).engine.isEmpty, "\(example): commented out")
        if !code.contains("\"\"\"#") {
            let quoted = "let text = #\"\"\"\n" + code + "\n\"\"\"#"
            #expect(Self.findings(example.rule, in: quoted).engine.isEmpty, "\(example): inside a string")
        }
    }
}
