import A11yLintSyntax

/// Traits, actions and interactivity.
extension AccessibilityFacts {
    /// Whether VoiceOver's rotor finds the view as a heading:
    /// `.accessibilityAddTraits(.isHeader)` or `.accessibilityHeading(…)`.
    public func isHeading(_ expression: Int32) -> Bool {
        hasTrait(expression, "isHeader") || modifier(of: expression, named: "accessibilityHeading") != nil
    }

    /// Whether the view's chain adds a trait (`isButton`, `isHeader`, …), read
    /// through arrays, ternaries and `if #available` branches, including in
    /// closures given to wrapper modifiers that modify the view itself
    /// (`.modify { view in if #available(…) { view.accessibilityAddTraits(.isButton) } … }`).
    public func hasTrait(_ expression: Int32, _ trait: StaticString, followingWrappers: Bool = true) -> Bool {
        guard expression >= 0 else { return false }
        for index in tree.expressions[Int(expression)].modifiers {
            let arguments = tree.modifiers[index].arguments
            if effect(ofModifier: index) == .addTraits {
                if arguments.contains(where: { mentions(tree.arguments[$0].value, member: trait) }) { return true }
                continue
            }
        }
        return followingWrappers && wrapperClosureUses(of: expression).contains { uses in
            uses.contains { hasTrait($0, trait, followingWrappers: false) }
        }
    }

    /// For each closure given to a modifier of the view, the expressions that
    /// return the closure's parameter — the view itself — with what they apply
    /// to it: `.modify { view in if #available(…) { view.accessibilityAddTraits(.isButton) } else { view } }`
    /// gives both branches. Closures that draw other views (`.overlay { Badge() }`) give none.
    func wrapperClosureUses(of expression: Int32) -> [[Int32]] {
        guard expression >= 0 else { return [] }
        var found: [[Int32]] = []
        for index in tree.expressions[Int(expression)].modifiers {
            for argument in tree.modifiers[index].arguments {
                let value = tree.arguments[argument].value
                guard value >= 0, tree.expressions[Int(value)].kind == .closure else { continue }
                let closure = tree.expressions[Int(value)]
                // `{ view in … }` names its parameter; otherwise it is `$0`.
                let parameter: Int32? = tree.token(closure.firstToken + 2, is: "in") ? closure.firstToken + 1 : nil
                let uses = expressions(in: closure.statements).filter { inner in
                    let node = tree.expressions[Int(inner)]
                    guard node.kind == .reference else { return false }
                    return parameter.map { tree.token(node.nameToken, sameTextAs: $0) } ?? tree.token(node.nameToken, is: "$0")
                }
                if !uses.isEmpty { found.append(uses) }
            }
        }
        return found
    }

    /// Whether an expression names a member (`.isButton`, `AccessibilityTraits.isButton`) anywhere inside.
    func mentions(_ root: Int32, member: StaticString) -> Bool {
        var pending = [root]
        while let expression = pending.popLast() {
            guard expression >= 0 else { continue }
            let node = tree.expressions[Int(expression)]
            if node.kind == .implicitMember && tree.token(node.nameToken, is: member) { return true }
            if node.modifiers.contains(where: { tree.token(tree.modifiers[$0].nameToken, is: member) }) { return true }
            pending.append(contentsOf: node.arguments.map { tree.arguments[$0].value })
            pending.append(contentsOf: expressions(in: node.statements))
        }
        return false
    }

    /// `.accessibilityAction`, `…Actions`, `…AdjustableAction`, `…ScrollAction`
    /// or `.accessibilityRepresentation` on the view: assistive technology has
    /// a way to do what its gestures do.
    public func hasAccessibilityAlternative(_ expression: Int32) -> Bool {
        firstModifier(of: expression) { $0 == .action || $0 == .representation } != nil
    }

    /// A default accessibility action — `.accessibilityAction { … }`,
    /// `.accessibilityAction(.default) { … }`, `.accessibilityAction(perform)` —
    /// which is what activating the element (a double tap) runs. Named
    /// actions and `.magicTap` or `.escape` are not.
    public func hasDefaultAction(_ expression: Int32) -> Bool {
        guard expression >= 0 else { return false }
        return tree.expressions[Int(expression)].modifiers.contains { index in
            let modifier = tree.modifiers[index]
            guard tree.token(modifier.nameToken, is: "accessibilityAction") else { return false }
            guard let first = modifier.arguments.first else { return false }
            let argument = tree.arguments[first]
            guard argument.label < 0, argument.value >= 0 else { return false }
            let value = tree.expressions[Int(argument.value)]
            return value.kind != .implicitMember || tree.token(value.nameToken, is: "default")
        }
    }

    /// Whether the view can be activated: a control, a view with a tap
    /// gesture, or one with the button or link trait.
    public func isInteractive(_ expression: Int32) -> Bool {
        if role(expression).isControl || makesControl(expression) { return true }
        if firstGesture(of: expression, where: { $1 == .singleTap || $1 == .multiTap }) != nil { return true }
        return hasTrait(expression, "isButton") || hasTrait(expression, "isLink")
    }

    /// Whether an ancestor's slot is code run on an event: a control's action,
    /// or a closure given to a modifier named `on…` or `task`.
    public func isActionSlot(_ ancestor: Ancestor) -> Bool {
        if ancestor.modifier >= 0 {
            let name = tree.modifiers[ancestor.modifier].nameToken
            return tree.token(name, is: "task") || tree.token(name, is: "refreshable")
                || tree.token(name, hasCamelCasePrefix: "on")
        }
        guard ancestor.argument >= 0, role(ancestor.node).isControl else { return false }
        return actionArgument(of: ancestor.node).map { $0.value == tree.arguments[ancestor.argument].value } ?? false
    }

    /// A custom modifier on the chain wraps the view in a control (`.buttonize { … }`).
    public func makesControl(_ expression: Int32) -> Bool {
        firstModifier(of: expression) { $0 == .control } != nil
    }

    /// The expressions that statements evaluate, through `if`, `switch`,
    /// `#if`, loops and `return` (not into declarations).
    public func expressions(in statements: IndexRange) -> [Int32] {
        var found: [Int32] = []
        var pending = [statements]
        while let range = pending.popLast() {
            for index in range {
                let statement = tree.statements[index]
                switch statement.kind {
                case .expression, .returnValue:
                    if statement.expression >= 0 { found.append(statement.expression) }
                case .declaration, .other:
                    break
                default:
                    for block in statement.blocks { pending.append(tree.blocks[block].statements) }
                }
            }
        }
        return found
    }

    /// Says its state: a value, the selected or toggle trait, a
    /// representation, or a label computed at run time (which may say it).
    public func exposesState(_ node: Int32) -> Bool {
        if hasTrait(node, "isSelected") || hasTrait(node, "isToggle") { return true }
        return tree.node(node)?.members.contains { modifier in
            switch effect(of: modifier) {
            case .value, .representation: return true
            case .label: return text(of: modifier) == nil
            default: return false
            }
        } ?? false
    }
}
