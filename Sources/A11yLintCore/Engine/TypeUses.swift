/// One place a custom view type is used (`PlayerRow(player)` in some file):
/// which context conditions hold there, and the type whose body holds the use.
public struct TypeUse: Sendable {
    public var typeName: String
    public var held: ContextConditions
    /// The innermost type declaration around the use, if any.
    public var enclosingType: String?
}

/// A finding that depends on where its view's type is used: it is dropped
/// when every known use of `typeName` is covered by one of `conditions`.
public struct Deferral: Sendable {
    public var typeName: String
    public var conditions: ContextConditions
}

/// Every known use of every custom view type, across the files of a run, to
/// resolve deferred findings once all files are linted.
struct TypeUseIndex {
    private let uses: [String: [TypeUse]]

    init(_ uses: [TypeUse]) {
        self.uses = Dictionary(grouping: uses, by: \.typeName)
    }

    /// Whether `type` is used at least once and every use is covered by one of
    /// `conditions`, there or (through up to four levels) where the type
    /// holding the use is itself used.
    func coversEveryUse(of type: String, _ conditions: ContextConditions, depth: Int = 0) -> Bool {
        guard depth < 4, let found = uses[type], !found.isEmpty else { return false }
        return found.allSatisfy { use in
            if use.held.rawValue & conditions.rawValue != 0 { return true }
            guard let outer = use.enclosingType, outer != type else { return false }
            return coversEveryUse(of: outer, conditions, depth: depth + 1)
        }
    }

    /// Keeps the findings whose deferral is not covered.
    func resolve(_ findings: [(Finding, Deferral?)]) -> [Finding] {
        findings.compactMap { finding, deferral in
            guard let deferral, coversEveryUse(of: deferral.typeName, deferral.conditions) else { return finding }
            return nil
        }
    }
}
