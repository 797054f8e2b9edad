import A11yLintCore
import A11yLintSyntax
import Foundation

/// Runs one command and returns the process exit code.
enum Commands {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            switch try ArgumentParser.parse(arguments) {
            case .lint(let request): return try lint(request)
            case .explain(let id): return try explain(id)
            case .debugTokens(let path): return try debug(path, DebugDump.tokens(of:))
            case .debugTree(let path): return try debug(path, DebugDump.tree(of:))
            case .listRules: return listRules()
            case .version:
                Output.standard("\(A11yLint.version)\n")
                return 0
            case .help:
                Output.standard(ArgumentParser.help + "\n")
                return 0
            }
        } catch let error as UsageError {
            Output.error("a11y-lint: error: \(TextEscaping.escapeControlCharacters(error.message))\n")
            return 2
        } catch {
            Output.error("a11y-lint: error: \(error)\n")
            return 2
        }
    }

    static func lint(_ request: LintRequest) throws -> Int32 {
        var options = LintOptions()
        options.jobs = request.jobs
        options.maxFileSize = request.maxFileSize
        let linter = Linter(options: options)
        let run = linter.lint(paths: request.paths)
        let report = LintReport(run: run, rules: RuleRegistry.descriptors,
                                workingDirectory: FileManager.default.currentDirectoryPath)
        let rendered = request.format.reporter.render(report)
        if let output = request.output {
            guard FileManager.default.createFile(atPath: output, contents: Data(rendered.utf8)) else {
                throw UsageError(message: "cannot write the report to '\(output)'")
            }
        } else {
            Output.standard(rendered)
        }
        for problem in run.problems {
            Output.error("a11y-lint: \(TextEscaping.escapeControlCharacters(problem.path)): \(problem.message)\n")
        }
        if !request.quiet { Output.error(report.summary.line + "\n") }
        let fails = run.findings.contains { $0.severity == .error || (request.strict && $0.severity == .warning) }
        if fails { return 1 }
        return run.problems.contains { $0.isError } ? 2 : 0
    }

    static func explain(_ id: String) throws -> Int32 {
        guard let rule = RuleRegistry.descriptor(for: id) else {
            let ids = RuleRegistry.descriptors.map(\.id).joined(separator: ", ")
            throw UsageError(message: "unknown rule '\(id)'; rules: \(ids)")
        }
        Output.standard("""
            \(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.name)
            WCAG 2.2: \(rule.wcag.joined(separator: ", "))

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
            Output.standard("\(id)  \(severity)  \(rule.name) (WCAG \(rule.wcag.joined(separator: ", ")))\n")
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
}
