import A11yLintCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the text report looks on this standard output: on a terminal it has
/// code frames, and colours unless `NO_COLOR` is set or `TERM` is `dumb`;
/// piped or written to a file it is one plain line per finding.
struct TerminalStyle {
    let textStyle: TextReporter.Style

    init(choice: ColorChoice, writesToFile: Bool, environment: [String: String]) {
        let isTerminal = !writesToFile && isatty(STDOUT_FILENO) == 1
        let colorsWanted = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        switch choice {
        case .always: textStyle = TextReporter.Style(colors: true, codeFrames: true)
        case .never: textStyle = TextReporter.Style(colors: false, codeFrames: isTerminal)
        case .auto: textStyle = TextReporter.Style(colors: isTerminal && colorsWanted, codeFrames: isTerminal)
        }
    }
}

/// The files an Xcode Run Script build phase lists as its inputs:
/// `SCRIPT_INPUT_FILE_0…` and the paths inside `SCRIPT_INPUT_FILE_LIST_0…`
/// (`.xcfilelist` files, one path per line).
enum XcodeInputFiles {
    static func paths(_ environment: [String: String]) throws -> [String]? {
        var paths: [String] = []
        for index in 0..<(Int(environment["SCRIPT_INPUT_FILE_COUNT"] ?? "") ?? 0) {
            if let path = environment["SCRIPT_INPUT_FILE_\(index)"], !path.isEmpty { paths.append(path) }
        }
        for index in 0..<(Int(environment["SCRIPT_INPUT_FILE_LIST_COUNT"] ?? "") ?? 0) {
            guard let list = environment["SCRIPT_INPUT_FILE_LIST_\(index)"] else { continue }
            guard let text = try? String(contentsOfFile: list, encoding: .utf8) else {
                throw UsageError(message: "cannot read the Xcode input file list '\(list)'")
            }
            for line in text.split(whereSeparator: \.isNewline) {
                let path = line.trimmingCharacters(in: .whitespaces)
                if !path.isEmpty && !path.hasPrefix("#") { paths.append(path) }
            }
        }
        return paths.isEmpty ? nil : paths
    }
}
