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

    /// Each way to a command written in the file, hidden or not: a button's
    /// or link's action (in menus, context menus, swipe actions and toolbars
    /// alike), an accessibility action, a view's tap.
    static func commandSites(in tree: SyntaxTree, facts: AccessibilityFacts) -> [CommandSite] {
        var sites: [CommandSite] = []
        var buildersByName: [String: Set<String>] = [:]
        for index in tree.expressions.indices {
            let view = Int32(index)
            if case .control(let kind) = facts.role(view), kind == .button || kind == .link, let action = facts.actionArgument(of: view) {
                sites.append(CommandSite(token: tree.expressions[index].nameToken, view: view,
                                         keys: facts.commandKeys(of: [action.value]), isTap: false))
                if facts.hiddenState(view) != .yes, let builder = buttonBuilder(handing: action.value, in: tree) {
                    buildersByName[builder.function, default: []].insert(builder.label)
                }
            }
            if let tap = facts.firstGesture(of: view, where: { $1 == .singleTap || $1 == .multiTap }) {
                sites.append(CommandSite(token: tap.modifier.nameToken, view: view, keys: facts.commandKeys(ofGesture: tap.modifier), isTap: true))
            }
        }
        for index in tree.modifiers.indices where facts.effect(ofModifier: index) == .action {
            let actions = tree.modifiers[index].arguments.map { tree.arguments[$0].value }
            sites.append(CommandSite(token: tree.modifiers[index].nameToken, view: nil, keys: facts.commandKeys(of: actions), isTap: false))
        }
        guard !buildersByName.isEmpty else { return sites }
        // `verticalActionButton(icon: "play.fill", action: playVideo)`: the button the helper builds runs it.
        for index in tree.expressions.indices where tree.expressions[index].kind == .call {
            guard let call = tree.node(Int32(index)), let name = call.nameToken,
                  let labels = buildersByName[tree.text(ofToken: name)] else { continue }
            let actions = call.arguments.compactMap { argument -> Int32? in
                guard let label = argument.labelToken, labels.contains(tree.text(ofToken: label)) else { return nil }
                return argument.value?.index
            }
            guard !actions.isEmpty else { continue }
            sites.append(CommandSite(token: name, view: Int32(index), keys: facts.commandKeys(of: actions), isTap: false))
        }
        return sites
    }

    /// A function of the file that hands one of its parameters to a button
    /// as its action (`func actionButton(icon: String, action: @escaping () -> Void)`
    /// holding `Button(action: action)`): its name and that parameter's label.
    private static func buttonBuilder(handing action: Int32, in tree: SyntaxTree) -> (function: String, label: String)? {
        guard let value = tree.node(action), value.kind == .reference, value.members.isEmpty, let reference = value.nameToken else { return nil }
        var innermost: Int32?
        for (offset, declaration) in tree.declarations.enumerated() where declaration.kind == .function && declaration.hasBody
            && declaration.keywordToken < reference && reference < declaration.endToken {
            innermost = Int32(offset)
        }
        guard let innermost, let function = tree.declarationNode(innermost), let name = function.name,
              let parameter = function.parameters.first(where: { tree.token($0.raw.nameToken, sameTextAs: reference) }),
              let label = parameter.argumentLabel else { return nil }
        return (name, label)
    }

    /// The commands that activating a view runs: a button's or link's
    /// action and its tap gestures', and those of the controls and tapped
    /// views inside it.
    func activationCommandKeys(of view: Int32) -> Set<String> {
        var keys = Set<String>()
        let collect = { (node: Int32) -> Bool in
            if let action = self.actionArgument(of: node) { keys.formUnion(self.commandKeys(of: [action.value])) }
            for index in self.tree.expressions[Int(node)].modifiers {
                guard let gesture = self.gesture(ofModifier: index), gesture == .singleTap || gesture == .multiTap else { continue }
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

/// One way to a command in a file: where it is written, the view it belongs
/// to (nil for an accessibility action), what it runs, and whether it is a
/// tap gesture rather than an accessible control.
struct CommandSite {
    let token: Int32
    let view: Int32?
    let keys: Set<String>
    let isTap: Bool
}
