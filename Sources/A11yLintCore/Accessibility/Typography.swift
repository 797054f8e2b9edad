/// Facts about text styles and sizes, shared by the rules about headings and
/// text that grows.
public enum Typography {
    /// The Dynamic Type text styles used for titles (largest first).
    public static let titleTextStyles: [StaticString] = ["largeTitle", "title", "title2", "title3"]
}
