import A11yLintSyntax
import Foundation

/// `a11y-lint server`: the linter as a Language Server Protocol 3.17 server
/// (JSON-RPC with `Content-Length` framing) for any editor. It publishes
/// the findings of each open document's current text — never the file on
/// disk — judged with the uses of custom view types across the workspace
/// (kept per file and renewed as documents change, as `--context` does), and
/// offers the fixes, "fix all" and "suppress on this line" as code actions
/// and the rules' documents on hover. It handles one message at a time on
/// the thread that feeds it; changes that arrive together are linted once.
public final class LanguageServer {
    /// An open document: its text and version.
    struct Document {
        var text: String
        var version: Int
    }

    private var framer = MessageFramer()
    private let send: ([UInt8]) -> Void
    var documents: [String: Document] = [:]
    /// The workspace folder, once `initialize` names it.
    var root: String?
    var configuration: Configuration?
    /// The linter the configuration asks for, built when it is (re)loaded.
    var linter = Linter()
    /// Uses of custom view types per workspace file, built on first need.
    var context: [String: Linter.ContextPart]?
    /// What was last published per document, so unchanged results are not sent again.
    var published: [String: Data?] = [:]
    private var shutdownRequested = false
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitCode: Int32?

    /// `send` receives each framed message to write to the client.
    public init(send: @escaping ([UInt8]) -> Void) {
        self.send = send
    }

    /// Feeds bytes read from the client and handles every complete message:
    /// a request cancelled by a later message of the batch is answered as
    /// cancelled, and of several changes to one document only the last is
    /// linted.
    public func receive(_ bytes: [UInt8]) {
        framer.append(bytes)
        var batch: [[UInt8]] = []
        while let body = framer.next() { batch.append(body) }
        let messages = batch.map { body -> [String: Any]? in
            (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
        }
        let cancelled = Set(messages.compactMap { message -> String? in
            guard message?["method"] as? String == "$/cancelRequest" else { return nil }
            return Self.idKey((message?["params"] as? [String: Any])?["id"])
        })
        for (index, message) in messages.enumerated() {
            guard exitCode == nil else { return }
            guard let message else {
                respond(id: NSNull(), error: (-32700, "the message is not valid JSON"))
                continue
            }
            if let id = message["id"], message["method"] != nil, cancelled.contains(Self.idKey(id) ?? "") {
                respond(id: id, error: (-32800, "cancelled"))
                continue
            }
            let isSuperseded = message["method"] as? String == "textDocument/didChange"
                && messages[(index + 1)...].contains { later in
                    later?["method"] as? String == "textDocument/didChange" && Self.uri(of: later) == Self.uri(of: message)
                }
            handle(message, lint: !isSuperseded)
        }
    }

    /// One message: a request (with an `id`) gets exactly one response.
    func handle(_ message: [String: Any], lint: Bool = true) {
        let method = message["method"] as? String ?? ""
        let params = message["params"] as? [String: Any] ?? [:]
        let id = message["id"]
        switch method {
        case "initialize":
            initialize(params)
            respond(id: id, result: Self.capabilities)
        case "initialized", "$/cancelRequest", "$/setTrace":
            break
        case "shutdown":
            shutdownRequested = true
            respond(id: id, result: NSNull())
        case "exit":
            exitCode = shutdownRequested ? 0 : 1
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else { return }
            documents[uri] = Document(text: item["text"] as? String ?? "", version: item["version"] as? Int ?? 0)
            changed(uri)
        case "textDocument/didChange":
            guard let uri = Self.uri(of: message), documents[uri] != nil else { return }
            // Full synchronisation: the last change holds the whole text.
            if let text = (params["contentChanges"] as? [[String: Any]])?.last?["text"] as? String {
                documents[uri]?.text = text
            }
            documents[uri]?.version = (params["textDocument"] as? [String: Any])?["version"] as? Int ?? 0
            if lint { changed(uri) }
        case "textDocument/didSave":
            guard let uri = Self.uri(of: message) else { return }
            if uri.hasSuffix("/.a11y-lint.json") { reloadConfiguration() }
            if documents[uri] != nil { changed(uri) }
        case "textDocument/didClose":
            guard let uri = Self.uri(of: message) else { return }
            documents[uri] = nil
            published[uri] = nil
            notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
        case "workspace/didChangeWatchedFiles":
            reloadConfiguration()
            for uri in documents.keys.sorted() { publish(uri) }
        case "textDocument/codeAction", "textDocument/hover":
            guard let uri = Self.uri(of: message), let document = documents[uri] else {
                respond(id: id, error: (-32602, "unknown document: open it first"))
                return
            }
            let source = SourceFile(path: path(of: uri), text: document.text)
            let result: Any = method == "textDocument/hover"
                ? hover(params, uri: uri, source: source) : codeActions(params, uri: uri, source: source)
            respond(id: id, result: result)
        default:
            if id != nil { respond(id: id, error: (-32601, "unknown method \(method)")) }
        }
    }

    static var capabilities: [String: Any] { [
        "capabilities": [
            "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
            "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.a11y-lint"]],
            "hoverProvider": true,
        ],
        "serverInfo": ["name": A11yLint.name, "version": A11yLint.version],
    ] }

    private func initialize(_ params: [String: Any]) {
        let folders = params["workspaceFolders"] as? [[String: Any]]
        let uri = folders?.first?["uri"] as? String ?? params["rootUri"] as? String
        root = uri.flatMap(Self.filePath) ?? params["rootPath"] as? String
        reloadConfiguration()
    }

    /// The configuration, found from the workspace folder as the command line finds it.
    func reloadConfiguration() {
        let folder = root ?? FileManager.default.currentDirectoryPath
        let configuration = (try? LintSession.loadConfiguration(explicit: nil, cwd: folder)) ?? Configuration(directory: folder)
        self.configuration = configuration
        var options = LintOptions()
        configuration.apply(to: &options)
        linter = Linter(options: options)
        // The uses index depends on nothing the configuration sets but the components: rebuild it with them.
        context = nil
    }

    // MARK: Messages

    func respond(id: Any?, result: Any) {
        write(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result])
    }

    func respond(id: Any?, error: (code: Int, message: String)) {
        write(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": error.code, "message": error.message]])
    }

    func notify(_ method: String, _ params: [String: Any]) {
        write(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func write(_ message: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
        send(MessageFramer.frame(Array(data)))
    }

    static func uri(of message: [String: Any]?) -> String? {
        ((message?["params"] as? [String: Any])?["textDocument"] as? [String: Any])?["uri"] as? String
    }

    /// A request id as a comparable key (ids are numbers or strings).
    static func idKey(_ id: Any?) -> String? {
        switch id {
        case let number as Int: return "n\(number)"
        case let text as String: return "s\(text)"
        default: return nil
        }
    }

    /// `file:///path/with%20space` → `/path/with space`.
    static func filePath(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// The path a document is linted under: its file path, else its URI.
    func path(of uri: String) -> String {
        Self.filePath(uri) ?? uri
    }
}
