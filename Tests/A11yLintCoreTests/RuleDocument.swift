import A11yLintCore
import Foundation

/// The repository root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One `Rules/<id>.md`: its sections, metadata line and the examples under
/// "Triggers" and "Does not trigger".
struct RuleDocument {
    static let requiredSections = [
        "What it flags", "Why it matters", "Triggers", "Does not trigger", "How to fix", "Known limitations", "Standards",
    ]

    let id: String
    let path: URL
    let title: String
    let metadata: String
    let sections: [String]
    let examples: [RuleExample]
    /// The before/after pairs of the "Fix" section.
    let fixExamples: [RuleFixExample]

    static func load(_ id: String) throws -> RuleDocument {
        let path = repositoryRoot.appendingPathComponent("Rules/\(id).md")
        return try RuleDocument(id: id, path: path, text: String(contentsOf: path, encoding: .utf8))
    }

    /// Every `Rules/*.md` except the README.
    static func allIDs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .map { String($0.dropLast(3)) }
            .sorted()
    }

    init(id: String, path: URL, text: String) throws {
        self.id = id
        self.path = path
        let lines = text.components(separatedBy: "\n")
        title = lines.first ?? ""
        metadata = lines.first { $0.hasPrefix("**Severity:**") } ?? ""
        var sections: [String] = []
        var examples: [RuleExample] = []
        var fixExamples: [RuleFixExample] = []
        var pendingFix: (line: Int, info: String, code: String)?
        var section = ""
        var block: (start: Int, info: String, lines: [String])?
        for (number, line) in lines.enumerated() {
            if var open = block {
                if line.hasPrefix("```") {
                    if section == "Triggers" || section == "Does not trigger" {
                        examples.append(RuleExample(rule: id, triggers: section == "Triggers", documentLine: open.start,
                                                    info: open.info, markedCode: open.lines.joined(separator: "\n")))
                    }
                    let words = open.info.split(separator: " ")
                    if section == "Fix", words.contains("fix") {
                        pendingFix = (open.start, open.info, open.lines.joined(separator: "\n"))
                    } else if section == "Fix", words.contains("fixed"), let before = pendingFix {
                        fixExamples.append(RuleFixExample(rule: id, documentLine: before.line, unsafe: before.info.contains("unsafe"),
                                                          before: before.code, after: open.lines.joined(separator: "\n")))
                        pendingFix = nil
                    }
                    block = nil
                } else {
                    open.lines.append(line)
                    block = open
                }
            } else if line.hasPrefix("```") {
                block = (number + 1, String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
            } else if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
                sections.append(section)
            }
        }
        self.sections = sections
        self.examples = examples
        self.fixExamples = fixExamples
    }
}

/// Something a test runs from a rule document, named in failures by where it is.
protocol DocumentedExample: Sendable, CustomStringConvertible {
    var rule: String { get }
    /// 1-based line of the (first) opening fence in the document.
    var documentLine: Int { get }
}

extension DocumentedExample {
    var description: String { "Rules/\(rule).md:\(documentLine)" }
}

/// A code block from a rule document. `↓` marks where a finding must land; the
/// block's info string may name the expected severity (```swift warning).
struct RuleExample: DocumentedExample {
    let rule: String
    let triggers: Bool
    let documentLine: Int
    let info: String
    let markedCode: String

    /// The severity the block names, if any.
    var severity: Severity? {
        info.split(separator: " ").dropFirst().compactMap { Severity(rawValue: String($0)) }.first
    }

    /// The code without markers, and the 1-based line and scalar column of each marker.
    var code: (text: String, markers: [(line: Int, column: Int)]) {
        var markers: [(Int, Int)] = []
        var lines: [String] = []
        for (number, line) in markedCode.components(separatedBy: "\n").enumerated() {
            var clean = ""
            var column = 1
            for character in line {
                if character == "↓" {
                    markers.append((number + 1, column))
                } else {
                    clean.append(character)
                    column += character.unicodeScalars.count
                }
            }
            lines.append(clean)
        }
        return (lines.joined(separator: "\n"), markers)
    }
}

/// A pair of blocks from a rule document's "Fix" section: code (```swift fix,
/// or ```swift fix unsafe for a fix only `--unsafe-fixes` applies) and what
/// `--fix` makes of it (```swift fixed).
struct RuleFixExample: DocumentedExample {
    let rule: String
    let documentLine: Int
    let unsafe: Bool
    let before: String
    let after: String
}
