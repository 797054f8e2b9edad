import A11yLintSyntax

/// Hands each node of the walk to the rules that asked for it, as a
/// generated lint pipeline does: built once per rule set, it answers per view
/// with a bit mask worked out from the view's role and its modifiers, so the
/// cost of a node does not grow with rules that do not care about it.
struct RuleDispatcher: Sendable {
    private let viewRules: [any ViewRule.Type]
    /// Rule masks by role and by modifier effect; the rules that want gestures or named modifiers.
    private let byRole: [RuleMask]
    private let byEffect: [RuleMask]
    private let gestureRules: RuleMask
    private let byModifierName: [(name: StaticString, rules: RuleMask)]
    private let declarationRules: [DeclarationKind: [any DeclarationRule.Type]]
    private let assignmentRules: [String: [any AssignmentRule.Type]]
    private let uikitRules: [any UIKitRule.Type]

    init(_ rules: [any Rule.Type]) {
        let viewRules = rules.compactMap { $0 as? any ViewRule.Type }
        precondition(viewRules.count <= RuleMask.capacity, "more than \(RuleMask.capacity) view rules: widen RuleMask")
        self.viewRules = viewRules
        var byRole = [RuleMask](repeating: RuleMask(), count: ViewInterest.RoleInterest.allCases.count)
        var byEffect = [RuleMask](repeating: RuleMask(), count: ViewInterest.EffectInterest.allCases.count)
        var gestureRules = RuleMask()
        var byName: [(name: StaticString, rules: RuleMask)] = []
        for (index, rule) in viewRules.enumerated() {
            let bit = RuleMask(index)
            let interest = rule.interest
            for role in ViewInterest.RoleInterest.allCases where interest.roles & (1 << role.rawValue) != 0 {
                byRole[Int(role.rawValue)] |= bit
            }
            for effect in ViewInterest.EffectInterest.allCases where interest.effects & (1 << effect.rawValue) != 0 {
                byEffect[Int(effect.rawValue)] |= bit
            }
            if interest.gestures { gestureRules |= bit }
            byName += interest.modifierNames.map { (name: $0, rules: bit) }
        }
        self.byRole = byRole
        self.byEffect = byEffect
        self.gestureRules = gestureRules
        self.byModifierName = byName
        var declarationRules: [DeclarationKind: [any DeclarationRule.Type]] = [:]
        var assignmentRules: [String: [any AssignmentRule.Type]] = [:]
        for rule in rules {
            if let rule = rule as? any DeclarationRule.Type {
                for kind in rule.declarationKinds { declarationRules[kind, default: []].append(rule) }
            }
            if let rule = rule as? any AssignmentRule.Type {
                for member in rule.assignedMembers { assignmentRules[member, default: []].append(rule) }
            }
        }
        self.declarationRules = declarationRules
        self.assignmentRules = assignmentRules
        uikitRules = rules.compactMap { $0 as? any UIKitRule.Type }
    }

    var isEmpty: Bool { viewRules.isEmpty && declarationRules.isEmpty && assignmentRules.isEmpty && uikitRules.isEmpty }
    var wantsAssignments: Bool { !assignmentRules.isEmpty }

    /// The view rules that asked for `view`, as a mask over `viewRules`.
    func mask(for view: ViewContext) -> RuleMask {
        let facts = view.facts
        var mask = byRole[Int(ViewInterest.roleIndex(view.role).rawValue)]
        for modifier in view.expression.modifiers {
            if let effect = ViewInterest.effectIndex(facts.effect(ofModifier: modifier)) { mask |= byEffect[Int(effect.rawValue)] }
            if !gestureRules.isEmpty && facts.gesture(ofModifier: modifier) != nil { mask |= gestureRules }
            for entry in byModifierName where view.tree.modifiers[modifier].hasArgumentClause
                && view.tree.token(view.tree.modifiers[modifier].nameToken, is: entry.name) {
                mask |= entry.rules
            }
        }
        return mask
    }

    /// Runs the view rules that asked for `view`, in registry order.
    func check(_ view: ViewContext, _ findings: inout FindingSink) {
        var mask = mask(for: view)
        while let index = mask.popLowest() {
            viewRules[index].check(view, &findings)
        }
    }

    /// Runs the declaration rules that asked for this kind of declaration.
    func check(_ declaration: DeclarationNode, in file: FileContext, _ findings: inout FindingSink) {
        guard let rules = declarationRules[declaration.kind] else { return }
        for rule in rules { rule.check(declaration, in: file, &findings) }
    }

    /// Runs the assignment rules that asked for the member `assignment` assigns.
    func check(assignment: ExpressionNode, in file: FileContext, enclosing declaration: DeclarationNode?,
               _ findings: inout FindingSink) {
        guard let target = assignment.assignedTarget else { return }
        let member = target.members.last?.nameToken ?? target.raw.nameToken
        guard member >= 0, let rules = assignmentRules[file.tree.text(ofToken: member)] else { return }
        let context = AssignmentContext(file: file, assignment: assignment, enclosingDeclaration: declaration, memberToken: member)
        for rule in rules { rule.check(context, &findings) }
    }

    /// Runs the UIKit rules over a file whose model has classes.
    func check(uikit model: UIKitModel, in file: FileContext, _ findings: inout FindingSink) {
        guard !uikitRules.isEmpty, !model.types.isEmpty else { return }
        let context = UIKitContext(file: file, model: model)
        for rule in uikitRules { rule.check(context, &findings) }
    }
}

/// A set of view rules, by their index in the dispatcher: two words, so a
/// view's rules are worked out with a few ORs whatever the number of rules.
struct RuleMask: Sendable {
    static let capacity = 128
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    /// The set holding the rule at `index` alone.
    init(_ index: Int) {
        if index < 64 { low = 1 << UInt64(index) } else { high = 1 << UInt64(index - 64) }
    }

    var isEmpty: Bool { low == 0 && high == 0 }

    static func |= (mask: inout RuleMask, other: RuleMask) {
        mask.low |= other.low
        mask.high |= other.high
    }

    /// Removes and returns the lowest index, if any.
    mutating func popLowest() -> Int? {
        if low != 0 {
            defer { low &= low - 1 }
            return low.trailingZeroBitCount
        }
        guard high != 0 else { return nil }
        defer { high &= high - 1 }
        return 64 + high.trailingZeroBitCount
    }
}
