@testable import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

/// Drives the language server in process through its JSON-RPC framing.
final class ServerHarness {
    private var output: [UInt8] = []
    private(set) lazy var server = LanguageServer { [unowned self] bytes in self.output += bytes }
    private var nextID = 1

    /// Frames and feeds messages in one batch (as if they arrived together).
    func feed(_ messages: [[String: Any]]) {
        var bytes: [UInt8] = []
        for message in messages {
            var message = message
            message["jsonrpc"] = "2.0"
            bytes += MessageFramer.frame(Array(try! JSONSerialization.data(withJSONObject: message)))
        }
        server.receive(bytes)
    }

    func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
        let id = nextID
        nextID += 1
        feed([["id": id, "method": method, "params": params]])
        return take().first { ($0["id"] as? Int) == id } ?? [:]
    }

    /// The messages written since the last call.
    func take() -> [[String: Any]] {
        var framer = MessageFramer()
        framer.append(output)
        output = []
        var messages: [[String: Any]] = []
        while let body = framer.next() {
            messages.append((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:])
        }
        return messages
    }

    /// The rule codes of each publishDiagnostics written since the last call, by URI.
    func published() -> [(uri: String, codes: [String])] {
        take().filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.map { message in
            let params = message["params"] as? [String: Any] ?? [:]
            let diagnostics = params["diagnostics"] as? [[String: Any]] ?? []
            return (params["uri"] as? String ?? "", diagnostics.compactMap { $0["code"] as? String })
        }
    }

    static func open(_ uri: String, _ text: String) -> [String: Any] {
        ["method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]]]
    }

    static func change(_ uri: String, _ text: String, version: Int) -> [String: Any] {
        ["method": "textDocument/didChange",
         "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]]]
    }
}

@Suite("Language server")
struct LanguageServerTests {
    static let uri = "file:///nowhere/Title.swift"
    static let broken = "struct Title: View {\n    var body: some View {\n        Text(\"Hi\").font(.system(size: 17))\n    }\n}\n"

    static func started() -> ServerHarness {
        let harness = ServerHarness()
        let result = harness.request("initialize", ["rootUri": NSNull(), "capabilities": [:]])
        #expect((result["result"] as? [String: Any])?["capabilities"] != nil)
        return harness
    }

    @Test func framingAcceptsAnyPiecesAndSkipsGarbage() {
        var framer = MessageFramer()
        let message = MessageFramer.frame(Array("{\"a\":1}".utf8))
        framer.append(Array("Content-Length: nonsense\r\n\r\n".utf8))
        for byte in message { framer.append([byte]) }
        #expect(framer.next() == Array("{\"a\":1}".utf8))
        #expect(framer.next() == nil)
        framer.append(Array("Content-Length: 99999999999\r\n\r\n".utf8))
        #expect(framer.next() == nil, "an impossible length is refused, not awaited")
    }

    @Test func openChangeCodeActionAndFixedDiagnostics() throws {
        let harness = Self.started()
        harness.feed([ServerHarness.open(Self.uri, Self.broken)])
        #expect(harness.published().map(\.codes) == [["fixed-font-size"]])

        let worse = Self.broken.replacingOccurrences(of: "Text(\"Hi\")", with: "Text(\"Hi\").accessibility(hidden: true)")
        harness.feed([ServerHarness.change(Self.uri, worse, version: 2)])
        #expect(harness.published().first?.codes.sorted() == ["deprecated-accessibility-modifier", "fixed-font-size"])

        let response = harness.request("textDocument/codeAction", [
            "textDocument": ["uri": Self.uri],
            "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 80]],
            "context": ["diagnostics": [], "only": ["source.fixAll"]],
        ])
        let actions = try #require(response["result"] as? [[String: Any]])
        #expect(actions.map { $0["kind"] as? String } == ["source.fixAll.a11y-lint"])
        let edits = try #require(((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]])
        let fixed = try #require(edits.first?["newText"] as? String)
        #expect(fixed.contains(".accessibilityHidden(true)") && fixed.contains(".font(.body)"))

        harness.feed([ServerHarness.change(Self.uri, fixed, version: 3)])
        #expect(harness.published().map(\.codes) == [[]])
    }

    @Test func quickFixesSuppressionAndHover() throws {
        let harness = Self.started()
        harness.feed([ServerHarness.open(Self.uri, "    " + Self.broken.replacingOccurrences(of: "\n", with: "\r\n"))])
        _ = harness.take()
        let response = harness.request("textDocument/codeAction", [
            "textDocument": ["uri": Self.uri],
            "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]], "context": ["diagnostics": []],
        ])
        let actions = try #require(response["result"] as? [[String: Any]])
        #expect(actions.map { $0["title"] as? String ?? "" }.prefix(2) == ["Use the .body text style", "Suppress fixed-font-size on this line"])
        #expect(actions.first?["isPreferred"] as? Bool == true)
        let suppress = (((actions[1]["edit"] as? [String: Any])?["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]])?.first
        #expect(suppress?["newText"] as? String == "        // a11y-lint:disable:next fixed-font-size\r\n")

        let hover = harness.request("textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 20]])
        let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(contents?.hasPrefix("**fixed-font-size**") == true)
        let nothing = harness.request("textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 0, "character": 0]])
        #expect(nothing["result"] is NSNull)
    }

    @Test func unknownDocumentsMethodsAndBadJSONGetErrorsNotExits() {
        let harness = Self.started()
        let unknown = harness.request("textDocument/hover", ["textDocument": ["uri": "file:///x.swift"], "position": ["line": 0, "character": 0]])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32602)
        let method = harness.request("workspace/nothing", [:])
        #expect((method["error"] as? [String: Any])?["code"] as? Int == -32601)
        harness.server.receive(MessageFramer.frame(Array("{not json".utf8)) + Array("\u{0}\u{FF}garbage".utf8))
        #expect((harness.take().first?["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(harness.server.exitCode == nil)
    }

    @Test func anyBytesInADocumentNeverCrash() {
        let harness = Self.started()
        let nested = String(repeating: "(", count: 100_000) + "\u{0}\"unterminated" + String(repeating: "{", count: 1000)
        harness.feed([ServerHarness.open(Self.uri, nested)])
        #expect(harness.published().count == 1)
    }

    @Test func changesArrivingTogetherAreLintedOnceAndCancelledRequestsDropped() {
        let harness = Self.started()
        harness.feed([ServerHarness.open(Self.uri, "let a = 1\n")])
        _ = harness.take()
        harness.feed([
            ServerHarness.change(Self.uri, Self.broken, version: 2),
            ServerHarness.change(Self.uri, Self.broken + "\n", version: 3),
            ["id": 40, "method": "textDocument/hover", "params": ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 20]]],
            ["method": "$/cancelRequest", "params": ["id": 40]],
        ])
        let messages = harness.take()
        #expect(messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.count == 1)
        #expect((messages.first { $0["id"] as? Int == 40 }?["error"] as? [String: Any])?["code"] as? Int == -32800)
    }

    @Test func aCustomViewIsJudgedWhereAnotherOpenDocumentUsesIt() {
        let harness = Self.started()
        let row = "struct ZoneRow: View {\n    var body: some View {\n        Text(\"Zone\").onTapGesture { select() }\n    }\n}\n"
        harness.feed([ServerHarness.open("file:///nowhere/ZoneRow.swift", row)])
        #expect(harness.published().map(\.codes) == [["tap-gesture-not-button"]])
        let list = "struct Zones: View {\n    var body: some View {\n        ZoneRow().accessibilityHidden(true)\n    }\n}\n"
        harness.feed([ServerHarness.open("file:///nowhere/Zones.swift", list)])
        let published = harness.published()
        #expect(published.contains { $0.uri.hasSuffix("ZoneRow.swift") && $0.codes.isEmpty }, "republished once its only use hides it")
        harness.feed([ServerHarness.open("file:///nowhere/Other.swift", "let a = 1\n")])
        #expect(harness.published().map(\.uri) == ["file:///nowhere/Other.swift"], "unchanged documents are not republished")
    }

    @Test func shutdownThenExitEndsWithZeroAndExitAloneWithOne() {
        let harness = Self.started()
        _ = harness.request("shutdown", [:])
        harness.feed([["method": "exit"]])
        #expect(harness.server.exitCode == 0)
        let abrupt = Self.started()
        abrupt.feed([["method": "exit"]])
        #expect(abrupt.server.exitCode == 1)
    }
}
