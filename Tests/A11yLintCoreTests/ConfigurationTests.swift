@testable import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

@Suite("Configuration file")
struct ConfigurationTests {
    /// Writes `.a11y-lint.json` (or `name`) with `text` in a fresh folder.
    static func folder(with text: String, name: String = Configuration.fileName) throws -> (folder: String, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return (folder, file)
    }

    static func loadError(_ text: String) throws -> String {
        let (folder, file) = try folder(with: text)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try ConfigurationLoader.load(path: file)
            return "no error"
        } catch let error as ConfigurationError {
            #expect(error.message.hasPrefix(file + ": "), "every message names the file")
            return String(error.message.dropFirst(file.count + 2))
        }
    }

    @Test func readsEverySetting() throws {
        let (folder, file) = try Self.folder(with: """
            {
              "rules": {
                "image-missing-label": "error",
                "heading-missing-trait": "off",
                "generic-link-text": {"severity": "note", "phrases": ["Go"]}
              },
              "include": ["Sources/**"],
              "exclude": ["**/Generated/**"],
              "components": {"IconButton": "Button", "RemoteImage": "Image"},
              "failOn": "warning"
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = try ConfigurationLoader.load(path: file)
        var options = LintOptions()
        configuration.apply(to: &options)
        #expect(options.severities == ["image-missing-label": .error, "generic-link-text": .note])
        #expect(options.disabledRules == ["heading-missing-trait"])
        #expect(options.ruleOptions == ["generic-link-text": ["phrases": .strings(["Go"])]])
        #expect(options.components == ["IconButton": "Button", "RemoteImage": "Image"])
        #expect(configuration.failOn == .warning)
        #expect(configuration.includes("Sources/App/View.swift", cwd: folder))
        #expect(!configuration.includes("Sources/Generated/Assets.swift", cwd: folder))
        #expect(!configuration.includes("Tests/ViewTests.swift", cwd: folder))
        // Relative to the configuration's folder, whatever the working directory.
        #expect(configuration.includes("App/View.swift", cwd: folder + "/Sources"))
        #expect(!configuration.includes("View.swift", cwd: folder + "/Tests"))
    }

    @Test func mistakesNameTheKeyPathAndTheValidChoices() throws {
        #expect(try Self.loadError(#"{"rule": {}}"#)
                == "rule: unknown key; valid keys: rules, include, exclude, components, failOn")
        #expect(try Self.loadError(#"{"rules": {"button-image-onyl": "error"}}"#)
                .hasPrefix("rules.button-image-onyl: unknown rule; valid rules: button-image-only, image-missing-label,"))
        #expect(try Self.loadError(#"{"rules": {"button-image-only": "fatal"}}"#)
                == #"rules.button-image-only: "fatal" is not a severity; expected one of: error, warning, note, off"#)
        #expect(try Self.loadError(#"{"rules": {"generic-link-text": {"phrase": []}}}"#)
                == "rules.generic-link-text.phrase: unknown key; valid keys: severity, phrases")
        #expect(try Self.loadError(#"{"rules": {"generic-link-text": {"phrases": "Go"}}}"#)
                == "rules.generic-link-text.phrases: must be a list of strings")
        #expect(try Self.loadError(#"{"rules": {"generic-link-text": {"phrases": 3}}}"#)
                == "rules.generic-link-text.phrases: must be a list of strings")
        #expect(try Self.loadError(#"{"exclude": ["ok/**", "bad/[a-"]}"#).hasPrefix(#"exclude[1]: bad glob "bad/[a-": "#))
        #expect(try Self.loadError(#"{"include": "Sources"}"#) == "include: must be a list of glob patterns")
        #expect(try Self.loadError(#"{"components": {"IconButton": "Buton"}}"#)
                .hasPrefix(#"components.IconButton: "Buton" is not a view a11y-lint knows; expected one of: "#))
        #expect(try Self.loadError(#"{"failOn": "errors"}"#)
                == #"failOn: "errors" is not a level; expected one of: error, warning, note, never"#)
        #expect(try Self.loadError("[1, 2]") == "the configuration must be a JSON object")
        #expect(try Self.loadError(#"{"rules": {"#).hasPrefix("not valid JSON"))
    }

    @Test func discoveryStopsAtTheRepositoryRoot() throws {
        let (outer, _) = try Self.folder(with: "{}")
        defer { try? FileManager.default.removeItem(atPath: outer) }
        let nested = outer + "/repo/Sources/App"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        // No .git yet: the search climbs to the outer folder's file.
        #expect(ConfigurationLoader.find(from: nested) == outer + "/.a11y-lint.json")
        try FileManager.default.createDirectory(atPath: outer + "/repo/.git", withIntermediateDirectories: true)
        #expect(ConfigurationLoader.find(from: nested) == nil, "a file outside the repository does not apply")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: outer + "/repo/Sources/.a11y-lint.json"))
        #expect(ConfigurationLoader.find(from: nested) == outer + "/repo/Sources/.a11y-lint.json")
    }

    /// An SF Symbol-only button (reported a level below the rule's default) and an asset-only one.
    static let symbolAndAssetButtons = """
        struct V: View {
            var body: some View {
                Button(action: reset) { Image(systemName: "arrow.counterclockwise") }
                Button(action: close) { Image("ic_close") }
            }
        }
        """

    @Test func theStarterFileLoadsBackAndChangesNothing() throws {
        let (folder, file) = try Self.folder(with: Configuration.starter().rendered())
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = try ConfigurationLoader.load(path: file)
        #expect(configuration.rules.count == RuleRegistry.descriptors.count)
        var options = LintOptions()
        configuration.apply(to: &options)
        // Rules that report ambiguous cases below their default keep doing so.
        let configured = Linter(options: options).lint(SourceFile(path: "V.swift", text: Self.symbolAndAssetButtons))
        let defaults = Linter().lint(SourceFile(path: "V.swift", text: Self.symbolAndAssetButtons))
        #expect(configured.map(\.severity) == [.warning, .error])
        #expect(configured == defaults)
    }

    @Test func aConfiguredSeverityKeepsAmbiguousFindingsBelowIt() throws {
        var options = LintOptions()
        options.severities["button-image-only"] = .warning
        let findings = Linter(options: options).lint(SourceFile(path: "V.swift", text: Self.symbolAndAssetButtons))
        #expect(findings.map { "\($0.line):\($0.column) \($0.severity)" } == ["3:9 note", "4:9 warning"])
    }

    @Test func aSeveritySwitchesOnARuleThatIsOffByDefault() throws {
        let drawn = SourceFile(path: "Chart.swift", text: "final class Chart: UIView {\n    var values: [Int] = []\n    override func draw(_ rect: CGRect) {}\n}\n")
        #expect(Linter().lint(drawn).isEmpty)
        let (folder, file) = try Self.folder(with: #"{"rules": {"custom-drawing-inaccessible": "warning"}}"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = try ConfigurationLoader.load(path: file)
        var options = LintOptions()
        configuration.apply(to: &options)
        #expect(Linter(options: options).lint(drawn).map { "\($0.ruleID) \($0.severity) \($0.line):\($0.column)" }
                == ["custom-drawing-inaccessible warning 1:13"])
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(configuration.effective().rendered().utf8))
            as? [String: Any])["rules"] as? [String: Any]
        #expect(rules?["custom-drawing-inaccessible"] as? String == "warning")
        #expect(rules?["modal-missing-escape"] as? String == "off", "off by default, and shown so")
        let starter = try #require(try JSONSerialization.jsonObject(with: Data(Configuration.starter().rendered().utf8))
            as? [String: Any])["rules"] as? [String: Any]
        #expect(starter?["modal-missing-escape"] as? String == "off", "the starter file keeps them off")
    }

    @Test func effectiveConfigurationListsEveryRule() throws {
        let (folder, file) = try Self.folder(with: #"{"rules": {"hint-wording": "off"}, "failOn": "note"}"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rendered = try ConfigurationLoader.load(path: file).effective().rendered()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [String: Any])
        #expect(rules.count == RuleRegistry.descriptors.count)
        #expect(rules["hint-wording"] as? String == "off")
        #expect(rules["button-image-only"] as? String == "error")
        #expect((rules["generic-link-text"] as? [String: Any])?["severity"] as? String == "warning")
        #expect(object["failOn"] as? String == "note")
        #expect(object["source"] as? String == file)
    }
}

@Suite("Glob patterns")
struct GlobTests {
    @Test(arguments: [
        ("**/Generated/**", "Sources/Generated/A.swift", true),
        ("**/Generated/**", "Generated/A.swift", true),
        ("**/Generated/**", "Sources/NotGenerated/A.swift", false),
        ("Sources/*.swift", "Sources/A.swift", true),
        ("Sources/*.swift", "Sources/App/A.swift", false),
        ("Sources/**/*.swift", "Sources/A.swift", true),
        ("Sources/**/*.swift", "Sources/App/Deep/A.swift", true),
        ("**/*View?.swift", "App/MainView1.swift", true),
        ("**/[A-C]*.swift", "App/Button.swift", true),
        ("**/[!A-C]*.swift", "App/Button.swift", false),
        ("*.swift", "App/A.swift", false),
    ])
    func matching(pattern: String, path: String, matches: Bool) throws {
        #expect(try Glob(pattern).matches(path) == matches)
    }

    @Test func invalidPatternsAreRejected() {
        #expect(throws: Glob.Invalid.self) { try Glob("[abc") }
        #expect(throws: Glob.Invalid.self) { try Glob("") }
    }

    /// Options are typed by their default: JSON values read as strings, whole numbers or numbers.
    @Test func optionValuesAreTyped() throws {
        func read(_ json: String) throws -> RuleOptionValue? {
            let object = try JSONSerialization.jsonObject(with: Data("{\"v\": \(json)}".utf8)) as! [String: Any]
            return ConfigurationLoader.optionValue(object["v"]!)
        }
        #expect(try read(#"["a", "b"]"#) == .strings(["a", "b"]))
        #expect(try read("44") == .integer(44))
        #expect(try read("44.5") == .number(44.5))
        #expect(try read("true") == nil)
        #expect(try read(#"["a", 1]"#) == nil)
        #expect(try read(#""a""#) == nil)
        let rule = RuleDescriptor(id: "t", name: "t",  defaultSeverity: .note, wcag: [],
                                  options: [RuleOption(name: "size", summary: "t", defaultValue: .integer(44))])
        let facts = AccessibilityFacts(tree: SyntaxTree(source: SourceFile(path: "x.swift", text: "")),
                                       ruleOptions: ["t": ["size": .number(40.5)]])
        #expect(facts.number("size", of: rule) == 40.5)
        #expect(AccessibilityFacts(tree: facts.tree).number("size", of: rule) == 44)
        #expect(facts.strings("size", of: rule).isEmpty)
    }

    /// Image library views are images by default; a mapping switches one off.
    @Test func libraryImageViewsAreImagesUnlessSwitchedOff() throws {
        let source = SourceFile(path: "Row.swift", text: "HStack {\n    KFImage(url)\n    LazyImage(url: url)\n    Text(name)\n}\n")
        let rule = "image-missing-label"
        #expect(Linter().lint(source).filter { $0.ruleID == rule }.map(\.line) == [2, 3])
        var options = LintOptions()
        options.components = ["KFImage": "off"]
        #expect(Linter(options: options).lint(source).filter { $0.ruleID == rule }.map(\.line) == [3])
        #expect(ViewCatalog.effectiveComponents(["KFImage": "off"])["KFImage"] == "off")
        #expect(ViewCatalog.effectiveComponents([:])["WebImage"] == "Image")
    }
}
