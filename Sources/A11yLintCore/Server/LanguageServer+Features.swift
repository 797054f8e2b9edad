import A11yLintSyntax
import Foundation

/// What the server offers: diagnostics, code actions and hover.
extension LanguageServer {
    /// A document changed: renew its part of the workspace's uses, publish
    /// its findings, and republish the other open documents whose findings
    /// that changes (a custom view judged where this document uses it).
    func changed(_ uri: String) {
        if let document = documents[uri] {
            var parts = contextParts()
            let path = path(of: uri)
            parts[path] = linter.contextPart(of: SourceFile(path: path, text: document.text), file: 1_000_000)
            context = parts
        }
        publish(uri, always: true)
        for other in documents.keys.sorted() where other != uri { publish(other) }
    }

    /// The workspace's uses, read from every Swift file under the folder the
    /// first time they are needed (open documents override their file).
    func contextParts() -> [String: Linter.ContextPart] {
        if let context { return context }
        var parts: [String: Linter.ContextPart] = [:]
        if let root {
            let linter = self.linter
            for (index, path) in FileDiscovery.discover([root]).files.enumerated() {
                guard case .source(let source) = SourceLoader.read(path, maxSize: LintOptions.defaultMaxFileSize) else { continue }
                parts[path] = linter.contextPart(of: source, file: 1_000_001 + index)
            }
        }
        // An open document's text is newer than its file.
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) {
            let path = path(of: uri)
            parts[path] = linter.contextPart(of: SourceFile(path: path, text: document.text), file: 1_000_000)
        }
        context = parts
        return parts
    }

    /// The findings of an open document's current text; none for a file the
    /// configuration excludes.
    func findings(_ uri: String) -> (source: SourceFile, findings: [Finding])? {
        guard let document = documents[uri] else { return nil }
        let source = SourceFile(path: path(of: uri), text: document.text)
        let folder = root ?? FileManager.default.currentDirectoryPath
        guard configuration?.includes(source.path, cwd: folder) ?? true else { return (source, []) }
        let run = linter.lint(sources: [source], contextParts: Array(contextParts().values))
        return (source, run.findings)
    }

    /// Publishes a document's diagnostics: always for the document that
    /// changed (its version moved on), else only when they differ from
    /// those last published.
    func publish(_ uri: String, always: Bool = false) {
        guard let (source, findings) = findings(uri) else { return }
        let diagnostics = findings.map { diagnostic($0, source) }
        let rendered = try? JSONSerialization.data(withJSONObject: diagnostics, options: [.sortedKeys])
        guard always || published[uri] != rendered else { return }
        published[uri] = rendered
        var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics]
        if let version = documents[uri]?.version { params["version"] = version }
        notify("textDocument/publishDiagnostics", params)
    }

    func diagnostic(_ finding: Finding, _ source: SourceFile) -> [String: Any] {
        let severity: Int
        switch finding.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        var diagnostic: [String: Any] = [
            "range": source.lspRange(finding.range), "severity": severity, "source": "a11y-lint",
            "code": finding.ruleID, "message": finding.message,
        ]
        if let descriptor = RuleRegistry.descriptor(for: finding.ruleID) {
            diagnostic["codeDescription"] = ["href": descriptor.documentationURL]
        }
        return diagnostic
    }

    // MARK: Code actions

    /// For the findings on the lines of the requested range (editors send the
    /// cursor's position as often as a selection): each one's fix (preferred
    /// when safe), "suppress on this line"; and, when the file has safe
    /// fixes, "fix all" (`source.fixAll.a11y-lint`).
    func codeActions(_ params: [String: Any], uri: String, source: SourceFile) -> [[String: Any]] {
        guard let (_, findings) = findings(uri) else { return [] }
        let range = params["range"] as? [String: Any]
        let start = source.offset(ofLSPPosition: range?["start"] as? [String: Any]) ?? 0
        let end = source.offset(ofLSPPosition: range?["end"] as? [String: Any]) ?? source.bytes.count
        let only = (params["context"] as? [String: Any])?["only"] as? [String]
        let wantsQuickFixes = only == nil || only?.contains { $0 == "quickfix" || "quickfix".hasPrefix($0) } == true
        let wantsFixAll = only == nil || only?.contains { "source.fixAll.a11y-lint".hasPrefix($0) } == true
        var actions: [[String: Any]] = []
        let lines = source.lineIndex(ofOffset: start)...source.lineIndex(ofOffset: max(start, end))
        for finding in findings where wantsQuickFixes && lines.contains(finding.line - 1) {
            let diagnostics = [diagnostic(finding, source)]
            if let fix = finding.fix {
                actions.append(["title": fix.title + (fix.applicability == .unsafe ? " (unsafe)" : ""), "kind": "quickfix",
                                "diagnostics": diagnostics, "isPreferred": fix.applicability == .safe,
                                "edit": workspaceEdit(uri, fix.edits.map { lspEdit($0, source) })])
            }
            actions.append(["title": "Suppress \(finding.ruleID) on this line", "kind": "quickfix", "diagnostics": diagnostics,
                            "edit": workspaceEdit(uri, [suppression(of: finding, source)])])
        }
        if wantsFixAll, findings.contains(where: { $0.fix?.applicability == .safe }) {
            let fixed = Fixer(linter: linter, mode: .safe).fix(source, findings: findings)
            if fixed.changed {
                let whole = TextEdit(range: 0..<source.bytes.count, replacement: String(decoding: fixed.fixed, as: UTF8.self))
                actions.append(["title": "Fix all a11y-lint safe fixes in this file", "kind": "source.fixAll.a11y-lint",
                                "edit": workspaceEdit(uri, [lspEdit(whole, source)])])
            }
        }
        return actions
    }

    /// `// a11y-lint:disable:next RULE` on its own line above the finding, indented as its line.
    func suppression(of finding: Finding, _ source: SourceFile) -> [String: Any] {
        let line = source.lineIndex(ofOffset: finding.range.lowerBound)
        let start = source.lineStarts[line]
        let comment = source.indentation(ofLine: line) + "// a11y-lint:disable:next \(finding.ruleID)" + source.lineBreak(afterLine: line)
        return lspEdit(TextEdit(range: start..<start, replacement: comment), source)
    }

    func lspEdit(_ edit: TextEdit, _ source: SourceFile) -> [String: Any] {
        ["range": source.lspRange(edit.range), "newText": edit.replacement]
    }

    func workspaceEdit(_ uri: String, _ edits: [[String: Any]]) -> [String: Any] {
        ["changes": [uri: edits]]
    }

    // MARK: Hover

    /// Over a finding: the rule, what it flags and how to fix it, from its document.
    func hover(_ params: [String: Any], uri: String, source: SourceFile) -> Any {
        guard let offset = source.offset(ofLSPPosition: params["position"] as? [String: Any]),
              let (_, findings) = findings(uri),
              let finding = findings.first(where: { $0.range.contains(offset) || $0.range.upperBound == offset }),
              let rule = RuleRegistry.descriptor(for: finding.ruleID) else { return NSNull() }
        let text = "**\(rule.id)** — \(rule.name)\n\n\(rule.summary)\n\n**How to fix:** \(rule.fix)\n\n[Rule document](\(rule.documentationURL))"
        return ["contents": ["kind": "markdown", "value": text], "range": source.lspRange(finding.range)]
    }
}
