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
        guard let (modifier, text) = view.facts.labelText(of: view.node), Self.saysHeading(text) else { return }
        findings.report(Self.self, Self.message(text, hasTrait: view.facts.isHeading(view.node)),
                        at: modifier.nameToken, of: view)
    }
}

extension FakeHeadingRule {
    /// "Settings heading", "Header: Settings": a label that says what only the trait should.
    static func saysHeading(_ text: String) -> Bool {
        guard LabelWording.mayContain(text, "head"), !LabelWording.isLocalizationKey(text),
              let last = LabelWording.words(text).last else { return false }
        let opening = text.drop(while: { $0.isWhitespace }).lowercased()
        return LabelWording.headingWords.contains(last)
            || LabelWording.headingWords.contains { opening.hasPrefix($0 + ":") || opening.hasPrefix($0 + " -") }
    }

    static func message(_ text: String, hasTrait: Bool) -> String {
        hasTrait
            ? "Accessibility label \"\(text)\" says it is a heading, and the header trait says it again; drop the word"
            : "Accessibility label \"\(text)\" says it is a heading, but the VoiceOver rotor only finds headings by trait; "
                + "add .accessibilityAddTraits(.isHeader) and drop the word"
    }
}

/// The UIKit form: `accessibilityLabel = "Settings heading"`.
extension FakeHeadingRule: UIKitRule {
    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        for target in uikit.model.targets {
            for (token, text) in uikit.model.literals(of: "accessibilityLabel", on: target) where Self.saysHeading(text) {
                findings.report(Self.self, Self.uikitMessage(text, hasTrait: target.traits.contains("header")),
                                at: token, in: uikit.tree)
            }
        }
    }

    static func uikitMessage(_ text: String, hasTrait: Bool) -> String {
        hasTrait
            ? message(text, hasTrait: true)
            : "Accessibility label \"\(text)\" says it is a heading, but the VoiceOver rotor only finds headings by trait; "
                + "add .header to accessibilityTraits and drop the word"
    }
}

