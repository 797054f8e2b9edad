import A11yLintSyntax

/// Code of a file that an app could leave unshown, for a byte offset: the
/// innermost type around it (a view, a style, a class…), neither `open`,
/// `@objc` nor an entry point (a `public` one counts: a run holding the
/// entry point holds the app's own packages), or an extension of such a type that
/// the file declares; and the innermost
/// static function (`static func closeButton() -> UIButton`), method of
/// `extension View` (`func shimmer() -> some View`) or private method
/// (`private func showSignIn()`) that overrides nothing and is not `@objc`
/// or an Interface Builder action.
struct UnshownOwners {
    private let types: [(range: Range<Int>, owner: UnshownOwner)]

    init(_ tree: SyntaxTree) {
        var types: [(range: Range<Int>, owner: UnshownOwner)] = tree.declarations.indices.compactMap { index in
            guard let declaration = tree.declarationNode(Int32(index)), let name = declaration.name,
                  !declaration.hasModifier("override"), declaration.attribute("objc") == nil,
                  !declaration.hasModifier("open"), !declaration.isEntryPoint else { return nil }
            switch declaration.kind {
            case .function where declaration.isStatic:
                return (declaration.byteRange, .factory(name))
            case .function where declaration.parent.map({ $0.kind == .extension && $0.isNamed("View") }) == true
                || declaration.isPrivateMethod:
                return (declaration.byteRange, .function(name))
            case .struct, .class, .enum, .actor:
                // A `private` or `fileprivate` class has no name Interface Builder could give.
                let decodable = declaration.kind == .class && !declaration.trapsWhenDecoded
                    && !declaration.hasModifier("private") && !declaration.hasModifier("fileprivate")
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
        // By start, outer before inner: the order `Sweep` opens them in.
        self.types = types.sorted { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }
    }

    /// A walk over increasing offsets that answers `owners(of:)` without
    /// scanning every owner each time.
    func sweep() -> Sweep {
        Sweep(owners: types)
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
/// (shown when some file names it), a function (called when some file
/// names it; a static one, when some file calls it or names it as a member), or a class a storyboard or nib could make (shown when
/// some file names it, or when the run did not read every Interface
/// Builder file, property list and Objective-C source it holds, or read no
/// storyboard or nib: then one the run does not hold may make it).
public enum UnshownOwner: Sendable, Equatable {
    case type(String)
    case function(String)
    /// A static function, called when some file names it as a call or a
    /// member (`closeButton()`, `UIButton.closeButton`): a bare name
    /// (`closeButton.isHidden`) is a property or a local of the same name.
    case factory(String)
    case decodableClass(String)

    var isFunction: Bool {
        switch self {
        case .function, .factory: return true
        case .type, .decodableClass: return false
        }
    }

    /// The mentions that name it (`TypeReferences.key` for a bare name,
    /// `TypeReferences.callKey` for a call or a member): a factory only the latter.
    var keys: [UInt64] {
        let key = TypeReferences.key(name)
        if case .factory = self { return [TypeReferences.callKey(key)] }
        return [key, TypeReferences.callKey(key)]
    }

    var isDecodableClass: Bool {
        if case .decodableClass = self { return true }
        return false
    }

    var name: String {
        switch self {
        case .type(let name), .function(let name), .factory(let name), .decodableClass(let name): return name
        }
    }
}

extension DeclarationNode {
    /// A `private` or `fileprivate` method no storyboard can call: only its
    /// own file can name it.
    var isPrivateMethod: Bool {
        (hasModifier("private") || hasModifier("fileprivate"))
            && attribute("IBAction") == nil && attribute("IBSegueAction") == nil
    }

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
