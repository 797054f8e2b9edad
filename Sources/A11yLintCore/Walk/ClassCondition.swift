/// What answers a UIKit finding about a class from other files of the run:
/// members the class, or a superclass the run declares, declares or assigns
/// (`TypeReferences.ClassFacts.members`), and `is:Name` for inheriting `Name`.
public struct ClassCondition: Sendable {
    public let name: String
    public let members: Set<String>
    /// Whether every member is needed (increment and decrement), not one of them.
    public let needsAll: Bool

    public init(_ name: String, anyOf members: Set<String>) {
        self.name = name
        self.members = members
        needsAll = false
    }

    public init(_ name: String, allOf members: Set<String>) {
        self.name = name
        self.members = members
        needsAll = true
    }

    /// Whether the class's chain, as the run declares it, answers the finding.
    func isAnswered(by chain: [TypeReferences.ClassFacts]) -> Bool {
        let declared = chain.reduce(into: Set<String>()) { found, facts in
            found.formUnion(facts.members)
            if let superclass = facts.superclass { found.insert("is:" + superclass) }
        }
        return needsAll ? members.isSubset(of: declared) : !members.isDisjoint(with: declared)
    }
}
