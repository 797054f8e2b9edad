import A11yLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file's folders and its package's manifest (or a manifest alone)
/// say about where it runs.
public struct FilePlatforms: Sendable, Equatable {
    /// Built only for macOS or tvOS.
    public var isMacOnly: Bool
    /// The oldest iOS its package or project supports, when it says.
    public var iOSMinimum: OSVersion?
    /// A watch app's (`PackagePlatforms.isInWatchFolder`), where a button's
    /// default style draws a platter around its label.
    public var isWatch: Bool

    public init(isMacOnly: Bool = false, iOSMinimum: OSVersion? = nil, isWatch: Bool = false) {
        self.isMacOnly = isMacOnly
        self.iOSMinimum = iOSMinimum
        self.isWatch = isWatch
    }

    /// It supports an iOS older than 14, where SwiftUI's
    /// `.accessibilityLabel(_:)` family does not exist yet.
    public var predatesIOS14: Bool {
        iOSMinimum.map { $0 < OSVersion("14")! } ?? false
    }
}

/// Which files build only for macOS: those under a folder named for macOS
/// (`macOS`, `macos`, `Mac`, `AppKit`, or ending in one: `Home-macOS`; the
/// convention of apps that ship on both) or for tvOS (`tvOS`, or ending in
/// `TV`: `Meshtastic TV`), and those of a Swift package whose manifest — the nearest
/// `Package.swift` above the file, stopping at a repository's root — lists
/// only `.macOS` in its `platforms:`, or of Xcode projects that build only
/// for macOS (`XcodeProjectPlatforms`, when they are nearer than a manifest). macOS and tvOS have no Dynamic Type
/// (nor touch), so the rules about text size and touch targets leave those files alone. (A manifest's
/// `platforms:` sets minimum versions; a package that names only macOS
/// there is taken at its word.) The same manifest tells the oldest iOS the
/// package supports (`.iOS(.v13)`, `.iOS("13.5")`; for a project, `XcodeProjectPlatforms`).
enum PackagePlatforms {
    /// The platforms of each of `paths` about which its folders, package or project say anything.
    /// Folder names count below the repository's root (the nearest folder
    /// holding `.git`), so a checkout kept in `~/Code/FitWatch` or on a disk
    /// named `JohnsMac` is not all watch or Mac code.
    static func platforms(of paths: [String]) -> [String: FilePlatforms] {
        var byDirectory: [String: FilePlatforms] = [:]
        var roots: [String: String] = [:]
        var folders: [String: FilePlatforms] = [:]
        var found: [String: FilePlatforms] = [:]
        for path in paths {
            let directory = parent(of: path)
            let platforms: FilePlatforms
            if let known = folders[directory] {
                platforms = known
            } else {
                let manifest = nearestManifest(above: directory, memo: &byDirectory)
                let inRepository = path.dropFirst(repositoryRoot(above: directory, memo: &roots).count)
                platforms = FilePlatforms(isMacOnly: isInMacFolder(inRepository) || manifest.isMacOnly,
                                          iOSMinimum: manifest.iOSMinimum, isWatch: isInWatchFolder(inRepository))
                folders[directory] = platforms
            }
            if platforms != FilePlatforms() { found[path] = platforms }
        }
        return found
    }

    /// The nearest folder above `directory` (itself included) holding `.git`,
    /// as a prefix of the paths below it ("" when there is none, or when it
    /// is the working folder of a relative path).
    private static func repositoryRoot(above directory: String, memo: inout [String: String]) -> String {
        var passed: [String] = []
        var current = directory
        var answer = ""
        for _ in 0..<64 {
            if let known = memo[current] { answer = known; break }
            passed.append(current)
            if access(current + "/.git", F_OK) == 0 {
                answer = current == "." ? "" : current
                break
            }
            let next = parent(of: current)
            if next == current { break }
            current = next
        }
        for directory in passed { memo[directory] = answer }
        return answer
    }

    /// Folder names that hold an app's macOS-only (or tvOS-only) code.
    static let macFolders: Set<Substring> = ["macOS", "macos", "MacOS", "Mac", "AppKit", "tvOS", "tvos", "TVOS", "TV"]

    /// A folder named for macOS, or whose name's last word is (`Home-macOS`,
    /// `Reader_Mac`, or joined by case: `FoqosMac`, `ReaderMacOS`; not
    /// `LiveTV`, which may be a feature).
    static func isInMacFolder(_ path: Substring) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            if macFolders.contains(folder) || folder.split(whereSeparator: { "-_ .".contains($0) }).last.map(macFolders.contains) == true {
                return true
            }
            guard folder.lowercased().contains("mac") else { return false }
            let words = NameWords.words(of: folder)
            return words.count > 1 && (words.last == "mac" || words.last == "macos" || words.suffix(2) == ["mac", "os"])
        }
    }

    /// Whether the file is a watch app's: under a folder whose last word is
    /// `Watch` (`FreeAPSWatch`, `Meshtastic Watch`), or that has `Watch`
    /// followed by `OS`, `Kit`, `App` or `Extension` (`watchOS`, `WatchKit
    /// Extension`, `Watch App`). A watch list (`Watchlist/`, `WatchHistory/`) is none.
    static let watchTargetWords: Set<String> = ["os", "kit", "app", "extension"]

    static func isInWatchFolder(_ path: Substring) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            guard folder.lowercased().contains("watch") else { return false }
            let words = NameWords.words(of: folder)
            return words.last == "watch" || words.contains("watchkit") || words.contains("watchos")
                || zip(words, words.dropFirst()).contains { $0 == "watch" && Self.watchTargetWords.contains($1) }
        }
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Walks up from `directory` to the nearest manifest or Xcode project
    /// (`XcodeProjectPlatforms`), remembering every directory passed.
    private static func nearestManifest(above directory: String, memo: inout [String: FilePlatforms]) -> FilePlatforms {
        var passed: [String] = []
        var current = directory
        var answer = FilePlatforms()
        for _ in 0..<64 {
            if let known = memo[current] { answer = known; break }
            passed.append(current)
            if access(current + "/Package.swift", F_OK) == 0 {
                if case .bytes(let bytes) = FileReader.read(current + "/Package.swift", maxSize: 1 << 20) {
                    answer = manifest(SourceFile(path: "Package.swift", bytes: bytes))
                }
                break
            }
            if let project = XcodeProjectPlatforms.platforms(in: current) {
                answer = project
                break
            }
            let next = parent(of: current)
            if next == current || access(current + "/.git", F_OK) == 0 { break }
            current = next
        }
        for directory in passed { memo[directory] = answer }
        return answer
    }

    /// What the manifest's `platforms: [ … ]` says: `.macOS` and no other
    /// platform, and the `.iOS(…)` minimum (`.iOS(.v13)`, `.iOS(.v13_4)`, `.iOS("13.5")`).
    static func manifest(_ manifest: SourceFile) -> FilePlatforms {
        let tree = SyntaxTree(source: manifest)
        let tokens = tree.tokens.indices.map(Int32.init)
        guard let label = tokens.first(where: { tree.token($0, is: "platforms") && tree.token($0 + 1, is: ":") }),
              tree.token(label + 2, is: "[") else { return FilePlatforms() }
        var names: Set<String> = []
        var iOSMinimum: OSVersion?
        var token = label + 3
        while Int(token) < tree.tokens.count, !tree.token(token, is: "]") {
            if tree.token(token - 1, is: "."), tree.tokens[Int(token)].kind == .identifier, tree.isPlatformName(token) {
                names.insert(tree.text(ofToken: token))
                if tree.token(token, is: "iOS") { iOSMinimum = version(after: token, in: tree) }
            }
            token += 1
        }
        return FilePlatforms(isMacOnly: names == ["macOS"], iOSMinimum: iOSMinimum)
    }

    /// `13.4` of `.iOS(.v13_4)` or `.iOS("13.4")`, the `iOS` token given.
    private static func version(after platform: Int32, in tree: SyntaxTree) -> OSVersion? {
        guard tree.token(platform + 1, is: "(") else { return nil }
        for token in platform + 2..<min(platform + 6, Int32(tree.tokens.count)) {
            if tree.token(token, is: ")") { return nil }
            let text = Substring(tree.text(ofToken: token))
            if text.drop(while: { $0 == "v" || $0 == "\"" }).first?.isNumber == true { return OSVersion(text) }
        }
        return nil
    }
}

private extension SyntaxTree {
    func isPlatformName(_ token: Int32) -> Bool {
        ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit", "linux"]
            .contains(text(ofToken: token))
    }
}
