import A11yLintSyntax

/// Turns bytes — read from disk, standard input or git's index — into a
/// source file the parser accepts, or the problem that keeps them out. One
/// place, so every input is refused for the same reasons with the same words.
public enum SourceLoader {
    public enum Outcome: Sendable {
        case source(SourceFile)
        case problem(FileProblem)
    }

    /// Reads the file at `path` (at most `maxSize` bytes) as source.
    public static func read(_ path: String, maxSize: Int) -> Outcome {
        switch FileReader.read(path, maxSize: maxSize) {
        case .problem(let problem): return .problem(problem)
        case .bytes(let bytes): return load(path: path, bytes: bytes)
        }
    }

    /// Checks bytes already in memory: within the size the syntax tree can
    /// address, and UTF-8 text.
    public static func load(path: String, bytes: [UInt8]) -> Outcome {
        check(SourceFile(path: path, bytes: bytes))
    }

    /// Checks a source file built elsewhere (standard input, git's index).
    public static func check(_ source: SourceFile) -> Outcome {
        if let tooLarge = sizeProblem(path: source.path, size: source.bytes.count) { return .problem(tooLarge) }
        return source.isValidUTF8 ? .source(source)
            : .problem(FileProblem(path: source.path, message: "not valid UTF-8 text; skipped"))
    }

    /// The problem of a file too large for 32-bit offsets, if it is.
    static func sizeProblem(path: String, size: Int) -> FileProblem? {
        guard size > SourceFile.maximumSize else { return nil }
        return FileProblem(path: path, message: "too large to lint (\(size) bytes; a11y-lint addresses at most \(SourceFile.maximumSize)); skipped")
    }
}
