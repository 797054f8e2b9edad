/// What a view's context depends on beyond its own declaration: the helper
/// of one file it sits in (`var closeIcon: some View`), or the custom view
/// type it is drawn by (`struct PlayerRow: View`).
public enum UseScope: Hashable, Sendable {
    /// A helper declaration of the run's file number `file`.
    case helper(file: Int, declaration: Int32)
    case type(String)
    /// A type declared `private` or `fileprivate` in the run's file number `file`.
    case fileType(String, file: Int)
}

/// One use of a scope: the context conditions its enclosing views hold
/// there, and the scope that holds the use, whose own uses count next.
public struct ScopeUse: Sendable, Equatable {
    public var scope: UseScope
    public var held: ContextConditions
    public var outer: UseScope?
    /// Hashes of the custom modifiers applied around the use within its
    /// declaration: one that wraps its view in a button (`ButtonWrappers`)
    /// makes the use a control's label, which only the run can tell.
    public var modifiers: [UInt64]

    public init(scope: UseScope, held: ContextConditions, outer: UseScope?, modifiers: [UInt64] = []) {
        self.scope = scope
        self.held = held
        self.outer = outer
        self.modifiers = modifiers
    }
}

/// The one answer to "is every use of this scope covered by one of these
/// conditions?", the same within a file (helpers) and across the files of a
/// run (custom view types): a scope is covered when it is used at least once
/// and every use either holds one of the conditions or sits in a scope that
/// is itself covered, through `maximumDepth` scopes. Answers are memoised per
/// scope, depth and conditions, so a widely used component costs its uses once.
final class UseCoverage {
    static let maximumDepth = 8
    private let uses: [UseScope: [ScopeUse]]
    private var memo: [Key: Bool] = [:]

    init(_ uses: [ScopeUse]) {
        self.uses = Dictionary(grouping: uses, by: \.scope)
    }

    func coversEveryUse(of scope: UseScope, by conditions: ContextConditions, depth: Int = 0) -> Bool {
        let key = Key(scope: scope, conditions: conditions.rawValue, depth: depth)
        if let known = memo[key] { return known }
        memo[key] = false   // a use that leads back here does not cover it
        var covered = false
        if depth < UseCoverage.maximumDepth, let found = uses[scope], !found.isEmpty {
            covered = found.allSatisfy { use in
                if use.held.intersects(conditions) { return true }
                guard let outer = use.outer, outer != scope else { return false }
                return coversEveryUse(of: outer, by: conditions, depth: depth + 1)
            }
        }
        memo[key] = covered
        return covered
    }

    /// Keeps the findings whose deferral is not covered.
    func resolve(_ findings: [(Finding, Deferral?)]) -> [Finding] {
        findings.compactMap { finding, deferral in
            guard let deferral, let scope = deferral.scope, !deferral.conditions.isEmpty,
                  coversEveryUse(of: scope, by: deferral.conditions) else { return finding }
            return nil
        }
    }

    private struct Key: Hashable {
        let scope: UseScope
        let conditions: ContextConditions.RawValue
        let depth: Int
    }
}

/// A finding that depends on where its view's scope is used: it is dropped
/// when every use of `scope` is covered by one of `conditions`, or, in a run
/// over an app (its entry point is in the run), when one of `owners`, the
/// code around it the app may never show, is never named outside its
/// declaration, previews and debug-only code.
public struct Deferral: Sendable {
    public var scope: UseScope?
    public var conditions: ContextConditions
    public var owners: [UnshownOwner]
    /// A UIKit finding about a class: dropped when the run's declarations
    /// of the class and its superclasses answer it.
    public var unlessClass: ClassCondition?
    /// Hashes of the custom views and modifiers around the finding's view
    /// (`ViewContext.wrappersAround`), when a control's label silences it:
    /// dropped when one of them wraps what it is given in a button.
    public var wrappers: [UInt64]
    /// Hashes of the custom view types the finding's view is made of (a
    /// tapped row that is one of them): dropped when each is a button to
    /// VoiceOver by its own body (`ButtonWrappers.buttons`).
    public var buttonContent: [UInt64]

    public init(scope: UseScope?, conditions: ContextConditions, owners: [UnshownOwner] = [],
                unlessClass: ClassCondition? = nil, wrappers: [UInt64] = [], buttonContent: [UInt64] = []) {
        self.scope = scope
        self.conditions = conditions
        self.owners = owners
        self.unlessClass = unlessClass
        self.wrappers = wrappers
        self.buttonContent = buttonContent
    }
}

/// The run's uses of helpers and custom view types, kept per file, so one
/// file's part can be replaced when only that file changes (an editor's
/// buffer) and the rest of the run's uses stay as they were.
public struct UseIndex: Sendable {
    private var parts: [String: (uses: [ScopeUse], references: TypeReferences)] = [:]

    public init() {}

    /// Replaces the uses and type references that the file at `path` holds.
    public mutating func update(_ path: String, uses: [ScopeUse], references: TypeReferences = TypeReferences()) {
        parts[path] = (uses, references)
    }

    /// Forgets the file at `path`.
    public mutating func remove(_ path: String) {
        parts[path] = nil
    }

    /// Every file's uses, in path order; a use inside a custom modifier
    /// that wraps it in a button holds `controlLabel`.
    public var uses: [ScopeUse] {
        let wrappers = buttonWrappers
        return parts.keys.sorted().flatMap { path in
            (parts[path]?.uses ?? []).map { use in
                guard use.modifiers.contains(where: wrappers.contains) else { return use }
                var wrapped = use
                wrapped.held.formUnion(ContextConditions([.controlLabel]))
                return wrapped
            }
        }
    }

    /// Keeps the findings whose deferral the indexed uses do not cover, and,
    /// when an indexed file is the app's entry point, those outside its
    /// developer-tooling folders whose owners some other indexed file names.
    func resolve(_ findings: [(Finding, Deferral?)]) -> [Finding] {
        // Only a whole-app run can tell tooling, or code nobody reaches, apart.
        let tooling = isWholeApp
            ? DeveloperTooling(paths: parts.keys, entryPoints: parts.filter(\.value.references.hasEntryPoint).map(\.key)) : nil
        let shipped = tooling.map { tooling in findings.filter { !tooling.hidesFindings(at: $0.0.path) } } ?? findings
        guard shipped.contains(where: { $0.1 != nil }) else { return shipped.map(\.0) }
        let classes = mergedClasses(for: shipped)
        let wrappers = shipped.contains { !($0.1?.wrappers.isEmpty ?? true) } ? buttonWrappers : []
        let buttons = shipped.contains { !($0.1?.buttonContent.isEmpty ?? true) }
            ? ButtonWrappers.buttonTypes(parts.values.map(\.references.wrappers)) : []
        let findings = shipped.filter { _, deferral in
            if let deferral, deferral.wrappers.contains(where: wrappers.contains) { return false }
            if let deferral, !deferral.buttonContent.isEmpty, deferral.buttonContent.allSatisfy(buttons.contains) { return false }
            guard let condition = deferral?.unlessClass else { return true }
            return !condition.isAnswered(by: ancestry(of: condition.name, in: classes))
        }
        guard let tooling, findings.contains(where: { !($0.1?.owners.isEmpty ?? true) }) else {
            return UseCoverage(uses).resolve(findings)
        }
        let shown = ShownOwners(parts.keys.sorted().filter { !tooling.contains($0) }.compactMap { parts[$0]?.references },
                                also: findings.flatMap { $0.1?.owners ?? [] }, knowsInterfaceClasses: knowsEveryInterfaceFile)
        return UseCoverage(uses).resolve(findings.filter { _, deferral in
            deferral?.owners.allSatisfy(shown.contains) ?? true
        })
    }

    /// Every file's facts about the classes UIKit findings wait on, merged,
    /// when some finding waits on one. Files are taken in path order and the
    /// first superclass declared wins, so two same-named classes in one run
    /// (two apps' `ShareViewController`) merge the same way every time.
    private func mergedClasses(for findings: [(Finding, Deferral?)]) -> [String: TypeReferences.ClassFacts] {
        guard findings.contains(where: { $0.1?.unlessClass != nil }) else { return [:] }
        var merged: [String: TypeReferences.ClassFacts] = [:]
        for path in parts.keys.sorted() {
            for (name, facts) in parts[path]?.references.classes ?? [:] {
                merged[name, default: .init()].members.formUnion(facts.members)
                if merged[name]?.superclass == nil { merged[name]?.superclass = facts.superclass }
            }
        }
        return merged
    }

    /// A class and its superclasses as far as the run declares them (at most 32).
    private func ancestry(of name: String, in classes: [String: TypeReferences.ClassFacts]) -> [TypeReferences.ClassFacts] {
        var chain: [TypeReferences.ClassFacts] = []
        var next: String? = name
        while let current = next, chain.count < 32, let facts = classes[current] {
            chain.append(facts)
            next = facts.superclass
        }
        return chain
    }

    /// Whether the run read a storyboard or nib (a run over `Sources/`
    /// alone may leave the app's storyboards out), and could read every
    /// Interface Builder file, property list and Objective-C source it holds.
    private var knowsEveryInterfaceFile: Bool {
        var readInterfaceBuilder = false
        for part in parts.values {
            switch part.references.interface {
            case .unread: return false
            case .interfaceBuilder: readInterfaceBuilder = true
            case .other, .none: break
            }
        }
        return readInterfaceBuilder
    }

    /// The run's custom modifiers and views that wrap what they are given in a button.
    private var buttonWrappers: Set<UInt64> {
        ButtonWrappers.resolved(parts.values.map(\.references.wrappers))
    }

    /// Whether the indexed files hold an app's entry point.
    private var isWholeApp: Bool {
        parts.values.contains { $0.references.hasEntryPoint }
    }
}
