import A11yLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files build only for macOS: those under a folder named for macOS
/// (`macOS`, `macos`, `Mac`, `AppKit`, or ending in one: `Home-macOS`; the
/// convention of apps that ship on both) or for tvOS (`tvOS`, or ending in
/// `TV`: `Meshtastic TV`), and those of a Swift package whose manifest — the nearest
/// `Package.swift` above the file, stopping at a repository's root — lists
/// only `.macOS` in its `platforms:`. macOS and tvOS have no Dynamic Type
/// (nor touch), so the rules about text size and touch targets leave those files alone. (A manifest's
/// `platforms:` sets minimum versions; a package that names only macOS
/// there is taken at its word.)
enum PackagePlatforms {
    /// The paths, of `paths`, in a macOS-only package.
    static func macOnlyFiles(_ paths: [String]) -> Set<String> {
        var byDirectory: [String: Bool] = [:]
        var folders: [String: Bool] = [:]
        var found = Set<String>()
        for path in paths {
            let directory = parent(of: path)
            let isMac: Bool
            if let known = folders[directory] {
                isMac = known
            } else {
                isMac = isInMacFolder(path) || isMacOnly(directory: directory, memo: &byDirectory)
                folders[directory] = isMac
            }
            if isMac { found.insert(path) }
        }
        return found
    }

    /// Folder names that hold an app's macOS-only (or tvOS-only) code.
    static let macFolders: Set<Substring> = ["macOS", "macos", "MacOS", "Mac", "AppKit", "tvOS", "tvos", "TVOS", "TV"]

    /// A folder named for macOS, or whose name's last word is (`Home-macOS`, `Reader_Mac`).
    static func isInMacFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            macFolders.contains(folder) || folder.split(whereSeparator: { "-_ .".contains($0) }).last.map(macFolders.contains) == true
        }
    }

    /// Whether the file is a watch app's: under a folder whose last word is
    /// `Watch` (`FreeAPSWatch`, `Meshtastic Watch`), or that has `Watch`
    /// followed by `OS`, `Kit`, `App` or `Extension` (`watchOS`, `WatchKit
    /// Extension`, `Watch App`). A watch list (`Watchlist/`, `WatchHistory/`) is none.
    static let watchTargetWords: Set<String> = ["os", "kit", "app", "extension"]

    static func isInWatchFolder(_ path: String) -> Bool {
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

    /// Walks up from `directory` to the nearest manifest, remembering every directory passed.
    private static func isMacOnly(directory: String, memo: inout [String: Bool]) -> Bool {
        var passed: [String] = []
        var current = directory
        var answer = false
        for _ in 0..<64 {
            if let known = memo[current] { answer = known; break }
            passed.append(current)
            if access(current + "/Package.swift", F_OK) == 0 {
                if case .bytes(let manifest) = FileReader.read(current + "/Package.swift", maxSize: 1 << 20) {
                    answer = listsOnlyMacOS(SourceFile(path: "Package.swift", bytes: manifest))
                }
                break
            }
            let next = parent(of: current)
            if next == current || access(current + "/.git", F_OK) == 0 { break }
            current = next
        }
        for directory in passed { memo[directory] = answer }
        return answer
    }

    /// Whether the manifest's `platforms: [ … ]` names `.macOS` and no other platform.
    static func listsOnlyMacOS(_ manifest: SourceFile) -> Bool {
        let tree = SyntaxTree(source: manifest)
        let tokens = tree.tokens.indices.map(Int32.init)
        guard let label = tokens.first(where: { tree.token($0, is: "platforms") && tree.token($0 + 1, is: ":") }),
              tree.token(label + 2, is: "[") else { return false }
        var names: Set<String> = []
        var token = label + 3
        while Int(token) < tree.tokens.count, !tree.token(token, is: "]") {
            if tree.token(token - 1, is: "."), tree.tokens[Int(token)].kind == .identifier, tree.isPlatformName(token) {
                names.insert(tree.text(ofToken: token))
            }
            token += 1
        }
        return names == ["macOS"]
    }
}

private extension SyntaxTree {
    func isPlatformName(_ token: Int32) -> Bool {
        ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit", "linux"]
            .contains(text(ofToken: token))
    }
}
