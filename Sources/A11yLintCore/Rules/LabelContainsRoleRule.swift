import A11yLintSyntax

/// `label-contains-role`: a label that names the element's type ("Close button").
public struct LabelContainsRoleRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "label-contains-role",
        name: "Label names the element's type",
        defaultSeverity: .warning,
        wcag: ["2.4.6", "4.1.2"])

    public static let interest: ViewInterest = .views([.control], modifiers: [.label], modifiersNamed: ["tabItem"])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let node = view.node
        let label = facts.labelText(of: node)
        let title = view.role.isControl ? facts.title(of: node) : nil
        if label != nil || title != nil {
            checkLabelAndTitle(view, label: label, title: title, &findings)
        }
        if let modifier = facts.modifier(of: node, named: "tabItem"), let content = modifier.arguments.first {
            for leaf in facts.leaves(of: [content.raw.value]) {
                if let title = facts.shownText(of: leaf), let index = Self.roleWordIndex(in: title, LabelWording.tabRoleWords) {
                    findings.report(Self.self, Self.message("Tab title", title, index), at: modifier.nameToken, of: view)
                }
            }
        }
    }

    private static func checkLabelAndTitle(_ view: ViewContext, label: (modifier: MemberNode, text: String)?, title: Int32?,
                                    _ findings: inout FindingSink) {
        let facts = view.facts
        let roleWords = Self.roleWords(of: view)
        if !roleWords.isEmpty, let (modifier, text) = label,
           let index = Self.roleWordIndex(in: text, roleWords) {
            let fix = modifier.arguments.firstValue.flatMap { Self.fix(removing: index, from: text, in: $0.index, facts) }
            findings.report(Self.self, Self.message("Accessibility label", text, index), at: modifier.nameToken, of: view,
                            fix: fix)
        } else if case .control(let kind) = view.role, kind.isButtonLike, let title,
                  let text = facts.literalText(of: title), let index = Self.roleWordIndex(in: text, roleWords) {
            findings.report(Self.self, Self.message("Title", text, index), at: view.nameToken, of: view,
                            fix: Self.fix(removing: index, from: text, in: title, facts))
        }
    }

    /// "Close button" → "Close": unsafe, since it changes what users hear
    /// (and, for a title, what they see).
    static func fix(removing index: Int, from text: String, in literal: Int32, _ facts: AccessibilityFacts) -> Fix? {
        let shorter = LabelWording.removingWord(at: index, from: text)
        guard let edit = facts.literalEdit(of: literal, to: shorter) else { return nil }
        return Fix(title: "Remove the role word", applicability: .unsafe, edits: [edit])
    }

    /// The words that name this kind of element: its role's, and its traits'
    /// (`.isButton` on a `Text` makes "button" its type too). Inside a
    /// control's label the view is read as that control, so "image" in
    /// "Remove background image" names what the button acts on.
    static func roleWords(of view: ViewContext) -> Set<String> {
        let facts = view.facts
        var traitWords: Set<String> = []
        if facts.hasTrait(view.node, "isLink") { traitWords.formUnion(LabelWording.linkRoleWords) }
        if facts.hasTrait(view.node, "isButton") { traitWords.formUnion(LabelWording.buttonRoleWords) }
        if !view.role.isControl, view.isCovered(by: [.controlLabel]) {
            return traitWords.union(LabelWording.buttonRoleWords)
        }
        switch view.role {
        case .control(.link), .control(.navigationLink):
            return LabelWording.linkOrButtonRoleWords
        case .control:
            return traitWords.union(LabelWording.buttonRoleWords)
        case .image:
            return traitWords.union(LabelWording.imageRoleWords)
        case .text, .label, .decoration:
            return traitWords
        case .container, .unknown:
            return traitWords.isEmpty ? LabelWording.anyRoleWords : traitWords
        }
    }

    /// Where a role word sits in `text`, unless the text is a localization key
    /// or only "link" (that is `generic-link-text`'s finding).
    static func roleWordIndex(in text: String, _ roleWords: Set<String>) -> Int? {
        guard !LabelWording.isLocalizationKey(text), LabelWording.words(text) != ["link"] else { return nil }
        return LabelWording.roleWordIndex(in: text, roleWords)
    }
}

extension LabelContainsRoleRule {
    static func message(_ what: String, _ text: String, _ index: Int) -> String {
        let word = LabelWording.words(text)[index]
        let shorter = LabelWording.removingWord(at: index, from: text)
        let suggestion = shorter.isEmpty ? "describe what it does instead" : "use \"\(shorter)\""
        return "\(what) \"\(text)\" says \"\(word)\": VoiceOver already announces the element's type; \(suggestion)"
    }
}

/// The UIKit form: `closeButton.accessibilityLabel = "Close button"`.
extension LabelContainsRoleRule: UIKitRule {
    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        for target in uikit.model.targets {
            let roleWords = Self.roleWords(of: target)
            for (token, text) in uikit.model.literals(of: "accessibilityLabel", on: target) {
                guard let index = Self.roleWordIndex(in: text, roleWords) else { continue }
                findings.report(Self.self, Self.message("Accessibility label", text, index), at: token, in: uikit.tree)
            }
        }
    }

    /// The words that name a UIKit element's type: its class's and its traits'.
    static func roleWords(of target: UIKitTarget) -> Set<String> {
        var words: Set<String> = []
        if target.traits.contains("link") { words.formUnion(LabelWording.linkRoleWords) }
        if target.traits.contains("button") { words.formUnion(LabelWording.buttonRoleWords) }
        switch target.className {
        case let name? where UIKitCatalog.controlClasses.contains(name) || name == "UIBarButtonItem":
            return words.union(LabelWording.buttonRoleWords)
        case "UIImageView"?:
            return words.union(LabelWording.imageRoleWords)
        case nil:
            return words.isEmpty ? LabelWording.anyRoleWords : words
        default:
            return words
        }
    }
}

