import A11yLintSyntax

/// What the walk does with what it is shown: records where helpers and
/// custom view types are used (walk work, whatever rules run), and hands
/// each node to the dispatcher. Views inside helpers wait until the walk has
/// seen every use of their helper.
struct RuleVisitor: SyntaxVisitor {
    let dispatcher: RuleDispatcher
    let file: FileContext
    var sink = FindingSink()
    let helpers: HelperUses
    /// Uses of custom view types, then (once the walk is over) of helpers.
    var uses: [ScopeUse] = []
    private var viewsInHelpers: [ViewContext] = []

    init(dispatcher: RuleDispatcher, facts: AccessibilityFacts, uikit: UIKitModel, helpers: HelperUses) {
        self.dispatcher = dispatcher
        self.file = FileContext(facts: facts, uikit: uikit)
        self.helpers = helpers
    }

    mutating func visit(_ view: ViewContext) {
        helpers.record(view)
        if helpers.isHelper(view.declaration) {
            viewsInHelpers.append(view)
        } else {
            handle(view)
        }
    }

    mutating func visit(declaration: DeclarationNode) {
        dispatcher.check(declaration, in: file, &sink)
    }

    mutating func visit(assignment: ExpressionNode, enclosing declaration: Int32) {
        guard dispatcher.wantsAssignments else { return }
        dispatcher.check(assignment: assignment, in: file, enclosing: file.tree.declarationNode(declaration), &sink)
    }

    /// Checks the views that sat in helpers, now that every use is known.
    mutating func checkViewsInHelpers(cache: ConditionCache) {
        for view in viewsInHelpers { handle(view) }
        viewsInHelpers = []
        // The helpers a deferred finding or a type use sits in lead on to their uses.
        var wanted = Set<Int32>()
        for case .helper(_, let declaration)? in sink.findings.map({ $0.deferral?.scope }) + uses.map(\.outer) {
            wanted.insert(declaration)
        }
        if !wanted.isEmpty { uses += helpers.scopeUses(of: wanted, cache: cache) }
    }

    /// Whether a view is shown, and what is held around it, is known once the
    /// uses of the helper holding it are: only then are its type use recorded
    /// and its rules run.
    private mutating func handle(_ view: ViewContext) {
        recordTypeUse(view)
        if !dispatcher.isEmpty { dispatcher.check(view, &sink) }
    }

    /// A shown call of a custom view type (`PlayerRow(player)`), with the
    /// context conditions held around it.
    private mutating func recordTypeUse(_ view: ViewContext) {
        let node = view.expression
        if node.kind == .call && view.role == .unknown && view.tree.isCapitalized(node.nameToken) && view.isShown {
            uses.append(view.typeUse)
        }
    }
}
