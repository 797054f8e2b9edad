/// The context conditions each enclosing view satisfies, worked out once per
/// file in flat arrays indexed by expression: many views share their
/// ancestors, and every rule asks about them. Conditions that depend on the
/// slot the walk came through (a control's label, a menu's content) are
/// worked out per ancestor from the cached label slot.
final class ConditionCache {
    /// Node-only conditions per expression; bit 15 marks "computed".
    private var nodeConditions: [UInt16]
    /// The label argument of each control (-1 none, -2 not yet computed).
    private var labelArguments: [Int]
    private static let computed: UInt16 = 0x8000

    init(expressionCount: Int) {
        nodeConditions = [UInt16](repeating: 0, count: expressionCount)
        labelArguments = [Int](repeating: -2, count: expressionCount)
    }

    func conditions(satisfiedBy ancestor: Ancestor, in view: ViewContext) -> ContextConditions {
        let node = Int(ancestor.node)
        if nodeConditions[node] & ConditionCache.computed == 0 {
            let found = ContextCondition.nodeOnly.filter { $0.isSatisfied(by: ancestor, in: view) }
            nodeConditions[node] = ContextConditions(found).rawValue | ConditionCache.computed
        }
        var result = ContextConditions(rawValue: nodeConditions[node] & ~ConditionCache.computed)
        for condition in ContextCondition.slotDependent where condition.isSatisfied(by: ancestor, in: view) {
            result.formUnion(ContextConditions([condition]))
        }
        return result
    }

    /// Conditions that hold at every use of a helper declaration (there or
    /// where that use's declaration is used), by declaration; empty for a
    /// declaration with no known use.
    private var heldAtUses: [Int32: ContextConditions] = [:]

    func conditionsHeldAtEveryUse(of declaration: Int32, in view: ViewContext, depth: Int = 0) -> ContextConditions {
        guard depth < 4, let sites = view.uses.sites[declaration], !sites.isEmpty else { return [] }
        if let known = heldAtUses[declaration] { return known }
        heldAtUses[declaration] = []
        var held = ContextConditions(rawValue: UInt16.max & ~ConditionCache.computed)
        for site in sites {
            var atSite = conditionsHeldAtEveryUse(of: site.declaration, in: view, depth: depth + 1)
            for ancestor in site.ancestors { atSite.formUnion(conditions(satisfiedBy: ancestor, in: view)) }
            held.formIntersection(atSite)
        }
        heldAtUses[declaration] = held
        return held
    }

    /// `AccessibilityFacts.labelArgumentIndex(of:)`, remembered.
    func labelArgumentIndex(of node: Int32, in facts: AccessibilityFacts) -> Int? {
        if labelArguments[Int(node)] == -2 { labelArguments[Int(node)] = facts.labelArgumentIndex(of: node) ?? -1 }
        let index = labelArguments[Int(node)]
        return index >= 0 ? index : nil
    }
}
