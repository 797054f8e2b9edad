import A11yLintCore
import Foundation
import Testing

/// The registry checked both ways against the source tree: every rule type
/// in `Sources/A11yLintCore/Rules/` is registered, lives in a file named
/// after it, has the id its name spells and a document under that id.
@Suite("Rule registry")
struct RuleRegistryTests {
    static let rulesFolder = repositoryRoot.appendingPathComponent("Sources/A11yLintCore/Rules")
    /// The files of the rules folder that hold the machinery, not a rule.
    static let machinery: Set<String> = ["Rule.swift", "RuleRegistry.swift", "FindingSink.swift"]

    /// `(file name, type name)` of every rule type declared in the rules folder.
    static func declaredRules() throws -> [(file: String, type: String)] {
        let pattern = try NSRegularExpression(pattern: #"(?m)^public struct (\w+): (?:\w+Rule|Rule)\b"#)
        var found: [(file: String, type: String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path).sorted()
        where file.hasSuffix(".swift") && !machinery.contains(file) {
            let text = try String(contentsOf: rulesFolder.appendingPathComponent(file), encoding: .utf8)
            let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(matches.count == 1, "\(file) must declare exactly one rule type")
            for match in matches {
                found.append((file, String(text[Range(match.range(at: 1), in: text)!])))
            }
        }
        return found
    }

    /// `ButtonImageOnlyRule` → `button-image-only`.
    static func id(ofTypeName name: String) -> String {
        var id = ""
        for character in name.dropLast("Rule".count) {
            if character.isUppercase && !id.isEmpty { id += "-" }
            id += character.lowercased()
        }
        return id
    }

    @Test func everyRuleTypeInTheFolderIsRegisteredUnderItsFileAndDocument() throws {
        let registered = Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { (String(describing: $0), $0) })
        let declared = try Self.declaredRules()
        #expect(!declared.isEmpty)
        for (file, type) in declared {
            #expect(file == "\(type).swift", "\(type) is declared in \(file)")
            let rule = try #require(registered[type], "\(type) in \(file) is not in RuleRegistry.all")
            let id = rule.descriptor.id
            #expect(id == Self.id(ofTypeName: type), "\(type)'s id \(id) does not match its name")
            #expect(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("Rules/\(id).md").path),
                    "\(type) has no Rules/\(id).md")
        }
        #expect(Set(declared.map(\.type)) == Set(registered.keys), "registered rules not declared in the rules folder")
    }
}
