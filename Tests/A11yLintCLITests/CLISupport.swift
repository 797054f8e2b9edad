import Foundation

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What one run of the built `a11y-lint` printed and returned.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// The `a11y-lint` executable SwiftPM built next to the test bundle.
let executable: URL = {
    let candidates = [Bundle.main.bundleURL]
        + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        + [repositoryRoot.appendingPathComponent(".build/debug")]
    for folder in candidates {
        let candidate = folder.appendingPathComponent("a11y-lint")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    fatalError("a11y-lint executable not found near \(candidates)")
}()

/// Runs the executable with `arguments` in `directory`.
/// `input`, when given, is what it reads on standard input.
func runCLI(_ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
            input: String? = nil) throws -> CLIResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    process.environment = env
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
    try process.run()
    if let input {
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
    }
    // Read both pipes before waiting so a large report cannot fill a pipe and block.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: group) { outData = output.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = errors.fileHandleForReading.readDataToEndOfFile() }
    group.wait()
    process.waitUntilExit()
    return CLIResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                     stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh temporary folder, removed by the caller with `removeItem`.
func makeTemporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

let brokenButton = """
    import SwiftUI
    struct V: View {
        var body: some View {
            Button(action: close) { Image("ic_close") }
        }
    }
    """

let symbolButton = """
    struct V: View {
        var body: some View {
            Button(action: close) { Image(systemName: "xmark") }
        }
    }
    """
