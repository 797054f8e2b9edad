import A11yLintSyntax

/// `gesture-without-alternative`: functionality reachable only by a gesture
/// assistive technology users cannot perform.
public struct GestureWithoutAlternativeRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "gesture-without-alternative",
        name: "Gesture without an accessible alternative",
        defaultSeverity: .warning,
        wcag: ["2.1.1", "2.5.1", "2.5.7"])

    static let kinds: [GestureKind] = [.multiTap, .longPress, .drag, .magnify, .rotate, .dragAndDrop]
    static let silencedBy: [ContextCondition] = [.accessibleAlternative, .hidden]

    public static let interest: ViewInterest = .views(gestures: true)

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let node = view.node
        let isControl = view.role.isControl || facts.makesControl(node)
        // A drag on a control tracks the press for a visual effect; the control
        // still works. Actions that only change how things look are not missed.
        guard let gesture = facts.firstGesture(of: node, where: { modifier, kind in
                  Self.kinds.contains(kind) && !(isControl && kind == .drag) && !Self.onlyChangesLooks(modifier, facts)
              }),
              !facts.hasAccessibilityAlternative(node), facts.hiddenState(node) == .no,
              facts.modifier(of: node, named: "contextMenu") == nil,
              !view.isCovered(by: Self.silencedBy) else { return }
        findings.report(Self.self, Self.message(view.tree.text(ofToken: view.nameToken), gesture.kind), at: view.nameToken, of: view,
                        unlessEveryUseHas: Self.silencedBy)
    }
}

extension GestureWithoutAlternativeRule {
    /// Actions that only change how things look, dismiss the keyboard or clear state.
    static func onlyChangesLooks(_ modifier: MemberNode, _ facts: AccessibilityFacts) -> Bool {
        let actions = facts.actionClosures(of: modifier)
        return facts.isCosmetic(actions) || facts.onlyResetsState(actions)
    }

    static func message(_ view: String, _ kind: GestureKind) -> String {
        let fix = kind == .drag
            ? "add .accessibilityAdjustableAction (for a slider) or .accessibilityAction(named: \"…\") that does the same"
            : "add .accessibilityAction(named: \"…\") that does the same"
        return "\(view) does something only on \(kind.phrase), which VoiceOver, Switch Control and Voice Control users "
            + "cannot perform; \(fix)"
    }
}
