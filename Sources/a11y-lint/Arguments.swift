import A11yLintCore

/// What the command line asks for.
enum Command {
    case lint(LintRequest)
    case explain(String)
    case debugTokens(String)
    case debugTree(String)
    case listRules
    case version
    case help
}

/// The options of a lint run.
struct LintRequest {
    var paths: [String] = []
    var format = ReportFormat.text
    var output: String?
    var strict = false
    var quiet = false
    var jobs = 0
    var maxFileSize = LintOptions.defaultMaxFileSize
}

/// A mistake on the command line: reported with exit code 2.
struct UsageError: Error {
    let message: String
}

/// Hand-written argument parsing: `--option value` and `--option=value`,
/// `--` ends the options.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws -> Command {
        if let first = arguments.first {
            switch first {
            case "explain":
                guard arguments.count == 2 else { throw UsageError(message: "usage: a11y-lint explain RULE-ID") }
                return .explain(arguments[1])
            case "debug":
                guard arguments.count == 3, ["tokens", "tree"].contains(arguments[1]) else {
                    throw UsageError(message: "usage: a11y-lint debug tokens|tree FILE")
                }
                return arguments[1] == "tokens" ? .debugTokens(arguments[2]) : .debugTree(arguments[2])
            default:
                break
            }
        }
        var request = LintRequest()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                request.paths.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count else { throw UsageError(message: "option '\(name)' needs a value") }
                index += 1
                return arguments[index - 1]
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                return .help
            case "--version":
                return .version
            case "--list-rules":
                return .listRules
            case "--format":
                let format = try value()
                guard let parsed = ReportFormat(rawValue: format) else {
                    let choices = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "unknown format '\(format)' for --format; expected one of: \(choices)")
                }
                request.format = parsed
            case "--output", "-o":
                request.output = try value()
            case "--strict":
                request.strict = true
            case "--quiet", "-q":
                request.quiet = true
            case "--jobs", "-j":
                request.jobs = try positiveInteger(try value(), for: name)
            case "--max-file-size":
                request.maxFileSize = try positiveInteger(try value(), for: name)
            default:
                throw UsageError(message: "unknown option '\(name)'; see 'a11y-lint --help'")
            }
        }
        if request.paths.isEmpty { request.paths = ["."] }
        return .lint(request)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func positiveInteger(_ text: String, for option: String) throws -> Int {
        guard let number = Int(text), number > 0 else {
            throw UsageError(message: "option '\(option)' needs a positive whole number, not '\(text)'")
        }
        return number
    }

    static let help = """
        OVERVIEW: a11y-lint finds the accessibility gaps in SwiftUI source that lock out
        VoiceOver, Voice Control, Switch Control and large-text users.

        USAGE: a11y-lint [options] [paths...]
               a11y-lint explain RULE-ID
               a11y-lint debug tokens|tree FILE

        Paths are files or folders (walked for *.swift, skipping .build, .git, Pods,
        Carthage, DerivedData, node_modules and hidden folders). Default: the current folder.

        OPTIONS:
          --format text|json|sarif  Report format (default: text)
          -o, --output FILE         Write the report to FILE instead of standard output
          --strict                  Warnings fail the run too
          -q, --quiet               No summary line on standard error
          -j, --jobs N              Lint with N threads (default: one per core)
          --max-file-size BYTES     Skip larger files with a message (default: 33554432)
          --list-rules              List the rules with their severity and WCAG criteria
          --version                 Print the version
          -h, --help                Show this help

        EXIT CODES:
          0  no error-level finding (warnings and notes are shown but do not fail,
             unless --strict)
          1  at least one error-level finding (or a warning, with --strict)
          2  a usage error, or a path that could not be read (unless findings
             already make it 1)

        Text reports print path:line:column: severity: message [rule-id]; columns are
        1-based and count Unicode scalars.
        """
}
