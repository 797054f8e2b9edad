/// The tokens, comments and lexical diagnostics of one source file.
public struct LexedSource: Sendable {
    public let tokens: [Token]
    public let comments: [Comment]
    public let diagnostics: [LexDiagnostic]
}

/// A hand-written lexer for the whole lexical grammar of Swift 5.9–6.x.
///
/// It walks raw UTF-8 bytes once, front to back, and never fails: invalid
/// UTF-8, NUL bytes, unterminated literals and comments become tokens (with a
/// diagnostic), so any input gives a token list in linear time. Interpolations
/// nest through an explicit stack, never through recursion.
public enum Lexer {
    /// Diagnostics beyond this count are dropped (the tokens are still produced).
    static let diagnosticLimit = 100

    public static func lex(_ source: SourceFile) -> LexedSource {
        source.bytes.withUnsafeBufferPointer { bytes in
            ByteClass.table.withUnsafeBufferPointer { table in
                ReservedWords.packed.withUnsafeBufferPointer { words in
                    ReservedWords.firstOfLength.withUnsafeBufferPointer { firstOfLength in
                        ReservedWords.firstBytes.withUnsafeBufferPointer { firstBytes in
                            let reserved = ReservedWordTable(words: words, firstOfLength: firstOfLength, firstBytes: firstBytes)
                            var cursor = LexerCursor(bytes: bytes, table: table, start: source.byteOrderMarkLength,
                                                     reserved: reserved)
                            cursor.run()
                            return LexedSource(tokens: cursor.tokens, comments: cursor.comments,
                                               diagnostics: cursor.diagnostics)
                        }
                    }
                }
            }
        }
    }
}

private extension UInt8 {
    static let quote = UInt8(ascii: "\"")
    static let pound = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let period = UInt8(ascii: ".")
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
}

/// An interpolation being lexed: the string it belongs to and the parentheses
/// opened inside it so far.
private struct InterpolationFrame {
    var stringStart: Int
    var hashes: Int
    var isMultiline: Bool
    var parenDepth: Int
}

private struct LexerCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let table: UnsafeBufferPointer<UInt8>
    let reserved: ReservedWordTable
    let count: Int
    var position: Int
    var tokens: [Token] = []
    var comments: [Comment] = []
    var diagnostics: [LexDiagnostic] = []
    var interpolations: [InterpolationFrame] = []
    /// Trivia seen since the last token.
    var sawLineBreak = true
    var sawSpace = false
    /// Whether the last token can end an expression (then `/` is division).
    var previousEndsExpression = false
    /// End offset of the last token that was a lone `.` (for tuple indices `t.0.1`).
    var periodEnd = -1

    init(bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, start: Int, reserved: ReservedWordTable) {
        self.bytes = bytes
        self.table = table
        self.reserved = reserved
        self.count = bytes.count
        self.position = start
        tokens.reserveCapacity(bytes.count / 5 + 16)
    }

    @inline(__always) func at(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }
    @inline(__always) func has(_ index: Int, _ byte: UInt8) -> Bool { index < count && bytes[index] == byte }
    @inline(__always) func isClass(_ index: Int, _ mask: UInt8) -> Bool { index < count && table[Int(bytes[index])] & mask != 0 }

    mutating func diagnose(_ offset: Int, _ message: String) {
        if diagnostics.count < Lexer.diagnosticLimit {
            diagnostics.append(LexDiagnostic(offset: offset, message: message))
        }
    }

    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, endsExpression: Bool) {
        tokens.append(Token(kind: kind, start: start, end: end, isFirstOnLine: sawLineBreak,
                            hasSpaceBefore: sawSpace || sawLineBreak))
        sawLineBreak = false
        sawSpace = false
        position = end
        previousEndsExpression = endsExpression
    }

    // MARK: Main loop

    mutating func run() {
        if has(position, .pound) && has(position + 1, UInt8(ascii: "!")) {
            skipLineComment()
        }
        while true {
            skipTrivia()
            guard position < count else { break }
            let byte = bytes[position]
            let byteClass = table[Int(byte)]
            if byteClass & ByteClass.identifierHead != 0 {
                lexIdentifier(firstLength: 1)
            } else if byteClass & ByteClass.digit != 0 {
                lexNumber()
            } else if byteClass & ByteClass.operatorCharacter != 0 {
                lexOperator()
            } else if byte >= 0x80 {
                lexNonASCII()
            } else {
                lexPunctuationOrOther(byte)
            }
        }
        for frame in interpolations.reversed() {
            diagnose(frame.stringStart, "unterminated string literal")
        }
    }

    mutating func lexPunctuationOrOther(_ byte: UInt8) {
        let start = position
        switch byte {
        case .quote:
            lexString(start: start, hashes: 0)
        case .pound:
            lexPound()
        case UInt8(ascii: "$"):
            var end = start + 1
            while isClass(end, ByteClass.identifierBody) { end += 1 }
            emit(.identifier, start, end, endsExpression: true)
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case .period:
            lexPeriod()
        case .openParen:
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
            emit(.punctuation, start, start + 1, endsExpression: false)
        case .closeParen:
            if let frame = interpolations.last, frame.parenDepth == 0 {
                interpolations.removeLast()
                emit(.interpolationClose, start, start + 1, endsExpression: false)
                lexStringBody(stringStart: frame.stringStart, hashes: frame.hashes, isMultiline: frame.isMultiline)
            } else {
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth -= 1 }
                emit(.punctuation, start, start + 1, endsExpression: true)
            }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            emit(.punctuation, start, start + 1, endsExpression: true)
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: ";"), UInt8(ascii: "@"), .backslash:
            emit(.punctuation, start, start + 1, endsExpression: false)
        default:
            // Control characters and NUL: one token for the whole run.
            var end = start + 1
            while end < count, bytes[end] < 0x20 || bytes[end] == 0x7F,
                  table[Int(bytes[end])] & (ByteClass.horizontalSpace | ByteClass.lineBreak) == 0 {
                end += 1
            }
            diagnose(start, "invalid character in source")
            emit(.unknown, start, end, endsExpression: false)
        }
    }

    // MARK: Trivia

    mutating func skipTrivia() {
        while position < count {
            let byte = bytes[position]
            let byteClass = table[Int(byte)]
            if byteClass & ByteClass.horizontalSpace != 0 {
                sawSpace = true
                position += 1
            } else if byteClass & ByteClass.lineBreak != 0 {
                sawLineBreak = true
                position += 1
                endSingleLineInterpolations()
            } else if byte == .slash && has(position + 1, .slash) {
                skipLineComment()
            } else if byte == .slash && has(position + 1, .star) {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// A line break inside an interpolation of a single-line string ends that
    /// string (Swift reports it as unterminated).
    mutating func endSingleLineInterpolations() {
        while let frame = interpolations.last, !frame.isMultiline {
            diagnose(frame.stringStart, "unterminated string literal")
            interpolations.removeLast()
        }
    }

    mutating func skipLineComment() {
        let start = position
        var end = position
        while end < count && table[Int(bytes[end])] & ByteClass.lineBreak == 0 { end += 1 }
        comments.append(Comment(start: UInt32(start), end: UInt32(end), isBlock: false))
        sawSpace = true
        position = end
    }

    mutating func skipBlockComment() {
        let start = position
        var depth = 1
        var index = position + 2
        while index < count {
            let byte = bytes[index]
            if byte == .slash && has(index + 1, .star) {
                depth += 1
                index += 2
            } else if byte == .star && has(index + 1, .slash) {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                if table[Int(byte)] & ByteClass.lineBreak != 0 { sawLineBreak = true }
                index += 1
            }
        }
        if depth > 0 {
            diagnose(start, "unterminated block comment")
            index = count
        }
        comments.append(Comment(start: UInt32(start), end: UInt32(index), isBlock: true))
        sawSpace = true
        position = index
    }

    // MARK: Identifiers and keywords

    /// Lexes an identifier whose first scalar is `firstLength` bytes long.
    mutating func lexIdentifier(firstLength: Int) {
        let start = position
        var end = start + firstLength
        while end < count {
            let byte = bytes[end]
            if table[Int(byte)] & ByteClass.identifierBody != 0 {
                end += 1
            } else if byte >= 0x80, let (scalar, length) = decodeScalar(bytes, at: end), isIdentifierScalar(scalar) {
                end += length
            } else {
                break
            }
        }
        let length = end - start
        if reserved.contains(bytes, start, length) {
            emit(.keyword, start, end, endsExpression: keywordEndsExpression(start, length))
        } else {
            emit(.identifier, start, end, endsExpression: true)
        }
    }

    /// `self`, `Self`, `super`, `true`, `false`, `nil`, `init`, `Any` can end an expression.
    func keywordEndsExpression(_ start: Int, _ length: Int) -> Bool {
        switch (length, bytes[start]) {
        case (4, UInt8(ascii: "s")), (4, UInt8(ascii: "S")), (4, UInt8(ascii: "t")), (4, UInt8(ascii: "i")),
             (5, UInt8(ascii: "s")), (5, UInt8(ascii: "f")), (3, UInt8(ascii: "n")), (3, UInt8(ascii: "A")):
            return true
        default:
            return false
        }
    }

    func isIdentifierScalar(_ scalar: UInt32) -> Bool {
        scalar >= 0xA8 && !ByteClass.isOperatorHead(scalar) && scalar != 0xFEFF
            && !(0x2000...0x200F).contains(scalar) && !(0x2028...0x202F).contains(scalar)
    }

    mutating func lexBacktickIdentifier() {
        let start = position
        var end = start + 1
        while end < count && bytes[end] != UInt8(ascii: "`") && table[Int(bytes[end])] & ByteClass.lineBreak == 0 {
            end += 1
        }
        if end < count && bytes[end] == UInt8(ascii: "`") && end > start + 1 {
            emit(.identifier, start, end + 1, endsExpression: true)
        } else {
            diagnose(start, "unterminated backtick identifier")
            emit(.unknown, start, start + 1, endsExpression: false)
        }
    }

    mutating func lexNonASCII() {
        let start = position
        if let (scalar, length) = decodeScalar(bytes, at: start) {
            if ByteClass.isOperatorHead(scalar) {
                lexOperator()
            } else if isIdentifierScalar(scalar) {
                lexIdentifier(firstLength: length)
            } else {
                diagnose(start, "invalid character in source")
                emit(.unknown, start, start + length, endsExpression: false)
            }
            return
        }
        var end = start + 1
        while end < count && bytes[end] >= 0x80 && decodeScalar(bytes, at: end) == nil { end += 1 }
        diagnose(start, "invalid UTF-8")
        emit(.unknown, start, end, endsExpression: false)
    }

    // MARK: Numbers

    mutating func lexNumber() {
        let start = position
        var end = start
        var isFloat = false
        let tupleIndex = periodEnd == start
        if bytes[start] == UInt8(ascii: "0") && (has(start + 1, UInt8(ascii: "x")) || has(start + 1, UInt8(ascii: "X"))) {
            end = start + 2
            while isClass(end, ByteClass.hexDigit) || has(end, UInt8(ascii: "_")) { end += 1 }
            if !tupleIndex && has(end, .period) && isClass(end + 1, ByteClass.hexDigit) {
                var fraction = end + 1
                while isClass(fraction, ByteClass.hexDigit) || has(fraction, UInt8(ascii: "_")) { fraction += 1 }
                if has(fraction, UInt8(ascii: "p")) || has(fraction, UInt8(ascii: "P")) { end = fraction }
            }
            if has(end, UInt8(ascii: "p")) || has(end, UInt8(ascii: "P")) {
                isFloat = true
                end = skipExponentDigits(end + 1)
            }
        } else {
            while isClass(end, ByteClass.digit) || has(end, UInt8(ascii: "_")) { end += 1 }
            let isRadix = end == start + 1 && bytes[start] == UInt8(ascii: "0")
                && (has(end, UInt8(ascii: "b")) || has(end, UInt8(ascii: "o")))
            if isRadix {
                end += 1
                while isClass(end, ByteClass.hexDigit) || has(end, UInt8(ascii: "_")) { end += 1 }
            } else {
                if !tupleIndex && has(end, .period) && isClass(end + 1, ByteClass.digit) {
                    isFloat = true
                    end += 1
                    while isClass(end, ByteClass.digit) || has(end, UInt8(ascii: "_")) { end += 1 }
                }
                let exponentDigit = isClass(end + 1, ByteClass.digit)
                    || ((has(end + 1, UInt8(ascii: "+")) || has(end + 1, UInt8(ascii: "-"))) && isClass(end + 2, ByteClass.digit))
                if (has(end, UInt8(ascii: "e")) || has(end, UInt8(ascii: "E"))) && exponentDigit {
                    isFloat = true
                    end = skipExponentDigits(end + 1)
                }
            }
        }
        if isClass(end, ByteClass.identifierBody) {
            diagnose(end, "invalid character in number literal")
            while isClass(end, ByteClass.identifierBody) { end += 1 }
        }
        emit(isFloat ? .float : .integer, start, end, endsExpression: true)
    }

    func skipExponentDigits(_ from: Int) -> Int {
        var end = from
        if has(end, UInt8(ascii: "+")) || has(end, UInt8(ascii: "-")) { end += 1 }
        while isClass(end, ByteClass.digit) || has(end, UInt8(ascii: "_")) { end += 1 }
        return end
    }

    // MARK: Strings

    /// Lexes a string literal whose opening quote is at `position`, preceded
    /// by `hashes` pound signs starting at `start`.
    mutating func lexString(start: Int, hashes: Int) {
        let quote = position
        let isMultiline = has(quote + 1, .quote) && has(quote + 2, .quote) && !closesOnItsLine(after: quote, hashes: hashes)
        emit(.stringOpen, start, quote + (isMultiline ? 3 : 1), endsExpression: false)
        lexStringBody(stringStart: start, hashes: hashes, isMultiline: isMultiline)
    }

    /// Whether a raw string that opens like a multi-line one (`#"""`) finds its
    /// closing delimiter (`"` and as many `#`) on the same line: then it is a
    /// one-line string holding quotes (`#"""#` holds one `"`), as the Swift
    /// compiler reads it. Plain `"""` always opens a multi-line string.
    func closesOnItsLine(after quote: Int, hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var index = quote + 1
        while index < count && table[Int(bytes[index])] & ByteClass.lineBreak == 0 {
            index += 1
            guard bytes[index - 1] == UInt8(ascii: "\"") else { continue }
            var matched = 0
            while matched < hashes && has(index + matched, .pound) { matched += 1 }
            if matched == hashes { return true }
        }
        return false
    }

    /// Lexes string text from `position` up to the closing delimiter, the
    /// start of an interpolation, or (single-line strings) the end of the line.
    mutating func lexStringBody(stringStart: Int, hashes: Int, isMultiline: Bool) {
        let segmentStart = position
        var index = position
        while true {
            while index < count && table[Int(bytes[index])] & ByteClass.stringStop == 0 { index += 1 }
            guard index < count else {
                flushSegment(segmentStart, index)
                diagnose(stringStart, "unterminated string literal")
                position = count
                previousEndsExpression = true
                return
            }
            let byte = bytes[index]
            if byte == .backslash {
                var after = index + 1
                var matched = 0
                while matched < hashes && has(after, .pound) { matched += 1; after += 1 }
                if matched < hashes {
                    index = after
                } else if has(after, .openParen) {
                    flushSegment(segmentStart, index)
                    emit(.interpolationOpen, index, after + 1, endsExpression: false)
                    interpolations.append(InterpolationFrame(stringStart: stringStart, hashes: hashes,
                                                             isMultiline: isMultiline, parenDepth: 0))
                    return
                } else if after < count && (isMultiline || table[Int(bytes[after])] & ByteClass.lineBreak == 0) {
                    index = after + 1
                } else {
                    index = after
                }
            } else if byte == .quote {
                if isMultiline && !(has(index + 1, .quote) && has(index + 2, .quote)) {
                    index += 1
                    continue
                }
                var after = index + (isMultiline ? 3 : 1)
                var matched = 0
                while matched < hashes && has(after, .pound) { matched += 1; after += 1 }
                if matched == hashes {
                    flushSegment(segmentStart, index)
                    emit(.stringClose, index, after, endsExpression: true)
                    return
                }
                index += 1
            } else if isMultiline {
                index += 1
            } else {
                flushSegment(segmentStart, index)
                diagnose(stringStart, "unterminated string literal")
                position = index
                previousEndsExpression = true
                return
            }
        }
    }

    mutating func flushSegment(_ start: Int, _ end: Int) {
        if end > start { emit(.stringSegment, start, end, endsExpression: false) }
    }

    // MARK: Pound signs: raw strings, extended regex, directives

    mutating func lexPound() {
        let start = position
        var index = start
        while has(index, .pound) { index += 1 }
        let hashes = index - start
        if has(index, .quote) {
            position = index
            lexString(start: start, hashes: hashes)
        } else if has(index, .slash) {
            lexExtendedRegex(start: start, hashes: hashes)
        } else if hashes == 1 && index < count && startsIdentifier(index) {
            var end = index
            while end < count {
                if table[Int(bytes[end])] & ByteClass.identifierBody != 0 {
                    end += 1
                } else if bytes[end] >= 0x80, let (scalar, length) = decodeScalar(bytes, at: end), isIdentifierScalar(scalar) {
                    end += length
                } else {
                    break
                }
            }
            let name = end - index
            let isConditional = (name == 2 && bytes[index] == UInt8(ascii: "i"))              // #if
                || (name == 4 && bytes[index] == UInt8(ascii: "e"))                            // #else
                || (name == 5 && bytes[index] == UInt8(ascii: "e"))                            // #endif
                || (name == 6 && bytes[index] == UInt8(ascii: "e") && bytes[index + 1] == UInt8(ascii: "l")) // #elseif
            emit(.poundDirective, start, end, endsExpression: !isConditional)
        } else {
            emit(.punctuation, start, start + 1, endsExpression: false)
        }
    }

    func startsIdentifier(_ index: Int) -> Bool {
        if table[Int(bytes[index])] & ByteClass.identifierHead != 0 { return true }
        if bytes[index] >= 0x80, let (scalar, _) = decodeScalar(bytes, at: index) { return isIdentifierScalar(scalar) }
        return false
    }

    /// `#/…/#`: always a regex; multi-line when `#/` ends its line.
    mutating func lexExtendedRegex(start: Int, hashes: Int) {
        var index = start + hashes + 1
        let isMultiline = isClass(index, ByteClass.lineBreak)
        var end = -1
        while index < count {
            let byte = bytes[index]
            if byte == .backslash && index + 1 < count && (isMultiline || table[Int(bytes[index + 1])] & ByteClass.lineBreak == 0) {
                index += 2
            } else if table[Int(byte)] & ByteClass.lineBreak != 0 && !isMultiline {
                break
            } else if byte == .slash {
                var after = index + 1
                var matched = 0
                while matched < hashes && has(after, .pound) { matched += 1; after += 1 }
                if matched == hashes { end = after; break }
                index += 1
            } else {
                index += 1
            }
        }
        if end < 0 {
            diagnose(start, "unterminated regex literal")
            end = min(index, count)
        }
        emit(.regex, start, end, endsExpression: true)
    }

    // MARK: Operators, periods, bare regex literals

    mutating func lexPeriod() {
        let start = position
        if has(start + 1, .period) {
            var end = start + 1
            while end < count && (bytes[end] == .period || table[Int(bytes[end])] & ByteClass.operatorCharacter != 0) { end += 1 }
            emit(.operator, start, end, endsExpression: false)
        } else {
            emit(.punctuation, start, start + 1, endsExpression: false)
            periodEnd = start + 1
        }
    }

    mutating func lexOperator() {
        let start = position
        var end = start
        while end < count {
            let byte = bytes[end]
            if table[Int(byte)] & ByteClass.operatorCharacter != 0 {
                if byte == .slash && end > start && (has(end + 1, .slash) || has(end + 1, .star)) { break }
                end += 1
            } else if byte >= 0x80, let (scalar, length) = decodeScalar(bytes, at: end), ByteClass.isOperatorContinuation(scalar) {
                end += length
            } else {
                break
            }
        }
        let leftBound = !(sawSpace || sawLineBreak) && !tokens.isEmpty
        let rightBound = end < count && table[Int(bytes[end])] & (ByteClass.horizontalSpace | ByteClass.lineBreak) == 0
            && !(bytes[end] == .slash && (has(end + 1, .slash) || has(end + 1, .star)))
        if bytes[start] == .slash && (!previousEndsExpression || (!leftBound && rightBound)),
           let regexEnd = bareRegexEnd(start) {
            emit(.regex, start, regexEnd, endsExpression: true)
            return
        }
        let first = bytes[start]
        if leftBound && (first == UInt8(ascii: "?") || (first == UInt8(ascii: "!") && !has(start + 1, UInt8(ascii: "=")))) {
            emit(.operator, start, start + 1, endsExpression: true)  // postfix ? or !
            return
        }
        let length = end - start
        let isPunctuation = (length == 1 && first == UInt8(ascii: "="))
            || (length == 2 && first == UInt8(ascii: "-") && bytes[start + 1] == UInt8(ascii: ">"))
        emit(isPunctuation ? .punctuation : .operator, start, end, endsExpression: false)
    }

    /// Where a bare `/…/` regex starting at `start` would end, or nil when the
    /// text cannot be one: it may not start with a space or tab, must close on
    /// the same line, and may not contain an unbalanced `)` (Swift's rules).
    func bareRegexEnd(_ start: Int) -> Int? {
        var index = start + 1
        guard index < count else { return nil }
        let first = bytes[index]
        if table[Int(first)] & (ByteClass.horizontalSpace | ByteClass.lineBreak) != 0 || first == .slash || first == .star {
            return nil
        }
        var depth = 0
        var inClass = 0
        while index < count {
            let byte = bytes[index]
            if table[Int(byte)] & ByteClass.lineBreak != 0 { return nil }
            if byte == .backslash {
                index += 2
                continue
            }
            if inClass > 0 {
                if byte == UInt8(ascii: "[") { inClass += 1 }
                if byte == UInt8(ascii: "]") { inClass -= 1 }
            } else if byte == UInt8(ascii: "[") {
                inClass = 1
            } else if byte == .openParen {
                depth += 1
            } else if byte == .closeParen {
                depth -= 1
                if depth < 0 { return nil }
            } else if byte == .slash {
                let last = bytes[index - 1]
                if table[Int(last)] & ByteClass.horizontalSpace != 0 { return nil }
                return index + 1
            }
            index += 1
        }
        return nil
    }
}
