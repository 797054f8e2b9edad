import A11yLintSyntax

/// `hint-wording`: a hint that describes the gesture or repeats the label.
public struct HintWordingRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "hint-wording",
        name: "Hint describes the gesture",
        defaultSeverity: .warning,
        wcag: ["2.4.6"])

    public static let interest: ViewInterest = .views(modifiers: [.hint])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        for modifier in view.members where facts.effect(of: modifier) == .hint {
            guard let hint = facts.text(of: modifier), !LabelWording.isLocalizationKey(hint) else { continue }
            let normalized = LabelWording.normalized(hint)
            let label = facts.labelText(of: view.node)?.text ?? facts.visibleTitle(of: view.node)
            if let gesture = LabelWording.gestureHintOpenings.first(where: { normalized == $0 || normalized.hasPrefix($0 + " ") }) {
                findings.report(Self.self, Self.describesGesture(hint, gesture), at: modifier.nameToken, of: view)
            } else if let label, !normalized.isEmpty, normalized == LabelWording.normalized(label) {
                findings.report(Self.self, Self.repeatsLabel(hint), at: modifier.nameToken, of: view)
            }
        }
    }
}

extension HintWordingRule {
    static func describesGesture(_ hint: String, _ gesture: String) -> String {
        "Accessibility hint \"\(hint)\" describes the gesture (\"\(gesture)\"): VoiceOver announces the gesture itself and "
            + "other assistive technologies use other ones; say what happens (\"Opens the calculator.\")"
    }

    static func repeatsLabel(_ hint: String) -> String {
        "Accessibility hint \"\(hint)\" repeats the label: it adds nothing; say what happens, or remove the hint"
    }
}
