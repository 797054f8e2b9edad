import A11yLintSyntax

/// What a file tells the run about types: which type names it mentions
/// outside previews and whether it holds an app's entry point, so that a run
/// over a whole app can tell a view type the app never shows (only its own
/// declaration and previews name it) from one it does; and what it declares
/// of its classes, so a class's superclass chain and accessibility members
/// are known across files. Names are kept as 64-bit hashes: no allocation per name.
public struct TypeReferences: Sendable {
    /// What one file declares of a class (in the class or its extensions).
    public struct ClassFacts: Sendable {
        public var superclass: String?
        /// Members declared or overridden, members assigned on `self`, and
        /// `trait:<name>` for each trait given to `self`.
        public var members: Set<String> = []
    }
    /// Hashes of the capitalized names the file's expressions start with
    /// (`Artwork()`, `Artwork.placeholder`, `Artwork.self`), except in previews.
    var names: Set<UInt64> = []
    /// Whether a declaration is `@main`, `@UIApplicationMain` or `@NSApplicationMain`.
    public private(set) var hasEntryPoint = false
    /// The file's classes and class extensions, by name.
    public private(set) var classes: [String: ClassFacts] = [:]

    public init() {}

    public init(_ tree: SyntaxTree, uikit: UIKitModel) {
        for (name, type) in uikit.types {
            var facts = ClassFacts(superclass: type.superclass, members: Set(type.members.keys))
            if let target = uikit.target(.member(type: name, name: "self")) {
                facts.members.formUnion(target.assignments.keys)
                facts.members.formUnion(target.traits.map { "trait:" + $0 })
            }
            classes[name] = facts
        }
        var skipped = [Bool](repeating: false, count: tree.tokens.count)
        for index in tree.declarations.indices where tree.declarations[index].kind.isType {
            guard let declaration = tree.declarationNode(Int32(index)) else { continue }
            if declaration.inherits("PreviewProvider") {
                TypeReferences.skip(declaration.keywordToken..<declaration.raw.endToken, in: &skipped)
            }
            if declaration.isEntryPoint { hasEntryPoint = true }
        }
        for index in tree.tokens.indices where tree.tokens[index].kind == .poundDirective {
            if tree.token(Int32(index), is: "#Preview"), let body = TypeReferences.previewBody(after: index, in: tree) {
                TypeReferences.skip(Int32(index)..<body.upperBound, in: &skipped)
            }
        }
        tree.source.bytes.withUnsafeBufferPointer { bytes in
            for expression in tree.expressions {
                let name = Int(expression.nameToken)
                guard name >= 0, !skipped[name], tree.tokens[name].kind == .identifier,
                      bytes[Int(tree.tokens[name].start)] &- UInt8(ascii: "A") < 26 else { continue }
                names.insert(FNV1a.hash(bytes[Int(tree.tokens[name].start)..<Int(tree.tokens[name].end)]))
            }
        }
    }

    /// How a name is kept in `names`.
    static func key(_ name: String) -> UInt64 {
        FNV1a.hash(name.utf8)
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

/// The custom view types of a file that an app could leave unshown: for a
/// byte offset, the innermost type around it that conforms to `View` and is
/// neither `public`, `open` nor an entry point.
struct ViewTypeOwners {
    private let types: [(range: Range<Int>, name: String)]

    init(_ tree: SyntaxTree) {
        types = tree.declarations.indices.compactMap { index in
            guard let declaration = tree.declarationNode(Int32(index)),
                  [.struct, .class, .enum, .actor].contains(declaration.kind), declaration.inherits("View"), let name = declaration.name,
                  !declaration.hasModifier("public"), !declaration.hasModifier("open"),
                  !declaration.isEntryPoint else { return nil }
            return (declaration.byteRange, name)
        }
    }

    /// The innermost such type holding `offset`, if any.
    func owner(of offset: Int) -> String? {
        types.filter { $0.range.contains(offset) }.min { $0.range.count < $1.range.count }?.name
    }
}

extension DeclarationNode {
    /// Marked `@main`, `@UIApplicationMain` or `@NSApplicationMain`.
    var isEntryPoint: Bool {
        SwiftUIViews.entryPointAttributes.contains { attribute($0) != nil }
    }
}
