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
        // `Image("Add")`: SwiftUI reads the asset's name as the image's label.
        let isSpoken = images.count == 1 && images[0].source == .asset && facts.tree.node(images[0].expression)
            .map { $0.kind == .call && $0.isNamed("Image") && $0.arguments.first?.labelToken == nil } == true
        let word = isSpoken ? Self.plainWord(name) : nil
        findings.report(Self.self, Self.message(control: control, imageName: name, spokenWord: word, symbolsOnly: symbolsOnly),
                        at: view.expression.nameToken, of: view, severity: Self.severity(spokenWord: word, symbolsOnly: symbolsOnly),
                        unlessEveryUseHas: Self.silencedBy)
    }
}

extension ButtonImageOnlyRule {
    /// A warning for SF Symbols (VoiceOver reads a description, which may
    /// fit); a note for an asset whose name VoiceOver reads and is one plain
    /// word (`spokenWord`: `"Add"`, `"cancel"`), which may say what the
    /// control does; an error for any other asset (`"ic_close_24"`, a
    /// decorative or computed image).
    static func severity(spokenWord: String?, symbolsOnly: Bool) -> Severity {
        symbolsOnly ? .warning : spokenWord != nil ? .note : .error
    }

    /// The name when it is one word of letters, capitalised or not: `Add`,
    /// `cancel`; not `ic_close`, `closeIcon` or `arrow-left`.
    static func plainWord(_ name: String?) -> String? {
        guard let name, let first = name.utf8.first, name.utf8.count > 1 else { return nil }
        let isLower = { (byte: UInt8) in byte >= 0x61 && byte <= 0x7A }
        return (isLower(first) || (first >= 0x41 && first <= 0x5A)) && name.utf8.dropFirst().allSatisfy(isLower) ? name : nil
    }

    static func message(control: String, imageName: String?, spokenWord: String?, symbolsOnly: Bool,
                        fix: String = "add .accessibilityLabel(\"…\") that says what it does") -> String {
        if let name = spokenWord, !symbolsOnly {
            return "\(control) shows only the image \"\(name)\" and has no accessibility label: VoiceOver reads the asset name as its label, which names the control only if that word says what it does, and is not translated; \(fix)"
        }
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

/// The UIKit form: a `UIButton` given an image and no title, and a
/// `UIBarButtonItem(image:…)`, with no accessibility label.
extension ButtonImageOnlyRule: UIKitRule {
    static let uikitFix = "set accessibilityLabel to what it does"

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        for target in model.targets where target.className == "UIButton" && !target.isMadeElsewhere {
            // `setImage(nil, for: .normal)` takes the image away.
            guard let setImage = target.calls["setImage"]?.first(where: { $0.arguments.first?.value?.kind != .nilLiteral }),
                  !model.namesItself(target), !model.isInsideElement(target, orControl: true),
                  !model.gives(target, anyOf: UIKitCatalog.labelMembers), !model.isOnlyConfigured(target),
                  // A pop-up button shows the chosen menu item's title.
                  !model.assigns(target, "changesSelectionAsPrimaryAction", "true"),
                  !Self.stylesItsOwnTitle(target, uikit.tree) else { continue }
            let image = setImage.arguments.first?.value.map { Self.uikitImage(model.resolved($0, in: setImage.scope)) }
                ?? (name: nil, isSymbol: false)
            let word = Self.plainWord(image.name)
            findings.report(Self.self, Self.message(control: "UIButton", imageName: image.name, spokenWord: word,
                                                    symbolsOnly: image.isSymbol, fix: Self.uikitFix),
                            at: setImage.nameToken, in: uikit.tree, severity: Self.severity(spokenWord: word, symbolsOnly: image.isSymbol),
                            unlessClass: model.classCondition(of: target, anyOf: UIKitCatalog.labelMembers))
        }
        let items = model.imageBarButtonItems
        guard !items.isEmpty, !model.labelsItemsByIndex else { return }
        for item in items {
            if let target = model.variable(createdBy: item.index) {
                // A title set later names the item too; an item never placed is never met.
                guard !model.gives(target, anyOf: UIKitCatalog.labelMembers.union(["title"])),
                      !model.isOnlyConfigured(target), !model.isLabelledThroughSlot(target) else { continue }
            } else if let scope = model.scopeOfCall[item.index],
                      !(model.assignedInScope[scope] ?? []).isDisjoint(with: UIKitCatalog.labelMembers) {
                continue
            }
            guard let name = item.nameToken, let value = item.argument(labeled: "image") else { continue }
            let image = Self.uikitImage(model.resolved(value, in: model.scopeOfCall[item.index]))
            let word = Self.plainWord(image.name)
            findings.report(Self.self, Self.message(control: "UIBarButtonItem", imageName: image.name, spokenWord: word,
                                                    symbolsOnly: image.isSymbol, fix: Self.uikitFix),
                            at: name, in: uikit.tree, severity: Self.severity(spokenWord: word, symbolsOnly: image.isSymbol))
        }
    }

    /// `self` in a button subclass whose code (in the file) styles its own
    /// title (`titleLabel?.font = …`, an override of
    /// `titleRect(forContentRect:)`): a reusable button shown with a
    /// title its users give; the image is its icon.
    static func stylesItsOwnTitle(_ target: UIKitTarget, _ tree: SyntaxTree) -> Bool {
        guard case .member(let type, "self") = target.owner else { return false }
        let name = Array(type.utf8)
        return tree.declarations.contains { declaration in
            (declaration.kind == .class || declaration.kind == .extension) && tree.token(declaration.nameToken, equals: name)
                && (declaration.keywordToken..<declaration.endToken).contains { token in
                    UIKitCatalog.titleLayoutNames.contains { tree.token(token, is: $0) } || stylesTitleLabel(at: token, tree)
                }
        }
    }

    /// `titleLabel?.font = …` (or `.numberOfLines`, `.lineBreakMode`…) at `token`.
    private static func stylesTitleLabel(at token: Int32, _ tree: SyntaxTree) -> Bool {
        guard tree.token(token, is: "titleLabel") else { return false }
        let dot = tree.token(token + 1, is: "?") ? token + 2 : token + 1
        return tree.token(dot, is: ".") && UIKitCatalog.titleTextMembers.contains { tree.token(dot + 1, is: $0) }
            && tree.token(dot + 2, is: "=")
    }

    /// `UIImage(systemName: "gear")` (or `.init(systemName:)` where a
    /// `UIImage` is expected) is a symbol; `UIImage(named: "logo")` an asset.
    static func uikitImage(_ value: ExpressionNode) -> (name: String?, isSymbol: Bool) {
        guard value.kind == .call && value.isNamed("UIImage") || value.kind == .implicitMember && value.isNamed("init")
        else { return (nil, false) }
        if let symbol = value.argument(labeled: "systemName") { return (symbol.stringValue, true) }
        return (value.argument(labeled: "named")?.stringValue, false)
    }
}

