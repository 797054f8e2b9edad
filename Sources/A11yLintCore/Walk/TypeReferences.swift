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
    /// not show itself), each once, as `callKey(key)` when called or named
    /// as a member (`closeButton()`, `.closeButton`). Only names outside code the app
    /// may leave unshown (`UnshownOwners`) are here; the others are in `owned`.
    private(set) var mentions: [UInt64] = []
    /// The names mentioned inside code the app may leave unshown, by the
    /// owners around them: they count only once those owners are shown (a
    /// debug screen reached only from `#if DEBUG` shows nothing it names).
    private(set) var owned: [OwnedMentions] = []
    /// Whether a declaration is `@main`, `@UIApplicationMain` or
    /// `@NSApplicationMain`, or `main.swift` calls `UIApplicationMain(…)`.
    public private(set) var hasEntryPoint = false
    /// What the file is to Interface Builder's classes.
    public private(set) var interface = InterfaceFile.none
    /// The custom modifiers the file declares that wrap a view in a button.
    var wrappers = ButtonWrappers()
    /// The file's classes and class extensions, by name.
    public private(set) var classes: [String: ClassFacts] = [:]

    public init() {}

    /// `debugOnly`: the file's debug-only byte ranges (`DebugOnlyRegions`),
    /// whose mentions do not count; `owners`: the code of the file the app
    /// may leave unshown, whose mentions are kept apart.
    init(_ tree: SyntaxTree, uikit: UIKitModel, debugOnly: [Range<Int>], owners: UnshownOwners) {
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
        var sweep = owners.sweep()
        var groups: [Int: Int] = [:]
        var lastKey = 0, lastGroup = -1
        // One bit per type name's hash: most identifiers name no type here.
        let typeBits = types.reduce(UInt64(0)) { $0 | 1 << ($1.name & 63) }
        // Each name once (as a call key when called or named as a member), through an open-addressed table at most half full
        // (a zero slot is empty; a zero hash is stored as one).
        let identifiers = tokens.indices.reduce(0) { $0 + (tokens[$1].kind == .identifier && !skipped[$1] ? 1 : 0) }
        var table = [UInt64](repeating: 0, count: 1 << max(4, Int.bitWidth - (identifiers * 2).leadingZeroBitCount))
        let mask = table.count - 1
        var found: [UInt64] = []
        /// Adds a name to `found` once; whether it was new.
        @discardableResult func insert(_ name: UInt64) -> Bool {
            var slot = Int(truncatingIfNeeded: name) & mask
            while table[slot] != 0 && table[slot] != name { slot = (slot + 1) & mask }
            guard table[slot] == 0 else { return false }
            table[slot] = name
            found.append(name)
            return true
        }
        /// `closeButton(`, `card {`, `.closeButton`: a call, or a member named.
        func isCall(_ index: Int) -> Bool {
            tree.token(Int32(index) + 1, is: "(") || tree.token(Int32(index) + 1, is: "{") || tree.token(Int32(index) - 1, is: ".")
        }
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
                    owned[lastGroup].names.append(isCall(index) ? TypeReferences.callKey(name) : name)
                    continue
                }
                guard isCall(index) else {
                    insert(name)
                    continue
                }
                // `UIApplicationMain(…)` in top-level code (`main.swift`): the app starts here.
                if insert(TypeReferences.callKey(name)), TypeReferences.entryPointCalls.contains(name) { hasEntryPoint = true }
            }
        }
        mentions = found
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

    /// The names of the functions a `main.swift` calls to start an app, hashed as mentions are.
    private static let entryPointCalls: [UInt64] = SwiftUIViews.entryPointFunctions.map { name in
        max(FNV1a.hash(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)), 1)
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

    /// How a name called or named as a member (`closeButton()`,
    /// `UIButton.closeButton`) is kept too, from its key.
    static func callKey(_ key: UInt64) -> UInt64 {
        max(key ^ 0x9E37_79B9_7F4A_7C15, 1)
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
