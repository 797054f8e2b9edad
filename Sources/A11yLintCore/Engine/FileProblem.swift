/// A path that could not be linted, reported on stderr (never as a finding).
public struct FileProblem: Sendable, Hashable {
    public var path: String
    public var message: String
    /// True when the path could not be read (exit code 2); false for a file
    /// skipped on purpose (over `--max-file-size`).
    public var isError: Bool

    public init(path: String, message: String, isError: Bool = true) {
        self.path = path
        self.message = message
        self.isError = isError
    }
}
