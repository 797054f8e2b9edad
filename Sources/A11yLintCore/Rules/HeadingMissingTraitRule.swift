import A11yLintSyntax

/// `heading-missing-trait`: a title-sized Text that is not a heading to VoiceOver.
public struct HeadingMissingTraitRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "heading-missing-trait",
        name: "Section title without the header trait",
        defaultSeverity: .note,
        isEnabledByDefault: false,
        wcag: ["1.3.1", "2.4.6"])

    /// A title inside a control, a label, a toolbar or a menu, or a section
    /// header already, heads no section of the screen.
    static let silencedBy: [ContextCondition] = [.notASection]

    public static let interest: ViewInterest = .views([.text])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let node = view.node
        guard view.role == .text, Self.hasTitleFont(node, facts), Self.showsATitle(view.expressionNode),
              !facts.isHeading(node),
              !facts.isInteractive(node), !facts.hasTrait(node, "isKeyboardKey"),
              facts.hiddenState(node) == .no, view.isPlaced, !view.isArgumentValue, !view.isPlaceholderContent,
              Self.headsContent(view), !view.isCovered(by: Self.silencedBy) else { return }
        let fix = Fix(title: "Add the header trait", applicability: .unsafe,
                      edits: [view.tree.appendModifier(".accessibilityAddTraits(.isHeader)", to: view.expressionNode)])
        findings.report(Self.self, Self.message, at: view.nameToken, of: view, fix: fix, unlessEveryUseHas: Self.silencedBy)
    }

    /// A section title heads content: in the stack that holds it, content
    /// (not only a `Spacer`) follows it, it does not sit right under a larger
    /// title (a subtitle), and it is not status text beside a
    /// `ProgressView` ("Searching…"). A title-sized text that ends its stack,
    /// or that stands alone between spacers, heads nothing.
    static func headsContent(_ view: ViewContext) -> Bool {
        let facts = view.facts
        guard let siblings = view.contentAround else { return false }
        guard let position = siblings.firstIndex(of: view.node),
              siblings[(position + 1)...].contains(where: { facts.viewName($0) != "Spacer" }) else { return false }
        // Right under a larger title: a subtitle ("Please wait…" in `.title3` under "Upgrade in progress" in `.title2`).
        if position > 0, let above = titleRank(siblings[position - 1], facts), let here = titleRank(view.node, facts),
           above < here { return false }
        return !siblings.contains { facts.viewName($0) == "ProgressView" }
    }

    /// `.font(.title)`, `.font(.title2.bold())`.
    static func hasTitleFont(_ node: Int32, _ facts: AccessibilityFacts) -> Bool {
        titleRank(node, facts) != nil
    }

    /// Where a text's title style stands, largest first (`.largeTitle` 0 … `.title3` 3); nil for other text.
    static func titleRank(_ node: Int32, _ facts: AccessibilityFacts) -> Int? {
        guard facts.role(node) == .text, let font = facts.firstArgument(ofModifier: "font", on: node),
              font.kind == .implicitMember else { return nil }
        return Typography.titleTextStyles.firstIndex { font.isNamed($0) }
    }

    static let titleNames: [StaticString] = ["title", "header", "heading", "section"]

    /// A literal, a string constant (`L10n.settingsTitle`), or a variable whose
    /// name says it is a title (`title`, `section.header`); not a data value (`post.message`, `displayName`), an
    /// interpolation, a value computed by a call, a formatted number or date, or a one-character symbol.
    static func showsATitle(_ text: ExpressionNode) -> Bool {
        guard text.arguments.count == 1, let argument = text.arguments.firstValue else { return false }
        if argument.kind == .stringLiteral {
            return argument.stringValue.map { $0.count > 1 && LabelWording.hasWords($0) && !isAMessage($0) } ?? false
        }
        // `Stats.formatBytes(total)`, `L10n.items(count)`: a value computed by a call, not a title.
        guard argument.kind == .reference, let base = argument.nameToken,
              !argument.members.contains(where: \.hasArgumentClause) else { return false }
        let tree = text.tree
        // `L10n.cancelSubscription`, `Strings.settingsTitle`: a string constant from a catalog.
        if tree.isCapitalized(base) && !argument.members.isEmpty { return true }
        let name = argument.members.last?.nameToken ?? base
        return titleNames.contains { tree.token(name, containsCaseInsensitive: $0) }
    }
}

extension HeadingMissingTraitRule {
    /// Text that says something rather than names a section: a sentence
    /// ("A hidden wallet requires a Lock PIN to be set.", "DO NOT SHARE."),
    /// eight words or more, or an empty state ("No Contacts").
    static func isAMessage(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard let last = words.last else { return false }
        if last.hasSuffix("!") || (last.hasSuffix(".") && !last.hasSuffix("...")) { return true }
        return words.first == "No" || words.count >= 8
    }

    static let message = "Text styled as a title is not a heading to VoiceOver: rotor users cannot jump to this section; "
        + "add .accessibilityAddTraits(.isHeader)"
}

/// The UIKit form: the label of a section header view, or a label returned
/// as a table's section header, never given the header trait.
extension HeadingMissingTraitRule: UIKitRule {
    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        var titled = Set<String>()
        for target in model.variables where target.className == "UILabel" && Self.titlesASection(target, model) {
            // A header's first label is its title; the ones after it describe.
            if case .member(let type, _) = target.owner, !titled.insert(type).inserted { continue }
            // A label never given text, or only ever `""`, is never read.
            guard !target.isMadeElsewhere, !target.mayHaveTrait(anyOf: ["header"]), !model.isInsideElement(target),
                  Self.isGivenText(target), !Self.isRunningText(target, model.tree) else { continue }
            findings.report(Self.self, Self.uikitMessage, at: target.declarationToken, in: uikit.tree,
                            unlessClass: model.classCondition(of: target, anyOf: ["trait:header"]))
        }
    }

    /// A label of a `UITableViewHeaderFooterView` or `UICollectionReusableView`
    /// subclass, or made in `tableView(_:viewForHeaderInSection:)`. A
    /// subclass whose name says it is a footer (`SessionFooterView`) explains
    /// the section above it and titles nothing.
    static func titlesASection(_ target: UIKitTarget, _ model: UIKitModel) -> Bool {
        switch target.owner {
        case .member(let type, _):
            guard !type.contains("Footer") || type.contains("Header") else { return false }
            return model.types[type]?.superclass.map(UIKitCatalog.sectionHeaderClasses.contains) ?? false
        case .local(let scope, _, _):
            guard let method = model.tree.declarationNode(scope) else { return false }
            return method.parameters.contains { $0.argumentLabel == "viewForHeaderInSection" }
        }
    }

    /// Whether the label is given text other than the empty string.
    static func isGivenText(_ target: UIKitTarget) -> Bool {
        ["text", "attributedText"].contains { member in
            target.assignments[member]?.contains { $0.value?.stringValue != "" } ?? false
        }
    }

    /// A label set in a running-text style (`preferredFont(forTextStyle:
    /// .body)`): a paragraph that explains the section, not its title.
    static func isRunningText(_ target: UIKitTarget, _ tree: SyntaxTree) -> Bool {
        guard let font = target.assignments["font"]?.last?.value else { return false }
        return (font.raw.firstToken...font.raw.lastToken).contains { token in
            tree.token(token - 1, is: ".") && Typography.runningTextStyles.contains { tree.token(token, is: $0) }
        }
    }

    static let uikitMessage = "This label titles a section but is not a heading to VoiceOver: rotor users cannot jump to "
        + "this section; add .header to its accessibilityTraits"
}

