@testable import A11yLintSyntax

/// `(kind, text)` for every token of `text`, kinds as `debug tokens` prints them.
func lexed(_ text: String) -> [String] {
    let source = SourceFile(path: "test.swift", text: text)
    return Lexer.lex(source).tokens.map { "\($0.kind.debugName) \(source.text($0.range))" }
}

/// Only the kinds of the tokens.
func kinds(_ text: String) -> [String] {
    let source = SourceFile(path: "test.swift", text: text)
    return Lexer.lex(source).tokens.map { $0.kind.debugName }
}

func parse(_ text: String) -> SyntaxTree {
    SyntaxTree(source: SourceFile(path: "test.swift", text: text))
}

/// The debug tree of `text`, for shape assertions.
func tree(_ text: String) -> String {
    DebugDump.tree(of: parse(text))
}
