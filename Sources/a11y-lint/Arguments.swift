import A11yLintCore
import Foundation

/// What the command line asks for.
enum Command {
    case lint(LintRequest)
    case explain(String)
    case server
    case debugTokens(String)
    case debugTree(String)
    case initialize(force: Bool)
    /// `options` are lint options the hook passes on every run.
    case installHook(force: Bool, options: [String])
    case listRules
    case version
    case help
}

/// When the text report uses colours and code frames.
enum ColorChoice: String, CaseIterable {
    case auto, always, never
}

/// The options of a lint run.
struct LintRequest {
    var paths: [String] = []
    var format = ReportFormat.text
    var output: String?
    var failOn: FailLevel?
    var quiet = false
    var jobs = 0
    var maxFileSize = LintOptions.defaultMaxFileSize
    var configPath: String?
    var printConfig = false
    var baseline: String?
    var writeBaseline: String?
    /// The revision `--diff` compares with.
    var diffRevision: String?
    var statistics = false
    var color = ColorChoice.auto
    var stdinFilename: String?
    /// `--fix`: safe fixes; with `--unsafe-fixes`, all of them.
    var fix: FixMode?
    var unsafeFixes = false
    var dryRun = false
    /// Files read only for where custom view types are used.
    var context: [String] = []
    /// Lint the staged content of the staged Swift files.
    var staged = false
    /// A file to create once the run is over (the build-tool plugin's output).
    var touch: String?
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
            case "server":
                guard arguments.count == 1 else { throw UsageError(message: "usage: a11y-lint server (it speaks LSP on standard input and output)") }
                return .server
            case "explain":
                guard arguments.count == 2 else { throw UsageError(message: "usage: a11y-lint explain RULE-ID") }
                return .explain(arguments[1])
            case "debug":
                guard arguments.count == 3, ["tokens", "tree"].contains(arguments[1]) else {
                    throw UsageError(message: "usage: a11y-lint debug tokens|tree FILE")
                }
                return arguments[1] == "tokens" ? .debugTokens(arguments[2]) : .debugTree(arguments[2])
            case "init":
                guard arguments.count == 1 || arguments == ["init", "--force"] else {
                    throw UsageError(message: "usage: a11y-lint init [--force]")
                }
                return .initialize(force: arguments.count == 2)
            case "install-hook":
                let options = arguments.dropFirst().filter { $0 != "--force" }
                guard case .lint(let request) = try parse(options), request.paths.isEmpty, !request.staged else {
                    throw UsageError(message: "usage: a11y-lint install-hook [--force] [lint options, no paths]")
                }
                return .installHook(force: options.count < arguments.count - 1, options: options)
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
                request.format = try choice(try value(), for: name)
            case "--output", "-o":
                request.output = try value()
            case "--strict":
                request.failOn = .warning
            case "--fail-on":
                request.failOn = try choice(try value(), for: name)
            case "--quiet", "-q":
                request.quiet = true
            case "--jobs", "-j":
                request.jobs = try positiveInteger(try value(), for: name)
            case "--max-file-size":
                request.maxFileSize = try positiveInteger(try value(), for: name)
            case "--config":
                request.configPath = try value()
            case "--print-config":
                request.printConfig = true
            case "--baseline":
                request.baseline = try value()
            case "--write-baseline":
                request.writeBaseline = try value()
            case "--diff":
                // The revision is optional: `--diff=REF`, or `--diff REF` when REF is neither an option nor a path.
                if inlineValue == nil, index < arguments.count, !arguments[index].hasPrefix("-"),
                   !FileManager.default.fileExists(atPath: arguments[index]) {
                    request.diffRevision = arguments[index]
                    index += 1
                } else {
                    request.diffRevision = inlineValue ?? "HEAD"
                }
                if request.diffRevision?.hasPrefix("-") == true || request.diffRevision?.isEmpty == true {
                    throw UsageError(message: "'\(request.diffRevision ?? "")' is not a git revision for --diff")
                }
            case "--statistics":
                request.statistics = true
            case "--color":
                request.color = try choice(try value(), for: name)
            case "--stdin-filename":
                request.stdinFilename = try value()
            case "--touch":
                request.touch = try value()
            case "--context":
                request.context.append(try value())
            case "--staged":
                request.staged = true
            case "--fix":
                request.fix = .safe
            case "--unsafe-fixes":
                request.unsafeFixes = true
            case "--dry-run":
                request.dryRun = true
            default:
                throw UsageError(message: "unknown option '\(name)'; see 'a11y-lint --help'")
            }
        }
        if request.fix == nil && (request.unsafeFixes || request.dryRun) {
            throw UsageError(message: "\(request.dryRun ? "--dry-run" : "--unsafe-fixes") goes with --fix: give --fix too")
        }
        if request.unsafeFixes { request.fix = .all }
        if request.fix != nil && request.staged {
            throw UsageError(message: "--fix cannot be combined with --staged: fix the files, then stage them")
        }
        if request.paths.contains("-") {
            guard request.paths == ["-"] else { throw UsageError(message: "'-' (standard input) cannot be combined with other paths") }
            guard !request.staged else { throw UsageError(message: "--staged reads git's index: it cannot be combined with '-'") }
        } else if request.stdinFilename != nil {
            throw UsageError(message: "--stdin-filename names standard input: give '-' as the only path")
        }
        return .lint(request)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, for option: String) throws -> Choice
    where Choice.RawValue == String {
        guard let parsed = Choice(rawValue: text) else {
            let choices = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "unknown value '\(text)' for \(option); expected one of: \(choices)")
        }
        return parsed
    }

    private static func positiveInteger(_ text: String, for option: String) throws -> Int {
        guard let number = Int(text), number > 0 else {
            throw UsageError(message: "option '\(option)' needs a positive whole number, not '\(text)'")
        }
        return number
    }
}
