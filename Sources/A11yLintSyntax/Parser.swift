/// The arenas a parse fills; see `SyntaxTree`.
struct SyntaxArenas {
    var expressions: [Expression] = []
    var arguments: [Argument] = []
    var modifiers: [Modifier] = []
    var statements: [Statement] = []
    var blocks: [Block] = []
    var declarations: [Declaration] = []
    var inheritedNames: [Int32] = []
    var operatorTokens: [Int32] = []
    var declarationModifiers: [DeclarationModifier] = []
    var parameters: [Parameter] = []
}

extension SyntaxTree {
    /// Lexes and parses `source`. Never fails: what is not understood is
    /// skipped by balancing brackets.
    convenience init(parsing source: SourceFile) {
        self.init(source: source, lexed: Lexer.lex(source))
    }

    /// Parses a file that has already been lexed (the benchmark times the two apart).
    public convenience init(source: SourceFile, lexed: LexedSource) {
        var partners: [Int32] = []
        var arenas = SyntaxArenas()
        var topLevel = IndexRange.empty
        source.bytes.withUnsafeBufferPointer { bytes in
            partners = TokenPartners.compute(tokens: lexed.tokens, bytes: bytes)
            var parser = Parser(bytes: bytes, tokens: lexed.tokens, partners: partners)
            topLevel = parser.parseFile()
            arenas = parser.arenas
        }
        self.init(source: source, lexed: lexed, partners: partners, arenas: arenas, topLevel: topLevel)
    }
}

/// A lightweight recursive-descent parser over the token list.
///
/// It recognises declarations (types with their inheritance lists, functions,
/// properties), statements (`if`, `switch`, `#if`, loops, `return`, bindings)
/// and expressions with their postfix modifier chains and trailing closures.
/// Nesting deeper than `maximumDepth` is skipped in O(1) through the bracket
/// partner table, so the stack depth is bounded whatever the input.
struct Parser {
    /// How many brackets (and `#if` blocks) deep the parser descends.
    static let maximumDepth = 96

    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let partners: [Int32]
    var position = 0
    /// Exclusive end of the region being parsed (the current closing bracket).
    var limit: Int
    var depth = 0
    var arenas = SyntaxArenas()
    // Scratch stacks: children are collected here while their parent is being
    // parsed, then moved into the arena in one contiguous run.
    var argumentScratch: [Argument] = []
    var modifierScratch: [Modifier] = []
    var statementScratch: [Statement] = []
    var blockScratch: [Block] = []
    var inheritanceScratch: [Int32] = []
    var operatorScratch: [Int32] = []
    var declarationModifierScratch: [DeclarationModifier] = []
    var declarationStack: [Int32] = []

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], partners: [Int32]) {
        self.bytes = bytes
        self.tokens = tokens
        self.partners = partners
        self.limit = tokens.count
        arenas.expressions.reserveCapacity(tokens.count / 4)
        arenas.arguments.reserveCapacity(tokens.count / 6)
        arenas.statements.reserveCapacity(tokens.count / 8)
    }

    mutating func parseFile() -> IndexRange {
        parseStatementList(stop: .none)
    }

    // MARK: Token tests

    @inline(__always) func isText(_ index: Int, _ text: StaticString) -> Bool {
        guard index < limit else { return false }
        let token = tokens[index]
        guard token.length == text.utf8CodeUnitCount else { return false }
        let expected = text.utf8Start
        for offset in 0..<token.length where bytes[Int(token.start) + offset] != expected[offset] { return false }
        return true
    }

    @inline(__always) func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        index < limit && tokens[index].kind == .punctuation && tokens[index].length == 1
            && bytes[Int(tokens[index].start)] == byte
    }

    @inline(__always) func isKeyword(_ index: Int, _ text: StaticString) -> Bool {
        index < limit && tokens[index].kind == .keyword && isText(index, text)
    }

    func isDirective(_ index: Int, _ text: StaticString) -> Bool {
        index < limit && tokens[index].kind == .poundDirective && isText(index, text)
    }

    func isBranchDirective(_ index: Int) -> Bool {
        isDirective(index, "#elseif") || isDirective(index, "#else") || isDirective(index, "#endif")
    }

    /// An identifier or keyword: what may follow `.` or precede `:` as a label.
    @inline(__always) func isWord(_ index: Int) -> Bool {
        index < limit && (tokens[index].kind == .identifier || tokens[index].kind == .keyword)
    }

    func isCapitalized(_ index: Int) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let first = bytes[Int(tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    func isOpener(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .stringOpen, .interpolationOpen: return true
        case .punctuation:
            let byte = bytes[Int(token.start)]
            return token.length == 1 && (byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{"))
        default: return false
        }
    }

    /// The index after the partner of the opener at `index` (or after the
    /// opener itself when it has no partner inside the current region).
    @inline(__always) func afterPartner(_ index: Int) -> Int {
        let partner = Int(partners[index])
        return partner > index && partner < limit ? partner + 1 : index + 1
    }

    // MARK: Regions

    /// Enters the bracketed region opened at `position`.
    mutating func enter() -> (close: Int, savedLimit: Int) {
        let open = position
        let partner = Int(partners[open])
        let close = partner > open && partner < limit ? partner : limit
        let saved = limit
        limit = close
        depth += 1
        position = open + 1
        return (close, saved)
    }

    mutating func leave(_ region: (close: Int, savedLimit: Int)) {
        limit = region.savedLimit
        depth -= 1
        position = region.close < limit ? region.close + 1 : limit
    }

    /// Drops the scratch entries past `mark` (nothing to do, most of the time).
    @inline(__always) static func truncate<Element>(_ scratch: inout [Element], to mark: Int) {
        if scratch.count > mark { scratch.removeLast(scratch.count - mark) }
    }

    static func flush<Element>(_ scratch: inout [Element], from mark: Int, into arena: inout [Element]) -> IndexRange {
        let start = arena.count
        if mark < scratch.count {
            arena.append(contentsOf: scratch[mark...])
            scratch.removeSubrange(mark...)
        }
        return IndexRange(start: Int32(start), end: Int32(arena.count))
    }

    mutating func skipToStatementEnd(from start: Int) {
        while position < limit {
            if tokens[position].isFirstOnLine && position > start { return }
            if isPunctuation(position, UInt8(ascii: ";")) {
                position += 1
                return
            }
            position = isOpener(position) ? afterPartner(position) : position + 1
        }
    }

    /// Skips a `#if`/`#elseif`/`#else` line with its condition.
    mutating func skipDirectiveLine() {
        position += 1
        while position < limit && !tokens[position].isFirstOnLine { position += 1 }
    }

    /// Advances to the `{` that opens a body (skipping a condition or subject).
    mutating func skipToOpenBrace() {
        while position < limit && !isPunctuation(position, UInt8(ascii: "{")) {
            position = isOpener(position) ? afterPartner(position) : position + 1
        }
    }

    // MARK: Statements

    enum StatementStop {
        case none
        /// Stop at `#elseif`, `#else`, `#endif`.
        case directiveBranch
        /// Stop at the next `case`/`default` of a switch (or a directive around cases).
        case switchCase
    }

    mutating func parseStatementList(stop: StatementStop) -> IndexRange {
        let mark = statementScratch.count
        while position < limit {
            if shouldStop(stop) { break }
            let before = position
            parseStatement()
            if position == before { position += 1 }
        }
        return Parser.flush(&statementScratch, from: mark, into: &arenas.statements)
    }

    func shouldStop(_ stop: StatementStop) -> Bool {
        switch stop {
        case .none:
            return false
        case .directiveBranch:
            return isBranchDirective(position)
        case .switchCase:
            return isKeyword(position, "case") || isKeyword(position, "default")
                || (isPunctuation(position, UInt8(ascii: "@")) && isText(position + 1, "unknown"))
                || isBranchDirective(position)
                || (isDirective(position, "#if") && directiveBranchStartsWithCase(position))
        }
    }

    func directiveBranchStartsWithCase(_ index: Int) -> Bool {
        var next = index + 1
        while next < limit && !tokens[next].isFirstOnLine { next += 1 }
        return isKeyword(next, "case") || isKeyword(next, "default")
    }

    mutating func appendStatement(_ kind: StatementKind, first: Int, expression: Int32 = -1,
                                  declaration: Int32 = -1, blocks: IndexRange = .empty) {
        statementScratch.append(Statement(kind: kind, firstToken: Int32(first), expression: expression,
                                          declaration: declaration, blocks: blocks))
    }

    mutating func parseStatement() {
        let start = position
        let token = tokens[start]
        switch token.kind {
        case .keyword:
            if isText(start, "if") { return parseIf() }
            if isText(start, "guard") { return parseGuard() }
            if isText(start, "switch") { return parseSwitch() }
            if isText(start, "for") || isText(start, "while") { return parseLoop() }
            if isText(start, "repeat") { return parseRepeat() }
            if isText(start, "do") { return parseDo() }
            if isText(start, "defer") { return parseDefer() }
            if isText(start, "return") || isText(start, "throw") { return parseReturn() }
            if isDeclarationStart(start) { return parseDeclaration() }
        case .identifier, .punctuation:
            if isPunctuation(start, UInt8(ascii: ";")) {
                position += 1
                return
            }
            if isDeclarationStart(start) { return parseDeclaration() }
        case .poundDirective:
            if isText(start, "#if") { return parseConditionalCompilation() }
            if isBranchDirective(start) { return skipDirectiveLine() }
            if isText(start, "#warning") || isText(start, "#error") || isText(start, "#sourceLocation") {
                position += 1
                return skipToStatementEnd(from: start)
            }
        default:
            break
        }
        let expression = parseExpression(trailingClosures: true)
        appendStatement(expression >= 0 ? .expression : .other, first: start, expression: expression)
        skipToStatementEnd(from: start)
    }

    // MARK: Control flow

    /// Parses `{ … }` at `position` as a statement list.
    mutating func parseBraceBody(declaration: Int32? = nil) -> IndexRange {
        guard isPunctuation(position, UInt8(ascii: "{")) else { return .empty }
        guard depth < Parser.maximumDepth else {
            position = afterPartner(position)
            return .empty
        }
        let region = enter()
        if let declaration { declarationStack.append(declaration) }
        let body = parseStatementList(stop: .none)
        if declaration != nil { declarationStack.removeLast() }
        leave(region)
        return body
    }

    mutating func appendBlock(conditionStart: Int, conditionEnd: Int) {
        let body = parseBraceBody()
        blockScratch.append(Block(statements: body, conditionStart: Int32(conditionStart), conditionEnd: Int32(conditionEnd)))
    }

    mutating func parseIf() {
        let start = position
        let mark = blockScratch.count
        while true {
            position += 1
            let conditionStart = position
            skipToOpenBrace()
            guard position < limit else { break }
            appendBlock(conditionStart: conditionStart, conditionEnd: position)
            guard isKeyword(position, "else") else { break }
            position += 1
            if isKeyword(position, "if") { continue }
            if isPunctuation(position, UInt8(ascii: "{")) { appendBlock(conditionStart: position, conditionEnd: position) }
            break
        }
        appendStatement(.ifElse, first: start, blocks: Parser.flush(&blockScratch, from: mark, into: &arenas.blocks))
    }

    mutating func parseGuard() {
        let start = position
        let mark = blockScratch.count
        position += 1
        let conditionStart = position
        while position < limit && !isKeyword(position, "else") && !isPunctuation(position, UInt8(ascii: "{")) {
            position = isOpener(position) ? afterPartner(position) : position + 1
        }
        let conditionEnd = position
        if isKeyword(position, "else") { position += 1 }
        appendBlock(conditionStart: conditionStart, conditionEnd: conditionEnd)
        appendStatement(.guardElse, first: start, blocks: Parser.flush(&blockScratch, from: mark, into: &arenas.blocks))
    }

    mutating func parseLoop() {
        let start = position
        let mark = blockScratch.count
        position += 1
        let conditionStart = position
        skipToOpenBrace()
        appendBlock(conditionStart: conditionStart, conditionEnd: position)
        appendStatement(.loop, first: start, blocks: Parser.flush(&blockScratch, from: mark, into: &arenas.blocks))
    }

    mutating func parseRepeat() {
        let start = position
        let mark = blockScratch.count
        position += 1
        appendBlock(conditionStart: position, conditionEnd: position)
        if isKeyword(position, "while") {
            position += 1
            skipToStatementEnd(from: position - 1)
        }
        appendStatement(.loop, first: start, blocks: Parser.flush(&blockScratch, from: mark, into: &arenas.blocks))
    }

    mutating func parseDo() {
        let start = position
        let mark = blockScratch.count
        position += 1
        skipToOpenBrace()
        appendBlock(conditionStart: position, conditionEnd: position)
        while isKeyword(position, "catch") {
            position += 1
            let patternStart = position
            skipToOpenBrace()
            appendBlock(conditionStart: patternStart, conditionEnd: position)
        }
        appendStatement(.doCatch, first: start, blocks: Parser.flush(&blockScratch, from: mark, into: &arenas.blocks))
    }

    mutating func parseDefer() {
        let start = position
        let mark = blockScratch.count
        position += 1
        appendBlock(conditionStart: position, conditionEnd: position)
        appendStatement(.deferBlock, first: start, blocks: Parser.flush(&blockScratch, from: mark, into: &arenas.blocks))
    }

    mutating func parseReturn() {
        let start = position
        let isReturn = isText(start, "return")
        position += 1
        var value: Int32 = -1
        if position < limit && !isKeyword(position, "case") && !isKeyword(position, "default")
            && !isPunctuation(position, UInt8(ascii: ";")) && tokens[position].kind != .poundDirective {
            value = parseExpression(trailingClosures: true)
        }
        appendStatement(isReturn ? .returnValue : .other, first: start, expression: value)
        skipToStatementEnd(from: start)
    }

    mutating func parseSwitch() {
        let start = position
        position += 1
        skipToOpenBrace()
        guard position < limit, depth < Parser.maximumDepth else {
            if position < limit { position = afterPartner(position) }
            return appendStatement(.other, first: start)
        }
        let mark = blockScratch.count
        let region = enter()
        while position < limit {
            if isBranchDirective(position) || isDirective(position, "#if") {
                skipDirectiveLine()
                continue
            }
            let patternStart = position
            if isKeyword(position, "case") || isKeyword(position, "default") || isPunctuation(position, UInt8(ascii: "@")) {
                while position < limit && !isPunctuation(position, UInt8(ascii: ":")) {
                    position = isOpener(position) ? afterPartner(position) : position + 1
                }
            }
            let patternEnd = position
            if isPunctuation(position, UInt8(ascii: ":")) { position += 1 }
            let before = position
            let body = parseStatementList(stop: .switchCase)
            blockScratch.append(Block(statements: body, conditionStart: Int32(patternStart), conditionEnd: Int32(patternEnd)))
            if position == before && position == patternStart { position += 1 }
        }
        leave(region)
        appendStatement(.switchCases, first: start, blocks: Parser.flush(&blockScratch, from: mark, into: &arenas.blocks))
    }

    mutating func parseConditionalCompilation() {
        let start = position
        guard depth < Parser.maximumDepth else { return skipDirectiveLine() }
        depth += 1
        let mark = blockScratch.count
        while position < limit {
            let conditionStart = Int32(position + 1)
            skipDirectiveLine()
            let conditionEnd = Int32(max(Int(conditionStart), position))
            let body = parseStatementList(stop: .directiveBranch)
            blockScratch.append(Block(statements: body, conditionStart: conditionStart, conditionEnd: conditionEnd))
            if isDirective(position, "#elseif") || isDirective(position, "#else") { continue }
            if isDirective(position, "#endif") { position += 1 }
            break
        }
        depth -= 1
        appendStatement(.conditionalCompilation, first: start,
                        blocks: Parser.flush(&blockScratch, from: mark, into: &arenas.blocks))
    }
}
