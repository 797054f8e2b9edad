import A11yLintSyntax

/// `fake-heading`: a label that says "heading" instead of having the trait.
public struct FakeHeadingRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "fake-heading",
        name: "Label says \"heading\"",
        defaultSeverity: .warning,
        wcag: ["1.3.1", "2.4.6"])

    public static let interest: ViewInterest = .views(modifiers: [.label])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        guard let (modifier, text) = view.facts.labelText(of: view.node), LabelWording.mayContain(text, "head"),
              !LabelWording.isLocalizationKey(text) else { return }
        let words = LabelWording.words(text)
        guard let last = words.last else { return }
        let opening = text.drop(while: { $0.isWhitespace }).lowercased()
        let saysHeading = LabelWording.headingWords.contains(last)
            || LabelWording.headingWords.contains { opening.hasPrefix($0 + ":") || opening.hasPrefix($0 + " -") }
        guard saysHeading else { return }
        findings.report(Self.self, Self.message(text, hasTrait: view.facts.isHeading(view.node)),
                        at: modifier.nameToken, of: view)
    }
}

extension FakeHeadingRule {
    static func message(_ text: String, hasTrait: Bool) -> String {
        hasTrait
            ? "Accessibility label \"\(text)\" says it is a heading, and the header trait says it again; drop the word"
            : "Accessibility label \"\(text)\" says it is a heading, but the VoiceOver rotor only finds headings by trait; "
                + "add .accessibilityAddTraits(.isHeader) and drop the word"
    }
}
