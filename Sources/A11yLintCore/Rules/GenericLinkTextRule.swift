import A11yLintSyntax

/// `generic-link-text`: "Click here", "Learn more" links.
public struct GenericLinkTextRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "generic-link-text",
        name: "Generic link text",
        defaultSeverity: .warning,
        wcag: ["2.4.4", "2.4.6"],
        options: [RuleOption(name: "phrases", summary: "More link texts to report, beyond the built-in list (\"details\", \"go\").")])

    public static let interest: ViewInterest = .views([.control])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let node = view.node
        let isLink = view.role == .control(.link)
            || (view.role == .control(.button) && (facts.hasTrait(node, "isLink") || Self.hasLinkStyle(node, facts)))
        guard isLink, let text = facts.labelText(of: node)?.text ?? facts.visibleTitle(of: node) else { return }
        let normalized = LabelWording.normalized(text)
        let extra = facts.strings("phrases", of: descriptor)
        guard LabelWording.genericLinkTexts.contains(normalized) || extra.contains(where: { LabelWording.normalized($0) == normalized })
        else { return }
        findings.report(Self.self, Self.message(text), at: view.nameToken, of: view)
    }

    /// `.buttonStyle(.link)` or `.buttonStyle(LinkButtonStyle())`.
    static func hasLinkStyle(_ node: Int32, _ facts: AccessibilityFacts) -> Bool {
        facts.firstArgument(ofModifier: "buttonStyle", on: node)?.isNamed(oneOf: SwiftUIViews.linkButtonStyles) ?? false
    }
}

extension GenericLinkTextRule {
    static func message(_ text: String) -> String {
        "Link text \"\(text)\" says nothing out of context: VoiceOver users browsing links hear only that; "
            + "name the destination (\"Privacy policy\")"
    }
}
