/// A half-open range of indices into one of a `SyntaxTree`'s arenas; as a
/// collection, its elements are those indices.
public struct IndexRange: Sendable, Equatable, RandomAccessCollection {
    public var start: Int32
    public var end: Int32

    public static let empty = IndexRange(start: 0, end: 0)

    public init(start: Int32, end: Int32) {
        self.start = start
        self.end = end
    }

    public var startIndex: Int { Int(start) }
    public var endIndex: Int { Int(Swift.max(end, start)) }
    public subscript(position: Int) -> Int { position }
}

/// What an expression node is.
public enum ExpressionKind: UInt8, Sendable {
    /// A name applied to an argument list and/or trailing closures: `Image("x")`, `Button { } label: { }`.
    case call
    /// A bare name: `label`, `content`, `self`, `$0`, `#function`.
    case reference
    /// `.red`, `.isButton`, `.system(size: 14)`.
    case implicitMember
    /// `{ … }`; its statements are the closure body.
    case closure
    case stringLiteral
    case numberLiteral
    case booleanLiteral
    case nilLiteral
    /// `( … )`: elements are its arguments.
    case tuple
    /// `[ … ]`: elements are its arguments.
    case collection
    /// Operands joined by binary operators (`a == b`, `x ?? y`, `a + b * c`):
    /// the operands are the arguments, the operator tokens the operators.
    case sequence
    /// `target = value`, `traits |= .isButton`, `count += 1`: arguments are the
    /// target and the value, the operator is the assignment token.
    case assignment
    /// `condition ? then : else`: arguments are the three parts, operators the `?` and `:` tokens.
    case ternary
    /// An `if`/`switch` used as an expression; its statements hold the one statement.
    case branches
    /// Anything else (regex, key path, stray token).
    case other
}

/// One expression: for `call`, `reference` and `implicitMember` the name and the
/// postfix modifier chain that follows it (`Image("x").resizable().accessibilityLabel("X")`).
public struct Expression: Sendable {
    public var kind: ExpressionKind
    public var firstToken: Int32
    /// Last token of the expression, inclusive.
    public var lastToken: Int32
    /// The base name (`Image` in `SwiftUI.Image("x")`); -1 when there is none.
    public var nameToken: Int32
    /// First token of a qualified name (`SwiftUI` in `SwiftUI.Image`); equals `nameToken` otherwise.
    public var qualifierToken: Int32
    /// Arguments of a call (trailing closures last), elements of a tuple or
    /// collection, operands of a sequence, assignment or ternary.
    public var arguments: IndexRange
    /// Operator tokens of a sequence, assignment or ternary (indices into `SyntaxTree.operatorTokens`).
    public var operators: IndexRange
    /// The postfix chain: `.padding()`, `.accessibilityLabel("x")`…
    public var modifiers: IndexRange
    /// Body statements of a closure or branches expression.
    public var statements: IndexRange
    /// A string literal with `\( )` interpolation.
    public var hasInterpolation: Bool
    /// A closure with a signature (`{ item in … }`, `{ (a, b) -> Int in … }`).
    public var hasSignature: Bool
}

/// One argument: `label: value`, or a trailing closure.
public struct Argument: Sendable {
    /// The label token, or -1.
    public var label: Int32
    /// The value expression, or -1 when none could be parsed.
    public var value: Int32
    public var isTrailingClosure: Bool
}

/// One postfix member in a chain: `.accessibilityLabel("Close")`, `.bold()`
/// (members with an argument clause: on a view, modifiers), or
/// `.accessibilityLabel` in `button.accessibilityLabel = x` (a property access).
public struct Modifier: Sendable {
    /// The `.` token.
    public var dotToken: Int32
    public var nameToken: Int32
    /// The member's last token: its name, closing bracket or last trailing closure.
    public var lastToken: Int32
    public var arguments: IndexRange
    /// Whether `( … )` or a trailing closure follows the name (a method call, not a property).
    public var hasArgumentClause: Bool
    /// Inside `#if … #endif` within the chain: applied only in some builds.
    public var isConditional: Bool
}

/// What a statement is.
public enum StatementKind: UInt8, Sendable {
    case expression
    case declaration
    /// `if … else if … else`: one block per branch.
    case ifElse
    /// `switch`: one block per case.
    case switchCases
    /// `#if … #elseif … #else … #endif`: one block per branch.
    case conditionalCompilation
    /// `for`, `while`, `repeat`: one block.
    case loop
    /// `guard … else { }`: one block.
    case guardElse
    /// `do { } catch { }`: one block per clause.
    case doCatch
    case deferBlock
    /// `return value`.
    case returnValue
    case other
}

/// One statement of a body or a type's member list.
public struct Statement: Sendable {
    public var kind: StatementKind
    public var firstToken: Int32
    /// The expression of an `expression` or `returnValue` statement, else -1.
    public var expression: Int32
    /// The declaration of a `declaration` statement, else -1.
    public var declaration: Int32
    /// Branches or clauses, indices into `SyntaxTree.blocks`.
    public var blocks: IndexRange
}

/// One branch of an `if`, `switch`, `#if`, loop or `do`, with the tokens of its
/// condition or pattern (`#available(iOS 17, *)`, `case .loading`).
public struct Block: Sendable {
    public var statements: IndexRange
    /// First token of the condition or pattern; equals `conditionEnd` when there is none.
    public var conditionStart: Int32
    /// One past the last token of the condition or pattern.
    public var conditionEnd: Int32
}

/// What a declaration declares.
public enum DeclarationKind: UInt8, Sendable {
    case `struct`, `class`, `enum`, actor, `extension`, `protocol`
    case function, initializer, deinitializer, `subscript`
    case variable, constant
    /// `typealias`, `import`, `case`, `associatedtype`, `operator`, `macro`…: recognised, not looked into.
    case other

    public var isType: Bool {
        switch self {
        case .struct, .class, .enum, .actor, .extension, .protocol: return true
        default: return false
        }
    }
}

/// A declaration with what rules need: its name, the enclosing declaration,
/// a type's inheritance list, a property's type and initial value, and the body
/// (a type's members, a function's or computed property's statements).
public struct Declaration: Sendable {
    public var kind: DeclarationKind
    /// The `struct`, `func`, `var`… keyword.
    public var keywordToken: Int32
    /// The declared name (for an extension, the extended type's last name component); -1 when none.
    public var nameToken: Int32
    /// The enclosing declaration, or -1 at the top level.
    public var parent: Int32
    /// Names in the inheritance list (indices into `SyntaxTree.inheritedNames`).
    public var inheritance: IndexRange
    /// Tokens of the type annotation (`some View`), `typeStart..<typeEnd`.
    public var typeStart: Int32
    public var typeEnd: Int32
    /// The initial value of a variable, or -1.
    public var initializer: Int32
    /// Member or body statements.
    public var body: IndexRange
    /// Whether the declaration had a `{ … }` body.
    public var hasBody: Bool
    /// Declared `static` or `class` (a type member).
    public var isStatic: Bool
    /// Attributes and modifiers written before the keyword (indices into `SyntaxTree.declarationModifiers`).
    public var modifiers: IndexRange
    /// Parameters of a function, initializer or subscript (indices into `SyntaxTree.parameters`).
    public var parameters: IndexRange
    /// One past the declaration's last token.
    public var endToken: Int32
}

/// An attribute (`@IBOutlet`, `@ScaledMetric`, `@Environment(\.dismiss)`) or a
/// modifier word (`override`, `private(set)`, `static`) of a declaration.
public struct DeclarationModifier: Sendable {
    /// The attribute's name (after `@`) or the modifier word.
    public var nameToken: Int32
    public var isAttribute: Bool
    /// The `(` of the attribute's or modifier's arguments, or -1.
    public var argumentsOpen: Int32
}

/// One parameter of a function, initializer or subscript: `_ title: String`,
/// `for state: UIControl.State = .normal`.
public struct Parameter: Sendable {
    /// The argument label written before the name, or -1 when the name is the label.
    public var label: Int32
    public var nameToken: Int32
    /// Tokens of the type annotation, `typeStart..<typeEnd`.
    public var typeStart: Int32
    public var typeEnd: Int32
}
