import Testing
@testable import A11yLintSyntax

/// Operators, members and declarations as the typed node views show them.
@Suite("Syntax nodes")
struct SyntaxNodeTests {
    /// The first expression statement of the file.
    private func firstExpression(_ text: String) -> ExpressionNode {
        parse(text).topLevelStatements.first!.expression!
    }

    @Test func assignmentsKeepTheirOperatorTargetAndValue() {
        let node = firstExpression("accessibilityTraits = selected ? [.button, .selected] : .button")
        #expect(node.kind == .assignment)
        #expect(node.tree.text(ofToken: node.assignmentOperator!) == "=")
        #expect(node.assignedTarget?.name == "accessibilityTraits")
        let value = node.assignedValue!
        #expect(value.kind == .ternary)
        let parts = value.ternaryParts!
        #expect(parts.condition?.name == "selected")
        #expect(parts.then?.kind == .collection)
        #expect(parts.otherwise?.kind == .implicitMember)
        #expect(value.operatorTokens.map(node.tree.text(ofToken:)) == ["?", ":"])
    }

    /// `_ = call()` throws the result away: an assignment whose value is the call.
    @Test func aDiscardedResultIsAnAssignmentToTheWildcard() {
        let node = firstExpression("_ = formView.resignFirstResponder()")
        #expect(node.kind == .assignment)
        #expect(node.assignedTarget?.kind == .other)
        #expect(node.assignedValue?.members.last?.name == "resignFirstResponder")
        // Elsewhere `_` starts no expression.
        #expect(parse("_ in").topLevelStatements.first?.expression == nil)
    }

    @Test func compoundAssignmentsAreAssignmentsAndComparisonsAreNot() {
        for (text, op) in [("traits |= .isButton", "|="), ("count += 1", "+="), ("x <<= 2", "<<=")] {
            let node = firstExpression(text)
            #expect(node.kind == .assignment, "\(text)")
            #expect(node.tree.text(ofToken: node.assignmentOperator!) == op)
        }
        for text in ["a == b", "a != b", "a <= b", "a >= b", "a === b", "a ?? b"] {
            let node = firstExpression(text)
            #expect(node.kind == .sequence, "\(text)")
            #expect(node.assignedTarget == nil)
            #expect(node.operatorTokens.count == 1)
        }
    }

    @Test func assignmentBindsLooserThanOperatorsAndAssociatesRight() {
        let node = firstExpression("a = b = c + d")
        #expect(node.kind == .assignment)
        #expect(node.assignedTarget?.name == "a")
        let inner = node.assignedValue!
        #expect(inner.kind == .assignment)
        #expect(inner.assignedValue?.kind == .sequence)
        #expect(inner.assignedValue?.arguments.count == 2)
        // A nested ternary in the else branch.
        let nested = firstExpression("a ? b : c ? d : e")
        #expect(nested.ternaryParts?.otherwise?.kind == .ternary)
        // A ternary in the then branch.
        let inThen = firstExpression("a ? b ? c : d : e")
        #expect(inThen.ternaryParts?.then?.kind == .ternary)
        #expect(inThen.ternaryParts?.otherwise?.name == "e")
    }

    @Test func operationsSpanTheirOperands() {
        let node = firstExpression("  isOn = !isOff")
        #expect(node.tree.source.text(node.byteRange) == "isOn = !isOff")
    }

    @Test func membersSayWhetherTheyHaveAnArgumentClause() {
        let assignment = firstExpression("button.accessibilityLabel = title")
        let target = assignment.assignedTarget!
        #expect(target.name == "button")
        let member = target.members.first!
        #expect(member.isNamed("accessibilityLabel"))
        #expect(!member.hasArgumentClause)
        #expect(member.tree.text(ofToken: member.dotToken) == ".")
        let chain = firstExpression("Image(\"x\").resizable().accessibilityHidden(true)\n    .onTapGesture { }")
        #expect(chain.members.map(\.hasArgumentClause) == [true, true, true])
        #expect(chain.members.map(\.name) == ["resizable", "accessibilityHidden", "onTapGesture"])
        let last = chain.members.last!
        #expect(chain.tree.source.text(last.byteRange) == ".onTapGesture { }")
        #expect(chain.member(named: "accessibilityHidden")?.arguments.firstValue?.kind == .booleanLiteral)
        let optional = firstExpression("item?.title")
        #expect(optional.members.first.map { $0.tree.source.text($0.byteRange) } == ".title")
    }

    @Test func argumentsAreFoundByLabel() {
        let node = firstExpression("Button(\"Close\", role: .cancel, action: close)")
        #expect(node.argument(labeled: "role")?.name == "cancel")
        #expect(node.argument(labeled: "action")?.name == "close")
        #expect(node.argument(labeled: "missing") == nil)
        #expect(node.arguments.firstValue?.stringValue == "Close")
        #expect(node.arguments.first?.labelToken == nil)
    }

    @Test func declarationsKeepModifiersAttributesAndParameters() {
        let tree = parse("""
            final class Cell: UITableViewCell {
                @IBOutlet weak var icon: UIImageView!
                @ScaledMetric(relativeTo: .body) private var size = 20
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                override var accessibilityLabel: String? { get { "x" } set { } }
                @objc override class func make(_ title: String, for state: UIControl.State = .normal) {}
            }
            """)
        let cell = tree.topLevelStatements.first!.declaration!
        #expect(cell.hasModifier("final"))
        #expect(cell.inherits("UITableViewCell"))
        let members = cell.body.compactMap(\.declaration)
        #expect(members.map { $0.name ?? "" } == ["icon", "size", "reduceMotion", "accessibilityLabel", "make"])
        #expect(members[0].attribute("IBOutlet") != nil && members[0].hasModifier("weak"))
        #expect(members[1].attribute("ScaledMetric")?.argumentText == "relativeTo: .body")
        #expect(members[1].hasModifier("private"))
        #expect(members[2].attribute("Environment")?.argumentText == "\\.accessibilityReduceMotion")
        #expect(members[3].hasModifier("override") && members[3].parent == cell)
        let make = members[4]
        #expect(make.attribute("objc") != nil && make.hasModifier("override") && make.isStatic)
        #expect(make.parameters.map(\.argumentLabel) == [nil, "for"])
        #expect(make.parameters.map(\.name) == ["title", "state"])
        #expect(make.parameters.map(\.typeText) == ["String", "UIControl.State"])
        #expect(tree.source.text(make.byteRange).hasPrefix("@objc override class func make"))
        #expect(tree.source.text(make.byteRange).hasSuffix("{}"))
    }

    @Test func sentinelsBecomeNil() {
        let tree = parse("let x")
        let declaration = tree.topLevelStatements.first!.declaration!
        #expect(declaration.initializer == nil)
        #expect(declaration.parent == nil)
        #expect(tree.node(-1) == nil)
        #expect(tree.declarationNode(-1) == nil)
    }

    @Test func longOperatorChainsStayBoundedAndLinear() {
        let assignments = String(repeating: "a = ", count: 50_000) + "b"
        let ternaries = String(repeating: "a ? b : ", count: 50_000) + "c"
        let unmatched = String(repeating: "a ? ", count: 50_000) + "c"
        for text in [assignments, ternaries, unmatched] {
            let tree = parse(text)
            #expect(tree.topLevel.count == 1)
            #expect(tree.operatorTokens.count >= 50_000)
        }
    }
}
