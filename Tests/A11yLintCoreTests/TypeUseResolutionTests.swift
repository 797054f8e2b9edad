import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

/// A view inside a custom view type is judged where the type is used, in any
/// file of the run.
@Suite("Type use resolution across files")
struct TypeUseResolutionTests {
    static let artworkText = """
        struct Artwork: View {
            var body: some View {
                VStack {
                    Image(uiImage: cover)
                    Spacer()
                }
            }
        }
        """
    static let artwork = SourceFile(path: "Artwork.swift", text: artworkText)

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

    @Test func aPrivateTypeIsUsedOnlyInItsOwnFile() {
        let privateArtwork = { (file: String, use: String) in
            SourceFile(path: "\(file).swift", text: """
                private struct Artwork: View {
                    var body: some View {
                        Image(uiImage: cover)
                    }
                }

                struct \(file): View {
                    var body: some View {
                        \(use)
                    }
                }
                """)
        }
        let grid = privateArtwork("Grid", "Button(action: pick) { Artwork(); Text(title) }")
        let stack = privateArtwork("Stack", "ZStack { Artwork(); Artwork() }")
        #expect(Self.imageFindings([grid, stack]) == ["Stack.swift:3"])
        // A run-wide type of the same name is another type; a private extension makes no type private.
        #expect(Self.imageFindings([grid, Self.artwork]) == ["Artwork.swift:4"])
        let extended = SourceFile(path: "Artwork.swift", text: Self.artworkText + "\n\nprivate extension Artwork {\n    var tint: Color { .blue }\n}\n")
        let episode = Self.source("Episode", "Link(destination: url) { Artwork(); Text(title) }")
        #expect(Self.imageFindings([extended, episode]).isEmpty)
    }

    @Test func viewsATestBuildsAreNotUses() {
        let episode = Self.source("Episode", "Link(destination: url) { Artwork(); Text(title) }")
        let test = SourceFile(path: "ArtworkTests.swift", text: """
            import XCTest

            final class ArtworkTests: XCTestCase {
                func testRenders() {
                    host(VStack { Artwork() })
                }
            }
            """)
        #expect(Self.imageFindings([Self.artwork, episode, test]).isEmpty)
        let header = Self.source("Header", "VStack { Artwork(); Text(title) }")
        #expect(Self.imageFindings([Self.artwork, episode, header, test]) == ["Artwork.swift:4"])
    }

    @Test func aTextTypeGivenAFixedFontOrShrinkingAtEveryUseIsNotClipped() {
        let name = SourceFile(path: "CategoryName.swift", text: """
            struct CategoryName: View {
                var body: some View {
                    Text(category.title).lineLimit(1)
                }
            }
            """)
        let clipped = { (sources: [SourceFile]) in
            Linter().lint(sources: sources).findings.filter { $0.ruleID == "text-clipped" }.map { "\($0.path):\($0.line)" }
        }
        let row = Self.source("AppRow", "HStack { CategoryName().font(.system(size: 14, weight: .medium)) }")
        let card = Self.source("AppCard", "VStack { CategoryName() }.minimumScaleFactor(0.5)")
        #expect(clipped([name, row, card]).isEmpty)
        let list = Self.source("AppList", "List { CategoryName() }")
        #expect(clipped([name, row, card, list]) == ["CategoryName.swift:3"], "one use where the text grows")
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

    static let appText = """
        @main
        struct PlayerApp: App {
            var body: some Scene { WindowGroup { Library() } }
        }
        """
    static let app = SourceFile(path: "App.swift", text: appText)

    @Test func aViewTypeTheAppNeverNamesIsNotJudged() {
        let preview = SourceFile(path: "Preview.swift", text: "#Preview(\"Art\") { Artwork() }\n"
            + "struct Artwork_Previews: PreviewProvider { static var previews: some View { Artwork() } }\n"
            + "extension Artwork { static let sample = 1 }\n")
        #expect(Self.imageFindings([Self.artwork, Self.app, preview]).isEmpty, "named only by previews")
        #expect(Self.imageFindings([Self.artwork, preview]) == ["Artwork.swift:4"], "no entry point: judged")
        let shelf = Self.source("Library", "ScrollView { Artwork.placeholder }")
        #expect(Self.imageFindings([Self.artwork, Self.app, shelf]) == ["Artwork.swift:4"], "any mention counts")
        let exported = SourceFile(path: "Artwork.swift", text: "public " + Self.artworkText)
        #expect(Self.imageFindings([exported, Self.app]).isEmpty, "public, in a run holding the app: its own package")
        #expect(Self.imageFindings([exported]) == ["Artwork.swift:4"], "public, no entry point: judged")
        let open = SourceFile(path: "Artwork.swift", text: Self.artworkText.replacingOccurrences(of: "struct", with: "open class"))
        #expect(Self.imageFindings([open, Self.app]) == ["Artwork.swift:4"], "open: written for subclasses elsewhere")
    }

    @Test func aCustomViewThatPutsItsContentInAButtonMakesItALabel() {
        let row = SourceFile(path: "Row.swift", text: """
            struct ClickableRow<Content: View>: View {
                let action: () -> Void
                @ViewBuilder let content: Content
                var body: some View { Button(action: action) { HStack { content } } }
            }
            struct Card<Content: View>: View {
                let action: () -> Void
                @ViewBuilder let content: Content
                var body: some View { VStack { content }.onTapGesture(perform: action) }
            }
            """)
        let screen = Self.source("Screen", "List { ClickableRow(action: pick) { Image(\"contact_icon\") }; Card(action: open) { Image(\"promo\") } }")
        #expect(Self.imageFindings([screen]) == ["Screen.swift:3", "Screen.swift:3"], "alone: the rows are unknown")
        #expect(Self.imageFindings([row, screen]) == ["Screen.swift:3"], "the card is not a button; the row is")
        let nested = Self.source("Filters", "VStack { Contacts() }")
        let contacts = Self.source("Contacts", "ClickableRow(action: pick) { Artwork() }")
        #expect(Self.imageFindings([Self.artwork, row, contacts, nested]).isEmpty, "a custom view used inside the row")
    }

    @Test func aTappedCustomViewThatIsAButtonByItsOwnBodyIsNotReported() {
        let rows = SourceFile(path: "Rows.swift", text: """
            struct StopRow: View {
                var body: some View { Text(name).accessibilityAddTraits(.isButton) }
            }
            struct PlainRow: View {
                var body: some View { Text(name) }
            }
            """)
        let list = Self.source("Stops", "List { StopRow().onTapGesture { open() }; PlainRow().onTapGesture { open() } }")
        let taps = { (sources: [SourceFile]) in Self.findings("tap-gesture-not-button", sources) }
        #expect(taps([list]) == ["Stops.swift:3", "Stops.swift:3"], "alone: the rows are unknown")
        #expect(taps([rows, list]) == ["Stops.swift:3"], "StopRow is a button by its own body; PlainRow is not")
    }

    @Test func aViewNamedOnlyByCodeTheAppNeverShowsIsNotJudged() {
        let shelf = Self.source("Shelf", "VStack { Artwork() }")
        let debugMenu = Self.source("ExtrasMenu", "List { Shelf() }")
        let settings = Self.source("Settings", "List {\n#if DEBUG\nExtrasMenu()\n#endif\n}")
        #expect(Self.imageFindings([Self.artwork, Self.app, shelf, debugMenu, settings]).isEmpty,
                "Shelf is named only by ExtrasMenu, which only debug code names")
        let library = Self.source("Library", "List { ExtrasMenu() }")
        #expect(Self.imageFindings([Self.artwork, Self.app, shelf, debugMenu, library]) == ["Artwork.swift:4"],
                "the app shows Library, which shows ExtrasMenu, Shelf and Artwork")
        let cycle = Self.source("Library", "List { Text(title) }")
        let back = Self.source("Shelf", "VStack { Artwork(); ExtrasMenu() }")
        #expect(Self.imageFindings([Self.artwork, Self.app, back, debugMenu, cycle]).isEmpty,
                "two views naming each other, named by nothing shown")
    }

    @Test func aViewNamedOnlyByAPrivateMethodNothingCallsIsNotJudged() {
        let shelf = Self.source("Shelf", "VStack { Artwork() }")
        func library(_ body: String) -> SourceFile {
            SourceFile(path: "Library.swift", text: """
                struct Library: View {
                    var body: some View { \(body) }
                    private func retiredShelf() -> some View { Shelf() }
                }
                """)
        }
        #expect(Self.imageFindings([Self.artwork, Self.app, shelf, library("List { Text(title) }")]).isEmpty)
        #expect(Self.imageFindings([Self.artwork, Self.app, shelf, library("List { retiredShelf() }")]) == ["Artwork.swift:4"])
    }

    @Test func developerToolingFoldersAreNotJudgedInAWholeAppRun() {
        func placed(_ source: SourceFile, in folder: String) -> SourceFile {
            SourceFile(path: "App/\(folder)/\(source.path)", text: String(decoding: source.bytes, as: UTF8.self))
        }
        let app = placed(Self.app, in: "Sources")
        let library = placed(Self.source("Library", "List { ExtrasMenu() }"), in: "Sources")
        let menu = Self.source("ExtrasMenu", "List { Artwork() }")
        for folder in ["Debug", "QA Features", "DeveloperMenu", "debug_tools", "Tests/UITestHost", "ReaderUITests"] {
            #expect(Self.imageFindings([placed(Self.artwork, in: folder), app, library]).isEmpty, "\(folder)")
            #expect(Self.imageFindings([placed(Self.artwork, in: "Sources"), app, library, placed(menu, in: folder)]).isEmpty,
                    "named only by \(folder)")
        }
        let artwork = placed(Self.artwork, in: "Sources")
        #expect(Self.imageFindings([artwork, app, library, placed(menu, in: "Debugging")]) == ["App/Sources/Artwork.swift:4"],
                "Debugging/ is a feature's folder")
        let namedDebug = SourceFile(path: "App/Sources/ArtworkDebugView.swift", text: Self.artworkText)
        #expect(Self.imageFindings([namedDebug, app, library, placed(menu, in: "Sources")]).isEmpty, "a file named for debugging")
        let settings = SourceFile(path: "App/Sources/DeveloperSettingsView.swift", text: Self.artworkText)
        #expect(Self.imageFindings([settings, app, library, placed(menu, in: "Sources")]) == ["App/Sources/DeveloperSettingsView.swift:4"],
                "developer settings may be offered to everyone")
        #expect(Self.imageFindings([placed(Self.artwork, in: "Debug"), placed(menu, in: "Debug")]) == ["App/Debug/Artwork.swift:4"],
                "no entry point: judged")
        let project = [artwork, app, library, placed(menu, in: "Sources")].map {
            SourceFile(path: "Developer/" + $0.path, text: String(decoding: $0.bytes, as: UTF8.self))
        }
        #expect(Self.imageFindings(project) == ["Developer/App/Sources/Artwork.swift:4"],
                "a folder every file shares is the project's, not tooling")
    }

    @Test func aLibrarysDemoAppIsNotJudgedButWhatItShowsIs() {
        func placed(_ source: SourceFile, in folder: String) -> SourceFile {
            SourceFile(path: "Chat/\(folder)/\(source.path)", text: String(decoding: source.bytes, as: UTF8.self))
        }
        let menu = Self.source("ExtrasMenu", "List { Artwork() }")
        for folder in ["ChatExample", "Examples/AdMobIntegrationSample", "Demo"] {
            let demo = [placed(Self.app, in: folder), placed(Self.source("Library", "List { ExtrasMenu() }"), in: folder)]
            #expect(Self.imageFindings(demo + [placed(Self.artwork, in: folder)]).isEmpty, "\(folder): the demo's own views")
            #expect(Self.imageFindings(demo + [placed(Self.artwork, in: "Sources"), placed(menu, in: "Sources")])
                        == ["Chat/Sources/Artwork.swift:4"], "\(folder): the library's views the demo shows")
        }
        let example = [Self.app, Self.source("Library", "List { ExtrasMenu() }"), menu, Self.artwork].map { placed($0, in: "Examples") }
        #expect(Self.imageFindings(example) == ["Chat/Examples/Artwork.swift:4"], "a folder every file shares is the project's")
    }

    @Test func aRetiredCopyOfTheAppIsNotJudged() {
        func placed(_ source: SourceFile, in folder: String) -> SourceFile {
            SourceFile(path: "Find/\(folder)/\(source.path)", text: String(decoding: source.bytes, as: UTF8.self))
        }
        let delegate = SourceFile(path: "AppDelegate.swift", text: "final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        let current = [placed(Self.app, in: "Sources"), placed(Self.source("Library", "List { Artwork() }"), in: "Sources")]
        let retired = [placed(delegate, in: "Archive/Find/Lifecycle"), placed(Self.source("Library", "List { Artwork() }"), in: "Archive/Find"),
                       placed(Self.artwork, in: "Archive/Find/Views")]
        #expect(Self.imageFindings(current + retired).isEmpty, "the old app's own views")
        let feature = [placed(Self.artwork, in: "Sources/Archive"), placed(Self.source("Shelf", "List { Artwork() }"), in: "Sources/Archive")]
        #expect(Self.imageFindings(current + feature) == ["Find/Sources/Archive/Artwork.swift:4"],
                "a feature's folder named Archive, with no app of its own, ships")
        let currentDelegate = placed(delegate, in: "Sources")
        #expect(Self.imageFindings([currentDelegate] + current + retired).isEmpty, "beside a current app delegate")
        #expect(Self.imageFindings(retired + [placed(Self.app, in: "Archive/Find")]) == ["Find/Archive/Find/Views/Artwork.swift:4"],
                "the run's only app is the one that ships")
    }

    @Test func factoriesAndClassesOnlyCodeMakesAreJudgedWhereTheAppReachesThem() {
        let buttonsText = """
            extension UIButton {
                static func closeButton() -> UIButton {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(named: "close"), for: .normal)
                    return button
                }
            }
            final class BriefHeader: UIView {
                let menu = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    menu.setImage(UIImage(named: "more"), for: .normal)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let buttons = SourceFile(path: "Buttons.swift", text: buttonsText)
        let lines = { (sources: [SourceFile]) in
            Linter().lint(sources: sources).findings.filter { $0.ruleID == "button-image-only" }.map { "\($0.path):\($0.line)" }
        }
        let entry = { (body: String) in
            SourceFile(path: "AppDelegate.swift", text: "@main\nfinal class AppDelegate: UIResponder {\n    func start() {\n\(body)\n    }\n}\n")
        }
        #expect(lines([buttons]) == ["Buttons.swift:4", "Buttons.swift:12"], "no entry point: judged")
        #expect(lines([buttons, entry("")]).isEmpty, "nothing calls or makes them")
        #expect(lines([buttons, entry("func bind(_ header: BriefHeader) {}")]).isEmpty, "a parameter type makes nothing")
        #expect(lines([buttons, entry("#if DEBUG\nshow(BriefHeader(), UIButton.closeButton())\n#endif")]).isEmpty,
                "made only in debug builds")
        #expect(lines([buttons, entry("show(BriefHeader(), .closeButton())")]) == ["Buttons.swift:4", "Buttons.swift:12"])
        #expect(lines([buttons, entry("show(BriefHeader(), closeButton)\ncloseButton.isHidden = true")]) == ["Buttons.swift:12"],
                "a property named like the factory does not call it")
        #expect(lines([buttons, entry("let make = UIButton.closeButton\nshow(make())")]) == ["Buttons.swift:4"],
                "named as a member")
        let decodable = SourceFile(path: "Buttons.swift", text: buttonsText.replacingOccurrences(of: "{ fatalError() }", with: "{ super.init(coder: coder) }"))
        #expect(lines([decodable, entry("")]) == ["Buttons.swift:12"], "a storyboard may make it")
    }

    @Test func aClassAStoryboardMayMakeIsJudgedWhenTheRunReadItsStoryboards() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let write = { (name: String, text: String) in
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("Favorites.swift", """
            final class FavoritesViewController: UIViewController {
                let close = UIButton(type: .system)
                override func viewDidLoad() {
                    close.setImage(UIImage(named: "close"), for: .normal)
                }
            }
            """)
        try write("AppDelegate.swift", "@main\nfinal class AppDelegate: UIResponder {}\n")
        let lines = { Linter().lint(paths: [folder.path]).findings.filter { $0.ruleID == "button-image-only" }.map(\.line) }
        #expect(lines() == [4], "no storyboard read: one the run does not hold may make it")
        try write("Info.plist", "<plist><dict><key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>")
        #expect(lines() == [4], "a property list alone does not show the storyboards were read")
        try write("LaunchScreen.storyboard", "<document><scenes><scene sceneID=\"1\"/></scenes></document>")
        #expect(lines().isEmpty, "no file of the run names it")
        try write("Main.storyboard", "<viewController customClass=\"FavoritesViewController\" customModule=\"App\"/>")
        #expect(lines() == [4], "a storyboard makes it")
    }

    @Test func theEntryPointAndTheMentionsMayBeInContextFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-dead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let artwork = folder.appendingPathComponent("Artwork.swift")
        try Self.artworkText.write(to: artwork, atomically: true, encoding: .utf8)
        try Self.appText.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let lint = { Linter().lint(paths: [artwork.path], context: [folder.path]).findings.map(\.line) }
        #expect(lint().isEmpty)
        try "struct Library: View { var body: some View { Artwork() } }"
            .write(to: folder.appendingPathComponent("Library.swift"), atomically: true, encoding: .utf8)
        #expect(lint() == [4])
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

    @Test func contextFilesCountForUsesButAreNotReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-context-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let episode = Self.source("Episode", "Link(destination: url) { Artwork() }")
        let broken = Self.source("Broken", "Button(action: close) { Image(\"ic_close\") }")
        for file in [Self.artwork, episode, broken] {
            try Data(file.bytes).write(to: folder.appendingPathComponent(file.path))
        }
        let artworkPath = folder.appendingPathComponent("Artwork.swift").path
        let alone = Linter().lint(paths: [artworkPath])
        #expect(alone.findings.map(\.ruleID) == ["image-missing-label"])
        let withContext = Linter().lint(paths: [artworkPath], context: [folder.path])
        #expect(withContext.findings.isEmpty, "the use in Episode.swift covers it; Broken.swift is not reported")
        #expect(withContext.files == [artworkPath])
        // Linting an unsaved buffer: the stale copy on disk is not read as context.
        let edited = SourceFile(path: folder.appendingPathComponent("Episode.swift").path,
                                text: "struct Episode: View {\n    var body: some View {\n        Artwork()\n    }\n}\n")
        let run = Linter().lint(sources: [Self.artwork, edited], context: [folder.path])
        #expect(run.findings.map { "\($0.path):\($0.line)" } == ["Artwork.swift:4"])
    }

    /// The findings of `rule` in `sources`, as `file:line`.
    /// The rule's findings, with the rule switched on (some are off by default).
    static func findings(_ rule: String, _ sources: [SourceFile]) -> [String] {
        var options = LintOptions()
        options.enabledRules = [rule]
        return Linter(options: options).lint(sources: sources).findings.filter { $0.ruleID == rule }.map { "\($0.path):\($0.line)" }
    }

    /// One mechanism: a view in a helper property of the same file and the
    /// same view in a custom type used from another file are silenced by the
    /// same conditions.
    @Test(arguments: [
        ("heading-missing-trait", "VStack { Text(\"Settings\").font(.title); SettingsList() }", "List { }.toolbar { PLACE }", true),
        ("heading-missing-trait", "VStack { Text(\"Settings\").font(.title); SettingsList() }", "Section(header: PLACE) { Text(\"Row\") }", true),
        ("heading-missing-trait", "VStack { Text(\"Settings\").font(.title); SettingsList() }", "VStack { PLACE; Text(\"Row\") }", false),
        ("unlabeled-control", "Slider(value: $volume)", "LabeledContent(\"Volume\") { PLACE }", true),
        ("unlabeled-control", "Picker(selection: $mode) { Text(\"A\") }", "VStack { PLACE }.pickerStyle(.segmented)", true),
        ("unlabeled-control", "Slider(value: $volume)", "VStack { PLACE }", false),
    ])
    func helpersInTheFileAndTypesInOtherFilesAgree(rule: String, view: String, use: String, silenced: Bool) {
        let inFile = SourceFile(path: "Screen.swift", text: """
            struct Screen: View {
                var part: some View {
                    \(view)
                }
                var body: some View {
                    \(use.replacingOccurrences(of: "PLACE", with: "part"))
                }
            }
            """)
        let part = Self.source("Part", view)
        let screen = Self.source("Screen", use.replacingOccurrences(of: "PLACE", with: "Part()"))
        #expect(Self.findings(rule, [inFile]) == (silenced ? [] : ["Screen.swift:3"]), "helper in the file: \(use)")
        #expect(Self.findings(rule, [part, screen]) == (silenced ? [] : ["Part.swift:3"]), "type in another file: \(use)")
    }

    @Test func theUseIndexReplacesOneFilesPart() {
        let inLink = ScopeUse(scope: .type("Artwork"), held: ContextConditions([.controlLabel]), outer: .type("Episode"))
        let plain = ScopeUse(scope: .type("Artwork"), held: [], outer: .type("Header"))
        var index = UseIndex()
        index.update("Episode.swift", uses: [inLink])
        index.update("Header.swift", uses: [plain])
        #expect(index.uses == [inLink, plain])
        index.update("Header.swift", uses: [])
        #expect(index.uses == [inLink])
        index.remove("Episode.swift")
        #expect(index.uses.isEmpty)
    }

    @Test func aUIKitClassIsAnsweredByItsExtensionsAndSuperclassesInOtherFiles() {
        let card = SourceFile(path: "Card.swift", text: """
            final class Card: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pin)))
                }
            }
            final class Dial: BaseDial {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityTraits = .adjustable
                }
            }
            """)
        // gesture-without-alternative is off by default: switched on here.
        var options = LintOptions()
        options.enabledRules.insert("gesture-without-alternative")
        let rules = { (sources: [SourceFile]) in
            Linter(options: options).lint(sources: sources).findings.map { "\($0.path):\($0.line) \($0.ruleID)" }
        }
        #expect(rules([card]) == ["Card.swift:4 gesture-without-alternative", "Card.swift:7 adjustable-without-actions"])
        let actions = SourceFile(path: "Card+Actions.swift", text: """
            extension Card {
                override var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { [] } set {} }
            }
            class BaseDial: UIControl {
                override func accessibilityIncrement() {}
            }
            """)
        #expect(rules([card, actions]) == ["Card.swift:7 adjustable-without-actions"], "decrement is still missing")
        let decrement = SourceFile(path: "BaseDial+Decrement.swift", text: """
            extension BaseDial {
                override func accessibilityDecrement() {}
            }
            """)
        #expect(rules([card, actions, decrement]).isEmpty)
    }

    /// Two apps of one run with a same-named class: the merge of their class
    /// facts does not depend on the order files finish in (it once did).
    @Test func sameNamedClassesMergeTheSameWayInEveryOrder() {
        var options = LintOptions()
        options.enabledRules = ["modal-missing-escape"]
        let first = SourceFile(path: "A/ShareViewController.swift", text: """
            class ShareViewController: BaseController {
                func close() { dismiss(animated: true) }
                func setUp() { modalPresentationStyle = .fullScreen }
            }
            """)
        let second = SourceFile(path: "B/ShareViewController.swift", text: """
            class ShareViewController: UINavigationController {
                func done() { dismiss(animated: true) }
            }
            """)
        let runs = [[first, second], [second, first]].flatMap { sources in
            (1...3).map { jobs -> [String] in
                options.jobs = jobs
                return Linter(options: options).lint(sources: sources).findings.map { "\($0.path):\($0.line)" }
            }
        }
        #expect(Set(runs).count == 1, "\(runs)")
        #expect(runs.first == ["A/ShareViewController.swift:1"], "the first superclass in path order is kept")
    }
}
