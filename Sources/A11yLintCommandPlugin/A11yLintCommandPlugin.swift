import Foundation
import PackagePlugin

/// `swift package a11y-lint [--target NAME…] [a11y-lint options]`: runs
/// a11y-lint on the Swift files of the package's source targets (test
/// targets only when named), from the package's folder so its
/// `.a11y-lint.json` applies and paths print relative to it.
@main
struct A11yLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let packageFolder = context.package.directoryURL.path(percentEncoded: false)
        let files = targets.compactMap { $0 as? SourceModuleTarget }
            .filter { !names.isEmpty || $0.kind != .test }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map { relative($0.url.path(percentEncoded: false), to: packageFolder) } }
        guard !files.isEmpty else {
            Diagnostics.warning("a11y-lint: no Swift source targets to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "a11y-lint").url
        process.arguments = extractor.remainingArguments + files
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure(description: "a11y-lint exited with status \(process.terminationStatus)")
        }
    }

    private func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// Makes `swift package a11y-lint` exit non-zero.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
}
