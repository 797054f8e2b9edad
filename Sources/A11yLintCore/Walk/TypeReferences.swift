import A11yLintSyntax

/// What a file tells the run about types: which type names it mentions
/// outside previews and debug-only code, which names its code mentions at
/// all, and whether it holds an app's entry point, so that a run over a whole
/// app can tell code the app never shows (a view type or class only its own
/// declaration and previews name, a static factory no one calls) from code
/// it does; and what it declares of its classes, so a class's superclass
/// chain and accessibility members are known across files. Names are kept
/// as 64-bit hashes: no allocation per name.
public struct TypeReferences: Sendable {
    /// What one file declares of a class (in the class or its extensions).
    public struct ClassFacts: Sendable {
        public var superclass: String?
        /// Members declared or overridden, members assigned on `self`, and
        /// `trait:<name>` for each trait given to `self`.
        public var members: Set<String> = []
    }
    /// Hashes of the names the file's code mentions outside previews and
    /// debug-only code: every identifier except the names of declarations,
    /// the types of parameters (naming a type there makes none) and a type's
    /// name inside that type and its extensions (a type naming itself does
    /// not show itself). Each once. Only names outside code the app
    /// may leave unshown (`UnshownOwners`) are here; the others are in `owned`.
    private(set) var mentions: [UInt64] = []
    /// The names mentioned inside code the app may leave unshown, by the
    /// owners around them: they count only once those owners are shown (a
    /// debug screen reached only from `#if DEBUG` shows nothing it names).
    private(set) var owned: [OwnedMentions] = []
    /// Whether a declaration is `@main`, `@UIApplicationMain` or `@NSApplicationMain`.
    public private(set) var hasEntryPoint = false
    /// What the file is to Interface Builder's classes.
    public private(set) var interface = InterfaceFile.none
    /// The custom modifiers the file declares that wrap a view in a button.
    var wrappers = ButtonWrappers()
    /// The file's classes and class extensions, by name.
    public private(set) var classes: [String: ClassFacts] = [:]

    public init() {}

    /// `debugOnly`: the file's debug-only byte ranges (`DebugOnlyRegions`), whose mentions do not count.
    public init(_ tree: SyntaxTree, uikit: UIKitModel, debugOnly: [Range<Int>]) {
        for (name, type) in uikit.types {
            var facts = ClassFacts(superclass: type.superclass, members: Set(type.members.keys))
            if let target = uikit.target(.member(type: name, name: "self")) {
                facts.members.formUnion(target.assignments.keys)
                facts.members.formUnion(target.traits.map { "trait:" + $0 })
            }
            classes[name] = facts
        }
        wrappers = ButtonWrappers(tree)
        var skipped = TypeReferences.unshippedTokens(in: tree, debugOnly: debugOnly)
        var types: [(tokens: Range<Int32>, name: UInt64)] = []
        for index in tree.declarations.indices {
            let declaration = tree.declarations[index]
            if declaration.nameToken >= 0 {
                skipped[Int(declaration.nameToken)] = true
                if declaration.kind.isType {
                    types.append((declaration.keywordToken..<declaration.endToken, tree.hash(ofToken: declaration.nameToken)))
                }
            }
            if declaration.kind.isType, let node = tree.declarationNode(Int32(index)), node.isEntryPoint { hasEntryPoint = true }
        }
        for parameter in tree.parameters {
            TypeReferences.skip(parameter.typeStart..<max(parameter.typeStart, parameter.typeEnd), in: &skipped)
        }
        let tokens = tree.tokens
        var sweep = UnshownOwners(tree).sweep()
        var groups: [Int: Int] = [:]
        var lastKey = 0, lastGroup = -1
        // One bit per type name's hash: most identifiers name no type here.
        let typeBits = types.reduce(UInt64(0)) { $0 | 1 << ($1.name & 63) }
        // Each name once, through an open-addressed table at most half full
        // (a zero slot is empty; a zero hash is stored as one).
        let identifiers = tokens.indices.reduce(0) { $0 + (tokens[$1].kind == .identifier && !skipped[$1] ? 1 : 0) }
        var table = [UInt64](repeating: 0, count: 1 << max(4, Int.bitWidth - (identifiers * 2).leadingZeroBitCount))
        let mask = table.count - 1
        tree.source.bytes.withUnsafeBufferPointer { bytes in
            for index in tokens.indices where tokens[index].kind == .identifier && !skipped[index] {
                var name = FNV1a.seed
                for offset in Int(tokens[index].start)..<Int(tokens[index].end) { name = FNV1a.fold(name, bytes[offset]) }
                name = max(name, 1)
                var isOwnName = false
                for type in types where typeBits & (1 << (name & 63)) != 0 && type.name == name && type.tokens.contains(Int32(index)) {
                    isOwnName = true
                    break
                }
                guard !isOwnName else { continue }
                let key = sweep.ownersKey(at: Int(tokens[index].start))
                if key != 0 {
                    if key != lastKey {
                        lastKey = key
                        lastGroup = groups[key] ?? {
                            owned.append(OwnedMentions(owners: sweep.owners(ofKey: key)))
                            groups[key] = owned.count - 1
                            return owned.count - 1
                        }()
                    }
                    owned[lastGroup].names.append(name)
                    continue
                }
                var slot = Int(truncatingIfNeeded: name) & mask
                while table[slot] != 0 && table[slot] != name { slot = (slot + 1) & mask }
                if table[slot] == 0 {
                    table[slot] = name
                    mentions.append(name)
                }
            }
        }
        for group in owned.indices {
            owned[group].names.sort()
            var unique = 0
            for name in owned[group].names where unique == 0 || owned[group].names[unique - 1] != name {
                owned[group].names[unique] = name
                unique += 1
            }
            owned[group].names.removeLast(owned[group].names.count - unique)
        }
    }

    /// A file that can make or name a class outside Swift code: a
    /// storyboard or nib (`customClass="ZoneViewController"`), a property
    /// list (`UISceneDelegateClassName`, `NSExtensionPrincipalClass`) or an
    /// Objective-C source. Every word in it counts as a mention: more than
    /// its class names, never fewer. `nil`: the file could not be read, so
    /// the run does not know every class such files make.
    public init(interfaceFile bytes: [UInt8]?, isInterfaceBuilder: Bool) {
        guard let bytes else {
            interface = .unread
            return
        }
        interface = isInterfaceBuilder ? .interfaceBuilder : .other
        var names = Set<UInt64>()
        var index = 0
        while index < bytes.count {
            guard bytes[index].isWordStart else {
                index += 1
                continue
            }
            var name = FNV1a.seed
            while index < bytes.count, bytes[index].isWordStart || bytes[index].isDigit {
                name = FNV1a.fold(name, bytes[index])
                index += 1
            }
            names.insert(max(name, 1))
        }
        mentions = Array(names)
    }

    /// How a name is kept in `mentions`.
    static func key(_ name: String) -> UInt64 {
        max(FNV1a.hash(name.utf8), 1)
    }

    /// The tokens no shipped build runs: previews (`PreviewProvider` types,
    /// `#Preview { … }`) and debug-only branches.
    private static func unshippedTokens(in tree: SyntaxTree, debugOnly: [Range<Int>]) -> [Bool] {
        var skipped = [Bool](repeating: false, count: tree.tokens.count)
        for index in tree.declarations.indices where tree.declarations[index].kind.isType {
            guard let declaration = tree.declarationNode(Int32(index)), declaration.inherits("PreviewProvider") else { continue }
            skip(declaration.keywordToken..<declaration.raw.endToken, in: &skipped)
        }
        var debug = debugOnly[...]
        for index in tree.tokens.indices {
            let start = tree.tokens[index].range.lowerBound
            while let first = debug.first, first.upperBound <= start { debug.removeFirst() }
            if let first = debug.first, first.contains(start) { skipped[index] = true }
            if tree.tokens[index].kind == .poundDirective, tree.token(Int32(index), is: "#Preview"),
               let body = previewBody(after: index, in: tree) {
                skip(Int32(index)..<body.upperBound, in: &skipped)
            }
        }
        return skipped
    }

    /// `#Preview { … }` or `#Preview("Name", traits: …) { … }`: the tokens
    /// through the closing brace.
    private static func previewBody(after directive: Int, in tree: SyntaxTree) -> Range<Int32>? {
        var next = directive + 1
        if next < tree.tokens.count, tree.token(Int32(next), is: "("), tree.partners[next] > next {
            next = Int(tree.partners[next]) + 1
        }
        guard next < tree.tokens.count, tree.token(Int32(next), is: "{"), tree.partners[next] > next else { return nil }
        return Int32(next)..<(tree.partners[next] + 1)
    }

    private static func skip(_ tokens: Range<Int32>, in skipped: inout [Bool]) {
        for token in tokens where token >= 0 && Int(token) < skipped.count { skipped[Int(token)] = true }
    }
}

/// Code of a file that an app could leave unshown, for a byte offset: the
/// innermost type around it (a view, a style, a class…), neither `public`,
/// `open`, `@objc` nor an entry point, or an extension of such a type that
/// the file declares; and the innermost
/// static function (`static func closeButton() -> UIButton`) or method of
/// `extension View` (`func shimmer() -> some View`) that overrides nothing
/// and is not `@objc`.
struct UnshownOwners {
    private let types: [(range: Range<Int>, owner: UnshownOwner)]

    init(_ tree: SyntaxTree) {
        var types: [(range: Range<Int>, owner: UnshownOwner)] = tree.declarations.indices.compactMap { index in
            guard let declaration = tree.declarationNode(Int32(index)), let name = declaration.name,
                  !declaration.hasModifier("override"), declaration.attribute("objc") == nil,
                  !declaration.hasModifier("open"), !declaration.isEntryPoint else { return nil }
            switch declaration.kind {
            case .function where declaration.isStatic || declaration.parent.map({ $0.kind == .extension && $0.isNamed("View") }) == true:
                return (declaration.byteRange, .function(name))
            case .struct, .class, .enum, .actor:
                guard !declaration.hasModifier("public") else { return nil }
                let decodable = declaration.kind == .class && !declaration.trapsWhenDecoded
                return (declaration.byteRange, decodable ? .decodableClass(name) : .type(name))
            default:
                return nil
            }
        }
        // `private extension BriefHeader { … }` in the file that declares it: the type's own code.
        let declared = Dictionary(types.filter { !$0.owner.isFunction }.map { ($0.owner.name, $0.owner) },
                                  uniquingKeysWith: { first, _ in first })
        for index in tree.declarations.indices {
            guard let declaration = tree.declarationNode(Int32(index)), declaration.kind == .extension,
                  let name = declaration.name, let owner = declared[name] else { continue }
            types.append((declaration.byteRange, owner))
        }
        self.types = types
    }

    /// A walk over increasing offsets that answers `owners(of:)` without
    /// scanning every owner each time.
    func sweep() -> Sweep {
        Sweep(owners: types.sorted { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) })
    }

    /// The owners holding increasing offsets: the ranges opened so far
    /// that hold the offset, as a stack (declarations nest).
    struct Sweep {
        fileprivate let owners: [(range: Range<Int>, owner: UnshownOwner)]
        private var next = 0
        private var open: [Int] = []

        fileprivate init(owners: [(range: Range<Int>, owner: UnshownOwner)]) {
            self.owners = owners
        }

        /// A number for the innermost owner of each kind holding `offset`
        /// (not below the last one asked): 0 when none holds it, the same
        /// number for the same owners.
        mutating func ownersKey(at offset: Int) -> Int {
            while let last = open.last, !owners[last].range.contains(offset) { open.removeLast() }
            while next < owners.count, owners[next].range.lowerBound <= offset {
                if owners[next].range.contains(offset) { open.append(next) }
                next += 1
            }
            var type = -1
            var function = -1
            for index in open.reversed() where type < 0 || function < 0 {
                if owners[index].owner.isFunction {
                    if function < 0 { function = index }
                } else if type < 0 {
                    type = index
                }
            }
            return (type + 1) * (owners.count + 1) + function + 1
        }

        /// The owners a key from `ownersKey(at:)` stands for: type, then function.
        func owners(ofKey key: Int) -> [UnshownOwner] {
            let type = key / (owners.count + 1) - 1, function = key % (owners.count + 1) - 1
            return [type, function].filter { $0 >= 0 }.map { owners[$0].owner }
        }
    }

    /// The owners holding `offset`, innermost of each kind.
    func owners(of offset: Int) -> [UnshownOwner] {
        var innermost: [Bool: (size: Int, owner: UnshownOwner)] = [:]
        for (range, owner) in types where range.contains(offset) {
            let isFunction = owner.isFunction
            if innermost[isFunction].map({ range.count < $0.size }) ?? true { innermost[isFunction] = (range.count, owner) }
        }
        return [innermost[false]?.owner, innermost[true]?.owner].compactMap { $0 }
    }
}

/// A declaration a finding sits in that the app may never show: a type
/// (shown when some file names it), a static function (called when some
/// file names it), or a class a storyboard or nib could make (shown when
/// some file names it, or when the run did not read every Interface
/// Builder file, property list and Objective-C source it holds, or read no
/// storyboard or nib: then one the run does not hold may make it).
public enum UnshownOwner: Sendable, Equatable {
    case type(String)
    case function(String)
    case decodableClass(String)

    var isFunction: Bool {
        if case .function = self { return true }
        return false
    }

    var isDecodableClass: Bool {
        if case .decodableClass = self { return true }
        return false
    }

    var name: String {
        switch self {
        case .type(let name), .function(let name), .decodableClass(let name): return name
        }
    }
}

/// The names a file mentions inside code the app may leave unshown, and
/// the owners (innermost type, innermost function) that code sits in.
public struct OwnedMentions: Sendable {
    let owners: [UnshownOwner]
    /// The owners' names as `TypeReferences.key` keeps them.
    let keys: [UInt64]
    /// Sorted, each once.
    var names: [UInt64] = []

    init(owners: [UnshownOwner]) {
        self.owners = owners
        keys = owners.map { TypeReferences.key($0.name) }
    }
}

/// Which owners (`UnshownOwners`) an app shows: those some shown code
/// names. Code outside every owner is shown; so is the code of an owner
/// once it is shown (a screen named only by a debug menu that nothing shows
/// is not), and a class a storyboard could make while the run does not
/// know every storyboard. Worked out from the names outside owners, then
/// owner by owner until nothing changes.
struct ShownOwners {
    private var named = Set<UInt64>()
    private let knowsInterfaceClasses: Bool

    /// `files`: the run's files; `also`: owners to answer for beyond those the files hold.
    init(_ files: [TypeReferences], also: [UnshownOwner], knowsInterfaceClasses: Bool) {
        self.knowsInterfaceClasses = knowsInterfaceClasses
        let groups = files.flatMap(\.owned)
        let ownerNames = Set(groups.flatMap(\.keys) + also.map { TypeReferences.key($0.name) })
        // Most names name no owner: one bit per low 16 bits of a hash turns most away unhashed.
        var maybeOwner = [UInt64](repeating: 0, count: 1 << 10)
        for name in ownerNames { maybeOwner[Int(name & 0xFFFF) >> 6] |= 1 << (name & 63) }
        let isOwnerName = { (name: UInt64) in
            maybeOwner[Int(name & 0xFFFF) >> 6] & (1 << (name & 63)) != 0 && ownerNames.contains(name)
        }
        for file in files { for name in file.mentions where isOwnerName(name) { named.insert(name) } }
        var waiting: [UInt64: [Int]] = [:]
        for index in groups.indices { for key in groups[index].keys { waiting[key, default: []].append(index) } }
        // Each group is taken once its owners are shown; a name it shows wakes the groups waiting on it.
        var done = [Bool](repeating: false, count: groups.count)
        var pending = Array(groups.indices)
        while let index = pending.popLast() {
            let group = groups[index]
            guard !done[index], group.owners.indices.allSatisfy({ isShown(group.keys[$0], group.owners[$0]) }) else { continue }
            done[index] = true
            for name in group.names where isOwnerName(name) && named.insert(name).inserted {
                pending += waiting[name] ?? []
            }
        }
    }

    func contains(_ owner: UnshownOwner) -> Bool {
        isShown(TypeReferences.key(owner.name), owner)
    }

    private func isShown(_ key: UInt64, _ owner: UnshownOwner) -> Bool {
        (owner.isDecodableClass && !knowsInterfaceClasses) || named.contains(key)
    }
}

/// What a file of the run is to the classes Interface Builder makes.
public enum InterfaceFile: Sendable {
    /// A Swift file.
    case none
    /// A storyboard or nib, read.
    case interfaceBuilder
    /// A property list or Objective-C source, read.
    case other
    /// One that could not be read.
    case unread

    static let interfaceBuilderSuffixes = [".storyboard", ".xib"]
    /// The file names of such files.
    static let suffixes = interfaceBuilderSuffixes + [".plist", ".m", ".mm", ".h"]

    static func isInterfaceFile(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    static func isInterfaceBuilderFile(_ name: String) -> Bool {
        interfaceBuilderSuffixes.contains { name.hasSuffix($0) }
    }
}

private extension UInt8 {
    var isWordStart: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == 0x5F }
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
}

extension SyntaxTree {
    /// The hash `TypeReferences.key` gives the token's text, without allocating.
    func hash(ofToken token: Int32) -> UInt64 {
        source.bytes.withUnsafeBufferPointer { bytes in
            FNV1a.hash(bytes[Int(tokens[Int(token)].start)..<Int(tokens[Int(token)].end)])
        }
    }
}

extension DeclarationNode {
    /// Marked `@main`, `@UIApplicationMain` or `@NSApplicationMain`.
    var isEntryPoint: Bool {
        SwiftUIViews.entryPointAttributes.contains { attribute($0) != nil }
    }

    /// A class whose `init?(coder:)` only traps (`fatalError(…)`) or is
    /// marked unavailable: Interface Builder cannot make it.
    var trapsWhenDecoded: Bool {
        let decoders = body.compactMap { statement -> DeclarationNode? in
            guard let initializer = statement.declaration, initializer.kind == .initializer,
                  initializer.parameters.contains(where: { $0.name == "coder" }) else { return nil }
            return initializer
        }
        return !decoders.isEmpty && decoders.allSatisfy { initializer in
            if initializer.attribute("available")?.argumentText?.contains("unavailable") == true { return true }
            guard let first = initializer.body.first?.expression else { return false }
            return first.kind == .call && first.isNamed("fatalError")
        }
    }
}
