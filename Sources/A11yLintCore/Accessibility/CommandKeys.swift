import A11yLintSyntax

/// What an action does, as comparable keys: the function it calls
/// (`close` for `close()`, `viewModel.close()` or `perform: close`; with a
/// case, `send(.close)`), or the state it sets (`showsSheet = true`,
/// `isExpanded.toggle`). Two actions with the same keys do the same thing,
/// which is how a gesture is known to have an accessible alternative: a
/// button, menu item or accessibility action in the same file runs it too.
extension AccessibilityFacts {
    /// The keys of the commands the given action values run (closures,
    /// looking through `withAnimation { … }` and the like, or function references).
    func commandKeys(of actions: [Int32]) -> Set<String> {
        var keys = Set<String>()
        for action in actions {
            guard let node = tree.node(action) else { continue }
            if node.kind == .closure {
                for statement in statements(of: action) { if let key = commandKey(of: statement) { keys.insert(key) } }
            } else if let key = commandKey(of: action) {
                keys.insert(key)
            }
        }
        return keys
    }

    /// The key of one statement or function reference, if it names a command.
    private func commandKey(of expression: Int32) -> String? {
        guard let node = tree.node(expression) else { return nil }
        if node.kind == .assignment, let target = node.assignedTarget, let value = node.assignedValue {
            let name = target.members.last?.name ?? target.name ?? ""
            return "\(name)=\(tree.source.text(value.byteRange))"
        }
        guard node.kind == .call || node.kind == .reference, let base = node.name else { return nil }
        let call = node.members.last { $0.hasArgumentClause }
        let name = call?.name ?? node.members.last?.name ?? base
        let first = call?.arguments.firstValue ?? (call == nil ? node.arguments.firstValue : nil)
        if let first, first.kind == .implicitMember, let member = first.name { return "\(name)(.\(member))" }
        if name == "toggle", let owner = node.members.dropLast().last?.name ?? (node.members.count == 1 ? base : nil) {
            return "\(owner).toggle"
        }
        return name
    }

    /// The state a control's call binds (`Toggle(isOn: $isChecked)`,
    /// `Checkbox(isChecked: $accepted)`), as the key of toggling it
    /// (`isChecked.toggle`): the control flips that state itself.
    func boundToggleKeys(of view: Int32) -> [String] {
        let kind = role(view)
        guard kind.isControl || kind == .unknown, let node = tree.node(view) else { return [] }
        return node.arguments.compactMap { argument in
            guard let value = argument.value, value.kind == .reference || value.kind == .call else { return nil }
            let text = tree.source.text(value.byteRange)
            guard text.hasPrefix("$"), let name = text.split(separator: ".").last else { return nil }
            return "\(name.hasPrefix("$") ? name.dropFirst() : name).toggle"
        }
    }

    /// The keys of every command an accessible control in the file runs: the
    /// actions of buttons, links and menu items (in menus, context menus,
    /// swipe actions and toolbars alike) and of accessibility actions.
    /// `outside`: only controls and actions whose name token is not in
    /// these tokens count (the controls of one view left out).
    static func controlCommandKeys(in tree: SyntaxTree, facts: AccessibilityFacts, outside: ClosedRange<Int32>? = nil) -> Set<String> {
        let counts = { (token: Int32) in outside.map { !$0.contains(token) } ?? true }
        var actions: [Int32] = []
        for index in tree.expressions.indices where counts(tree.expressions[index].nameToken) {
            guard case .control(let kind) = facts.role(Int32(index)), kind == .button || kind == .link else { continue }
            if let action = facts.actionArgument(of: Int32(index)) { actions.append(action.value) }
        }
        for index in tree.modifiers.indices where facts.effect(ofModifier: index) == .action && counts(tree.modifiers[index].nameToken) {
            actions += tree.modifiers[index].arguments.map { tree.arguments[$0].value }
        }
        return facts.commandKeys(of: actions)
    }

    /// The commands that activating a view runs: a button's or link's
    /// action and its tap gestures', and those of the controls and tapped
    /// views inside it.
    func activationCommandKeys(of view: Int32) -> Set<String> {
        var keys = Set<String>()
        let collect = { (node: Int32) -> Bool in
            if let action = self.actionArgument(of: node) { keys.formUnion(self.commandKeys(of: [action.value])) }
            for index in self.tree.expressions[Int(node)].modifiers
            where self.gesture(ofModifier: index) == .singleTap || self.gesture(ofModifier: index) == .multiTap {
                keys.formUnion(self.commandKeys(ofGesture: MemberNode(tree: self.tree, index: Int32(index))))
            }
            return false
        }
        _ = collect(view)
        _ = hasDescendant(view, where: collect)
        return keys
    }

    /// The commands a gesture modifier runs: its own closures and function
    /// references, and those of the gesture value's chain (`.onEnded { … }`).
    func commandKeys(ofGesture gesture: MemberNode) -> Set<String> {
        let actions = gesture.arguments.compactMap { $0.value?.index }
            + gesture.arguments.compactMap(\.value).flatMap { value in
                value.members.flatMap { $0.arguments.compactMap { $0.value?.index } }
            }
        return commandKeys(of: actions)
    }
}
