import A11yLintSyntax

/// Where a file's helper properties and functions (`var avatar: some View`,
/// `func row(_:) -> some View`) are used, so a view built in a helper is
/// judged in the context its caller puts it in: `Button { closeIcon }` makes
/// the image inside `closeIcon` part of a button's label. A local constant
/// that may hold a view (`let view = Text(code)`) is a helper of the scope
/// that declares it: the walk records its uses there.
///
/// Uses are recorded during the one walk over the file; views inside helpers
/// are judged once the walk has seen every use. The uses then become
/// `ScopeUse`s, the same data as the uses of custom view types, answered by
/// the same `UseCoverage` within the file and across the run.
final class HelperUses {
    /// One place a helper is used: the enclosing views there, the use last.
    struct Site {
        let declaration: Int32
        let ancestors: [Ancestor]
    }

    /// Use sites by helper declaration index.
    private(set) var sites: [Int32: [Site]] = [:]
    /// Helper declarations by name.
    private let helpers: [String: [Int32]]
    /// Bit `n` is set when some helper's name is `n` bytes long, and bit `b - 64`
    /// of `firstBytes` when one starts with byte `b` (a lower-case letter or `_`):
    /// cheap first tests before a name is looked up.
    private let nameLengths: UInt64
    private let firstBytes: UInt64
    /// Whether each declaration is a helper.
    private var isHelper: [Bool]
    /// The helpers that are local constants, with the declaration each is declared in.
    private var locals: [Int32: Int32] = [:]
    private let tree: SyntaxTree
    /// The file's number in the run, which tells its helpers from other files'.
    private let file: Int
    /// The custom view types the file declares `private` or `fileprivate` at its top level:
    /// the file's uses of such a name mean its own type, and no other
    /// file's use can (another file may declare a private type of the same name).
    private let filePrivateTypes: Set<String>
    /// The file's helper uses as scope uses, once the walk is over.
    private var coverage: UseCoverage?
    /// Each helper's uses as scope uses, worked out once whoever asks first
    /// (the in-file coverage or the run's use graph).
    private var scopeUsesByHelper: [Int32: [ScopeUse]] = [:]

    /// Finds the type members that have a body or an initial value (except `body`).
    init(_ tree: SyntaxTree, file: Int) {
        var helpers: [String: [Int32]] = [:]
        var isHelper = [Bool](repeating: false, count: tree.declarations.count)
        var filePrivateTypes = Set<String>()
        for (index, declaration) in tree.declarations.enumerated() {
            if declaration.kind.isType, declaration.kind != .extension, declaration.parent < 0,
               let node = tree.declarationNode(Int32(index)), let name = node.name,
               node.hasModifier("private") || node.hasModifier("fileprivate") {
                filePrivateTypes.insert(name)
            }
            guard declaration.kind == .function || declaration.kind == .variable || declaration.kind == .constant,
                  declaration.hasBody || declaration.initializer >= 0, declaration.parent >= 0,
                  tree.declarations[Int(declaration.parent)].kind.isType, declaration.nameToken >= 0,
                  !tree.isCapitalized(declaration.nameToken), !tree.token(declaration.nameToken, is: "body") else { continue }
            helpers[tree.text(ofToken: declaration.nameToken), default: []].append(Int32(index))
            isHelper[index] = true
        }
        var lengths: UInt64 = 0
        var firsts: UInt64 = 0
        for name in helpers.keys {
            lengths |= 1 << UInt64(min(name.utf8.count, 63))
            firsts |= HelperUses.bit(forFirstByte: name.utf8.first ?? 0)
        }
        self.helpers = helpers
        self.nameLengths = lengths
        self.firstBytes = firsts
        self.isHelper = isHelper
        self.tree = tree
        self.file = file
        self.filePrivateTypes = filePrivateTypes
    }

    /// Bytes 64…127 (letters, `_`) map to bits; others share bit 0.
    private static func bit(forFirstByte byte: UInt8) -> UInt64 {
        byte >= 64 && byte < 128 ? 1 << UInt64(byte - 64) : 1
    }

    /// Whether views in this declaration depend on where it is used.
    func isHelper(_ declaration: Int32) -> Bool {
        declaration >= 0 && isHelper[Int(declaration)]
    }

    /// Records `view` as a use of the helpers it names (`closeIcon`,
    /// `self.closeIcon`, `row(item)`), if any.
    func record(_ view: ViewContext) {
        let node = view.expression
        guard !helpers.isEmpty, node.kind == .call || node.kind == .reference, node.nameToken >= 0 else { return }
        var name = node.nameToken
        if node.kind == .reference, view.tree.token(name, is: "self"), node.modifiers.count > 0 {
            name = view.tree.modifiers[Int(node.modifiers.start)].nameToken
        }
        guard nameLengths & (1 << UInt64(min(view.tree.tokens[Int(name)].length, 63))) != 0,
              firstBytes & HelperUses.bit(forFirstByte: view.tree.source.bytes[Int(view.tree.tokens[Int(name)].start)]) != 0,
              !view.tree.isCapitalized(name), let targets = helpers[view.tree.text(ofToken: name)],
              !view.isInActionClosure, !view.isOffScreen else { return }
        for target in targets where target != view.declaration { sites[target, default: []].append(site(of: view)) }
    }

    /// Makes a local constant a helper, before the walk reaches its value.
    func declareLocal(_ declaration: Int32, in enclosing: Int32) {
        isHelper[Int(declaration)] = true
        locals[declaration] = enclosing
    }

    /// Whether the helper's uses place its views on screen. A local's uses
    /// only lend it their context: its value may be handed to anything
    /// (`BannerImage(image: image)`, `ImageRenderer(content: card)`), so it
    /// is no more shown than before the local was followed.
    func placesItsViews(_ declaration: Int32) -> Bool {
        !(sites[declaration]?.isEmpty ?? true) && locals[declaration] == nil
    }

    /// Records `view` as a use of the local constant it names.
    func recordUse(of local: Int32, at view: ViewContext) {
        guard !view.isInActionClosure, !view.isOffScreen else { return }
        sites[local, default: []].append(site(of: view))
    }

    /// The site of a use: the views around it, the use itself last (its modifiers apply).
    private func site(of view: ViewContext) -> Site {
        Site(declaration: view.declaration, ancestors: view.ancestors + [Ancestor(node: view.node, argument: -1, modifier: -1)])
    }

    /// The scope a view in `declaration` depends on: the helper itself, else
    /// the innermost type declaration around it.
    func scope(of declaration: Int32) -> UseScope? {
        // A local the walk saw no use of (used only in an action, say) is judged as part of its declaration.
        var declaration = declaration
        while let enclosing = locals[declaration], sites[declaration]?.isEmpty ?? true { declaration = enclosing }
        if isHelper(declaration) { return .helper(file: file, declaration: declaration) }
        return enclosingTypeName(of: declaration).map(typeScope)
    }

    /// The scope of the custom view type `name` as this file means it: its
    /// own private type's, which no other file shares, or the run's type of that name.
    func typeScope(named name: String) -> UseScope {
        filePrivateTypes.contains(name) ? .fileType(name, file: file) : .type(name)
    }

    /// The name of the innermost type declaration around `declaration` (itself included), if any.
    func enclosingTypeName(of declaration: Int32) -> String? {
        var current = tree.declarationNode(declaration)
        while let node = current {
            if node.kind.isType { return node.name }
            current = node.parent
        }
        return nil
    }

    /// The recorded uses of the helpers in `wanted` and of the helpers that
    /// hold those uses, through any depth, with the conditions their enclosing
    /// views hold, in a stable order. Only what a deferred finding or a
    /// custom view's use can lead to is worked out.
    func scopeUses(of wanted: Set<Int32>, cache: ConditionCache) -> [ScopeUse] {
        var pending = wanted.sorted()
        var seen = Set(pending)
        var found: [ScopeUse] = []
        while let helper = pending.popLast() {
            for use in scopeUses(ofHelper: helper, cache: cache) {
                found.append(use)
                if case .helper(_, let next)? = use.outer, seen.insert(next).inserted { pending.append(next) }
            }
        }
        return found
    }

    /// One helper's uses, with the conditions their enclosing views hold.
    private func scopeUses(ofHelper helper: Int32, cache: ConditionCache) -> [ScopeUse] {
        if let known = scopeUsesByHelper[helper] { return known }
        let found = sites[helper, default: []].map { site in
            var held = cache.conditions(heldBy: site.ancestors)
            if cache.facts.isInControlStyleBody(site.declaration) { held.formUnion(ContextConditions([.controlLabel])) }
            return ScopeUse(scope: .helper(file: file, declaration: helper), held: held, outer: scope(of: site.declaration))
        }
        scopeUsesByHelper[helper] = found
        return found
    }

    /// The coverage of this file's helpers, built once the walk is over
    /// (views in helpers are judged only then).
    func coverage(cache: ConditionCache) -> UseCoverage {
        if let coverage { return coverage }
        let built = UseCoverage(scopeUses(of: Set(sites.keys), cache: cache))
        coverage = built
        return built
    }
}
