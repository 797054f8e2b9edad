import A11yLintCore
import A11yLintSyntax
import Testing

/// Test rules that report every node the walk hands them, to see what the
/// dispatcher passes to whom.
private struct EveryTextRule: ViewRule {
    static let descriptor = RuleDescriptor(id: "test-every-text", name: "t", defaultSeverity: .note, wcag: [])
    static let interest: ViewInterest = .views([.text])
    static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        findings.report(Self.self, "text", at: view.nameToken, of: view)
    }
}

private struct HintModifierRule: ViewRule {
    static let descriptor = RuleDescriptor(id: "test-hint", name: "t", defaultSeverity: .note, wcag: [])
    static let interest: ViewInterest = .views(modifiers: [.hint], modifiersNamed: ["tabItem"])
    static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        findings.report(Self.self, "hint", at: view.nameToken, of: view)
    }
}

private struct OverrideRule: DeclarationRule {
    static let descriptor = RuleDescriptor(id: "test-override", name: "t", defaultSeverity: .warning, wcag: [])
    static let declarationKinds: Set<DeclarationKind> = [.variable]
    static func check(_ declaration: DeclarationNode, in file: FileContext, _ findings: inout FindingSink) {
        guard declaration.hasModifier("override"), let name = declaration.nameToken else { return }
        findings.report(Self.self, "override of \(file.tree.text(ofToken: name))", range: file.tree.tokens[Int(name)].range)
    }
}

private struct LabelAssignmentRule: AssignmentRule {
    static let descriptor = RuleDescriptor(id: "test-label-assignment", name: "t", defaultSeverity: .error, wcag: [])
    static let assignedMembers: Set<String> = ["accessibilityLabel"]
    static func check(_ assignment: AssignmentContext, _ findings: inout FindingSink) {
        let receiver = assignment.receiver?.name ?? "self"
        let inside = assignment.enclosingDeclaration?.name ?? "-"
        let fix = Fix(title: "clear", applicability: .safe,
                      edits: [TextEdit(range: assignment.assignedValue.byteRange, replacement: "nil")])
        findings.report(Self.self, "\(receiver) in \(inside)", range: assignment.assignment.byteRange, fix: fix)
    }
}

extension AssignmentContext {
    fileprivate var assignedValue: ExpressionNode { assignment.assignedValue! }
}

@Suite("Rule dispatch")
struct DispatchTests {
    static let source = SourceFile(path: "Cell.swift", text: """
        final class Cell: UITableViewCell {
            override var isAccessibilityElement: Bool { get { true } set { } }
            var plain = 1
            func configure() {
                accessibilityLabel = "Row"
                button.accessibilityLabel = title
                button.accessibilityHint = "Opens"
                count += 1
            }
            var body: some View {
                VStack {
                    Text("A")
                    Image("b").accessibilityHint("Opens")
                }
            }
        }
        """)

    static func run(_ rules: [any Rule.Type]) -> [String] {
        Linter(rules: rules).lint(source).map { "\($0.ruleID) \($0.line):\($0.column) \($0.message)" }
    }

    @Test func viewRulesAreHandedOnlyTheViewsTheyAskFor() {
        #expect(Self.run([EveryTextRule.self]) == ["test-every-text 12:13 text"])
        #expect(Self.run([HintModifierRule.self]) == ["test-hint 13:13 hint"])
        #expect(Self.run([EveryTextRule.self, HintModifierRule.self]).count == 2)
    }

    @Test func declarationRulesGetTheKindsTheyAskFor() {
        #expect(Self.run([OverrideRule.self]) == ["test-override 2:18 override of isAccessibilityElement"])
    }

    @Test func assignmentRulesGetAssignmentsToTheirMembersOnSelfAndOnVariables() {
        #expect(Self.run([LabelAssignmentRule.self]) == [
            "test-label-assignment 5:9 self in configure",
            "test-label-assignment 6:9 button in configure",
        ])
    }

    @Test func findingsKeepTheirRangeAndFix() throws {
        let findings = Linter(rules: [LabelAssignmentRule.self]).lint(Self.source)
        let first = try #require(findings.first)
        let text = Self.source.text(first.range)
        #expect(text == "accessibilityLabel = \"Row\"")
        let fix = try #require(first.fix)
        #expect(fix.applicability == .safe)
        #expect(fix.edits.map { Self.source.text($0.range) } == ["\"Row\""])
    }

    @Test func theRegistryRunsNoRuleTwiceAndEveryViewRuleDeclaresAnInterest() {
        let ids = RuleRegistry.all.map { $0.descriptor.id }
        #expect(Set(ids).count == ids.count)
        #expect(RuleRegistry.all.allSatisfy { $0 is any ViewRule.Type || $0 is any DeclarationRule.Type
            || $0 is any AssignmentRule.Type || $0 is any UIKitRule.Type })
    }

    @Test func locatorsCountColumnsInTheUnitAsked() {
        let source = SourceFile(path: "x.swift", text: "let s = \"😀é\"; Text(s)")
        let offset = Array(source.bytes).firstIndex(of: UInt8(ascii: "T"))!
        var scalars = SourceLocator(source)
        var utf16 = SourceLocator(source, unit: .utf16)
        var bytes = SourceLocator(source, unit: .bytes)
        #expect(scalars.location(ofOffset: offset).column == 15)
        #expect(utf16.location(ofOffset: offset).column == 16)
        #expect(bytes.location(ofOffset: offset).column == offset + 1)
    }
}
