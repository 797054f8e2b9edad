import A11yLintSyntax

/// Test code: a file that imports XCTest or Swift Testing builds views and
/// recognizers only to exercise the app's code, and shows them to no one,
/// so no finding is reported in it (its uses of the app's views still count).
enum TestCode {
    static func isTestFile(_ tree: SyntaxTree) -> Bool {
        tree.tokens.indices.contains { index in
            tree.tokens[index].kind == .keyword && tree.token(Int32(index), is: "import")
                && (tree.token(Int32(index) + 1, is: "XCTest") || tree.token(Int32(index) + 1, is: "Testing"))
        }
    }
}
