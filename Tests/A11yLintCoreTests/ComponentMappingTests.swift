import A11yLintCore
import A11yLintSyntax
import Testing

/// Design-system views mapped onto SwiftUI views are judged as those views by
/// every rule that asks what a view is.
@Suite("Component mapping")
struct ComponentMappingTests {
    static let components = [
        "PrimaryButton": "Button", "RemoteImage": "Image", "Switch": "Toggle", "ExternalLink": "Link",
        "Card": "VStack", "Headline": "Text", "AppSection": "Section",
    ]

    /// (rule, code, where the finding lands once mapped)
    static let cases: [(String, String, String)] = [
        ("button-image-only", "PrimaryButton(action: f) { RemoteImage(url: u) }", "1:1"),
        ("image-missing-label", "VStack {\n    RemoteImage(url: u)\n    Text(\"x\")\n}", "2:5"),
        ("tab-item-image-only", "ScoresView()\n    .tabItem { RemoteImage(url: u) }", "2:6"),
        ("unlabeled-control", "Switch(\"\", isOn: $on)", "1:1"),
        ("hidden-interactive", "PrimaryButton(\"Skip\", action: skip)\n    .accessibilityHidden(true)", "1:1"),
        ("generic-link-text", "ExternalLink(\"Learn more\", destination: u)", "1:1"),
        ("label-contains-role", "PrimaryButton(\"Save button\", action: save)", "1:1"),
        ("label-in-name", "PrimaryButton(\"Send\", action: send)\n    .accessibilityLabel(\"Submit\")", "2:6"),
        ("button-used-as-link", "PrimaryButton(\"Help\") { openURL(helpURL) }", "1:1"),
        ("label-on-plain-container", "Card {\n    Text(\"a\")\n    Text(\"b\")\n}\n.accessibilityLabel(\"Card\")", "5:2"),
        ("heading-missing-trait", "VStack {\n    Headline(\"Scores\")\n        .font(.title2)\n    ScoreList()\n}", "2:5"),
    ]

    static func findings(_ rule: String, _ code: String, mapped: Bool) -> [String] {
        var options = LintOptions()
        options.onlyRules = [rule]
        if mapped { options.components = components }
        return Linter(options: options).lint(SourceFile(path: "V.swift", text: code)).map { "\($0.line):\($0.column)" }
    }

    @Test(arguments: cases.map(\.0))
    func mappedComponentsAreJudgedAsTheirSwiftUIViews(rule: String) throws {
        let (_, code, position) = try #require(Self.cases.first { $0.0 == rule })
        #expect(Self.findings(rule, code, mapped: false).isEmpty, "unmapped, the linter cannot see: silent")
        #expect(Self.findings(rule, code, mapped: true) == [position])
    }

    @Test func aMappedControlIsNotATapGestureProblem() {
        let code = "PrimaryButton(\"Play\", action: play)\n    .onTapGesture { showsDetails = true }"
        #expect(Self.findings("tap-gesture-not-button", code, mapped: false) == ["1:1"])
        #expect(Self.findings("tap-gesture-not-button", code, mapped: true).isEmpty)
    }

    @Test func aMappedTextIsAVisibleTitleAndAMappedSectionHeaderIsAHeading() {
        let link = "Link(destination: u) { Headline(\"Learn more\") }"
        #expect(Self.findings("generic-link-text", link, mapped: false).isEmpty)
        #expect(Self.findings("generic-link-text", link, mapped: true) == ["1:1"])
        let section = "List {\n    AppSection {\n        Text(\"a\")\n    } header: {\n        Text(\"Scores\").font(.title2)\n        Text(\"Today\")\n    }\n}"
        #expect(Self.findings("heading-missing-trait", section, mapped: false) == ["5:9"])
        #expect(Self.findings("heading-missing-trait", section, mapped: true).isEmpty)
    }
}
