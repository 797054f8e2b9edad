import Foundation

/// Runs git as a subprocess (found on `PATH`).
public enum Git {
    /// git's standard output; a failure becomes an error that starts with
    /// `purpose` and carries git's own message.
    public static func run(_ arguments: [String], in directory: String, purpose: String = "git failed") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ConfigurationError(message: "\(purpose): cannot run git (\(error.localizedDescription))")
        }
        // Standard error is drained on another thread: git may warn once per
        // file (line endings), and a full pipe would block it.
        let errorText = ErrorText()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ConfigurationError(message: "\(purpose): \(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Standard error as read by the draining thread; read after it is done.
private final class ErrorText: @unchecked Sendable {
    var data = Data()
}
