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

extension Ancestor {
    /// The modifier whose argument slot this is, if it is a modifier's.
    public func member(in tree: SyntaxTree) -> MemberNode? {
        modifier >= 0 ? MemberNode(tree: tree, index: Int32(modifier)) : nil
    }

    /// The argument slot the walk came down through (nil for a helper's use).
    public func argument(in tree: SyntaxTree) -> ArgumentNode? {
        argument >= 0 ? ArgumentNode(tree: tree, index: Int32(argument)) : nil
    }
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
    public var members: NodeList<MemberKindTag> { expressionNode.members }

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
        return !ancestors.isEmpty || uses.placesItsViews(declaration)
    }

    /// The whole `body` of a custom view type (`struct Avatar: View { var
    /// body: some View { Image("avatar") } }`): placed wherever the type is
    /// used, which the finding's deferral resolves across the run.
    public var isWholeBodyOfAType: Bool {
        guard ancestors.isEmpty, !isInActionClosure, let declaration = tree.declarationNode(declaration),
              declaration.isNamed("body"), let type = declaration.parent else { return false }
        return type.kind.isType
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
        if !ancestors.isEmpty || uses.placesItsViews(declaration) { return true }
        return declaration >= 0 && tree.token(tree.declarations[Int(declaration)].nameToken, is: "body")
    }

    /// Inside content that is never shown on screen as itself: an
    /// `ImageRenderer`'s content, or a drag or context-menu `preview:`.
    public var isOffScreen: Bool {
        ancestors.contains { ancestor in
            let slot = ancestor.argument(in: tree)
            return SwiftUIViews.offScreenArguments.contains { slot?.isLabeled($0) ?? false }
                || SwiftUIViews.offScreenRenderers.contains { tree.token(tree.expressions[Int(ancestor.node)].nameToken, is: $0) }
        }
    }

    /// The conditions held around the view within its own declaration: by
    /// its enclosing views, and by a control style's body (its views draw a
    /// control's label).
    private var conditionsHeldHere: ContextConditions {
        var held = cache.conditions(heldBy: ancestors)
        if isInStyleBody { held.formUnion(ContextConditions([.controlLabel])) }
        return held
    }

    /// Whether, in every context the view is shown in, an enclosing view
    /// satisfies one of the conditions: here, or at every use of the helper
    /// holding it. What only the uses of its custom view type in the run can
    /// tell is left to the finding's deferral, which asks the same question
    /// of the same uses (`UseCoverage`).
    public func isCovered(by conditions: [ContextCondition]) -> Bool {
        let wanted = ContextConditions(conditions)
        if conditionsHeldHere.intersects(wanted) { return true }
        guard let scope, case .helper = scope else { return false }
        return uses.coverage(cache: cache).coversEveryUse(of: scope, by: wanted)
    }

    /// Whether every command the gesture modifier runs (at least one) is also
    /// run by a button, menu item, link or accessibility action in the file:
    /// the same function called, or the same state set. Then the gesture is a
    /// shortcut, not the only way.
    /// `inside`: only controls inside this view, drawn over or under it
    /// (`.overlay { Button("more") { … } }`), or beside it in the same
    /// container (a checkbox `Button` next to its tappable caption, or a
    /// `Toggle` bound to the state the tap flips) count, and so does a
    /// closure given to a custom view inside as an action (`cancelAction:`,
    /// `actionThirdButton:`) that does exactly what the gesture does: the
    /// cancel button of a popup whose backdrop tap closes it too.
    public func isReachableFromAControl(_ gesture: MemberNode, inside: Bool = false) -> Bool {
        let keys = facts.commandKeys(ofGesture: gesture)
        guard !keys.isEmpty else { return false }
        guard inside else { return keys.isSubset(of: cache.controlCommandKeys) }
        var actions: [Int32] = []
        let collect = { (view: Int32) -> Bool in
            if case .control(let kind) = facts.role(view), kind == .button || kind == .link,
               let action = facts.actionArgument(of: view) {
                actions.append(action.value)
            } else if facts.role(view) == .unknown, let call = tree.node(view), call.kind == .call {
                actions += call.arguments.compactMap { argument in
                    guard let value = argument.value, value.kind == .closure, let label = argument.labelToken,
                          Self.namesAnAction(tree.text(ofToken: label)), facts.commandKeys(of: [value.index]) == keys else { return nil }
                    return value.index
                }
            }
            return false
        }
        var roots = [node]
        for layer in members where layer.isNamed("overlay") || layer.isNamed("background") {
            for argument in layer.arguments {
                guard let value = argument.value else { continue }
                roots += value.kind == .closure ? facts.expressions(in: value.raw.statements) : [value.index]
            }
        }
        let siblings = siblings
        roots += siblings
        for root in roots {
            _ = collect(root)
            _ = facts.hasDescendant(root, where: collect)
        }
        return keys.isSubset(of: facts.commandKeys(of: actions).union(siblings.flatMap(facts.boundToggleKeys)))
    }

    /// Whether every one of `commands` (at least one) is also run by a way
    /// to it outside this view that the file does not hide: a button, link,
    /// accessibility action or tapped view.
    public func isRunElsewhere(_ commands: Set<String>) -> Bool {
        guard !commands.isEmpty, let expression = tree.node(node), expression.lastToken >= expression.firstToken else { return false }
        let own = expression.firstToken...expression.lastToken
        var elsewhere = Set<String>()
        for site in cache.commandSites where !own.contains(site.token) {
            elsewhere.formUnion(site.keys)
            if commands.isSubset(of: elsewhere) { return true }
        }
        return false
    }

    /// Whether an argument label has the word action or cancel: `action`,
    /// `cancelAction`, `actionSecondButton`, `onCancel` (not `transaction`).
    static func namesAnAction(_ label: String) -> Bool {
        DeveloperTooling.names(Substring(label), oneOf: ["action", "cancel"])
    }

    /// The views written in the closure that holds this one, this one
    /// included, in order (`VStack { title; list }`); nil when the view is
    /// not written in a closure slot (a helper's whole body, an argument).
    public var contentAround: [Int32]? {
        guard let parent = ancestors.last, let content = parent.argument(in: tree)?.value,
              content.kind == .closure else { return nil }
        return facts.expressions(in: content.raw.statements)
    }

    /// The other views in the content of the container holding this one
    /// (`HStack { checkbox; caption }`): none when the view sits in a
    /// modifier's slot or is a helper's whole body.
    var siblings: [Int32] {
        guard let parent = ancestors.last, parent.modifier < 0, facts.role(parent.node) == .container,
              let content = contentAround else { return [] }
        return content.filter { $0 != node }
    }

    /// The helper or custom view type the view's context depends on: the
    /// helper declaration holding it, else its innermost type.
    public var scope: UseScope? {
        uses.scope(of: declaration)
    }

    /// This view as a use of the custom view type it names
    /// (`PlayerRow(player)`): the conditions held around it, counting the
    /// view itself as the innermost enclosing view
    /// (`PlayerRow().accessibilityHidden(true)` hides the row's whole body).
    var typeUse: ScopeUse {
        var held = conditionsHeldHere
        held.formUnion(cache.conditions(satisfiedBy: Ancestor(node: node, argument: -1, modifier: -1)))
        return ScopeUse(scope: uses.typeScope(named: tree.text(ofToken: expression.nameToken)), held: held, outer: scope,
                        modifiers: wrappersAround)
    }

    /// Hashes of what may wrap this view in a button, which only the run
    /// can tell (`ButtonWrappers`): the modifiers applied to it and, within
    /// its declaration, to the views around it after the slot holding it,
    /// with the type `T` of each `.modifier(T())`, and the custom views whose
    /// content — their last closure — holds it (`ClickableRow(action: pick) { here }`,
    /// not `ClickableRow { here } content: { … }`, whose first closure is the
    /// action). Nothing outside a presented screen's slot (`.sheet { … }`) counts.
    var wrappersAround: [UInt64] {
        var names: [UInt64] = []
        func collect(_ expression: Int32, after slot: Int, through argument: Int = -1) {
            guard let view = tree.node(expression) else { return }
            if slot < 0, argument >= 0, view.kind == .call, let name = view.nameToken, tree.isCapitalized(name),
               view.arguments.last(where: { $0.value?.kind == .closure })?.index == Int32(argument) {
                names.append(tree.hash(ofToken: name))
            }
            for member in view.members where Int(member.index) > slot && member.hasArgumentClause {
                names.append(tree.hash(ofToken: member.nameToken))
                if member.isNamed("modifier"), let type = member.arguments.first?.value, type.kind == .call,
                   let name = type.nameToken {
                    names.append(tree.hash(ofToken: name))
                }
            }
        }
        collect(node, after: -1)
        for ancestor in ancestors.reversed() {
            if let slot = ancestor.member(in: tree), SwiftUIViews.presentingModifiers.contains(where: { slot.isNamed($0) }) {
                break
            }
            collect(ancestor.node, after: ancestor.modifier, through: ancestor.argument)
        }
        return names
    }

    /// The name of the innermost type declaration holding the view, if any.
    public var enclosingTypeName: String? {
        uses.enclosingTypeName(of: declaration)
    }

    /// Placeholder content of a loading state: the view or a view around it is
    /// `.redacted(reason: .placeholder)`, or its type is named as a
    /// placeholder, skeleton or shimmer (`FeedRowPlaceholder`, `PlaceholderRow`, `CardSkeleton`).
    public var isPlaceholderContent: Bool {
        let isRedacted = { (node: Int32) in
            facts.modifier(of: node, named: "redacted")?.argument(labeled: "reason")?.isNamed("placeholder") ?? false
        }
        if isRedacted(node) || ancestors.contains(where: { isRedacted($0.node) }) { return true }
        guard let type = enclosingTypeName else { return false }
        return SwiftUIViews.placeholderTypeWords.contains { type.hasSuffix($0) || type.hasPrefix($0) }
    }

    /// Whether the view is sized as an icon rather than text: it shows only
    /// images (`AccessibilityFacts.showsOnlyImages`, or it is `self` in an
    /// extension of `Image`), or it sits in a type named for an icon.
    public var isSizedAsIcon: Bool {
        facts.showsOnlyImages(node) || facts.showsOnlySymbols(node) || isInIconType
            || tree.token(nameToken, is: "self") && enclosingTypeName == "Image"
    }

    /// Inside a type whose name says it draws an icon (`ImageCharIconView`,
    /// `AvatarView`, `MonogramBadge`): text there is a glyph.
    public var isInIconType: Bool {
        enclosingTypeName.map(SwiftUIViews.namesAnIcon) ?? false
    }

    /// Inside a type whose name says it manages other people's accounts.
    public var isInAccountManagementType: Bool {
        guard let type = enclosingTypeName else { return false }
        return SwiftUIViews.accountManagementWords.contains { type.contains($0) }
    }

    /// Inside `makeBody(configuration:)` of a type conforming to a button,
    /// toggle, label or menu style: the view draws a control.
    public var isInStyleBody: Bool {
        facts.isInControlStyleBody(declaration)
    }

    /// The name of the modifier whose argument holds this view directly
    /// (`background` for `.background(Image("x"))`), if any.
    public var enclosingModifierName: Int32? {
        guard let parent = ancestors.last, parent.modifier >= 0 else { return nil }
        return tree.modifiers[parent.modifier].nameToken
    }

    /// Whether the view is itself an argument value (`Avatar(image: Image("x"))`,
    /// `.background(Image("x"))`, also as an operand: `MessageMenu(delete:
    /// delete ?? Image("delete"))`, `flag ? Image("a") : Image("b")`) rather
    /// than a statement of a closure body.
    public var isArgumentValue: Bool {
        guard let parent = ancestors.last, parent.argument >= 0 else { return false }
        var value = tree.arguments[parent.argument].value
        // Operands of `??` or `? :` around the view, a few levels deep at most.
        for _ in 0..<4 {
            if value == node { return true }
            guard let operands = tree.node(value), operands.kind == .sequence || operands.kind == .ternary,
                  let next = operands.arguments.first(where: { argument in
                      argument.value.map { $0.firstToken <= expression.firstToken && expression.lastToken <= $0.lastToken } ?? false
                  })?.value else { return false }
            value = next.index
        }
        return false
    }
}
