import Foundation

/// The lines added or changed relative to a git revision, read from
/// `git diff --unified=0`; files git does not track yet count as all new.
public struct ChangedLines: Sendable {
    /// Added or changed line numbers by absolute path.
    public private(set) var lines: [String: Set<Int>]
    /// Absolute paths of files new as a whole (untracked).
    public private(set) var newFiles: Set<String>

    public init(lines: [String: Set<Int>] = [:], newFiles: Set<String> = []) {
        self.lines = lines
        self.newFiles = newFiles
    }

    /// Whether a finding sits on a changed line.
    public func contains(_ finding: Finding, cwd: String) -> Bool {
        let path = PathNormalizer.absolute(finding.path, cwd: cwd)
        return newFiles.contains(path) || lines[path]?.contains(finding.line) == true
    }

    /// Runs git in `cwd` against `revision`.
    public static func against(_ revision: String, cwd: String) throws -> ChangedLines {
        let root = try Git.root(of: cwd, purpose: "--diff needs a git repository")
        let diff = try Git.run(["-c", "core.quotepath=off", "diff", "--unified=0", "--no-color", "--no-ext-diff",
                                "--src-prefix=a/", "--dst-prefix=b/", revision, "--"],
                               in: root, purpose: "--diff cannot compare with '\(revision)'")
        var changed = parse(diff: diff, root: root)
        let untracked = try Git.run(["ls-files", "--others", "--exclude-standard", "-z"], in: root,
                                    purpose: "--diff cannot list untracked files")
        for path in untracked.split(separator: "\0") where !path.isEmpty {
            changed.newFiles.insert(PathNormalizer.absolute(String(path), cwd: root))
        }
        return changed
    }

    /// The added lines of a unified diff with no context, by absolute path.
    /// Hunk bodies are skipped by their counts, so an added line that starts
    /// with `++ ` is never taken for a file header.
    public static func parse(diff: String, root: String) -> ChangedLines {
        var result = ChangedLines()
        var current: String?
        var bodyLinesLeft = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if bodyLinesLeft > 0 {
                if !line.hasPrefix("\\") { bodyLinesLeft -= 1 }     // `\ No newline at end of file` is not counted
                continue
            }
            if line.hasPrefix("+++ ") {
                var name = String(line.dropFirst(4))
                if name.hasSuffix("\t") { name.removeLast() }       // git ends a name holding spaces with a tab
                name = unquote(name)
                current = name == "/dev/null" || !name.hasPrefix("b/") ? nil : PathNormalizer.absolute(String(name.dropFirst(2)), cwd: root)
            } else if line.hasPrefix("@@"), let hunk = hunk(String(line)) {
                bodyLinesLeft = hunk.removed + hunk.added.count
                if let current, !hunk.added.isEmpty { result.lines[current, default: []].formUnion(hunk.added) }
            }
        }
        return result
    }

    /// `@@ -a,b +c,d @@` → b lines removed, lines `c..<c+d` added (counts default to 1).
    static func hunk(_ header: String) -> (removed: Int, added: Range<Int>)? {
        let fields = header.split(separator: " ")
        guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+") else { return nil }
        func range(_ field: Substring) -> (start: Int, count: Int)? {
            let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(parts[0]), parts.count <= 2 else { return nil }
            guard parts.count == 2 else { return (start, 1) }
            guard let count = Int(parts[1]), count >= 0 else { return nil }
            return (start, count)
        }
        guard let old = range(fields[1]), let new = range(fields[2]) else { return nil }
        return (old.count, new.start..<(new.start + new.count))
    }

    /// Undoes git's C-style quoting of unusual file names (`"b/na\tme"`).
    static func unquote(_ name: String) -> String {
        guard name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 else { return name }
        var bytes: [UInt8] = []
        var characters = Array(name.utf8.dropFirst().dropLast())[...]
        while let byte = characters.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = characters.popFirst() else { bytes.append(byte); continue }
            switch next {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    if let digit = characters.first, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") {
                        value = value * 8 + Int(digit - UInt8(ascii: "0"))
                        characters.removeFirst()
                    }
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
