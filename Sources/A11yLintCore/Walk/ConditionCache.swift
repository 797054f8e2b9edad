/// The context conditions each enclosing view satisfies, worked out once per
/// file in flat arrays indexed by expression: many views share their
/// ancestors, and every rule asks about them. Conditions that depend on the
/// slot the walk came through (a control's label, a menu's content) are
/// worked out per ancestor from the cached label slot.
final class ConditionCache {
    let facts: AccessibilityFacts
    /// Node-only conditions per expression; bit 31 marks "computed".
    private var nodeConditions: [UInt32]
    /// The label argument of each control (-1 none, -2 not yet computed).
    private var labelArguments: [Int]
    private var helperLabelSlots: [Int: Bool] = [:]
    private var labelParameters: [Int32: Bool] = [:]
    private static let computed: UInt32 = 0x8000_0000

    init(facts: AccessibilityFacts) {
        self.facts = facts
        nodeConditions = [UInt32](repeating: 0, count: facts.tree.expressions.count)
        labelArguments = [Int](repeating: -2, count: facts.tree.expressions.count)
    }

    func conditions(satisfiedBy ancestor: Ancestor) -> ContextConditions {
        let node = Int(ancestor.node)
        if nodeConditions[node] & ConditionCache.computed == 0 {
            let found = ContextCondition.nodeOnly.filter { $0.isSatisfied(by: ancestor, facts: facts, cache: self) }
            nodeConditions[node] = ContextConditions(found).rawValue | ConditionCache.computed
        }
        var result = ContextConditions(rawValue: nodeConditions[node] & ~ConditionCache.computed)
        for condition in ContextCondition.slotDependent where condition.isSatisfied(by: ancestor, facts: facts, cache: self) {
            result.formUnion(ContextConditions([condition]))
        }
        return result
    }

    /// Every way to a command the file writes, worked out when a rule first
    /// asks (files without a gesture or hidden control never do).
    private lazy var allCommandSites: [CommandSite] = AccessibilityFacts.commandSites(in: facts.tree, facts: facts)
    /// The commands the file's accessible controls run.
    lazy var controlCommandKeys: Set<String> = allCommandSites.reduce(into: []) { keys, site in
        if !site.isTap { keys.formUnion(site.keys) }
    }
    /// The ways to each command the file does not hide.
    lazy var commandSites: [CommandSite] = allCommandSites.filter { site in
        site.view.map { facts.hiddenState($0) != .yes } ?? true
    }

    /// The conditions any of `ancestors` satisfies.
    func conditions(heldBy ancestors: [Ancestor]) -> ContextConditions {
        ancestors.reduce(into: ContextConditions()) { $0.formUnion(conditions(satisfiedBy: $1)) }
    }

    /// Whether an ancestor's slot is the label of a control (`Button { … } label: { here }`).
    func isLabelSlot(_ ancestor: Ancestor) -> Bool {
        ancestor.modifier < 0 && ancestor.argument >= 0 && facts.role(ancestor.node).isControl
            && labelArgumentIndex(of: ancestor.node) == ancestor.argument
    }

    /// Whether the ancestor's slot is a closure a function of the file puts
    /// in a control's label (`navLink(.units) { … }` with `NavigationLink(value: tag, label: label)`
    /// in `navLink`): what it draws is that control's label. Remembered per
    /// argument, and each function's answer per parameter, however often it is called.
    func isHelperControlLabel(_ ancestor: Ancestor) -> Bool {
        guard ancestor.modifier < 0, ancestor.argument >= 0 else { return false }
        if let known = helperLabelSlots[ancestor.argument] { return known }
        let answer = facts.helperParameters(receiving: ancestor).contains { function, parameter in
            if let known = labelParameters[parameter.index] { return known }
            let puts = facts.putsInControlLabel(parameter, of: function)
            labelParameters[parameter.index] = puts
            return puts
        }
        helperLabelSlots[ancestor.argument] = answer
        return answer
    }

    /// `AccessibilityFacts.labelArgumentIndex(of:)`, remembered.
    private func labelArgumentIndex(of node: Int32) -> Int? {
        if labelArguments[Int(node)] == -2 { labelArguments[Int(node)] = facts.labelArgumentIndex(of: node) ?? -1 }
        let index = labelArguments[Int(node)]
        return index >= 0 ? index : nil
    }
}
