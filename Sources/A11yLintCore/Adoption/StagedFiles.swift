import A11yLintSyntax
import Foundation

/// The staged content of the staged Swift files — what is about to be
/// committed, not the working tree — read from git's index.
public enum StagedFiles {
    /// The added, copied, modified or renamed Swift files in the index, with
    /// their staged bytes, under paths relative to `cwd` (absolute when outside it).
    public static func read(cwd: String) throws -> [SourceFile] {
        let purpose = "--staged needs a git repository"
        let root = try Git.run(["rev-parse", "--show-toplevel"], in: cwd, purpose: purpose)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let names = try Git.run(["-c", "core.quotepath=off", "diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z",
                                 "--", "*.swift"], in: root, purpose: purpose)
            .split(separator: "\0").map(String.init).filter { !$0.isEmpty }
        guard !names.isEmpty else { return [] }
        // One `git cat-file --batch` for every blob (`:path` names the staged
        // version); a name with a line break cannot go through it and is read alone.
        let batched = names.filter { !$0.contains("\n") }
        let request = Data(batched.map { ":" + $0 + "\n" }.joined().utf8)
        let batch = try Git.output(["cat-file", "--batch"], in: root, input: request, purpose: "cannot read the staged files")
        var contents = Dictionary(uniqueKeysWithValues: zip(batched, try parseBatch([UInt8](batch), count: batched.count)))
        for name in names where name.contains("\n") {
            contents[name] = [UInt8](try Git.output(["show", ":" + name], in: root, input: nil, purpose: "cannot read \(name)"))
        }
        return names.map { name in
            let bytes = contents[name] ?? []
            return SourceFile(path: PathNormalizer.relative(PathNormalizer.absolute(name, cwd: root), to: cwd), bytes: bytes)
        }
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
