/// The folders and files of an app that hold its developers' own tools, by
/// the names teams give them: a folder whose name has the word `Debug`, `QA`,
/// `Developer` or `Tests` (`Debug/`, `DebugMenu/`, `QA Features/`,
/// `Developer/`, a UI-test host app under `Tests/`, `AppUITests/`), or
/// a file whose name has `Debug` or `QA` (`FeatureFlagsDebugView.swift`).
/// What is built there — a debug menu, a QA switchboard, a state
/// inspector — is reached only by the app's developers and testers. Only
/// folders below the one every file of the run shares count, so a project
/// kept in `~/Developer` is not all tooling.
///
/// A library's demo apps (a folder whose name has the word `Example`,
/// `Examples`, `Sample`, `Samples`, `Demo` or `Demos`: `ChatExample/`,
/// `Examples/AdMobIntegrationSample/`) ship to no one either, but what they
/// show is the library's own views: their findings are dropped, their
/// names still count.
///
/// A retired copy of the app kept beside the one that ships counts as
/// tooling: a folder whose name has the word `Archive`, `Archived`,
/// `Retired`, `Deprecated` or `Old` and that holds an app of its own (an
/// `AppDelegate.swift` or `SceneDelegate.swift` inside it), when the run
/// has such a file, or an entry point, outside every such folder too.
struct DeveloperTooling {
    /// The path components every file of the run shares.
    private let sharedDepth: Int
    /// The folders holding a retired copy of the app, as path components.
    private let retiredApps: [[Substring]]
    /// Whether each folder of the run's files is tooling, and whether it is a demo app, worked out once.
    private let folders: [Substring: (isTooling: Bool, isDemo: Bool)]

    /// `entryPoints`: the files that declare the app's entry point (`@main`).
    init(paths: some Collection<String>, entryPoints: some Collection<String> = [String]()) {
        var shared: [Substring]?
        for path in paths {
            let folders = path.split(separator: "/").dropLast()
            guard let current = shared else { shared = Array(folders); continue }
            shared = Array(zip(current, folders).prefix { $0 == $1 }.map(\.0))
        }
        let depth = shared?.count ?? 0
        sharedDepth = depth
        var retired: [[Substring]] = []
        var apps: [[Substring]] = []
        for path in paths where Self.appEntryFiles.contains(Self.split(path).file) {
            let names = Self.split(path).folder.split(separator: "/")
            if let last = names.indices.dropFirst(depth).first(where: { Self.names(names[$0], oneOf: Self.retiredWords) }) {
                retired.append(Array(names[...last]))
            } else {
                apps.append(names)
            }
        }
        apps += entryPoints.map { Self.split($0).folder.split(separator: "/") }
        // Only beside an app that ships: a run whose one app sits in `OldOS/` is that app.
        let hasCurrentApp = apps.contains { app in !retired.contains { app.starts(with: $0) } }
        retiredApps = hasCurrentApp ? retired : []
        var folders: [Substring: (isTooling: Bool, isDemo: Bool)] = [:]
        for path in paths {
            let folder = Self.split(path).folder
            if folders[folder] == nil { folders[folder] = Self.kind(of: folder, below: depth, retiredApps: retired) }
        }
        self.folders = folders
    }

    /// Whether the file at `path` sits in a developer-tooling folder, or its
    /// name says it is one (`FeatureFlagsDebugView.swift`).
    func contains(_ path: String) -> Bool {
        let (folder, file) = Self.split(path)
        let name = file.lastIndex(of: ".").map { file[..<$0] } ?? file
        return kind(of: folder).isTooling || Self.names(name, oneOf: Self.fileWords)
    }

    /// Whether the file at `path` is developer tooling or part of a demo app:
    /// nothing found there reaches users.
    func hidesFindings(at path: String) -> Bool {
        contains(path) || kind(of: Self.split(path).folder).isDemo
    }

    private func kind(of folder: Substring) -> (isTooling: Bool, isDemo: Bool) {
        folders[folder] ?? Self.kind(of: folder, below: sharedDepth, retiredApps: retiredApps)
    }

    private static func split(_ path: String) -> (folder: Substring, file: Substring) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path[...]) }
        return (path[..<slash], path[path.index(after: slash)...])
    }

    private static func kind(of folder: Substring, below depth: Int, retiredApps: [[Substring]])
        -> (isTooling: Bool, isDemo: Bool) {
        let all = folder.split(separator: "/")
        let names = all.dropFirst(depth)
        let isRetired = retiredApps.contains { all.starts(with: $0) }
        return (isRetired || names.contains { Self.names($0, oneOf: folderWords) }, names.contains { Self.names($0, oneOf: demoWords) })
    }

    /// Words of a folder's name that mark developer tooling.
    static let folderWords: Set<String> = ["debug", "qa", "developer", "tests"]
    /// Words of a folder's name that mark a library's demo app.
    static let demoWords: Set<String> = ["example", "examples", "sample", "samples", "demo", "demos"]
    /// Words of a folder's name that mark a retired copy of the app, when it holds one.
    static let retiredWords: Set<String> = ["archive", "archived", "retired", "deprecated", "old"]
    /// The files only an app of its own has.
    static let appEntryFiles: Set<Substring> = ["AppDelegate.swift", "SceneDelegate.swift"]
    /// Words of a file's name that do: a `DeveloperSettingsView` may be a
    /// settings screen the app offers everyone.
    static let fileWords: Set<String> = ["debug", "qa"]

    /// `DebugMenu`, `QA Features`, `QAFeaturesView`, `developer`: a word of
    /// the name, split at spaces, underscores, hyphens, `+` and case changes,
    /// is one of `toolingWords` (`Debugging`, a feature users turn on, is not).
    static func names(_ name: Substring, oneOf toolingWords: Set<String>) -> Bool {
        // Most names hold no such word at all: looked for before splitting.
        let lowered = name.lowercased()
        guard toolingWords.contains(where: { lowered.contains($0) }) else { return false }
        return NameWords.words(of: name).contains(where: toolingWords.contains)
    }
}
