import A11yLintSyntax

/// `hidden-interactive`: `.accessibilityHidden(true)` on something that can be activated.
public struct HiddenInteractiveRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "hidden-interactive",
        name: "Interactive view hidden from accessibility",
        defaultSeverity: .error,
        wcag: ["2.1.1", "4.1.2"])

    public static let interest: ViewInterest = .views(modifiers: [.hidden])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let node = view.node
        // Drawn fully transparent (`.opacity(0)`, `.hidden()`), it is on no one's screen: hiding it from
        // accessibility too is right (buttons kept only for their keyboard shortcuts).
        guard facts.hiddenState(node, countingInvisible: false) == .yes, !Self.isDisabled(node, facts),
              facts.firstModifier(of: node, where: { $0 == .invisible }) == nil,
              facts.isInteractive(node) || facts.hasDescendant(node, where: facts.isInteractive),
              !view.isCovered(by: [.accessibleAlternative]) else { return }
        let what = facts.isInteractive(node) ? "a control" : "a container with a control inside"
        findings.report(Self.self, Self.message(what), at: view.nameToken, of: view, unlessEveryUseHas: [.accessibleAlternative])
    }

    /// `.disabled(true)` or `.allowsHitTesting(false)`: nothing to activate.
    static func isDisabled(_ node: Int32, _ facts: AccessibilityFacts) -> Bool {
        func argument(_ name: StaticString) -> Tristate? {
            guard let modifier = facts.modifier(of: node, named: name) else { return nil }
            return ModifierCatalog.booleanArgument(modifier.arguments.first.map { $0.raw.value }, in: facts.tree)
        }
        return argument("disabled") == .yes || argument("allowsHitTesting") == .no
    }
}

extension HiddenInteractiveRule {
    static func message(_ what: String) -> String {
        ".accessibilityHidden(true) hides \(what) that is still on screen and still works: VoiceOver, Switch Control and "
            + "Voice Control users cannot reach it; remove it, or offer the action on the enclosing element"
    }
}
