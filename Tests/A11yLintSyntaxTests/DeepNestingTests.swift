import Testing
@testable import A11yLintSyntax

/// Nesting is bounded: parsing recurses at most `Parser.maximumDepth` levels
/// and skips deeper regions through the partner table, so no input can
/// overflow the stack, and the work stays linear.
@Suite("Deep nesting")
struct DeepNestingTests {
    static let depth = 100_000

    static let cases: [(String, String)] = [
        ("parentheses", String(repeating: "f(", count: depth) + String(repeating: ")", count: depth)),
        ("brackets", String(repeating: "[", count: depth) + String(repeating: "]", count: depth)),
        ("braces", String(repeating: "VStack {\n", count: depth) + String(repeating: "}\n", count: depth)),
        ("unclosed braces", String(repeating: "Button { ", count: depth)),
        ("interpolations", String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)),
        ("block comments", String(repeating: "/* ", count: depth) + String(repeating: "*/", count: depth) + "x"),
        ("conditional compilation", String(repeating: "#if A\nText(\"a\")\n", count: depth) + String(repeating: "#endif\n", count: depth)),
        ("chain #if", "Image(\"x\")\n" + String(repeating: "#if A\n.padding()\n", count: depth) + String(repeating: "#endif\n", count: depth)),
        ("modifier chain", "Text(\"x\")" + String(repeating: ".padding()", count: depth)),
        ("closures in arguments", String(repeating: "a(b: { ", count: depth)),
    ]

    @Test(arguments: cases.map(\.0))
    func parsesWithoutOverflowingTheStack(name: String) {
        let text = Self.cases.first { $0.0 == name }!.1
        let tree = SyntaxTree(source: SourceFile(path: "deep.swift", text: text))
        #expect(!tree.tokens.isEmpty)
        _ = DebugDump.tree(of: tree)
    }
}
