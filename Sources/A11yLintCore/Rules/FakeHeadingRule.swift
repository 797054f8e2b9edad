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
        let isHeading = view.facts.isHeading(view.node)
        findings.report(Self.self, Self.message(text, hasTrait: isHeading), at: modifier.nameToken, of: view,
                        fix: fix(view, modifier: modifier, text: text, isHeading: isHeading))
    }

    /// "Settings heading" → "Settings", and the header trait added when the
    /// view lacks it. Only a heading word at the end is removed.
    static func fix(_ view: ViewContext, modifier: MemberNode, text: String, isHeading: Bool) -> Fix? {
        let words = LabelWording.words(text)
        guard let last = words.last, LabelWording.headingWords.contains(last), let literal = modifier.arguments.firstValue,
              let edit = view.facts.literalEdit(of: literal.index, to: LabelWording.removingWord(at: words.count - 1, from: text))
        else { return nil }
        let trait = isHeading ? [] : [view.tree.appendModifier(".accessibilityAddTraits(.isHeader)", to: view.expressionNode)]
        return Fix(title: "Remove \"\(last)\" and use the header trait", applicability: .unsafe, edits: [edit] + trait)
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

