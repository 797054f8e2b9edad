import Testing
@testable import A11yLintSyntax

@Suite("Lexer")
struct LexerTests {
    @Test func identifiersAndKeywords() {
        #expect(lexed("let café = `class` + $0 + $binding + _x") == [
            "keyword let", "identifier café", "punctuation =", "identifier `class`", "operator +",
            "identifier $0", "operator +", "identifier $binding", "operator +", "identifier _x",
        ])
        // Contextual keywords are identifiers, as in swift-syntax.
        #expect(lexed("some View") == ["identifier some", "identifier View"])
        #expect(lexed("self Self super true false nil init _") == [
            "keyword self", "keyword Self", "keyword super", "keyword true", "keyword false",
            "keyword nil", "keyword init", "keyword _",
        ])
        #expect(lexed("let 🐶 = 名前") == ["keyword let", "identifier 🐶", "punctuation =", "identifier 名前"])
    }

    @Test func numbers() {
        #expect(lexed("42 1_000 0b1010 0o17 0xFF_FF 3.14 1e10 2.5E-3 0x1.8p3 0x1p-2") == [
            "integer 42", "integer 1_000", "integer 0b1010", "integer 0o17", "integer 0xFF_FF",
            "float 3.14", "float 1e10", "float 2.5E-3", "float 0x1.8p3", "float 0x1p-2",
        ])
        // Member access on an integer, and tuple indices, are not fractions.
        #expect(lexed("1.description") == ["integer 1", "punctuation .", "identifier description"])
        #expect(lexed("t.0.1") == ["identifier t", "punctuation .", "integer 0", "punctuation .", "integer 1"])
        #expect(lexed("0xAB.hex") == ["integer 0xAB", "punctuation .", "identifier hex"])
    }

    @Test func stringsWithEscapesAndInterpolation() {
        #expect(lexed(#""a\"b\n\u{1F600}""#) == [
            "string-delimiter \"", "string-segment a\\\"b\\n\\u{1F600}", "string-delimiter \"",
        ])
        #expect(lexed(#""x \(a + b) y""#) == [
            "string-delimiter \"", "string-segment x ", "string-delimiter \\(", "identifier a", "operator +",
            "identifier b", "string-delimiter )", "string-segment  y", "string-delimiter \"",
        ])
        #expect(lexed(#""""#) == ["string-delimiter \"", "string-delimiter \""])
    }

    /// A raw string that closes on its own line is one line long, however many
    /// quotes it opens with (as the Swift compiler reads `#"""#`).
    @Test func rawStringsThatLookMultiLineButCloseOnTheirLine() {
        #expect(lexed(##"#"""#"##) == ["string-delimiter #\"", "string-segment \"", "string-delimiter \"#"])
        #expect(lexed(##"#""""#"##) == ["string-delimiter #\"", "string-segment \"\"", "string-delimiter \"#"])
        #expect(lexed(###"##"""##"###) == ["string-delimiter ##\"", "string-segment \"", "string-delimiter \"##"])
        // A quote with too few pounds does not close it: still multi-line.
        #expect(lexed("##\"\"\"#\nx\n\"\"\"##").first == "string-delimiter ##\"\"\"")
        #expect(lexed("#\"\"\"\nx\n\"\"\"#").first == "string-delimiter #\"\"\"")
        // What follows is code again.
        #expect(lexed(##"let a = #"""#; let b = 1"##).suffix(4) == ["keyword let", "identifier b", "punctuation =", "integer 1"])
    }

    @Test func interpolationNestsToAnyDepth() {
        #expect(lexed(#""a\("b\("c\(d)")")""#) == [
            "string-delimiter \"", "string-segment a", "string-delimiter \\(",
            "string-delimiter \"", "string-segment b", "string-delimiter \\(",
            "string-delimiter \"", "string-segment c", "string-delimiter \\(", "identifier d", "string-delimiter )",
            "string-delimiter \"", "string-delimiter )", "string-delimiter \"", "string-delimiter )",
            "string-delimiter \"",
        ])
        // Parentheses inside an interpolation do not close it.
        #expect(kinds(#""\(f(x))""#) == [
            "string-delimiter", "string-delimiter", "identifier", "punctuation", "identifier", "punctuation",
            "string-delimiter", "string-delimiter",
        ])
    }

    @Test func multiLineStrings() {
        let text = "let s = \"\"\"\n    Hello \"quoted\" \\(name)\n    \"\"\"\nlet t = 1"
        #expect(lexed(text) == [
            "keyword let", "identifier s", "punctuation =", "string-delimiter \"\"\"",
            "string-segment \n    Hello \"quoted\" ", "string-delimiter \\(", "identifier name", "string-delimiter )",
            "string-segment \n    ", "string-delimiter \"\"\"", "keyword let", "identifier t", "punctuation =", "integer 1",
        ])
        // Interpolation in a multi-line string may span lines.
        #expect(kinds("\"\"\"\n\\(items.map {\n $0 })\n\"\"\"").contains("string-delimiter"))
        #expect(Lexer.lex(SourceFile(path: "x", text: "\"\"\"\n\\(items.map {\n $0 })\n\"\"\"")).diagnostics.isEmpty)
    }

    @Test func rawStrings() {
        #expect(lexed(##"#"a "quoted" \n"#"##) == [
            "string-delimiter #\"", "string-segment a \"quoted\" \\n", "string-delimiter \"#",
        ])
        #expect(lexed(###"##"x"#y"##"###) == ["string-delimiter ##\"", "string-segment x\"#y", "string-delimiter \"##"])
        #expect(lexed(##"#"v=\#(value)"#"##) == [
            "string-delimiter #\"", "string-segment v=", "string-delimiter \\#(", "identifier value",
            "string-delimiter )", "string-delimiter \"#",
        ])
        // In a raw string `\(` is text.
        #expect(lexed(##"#"\(x)"#"##) == ["string-delimiter #\"", "string-segment \\(x)", "string-delimiter \"#"])
        #expect(kinds("#\"\"\"\nraw \"\"\" inside\n\"\"\"#") == ["string-delimiter", "string-segment", "string-delimiter"])
    }

    @Test func regexLiteralsAndDivision() {
        #expect(lexed("let r = /a+b/") == ["keyword let", "identifier r", "punctuation =", "regex /a+b/"])
        #expect(lexed("let d = x / y / z") == [
            "keyword let", "identifier d", "punctuation =", "identifier x", "operator /", "identifier y",
            "operator /", "identifier z",
        ])
        #expect(lexed("f(/[a-z]+/)") == ["identifier f", "punctuation (", "regex /[a-z]+/", "punctuation )"])
        // A regex may not start with a space, and may not contain an unbalanced `)`.
        #expect(kinds("a = / x/") == ["identifier", "punctuation", "operator", "identifier", "operator"])
        #expect(lexed("reduce(1, /) / 5") == [
            "identifier reduce", "punctuation (", "integer 1", "punctuation ,", "operator /", "punctuation )",
            "operator /", "integer 5",
        ])
        #expect(lexed("x.split(separator: /\\s*,\\s*/)").contains("regex /\\s*,\\s*/"))
        // After a closing parenthesis or literal, `/` divides.
        #expect(kinds("(a) / 2 / 3") == ["punctuation", "identifier", "punctuation", "operator", "integer", "operator", "integer"])
        #expect(lexed("let r = #/a/b/#") == ["keyword let", "identifier r", "punctuation =", "regex #/a/b/#"])
        #expect(lexed("let r = #/\n  a+ # comment\n/#") == ["keyword let", "identifier r", "punctuation =", "regex #/\n  a+ # comment\n/#"])
        #expect(kinds("x /= 2") == ["identifier", "operator", "integer"])
    }

    @Test func commentsAreNotTokensButAreKept() {
        let source = SourceFile(path: "x", text: "a /* one /* nested */ still */ b // line\n/// doc\nc")
        let lexedSource = Lexer.lex(source)
        #expect(lexedSource.tokens.map { source.text($0.range) } == ["a", "b", "c"])
        #expect(lexedSource.comments.map { source.text($0.range) } == [
            "/* one /* nested */ still */", "// line", "/// doc",
        ])
        #expect(lexedSource.tokens[2].isFirstOnLine)
        #expect(!lexedSource.tokens[1].isFirstOnLine)
    }

    @Test func directivesAttributesOperatorsPunctuation() {
        #expect(lexed("#if os(iOS)\n@State var x\n#endif") == [
            "pound-directive #if", "identifier os", "punctuation (", "identifier iOS", "punctuation )",
            "punctuation @", "identifier State", "keyword var", "identifier x", "pound-directive #endif",
        ])
        #expect(lexed("a ?? b ..< c ... d != e -> f") == [
            "identifier a", "operator ??", "identifier b", "operator ..<", "identifier c", "operator ...",
            "identifier d", "operator !=", "identifier e", "punctuation ->", "identifier f",
        ])
        #expect(lexed("x?.y!.z") == ["identifier x", "operator ?", "punctuation .", "identifier y", "operator !",
                                     "punctuation .", "identifier z"])
        #expect(lexed("a <*> b ∪ c") == ["identifier a", "operator <*>", "identifier b", "operator ∪", "identifier c"])
        #expect(lexed(#"\.name"#) == ["punctuation \\", "punctuation .", "identifier name"])
        #expect(lexed("x+/*c*/y") == ["identifier x", "operator +", "identifier y"])
    }

    @Test func malformedInputYieldsTokensAndDiagnostics() {
        for text in ["\"abc", "\"\"\"\nabc", "#\"abc", "/* abc", "#/abc", "\"\\(abc", "`abc", "\u{0}\u{0}x"] {
            let result = Lexer.lex(SourceFile(path: "x", text: text))
            #expect(!result.tokens.isEmpty || !result.comments.isEmpty, "nothing lexed for \(text.debugDescription)")
            #expect(!result.diagnostics.isEmpty, "no diagnostic for \(text.debugDescription)")
        }
        let invalid = SourceFile(path: "x", bytes: [0x61, 0xFF, 0xFE, 0x62, 0xC3])
        #expect(Lexer.lex(invalid).tokens.map { $0.kind } == [.identifier, .unknown, .identifier, .unknown])
        #expect(!invalid.isValidUTF8)
        // A single-line string ends at its line; the next line is code again.
        #expect(lexed("\"open\nlet x") == ["string-delimiter \"", "string-segment open", "keyword let", "identifier x"])
    }

    @Test func byteOrderMarkAndLineEndings() {
        let source = SourceFile(path: "x", bytes: [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\nd".utf8))
        let tokens = Lexer.lex(source).tokens
        #expect(tokens.map { source.byteLocation(ofOffset: Int($0.start)).line } == [1, 2, 3, 4])
        #expect(tokens.map { source.location(ofOffset: Int($0.start)).column } == [1, 1, 1, 1])
        #expect(tokens.allSatisfy { $0.isFirstOnLine })
    }

    @Test func columnsCountUnicodeScalars() {
        let source = SourceFile(path: "x", text: "let é = \"🎉\"; x")
        let last = Lexer.lex(source).tokens.last!
        #expect(source.location(ofOffset: Int(last.start)) == SourceLocation(line: 1, column: 14))
        #expect(source.byteLocation(ofOffset: Int(last.start)).column == 18)
    }

    @Test func debugTokensFormat() {
        let tree = SyntaxTree(source: SourceFile(path: "x", text: "Text(\"a\\tb\")\n  .bold()"))
        #expect(DebugDump.tokens(of: tree) == """
            1:1\tidentifier\tText
            1:5\tpunctuation\t(
            1:6\tstring-delimiter\t"
            1:7\tstring-segment\ta\\\\tb
            1:11\tstring-delimiter\t"
            1:12\tpunctuation\t)
            2:3\tpunctuation\t.
            2:4\tidentifier\tbold
            2:8\tpunctuation\t(
            2:9\tpunctuation\t)

            """)
    }
}
