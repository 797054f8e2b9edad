import A11yLintSyntax

/// `gesture-without-alternative`: functionality reachable only by a gesture
/// assistive technology users cannot perform.
public struct GestureWithoutAlternativeRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "gesture-without-alternative",
        name: "Gesture without an accessible alternative",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
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
        // A gesture whose commands a button, menu item or accessibility action
        // also runs is a shortcut; a press tracked with a zero-length long
        // press on a control only draws the press.
        guard let gesture = facts.firstGesture(of: node, where: { modifier, kind in
                  Self.kinds.contains(kind) && !(isControl && (kind == .drag || Self.tracksPress(modifier, kind)))
                      && !Self.onlyChangesLooks(modifier, facts) && !view.isReachableFromAControl(modifier)
              }),
              !facts.hasAccessibilityAlternative(node), facts.hiddenState(node) == .no,
              !Self.hasContextMenu(view),
              !view.isCovered(by: Self.silencedBy) else { return }
        findings.report(Self.self, Self.message(view.tree.text(ofToken: view.nameToken), gesture.kind), at: view.nameToken, of: view,
                        unlessEveryUseHas: Self.silencedBy)
    }
}

extension GestureWithoutAlternativeRule {
    /// `.contextMenu { … }`, or a custom modifier whose name says it adds one
    /// (`.tabBarContextMenu(…)`): its items are the accessible alternative.
    static func hasContextMenu(_ view: ViewContext) -> Bool {
        view.members.contains { $0.hasArgumentClause && view.tree.token($0.nameToken, containsCaseInsensitive: "contextMenu") }
    }

    /// `.onLongPressGesture(minimumDuration: 0, …)` tracks the finger going
    /// down, for a pressed look; so does a `LongPressGesture` that only
    /// reports its changes (`.onChanged`, `.updating`) and never ends in an action.
    static func tracksPress(_ modifier: MemberNode, _ kind: GestureKind) -> Bool {
        guard kind == .longPress else { return false }
        if let gesture = modifier.arguments.firstValue, gesture.isNamed("LongPressGesture") {
            return !gesture.members.isEmpty && !gesture.members.contains { $0.isNamed("onEnded") }
        }
        guard let duration = modifier.argument(labeled: "minimumDuration"), duration.kind == .numberLiteral else { return false }
        return Double(duration.tree.text(ofToken: duration.firstToken)) == 0
    }

    /// Actions that only change how things look, dismiss the keyboard or
    /// the screen, or clear state.
    static func onlyChangesLooks(_ modifier: MemberNode, _ facts: AccessibilityFacts) -> Bool {
        let actions = facts.actionClosures(of: modifier)
        return facts.isCosmetic(actions) || facts.onlyResetsState(actions) || facts.onlyDismisses(actions)
    }

    static func message(_ view: String, _ kind: GestureKind) -> String {
        let fix = kind == .drag
            ? "add .accessibilityAdjustableAction (for a slider) or .accessibilityAction(named: \"…\") that does the same"
            : "add .accessibilityAction(named: \"…\") that does the same"
        return "\(view) does something only on \(kind.phrase), which VoiceOver, Switch Control and Voice Control users "
            + "cannot perform; \(fix)"
    }
}

/// The UIKit form: a long-press, pan, swipe, pinch, rotation or multi-tap
/// recognizer on a view with no accessibility action, whose selector no
/// control also runs.
extension GestureWithoutAlternativeRule: UIKitRule {
    static let uikitAnswers = UIKitCatalog.actionMembers

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        // A gesture on a control (a long press on a button) is a shortcut
        // beside the control's own action, which stays reachable.
        for target in model.targets where target.className != nil && !model.isInsideElement(target)
            && !model.isKind(target, of: UIKitCatalog.controlClasses) {
            for recognizer in target.recognizers where Self.kinds.contains(recognizer.gesture) {
                guard !model.hasAlternative(recognizer), !model.gives(target, anyOf: UIKitCatalog.actionMembers),
                      !model.isHiddenFromAccessibility(target), !model.onlyAdjustsTheView(recognizer) else { continue }
                findings.report(Self.self, Self.uikitMessage(target.name, recognizer.gesture), at: recognizer.addition,
                                in: uikit.tree, unlessClass: model.classCondition(of: target, anyOf: Self.uikitAnswers))
            }
        }
    }

    static func uikitMessage(_ view: String, _ kind: GestureKind) -> String {
        "\(view) does something only on \(kind.phrase), which VoiceOver, Switch Control and Voice Control users cannot "
            + "perform; offer it as an accessibilityCustomActions entry (or implement accessibilityIncrement/Decrement "
            + "for an adjustable value), or as a button"
    }
}

