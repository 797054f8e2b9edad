/// What kind of lexeme a token is.
///
/// Reserved words are `keyword`; contextual keywords (`some`, `get`, `async`,
/// `open`…) are lexed as `identifier`, as swift-syntax's lexer does, and the
/// parser recognises them where they matter. String literals are split into
/// delimiters and segments so that interpolated code is ordinary tokens.
public enum TokenKind: UInt8, Sendable {
    case keyword
    case identifier
    case integer
    case float
    /// `"`, `"""`, `#"`, `##"""`… opening a string literal.
    case stringOpen
    /// Literal text inside a string (escapes included, undecoded).
    case stringSegment
    /// The delimiter closing a string literal.
    case stringClose
    /// `\(` or `\#(` opening an interpolation.
    case interpolationOpen
    /// The `)` closing an interpolation.
    case interpolationClose
    case regex
    case `operator`
    /// Brackets, `.`, `,`, `:`, `;`, `@`, `#`, `\`, `->` and a lone `=`.
    case punctuation
    /// `#if`, `#else`, `#available`, `#Preview`, `#selector`… (one token with its name).
    case poundDirective
    /// Bytes that begin no Swift token: control characters, invalid UTF-8, a stray backtick.
    case unknown

    /// The kind name printed by `a11y-lint debug tokens`.
    public var debugName: String {
        switch self {
        case .keyword: return "keyword"
        case .identifier: return "identifier"
        case .integer: return "integer"
        case .float: return "float"
        case .stringSegment: return "string-segment"
        case .stringOpen, .stringClose, .interpolationOpen, .interpolationClose: return "string-delimiter"
        case .regex: return "regex"
        case .operator: return "operator"
        case .punctuation: return "punctuation"
        case .poundDirective: return "pound-directive"
        case .unknown: return "unknown"
        }
    }
}

/// One token: its kind, its byte range and two layout flags. No `String` is
/// stored; text is read from the source bytes when needed.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// `isFirstOnLine` (bit 0) and `hasSpaceBefore` (bit 1).
    var flags: UInt8
    public var start: UInt32
    public var end: UInt32

    public init(kind: TokenKind, start: Int, end: Int, isFirstOnLine: Bool, hasSpaceBefore: Bool) {
        self.kind = kind
        self.flags = (isFirstOnLine ? 1 : 0) | (hasSpaceBefore ? 2 : 0)
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    /// True when a line break (or the start of the file) precedes the token.
    public var isFirstOnLine: Bool { flags & 1 != 0 }
    /// True when whitespace, a comment or a line break precedes the token.
    public var hasSpaceBefore: Bool { flags & 2 != 0 }
    public var range: Range<Int> { Int(start)..<Int(end) }
    public var length: Int { Int(end - start) }
}

/// A comment's byte range. Comments are not tokens; they are kept apart for
/// suppression directives.
public struct Comment: Sendable, Equatable {
    public var start: UInt32
    public var end: UInt32
    public var isBlock: Bool
    public var range: Range<Int> { Int(start)..<Int(end) }
}

/// A problem the lexer noticed (an unterminated literal, an invalid byte).
/// Lexing always goes on; diagnostics only explain odd tokens.
public struct LexDiagnostic: Sendable, Equatable {
    public var offset: Int
    public var message: String
}
