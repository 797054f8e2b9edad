/// Declarations: enough to know the enclosing type, its inheritance list,
/// functions and properties with their bodies.
extension Parser {
    func isDeclarationKeyword(_ index: Int) -> Bool {
        guard index < limit && tokens[index].kind == .keyword else { return false }
        return isText(index, "struct") || isText(index, "class") || isText(index, "enum")
            || isText(index, "protocol") || isText(index, "extension") || isText(index, "func")
            || isText(index, "init") || isText(index, "deinit") || isText(index, "subscript")
            || isText(index, "var") || isText(index, "let") || isText(index, "typealias")
            || isText(index, "associatedtype") || isText(index, "import") || isText(index, "operator")
            || isText(index, "precedencegroup") || isText(index, "case")
    }

    /// Declaration modifiers (`private`, `static`, `override`, `nonisolated`…).
    func isModifierWord(_ index: Int) -> Bool {
        guard index < limit else { return false }
        let token = tokens[index]
        if token.kind == .keyword {
            if isText(index, "class") { return isDeclarationKeyword(index + 1) || isModifierWord(index + 1) }
            return isText(index, "static") || isText(index, "private") || isText(index, "fileprivate")
                || isText(index, "internal") || isText(index, "public")
        }
        guard token.kind == .identifier, index + 1 < limit, !tokens[index + 1].isFirstOnLine else { return false }
        let next = tokens[index + 1]
        guard next.kind == .keyword || next.kind == .identifier
            || (isPunctuation(index + 1, UInt8(ascii: "(")) && !next.hasSpaceBefore) else { return false }
        return isText(index, "open") || isText(index, "final") || isText(index, "override")
            || isText(index, "mutating") || isText(index, "nonmutating") || isText(index, "lazy")
            || isText(index, "weak") || isText(index, "unowned") || isText(index, "convenience")
            || isText(index, "required") || isText(index, "dynamic") || isText(index, "nonisolated")
            || isText(index, "indirect") || isText(index, "package") || isText(index, "optional")
            || isText(index, "prefix") || isText(index, "postfix") || isText(index, "infix")
            || isText(index, "distributed") || isText(index, "consuming") || isText(index, "borrowing")
    }

    /// `actor Name` / `macro name`: contextual declaration keywords.
    func isContextualDeclaration(_ index: Int) -> Bool {
        (isText(index, "actor") || isText(index, "macro")) && index + 1 < limit
            && tokens[index].kind == .identifier && tokens[index + 1].kind == .identifier
            && !tokens[index + 1].isFirstOnLine
    }

    /// Whether attributes and modifiers from `start` lead to a declaration keyword.
    func isDeclarationStart(_ start: Int) -> Bool {
        var index = start
        var steps = 0
        while index < limit && steps < 32 {
            steps += 1
            if isPunctuation(index, UInt8(ascii: "@")) {
                index += 1
                if isWord(index) { index += 1 }
                if isPunctuation(index, UInt8(ascii: "(")) && !tokens[index].hasSpaceBefore { index = afterPartner(index) }
                continue
            }
            if isDeclarationKeyword(index) || isContextualDeclaration(index) { return true }
            if isModifierWord(index) {
                index += 1
                if isPunctuation(index, UInt8(ascii: "(")) && !tokens[index].hasSpaceBefore { index = afterPartner(index) }
                continue
            }
            return false
        }
        return false
    }

    /// A new declaration carrying the attributes and modifiers on the scratch stack from `modifiers`.
    mutating func newDeclaration(_ kind: DeclarationKind, keyword: Int, isStatic: Bool, modifiers: Int) -> Int32 {
        let modifierStart = Int32(arenas.declarationModifiers.count)
        if declarationModifierScratch.count > modifiers {
            arenas.declarationModifiers.append(contentsOf: declarationModifierScratch[modifiers...])
        }
        arenas.declarations.append(Declaration(
            kind: kind, keywordToken: Int32(keyword), nameToken: -1, parent: declarationStack.last ?? -1,
            inheritance: .empty, typeStart: -1, typeEnd: -1, initializer: -1, body: .empty,
            hasBody: false, isStatic: isStatic,
            modifiers: IndexRange(start: modifierStart, end: Int32(arenas.declarationModifiers.count)),
            parameters: .empty, endToken: Int32(keyword + 1)))
        return Int32(arenas.declarations.count - 1)
    }

    mutating func parseDeclaration() {
        let start = position
        let modifiers = declarationModifierScratch.count
        defer { Parser.truncate(&declarationModifierScratch, to: modifiers) }
        var isStatic = false
        while position < limit {
            let isAttribute = isPunctuation(position, UInt8(ascii: "@"))
            guard isAttribute || isModifierWord(position) else { break }
            if isText(position, "static") || isText(position, "class") { isStatic = true }
            if isAttribute { position += 1 }
            var modifier = DeclarationModifier(nameToken: Int32(position), isAttribute: isAttribute, argumentsOpen: -1)
            if !isAttribute || isWord(position) { position += 1 } else { modifier.nameToken = -1 }
            if isPunctuation(position, UInt8(ascii: "(")) && !tokens[position].hasSpaceBefore {
                modifier.argumentsOpen = Int32(position)
                position = afterPartner(position)
            }
            if modifier.nameToken >= 0 { declarationModifierScratch.append(modifier) }
        }
        guard position < limit else { return appendStatement(.other, first: start) }
        let keyword = position
        let kind: DeclarationKind
        if isKeyword(keyword, "struct") { kind = .struct }
        else if isKeyword(keyword, "class") { kind = .class }
        else if isKeyword(keyword, "enum") { kind = .enum }
        else if isKeyword(keyword, "protocol") { kind = .protocol }
        else if isKeyword(keyword, "extension") { kind = .extension }
        else if isText(keyword, "actor") && isContextualDeclaration(keyword) { kind = .actor }
        else if isKeyword(keyword, "func") { kind = .function }
        else if isKeyword(keyword, "init") { kind = .initializer }
        else if isKeyword(keyword, "deinit") { kind = .deinitializer }
        else if isKeyword(keyword, "subscript") { kind = .subscript }
        else if isKeyword(keyword, "var") || isKeyword(keyword, "let") {
            return parseVariables(first: start, isStatic: isStatic, modifiers: modifiers)
        } else if isDeclarationKeyword(keyword) || isContextualDeclaration(keyword) {
            let declaration = newDeclaration(.other, keyword: keyword, isStatic: isStatic, modifiers: modifiers)
            position += 1
            if isWord(position) { arenas.declarations[Int(declaration)].nameToken = Int32(position) }
            skipToStatementEnd(from: keyword)
            arenas.declarations[Int(declaration)].endToken = Int32(position)
            return appendStatement(.declaration, first: start, declaration: declaration)
        } else {
            // Attributes before an expression (`@MainActor in`…): parse what follows.
            let expression = parseExpression(trailingClosures: true)
            appendStatement(expression >= 0 ? .expression : .other, first: start, expression: expression)
            return skipToStatementEnd(from: start)
        }
        let declaration = newDeclaration(kind, keyword: keyword, isStatic: isStatic, modifiers: modifiers)
        position += 1
        if kind.isType {
            parseTypeHeader(declaration, isExtension: kind == .extension)
        } else {
            parseFunctionHeader(declaration, hasName: kind == .function)
        }
        if isPunctuation(position, UInt8(ascii: "{")) {
            arenas.declarations[Int(declaration)].hasBody = true
            let body = parseBraceBody(declaration: declaration)
            arenas.declarations[Int(declaration)].body = body
        }
        arenas.declarations[Int(declaration)].endToken = Int32(position)
        appendStatement(.declaration, first: start, declaration: declaration)
    }

    /// Name, generic parameters, inheritance list and `where` clause of a type.
    mutating func parseTypeHeader(_ declaration: Int32, isExtension: Bool) {
        if isExtension {
            let name = parseType()
            arenas.declarations[Int(declaration)].nameToken = name
        } else if isWord(position) {
            arenas.declarations[Int(declaration)].nameToken = Int32(position)
            position += 1
            if position < limit && tokens[position].kind == .operator && !tokens[position].hasSpaceBefore {
                _ = skipGenericArguments()
            }
        }
        let mark = inheritanceScratch.count
        if isPunctuation(position, UInt8(ascii: ":")) {
            repeat {
                position += 1
                let name = parseType()
                if name >= 0 { inheritanceScratch.append(name) }
            } while isPunctuation(position, UInt8(ascii: ","))
        }
        arenas.declarations[Int(declaration)].inheritance =
            Parser.flush(&inheritanceScratch, from: mark, into: &arenas.inheritedNames)
        skipSignature()
    }

    /// Name, generic parameters, parameters, effects and result of a function,
    /// initializer or subscript, up to its body.
    mutating func parseFunctionHeader(_ declaration: Int32, hasName: Bool) {
        if hasName && position < limit {
            arenas.declarations[Int(declaration)].nameToken = Int32(position)
            position += 1
        }
        if position < limit && tokens[position].kind == .operator && !tokens[position].hasSpaceBefore {
            if isText(position, "?") || isText(position, "!") { position += 1 } else { _ = skipGenericArguments() }
        }
        if isPunctuation(position, UInt8(ascii: "(")) {
            let close = afterPartner(position) - 1
            arenas.declarations[Int(declaration)].parameters = parseParameters(from: position + 1, to: close)
            position = close + 1
        }
        let typeStart = position
        skipSignature()
        arenas.declarations[Int(declaration)].typeStart = Int32(typeStart)
        arenas.declarations[Int(declaration)].typeEnd = Int32(position)
    }

    /// The parameters between `(` and `)`: `_ title: String`, `for state: State = .normal`.
    /// Each is split at its top-level commas; what does not read as one is left out.
    mutating func parseParameters(from start: Int, to end: Int) -> IndexRange {
        let first = Int32(arenas.parameters.count)
        var index = start
        while index < end {
            while index < end && isPunctuation(index, UInt8(ascii: "@")) { index += isWord(index + 1) ? 2 : 1 }
            // `label name:` or `name:`.
            let wordCount = isWord(index) ? (isWord(index + 1) && index + 1 < end ? 2 : 1) : 0
            index += wordCount
            var parameter = Parameter(label: -1, nameToken: -1, typeStart: -1, typeEnd: -1)
            if wordCount > 0 && isPunctuation(index, UInt8(ascii: ":")) {
                parameter.nameToken = Int32(index - 1)
                if wordCount == 2 { parameter.label = Int32(index - 2) }
                index += 1
                parameter.typeStart = Int32(index)
            }
            while index < end && !isPunctuation(index, UInt8(ascii: ",")) {
                if parameter.typeStart >= 0 && parameter.typeEnd < 0 && isPunctuation(index, UInt8(ascii: "=")) {
                    parameter.typeEnd = Int32(index)
                }
                index = isOpener(index) ? max(afterPartner(index), index + 1) : index + 1
            }
            if parameter.typeStart >= 0 && parameter.typeEnd < 0 { parameter.typeEnd = Int32(min(index, end)) }
            if parameter.nameToken >= 0 { arenas.parameters.append(parameter) }
            index += 1
        }
        return IndexRange(start: first, end: Int32(arenas.parameters.count))
    }

    /// Skips effects, a result type and a `where` clause up to `{` or the end
    /// of the declaration (a line that starts something else).
    mutating func skipSignature() {
        let start = position
        while position < limit && !isPunctuation(position, UInt8(ascii: "{")) && !isPunctuation(position, UInt8(ascii: ";")) {
            let token = tokens[position]
            if token.isFirstOnLine && position > start && !isPunctuation(position, UInt8(ascii: ",")) && !isText(position, "->")
                && !isKeyword(position, "where") && !isKeyword(position, "throws") && !isText(position, "async")
                && !isKeyword(position, "rethrows") && token.kind != .operator {
                return
            }
            position = isOpener(position) ? afterPartner(position) : position + 1
        }
    }

    mutating func parseVariables(first start: Int, isStatic: Bool, modifiers: Int) {
        let keyword = position
        let kind: DeclarationKind = isKeyword(keyword, "let") ? .constant : .variable
        position += 1
        while position < limit {
            let declaration = newDeclaration(kind, keyword: keyword, isStatic: isStatic, modifiers: modifiers)
            if isWord(position) {
                arenas.declarations[Int(declaration)].nameToken = Int32(position)
                position += 1
            } else if isPunctuation(position, UInt8(ascii: "(")) {
                position = afterPartner(position)
            }
            if isPunctuation(position, UInt8(ascii: ":")) {
                position += 1
                arenas.declarations[Int(declaration)].typeStart = Int32(position)
                _ = parseType()
                arenas.declarations[Int(declaration)].typeEnd = Int32(position)
            }
            if isPunctuation(position, UInt8(ascii: "=")) {
                position += 1
                // Declarations in the initial value (a configuring closure's
                // locals) belong to this variable, not to the enclosing type.
                declarationStack.append(declaration)
                arenas.declarations[Int(declaration)].initializer = parseExpression(trailingClosures: true)
                declarationStack.removeLast()
            }
            if isPunctuation(position, UInt8(ascii: "{"))
                && (!tokens[position].isFirstOnLine || arenas.declarations[Int(declaration)].initializer < 0) {
                arenas.declarations[Int(declaration)].hasBody = true
                let body = parseBraceBody(declaration: declaration)
                arenas.declarations[Int(declaration)].body = body
            }
            arenas.declarations[Int(declaration)].endToken = Int32(position)
            appendStatement(.declaration, first: start, declaration: declaration)
            guard isPunctuation(position, UInt8(ascii: ",")) else { break }
            position += 1
        }
        skipToStatementEnd(from: keyword)
    }

    /// Skips a type (`some View`, `[String: Int]?`, `(Int) async -> Void`,
    /// `Binding<Bool>`, `A & B`) and returns its main name token: the last
    /// component of the first named type (`View` in `SwiftUI.View`), or -1.
    mutating func parseType() -> Int32 {
        var mainName: Int32 = -1
        var steps = 0
        while position < limit && steps < 64 {
            steps += 1
            if tokens[position].kind == .identifier && !tokens[position + 1 < limit ? position + 1 : position].isFirstOnLine
                && (isText(position, "some") || isText(position, "any") || isText(position, "borrowing")
                    || isText(position, "consuming") || isText(position, "sending") || isText(position, "each")) {
                position += 1
            }
            if isKeyword(position, "inout") { position += 1 }
            while isPunctuation(position, UInt8(ascii: "@")) {
                position += 1
                if isWord(position) { position += 1 }
                if isPunctuation(position, UInt8(ascii: "(")) && !tokens[position].hasSpaceBefore { position = afterPartner(position) }
            }
            if isWord(position) {
                let first = Int32(position)
                position += 1
                var last = first
                while position < limit {
                    if atAttachedAngle {
                        if !skipGenericArguments() { break }
                    } else if isPunctuation(position, UInt8(ascii: ".")) && isWord(position + 1) {
                        last = Int32(position + 1)
                        position += 2
                    } else {
                        break
                    }
                }
                if mainName < 0 { mainName = last }
            } else if isPunctuation(position, UInt8(ascii: "(")) || isPunctuation(position, UInt8(ascii: "[")) {
                position = afterPartner(position)
            } else {
                break
            }
            while position < limit && tokens[position].kind == .operator && !tokens[position].hasSpaceBefore
                && (isText(position, "?") || isText(position, "!") || isText(position, "...")) {
                position += 1
            }
            while isText(position, "async") || isKeyword(position, "throws") || isKeyword(position, "rethrows") {
                position += 1
                if isPunctuation(position, UInt8(ascii: "(")) && !tokens[position].hasSpaceBefore { position = afterPartner(position) }
            }
            if isText(position, "&") || isText(position, "->") {
                position += 1
                continue
            }
            break
        }
        return mainName
    }

    /// Skips `<…>` generic arguments starting at `position`; restores the
    /// position and returns false when the tokens are not a generic clause
    /// (a `<` comparison). Bounded to a short window so it stays linear.
    /// Whether the current token is a `<` attached to what precedes it
    /// (`Button<Text>`), which opens generic arguments rather than comparing.
    var atAttachedAngle: Bool {
        position < limit && tokens[position].kind == .operator && !tokens[position].hasSpaceBefore
            && bytes[Int(tokens[position].start)] == UInt8(ascii: "<")
    }

    mutating func skipGenericArguments() -> Bool {
        let start = position
        var depth = 0
        var steps = 0
        while position < limit && steps < 64 {
            steps += 1
            let token = tokens[position]
            if token.kind == .operator {
                for offset in 0..<token.length {
                    switch bytes[Int(token.start) + offset] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"): depth -= 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
                    default:
                        position = start
                        return false
                    }
                }
                position += 1
                if depth <= 0 { return depth == 0 || restore(start) }
            } else if token.kind == .identifier || token.kind == .keyword
                        || isPunctuation(position, UInt8(ascii: ".")) || isPunctuation(position, UInt8(ascii: ","))
                        || isPunctuation(position, UInt8(ascii: ":")) || isText(position, "->") {
                position += 1
            } else if isPunctuation(position, UInt8(ascii: "(")) || isPunctuation(position, UInt8(ascii: "[")) {
                position = afterPartner(position)
            } else {
                break
            }
        }
        position = start
        return false
    }

    private mutating func restore(_ start: Int) -> Bool {
        position = start
        return false
    }
}
