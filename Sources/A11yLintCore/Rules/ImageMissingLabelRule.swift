import A11yLintSyntax

/// `image-missing-label`: an asset, `UIImage` or remote image that VoiceOver
/// reads as a file name or as nothing.
public struct ImageMissingLabelRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "image-missing-label",
        name: "Image without a label",
        defaultSeverity: .warning,
        wcag: ["1.1.1"])

    /// A control's label, a `Label`'s icon, or an element that hides, ignores
    /// or labels its children reads the image another way; a type's own
    /// initializer hands it to the type it builds.
    static let silencedBy: [ContextCondition] = [.controlLabel, .insideLabelView, .namedOrHidden, .background, .initializerContent]

    /// An image with no name to read (a `UIImage`, a remote image) adds
    /// nothing to an element that combines its children: the text beside it
    /// names the element.
    static let silencedIfNameless: [ContextCondition] = silencedBy + [.spokenFor]

    public static let interest: ViewInterest = .views([.image])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let node = view.node
        guard view.role == .image, facts.imageSource(node) == .asset,
              !facts.hasLabelModifier(node), facts.hiddenState(node) == .no, !facts.makesControl(node),
              !Self.contentNamesItself(node, facts), !Self.isBackgroundOrValue(view) else { return }
        let silencers = Self.readsNoName(view) ? Self.silencedIfNameless : Self.silencedBy
        guard !view.isCovered(by: silencers) else { return }
        // The whole body of a custom view is judged where the type is used;
        // the run cannot always tell a banner or backdrop from content there,
        // so it is a note rather than a warning.
        let severity: Severity?
        if view.isPlaced { severity = nil } else if view.isWholeBodyOfAType { severity = .note } else { return }
        findings.report(Self.self, Self.message(view.tree.text(ofToken: view.expression.nameToken), name: facts.imageName(node)),
                        at: view.nameToken, of: view, severity: severity, unlessEveryUseHas: silencers)
    }

    /// `Image(uiImage:)`, `Image(nsImage:)`, `Image(cgImage:)`, a remote
    /// image (`AsyncImage`, `KFImage`): VoiceOver has no name to read for it.
    static func readsNoName(_ view: ViewContext) -> Bool {
        let tree = view.tree
        guard tree.token(view.expression.nameToken, is: "Image") else { return true }
        guard let label = view.expressionNode.arguments.first?.labelToken else { return false }
        return ["uiImage", "nsImage", "cgImage"].contains { tree.token(label, is: $0) }
    }

    /// An image view that draws its loaded image in a content closure
    /// (`LazyImage(url:) { state in state.image?.accessibilityLabel(…) }`)
    /// and labels or hides it there: the name is on the content.
    static func contentNamesItself(_ node: Int32, _ facts: AccessibilityFacts) -> Bool {
        facts.hasDescendant(node) { facts.hasLabelModifier($0) || facts.hiddenState($0) == .yes }
    }

    /// A value passed to another view or to a modifier other than `.overlay`:
    /// that view decides how it is read. (A background, at any depth, is a
    /// silencing condition, so it counts where a custom view is used too.)
    static func isBackgroundOrValue(_ view: ViewContext) -> Bool {
        let tree = view.tree
        if let modifier = view.enclosingModifierName { return !tree.token(modifier, is: "overlay") }
        return view.isArgumentValue
    }
}

extension ImageMissingLabelRule {
    static func message(_ view: String, name: String?) -> String {
        let reads = name.map { "its asset name (\"\($0)\")" } ?? "its file name"
        return "\(view) has no accessibility label: VoiceOver reads \(reads) or nothing; add .accessibilityLabel(\"…\") "
            + "if it conveys something, or use Image(decorative:) or .accessibilityHidden(true) if it is decoration"
    }
}
