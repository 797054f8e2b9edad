/// The folders of an app that hold its developers' own tools, by the names
/// teams give them: a folder whose name has the word `Debug`, `QA` or
/// `Developer` (`Debug/`, `DebugMenu/`, `QA Features/`, `Developer/`).
/// What is built there — a debug menu, a QA switchboard, a state
/// inspector — is reached only by the app's developers and testers. Only
/// folders below the one every file of the run shares count, so a project
/// kept in `~/Developer` is not all tooling, and a run over one file finds none.
struct DeveloperTooling {
    /// The path components every file of the run shares.
    private let sharedDepth: Int

    init(paths: some Collection<String>) {
        var shared: [Substring]?
        for path in paths {
            let folders = path.split(separator: "/").dropLast()
            guard let current = shared else { shared = Array(folders); continue }
            shared = Array(zip(current, folders).prefix { $0 == $1 }.map(\.0))
        }
        sharedDepth = shared?.count ?? 0
    }

    /// Whether the file at `path` sits in a developer-tooling folder.
    func contains(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().dropFirst(sharedDepth).contains(where: Self.namesTooling)
    }

    /// Words of a folder's name that mark developer tooling.
    static let toolingWords: Set<String> = ["debug", "qa", "developer"]

    /// `DebugMenu`, `QA Features`, `developer`: a word of the name, split at
    /// spaces, underscores, hyphens and case changes, is a tooling word
    /// (`Debugging`, a feature users turn on, is not).
    static func namesTooling(_ folder: Substring) -> Bool {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in folder {
            let startsWord = character.isUppercase && (previous?.isLowercase ?? false)
            if character == " " || character == "_" || character == "-" || startsWord {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = character.isLetter || character.isNumber ? String(character) : ""
            } else {
                word.append(character)
            }
            previous = character
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words.contains(where: toolingWords.contains)
    }
}
