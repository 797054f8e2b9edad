import A11yLintSyntax

/// One `// a11y-lint:…` comment: which findings it silences, and where.
struct SuppressionDirective {
    enum Kind: String {
        /// `disable:next RULE`: the next line.
        case next = "disable:next"
        /// `disable:this RULE`: its own line (a trailing comment).
        case this = "disable:this"
        /// `disable RULE` … `enable RULE`: a region.
        case disable
        case enable
        /// `disable-file RULE`: the whole file.
        case file = "disable-file"
    }

    let kind: Kind
    /// Rule ids as written.
    let rules: [String]
    /// 1-based line of the comment.
    let line: Int
    /// Byte range of the comment, where findings about the directive sit.
    let start: Int
    let end: Int
}

/// A comment that starts like a directive but is not one.
struct MalformedDirective {
    let problem: String
    let start: Int
    let end: Int
}

/// Reads directives from a file's comments:
/// `a11y-lint:disable:next RULE[, RULE…] [-- reason]` and the other forms.
enum SuppressionParser {
    static let prefix = "a11y-lint:"

    static func parse(_ tree: SyntaxTree) -> (directives: [SuppressionDirective], malformed: [MalformedDirective]) {
        var directives: [SuppressionDirective] = []
        var malformed: [MalformedDirective] = []
        var locator = SourceLocator(tree.source)
        let bytes = tree.source.bytes
        for comment in tree.comments where startsWithPrefix(comment, bytes) {
            var text = tree.source.text(comment.range)
            text = String(text.dropFirst(2))                                   // `//` or `/*`
            if comment.isBlock && text.hasSuffix("*/") { text = String(text.dropLast(2)) }
            text = text.trimmingSpaces()
            // Only `// a11y-lint:` and `/* a11y-lint: */`: a commented-out directive (`// // a11y-lint:`) is not one.
            guard text.hasPrefix(prefix) else { continue }
            let body = text.dropFirst(prefix.count)
            let commandEnd = body.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? body.endIndex
            let command = String(body[..<commandEnd])
            guard let kind = SuppressionDirective.Kind(rawValue: command) else {
                malformed.append(MalformedDirective(
                    problem: "unknown directive \"\(prefix)\(command)\"; use disable:next, disable:this, disable, enable or disable-file",
                    start: comment.range.lowerBound, end: comment.range.upperBound))
                continue
            }
            var list = String(body[commandEnd...])
            if let reason = list.range(of: "--") { list = String(list[..<reason.lowerBound]) }
            let rules = list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
            guard !rules.isEmpty else {
                malformed.append(MalformedDirective(problem: "\"\(prefix)\(command)\" names no rule",
                                                    start: comment.range.lowerBound, end: comment.range.upperBound))
                continue
            }
            let line = locator.location(ofOffset: comment.range.lowerBound).line
            directives.append(SuppressionDirective(kind: kind, rules: rules, line: line,
                                                   start: comment.range.lowerBound, end: comment.range.upperBound))
        }
        return (directives, malformed)
    }

    private static let prefixBytes = Array(prefix.utf8)

    /// Whether the comment's text, after `//` or `/*` and blanks, starts with
    /// the prefix: checked on bytes, so the many ordinary comments cost no `String`.
    private static func startsWithPrefix(_ comment: Comment, _ bytes: [UInt8]) -> Bool {
        var index = comment.range.lowerBound + 2
        let end = comment.range.upperBound
        while index < end && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index += 1 }
        guard end - index >= prefixBytes.count else { return false }
        return bytes[index..<(index + prefixBytes.count)].elementsEqual(prefixBytes)
    }
}

private extension String {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
