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
    /// A URL written in the action with a scheme other than the web's
    /// (`totp://`, `x-apple.systempreferences:…`) opens another app or a
    /// system screen, not a page.
    static func opensAnotherApp(_ closure: ExpressionNode) -> Bool {
        let tree = closure.tree
        guard closure.firstToken >= 0, closure.lastToken >= closure.firstToken else { return false }
        return (closure.firstToken...closure.lastToken).contains { token in
            guard tree.tokens[Int(token)].kind == .stringSegment else { return false }
            let text = tree.text(ofToken: token)
            guard !text.contains(" "), let colon = text.firstIndex(of: ":"), let first = text.first, first.isLetter else { return false }
            let scheme = text[..<colon]
            return scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
                && scheme.lowercased() != "http" && scheme.lowercased() != "https"
        }
    }

    static let message = "Button only opens a URL: VoiceOver announces a button, not a link, and it is missing from the "
        + "rotor's links; use Link(\"…\", destination: url), or add .accessibilityAddTraits(.isLink)"
}
