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
        var section = ""
        var block: (start: Int, info: String, lines: [String])?
        for (number, line) in lines.enumerated() {
            if var open = block {
                if line.hasPrefix("```") {
                    if section == "Triggers" || section == "Does not trigger" {
                        examples.append(RuleExample(rule: id, triggers: section == "Triggers", documentLine: open.start,
                                                    info: open.info, markedCode: open.lines.joined(separator: "\n")))
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
    }
}

/// A code block from a rule document. `↓` marks where a finding must land; the
/// block's info string may name the expected severity (```swift warning).
struct RuleExample: Sendable, CustomStringConvertible {
    let rule: String
    let triggers: Bool
    /// 1-based line of the opening fence in the document.
    let documentLine: Int
    let info: String
    let markedCode: String

    var description: String { "Rules/\(rule).md:\(documentLine)" }

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
