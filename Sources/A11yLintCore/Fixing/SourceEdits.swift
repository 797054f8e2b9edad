import A11yLintSyntax

/// The edits fixes are made of, built from tokens (never from a search over
/// text): new code follows the indentation and the line breaks (LF or CRLF)
/// of the code around it.
extension SourceFile {
    /// The whitespace that starts a (0-based) line.
    func indentation(ofLine line: Int) -> String {
        var end = lineStarts[line]
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(lineStarts[line]..<end)
    }

    /// The line break ending a (0-based) line (`\r\n` or `\n`); for the
    /// last line, which has none, the one before it.
    func lineBreak(afterLine line: Int) -> String {
        let line = lineEnd(line) == bytes.count && line > 0 ? line - 1 : line
        let end = lineEnd(line)
        return end < bytes.count && bytes[end] == 0x0D ? "\r\n" : "\n"
    }
}

extension SyntaxTree {
    /// The whitespace that starts the line holding `token`.
    func indentation(ofLineOf token: Int32) -> String {
        source.indentation(ofLine: source.lineIndex(ofOffset: offset(ofToken: token)))
    }

    /// The line break ending the line that holds `token`.
    func lineBreak(afterLineOf token: Int32) -> String {
        source.lineBreak(afterLine: source.lineIndex(ofOffset: offset(ofToken: token)))
    }

    /// A statement inserted after the statement ending at `token`: on a line
    /// of its own (after any comment on that line), indented as that line
    /// is; or, when code follows on the same line (`{ font = f }`), right
    /// after it, separated by `;`.
    func insertLine(_ text: String, afterLineOf token: Int32) -> TextEdit {
        if Int(token) + 1 < tokens.count, !tokens[Int(token) + 1].isFirstOnLine {
            let after = Int(tokens[Int(token)].end)
            return TextEdit(range: after..<after, replacement: "; " + text)
        }
        let end = source.lineEnd(source.lineIndex(ofOffset: offset(ofToken: token)))
        return TextEdit(range: end..<end, replacement: lineBreak(afterLineOf: token) + indentation(ofLineOf: token) + text)
    }

    /// A modifier added at the end of a view's chain: on a line of its own,
    /// indented as the chain's last modifier, when that one is on its own
    /// line; else right after the view.
    func appendModifier(_ text: String, to view: ExpressionNode) -> TextEdit {
        let end = offset(ofToken: view.lastToken) + Int(tokens[Int(view.lastToken)].length)
        if let last = view.members.last, last.dotToken >= 0, tokens[Int(last.dotToken)].isFirstOnLine {
            return TextEdit(range: end..<end, replacement: lineBreak(afterLineOf: view.lastToken)
                            + indentation(ofLineOf: last.dotToken) + text)
        }
        return TextEdit(range: end..<end, replacement: text)
    }
}

extension AccessibilityFacts {
    /// An edit giving a label's literal new text: the literal is the
    /// expression itself or the one argument of `Text("…")`, written without
    /// escapes or interpolation (so the text is its one segment, byte for
    /// byte); nil otherwise, or when `text` would need escaping.
    func literalEdit(of expression: Int32, to text: String) -> TextEdit? {
        guard var node = tree.node(expression) else { return nil }
        if node.kind == .call, let first = node.arguments.firstValue, node.arguments.count == 1 { node = first }
        guard node.kind == .stringLiteral, let value = node.stringValue, !text.isEmpty,
              !text.contains(where: { $0 == "\\" || $0 == "\"" || $0.isNewline }) else { return nil }
        let segments = (node.firstToken...node.lastToken).filter { tree.tokens[Int($0)].kind == .stringSegment }
        guard segments.count == 1, let segment = segments.first, tree.text(ofToken: segment) == value else { return nil }
        return TextEdit(range: tree.tokens[Int(segment)].range, replacement: text)
    }
}
