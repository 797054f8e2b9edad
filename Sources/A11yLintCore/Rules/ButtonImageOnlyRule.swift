import A11yLintSyntax

/// `button-image-only`: a button-like control whose label is only images and
/// that has no accessible name.
public struct ButtonImageOnlyRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "button-image-only",
        name: "Button with only an image",
        defaultSeverity: .error,
        wcag: ["1.1.1", "2.4.6", "2.5.3", "4.1.2"])

    /// An enclosing element that hides, ignores, combines or labels its children speaks for the button.
    static let silencedBy: [ContextCondition] = [.spokenFor]

    public static let interest: ViewInterest = .views([.control])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        guard case .control(let kind) = view.role, kind.isButtonLike else { return }
        let facts = view.facts
        let node = view.node
        guard facts.title(of: node) == nil, let label = facts.labelArgument(of: node),
              !facts.hasLabelModifier(node), facts.hiddenState(node) == .no, !facts.hasRepresentation(node),
              !view.isCovered(by: Self.silencedBy) else { return }
        guard case .images(let images) = facts.contentNaming(of: label.value), !images.isEmpty else { return }
        let control = view.tree.text(ofToken: view.expression.nameToken)
        let symbolsOnly = images.allSatisfy { $0.source == .symbol }
        let name = images.count == 1 ? facts.imageName(images[0].expression) : nil
        findings.report(Self.self, Self.message(control: control, imageName: name, symbolsOnly: symbolsOnly),
                        at: view.expression.nameToken, of: view, severity: symbolsOnly ? .warning : .error,
                        unlessEveryUseHas: Self.silencedBy)
    }
}

extension ButtonImageOnlyRule {
    static func message(control: String, imageName: String?, symbolsOnly: Bool) -> String {
        let fix = "add .accessibilityLabel(\"…\") that says what it does"
        if symbolsOnly {
            if let name = imageName {
                return "\(control) shows only the symbol \"\(name)\" and has no accessibility label: VoiceOver reads the symbol's built-in description, if it has one, instead of what the control does; \(fix)"
            }
            return "\(control) shows only SF Symbols and has no accessibility label: VoiceOver reads their built-in descriptions, if any, instead of what the control does; \(fix)"
        }
        if let name = imageName {
            return "\(control) shows only the image \"\(name)\" and has no accessibility label: VoiceOver reads the asset name and Voice Control cannot name it; \(fix)"
        }
        return "\(control) shows only images and has no accessibility label: VoiceOver reads file names, or nothing, and Voice Control cannot name it; \(fix)"
    }
}
