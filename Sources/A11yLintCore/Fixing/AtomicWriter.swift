import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a fixed file in place without ever leaving it half written: the
/// new bytes go to a temporary file in the same folder, which takes the
/// original's permissions and then replaces it by `rename`. A file whose
/// bytes on disk are no longer those the fixes were made from is left alone.
enum AtomicWriter {
    /// Replaces `path`'s content with `bytes` if it still holds `expected`;
    /// returns the problem otherwise.
    static func replace(_ path: String, expected: [UInt8], with bytes: [UInt8]) -> FileProblem? {
        guard case .bytes(let current) = FileReader.read(path, maxSize: Int(Int32.max)), current == expected else {
            return FileProblem(path: path, message: "changed on disk while it was being fixed; not written")
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return FileProblem(path: path, message: "cannot be read again to be fixed; not written") }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).a11y-lint-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, info.st_mode & 0o7777)
        guard descriptor >= 0 else { return FileProblem(path: path, message: "cannot create a temporary file beside it; not written") }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                guard result > 0 else { return false }
                written += result
            }
            return true
        }
        let synced = fchmod(descriptor, info.st_mode & 0o7777) == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard complete, synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            return FileProblem(path: path, message: "could not be written; left as it was")
        }
        return nil
    }
}
