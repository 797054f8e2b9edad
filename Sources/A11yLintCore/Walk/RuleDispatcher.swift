import A11yLintSyntax

/// Hands each node of the walk to the rules that asked for it, as a
/// generated lint pipeline does: built once per rule set, it answers per view
/// with a bit mask worked out from the view's role and its modifiers, so the
/// cost of a node does not grow with rules that do not care about it.
struct RuleDispatcher: Sendable {
    private let viewRules: [any ViewRule.Type]
    /// Rule masks by role and by modifier effect; the rules that want gestures or named modifiers.
    private let byRole: [UInt64]
    private let byEffect: [UInt64]
    private let gestureRules: UInt64
    private let byModifierName: [(name: StaticString, rules: UInt64)]
    private let declarationRules: [DeclarationKind: [any DeclarationRule.Type]]
    private let assignmentRules: [String: [any AssignmentRule.Type]]
    private let uikitRules: [any UIKitRule.Type]

    init(_ rules: [any Rule.Type]) {
        let viewRules = rules.compactMap { $0 as? any ViewRule.Type }
        precondition(viewRules.count <= 64, "more than 64 view rules: widen RuleDispatcher's masks")
        self.viewRules = viewRules
        var byRole = [UInt64](repeating: 0, count: ViewInterest.RoleInterest.allCases.count)
        var byEffect = [UInt64](repeating: 0, count: ViewInterest.EffectInterest.allCases.count)
        var gestureRules: UInt64 = 0
        var byName: [(name: StaticString, rules: UInt64)] = []
        for (index, rule) in viewRules.enumerated() {
            let bit = UInt64(1) << UInt64(index)
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
    func mask(for view: ViewContext) -> UInt64 {
        let facts = view.facts
        var mask = byRole[Int(ViewInterest.roleIndex(view.role).rawValue)]
        for modifier in view.expression.modifiers {
            if let effect = ViewInterest.effectIndex(facts.effect(ofModifier: modifier)) { mask |= byEffect[Int(effect.rawValue)] }
            if gestureRules != 0 && facts.gesture(ofModifier: modifier) != nil { mask |= gestureRules }
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
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            viewRules[index].check(view, &findings)
            mask &= mask - 1
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
