import A11yLintCore
import A11yLintSyntax
import Foundation

/// Runs one command and returns the process exit code.
enum Commands {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            switch try ArgumentParser.parse(arguments) {
            case .lint(let request): return try LintCommand(request: request).run()
            case .initialize(let force): return try initialize(force: force)
            case .installHook(let force, let options):
                let hook = try HookInstaller.install(force: force, executable: executablePath(), options: options)
                Output.standard("Installed the a11y-lint pre-commit hook at \(hook)\n")
                return 0
            case .explain(let id): return try explain(id)
            case .server: return serve()
            case .debugTokens(let path): return try debug(path, DebugDump.tokens(of:))
            case .debugTree(let path): return try debug(path, DebugDump.tree(of:))
            case .listRules: return listRules()
            case .version:
                Output.standard("\(A11yLint.version)\n")
                return 0
            case .help:
                Output.standard(HelpText.text + "\n")
                return 0
            }
        } catch {
            let message = (error as? UsageError)?.message ?? (error as? ConfigurationError)?.message ?? "\(error)"
            Output.error("a11y-lint: error: \(TextEscaping.escapeControlCharacters(message))\n")
            return 2
        }
    }

    /// `a11y-lint server`: the language server on standard input and
    /// output, until `exit` (0 after `shutdown`) or the end of input (1).
    static func serve() -> Int32 {
        let output = FileHandle.standardOutput
        let server = LanguageServer { bytes in output.write(Data(bytes)) }
        while server.exitCode == nil {
            let data = FileHandle.standardInput.availableData
            if data.isEmpty { return 1 }
            server.receive(Array(data))
        }
        return server.exitCode ?? 1
    }

    /// `a11y-lint init`: a starter `.a11y-lint.json` in the current folder.
    static func initialize(force: Bool) throws -> Int32 {
        let path = Configuration.fileName
        if FileManager.default.fileExists(atPath: path) && !force {
            throw UsageError(message: "\(path) already exists; pass --force to replace it")
        }
        try Output.write(Configuration.starter().rendered(), to: path, what: "the configuration")
        Output.standard("Wrote \(path) with every rule at its default severity\n")
        return 0
    }

    /// The absolute path of this executable, for the git hook.
    static func executablePath() -> String {
        let invoked = CommandLine.arguments.first ?? "a11y-lint"
        guard invoked.contains("/") else { return Bundle.main.executablePath ?? invoked }
        return PathNormalizer.absolute(invoked, cwd: FileManager.default.currentDirectoryPath)
    }

    static func explain(_ id: String) throws -> Int32 {
        guard let rule = RuleRegistry.descriptor(for: id) else {
            let ids = RuleRegistry.descriptors.map(\.id).joined(separator: ", ")
            throw UsageError(message: "unknown rule '\(id)'; rules: \(ids)")
        }
        Output.standard("""
            \(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.name)
            \(rule.standardsLine)

            What it flags: \(rule.summary)

            Why it matters: \(rule.rationale)

            How to fix: \(rule.fix)

            Documentation: \(rule.documentationURL)

            """)
        return 0
    }

    static func listRules() -> Int32 {
        let rules = RuleRegistry.descriptors
        let idWidth = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let id = rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            Output.standard("\(id)  \(severity)  \(rule.name) (\(rule.standardsLine))\n")
        }
        return 0
    }

    static func debug(_ path: String, _ render: (SyntaxTree) -> String) throws -> Int32 {
        switch FileReader.read(path, maxSize: Int.max) {
        case .problem(let problem):
            throw UsageError(message: "\(problem.path): \(problem.message)")
        case .bytes(let bytes):
            Output.standard(render(SyntaxTree(source: SourceFile(path: path, bytes: bytes))))
            return 0
        }
    }
}

/// Writes to the standard streams.
enum Output {
    static func standard(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `text` to the file at `path`; `what` names it in the error.
    static func write(_ text: String, to path: String, what: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw UsageError(message: "cannot write \(what) to '\(path)'")
        }
    }
}
