/// The tool's identity, shared by the CLI and the reporters.
public enum A11yLint {
    public static let name = "a11y-lint"
    public static let version = "0.1.0"
    public static let repositoryURL = "https://github.com/a11y-lint/a11y-lint"
}
