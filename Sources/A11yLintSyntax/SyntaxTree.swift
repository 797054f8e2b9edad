/// The parsed form of one source file: tokens, comments and a light syntax
/// tree stored in flat arenas (expressions, arguments, modifiers, statements,
/// blocks, declarations) that refer to each other by index.
///
/// Immutable once built, so it can be shared across threads.
public final class SyntaxTree: Sendable {
    public let source: SourceFile
    public let tokens: [Token]
    public let comments: [Comment]
    public let diagnostics: [LexDiagnostic]
    /// Closing partner of each opening token and back (see `TokenPartners`).
    public let partners: [Int32]
    public let expressions: [Expression]
    public let arguments: [Argument]
    public let modifiers: [Modifier]
    public let statements: [Statement]
    public let blocks: [Block]
    public let declarations: [Declaration]
    /// Name tokens of inheritance lists.
    public let inheritedNames: [Int32]
    /// Operator tokens of sequences, assignments and ternaries.
    public let operatorTokens: [Int32]
    /// Attributes and modifier words of declarations.
    public let declarationModifiers: [DeclarationModifier]
    /// Parameters of functions, initializers and subscripts.
    public let parameters: [Parameter]
    /// The file's top-level statements.
    public let topLevel: IndexRange

    init(source: SourceFile, lexed: LexedSource, partners: [Int32], arenas: SyntaxArenas, topLevel: IndexRange) {
        self.source = source
        self.tokens = lexed.tokens
        self.comments = lexed.comments
        self.diagnostics = lexed.diagnostics
        self.partners = partners
        self.expressions = arenas.expressions
        self.arguments = arenas.arguments
        self.modifiers = arenas.modifiers
        self.statements = arenas.statements
        self.blocks = arenas.blocks
        self.declarations = arenas.declarations
        self.inheritedNames = arenas.inheritedNames
        self.operatorTokens = arenas.operatorTokens
        self.declarationModifiers = arenas.declarationModifiers
        self.parameters = arenas.parameters
        self.topLevel = topLevel
    }

    /// Lexes and parses a file.
    public convenience init(source: SourceFile) {
        self.init(parsing: source)
    }

    // MARK: Tokens

    /// Byte offset where a token starts (the end of the file for -1 or out of range).
    public func offset(ofToken index: Int32) -> Int {
        guard index >= 0 && Int(index) < tokens.count else { return source.bytes.count }
        return Int(tokens[Int(index)].start)
    }

    /// The text of a token ("" for -1).
    public func text(ofToken index: Int32) -> String {
        guard index >= 0 && Int(index) < tokens.count else { return "" }
        return source.text(tokens[Int(index)].range)
    }

    /// The source text from the start of token `first` to the end of token `last`.
    public func text(fromToken first: Int32, through last: Int32) -> String {
        guard first >= 0, last >= first, Int(last) < tokens.count else { return "" }
        return source.text(Int(tokens[Int(first)].start)..<Int(tokens[Int(last)].end))
    }

    /// Compares a token's text with a literal without allocating.
    public func token(_ index: Int32, is text: StaticString) -> Bool {
        guard index >= 0 && Int(index) < tokens.count else { return false }
        let token = tokens[Int(index)]
        guard token.length == text.utf8CodeUnitCount else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            let expected = text.utf8Start
            for offset in 0..<token.length where bytes[Int(token.start) + offset] != expected[offset] {
                return false
            }
            return true
        }
    }

    /// Whether the token's text contains `needle` (ASCII, case-insensitive), without allocating.
    public func token(_ index: Int32, containsCaseInsensitive needle: StaticString) -> Bool {
        guard index >= 0 && Int(index) < tokens.count else { return false }
        let token = tokens[Int(index)]
        let count = needle.utf8CodeUnitCount
        guard token.length >= count else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            let expected = needle.utf8Start
            for start in Int(token.start)...(Int(token.end) - count) {
                var offset = 0
                while offset < count && bytes[start + offset] | 0x20 == expected[offset] | 0x20 { offset += 1 }
                if offset == count { return true }
            }
            return false
        }
    }

    /// Compares a token's text with UTF-8 bytes without allocating.
    public func token(_ index: Int32, equals bytes: [UInt8]) -> Bool {
        guard index >= 0 && Int(index) < tokens.count else { return false }
        let token = tokens[Int(index)]
        guard token.length == bytes.count else { return false }
        let source = self.source.bytes
        for offset in 0..<bytes.count where source[Int(token.start) + offset] != bytes[offset] { return false }
        return true
    }

    /// Whether two tokens have the same text, without allocating.
    public func token(_ index: Int32, sameTextAs other: Int32) -> Bool {
        guard index >= 0, other >= 0, Int(index) < tokens.count, Int(other) < tokens.count,
              tokens[Int(index)].length == tokens[Int(other)].length else { return false }
        let first = Int(tokens[Int(index)].start), second = Int(tokens[Int(other)].start)
        return source.bytes.withUnsafeBufferPointer { bytes in
            (0..<tokens[Int(index)].length).allSatisfy { bytes[first + $0] == bytes[second + $0] }
        }
    }

    /// Whether the token is `prefix` followed by a capitalised word
    /// (`onAppear`, `onTapGesture` for "on"; not `once`).
    public func token(_ index: Int32, hasCamelCasePrefix prefix: StaticString) -> Bool {
        guard token(index, hasPrefix: prefix), tokens[Int(index)].length > prefix.utf8CodeUnitCount else { return false }
        let next = source.bytes[Int(tokens[Int(index)].start) + prefix.utf8CodeUnitCount]
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }

    /// Whether the token's text starts with `prefix` (or is it).
    public func token(_ index: Int32, hasPrefix prefix: StaticString) -> Bool {
        guard index >= 0 && Int(index) < tokens.count else { return false }
        let token = tokens[Int(index)]
        let count = prefix.utf8CodeUnitCount
        guard token.length >= count else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            (0..<count).allSatisfy { bytes[Int(token.start) + $0] == prefix.utf8Start[$0] }
        }
    }

    /// True when the token's first byte is an ASCII capital letter (a type-like name).
    public func isCapitalized(_ index: Int32) -> Bool {
        guard index >= 0 && Int(index) < tokens.count else { return false }
        let first = source.bytes[Int(tokens[Int(index)].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    // MARK: Expressions

    public func expression(_ index: Int32) -> Expression { expressions[Int(index)] }

    /// The base name of a call, reference or implicit member (`Image` for `SwiftUI.Image("x")`).
    public func name(of expression: Int32) -> String? {
        guard expression >= 0 else { return nil }
        let node = expressions[Int(expression)]
        return node.nameToken >= 0 ? text(ofToken: node.nameToken) : nil
    }

    /// The argument with a given label, or nil.
    public func argument(of expression: Int32, labeled label: StaticString) -> Argument? {
        node(expression)?.arguments.labeled(label)?.raw
    }

    /// The value of a string literal without interpolation, escapes decoded;
    /// nil for anything else (a variable, an interpolated string).
    public func stringValue(of expression: Int32) -> String? {
        guard expression >= 0 else { return nil }
        let node = expressions[Int(expression)]
        guard node.kind == .stringLiteral, !node.hasInterpolation,
              tokens[Int(node.lastToken)].kind == .stringClose else { return nil }
        return StringLiteralDecoder.decode(tree: self, open: node.firstToken, close: node.lastToken)
    }
}
