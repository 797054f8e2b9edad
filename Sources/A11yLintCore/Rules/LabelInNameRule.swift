import A11yLintSyntax

/// `label-in-name`: an accessibility label that does not contain the visible title.
public struct LabelInNameRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "label-in-name",
        name: "Label does not contain the visible text",
        defaultSeverity: .warning,
        wcag: ["2.5.3"])

    public static let interest: ViewInterest = .views([.control])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        guard view.role.isControl, let (modifier, label) = facts.labelText(of: view.node),
              let visible = facts.visibleTitle(of: view.node), !LabelWording.isBlank(visible), !LabelWording.isBlank(label),
              !LabelWording.isLocalizationKey(visible), !LabelWording.isLocalizationKey(label),
              !LabelWording.contains(label, phrase: visible) else { return }
        findings.report(Self.self, Self.message(label: label, visible: visible), at: modifier.nameToken, of: view)
    }
}

extension LabelInNameRule {
    static func message(label: String, visible: String) -> String {
        "Accessibility label \"\(label)\" does not contain the visible title \"\(visible)\": Voice Control users say what "
            + "they see and nothing matches; include \"\(visible)\" in the label, or remove the label"
    }
}
