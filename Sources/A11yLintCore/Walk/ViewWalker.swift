import A11yLintSyntax

/// What the walk shows, once each, in source order: views, declarations and
/// assignments.
protocol SyntaxVisitor {
    mutating func visit(_ view: ViewContext)
    mutating func visit(declaration: DeclarationNode)
    mutating func visit(assignment: ExpressionNode, enclosing declaration: Int32)
}

/// The one walk over a parsed file: every expression that names a view or
/// carries modifiers is handed to the visitor with its enclosing views, and so
/// is every declaration and every assignment. Declarations start a fresh
/// ancestor path: a view returned by a helper property is placed by its
/// caller: `HelperUses` records where each helper is used, and so where
/// a view held in a local constant (`let view = HStack { … }`) is used in
/// the scope that declares it (`view.minimumScaleFactor(0.5)`). Previews (`#Preview { … }`,
/// `PreviewProvider` types) are not shipped UI and are not walked.
/// Recursion follows the tree, whose depth the parser bounds.
struct ViewWalker {
    let facts: AccessibilityFacts
    let uses: HelperUses
    let cache: ConditionCache
    var ancestors: [Ancestor] = []
    var declaration: Int32 = -1
    /// The local constants in scope, innermost last, with the depth of the
    /// statement list that declares each.
    private var locals: [(declaration: Int32, depth: Int)] = []
    private var depth = 0

    init(facts: AccessibilityFacts, uses: HelperUses) {
        self.facts = facts
        self.uses = uses
        self.cache = ConditionCache(facts: facts)
    }

    var tree: SyntaxTree { facts.tree }

    mutating func walk<Visitor: SyntaxVisitor>(_ visitor: inout Visitor) {
        statements(tree.topLevel, &visitor)
    }

    /// A statement list: a scope of its own for the local constants it declares.
    mutating func statements<Visitor: SyntaxVisitor>(_ range: IndexRange, _ visitor: inout Visitor) {
        depth += 1
        defer {
            while locals.last?.depth == depth { locals.removeLast() }
            depth -= 1
        }
        statementsInScope(range, &visitor)
    }

    /// The statements, in the current scope. The branches of `#if` are not
    /// scopes: a constant declared in one is seen after `#endif`.
    private mutating func statementsInScope<Visitor: SyntaxVisitor>(_ range: IndexRange, _ visitor: inout Visitor) {
        for index in range {
            let statement = tree.statements[index]
            switch statement.kind {
            case .expression, .returnValue:
                expression(statement.expression, &visitor)
            case .declaration:
                declaration(statement.declaration, &visitor)
            case .conditionalCompilation:
                for block in statement.blocks { statementsInScope(tree.blocks[block].statements, &visitor) }
            default:
                for block in statement.blocks { statements(tree.blocks[block].statements, &visitor) }
            }
        }
    }

    mutating func declaration<Visitor: SyntaxVisitor>(_ index: Int32, _ visitor: inout Visitor) {
        let node = DeclarationNode(tree: tree, index: index)
        if node.inherits("PreviewProvider") { return }
        visitor.visit(declaration: node)
        let isLocal = declaration >= 0 && node.kind == .constant && node.raw.nameToken >= 0
            && !(node.parent?.kind.isType ?? true) && !tree.isCapitalized(node.raw.nameToken) && mayHoldAView(node.raw.initializer)
        if isLocal { uses.declareLocal(index, in: declaration) }
        let saved = (ancestors, declaration)
        ancestors = []
        declaration = index
        expression(node.raw.initializer, &visitor)
        statements(node.raw.body, &visitor)
        (ancestors, declaration) = saved
        if isLocal { locals.append((index, depth)) }
    }

    /// A value that may be a view: a call of a type (`Text(code)`,
    /// `HStack { … }`, with or without modifiers), a `? :` or an `if`.
    private func mayHoldAView(_ initializer: Int32) -> Bool {
        guard initializer >= 0 else { return false }
        let value = tree.expressions[Int(initializer)]
        return value.kind == .ternary || value.kind == .branches || (value.kind == .call && tree.isCapitalized(value.nameToken))
    }

    /// Records a use of the innermost local constants in scope that a bare
    /// reference names (`view`, `view.blur(radius: 6)`): one, or one per
    /// branch of an `#if` that declares it in each. The stack is scanned
    /// from its innermost end, without allocating.
    private func recordLocalUses(namedBy node: Expression, at view: ViewContext) {
        guard node.kind == .reference, node.nameToken >= 0 else { return }
        var innermost = Int.min
        for local in locals.reversed() {
            if local.depth < innermost { break }
            if tree.token(tree.declarations[Int(local.declaration)].nameToken, sameTextAs: node.nameToken) {
                innermost = local.depth
                uses.recordUse(of: local.declaration, at: view)
            }
        }
    }

    mutating func expression<Visitor: SyntaxVisitor>(_ index: Int32, _ visitor: inout Visitor) {
        guard index >= 0 else { return }
        let node = tree.expressions[Int(index)]
        if tree.token(node.nameToken, is: "#Preview") { return }
        switch node.kind {
        case .closure, .branches:
            statements(node.statements, &visitor)
        case .assignment:
            visitor.visit(assignment: ExpressionNode(tree: tree, index: index), enclosing: declaration)
            for argument in node.arguments { expression(tree.arguments[argument].value, &visitor) }
        case .sequence, .ternary, .tuple, .collection:
            for argument in node.arguments { expression(tree.arguments[argument].value, &visitor) }
        default:
            break
        }
        if node.kind == .call || node.kind == .reference || !node.modifiers.isEmpty {
            let view = ViewContext(facts: facts, uses: uses, cache: cache, node: index, ancestors: ancestors, declaration: declaration)
            if !locals.isEmpty { recordLocalUses(namedBy: node, at: view) }
            visitor.visit(view)
        }
        if node.kind == .call || node.kind == .reference || node.kind == .implicitMember {
            for argument in node.arguments { child(index, argument: argument, modifier: -1, &visitor) }
        }
        for modifier in node.modifiers {
            for argument in tree.modifiers[modifier].arguments { child(index, argument: argument, modifier: modifier, &visitor) }
        }
    }

    mutating func child<Visitor: SyntaxVisitor>(_ parent: Int32, argument: Int, modifier: Int, _ visitor: inout Visitor) {
        let slot = Ancestor(node: parent, argument: argument, modifier: modifier)
        guard !presentsAnotherScreen(slot) else {
            // A sheet's content or a link's destination is a screen of its
            // own: nothing around the link or the modifier encloses it.
            let saved = ancestors
            ancestors = []
            expression(tree.arguments[argument].value, &visitor)
            ancestors = saved
            return
        }
        ancestors.append(slot)
        expression(tree.arguments[argument].value, &visitor)
        ancestors.removeLast()
    }

    /// `.sheet { … }`, `.navigationDestination { … }`, `NavigationLink(destination: …)`.
    func presentsAnotherScreen(_ slot: Ancestor) -> Bool {
        if let member = slot.member(in: tree) { return SwiftUIViews.presentingModifiers.contains { member.isNamed($0) } }
        guard slot.argument >= 0 else { return false }
        return facts.destinationArgument(of: slot.node).map { $0.value == tree.arguments[slot.argument].value } ?? false
    }
}
