import A11yLintSyntax

/// `empty-accessibility-label`: `.accessibilityLabel("")`.
public struct EmptyAccessibilityLabelRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "empty-accessibility-label",
        name: "Empty accessibility label",
        defaultSeverity: .error,
        wcag: ["1.1.1", "4.1.2"])

    public static let interest: ViewInterest = .views(modifiers: [.label])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        for modifier in view.members where facts.effect(of: modifier) == .label {
            guard let text = facts.text(of: modifier), LabelWording.isBlank(text) else { continue }
            findings.report(Self.self, Self.message, at: modifier.nameToken, of: view)
        }
    }
}

extension EmptyAccessibilityLabelRule {
    static let message = "Accessibility label is empty: it erases the element's name, so VoiceOver reads only its type "
        + "and Voice Control cannot name it; write the label, or use .accessibilityHidden(true) for decoration"
}

/// The UIKit form: `accessibilityLabel = ""`, or an override returning "".
extension EmptyAccessibilityLabelRule: UIKitRule {
    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        // A view taken out of the tree (`isAccessibilityElement = false`), or a plain container
        // never made an element (a `UIView` or stack view VoiceOver reads through), is never read:
        // its empty label is moot.
        let model = uikit.model
        for target in model.targets where !model.isHiddenFromAccessibility(target)
            && !(UIKitCatalog.containerClasses.contains(target.className ?? "") && !model.gives(target, anyOf: ["isAccessibilityElement"])) {
            for (token, text) in uikit.model.literals(of: "accessibilityLabel", on: target) where LabelWording.isBlank(text) {
                findings.report(Self.self, Self.uikitMessage, at: token, in: uikit.tree)
            }
        }
    }

    static let uikitMessage = "Accessibility label is empty: it erases the element's name, so VoiceOver reads only its "
        + "type and Voice Control cannot name it; write the label, or set isAccessibilityElement = false for decoration"
}

