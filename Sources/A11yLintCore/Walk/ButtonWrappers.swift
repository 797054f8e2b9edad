import A11yLintSyntax

/// The custom modifiers and views of a file that wrap the view they are
/// given in a button, so what that view draws is a button's label: a
/// `ViewModifier` whose `body(content:)` puts `content` in a `Button` (or
/// `NavigationLink`, `Link`), a method of `extension View` that puts `self`
/// in one, the methods there that apply a modifier type
/// (`modifier(Tappable())`), which the run resolves against every file's
/// wrapping types, and a view whose `body` puts the content it is given (a
/// property typed as a view: `let content: Content`, `@ViewBuilder var
/// label: () -> Label`) in a control's label (`ClickableRow(action:) { … }`);
/// and, apart, the views whose `body` is itself a button to VoiceOver: its
/// root view carries the button or link trait
/// (`.accessibilityAddTraits([.isButton, .updatesFrequently])`).
/// Names are 64-bit hashes, as in `TypeReferences`.
public struct ButtonWrappers: Sendable {
    /// Modifier types and extension methods that wrap in a button themselves.
    var wrapping: Set<UInt64> = []
    /// Extension methods and the modifier type each applies.
    var applying: [UInt64: UInt64] = [:]
    /// View types whose body's root has the button or link trait.
    var buttons: Set<UInt64> = []

    public init() {}

    init(_ tree: SyntaxTree) {
        for index in tree.declarations.indices where tree.declarations[index].kind == .variable {
            guard let body = tree.declarationNode(Int32(index)), body.isNamed("body"), let type = body.parent,
                  type.kind == .struct, type.inherits("View"), let name = type.nameToken else { continue }
            if Self.rootHasButtonTrait(body, in: tree) { buttons.insert(tree.hash(ofToken: name)) }
            let content = Self.contentProperties(of: type, in: tree)
            guard !content.isEmpty else { continue }
            let tokens = body.keywordToken..<body.raw.endToken
            if Self.wrapsInButton(within: tokens, in: tree, where: { token in
                content.contains { tree.token(token, sameTextAs: $0) }
            }) {
                wrapping.insert(tree.hash(ofToken: name))
            }
        }
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
        wrapsInButton(within: tokens, in: tree) { token in
            tree.token(token, is: name) && (tree.token(token, is: "content") || !tree.token(token + 1, is: "."))
        }
    }

    /// Whether a `Button`, `NavigationLink` or `Link` made within `tokens`
    /// holds a reference (not a member: `.title`, not an argument label) that `isContent` accepts.
    private static func wrapsInButton(within tokens: Range<Int32>, in tree: SyntaxTree, where isContent: (Int32) -> Bool) -> Bool {
        tree.expressions.contains { expression in
            guard expression.kind == .call, tokens.contains(expression.nameToken),
                  SwiftUIViews.wrappingControls.contains(where: { tree.token(expression.nameToken, is: $0) }) else { return false }
            return (expression.nameToken...expression.lastToken).contains { token in
                !tree.token(token - 1, is: ".") && !tree.token(token + 1, is: ":") && isContent(token)
            }
        }
    }

    /// The name tokens of a view type's stored properties that hold the
    /// content it is given: typed as a view or a closure making one
    /// (`Content`, `Label`, `some View`, `AnyView`, `() -> Content`), not an
    /// action (`() -> Void`).
    private static func contentProperties(of type: DeclarationNode, in tree: SyntaxTree) -> [Int32] {
        tree.declarations.indices.compactMap { index in
            let declaration = tree.declarations[index]
            guard declaration.parent == type.index, declaration.kind == .variable || declaration.kind == .constant,
                  let property = tree.declarationNode(Int32(index)), !property.hasBody, let name = property.nameToken,
                  property.raw.typeEnd > property.raw.typeStart else { return nil }
            let typeTokens = property.raw.typeStart..<property.raw.typeEnd
            let isView = typeTokens.contains { token in
                ["Content", "Label", "View", "AnyView"].contains { tree.token(token, is: $0) }
            }
            return isView && !typeTokens.contains { tree.token($0, is: "Void") } ? name : nil
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

    /// Whether a root view of `body` (a statement of it, through nothing)
    /// adds the button or link trait.
    private static func rootHasButtonTrait(_ body: DeclarationNode, in tree: SyntaxTree) -> Bool {
        body.body.contains { statement in
            guard statement.kind == .expression || statement.kind == .returnValue, let root = statement.expression else { return false }
            return root.members.contains { member in
                member.isNamed("accessibilityAddTraits") && member.arguments.contains { argument in
                    guard let value = argument.value, value.firstToken >= 0, value.lastToken >= value.firstToken else { return false }
                    return (value.firstToken...value.lastToken).contains { tree.token($0, is: "isButton") || tree.token($0, is: "isLink") }
                }
            }
        }
    }

    /// Every file's view types that are buttons.
    static func buttonTypes(_ parts: [ButtonWrappers]) -> Set<UInt64> {
        parts.reduce(into: Set<UInt64>()) { $0.formUnion($1.buttons) }
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
