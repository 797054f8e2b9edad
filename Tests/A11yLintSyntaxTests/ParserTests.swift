import Testing
@testable import A11yLintSyntax

@Suite("Parser")
struct ParserTests {
    @Test func callWithArgumentsTrailingClosuresAndModifiersAcrossLines() {
        #expect(tree("""
            Button(action: save) {
                Image("ic_save")
            }
            .accessibilityLabel("Save")
            .padding()
            """) == """
            call Button @1:1
              action: reference save @1:16
              trailing _: closure @1:22
                call Image @2:5
                  _: stringLiteral "ic_save" @2:11
              .accessibilityLabel @4:2
                _: stringLiteral "Save" @4:21
              .padding @5:2

            """)
    }

    @Test func labelledTrailingClosures() {
        #expect(tree("Button(role: .destructive) { delete() } label: { Image(\"trash\") }") == """
            call Button @1:1
              role: implicitMember destructive @1:14
              trailing _: closure @1:28
                call delete @1:30
              trailing label: closure @1:48
                call Image @1:50
                  _: stringLiteral "trash" @1:56

            """)
    }

    @Test func qualifiedAndGenericCallees() {
        let parsed = parse("SwiftUI.Image(\"a\")\nButton<Text>(action: f) { Text(\"x\") }\nImage.init(\"b\")")
        let names = parsed.topLevel.map { parsed.name(of: parsed.statements[$0].expression) }
        #expect(names == ["Image", "Button", "Image"])
        let first = parsed.expressions[Int(parsed.statements[parsed.topLevel.startIndex].expression)]
        #expect(parsed.text(fromToken: first.qualifierToken, through: first.nameToken) == "SwiftUI.Image")
    }

    @Test func modifiersInsideConditionalCompilationWithinAChain() {
        #expect(tree("""
            Image("x")
            #if os(iOS)
                .accessibilityLabel("X")
            #elseif os(macOS)
                .help("X")
            #else
            #endif
                .padding()
            Text("next")
            """) == """
            call Image @1:1
              _: stringLiteral "x" @1:7
              .accessibilityLabel #if @3:6
                _: stringLiteral "X" @3:25
              .help #if @5:6
                _: stringLiteral "X" @5:11
              .padding @8:6
            call Text @9:1
              _: stringLiteral "next" @9:6

            """)
    }

    @Test func viewBuilderControlFlow() {
        #expect(tree("""
            VStack {
                if let name {
                    Text(name)
                } else if loading {
                    ProgressView()
                } else {
                    EmptyView()
                }
                switch state {
                case .a, .b: Text("ab")
                default:
                    Text("other")
                }
                #if DEBUG
                DebugBadge()
                #endif
                let title = "x"
                ForEach(items, id: \\.id) { item in Row(item) }
            }
            """) == """
            call VStack @1:1
              trailing _: closure @1:8
                ifElse @2:5
                  branch let name
                    call Text @3:9
                      _: reference name @3:14
                  branch loading
                    call ProgressView @5:9
                  branch
                    call EmptyView @7:9
                switchCases @9:5
                  branch case .a, .b
                    call Text @10:18
                      _: stringLiteral "ab" @10:23
                  branch default
                    call Text @12:9
                      _: stringLiteral "other" @12:14
                conditionalCompilation @14:5
                  branch DEBUG
                    call DebugBadge @15:5
                constant title @17:5
                  = stringLiteral "x" @17:17
                call ForEach @18:5
                  _: reference items @18:13
                  id: other \\\\.id @18:24
                  trailing _: closure @18:30
                    call Row @18:40
                      _: reference item @18:44

            """)
    }

    @Test func declarationsWithInheritanceAndBodies() {
        let text = """
            @MainActor
            final class Model: ObservableObject {}
            struct SettingsView: SwiftUI.View, Equatable where T: Hashable {
                @State private var isOn = false
                var body: some View { Text("x") }
                @ViewBuilder
                private func row(_ title: String) -> some View {
                    Text(title)
                }
                static let shared = 1, other = 2
            }
            extension Foo.Bar: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            protocol P { func f() -> Int
                var x: Int { get } }
            """
        #expect(tree(text) == """
            class Model: ObservableObject [@MainActor final] @2:7
            struct SettingsView: View, Equatable @3:1
              variable isOn [@State private] @4:20
                = booleanLiteral false @4:31
              variable body type some View @5:5
                call Text @5:27
                  _: stringLiteral "x" @5:32
              function row type -> some View [@ViewBuilder private] (_ title: String) @7:13
                call Text @8:9
                  _: reference title @8:14
              constant shared static [static] @10:12
                = numberLiteral 1 @10:25
              constant other static [static] @10:12
                = numberLiteral 2 @10:36
            extension Bar: UIView @12:1
              initializer [override] (frame frame: CGRect) @13:14
                call super @13:36
                  frame: reference frame @13:54
            protocol P @15:1
              function f type -> Int @15:14
              variable x type Int @16:5
                reference get @16:18

            """)
        let parsed = parse(text)
        let body = parsed.declarations.first { parsed.text(ofToken: $0.nameToken) == "body" }!
        #expect(parsed.text(ofToken: parsed.declarations[Int(body.parent)].nameToken) == "SettingsView")
    }

    @Test func ternariesCastsAndOperatorsFormSequences() {
        #expect(tree("isOn ? Image(\"on\") : Image(\"off\")") == """
            ternary ? : @1:1
              _: reference isOn @1:1
              _: call Image @1:8
                _: stringLiteral "on" @1:14
              _: call Image @1:22
                _: stringLiteral "off" @1:28

            """)
        #expect(tree("let x = y as? Int ?? 0\nText(\"a\")").hasSuffix("call Text @2:1\n  _: stringLiteral \"a\" @2:6\n"))
        // A line that starts with a prefix operator is a new statement.
        #expect(parse("a\n-1").topLevel.count == 2)
        // A binary operator at the start of a line continues the expression.
        #expect(parse("a\n  + b").topLevel.count == 1)
    }

    @Test func closuresWithSignatures() {
        let parsed = parse("Slider(value: $v) { editing in save() }\nSlider(value: $v) { Text(\"Volume\") }")
        let closures = parsed.expressions.filter { $0.kind == .closure }
        #expect(closures.map(\.hasSignature) == [true, false])
    }

    @Test func stringValuesDecodeEscapesAndMultiLineIndentation() {
        let parsed = parse(#"""
            a("x\ty\u{1F600}\"")
            b(#"raw \n "q""#)
            c("""
                line one
                  line two
                """)
            d("v\(x)")
            """#)
        let values = parsed.topLevel.map { index -> String? in
            let call = parsed.statements[index].expression
            return parsed.stringValue(of: parsed.arguments[parsed.expressions[Int(call)].arguments.startIndex].value)
        }
        #expect(values == ["x\ty😀\"", "raw \\n \"q\"", "line one\n  line two", nil])
    }

    @Test func unknownConstructsAreSkippedByBalancingBrackets() {
        let parsed = parse("""
            precedencegroup P { associativity: left }
            @available(iOS 17, *) typealias X = [Int: (String) -> Void]
            struct A { }
            """)
        #expect(parsed.declarations.map(\.kind) == [.other, .other, .struct])
    }
}
