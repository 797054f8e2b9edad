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
        guard facts.hiddenState(node, countingInvisible: false) == .yes, !facts.cannotBeActivated(node),
              facts.firstModifier(of: node, where: { $0 == .invisible }) == nil,
              facts.isInteractive(node) || facts.hasDescendant(node, where: facts.isInteractive),
              !view.isCovered(by: silencedBy), !Self.duplicatesAnAdjustable(view), !Self.duplicatesAControl(view) else { return }
        let what = facts.isInteractive(node) ? "a control" : "a container with a control inside"
        findings.report(Self.self, Self.message(what), at: view.nameToken, of: view, unlessEveryUseHas: silencedBy)
    }

    /// An element with actions of its own speaks for what it hides; a
    /// control inside another control's label is no element of its own.
    static let silencedBy: [ContextCondition] = [.accessibleAlternative, .controlLabel]

    /// Everything activating the hidden view runs (at least one command) is
    /// also run by a button, link, accessibility action or tapped view of the
    /// file outside it that is not hidden: a second, larger hit area or a
    /// copy of a button shown elsewhere on the screen, hidden so that
    /// VoiceOver meets the action once. (A tapped view that is not a button
    /// is `tap-gesture-not-button`'s finding, once, where it is exposed.)
    static func duplicatesAControl(_ view: ViewContext) -> Bool {
        view.isRunElsewhere(view.facts.activationCommandKeys(of: view.node))
    }

    /// Hidden beside a view that VoiceOver adjusts instead (a custom slider
    /// with `.accessibilityRepresentation { Slider(…) }` or
    /// `.accessibilityAdjustableAction`), in the same container: controls
    /// there (step buttons) duplicate it, and hiding them removes the duplicate.
    static func duplicatesAnAdjustable(_ view: ViewContext) -> Bool {
        let facts = view.facts
        let standsIn = { (node: Int32) in
            facts.hasRepresentation(node) || facts.modifier(of: node, named: "accessibilityAdjustableAction") != nil
        }
        return view.siblings.contains { standsIn($0) || facts.hasDescendant($0, where: standsIn) }
    }
}

extension HiddenInteractiveRule {
    static func message(_ what: String) -> String {
        ".accessibilityHidden(true) hides \(what) that is still on screen and still works: VoiceOver, Switch Control and "
            + "Voice Control users cannot reach it; remove it, or offer the action on the enclosing element"
    }
}
