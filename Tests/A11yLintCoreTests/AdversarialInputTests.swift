import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

/// Strange input must lint to completion, with findings located exactly.
@Suite("Adversarial input")
struct AdversarialInputTests {
    static let button = "Button(action: f) { Image(\"x\") }"

    static func lint(_ bytes: [UInt8]) -> [Finding] {
        Linter().lint(SourceFile(path: "Input.swift", bytes: bytes))
    }

    static func lint(_ text: String) -> [Finding] {
        lint(Array(text.utf8))
    }

    static func positions(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.line):\($0.column)" }
    }

    @Test func aTenMegabyteLineKeepsColumnsRight() {
        // 10 MB of multi-byte text on one line, then a button: its column counts scalars.
        let filler = String(repeating: "é", count: 5_000_000)
        let text = "let s = \"\(filler)\"; " + Self.button
        #expect(text.utf8.count > 10_000_000)
        #expect(Self.positions(Self.lint(text)) == ["1:\(5_000_000 + 13)"])
    }

    @Test func manyFindingsOnOneLongLine() {
        let text = String(repeating: Self.button + "; ", count: 20_000)
        let findings = Self.lint(text)
        #expect(findings.count == 20_000)
        #expect(findings.last.map { "\($0.line):\($0.column)" } == "1:\(19_999 * (Self.button.count + 2) + 1)")
    }

    @Test func aTwoHundredThousandLineFile() {
        let text = String(repeating: "Text(\"line\")\n", count: 200_000) + Self.button + "\n"
        #expect(Self.positions(Self.lint(text)) == ["200001:1"])
    }

    @Test func emptyNulAndInvalidBytes() {
        #expect(Self.lint([]).isEmpty)
        #expect(Self.lint([UInt8](repeating: 0, count: 1_000_000)).isEmpty)
        // Invalid UTF-8 inside a string: each invalid byte counts as one column.
        var invalid = Array("let s = \"".utf8) + [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80]
        invalid += Array("\"; ".utf8) + Array(Self.button.utf8)
        #expect(Self.positions(Self.lint(invalid)) == ["1:24"])
        // Outside a string, invalid bytes are an unknown token; the next line lints normally.
        #expect(Self.positions(Self.lint([0xFF, 0xFE, 0x0A] + Array(Self.button.utf8))) == ["2:1"])
        #expect(Self.positions(Self.lint([0x00, 0x0A] + Array(Self.button.utf8))) == ["2:1"])
    }

    @Test func byteOrderMarkAndLineEndings() {
        #expect(Self.positions(Self.lint([0xEF, 0xBB, 0xBF] + Array(("  " + Self.button).utf8))) == ["1:3"])
        #expect(Self.positions(Self.lint("a\r\nb\r\n  " + Self.button)) == ["3:3"])
        #expect(Self.positions(Self.lint("a\rb\r  " + Self.button)) == ["3:3"])
        #expect(Self.positions(Self.lint("a\n\rb\r\n\r" + Self.button)) == ["5:1"])
    }

    /// A gap before any unterminated construct is still found, and linting finishes.
    @Test(arguments: [
        "let s = \"never closed", "let s = \"\"\"\nnever closed", "let s = #\"never closed", "let r = #/never closed",
        "/* never closed", "let s = \"\\(never closed", "let s = \"\"\"\n\\(never(closed\n", "#if DEBUG\nText(\"x\")",
        "#if DEBUG\n.padding()", "let r = /never closed", "foo(", "VStack {", "}}}))]]", "#endif\n#else",
        "Button(action: f) {", "Button { } label: {", "`never closed", "@", "#", "\\", "..<", "let x = 0x", "1e",
    ])
    func unterminatedConstructsAfterAGap(tail: String) {
        let findings = Self.lint(Self.button + "\n" + tail)
        #expect(Self.positions(findings).first == "1:1")
        #expect(Self.lint(tail + "\n" + Self.button).count <= 1)
    }

    @Test func slashAsOperatorOrRegexInAmbiguousSpots() {
        let cases: [(String, [TokenKind])] = [
            ("a / b / c", [.identifier, .operator, .identifier, .operator, .identifier]),
            ("items.map { $0 / 2 }", [.identifier, .punctuation, .identifier, .punctuation, .identifier, .operator, .integer, .punctuation]),
            ("x = (a) / (b) / c", [.identifier, .punctuation, .punctuation, .identifier, .punctuation, .operator, .punctuation,
                                   .identifier, .punctuation, .operator, .identifier]),
            ("let r = try /a(b)c/.wholeMatch(in: s)", [.keyword, .identifier, .punctuation, .keyword, .regex, .punctuation,
                                                       .identifier, .punctuation, .keyword, .punctuation, .identifier, .punctuation]),
            ("return /x+/", [.keyword, .regex]),
            ("[/a/, /b/]", [.punctuation, .regex, .punctuation, .regex, .punctuation]),
            ("f(a: /x/)", [.identifier, .punctuation, .identifier, .punctuation, .regex, .punctuation]),
            ("arr[1] / 2 / 3", [.identifier, .punctuation, .integer, .punctuation, .operator, .integer, .operator, .integer]),
            ("x /= 2 / 3", [.identifier, .operator, .integer, .operator, .integer]),
            ("foo(/, /)", [.identifier, .punctuation, .operator, .punctuation, .operator, .punctuation]),
        ]
        for (text, expected) in cases {
            let source = SourceFile(path: "x", text: text)
            #expect(Lexer.lex(source).tokens.map(\.kind) == expected, "\(text)")
        }
    }
}
