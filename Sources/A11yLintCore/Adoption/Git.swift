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
        // The commands used write little to standard error, so reading it after standard output cannot block.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ConfigurationError(message: "\(purpose): \(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
