import A11yLintCore

/// What `a11y-lint --help` prints.
enum HelpText {
    /// The formats, each with what it is, wrapped to the help's option column.
    static var formats: String {
        let words = ReportFormat.allCases.map { format in format.rawValue + (format.summary.map { " (\($0))" } ?? "") }
            .joined(separator: ", ") + " (default: \(ReportFormat.text.rawValue))"
        var lines: [String] = []
        var line = ""
        for word in words.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > 52 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: 28))
    }

    static let text = """
        OVERVIEW: a11y-lint finds the accessibility gaps in SwiftUI source that lock out
        VoiceOver, Voice Control, Switch Control and large-text users.

        USAGE: a11y-lint [options] [paths...]
               a11y-lint [options] --stdin-filename PATH -
               a11y-lint explain RULE-ID
               a11y-lint init [--force]
               a11y-lint install-hook [--force] [options]
               a11y-lint debug tokens|tree FILE

        Paths are files or folders (walked for *.swift, skipping .build, .git, Pods,
        Carthage, DerivedData, node_modules and hidden folders). Default: the input files
        of an Xcode Run Script phase (SCRIPT_INPUT_FILE_*), else the current folder.

        OPTIONS:
          --format FORMAT           \(formats)
          -o, --output FILE         Write the report to FILE instead of standard output
          --color auto|always|never Colours and code frames in the text report
                                    (default: auto — on a terminal, unless NO_COLOR is set
                                    or TERM=dumb)
          --statistics              Add the number of findings per rule
          --config FILE             Use FILE instead of the nearest .a11y-lint.json
          --print-config            Print the effective configuration and stop
          --fail-on LEVEL           Exit 1 on findings of LEVEL or worse: error, warning,
                                    note, never (default: the configuration's failOn, else error)
          --strict                  Same as --fail-on warning
          --baseline FILE           Report only findings that FILE does not hold
          --write-baseline FILE     Record the findings in FILE (with --baseline: keep only
                                    the entries that still occur)
          --diff [REF]              Report only findings on lines changed since REF
                                    (default: HEAD), as git diff sees them
          --stdin-filename PATH     With '-' as the path: lint standard input as PATH
          --staged                  Lint the staged content of the staged Swift files (under
                                    the paths, if given), as a pre-commit hook does
          --context PATH            Also read PATH (a file or folder; repeatable) for where
                                    custom views are used, without reporting its findings
          --fix                     Apply the safe fixes (marked [*]) and report what remains;
                                    with '-', print the fixed text instead of the report
          --unsafe-fixes            With --fix: also apply the fixes that change what users
                                    hear or see (marked [* unsafe])
          --dry-run                 With --fix: print a unified diff and change nothing
                                    (exit 1 when something would change)
          -q, --quiet               No summary line on standard error
          -j, --jobs N              Lint with N threads (default: one per core)
          --max-file-size BYTES     Skip larger files with a message (default: 33554432)
          --touch FILE              Create FILE when done (for build tools that need an output)
          --list-rules              List the rules with their severity and WCAG criteria
          --version                 Print the version
          -h, --help                Show this help

        COMMANDS:
          explain RULE-ID           What a rule flags, why, and how to fix it
          server                    A language server (LSP) for editors, on standard input
                                    and output
          init                      Write a starter .a11y-lint.json listing every rule
          install-hook              Write a git pre-commit hook that lints the staged Swift
                                    files (--staged) with the options given
          debug tokens|tree FILE    The lexer's tokens or the parsed view tree

        EXIT CODES:
          0  nothing at the --fail-on level (warnings and notes are shown but do not
             fail by default); also when only writing a baseline
          1  at least one finding at the --fail-on level (default: an error)
          2  a usage or configuration error, or a path that could not be read (unless
             findings already make it 1)

        Text reports print path:line:column: severity: message [rule-id]; columns are
        1-based and count Unicode scalars.
        """
}
