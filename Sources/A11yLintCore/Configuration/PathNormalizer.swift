/// Absolute and relative paths, worked out lexically (no file system access).
public enum PathNormalizer {
    /// `path` made absolute against `cwd`, with `.` and `..` resolved.
    public static func absolute(_ path: String, cwd: String) -> String {
        let joined = path.hasPrefix("/") ? path : cwd + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `base` (both absolute); `path` itself when outside it.
    public static func relative(_ path: String, to base: String) -> String {
        let prefix = asFolder(base)
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` (relative to `cwd`, or absolute) made relative to the absolute folder `base`.
    public static func relative(_ path: String, to base: String, cwd: String) -> String {
        relative(absolute(path, cwd: cwd), to: base)
    }

    /// An absolute folder with its trailing slash: `/a/b/`, `/`.
    public static func asFolder(_ folder: String) -> String {
        folder == "/" ? "/" : folder + "/"
    }
}
