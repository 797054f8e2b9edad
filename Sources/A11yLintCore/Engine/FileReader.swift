#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11yLintSyntax

/// Reads one file's bytes with plain system calls. The file is opened
/// non-blocking and must be a regular file, so a FIFO never blocks the run.
public enum FileReader {
    public enum Outcome: Sendable {
        case bytes([UInt8])
        case problem(FileProblem)
    }

    public static func read(_ path: String, maxSize: Int) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .problem(FileProblem(path: path, message: "cannot read: \(FileDiscovery.errorText(errno))"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .problem(FileProblem(path: path, message: "cannot read: \(FileDiscovery.errorText(errno))"))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .problem(FileProblem(path: path, message: "not a regular file; skipped"))
        }
        let size = Int(info.st_size)
        if let tooLarge = SourceLoader.sizeProblem(path: path, size: size) { return .problem(tooLarge) }
        guard size <= maxSize else {
            return .problem(FileProblem(path: path, message: "larger than --max-file-size (\(size) > \(maxSize) bytes); skipped",
                                        isError: false))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + total, size - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .problem(FileProblem(path: path, message: "cannot read: \(FileDiscovery.errorText(errno))"))
            }
            if count == 0 { break }
            total += count
        }
        if total < size { bytes.removeSubrange(total...) }
        return .bytes(bytes)
    }
}

/// The C `read`, under a name that does not clash with `FileReader.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
