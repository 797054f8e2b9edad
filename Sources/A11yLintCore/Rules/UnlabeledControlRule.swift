import A11yLintSyntax

/// `unlabeled-control`: a form control with no accessible name.
public struct UnlabeledControlRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "unlabeled-control",
        name: "Control without a name",
        defaultSeverity: .error,
        wcag: ["1.3.1", "2.4.6", "4.1.2"])

    static let kinds: [ControlKind] = [
        .textField, .secureField, .textEditor, .toggle, .slider, .stepper, .picker, .datePicker, .colorPicker, .menu,
    ]

    /// An element that speaks for the control, or the `LabeledContent` it is
    /// the value of, names it; inside another control's label it is part of
    /// that control, read and activated as one element.
    static let silencedBy: [ContextCondition] = [.spokenFor, .labeledContentValue, .controlLabel, .inert]
    /// A picker whose style shows every option with its own name (on it or
    /// around it), or whose options a menu shows as its items: the group's
    /// missing name is a smaller gap, and often deliberate.
    static let pickerSilencedBy: [ContextCondition] = silencedBy + [.namedOptionsPickerStyle, .menuItem]

    public static let interest: ViewInterest = .views([.control])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let node = view.node
        guard case .control(let kind) = view.role, Self.kinds.contains(kind),
              facts.nameState(ofControl: node) == .unnamed, facts.hiddenState(node) == .no,
              // `.disabled(true)`: a copy drawn as a placeholder, never used.
              !facts.hasRepresentation(node), !facts.cannotBeActivated(node) else { return }
        let isChoice = kind == .picker || kind == .datePicker
        guard !(isChoice && facts.hasNamedOptionsPickerStyle(node)) else { return }
        let silencedBy = isChoice ? Self.pickerSilencedBy : Self.silencedBy
        guard !view.isCovered(by: silencedBy) else { return }
        let reason = facts.title(of: node) != nil ? "an empty title"
            : (facts.labelArgument(of: node) != nil ? "empty label content" : "no label")
        findings.report(Self.self, Self.message(view.tree.text(ofToken: view.expression.nameToken), reason: reason),
                        at: view.nameToken, of: view, unlessEveryUseHas: silencedBy)
    }
}

extension UnlabeledControlRule {
    static func message(_ control: String, reason: String) -> String {
        "\(control) has \(reason): VoiceOver announces only its kind and value and Voice Control cannot name it; "
            + "give it a title (hide it with .labelsHidden() if needed) or add .accessibilityLabel(\"…\")"
    }
}
