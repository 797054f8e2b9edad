import Foundation
import PackagePlugin

/// Lints a target's Swift files whenever they change, during `swift build` or
/// an Xcode build. a11y-lint prints findings as `path:line:column: severity:`
/// lines, which SwiftPM and Xcode show as compiler warnings and errors; an
/// error-level finding (or whatever `failOn` says) fails the build. The
/// command's declared output is a stamp the tool writes when done, so the
/// build system reruns it only when an input changes. The stamp is an empty
/// Swift file: any other kind of output would become a resource and give the
/// target a resource bundle it did not ask for.
@main
struct A11yLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try LintCommand(
            targetName: target.name,
            files: target.sourceFiles(withSuffix: "swift").map(\.url),
            root: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "a11y-lint").url
        ).commands
    }
}

/// The build command for one target.
struct LintCommand {
    let targetName: String
    let files: [URL]
    /// The package or project folder; its `.a11y-lint.json` applies.
    let root: URL
    let workDirectory: URL
    let tool: URL

    var commands: [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appending(path: "\(targetName)+A11yLintStamp.swift")
        let configuration = root.appending(path: ".a11y-lint.json")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path(percentEncoded: false))
        var arguments = ["--format", "xcode", "--quiet", "--touch", stamp.path(percentEncoded: false)]
        if hasConfiguration { arguments += ["--config", configuration.path(percentEncoded: false)] }
        arguments += files.map { $0.path(percentEncoded: false) }
        return [.buildCommand(
            displayName: "a11y-lint \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: files + (hasConfiguration ? [configuration] : []),
            outputFiles: [stamp]
        )]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension A11yLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try LintCommand(
            targetName: target.displayName,
            files: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
            root: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "a11y-lint").url
        ).commands
    }
}
#endif
