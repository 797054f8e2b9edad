import A11yLintSyntax

/// `button-used-as-link`: a button whose action only opens a URL.
public struct ButtonUsedAsLinkRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "button-used-as-link",
        name: "Button that only opens a URL",
        defaultSeverity: .warning,
        wcag: ["4.1.2"])

    /// Menus show buttons as menu items, which have no link role.
    static let silencedBy: [ContextCondition] = [.menuItem]

    public static let interest: ViewInterest = .views([.control])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let tree = view.tree
        guard view.role == .control(.button), let action = facts.actionArgument(of: view.node).flatMap({ tree.node($0.value) }),
              action.kind == .closure else { return }
        let calls = facts.expressions(in: action.raw.statements).compactMap(tree.node)
        guard !calls.isEmpty, calls.allSatisfy(facts.opensURL),
              !facts.closure(action.index, mentions: SwiftUIViews.appDestinationWords), !Self.opensAnotherApp(action),
              !facts.hasTrait(view.node, "isLink"), !facts.hasDescendant(view.node, where: { facts.hasTrait($0, "isLink") }),
              !view.isCovered(by: Self.silencedBy) else { return }
        findings.report(Self.self, Self.message, at: view.nameToken, of: view, unlessEveryUseHas: Self.silencedBy)
    }
}

extension ButtonUsedAsLinkRule {
    /// A URL with a scheme other than the web's (`totp://`,
    /// `x-apple.systempreferences:…`), or one of the App Store's, opens
    /// another app or a system screen, not a page: written in the action, or
    /// in the initial value of a variable or constant of the file that the
    /// action names (`let authURL = URL(string: "totp://")!`,
    /// `let storeURL = URL(string: "https://apps.apple.com/app/id1459523234")!`).
    static func opensAnotherApp(_ closure: ExpressionNode) -> Bool {
        let tree = closure.tree
        guard closure.firstToken >= 0, closure.lastToken >= closure.firstToken else { return false }
        let tokens = closure.firstToken...closure.lastToken
        if tokens.contains(where: { isNonWebURL($0, tree) }) { return true }
        let names = Set(tokens.filter { tree.tokens[Int($0)].kind == .identifier }.map(tree.text(ofToken:)))
        return tree.declarations.contains { declaration in
            guard declaration.kind == .variable || declaration.kind == .constant, declaration.nameToken >= 0,
                  declaration.initializer >= 0, names.contains(tree.text(ofToken: declaration.nameToken)),
                  let value = tree.node(declaration.initializer), value.firstToken >= 0, value.lastToken >= value.firstToken
            else { return false }
            return (value.firstToken...value.lastToken).contains { isNonWebURL($0, tree) || isAppDestination($0, tree) }
        }
    }

    /// A string segment naming a destination in another app (`apps.apple.com`, `mailto:`).
    static func isAppDestination(_ token: Int32, _ tree: SyntaxTree) -> Bool {
        tree.tokens[Int(token)].kind == .stringSegment
            && SwiftUIViews.appDestinationWords.contains { tree.token(token, containsCaseInsensitive: $0) }
    }

    /// A string segment that is a URL with a scheme other than http(s).
    static func isNonWebURL(_ token: Int32, _ tree: SyntaxTree) -> Bool {
        guard tree.tokens[Int(token)].kind == .stringSegment else { return false }
        let text = tree.text(ofToken: token)
        guard !text.contains(" "), let colon = text.firstIndex(of: ":"), let first = text.first, first.isLetter else { return false }
        let scheme = text[..<colon]
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
            && scheme.lowercased() != "http" && scheme.lowercased() != "https"
    }

    static let message = "Button only opens a URL: VoiceOver announces a button, not a link, and it is missing from the "
        + "rotor's links; use Link(\"…\", destination: url), or add .accessibilityAddTraits(.isLink)"
}
