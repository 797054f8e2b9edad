import A11yLintSyntax

/// `disabled-not-announced`: a control made inert with
/// `.allowsHitTesting(condition)` and dimmed, but never disabled.
public struct DisabledNotAnnouncedRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "disabled-not-announced",
        name: "Disabled look without .disabled",
        defaultSeverity: .warning,
        wcag: ["4.1.2"])

    public static let interest: ViewInterest = .views(modifiersNamed: ["allowsHitTesting"])

    /// Modifiers that dim a view when given a condition.
    static let dimming: [StaticString] = ["opacity", "foregroundColor", "foregroundStyle", "saturation", "grayscale", "tint"]

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        guard let gate = view.members.first(where: { $0.isNamed("allowsHitTesting") && $0.hasArgumentClause }),
              let condition = gate.arguments.firstValue, condition.kind != .booleanLiteral,
              let dimmer = view.members.first(where: { modifier in
                  dimming.contains { modifier.isNamed($0) } && modifier.arguments.contains { $0.value?.kind == .ternary }
              }),
              facts.isInteractive(view.node) || facts.hasDescendant(view.node, where: facts.isInteractive),
              !isDisabled(view), !hides(dimmer, view), !readsIsEnabled(condition, facts.tree) else { return }
        findings.report(Self.self, message(dimmer.name), at: gate.nameToken, of: view)
    }

    /// `.disabled(…)` on the view, around it, or on a control inside it.
    static func isDisabled(_ view: ViewContext) -> Bool {
        let facts = view.facts
        let hasDisabled = { (node: Int32) in facts.modifier(of: node, named: "disabled") != nil }
        return hasDisabled(view.node) || view.ancestors.contains { hasDisabled($0.node) }
            || facts.hasDescendant(view.node, where: hasDisabled)
    }

    /// `.allowsHitTesting(isEnabled)` where `@Environment(\.isEnabled) var isEnabled`:
    /// only `.disabled(…)` around the view turns it off, and VoiceOver says "dimmed" then.
    static func readsIsEnabled(_ condition: ExpressionNode, _ tree: SyntaxTree) -> Bool {
        guard condition.kind == .reference, condition.members.isEmpty, let name = condition.nameToken else { return false }
        return tree.declarations.indices.contains { index in
            guard let declaration = tree.declarationNode(Int32(index)), let declared = declaration.nameToken,
                  tree.token(declared, sameTextAs: name),
                  let text = declaration.attribute("Environment")?.argumentText else { return false }
            return text.hasSuffix(".isEnabled")
        }
    }

    /// `.opacity(isHidden ? 0 : 1)`, or `.accessibilityHidden`: the view is
    /// hidden when inert, not dimmed (`hidden-interactive` judges hiding).
    static func hides(_ dimmer: MemberNode, _ view: ViewContext) -> Bool {
        if view.members.contains(where: { $0.isNamed("accessibilityHidden") }) { return true }
        guard dimmer.isNamed("opacity"), let parts = dimmer.arguments.firstValue?.ternaryParts else { return false }
        return [parts.then, parts.otherwise].contains { $0.flatMap(view.facts.numberValue) == 0 }
    }

    static func message(_ dimmer: String) -> String {
        ".allowsHitTesting and a conditional .\(dimmer) make this look and act disabled, but VoiceOver still offers "
            + "it as active and never says \"dimmed\"; use .disabled(…) instead (or as well)"
    }
}
