@testable import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

/// Code built only for macOS has no Dynamic Type: the rules about text size
/// leave it alone, whether a `#if`, an import, a folder or the package's
/// manifest says so.
@Suite("macOS-only code") struct PlatformTests {
    static let fixedFont = "struct Title: View {\n    var body: some View {\n        Text(\"Hi\").font(.system(size: 13))\n    }\n}\n"

    static func manifest(_ platforms: String) -> SourceFile {
        SourceFile(path: "Package.swift", text: """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                // platforms: [.iOS(.v16)] is only a comment
                platforms: [\(platforms)],
                targets: [.target(name: "Kit")]
            )
            """)
    }

    @Test func aManifestNamingOnlyMacOSIsMacOnly() {
        #expect(PackagePlatforms.manifest(Self.manifest(".macOS(.v13)")).isMacOnly)
        #expect(!PackagePlatforms.manifest(Self.manifest(".macOS(.v13), .iOS(.v16)")).isMacOnly)
        #expect(!PackagePlatforms.manifest(Self.manifest(".iOS(.v16)")).isMacOnly)
        #expect(!PackagePlatforms.manifest(SourceFile(path: "Package.swift", text: "let package = Package(name: \"Kit\")")).isMacOnly)
    }

    @Test func aManifestWithAnIOSMinimumBelow14PredatesIt() {
        for platforms in [".iOS(.v13)", ".iOS(.v13_4), .macOS(.v10_15)", ".iOS(\"13.5\")"] {
            #expect(PackagePlatforms.manifest(Self.manifest(platforms)).predatesIOS14, "\(platforms)")
        }
        for platforms in [".iOS(.v14)", ".iOS(\"15.0\")", ".macOS(.v13)"] {
            #expect(!PackagePlatforms.manifest(Self.manifest(platforms)).predatesIOS14, "\(platforms)")
        }
    }

    @Test func filesUnderAMacFolderAreMacOnly() {
        #expect(PackagePlatforms.isInMacFolder("App/macOS/Views/Banner.swift"))
        #expect(PackagePlatforms.isInMacFolder("apps/Mac/Banner.swift"))
        #expect(PackagePlatforms.isInMacFolder("Sources/Home-macOS/Recents/Row.swift"))
        #expect(PackagePlatforms.isInMacFolder("Player/tvOS/Countdown.swift"))
        #expect(PackagePlatforms.isInMacFolder("Meshtastic TV/Map/MapView.swift"))
        #expect(PackagePlatforms.isInMacFolder("FoqosMac/MenuBarContentView.swift"))
        #expect(PackagePlatforms.isInMacFolder("Apps/ReaderMacOS/Window.swift"))
        #expect(!PackagePlatforms.isInMacFolder("Features/LiveTVGuide/Row.swift"))
        #expect(!PackagePlatforms.isInMacFolder("Features/MacroTracker/Row.swift"))
        #expect(!PackagePlatforms.isInMacFolder("App/iOS/Banner.swift"))
        #expect(!PackagePlatforms.isInMacFolder("App/MacCatalyst/Banner.swift"))
        #expect(!PackagePlatforms.isInMacFolder("Sources/macOS.swift"))
        // A file right inside the folder, as the walk of a run finds it.
        #expect(PackagePlatforms.platforms(of: ["apps/Mac/Banner.swift", "apps/iOS/Banner.swift"]) == ["apps/Mac/Banner.swift": FilePlatforms(isMacOnly: true)])
    }

    @Test func filesUnderAWatchFolderAreAWatchApp() {
        #expect(PackagePlatforms.isInWatchFolder("FreeAPSWatch WatchKit Extension/Views/BolusView.swift"))
        #expect(PackagePlatforms.isInWatchFolder("Apps/Meshtastic Watch/Main.swift"))
        #expect(PackagePlatforms.isInWatchFolder("Targets/WatchApp/Views/Row.swift"))
        #expect(PackagePlatforms.isInWatchFolder("Sources/watchOS/Row.swift"))
        #expect(!PackagePlatforms.isInWatchFolder("Features/Watchlist/Row.swift"))
        #expect(!PackagePlatforms.isInWatchFolder("Features/WatchHistory/Row.swift"))
        #expect(!PackagePlatforms.isInWatchFolder("Sources/Watch.swift"))
    }

    /// Folders above the repository's root are where the checkout is kept, not the app's platforms.
    @Test func foldersAboveTheRepositoryDoNotCount() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-roots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("FitWatch/JohnsMac")
        let sources = folder.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let path = sources.appendingPathComponent("Row.swift").path
        #expect(PackagePlatforms.platforms(of: [path]).isEmpty)
        #expect(PackagePlatforms.isInWatchFolder(Substring(path)) && PackagePlatforms.isInMacFolder(Substring(path)))
    }

    /// A watch button's default style draws a platter around its label: the
    /// label's frame is not what is hit, unless a plain style draws none.
    @Test func aWatchButtonIsMeasuredByItsLabelOnlyWithAPlainStyle() {
        let code = """
            struct BolusView: View {
                var body: some View {
                    HStack {
                        Button(action: cancel) { Image(systemName: "xmark").frame(width: 30, height: 30) }
                        Button(action: enact) { Image(systemName: "checkmark").frame(width: 30, height: 30) }
                            .buttonStyle(.plain)
                    }
                }
            }
            """
        let lines = { (path: String) in
            Linter().lint(sources: [SourceFile(path: path, text: code)]).findings.filter { $0.ruleID == "small-hit-target" }.map(\.line)
        }
        #expect(lines("Watch App/BolusView.swift") == [5])
        #expect(lines("App/BolusView.swift") == [4, 5])
    }

    @Test func aMacOnlyPackageGetsNoTextSizeFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-platforms-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, platforms) in [("MacKit", ".macOS(.v13)"), ("PhoneKit", ".iOS(.v16), .macOS(.v13)")] {
            let sources = folder.appendingPathComponent("\(name)/Sources/\(name)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try String(decoding: Self.manifest(platforms).bytes, as: UTF8.self)
                .write(to: folder.appendingPathComponent("\(name)/Package.swift"), atomically: true, encoding: .utf8)
            try Self.fixedFont.write(to: sources.appendingPathComponent("Title.swift"), atomically: true, encoding: .utf8)
        }
        let run = Linter().lint(paths: [folder.path])
        let fonts = run.findings.filter { $0.ruleID == "fixed-font-size" }.map(\.path)
        #expect(fonts.count == 1)
        #expect(fonts.first?.hasSuffix("PhoneKit/Sources/PhoneKit/Title.swift") == true)
    }

    /// A project file as Xcode writes it, with an app target (and a unit-test
    /// target when `tests` is given; the app's settings based on an
    /// `.xcconfig` file when `configurationFile`); each setting on its own line.
    static func project(_ settings: String, target: String = "", tests: String? = nil, configurationFile: Bool = false) -> String {
        let indent = { (text: String) in text.split(separator: "\n").map { "\t\t\t\t\($0)" }.joined(separator: "\n") }
        var targets = [("App", "application", target)]
        if let tests { targets.append(("AppTests", "bundle.unit-test", tests)) }
        let owners = [("P", "PBXProject \"App\"", settings)] + targets.map { ($0.0, "PBXNativeTarget \"\($0.0)\"", $0.2) }
        let configurations = owners.map { id, owner, settings in
            """
            \t\t\(id)1 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\t\(configurationFile && id == "App" ? "baseConfigurationReference = C1 /* App.xcconfig */;" : "")
            \t\t\tbuildSettings = {
            \(indent(settings))
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\t\(id)2 /* Build configuration list for \(owner) */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t\(id)1 /* Debug */,
            \t\t\t);
            \t\t};
            """
        }
        let nativeTargets = targets.map { name, type, _ in
            """
            \t\t\(name)3 /* \(name) */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = \(name)2 /* Build configuration list for PBXNativeTarget "\(name)" */;
            \t\t\tname = \(name);
            \t\t\tproductType = "com.apple.product-type.\(type)";
            \t\t};
            """
        }
        return """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\t21A0 /* AppKit.framework */ = {isa = PBXFileReference; sourceTree = SDKROOT; };
            \t\tP3 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = P2 /* Build configuration list for PBXProject "App" */;
            \t\t};
            \((configurations + nativeTargets).joined(separator: "\n"))
            \t};
            }
            """
    }

    @Test func anXcodeProjectsBuildSettingsSayWhereItsTargetsRun() {
        func settings(_ project: String, target: String = "") -> [XcodeProjectPlatforms.Settings] {
            XcodeProjectPlatforms.Project(Array(Self.project(project, target: target).utf8)).targetSettings
        }
        #expect(settings("SDKROOT = macosx;\nMACOSX_DEPLOYMENT_TARGET = 12.0;").map(\.mayBuildForTouch) == [false])
        #expect(settings("SDKROOT = auto;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";").map(\.mayBuildForTouch) == [true])
        // Each setting is the target's own, else its project's.
        #expect(settings("SDKROOT = iphoneos;", target: "SDKROOT = macosx;").map(\.mayBuildForTouch) == [false])
        #expect(settings("SUPPORTED_PLATFORMS = \"iphoneos macosx\";", target: "SDKROOT = macosx;").map(\.mayBuildForTouch) == [true])
        #expect(settings("IPHONEOS_DEPLOYMENT_TARGET = 12.1;", target: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;").map(\.iOSMinimum?.description) == ["15"])
        #expect(settings("IPHONEOS_DEPLOYMENT_TARGET = 13.4;").map(\.iOSMinimum?.description) == ["13.4"])
        // A test bundle ships nothing, whatever it inherits.
        let tested = Self.project("IPHONEOS_DEPLOYMENT_TARGET = 12.1;", target: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", tests: "")
        #expect(XcodeProjectPlatforms.Project(Array(tested.utf8)).targetSettings.map(\.iOSMinimum?.description) == ["15"])
        // What a target leaves to an .xcconfig file is unknown; an SDK no file sets may be iOS.
        let based = Self.project("SDKROOT = macosx;\nIPHONEOS_DEPLOYMENT_TARGET = 15.0;", configurationFile: true)
        #expect(XcodeProjectPlatforms.Project(Array(based.utf8)).targetSettings.map(\.mayBuildForTouch) == [true])
        #expect(XcodeProjectPlatforms.Project(Array(based.utf8)).targetSettings.map(\.iOSMinimum) == [nil])
        #expect(settings("MACOSX_DEPLOYMENT_TARGET = 12.0;").map(\.mayBuildForTouch) == [true])
        // Windows line ends.
        let crlf = Self.project("SDKROOT = macosx;").replacingOccurrences(of: "\n", with: "\r\n")
        #expect(XcodeProjectPlatforms.Project(Array(crlf.utf8)).targetSettings.map(\.mayBuildForTouch) == [false])
    }

    @Test func anXcodeProjectBuildingOnlyForMacOSGetsNoTextSizeFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let apps = [("MacApp", "SDKROOT = macosx;"), ("PhoneApp", "SDKROOT = iphoneos;"),
                    ("BothApp", "SDKROOT = auto;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"),
                    ("SettingsElsewhere", "MACOSX_DEPLOYMENT_TARGET = 12.0;")]
        for (name, settings) in apps {
            let project = folder.appendingPathComponent("\(name)/\(name).xcodeproj")
            let sources = folder.appendingPathComponent("\(name)/\(name)/Views")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Self.project(settings).write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
            try Self.fixedFont.write(to: sources.appendingPathComponent("Title.swift"), atomically: true, encoding: .utf8)
        }
        let run = Linter().lint(paths: [folder.path])
        let fonts = run.findings.filter { $0.ruleID == "fixed-font-size" }.map { $0.path.split(separator: "/").suffix(4).first ?? "" }
        #expect(fonts.sorted() == ["BothApp", "PhoneApp", "SettingsElsewhere"])
    }

    @Test func anXcodeProjectSupportingIOS13KeepsTheOldModifiers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, target) in [("Old", "13.0"), ("New", "15.0")] {
            let app = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: app.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
            // The project's own minimum is 12.1; the target's decides.
            try Self.project("SDKROOT = iphoneos;\nIPHONEOS_DEPLOYMENT_TARGET = 12.1;", target: "IPHONEOS_DEPLOYMENT_TARGET = \(target);")
                .write(to: app.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
            try "struct Row: View {\n    var body: some View {\n        Image(\"logo\").accessibility(label: Text(\"Logo\"))\n    }\n}\n"
                .write(to: app.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
        }
        let deprecated = Linter().lint(paths: [folder.path]).findings.filter { $0.ruleID == "deprecated-accessibility-modifier" }
        #expect(deprecated.map { $0.path.hasSuffix("New/Row.swift") } == [true])
    }

    @Test func versionsAreComparedPartByPart() {
        #expect(OSVersion("v13_4")! < OSVersion("\"14.0\"")!)
        #expect(OSVersion("15")! == OSVersion("15.0")!)
        #expect(OSVersion("15.4")! > OSVersion("15")!)
        #expect(OSVersion("v") == nil)
    }

    @Test func onlyFallbacksOfChecksNamingOnlyIOSAtOrBelowTheMinimumAreUnsupported() {
        let tree = SyntaxTree(source: SourceFile(path: "Checks.swift", text: """
            func body() {
                if #available(iOS 15, *) { a() } else { old1() }
                guard #available(iOS 14.5, *) else { old2(); return }
                if #unavailable(iOS 15) { old3() }
                if #available(iOS 15.4, *) { b() } else { newer4() }
                if #available(iOS 15.0.1, *) { c() } else { newer5() }
                if #available(iOS 15, macOS 12, *) { d() } else { mac6() }
            }
            """))
        let text = String(decoding: tree.source.bytes, as: UTF8.self).utf8
        let covered = AvailabilityCheck.unsupportedFallbacks(in: tree, iOSMinimum: OSVersion("15")).map { range in
            String(decoding: Array(text)[range], as: UTF8.self)
        }
        #expect(covered.contains { $0.contains("old1") } && covered.contains { $0.contains("old2") } && covered.contains { $0.contains("old3") })
        #expect(!covered.contains { $0.contains("newer4") || $0.contains("newer5") || $0.contains("mac6") || $0.contains("a()") })
        #expect(AvailabilityCheck.unsupportedFallbacks(in: tree, iOSMinimum: nil).isEmpty)
    }

    @Test func aFallbackForAnIOSTheProjectNoLongerSupportsIsNotJudged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let editor = """
            struct NoteEditor: View {
                @Binding var note: String

                var body: some View {
                    if #available(iOS 15, *) {
                        TextField("Note", text: $note)
                    } else {
                        TextField("", text: $note)
                    }
                }
            }
            """
        for (name, target) in [("Supported", "14.0"), ("Unsupported", "15.0")] {
            let app = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: app.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
            try Self.project("SDKROOT = iphoneos;\nIPHONEOS_DEPLOYMENT_TARGET = \(target);")
                .write(to: app.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
            try editor.write(to: app.appendingPathComponent("NoteEditor.swift"), atomically: true, encoding: .utf8)
        }
        let unlabeled = Linter().lint(paths: [folder.path]).findings.filter { $0.ruleID == "unlabeled-control" }
        #expect(unlabeled.map { "\($0.path.hasSuffix("Supported/NoteEditor.swift")):\($0.line)" } == ["true:8"])
    }

    @Test func importingAppKitOutsideAnIfMakesTheWholeFileMacOnly() {
        let appKit = "import AppKit\n" + Self.fixedFont
        let either = "#if os(macOS)\nimport AppKit\n#else\nimport UIKit\n#endif\n" + Self.fixedFont
        let rules = { (code: String) in Linter().lint(SourceFile(path: "T.swift", text: code)).map(\.ruleID) }
        #expect(!rules(appKit).contains("fixed-font-size"))
        #expect(rules(either).contains("fixed-font-size"))
    }

    @Test func onlyTheMacBranchOfAnIfIsMacOnly() {
        let code = """
            #if os(macOS) && !targetEnvironment(macCatalyst)
            let a = Text("a").font(.system(size: 11))
            #elseif os(iOS)
            let b = Text("b").font(.system(size: 12))
            #else
            let c = Text("c").font(.system(size: 13))
            #endif
            #if !os(macOS)
            let d = Text("d").font(.system(size: 14))
            #endif
            #if os(iOS) || os(macOS)
            let e = Text("e").font(.system(size: 15))
            #endif
            """
        let lines = Linter().lint(SourceFile(path: "T.swift", text: code)).filter { $0.ruleID == "fixed-font-size" }.map(\.line)
        #expect(lines == [4, 6, 9, 12])
    }
}
