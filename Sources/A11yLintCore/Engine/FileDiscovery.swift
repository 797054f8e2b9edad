#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths a user gave into the Swift files to lint, and the files
/// in the same folders that can make a class outside Swift code
/// (storyboards, nibs, property lists, Objective-C sources).
///
/// Folders are walked recursively for `*.swift`, skipping build and
/// dependency folders and hidden entries. Symbolic links are followed, and a
/// folder already visited (same device and inode) is never entered again, so
/// symlink loops end. Only regular files are read: a FIFO or socket named
/// `X.swift` is reported, never opened.
public enum FileDiscovery {
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    public struct Result: Sendable {
        public var files: [String] = []
        public var problems: [FileProblem] = []
        /// Storyboards, nibs, property lists and Objective-C sources found in folders.
        public var interfaceFiles: [String] = []
    }

    fileprivate struct FileID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The Swift files under `paths`, each once; files that are the same file
    /// as one of `skipping` (whatever the spelling of the path) are left out.
    public static func discover(_ paths: [String], skipping: [String] = []) -> Result {
        var result = Result()
        var seenFolders = Set<FileID>()
        var seenFiles = Set<FileID>()
        for path in skipping {
            var info = stat()
            if stat(path, &info) == 0 { seenFiles.insert(FileID(info)) }
        }
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                result.problems.append(FileProblem(path: path, message: describeStatFailure(path)))
                continue
            }
            if isDirectory(info) {
                walk(path, &result, &seenFolders, &seenFiles)
            } else if isRegularFile(info) {
                if seenFiles.insert(FileID(info)).inserted { result.files.append(path) }
            } else {
                result.problems.append(FileProblem(path: path, message: "not a regular file; skipped"))
            }
        }
        return result
    }

    private static func walk(_ root: String, _ result: inout Result, _ seenFolders: inout Set<FileID>,
                             _ seenFiles: inout Set<FileID>) {
        var pending = [root]
        while let folder = pending.popLast() {
            var info = stat()
            guard stat(folder, &info) == 0, seenFolders.insert(FileID(info)).inserted else { continue }
            guard let entries = listFolder(folder) else {
                result.problems.append(FileProblem(path: folder, message: "cannot read folder: \(errorText(errno))"))
                continue
            }
            var subfolders: [String] = []
            for name in entries.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                guard !name.hasPrefix("."), !skippedFolders.contains(name) else { continue }
                let path = join(folder, name)
                var entry = stat()
                guard stat(path, &entry) == 0 else {
                    if name.hasSuffix(".swift") {
                        result.problems.append(FileProblem(path: path, message: describeStatFailure(path)))
                    }
                    continue
                }
                if isDirectory(entry) {
                    subfolders.append(path)
                } else if name.hasSuffix(".swift") {
                    if !isRegularFile(entry) {
                        result.problems.append(FileProblem(path: path, message: "not a regular file; skipped"))
                    } else if seenFiles.insert(FileID(entry)).inserted {
                        result.files.append(path)
                    }
                } else if InterfaceFile.isInterfaceFile(name), isRegularFile(entry), seenFiles.insert(FileID(entry)).inserted {
                    result.interfaceFiles.append(path)
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The names in a folder (not `.` and `..`), or nil when it cannot be read.
    static func listFolder(_ path: String) -> [String]? {
        guard let handle = opendir(path) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private static func describeStatFailure(_ path: String) -> String {
        let code = errno
        var link = stat()
        if lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK {
            return code == ELOOP ? "symbolic link loop; skipped" : "dangling symbolic link; skipped"
        }
        return "cannot read: \(errorText(code))"
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    private static func isRegularFile(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }
}

private extension FileDiscovery.FileID {
    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
