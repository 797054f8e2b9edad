import A11yLintSyntax

/// One step up the view tree: the enclosing view and the argument (of the
/// view itself, or of one of its modifiers) through which the walk came down.
public struct Ancestor: Sendable {
    /// The enclosing expression (a view call, a variable with modifiers…).
    public let node: Int32
    /// Index in `SyntaxTree.arguments` of the slot holding the content; -1 for
    /// the use of a helper (the helper's views are that expression's content).
    public let argument: Int
    /// Index in `SyntaxTree.modifiers` when the slot belongs to a modifier
    /// (`.toolbar { … }`, `.background(…)`), else -1.
    public let modifier: Int
}

/// What a rule sees of one view: the expression, its enclosing views within
/// the enclosing declaration (nearest last), where that declaration is used
/// when it is a helper, and the shared accessibility facts.
public struct ViewContext {
    public let facts: AccessibilityFacts
    let uses: HelperUses
    let cache: ConditionCache
    public let node: Int32
    /// Enclosing views, outermost first, up to the declaration that holds them.
    public let ancestors: [Ancestor]
    /// The innermost enclosing declaration, or -1.
    public let declaration: Int32

    public var tree: SyntaxTree { facts.tree }
    public var expression: Expression { facts.tree.expressions[Int(node)] }
    /// The view's expression as a typed node.
    public var expressionNode: ExpressionNode { ExpressionNode(tree: facts.tree, index: node) }
    /// The view's modifier chain.
    public var members: NodeList<MemberNode> { expressionNode.members }

    /// The modifier whose argument slot `ancestor` came down through, if it is a modifier's.
    public func member(of ancestor: Ancestor) -> MemberNode? {
        ancestor.modifier >= 0 ? MemberNode(tree: tree, index: Int32(ancestor.modifier)) : nil
    }

    /// The argument slot `ancestor` came down through (nil for a helper's use).
    public func argument(of ancestor: Ancestor) -> ArgumentNode? {
        ancestor.argument >= 0 ? ArgumentNode(tree: tree, index: Int32(ancestor.argument)) : nil
    }
    /// The SwiftUI name after the component mapping (nil for non-calls).
    public var name: String? { facts.viewName(node) }
    public var role: ViewRole { facts.role(node) }
    /// The token findings about this view sit on: its name.
    public var nameToken: Int32 { expression.nameToken >= 0 ? expression.nameToken : expression.firstToken }

    /// Whether the view is placed somewhere the linter can see: inside another
    /// view, or in a helper whose uses are known. A view returned whole by a
    /// declaration nobody in the file uses (a `body`, a public helper) is
    /// placed by callers the linter does not see.
    public var isPlaced: Bool {
        guard !isInActionClosure else { return false }
        return !ancestors.isEmpty || !(uses.sites[declaration]?.isEmpty ?? true)
    }

    /// Inside code that runs on an event rather than content that is shown:
    /// a control's action, `.onAppear { … }`, `.task { … }`, a gesture handler.
    /// A view built there (`iconImage = Image(…)`) is shown elsewhere, if at all.
    public var isInActionClosure: Bool {
        ancestors.contains { facts.isActionSlot($0) }
    }

    /// Whether this view is shown as part of the screen: placed in a view
    /// hierarchy (or the root of a type's `body`), not built in an action,
    /// not off-screen, and not a value handed to a function or method
    /// (`VideoExporter.export(view: ShareCard())`, `let card = ShareCard()`).
    public var isShown: Bool {
        guard !isInActionClosure, !isOffScreen else { return false }
        if let parent = ancestors.last, isArgumentValue {
            let holder = tree.expressions[Int(parent.node)]
            if parent.modifier < 0 { return holder.kind == .call && tree.isCapitalized(holder.nameToken) }
            // `VideoExporter.export(view: …)` is a static method, not a view modifier.
            if holder.kind == .reference && tree.isCapitalized(holder.nameToken) && facts.role(parent.node) != .decoration {
                return false
            }
        }
        if !ancestors.isEmpty || !(uses.sites[declaration]?.isEmpty ?? true) { return true }
        return declaration >= 0 && tree.token(tree.declarations[Int(declaration)].nameToken, is: "body")
    }

    /// Inside content that is never shown on screen as itself: an
    /// `ImageRenderer`'s content, or a drag or context-menu `preview:`.
    public var isOffScreen: Bool {
        ancestors.contains { ancestor in
            (ancestor.argument >= 0 && tree.token(tree.arguments[ancestor.argument].label, is: "preview"))
                || tree.token(tree.expressions[Int(ancestor.node)].nameToken, is: "ImageRenderer")
        }
    }

    /// Whether, in every context the view is shown in, an enclosing view
    /// matches `predicate`: one of its own ancestors does, or (when it sits in
    /// a helper) every use of the helper is covered, there or — through up to
    /// four helper levels — where that use's own declaration is used.
    public func everyContextHas(_ predicate: (Ancestor) -> Bool) -> Bool {
        if ancestors.contains(where: predicate) { return true }
        var memo: [Int32: Bool] = [:]
        return everyUseHas(declaration, depth: 0, predicate, &memo)
    }

    private func everyUseHas(_ declaration: Int32, depth: Int, _ predicate: (Ancestor) -> Bool,
                             _ memo: inout [Int32: Bool]) -> Bool {
        guard depth < 4, let sites = uses.sites[declaration], !sites.isEmpty else { return false }
        if let known = memo[declaration] { return known }
        memo[declaration] = false
        let covered = sites.allSatisfy { site in
            site.ancestors.contains(where: predicate) || everyUseHas(site.declaration, depth: depth + 1, predicate, &memo)
        }
        memo[declaration] = covered
        return covered
    }

    /// Whether, in every context, an enclosing view satisfies one of the
    /// conditions. The body of a button, toggle or label style counts as a
    /// control's label.
    public func isCovered(by conditions: [ContextCondition]) -> Bool {
        if conditions.contains(.controlLabel) && isInStyleBody { return true }
        let wanted = ContextConditions(conditions)
        return everyContextHas { !self.cache.conditions(satisfiedBy: $0, in: self).isDisjoint(with: wanted) }
    }

    /// Which of all conditions hold around this view, counting the view itself
    /// as the innermost enclosing view (for the uses of a custom view type:
    /// `PlayerRow().accessibilityHidden(true)` hides the row's whole body).
    var conditionsHeldAround: ContextConditions {
        var held = ContextConditions(isInStyleBody ? [.controlLabel] : [])
        held.formUnion(cache.conditions(satisfiedBy: Ancestor(node: node, argument: -1, modifier: -1), in: self))
        for ancestor in ancestors { held.formUnion(cache.conditions(satisfiedBy: ancestor, in: self)) }
        return held.union(cache.conditionsHeldAtEveryUse(of: declaration, in: self))
    }

    /// Whether an ancestor's slot is the label of a control (`Button { … } label: { here }`).
    public func isLabelSlot(_ ancestor: Ancestor) -> Bool {
        ancestor.modifier < 0 && ancestor.argument >= 0 && facts.role(ancestor.node).isControl
            && cache.labelArgumentIndex(of: ancestor.node, in: facts) == ancestor.argument
    }

    /// The name of the innermost type declaration holding the view, if any.
    public var enclosingTypeName: String? {
        var index = declaration
        while index >= 0 {
            let declaration = tree.declarations[Int(index)]
            if declaration.kind.isType { return declaration.nameToken >= 0 ? tree.text(ofToken: declaration.nameToken) : nil }
            index = declaration.parent
        }
        return nil
    }

    /// Inside `makeBody(configuration:)` of a type conforming to a button,
    /// toggle, label or menu style: the view draws a control.
    public var isInStyleBody: Bool {
        var index = declaration
        var inMakeBody = false
        while index >= 0 {
            let declaration = tree.declarations[Int(index)]
            if declaration.kind == .function && tree.token(declaration.nameToken, is: "makeBody") { inMakeBody = true }
            if declaration.kind.isType {
                return inMakeBody && declaration.inheritance.contains { index in
                    let name = tree.inheritedNames[index]
                    return tree.token(name, is: "ButtonStyle") || tree.token(name, is: "PrimitiveButtonStyle")
                        || tree.token(name, is: "ToggleStyle") || tree.token(name, is: "LabelStyle")
                        || tree.token(name, is: "MenuStyle")
                }
            }
            index = declaration.parent
        }
        return false
    }

    /// The name of the modifier whose argument holds this view directly
    /// (`background` for `.background(Image("x"))`), if any.
    public var enclosingModifierName: Int32? {
        guard let parent = ancestors.last, parent.modifier >= 0 else { return nil }
        return tree.modifiers[parent.modifier].nameToken
    }

    /// Whether the view is itself an argument value (`Avatar(image: Image("x"))`,
    /// `.background(Image("x"))`) rather than a statement of a closure body.
    public var isArgumentValue: Bool {
        guard let parent = ancestors.last, parent.argument >= 0 else { return false }
        return tree.arguments[parent.argument].value == node
    }
}
