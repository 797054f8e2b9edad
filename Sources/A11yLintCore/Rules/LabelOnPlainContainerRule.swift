import A11yLintSyntax

/// `label-on-plain-container`: a label on a stack that is not an element.
public struct LabelOnPlainContainerRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "label-on-plain-container",
        name: "Label on a plain container",
        defaultSeverity: .warning,
        wcag: ["1.3.1", "4.1.2"])

    public static let interest: ViewInterest = .views([.container])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        guard view.role == .container, let modifier = Self.labelBeforeElement(view), let name = view.name,
              ViewCatalog.plainContainers.contains(name), !Self.hasOneVisibleChild(view.expressionNode, view.facts),
              !view.isCovered(by: Self.silencedBy) else { return }
        findings.report(Self.self, Self.message(modifier.name, name), at: modifier.nameToken, of: view,
                        unlessEveryUseHas: Self.silencedBy)
    }

    /// Inside a control's label, or inside an element that hides, ignores or
    /// labels its children (a row with `.accessibilityElement(children:
    /// .ignore)` and its own label): the label never reaches anyone.
    static let silencedBy: [ContextCondition] = [.controlLabel, .namedOrHidden]

    /// The first label, value or hint modifier that comes before any
    /// `.accessibilityElement` and says something: a blank one
    /// (`.accessibilityValue(" ")`) is silent on every child.
    static func labelBeforeElement(_ view: ViewContext) -> MemberNode? {
        for modifier in view.members {
            switch view.facts.effect(of: modifier) {
            case .element: return nil
            case .label, .value, .hint:
                if let text = modifier.arguments.firstValue?.stringValue, text.allSatisfy(\.isWhitespace) { continue }
                return modifier
            default: continue
            }
        }
        return nil
    }
}

extension LabelOnPlainContainerRule {
    /// One child that is not hidden and is not itself a container (a stack,
    /// `ForEach`), or one in each branch of an `if`/`else` that is the whole
    /// content: the label lands on that one view, which is what was meant
    /// (or, for a variable or custom view, the linter cannot tell).
    static func hasOneVisibleChild(_ node: ExpressionNode, _ facts: AccessibilityFacts) -> Bool {
        // `List(items) { row }`: one row written, as many shown as there are items.
        if node.isNamed("List"), let data = node.arguments.first, data.labelToken == nil, !data.isTrailingClosure {
            return false
        }
        // `Group { if let emoji { EmojiView(emoji) } else { Image("like") } }`: one view shows at a time.
        if let closure = node.arguments.first(where: { $0.value?.kind == .closure })?.value,
           let statement = NodeList<StatementKindTag>(tree: facts.tree, range: closure.raw.statements).first,
           closure.raw.statements.count == 1, statement.kind == .ifElse {
            return statement.blocks.allSatisfy { isOneView(facts.expressions(in: $0.range), facts) }
        }
        return isOneView(facts.closureViews(of: node), facts)
    }

    /// One visible view that is not a container (a variable or custom view
    /// counts as one, and so does `Text(…) + Text(…)`, one text); decoration
    /// VoiceOver skips (a shape, a colour, a spacer) does not count.
    static func isOneView(_ views: [Int32], _ facts: AccessibilityFacts) -> Bool {
        let children = views.filter { facts.hiddenState($0) != .yes && facts.role($0) != .decoration }
        guard children.count == 1, let child = children.first.flatMap(facts.tree.node) else { return false }
        if child.kind == .sequence {
            return child.operatorTokens.allSatisfy { facts.tree.token($0, is: "+") }
                && child.arguments.allSatisfy { $0.value?.isNamed("Text") ?? false }
        }
        return facts.role(child.index) != .container && (child.kind == .call || child.kind == .reference)
    }

    static func message(_ modifier: String, _ container: String) -> String {
        ".\(modifier) on a plain \(container) is applied to each of its children, not to the group; add "
            + ".accessibilityElement(children: .combine) (or .contain) before it"
    }
}
