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
    /// holding the use is itself used. Answers are memoised per type, level
    /// and conditions, so a widely used component costs its uses once.
    func coversEveryUse(of type: String, _ conditions: ContextConditions, depth: Int, memo: inout [MemoKey: Bool]) -> Bool {
        let key = MemoKey(type: type, conditions: conditions.rawValue, depth: depth)
        if let known = memo[key] { return known }
        var covered = false
        if depth < 4, let found = uses[type], !found.isEmpty {
            covered = found.allSatisfy { use in
                if use.held.rawValue & conditions.rawValue != 0 { return true }
                guard let outer = use.enclosingType, outer != type else { return false }
                return coversEveryUse(of: outer, conditions, depth: depth + 1, memo: &memo)
            }
        }
        memo[key] = covered
        return covered
    }

    struct MemoKey: Hashable {
        let type: String
        let conditions: ContextConditions.RawValue
        let depth: Int
    }

    /// Keeps the findings whose deferral is not covered.
    func resolve(_ findings: [(Finding, Deferral?)]) -> [Finding] {
        var memo: [MemoKey: Bool] = [:]
        return findings.compactMap { finding, deferral in
            guard let deferral, coversEveryUse(of: deferral.typeName, deferral.conditions, depth: 0, memo: &memo) else { return finding }
            return nil
        }
    }
}
