import Foundation

/// Runs git as a subprocess (found on `PATH`).
public enum Git {
    /// git's standard output as text; a failure becomes an error that starts
    /// with `purpose` and carries git's own message.
    public static func run(_ arguments: [String], in directory: String, purpose: String = "git failed") throws -> String {
        String(decoding: try output(arguments, in: directory, input: nil, purpose: purpose), as: UTF8.self)
    }

    /// The top folder of the working tree holding `directory`.
    public static func root(of directory: String, purpose: String) throws -> String {
        try run(["rev-parse", "--show-toplevel"], in: directory, purpose: purpose).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// git's standard output as bytes, with `input` written to its standard input.
    public static func output(_ arguments: [String], in directory: String, input: Data?, purpose: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        do {
            try process.run()
        } catch {
            throw ConfigurationError(message: "\(purpose): cannot run git (\(error.localizedDescription))")
        }
        // Standard input is written, and standard error drained, on other
        // threads: git may answer before it has read everything, or warn once
        // per file, and a full pipe would block it.
        let errorText = ErrorText()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.data = errors.fileHandleForReading.readDataToEndOfFile() }
        if let input {
            DispatchQueue.global().async(group: group) {
                inputPipe.fileHandleForWriting.write(input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ConfigurationError(message: "\(purpose): \(message)")
        }
        return data
    }
}

/// Standard error as read by the draining thread; read after it is done.
private final class ErrorText: @unchecked Sendable {
    var data = Data()
}
