import A11yLintSyntax

/// The custom modifiers of a file that wrap the view they are applied to in
/// a button, so what that view draws is a button's label: a `ViewModifier`
/// whose `body(content:)` puts `content` in a `Button` (or `NavigationLink`,
/// `Link`), a method of `extension View` that puts `self` in one, and the
/// methods there that apply a modifier type (`modifier(Tappable())`),
/// which the run resolves against every file's wrapping types. Names are
/// 64-bit hashes, as in `TypeReferences`.
public struct ButtonWrappers: Sendable {
    /// Modifier types and extension methods that wrap in a button themselves.
    var wrapping: Set<UInt64> = []
    /// Extension methods and the modifier type each applies.
    var applying: [UInt64: UInt64] = [:]

    public init() {}

    init(_ tree: SyntaxTree) {
        for index in tree.declarations.indices where tree.declarations[index].kind == .function {
            guard let function = tree.declarationNode(Int32(index)), let name = function.nameToken,
                  let parent = function.parent else { continue }
            let tokens = function.keywordToken..<function.raw.endToken
            if parent.inherits("ViewModifier"), function.isNamed("body"), function.parameters.contains(where: { $0.name == "content" }),
               let type = parent.nameToken, Self.wrapsInButton("content", within: tokens, in: tree) {
                wrapping.insert(tree.hash(ofToken: type))
            } else if parent.kind == .extension, parent.isNamed("View") {
                if Self.wrapsInButton("self", within: tokens, in: tree) {
                    wrapping.insert(tree.hash(ofToken: name))
                } else if let applied = Self.appliedModifier(within: tokens, in: tree) {
                    applying[tree.hash(ofToken: name)] = applied
                }
            }
        }
    }

    /// Whether a `Button`, `NavigationLink` or `Link` made within `tokens`
    /// holds the reference `name`: `content` with or without modifiers,
    /// `self` alone (`self.title` reads a property).
    private static func wrapsInButton(_ name: StaticString, within tokens: Range<Int32>, in tree: SyntaxTree) -> Bool {
        tree.expressions.contains { expression in
            guard expression.kind == .call, tokens.contains(expression.nameToken),
                  SwiftUIViews.wrappingControls.contains(where: { tree.token(expression.nameToken, is: $0) }) else { return false }
            return (expression.nameToken...expression.lastToken).contains { token in
                tree.token(token, is: name) && !tree.token(token - 1, is: ".")
                    && (tree.token(token, is: "content") || !tree.token(token + 1, is: "."))
            }
        }
    }

    /// The type `T` of a `modifier(T(…))` (or `self.modifier(T(…))`) within `tokens`.
    private static func appliedModifier(within tokens: Range<Int32>, in tree: SyntaxTree) -> UInt64? {
        let calls = tree.expressions.lazy.filter { $0.kind == .call && tokens.contains($0.nameToken) && tree.token($0.nameToken, is: "modifier") }
            .map(\.arguments)
        let members = tree.modifiers.lazy.filter { tokens.contains($0.nameToken) && tree.token($0.nameToken, is: "modifier") }
            .map(\.arguments)
        for arguments in Array(calls) + Array(members) where !arguments.isEmpty {
            let value = tree.arguments[arguments.startIndex].value
            if value >= 0, tree.expressions[Int(value)].kind == .call {
                return tree.hash(ofToken: tree.expressions[Int(value)].nameToken)
            }
        }
        return nil
    }

    /// Every file's wrappers, with the methods that apply a wrapping type.
    static func resolved(_ parts: [ButtonWrappers]) -> Set<UInt64> {
        var wrapping = parts.reduce(into: Set<UInt64>()) { $0.formUnion($1.wrapping) }
        for part in parts {
            for (method, type) in part.applying where wrapping.contains(type) { wrapping.insert(method) }
        }
        return wrapping
    }
}
