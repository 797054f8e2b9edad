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
            guard let hint = facts.text(of: modifier),
                  let problem = Self.problem(hint: hint, label: facts.labelText(of: view.node)?.text ?? facts.visibleTitle(of: view.node))
            else { continue }
            findings.report(Self.self, problem, at: modifier.nameToken, of: view)
        }
    }
}

extension HintWordingRule {
    /// What is wrong with a hint, if anything: it describes the gesture, or
    /// repeats the label.
    static func problem(hint: String, label: String?) -> String? {
        guard !LabelWording.isLocalizationKey(hint) else { return nil }
        let normalized = LabelWording.normalized(hint)
        if let gesture = LabelWording.gestureHintOpenings.first(where: { normalized == $0 || normalized.hasPrefix($0 + " ") }) {
            return describesGesture(hint, gesture)
        }
        if let label, !normalized.isEmpty, normalized == LabelWording.normalized(label) { return repeatsLabel(hint) }
        return nil
    }

    static func describesGesture(_ hint: String, _ gesture: String) -> String {
        "Accessibility hint \"\(hint)\" describes the gesture (\"\(gesture)\"): VoiceOver announces the gesture itself and "
            + "other assistive technologies use other ones; say what happens (\"Opens the calculator.\")"
    }

    static func repeatsLabel(_ hint: String) -> String {
        "Accessibility hint \"\(hint)\" repeats the label: it adds nothing; say what happens, or remove the hint"
    }
}

/// The UIKit form: `accessibilityHint = "Double tap to open"`.
extension HintWordingRule: UIKitRule {
    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        for target in uikit.model.targets {
            let label = uikit.model.literals(of: "accessibilityLabel", on: target).first?.text
            for (token, hint) in uikit.model.literals(of: "accessibilityHint", on: target) {
                if let problem = Self.problem(hint: hint, label: label) { findings.report(Self.self, problem, at: token, in: uikit.tree) }
            }
        }
    }
}

