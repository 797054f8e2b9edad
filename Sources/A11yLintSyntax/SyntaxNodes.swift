/// Typed, read-only views of a `SyntaxTree`'s arena entries. Each holds the
/// tree and its index, answers with optionals where the arena stores -1, and
/// hands out its children as views too, so code outside the parser never
/// subscripts an arena or tests a sentinel. One generic reference serves
/// every kind of node; what a kind answers lives in its constrained extension.
public struct SyntaxNode<Kind: SyntaxNodeKind>: Sendable, Hashable {
    public let tree: SyntaxTree
    public let index: Int32

    public init(tree: SyntaxTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index && lhs.tree === rhs.tree }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// The kinds of node a `SyntaxNode` can view.
public protocol SyntaxNodeKind: Sendable {}
public enum ExpressionKindTag: SyntaxNodeKind {}
public enum ArgumentKindTag: SyntaxNodeKind {}
public enum MemberKindTag: SyntaxNodeKind {}
public enum StatementKindTag: SyntaxNodeKind {}
public enum DeclarationKindTag: SyntaxNodeKind {}
public enum DeclarationModifierKindTag: SyntaxNodeKind {}
public enum ParameterKindTag: SyntaxNodeKind {}

/// An expression: a call, reference or implicit member with its postfix
/// chain, a literal, a closure, an operation.
public typealias ExpressionNode = SyntaxNode<ExpressionKindTag>
/// One argument: `label: value`, a tuple or collection element, an operand, or a trailing closure.
public typealias ArgumentNode = SyntaxNode<ArgumentKindTag>
/// One member of a postfix chain: `.padding()`, `.accessibilityLabel("x")`,
/// or a property access such as `.title` in `item.title`.
public typealias MemberNode = SyntaxNode<MemberKindTag>
/// One statement of a body or member list.
public typealias StatementNode = SyntaxNode<StatementKindTag>
/// A declaration: a type, function, initializer, property…
public typealias DeclarationNode = SyntaxNode<DeclarationKindTag>
/// An attribute (`@IBOutlet`) or modifier word (`override`) of a declaration.
public typealias DeclarationModifierNode = SyntaxNode<DeclarationModifierKindTag>
/// A parameter of a function, initializer or subscript.
public typealias ParameterNode = SyntaxNode<ParameterKindTag>

/// The children of a node: a random-access collection of views over an
/// `IndexRange` of one arena.
public struct NodeList<Kind: SyntaxNodeKind>: RandomAccessCollection, Sendable {
    public let tree: SyntaxTree
    public let range: IndexRange

    public init(tree: SyntaxTree, range: IndexRange) {
        self.tree = tree
        self.range = range
    }

    public var startIndex: Int { range.startIndex }
    public var endIndex: Int { range.endIndex }
    public subscript(position: Int) -> SyntaxNode<Kind> { SyntaxNode(tree: tree, index: Int32(position)) }
}

extension NodeList where Kind == ArgumentKindTag {
    /// The first argument with a given label (one place for "argument labelled X").
    public func labeled(_ label: StaticString) -> ArgumentNode? {
        first { tree.token($0.raw.label, is: label) }
    }

    /// The value of the first argument, labelled or not.
    public var firstValue: ExpressionNode? { first?.value }
}

extension SyntaxTree {
    /// A view of an expression, or nil for -1.
    public func node(_ expression: Int32) -> ExpressionNode? {
        expression >= 0 && Int(expression) < expressions.count ? ExpressionNode(tree: self, index: expression) : nil
    }

    /// A view of a declaration, or nil for -1.
    public func declarationNode(_ declaration: Int32) -> DeclarationNode? {
        declaration >= 0 && Int(declaration) < declarations.count ? DeclarationNode(tree: self, index: declaration) : nil
    }

    /// The file's top-level statements.
    public var topLevelStatements: NodeList<StatementKindTag> { NodeList(tree: self, range: topLevel) }

    /// The token, or nil for -1.
    @inline(__always) func optionalToken(_ token: Int32) -> Int32? { token >= 0 ? token : nil }

    /// Byte range from the start of token `first` to the end of token `last`.
    public func byteRange(fromToken first: Int32, through last: Int32) -> Range<Int> {
        guard first >= 0, Int(first) < tokens.count else { return source.bytes.count..<source.bytes.count }
        let end = last >= first && Int(last) < tokens.count ? Int(tokens[Int(last)].end) : Int(tokens[Int(first)].end)
        return Int(tokens[Int(first)].start)..<end
    }
}

extension SyntaxNode where Kind == ExpressionKindTag {
    public var raw: Expression { tree.expressions[Int(index)] }
    public var kind: ExpressionKind { raw.kind }
    public var firstToken: Int32 { raw.firstToken }
    public var lastToken: Int32 { raw.lastToken }
    /// Bytes from the first token's start to the last token's end.
    public var byteRange: Range<Int> { tree.byteRange(fromToken: raw.firstToken, through: raw.lastToken) }
    /// The base name token (`Image` in `SwiftUI.Image("x")`), if any.
    public var nameToken: Int32? { tree.optionalToken(raw.nameToken) }
    /// The base name's text, if any.
    public var name: String? { nameToken.map(tree.text(ofToken:)) }
    /// Whether the base name is `text`.
    public func isNamed(_ text: StaticString) -> Bool { tree.token(raw.nameToken, is: text) }
    /// Whether the base name is one of `names`.
    public func isNamed(oneOf names: [StaticString]) -> Bool { names.contains { tree.token(raw.nameToken, is: $0) } }

    public var arguments: NodeList<ArgumentKindTag> { NodeList(tree: tree, range: raw.arguments) }
    /// The postfix chain: modifiers (with an argument clause) and property accesses.
    public var members: NodeList<MemberKindTag> { NodeList(tree: tree, range: raw.modifiers) }
    /// The body of a closure or `if`/`switch` expression.
    public var statements: NodeList<StatementKindTag> { NodeList(tree: tree, range: raw.statements) }
    /// Operator tokens of a sequence, assignment or ternary.
    public var operatorTokens: ArraySlice<Int32> { tree.operatorTokens[raw.operators.startIndex..<raw.operators.endIndex] }

    /// The value of the argument labelled `label`.
    public func argument(labeled label: StaticString) -> ExpressionNode? { arguments.labeled(label)?.value }
    /// The last member of the chain named `name`.
    public func member(named name: StaticString) -> MemberNode? { members.last { $0.isNamed(name) } }

    /// `target` of `target = value` (and of `|=`, `+=`…).
    public var assignedTarget: ExpressionNode? { kind == .assignment ? arguments.first?.value : nil }
    /// `value` of `target = value`.
    public var assignedValue: ExpressionNode? { kind == .assignment ? arguments.last?.value : nil }
    /// `value` of `_ = value`: evaluated for what it does, its result thrown away.
    public var discardedValue: ExpressionNode? {
        guard let target = assignedTarget, target.firstToken == target.lastToken, tree.token(target.firstToken, is: "_")
        else { return nil }
        return assignedValue
    }
    /// The assignment's operator token (`=`, `|=`).
    public var assignmentOperator: Int32? { kind == .assignment ? operatorTokens.first : nil }
    /// A ternary's condition, then and else operands.
    public var ternaryParts: (condition: ExpressionNode?, then: ExpressionNode?, otherwise: ExpressionNode?)? {
        guard kind == .ternary, arguments.count == 3 else { return nil }
        return (arguments[arguments.startIndex].value, arguments[arguments.startIndex + 1].value,
                arguments[arguments.startIndex + 2].value)
    }

    /// Whether `other` is written with the same tokens (`.clear` and `.clear`).
    public func isWrittenLike(_ other: ExpressionNode) -> Bool {
        let count = lastToken - firstToken
        guard firstToken >= 0, other.firstToken >= 0, count >= 0, count == other.lastToken - other.firstToken else { return false }
        return (0...count).allSatisfy { tree.token(firstToken + $0, sameTextAs: other.firstToken + $0) }
    }

    /// The literal's text when this is a string literal without interpolation.
    public var stringValue: String? { tree.stringValue(of: index) }
}

extension SyntaxNode where Kind == ArgumentKindTag {
    public var raw: Argument { tree.arguments[Int(index)] }
    public var labelToken: Int32? { tree.optionalToken(raw.label) }
    public func isLabeled(_ label: StaticString) -> Bool { tree.token(raw.label, is: label) }
    public var value: ExpressionNode? { tree.node(raw.value) }
    public var isTrailingClosure: Bool { raw.isTrailingClosure }
}

extension SyntaxNode where Kind == MemberKindTag {
    public var raw: Modifier { tree.modifiers[Int(index)] }
    public var dotToken: Int32 { raw.dotToken }
    public var nameToken: Int32 { raw.nameToken }
    public var lastToken: Int32 { raw.lastToken }
    public var name: String { tree.text(ofToken: raw.nameToken) }
    public func isNamed(_ text: StaticString) -> Bool { tree.token(raw.nameToken, is: text) }
    /// Whether `( … )` or a trailing closure follows: a call, which on a view is a modifier.
    public var hasArgumentClause: Bool { raw.hasArgumentClause }
    /// Inside `#if … #endif` in the chain: applied in some builds only.
    public var isConditional: Bool { raw.isConditional }
    public var arguments: NodeList<ArgumentKindTag> { NodeList(tree: tree, range: raw.arguments) }
    /// The value of the argument labelled `label`.
    public func argument(labeled label: StaticString) -> ExpressionNode? { arguments.labeled(label)?.value }
    /// From the dot to the member's last token.
    public var byteRange: Range<Int> { tree.byteRange(fromToken: raw.dotToken, through: raw.lastToken) }
}

extension SyntaxNode where Kind == StatementKindTag {
    public var raw: Statement { tree.statements[Int(index)] }
    public var kind: StatementKind { raw.kind }
    public var expression: ExpressionNode? { tree.node(raw.expression) }
    public var declaration: DeclarationNode? { tree.declarationNode(raw.declaration) }
    /// The statements of each branch, clause or loop body.
    public var blocks: [NodeList<StatementKindTag>] {
        raw.blocks.map { NodeList(tree: tree, range: tree.blocks[$0].statements) }
    }
}

extension SyntaxNode where Kind == DeclarationKindTag {
    public var raw: Declaration { tree.declarations[Int(index)] }
    public var kind: DeclarationKind { raw.kind }
    public var keywordToken: Int32 { raw.keywordToken }
    public var nameToken: Int32? { tree.optionalToken(raw.nameToken) }
    public var name: String? { nameToken.map(tree.text(ofToken:)) }
    public func isNamed(_ text: StaticString) -> Bool { tree.token(raw.nameToken, is: text) }
    /// The enclosing declaration.
    public var parent: DeclarationNode? { tree.declarationNode(raw.parent) }
    /// Name tokens of the inheritance list.
    public var inheritedNameTokens: ArraySlice<Int32> { tree.inheritedNames[raw.inheritance.startIndex..<raw.inheritance.endIndex] }
    public func inherits(_ name: StaticString) -> Bool { inheritedNameTokens.contains { tree.token($0, is: name) } }
    public var initializer: ExpressionNode? { tree.node(raw.initializer) }
    public var body: NodeList<StatementKindTag> { NodeList(tree: tree, range: raw.body) }
    public var hasBody: Bool { raw.hasBody }
    public var isStatic: Bool { raw.isStatic }
    public var modifiers: NodeList<DeclarationModifierKindTag> { NodeList(tree: tree, range: raw.modifiers) }
    public var parameters: NodeList<ParameterKindTag> { NodeList(tree: tree, range: raw.parameters) }
    /// Whether a modifier word (`override`, `final`, `private`) is written.
    public func hasModifier(_ word: StaticString) -> Bool { modifiers.contains { !$0.isAttribute && $0.isNamed(word) } }
    /// The attribute named `name` (`IBOutlet`, `ScaledMetric`), if written.
    public func attribute(_ name: StaticString) -> DeclarationModifierNode? { modifiers.first { $0.isAttribute && $0.isNamed(name) } }
    /// From the first attribute or modifier (or the keyword) to the end of the body.
    public var byteRange: Range<Int> {
        let first = modifiers.first.map { $0.isAttribute ? $0.nameToken - 1 : $0.nameToken } ?? raw.keywordToken
        return tree.byteRange(fromToken: first, through: raw.endToken - 1)
    }
}

extension SyntaxNode where Kind == DeclarationModifierKindTag {
    public var raw: DeclarationModifier { tree.declarationModifiers[Int(index)] }
    public var nameToken: Int32 { raw.nameToken }
    public var isAttribute: Bool { raw.isAttribute }
    public func isNamed(_ text: StaticString) -> Bool { tree.token(raw.nameToken, is: text) }
    /// The text between the attribute's parentheses (`\.accessibilityReduceMotion`), if any.
    public var argumentText: String? {
        guard raw.argumentsOpen >= 0 else { return nil }
        let close = tree.partners[Int(raw.argumentsOpen)]
        guard close > raw.argumentsOpen + 1 else { return close == raw.argumentsOpen + 1 ? "" : nil }
        return tree.text(fromToken: raw.argumentsOpen + 1, through: close - 1)
    }
}

extension SyntaxNode where Kind == ParameterKindTag {
    public var raw: Parameter { tree.parameters[Int(index)] }
    /// The argument label a caller writes: the label if one is written (nil for `_`), else the name.
    public var argumentLabel: String? {
        if raw.label >= 0 { return tree.token(raw.label, is: "_") ? nil : tree.text(ofToken: raw.label) }
        return tree.text(ofToken: raw.nameToken)
    }
    public var name: String { tree.text(ofToken: raw.nameToken) }
    /// The type annotation's text (`UIControl.State`).
    public var typeText: String { tree.text(fromToken: raw.typeStart, through: raw.typeEnd - 1) }
}
