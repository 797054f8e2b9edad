import A11yLintSyntax
import Foundation

/// The staged content of the staged Swift files — what is about to be
/// committed, not the working tree — read from git's index.
public enum StagedFiles {
    /// The added, copied, modified or renamed Swift files in the index, with
    /// their staged bytes, under paths relative to `cwd` (absolute when outside it).
    public static func read(cwd: String) throws -> [SourceFile] {
        let root = try Git.root(of: cwd, purpose: "--staged needs a git repository")
        // `--raw` names each staged blob, so one `git cat-file --batch` reads them all.
        let raw = try Git.run(["diff", "--cached", "--raw", "--no-abbrev", "-z", "--diff-filter=ACMR", "--", "*.swift"],
                              in: root, purpose: "cannot list the staged files")
        let staged = parseRaw(raw)
        guard !staged.isEmpty else { return [] }
        let request = Data(staged.map { $0.blob + "\n" }.joined().utf8)
        let batch = try Git.output(["cat-file", "--batch"], in: root, input: request, purpose: "cannot read the staged files")
        return zip(staged, try parseBatch([UInt8](batch), count: staged.count)).map { file, bytes in
            SourceFile(path: PathNormalizer.relative(file.path, to: cwd, cwd: root), bytes: bytes)
        }
    }

    /// `git diff --raw -z` output — `:oldmode newmode oldblob newblob STATUS\0path\0`,
    /// with a second path for renames and copies — as (new blob, path) pairs.
    public static func parseRaw(_ output: String) -> [(blob: String, path: String)] {
        var files: [(blob: String, path: String)] = []
        var fields = output.split(separator: "\0", omittingEmptySubsequences: false)[...]
        while let header = fields.popFirst(), header.hasPrefix(":") {
            let parts = header.split(separator: " ")
            guard parts.count >= 5, let status = parts[4].first else { break }
            let paths = status == "R" || status == "C" ? 2 : 1
            guard fields.count >= paths else { break }
            let path = fields[fields.startIndex + paths - 1]
            fields.removeFirst(paths)
            files.append((String(parts[3]), String(path)))
        }
        return files
    }

    /// Splits `git cat-file --batch` output — `<oid> blob <size>\n<bytes>\n`
    /// per object — into the objects' bytes.
    public static func parseBatch(_ output: [UInt8], count: Int) throws -> [[UInt8]] {
        var objects: [[UInt8]] = []
        var index = 0
        while objects.count < count {
            guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= output.count else {
                throw ConfigurationError(message: "cannot read the staged files: git answered \"\(header.joined(separator: " "))\"")
            }
            objects.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            index = newline + 1 + size + 1
        }
        guard objects.count == count else { throw ConfigurationError(message: "cannot read the staged files: git's answer ended early") }
        return objects
    }
}
