import A11yLintCore
import A11yLintSyntax
import Testing

/// A view inside a custom view type is judged where the type is used, in any
/// file of the run.
@Suite("Type use resolution across files")
struct TypeUseResolutionTests {
    static let artwork = SourceFile(path: "Artwork.swift", text: """
        struct Artwork: View {
            var body: some View {
                VStack {
                    Image(uiImage: cover)
                    Spacer()
                }
            }
        }
        """)

    static func source(_ name: String, _ body: String) -> SourceFile {
        SourceFile(path: "\(name).swift", text: "struct \(name): View {\n    var body: some View {\n        \(body)\n    }\n}\n")
    }

    static func imageFindings(_ sources: [SourceFile]) -> [String] {
        Linter().lint(sources: sources).findings.filter { $0.ruleID == "image-missing-label" }.map { "\($0.path):\($0.line)" }
    }

    @Test func aTypeUsedOnlyInsideALinkLabelInAnotherFileIsCovered() {
        #expect(Self.imageFindings([Self.artwork]) == ["Artwork.swift:4"])
        let episode = Self.source("Episode", "Link(destination: url) { Artwork(); Text(title) }")
        #expect(Self.imageFindings([Self.artwork, episode]).isEmpty)
    }

    @Test func oneUncoveredUseKeepsTheFinding() {
        let episode = Self.source("Episode", "Link(destination: url) { Artwork() }")
        let header = Self.source("Header", "VStack { Artwork(); Text(title) }")
        #expect(Self.imageFindings([Self.artwork, episode, header]) == ["Artwork.swift:4"])
    }

    @Test func usesAreFollowedThroughTheTypesThatHoldThem() {
        let row = Self.source("Row", "Artwork()")
        let list = Self.source("Playlist", "Button(action: play) { Row() }")
        #expect(Self.imageFindings([Self.artwork, row]) == ["Artwork.swift:4"], "Row itself is used nowhere")
        #expect(Self.imageFindings([Self.artwork, row, list]).isEmpty)
    }

    @Test func offScreenUsesAndValuesDoNotCount() {
        let episode = Self.source("Episode", "Link(destination: url) { Artwork() }")
        let exporter = SourceFile(path: "Export.swift", text: """
            func export() {
                let renderer = ImageRenderer(content: Artwork())
                VideoExporter.export(view: Artwork())
                let card = Artwork()
            }
            """)
        #expect(Self.imageFindings([Self.artwork, episode, exporter]).isEmpty)
    }

    @Test func theSameRunThroughPathsAndWithOneThread() throws {
        var options = LintOptions()
        options.jobs = 1
        let episode = Self.source("Episode", "Link(destination: url) { Artwork() }")
        #expect(Linter(options: options).lint(sources: [Self.artwork, episode]).findings.filter { $0.ruleID == "image-missing-label" }.isEmpty)
    }
}
