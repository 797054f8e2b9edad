/// Expressions: operand sequences, postfix chains with arguments, trailing
/// closures and modifiers (including modifiers inside `#if … #endif`).
extension Parser {
    mutating func newExpression(_ kind: ExpressionKind, first: Int, name: Int = -1) -> Int32 {
        arenas.expressions.append(Expression(
            kind: kind, firstToken: Int32(first), lastToken: Int32(first), nameToken: Int32(name),
            qualifierToken: Int32(name), arguments: .empty, operators: .empty, modifiers: .empty, statements: .empty,
            hasInterpolation: false, hasSignature: false))
        return Int32(arenas.expressions.count - 1)
    }

    /// Parses operands joined by binary operators, casts, assignments and
    /// ternaries. Returns the expression index, or -1 when no operand starts at `position`.
    mutating func parseExpression(trailingClosures: Bool) -> Int32 {
        let first = position
        let mark = argumentScratch.count
        let operatorMark = operatorScratch.count
        var ternaries = 0
        while position < limit {
            skipPrefixes()
            let operand = parsePostfixExpression(trailingClosures: trailingClosures)
            guard operand >= 0 else { break }
            argumentScratch.append(Argument(label: -1, value: operand, isTrailingClosure: false))
            guard continueSequence(&ternaries) else { break }
        }
        let count = argumentScratch.count - mark
        switch count {
        case 0:
            Parser.truncate(&operatorScratch, to: operatorMark)
            return -1
        case 1:
            // Most expressions are one operand: no operation to build.
            Parser.truncate(&operatorScratch, to: operatorMark)
            return argumentScratch.removeLast().value
        default:
            // An operator after the last operand (a postfix `...`) joins nothing.
            Parser.truncate(&operatorScratch, to: min(operatorScratch.count, operatorMark + count - 1))
            let node = buildOperation(operands: mark, operators: operatorMark, count: count, depth: 0)
            arenas.expressions[Int(node)].firstToken = Int32(first)
            arenas.expressions[Int(node)].lastToken = Int32(position - 1)
            Parser.truncate(&argumentScratch, to: mark)
            Parser.truncate(&operatorScratch, to: operatorMark)
            return node
        }
    }

    /// Builds the operation over `count` operands on the scratch stack from
    /// `operands` (their operators from `operators`): an assignment splits at
    /// its first assignment operator (they associate to the right), a ternary
    /// at its `?` and matching `:`, anything else is one flat sequence.
    /// Nesting is bounded: past `maximumDepth` the rest stays one sequence.
    private mutating func buildOperation(operands: Int, operators: Int, count: Int, depth: Int) -> Int32 {
        if count == 1 { return argumentScratch[operands].value }
        if depth < Parser.maximumDepth {
            var question = -1
            for split in 0..<(count - 1) {
                let token = Int(operatorScratch[operators + split])
                if isAssignmentOperator(token) {
                    let target = buildOperation(operands: operands, operators: operators, count: split + 1, depth: depth + 1)
                    let value = buildOperation(operands: operands + split + 1, operators: operators + split + 1,
                                               count: count - split - 1, depth: depth + 1)
                    let node = newOperation(.assignment, first: target, last: value)
                    appendOperand(target)
                    appendOperand(value)
                    return finishOperation(node, operators: operators + split, operatorCount: 1)
                }
                if question < 0 && isText(token, "?") { question = split }
            }
            if question >= 0, let colon = matchingColon(after: question, operators: operators, count: count) {
                let condition = buildOperation(operands: operands, operators: operators, count: question + 1, depth: depth + 1)
                let then = buildOperation(operands: operands + question + 1, operators: operators + question + 1,
                                          count: colon - question, depth: depth + 1)
                let otherwise = buildOperation(operands: operands + colon + 1, operators: operators + colon + 1,
                                               count: count - colon - 1, depth: depth + 1)
                let node = newOperation(.ternary, first: condition, last: otherwise)
                appendOperand(condition)
                appendOperand(then)
                appendOperand(otherwise)
                arenas.expressions[Int(node)].operators = IndexRange(start: Int32(arenas.operatorTokens.count),
                                                                     end: Int32(arenas.operatorTokens.count + 2))
                arenas.operatorTokens.append(operatorScratch[operators + question])
                arenas.operatorTokens.append(operatorScratch[operators + colon])
                return node
            }
        }
        let node = newOperation(.sequence, first: argumentScratch[operands].value,
                                last: argumentScratch[operands + count - 1].value)
        for index in operands..<(operands + count) { appendOperand(argumentScratch[index].value) }
        return finishOperation(node, operators: operators, operatorCount: count - 1)
    }

    /// The operator index of the `:` that closes the ternary `?` at `question`.
    private func matchingColon(after question: Int, operators: Int, count: Int) -> Int? {
        var open = 0
        for index in (question + 1)..<(count - 1) {
            let token = Int(operatorScratch[operators + index])
            if isText(token, "?") { open += 1 }
            if isPunctuation(token, UInt8(ascii: ":")) {
                if open == 0 { return index }
                open -= 1
            }
        }
        return nil
    }

    /// `=` and the compound assignments (`+=`, `|=`, `<<=`), not comparisons (`==`, `!=`, `<=`, `>=`).
    func isAssignmentOperator(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .punctuation { return isPunctuation(index, UInt8(ascii: "=")) }
        guard token.kind == .operator, token.length >= 2,
              bytes[Int(token.end) - 1] == UInt8(ascii: "=") else { return false }
        let first = bytes[Int(token.start)]
        if first == UInt8(ascii: "=") || first == UInt8(ascii: "!") { return false }
        return !(token.length == 2 && (first == UInt8(ascii: "<") || first == UInt8(ascii: ">")))
    }

    /// A new sequence, assignment or ternary spanning its first to its last
    /// operand; its operands are appended next, with `appendOperand`.
    private mutating func newOperation(_ kind: ExpressionKind, first: Int32, last: Int32) -> Int32 {
        let firstToken = first >= 0 ? arenas.expressions[Int(first)].firstToken : 0
        let lastToken = last >= 0 ? arenas.expressions[Int(last)].lastToken : firstToken
        let node = newExpression(kind, first: Int(firstToken))
        arenas.expressions[Int(node)].lastToken = lastToken
        let start = Int32(arenas.arguments.count)
        arenas.expressions[Int(node)].arguments = IndexRange(start: start, end: start)
        return node
    }

    /// Appends one operand to the operation created last.
    private mutating func appendOperand(_ value: Int32) {
        arenas.arguments.append(Argument(label: -1, value: value, isTrailingClosure: false))
        arenas.expressions[arenas.expressions.count - 1].arguments.end += 1
    }

    /// Gives `node` its operator tokens from the scratch stack.
    private mutating func finishOperation(_ node: Int32, operators: Int, operatorCount: Int) -> Int32 {
        let start = Int32(arenas.operatorTokens.count)
        arenas.operatorTokens.append(contentsOf: operatorScratch[operators..<(operators + operatorCount)])
        arenas.expressions[Int(node)].operators = IndexRange(start: start, end: Int32(arenas.operatorTokens.count))
        return node
    }

    /// Skips `try`, `try?`, `await` and prefix operators (`!`, `-`, `&`).
    mutating func skipPrefixes() {
        while position < limit {
            if isKeyword(position, "try") {
                position += 1
                if position < limit && tokens[position].kind == .operator && !tokens[position].hasSpaceBefore
                    && (isText(position, "?") || isText(position, "!")) {
                    position += 1
                }
            } else if tokens[position].kind == .identifier && (isText(position, "await") || isText(position, "consume")
                        || isText(position, "copy")) && position + 1 < limit && !tokens[position + 1].isFirstOnLine
                        && (tokens[position + 1].kind == .identifier || tokens[position + 1].kind == .keyword) {
                position += 1
            } else if tokens[position].kind == .operator && position + 1 < limit && !tokens[position + 1].hasSpaceBefore {
                position += 1
            } else {
                return
            }
        }
    }

    /// After an operand: consumes a binary operator, a cast or a ternary `:`.
    /// Returns true when another operand is expected.
    mutating func continueSequence(_ ternaries: inout Int) -> Bool {
        while position < limit {
            let token = tokens[position]
            if token.kind == .keyword && (isText(position, "as") || isText(position, "is")) {
                position += 1
                if position < limit && tokens[position].kind == .operator && !tokens[position].hasSpaceBefore { position += 1 }
                _ = parseType()
                continue
            }
            if token.kind == .operator || isPunctuation(position, UInt8(ascii: "=")) {
                let spaceAfter = position + 1 >= tokens.count || tokens[position + 1].hasSpaceBefore
                // A line that starts with a prefix operator starts a new statement.
                if token.isFirstOnLine && !spaceAfter { return false }
                if isText(position, "?") { ternaries += 1 }
                operatorScratch.append(Int32(position))
                position += 1
                // A postfix operator (`x...]`) ends the sequence.
                if position >= limit || tokens[position].kind == .punctuation && !isPunctuation(position, UInt8(ascii: "."))
                    && !isPunctuation(position, UInt8(ascii: "(")) && !isPunctuation(position, UInt8(ascii: "["))
                    && !isPunctuation(position, UInt8(ascii: "{")) && !isPunctuation(position, UInt8(ascii: "\\")) {
                    return false
                }
                return true
            }
            if ternaries > 0 && isPunctuation(position, UInt8(ascii: ":")) {
                ternaries -= 1
                operatorScratch.append(Int32(position))
                position += 1
                return true
            }
            return false
        }
        return false
    }

    /// Parses a primary expression and its postfix chain.
    mutating func parsePostfixExpression(trailingClosures: Bool) -> Int32 {
        guard position < limit else { return -1 }
        let start = position
        let token = tokens[start]
        let node: Int32
        switch token.kind {
        case .identifier:
            node = newExpression(.reference, first: start, name: start)
            position += 1
            if isCapitalized(start) && atAttachedAngle {
                _ = skipGenericArguments()
            }
        case .keyword:
            if isText(start, "true") || isText(start, "false") {
                node = newExpression(.booleanLiteral, first: start)
            } else if isText(start, "nil") {
                node = newExpression(.nilLiteral, first: start)
            } else if isText(start, "self") || isText(start, "Self") || isText(start, "super")
                        || isText(start, "init") || isText(start, "Any") {
                node = newExpression(.reference, first: start, name: start)
            } else if isText(start, "_") && isPunctuation(start + 1, UInt8(ascii: "=")) {
                // `_ = field.resignFirstResponder()`: a result thrown away, the target of an assignment.
                node = newExpression(.other, first: start)
            } else if isText(start, "if") || isText(start, "switch") {
                return parseBranchesExpression()
            } else {
                return -1
            }
            position += 1
        case .integer, .float:
            node = newExpression(.numberLiteral, first: start)
            position += 1
        case .stringOpen:
            node = parseStringLiteral()
        case .poundDirective:
            if isText(start, "#if") || isBranchDirective(start) { return -1 }
            node = newExpression(.reference, first: start, name: start)
            position += 1
        case .punctuation:
            switch bytes[Int(token.start)] {
            case UInt8(ascii: "."):
                if isWord(start + 1) && !tokens[start + 1].hasSpaceBefore {
                    node = newExpression(.implicitMember, first: start, name: start + 1)
                    position += 2
                } else {
                    node = newExpression(.other, first: start)
                    position += 1
                }
            case UInt8(ascii: "("):
                node = newExpression(.tuple, first: start)
                parseElements(of: node)
            case UInt8(ascii: "["):
                node = newExpression(.collection, first: start)
                parseElements(of: node)
            case UInt8(ascii: "{"):
                node = parseClosure()
            case UInt8(ascii: "\\"):
                node = newExpression(.other, first: start)
                skipKeyPath()
            default:
                return -1
            }
        case .operator:
            return -1
        case .stringSegment, .stringClose, .interpolationOpen, .interpolationClose, .regex, .unknown:
            node = newExpression(.other, first: start)
            position += 1
        }
        parsePostfixChain(node, trailingClosures: trailingClosures)
        return node
    }

    /// `\.name`, `\Type.member?.other[0]`.
    mutating func skipKeyPath() {
        position += 1
        if position < limit && tokens[position].kind == .identifier && !tokens[position].hasSpaceBefore { position += 1 }
        while position < limit && !tokens[position].hasSpaceBefore {
            if isPunctuation(position, UInt8(ascii: ".")) && isWord(position + 1) {
                position += 2
            } else if isPunctuation(position, UInt8(ascii: "[")) {
                position = afterPartner(position)
            } else if tokens[position].kind == .operator && (isText(position, "?") || isText(position, "!")) {
                position += 1
            } else {
                return
            }
        }
    }

    mutating func parseStringLiteral() -> Int32 {
        let open = position
        let node = newExpression(.stringLiteral, first: open)
        let partner = Int(partners[open])
        if partner > open && partner < limit {
            var interpolated = false
            for index in (open + 1)..<partner where tokens[index].kind == .interpolationOpen {
                interpolated = true
                break
            }
            arenas.expressions[Int(node)].hasInterpolation = interpolated
            position = partner + 1
        } else {
            // Unterminated: the literal ends with its line.
            position += 1
            while position < limit && !tokens[position].isFirstOnLine { position += 1 }
            arenas.expressions[Int(node)].hasInterpolation = true
        }
        arenas.expressions[Int(node)].lastToken = Int32(position - 1)
        return node
    }

    /// Tuple or collection elements, stored as the node's arguments.
    mutating func parseElements(of node: Int32) {
        let mark = argumentScratch.count
        parseArgumentList()
        arenas.expressions[Int(node)].arguments = Parser.flush(&argumentScratch, from: mark, into: &arenas.arguments)
    }

    /// `if`/`switch` used as an expression.
    mutating func parseBranchesExpression() -> Int32 {
        let node = newExpression(.branches, first: position)
        let mark = statementScratch.count
        if isKeyword(position, "if") { parseIf() } else { parseSwitch() }
        arenas.expressions[Int(node)].statements = Parser.flush(&statementScratch, from: mark, into: &arenas.statements)
        arenas.expressions[Int(node)].lastToken = Int32(position - 1)
        return node
    }

    /// Parses `( … )` or `[ … ]` at `position`, pushing each element onto the
    /// argument scratch stack.
    mutating func parseArgumentList() {
        guard depth < Parser.maximumDepth else {
            position = afterPartner(position)
            return
        }
        let region = enter()
        while position < limit {
            let before = position
            var label: Int32 = -1
            if isWord(position) && isPunctuation(position + 1, UInt8(ascii: ":")) {
                label = Int32(position)
                position += 2
            }
            let value = parseExpression(trailingClosures: true)
            if value >= 0 || label >= 0 {
                argumentScratch.append(Argument(label: label, value: value, isTrailingClosure: false))
            }
            while position < limit && !isPunctuation(position, UInt8(ascii: ",")) {
                position = isOpener(position) ? afterPartner(position) : position + 1
            }
            if position < limit { position += 1 }
            if position == before { position += 1 }
        }
        leave(region)
    }

    mutating func parseClosure() -> Int32 {
        let open = position
        let node = newExpression(.closure, first: open)
        guard depth < Parser.maximumDepth else {
            position = afterPartner(open)
            arenas.expressions[Int(node)].lastToken = Int32(position - 1)
            return node
        }
        let region = enter()
        arenas.expressions[Int(node)].hasSignature = skipClosureSignature()
        let body = parseStatementList(stop: .none)
        leave(region)
        arenas.expressions[Int(node)].statements = body
        arenas.expressions[Int(node)].lastToken = Int32(position - 1)
        return node
    }

    /// Skips `[weak self] (a, b) async throws -> T in` when the closure has a
    /// signature (and returns true); leaves `position` alone otherwise.
    mutating func skipClosureSignature() -> Bool {
        var index = position
        var steps = 0
        while index < limit && steps < 128 {
            steps += 1
            let token = tokens[index]
            if token.kind == .keyword {
                if isText(index, "in") {
                    position = index + 1
                    return true
                }
                guard isText(index, "_") || isText(index, "inout") || isText(index, "throws") || isText(index, "rethrows")
                    || isText(index, "self") || isText(index, "Self") || isText(index, "Any") else { return false }
                index += 1
            } else if token.kind == .identifier {
                index += 1
            } else if token.kind == .punctuation {
                if isPunctuation(index, UInt8(ascii: "(")) || isPunctuation(index, UInt8(ascii: "[")) {
                    index = afterPartner(index)
                } else if isPunctuation(index, UInt8(ascii: ",")) || isPunctuation(index, UInt8(ascii: ":"))
                            || isPunctuation(index, UInt8(ascii: ".")) || isPunctuation(index, UInt8(ascii: "@"))
                            || isText(index, "->") {
                    index += 1
                } else {
                    return false
                }
            } else if token.kind == .operator && (isText(index, "?") || isText(index, "!") || isText(index, "&")
                        || isText(index, "<") || isText(index, ">") || isText(index, "...")) {
                index += 1
            } else {
                return false
            }
        }
        return false
    }

    // MARK: Postfix chains

    /// Bookkeeping for one chain: where the head's arguments and the pending
    /// modifier's arguments start on the scratch stack.
    private struct Chain {
        var headArguments = -1
        var headFlushed = false
        var pending: Modifier?
        var pendingArguments = -1
        var modifierMark: Int
        var conditionalDepth = 0
    }

    /// Parses what follows a primary: `.member`, `(arguments)`, trailing
    /// closures (labelled ones too), subscripts, `?`/`!`, and `#if` blocks
    /// whose branches continue the chain with `.modifier` lines.
    mutating func parsePostfixChain(_ node: Int32, trailingClosures: Bool) {
        var chain = Chain(modifierMark: modifierScratch.count)
        let headKind = arenas.expressions[Int(node)].kind
        let headIsNamed = headKind == .reference || headKind == .call || headKind == .implicitMember
        while position < limit {
            let token = tokens[position]
            if token.kind == .punctuation && token.length == 1 {
                let byte = bytes[Int(token.start)]
                if byte == UInt8(ascii: ".") {
                    guard position + 1 < limit, isWord(position + 1) || tokens[position + 1].kind == .integer else { break }
                    let member = position + 1
                    let atHead = chain.pending == nil && chain.headArguments < 0 && modifierScratch.count == chain.modifierMark
                    if atHead && headKind == .reference && isCapitalized(Int(arenas.expressions[Int(node)].nameToken))
                        && isCapitalized(member) {
                        arenas.expressions[Int(node)].nameToken = Int32(member)   // SwiftUI.Image
                        position += 2
                        if atAttachedAngle { _ = skipGenericArguments() }      // SwiftUI.Button<Text>
                        continue
                    }
                    if atHead && headIsNamed && isKeyword(member, "init") {
                        position += 2                                              // Image.init("x")
                        continue
                    }
                    finishPending(&chain, node)
                    chain.pending = Modifier(dotToken: Int32(position), nameToken: Int32(member), lastToken: Int32(member),
                                             arguments: .empty, hasArgumentClause: false,
                                             isConditional: chain.conditionalDepth > 0)
                    chain.pendingArguments = argumentScratch.count
                    position += 2
                    continue
                }
                if byte == UInt8(ascii: "(") && !token.isFirstOnLine {
                    startArguments(&chain, node)
                    parseArgumentList()
                    extendPending(&chain, call: true)
                    continue
                }
                if byte == UInt8(ascii: "[") && !token.isFirstOnLine {
                    position = afterPartner(position)
                    extendPending(&chain, call: false)
                    continue
                }
                if byte == UInt8(ascii: "{") && trailingClosures && !token.isFirstOnLine && (headIsNamed || chain.pending != nil) {
                    startArguments(&chain, node)
                    parseTrailingClosures()
                    extendPending(&chain, call: true)
                    continue
                }
                break
            }
            if token.kind == .operator && !token.hasSpaceBefore && (isText(position, "?") || isText(position, "!")) {
                position += 1
                extendPending(&chain, call: false)
                continue
            }
            if token.kind == .poundDirective && token.isFirstOnLine {
                if isText(position, "#if") && directiveContinuesChain(position) {
                    chain.conditionalDepth += 1
                    skipDirectiveLine()
                    continue
                }
                if chain.conditionalDepth > 0 && (isText(position, "#elseif") || isText(position, "#else")) {
                    skipDirectiveLine()
                    continue
                }
                if chain.conditionalDepth > 0 && isText(position, "#endif") {
                    chain.conditionalDepth -= 1
                    position += 1
                    continue
                }
            }
            break
        }
        finishPending(&chain, node)
        arenas.expressions[Int(node)].modifiers = Parser.flush(&modifierScratch, from: chain.modifierMark, into: &arenas.modifiers)
        arenas.expressions[Int(node)].lastToken = Int32(max(position - 1, Int(arenas.expressions[Int(node)].firstToken)))
    }

    /// Arguments that follow go to the pending modifier, or else to the head
    /// (which becomes a call).
    private mutating func startArguments(_ chain: inout Chain, _ node: Int32) {
        guard chain.pending == nil, chain.headArguments < 0 else { return }
        chain.headArguments = argumentScratch.count
        if arenas.expressions[Int(node)].kind == .reference { arenas.expressions[Int(node)].kind = .call }
    }

    /// The pending member now ends before `position`; `call` when what was
    /// read was an argument clause.
    private func extendPending(_ chain: inout Chain, call: Bool) {
        guard chain.pending != nil else { return }
        chain.pending!.lastToken = Int32(position - 1)
        if call { chain.pending!.hasArgumentClause = true }
    }

    /// Moves the pending modifier (or the head's arguments) into the arenas.
    private mutating func finishPending(_ chain: inout Chain, _ node: Int32) {
        if var modifier = chain.pending {
            modifier.arguments = Parser.flush(&argumentScratch, from: chain.pendingArguments, into: &arenas.arguments)
            modifierScratch.append(modifier)
            chain.pending = nil
        } else if chain.headArguments >= 0 && !chain.headFlushed {
            arenas.expressions[Int(node)].arguments = Parser.flush(&argumentScratch, from: chain.headArguments, into: &arenas.arguments)
            chain.headFlushed = true
        }
    }

    /// `{ … }` then any `label: { … }` closures that follow.
    mutating func parseTrailingClosures() {
        let closure = parseClosure()
        argumentScratch.append(Argument(label: -1, value: closure, isTrailingClosure: true))
        while position + 2 < limit && isWord(position) && !isKeyword(position, "case") && !isKeyword(position, "default")
                && isPunctuation(position + 1, UInt8(ascii: ":")) && isPunctuation(position + 2, UInt8(ascii: "{")) {
            let label = Int32(position)
            position += 2
            let labelled = parseClosure()
            argumentScratch.append(Argument(label: label, value: labelled, isTrailingClosure: true))
        }
    }

    /// Whether the `#if` at `index` opens branches that continue a modifier
    /// chain (their first line starts with `.`).
    func directiveContinuesChain(_ index: Int) -> Bool {
        var next = index
        var steps = 0
        while steps < 16 && (isDirective(next, "#if") || isBranchDirective(next)) && !isDirective(next, "#endif") {
            steps += 1
            next += 1
            while next < limit && !tokens[next].isFirstOnLine { next += 1 }
        }
        return isPunctuation(next, UInt8(ascii: "."))
    }
}
