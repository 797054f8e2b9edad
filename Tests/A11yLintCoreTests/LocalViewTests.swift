import A11yLintCore
import A11yLintSyntax
import Testing

/// A view held in a local constant is judged where the scope that declares
/// it uses it, as a helper is.
@Suite("Views in local constants")
struct LocalViewTests {
    static func clipped(_ body: String) -> [String] {
        let text = "struct Code: View {\n    var body: some View {\n" + body + "\n    }\n}\n"
        return Linter().lint(SourceFile(path: "Code.swift", text: text))
            .filter { $0.ruleID == "text-clipped" }.map { "\($0.line):\($0.column)" }
    }

    @Test func aLocalDeclaredInEachBranchOfAnIfIsSeenAfterIt() {
        let body = """
                #if os(iOS)
                let digits = Text(code).lineLimit(1)
                #else
                let digits = Text(code).lineLimit(2)
                #endif
                digits
                    .minimumScaleFactor(0.5)
            """
        #expect(Self.clipped(body).isEmpty)
        #expect(Self.clipped(body.replacingOccurrences(of: ".minimumScaleFactor(0.5)", with: ".padding()")) == ["4:29"])
    }

    @Test func anInnerLocalShadowsAnOuterOne() {
        let body = """
                let label = Text(title).lineLimit(1)
                VStack {
                    let label = Text(subtitle)
                    label.minimumScaleFactor(0.5)
                }
                label
            """
        #expect(Self.clipped(body) == ["3:29"], "the outer label is shown as it is")
    }
}
