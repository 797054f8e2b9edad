import A11yLintSyntax

/// An operating system version as code and project settings write it
/// (`15`, `13.4`, `v13_4`, `"15.0"`), compared part by part.
public struct OSVersion: Comparable, Sendable, CustomStringConvertible {
    public let parts: [Int]

    /// Reads the digits, dots and underscores after a leading `v` or quote; nil without a number.
    public init?(_ text: Substring) {
        let trimmed = text.drop { $0 == "v" || $0 == "\"" }
        let parts = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "_" }
            .split(whereSeparator: { $0 == "." || $0 == "_" }).compactMap { Int($0) }
        guard !parts.isEmpty else { return nil }
        var significant = parts
        while significant.count > 1, significant.last == 0 { significant.removeLast() }
        self.parts = significant
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        lhs.parts.lexicographicallyPrecedes(rhs.parts)
    }

    public var description: String { parts.map(String.init).joined(separator: ".") }
}

/// A condition that is one availability check and nothing else:
/// `#available(iOS 15, macOS 12, *)` or `#unavailable(iOS 15)`, with the
/// platforms it names (not `*`) and their versions.
struct AvailabilityCheck {
    let isNegative: Bool
    let platforms: [(name: String, version: OSVersion?)]

    init?(_ condition: Range<Int32>, in tree: SyntaxTree) {
        guard condition.count > 3, let check = condition.first,
              tree.token(check, is: "#available") || tree.token(check, is: "#unavailable"),
              tree.token(check + 1, is: "("), tree.partners[Int(check + 1)] == condition.upperBound - 1 else { return nil }
        isNegative = tree.token(check, is: "#unavailable")
        var platforms: [(name: String, version: OSVersion?)] = []
        for token in (check + 2)..<(condition.upperBound - 1) where tree.tokens[Int(token)].kind == .identifier {
            // `15.4.1` is lexed as `15.4`, `.`, `1`: the version runs to the next `,` or `)`.
            var end = token + 1
            while end < condition.upperBound - 1, !tree.token(end, is: ","), tree.tokens[Int(end)].kind != .identifier { end += 1 }
            let version = end > token + 1 ? OSVersion(Substring(tree.text(fromToken: token + 1, through: end - 1))) : nil
            platforms.append((tree.text(ofToken: token), version))
        }
        self.platforms = platforms
    }

    /// Whether it names at least one platform, and only platforms `names` holds.
    func namesOnly(_ names: Set<String>) -> Bool {
        !platforms.isEmpty && platforms.allSatisfy { names.contains($0.name) }
    }

    static let macOSNames: Set<String> = ["macOS", "OSX", "macOSApplicationExtension"]
    static let iOSNames: Set<String> = ["iOS", "iOSApplicationExtension"]

    /// The code that runs only when an availability check `accepts` takes fails: the
    /// `else` branches of `if #available(…)`, the `else` of `guard
    /// #available(…)`, and the body of `if #unavailable(…)`.
    static func fallbacks(in tree: SyntaxTree, where accepts: (AvailabilityCheck) -> Bool) -> [Range<Int>] {
        var found = RunTimeBranches.firstBranches(in: tree) { condition in
            AvailabilityCheck(condition, in: tree).map { $0.isNegative && accepts($0) } ?? false
        }
        for statement in tree.statements where statement.kind == .ifElse || statement.kind == .guardElse {
            guard let first = statement.blocks.first.map({ tree.blocks[$0] }),
                  let check = AvailabilityCheck(first.conditionStart..<first.conditionEnd, in: tree),
                  !check.isNegative, accepts(check) else { continue }
            if statement.kind == .guardElse {
                if let body = RunTimeBranches.braces(opening: first.conditionEnd + 1, in: tree) { found.append(body) }
            } else if statement.blocks.count > 1, let last = statement.blocks.last.map({ tree.blocks[$0] }),
                      let end = RunTimeBranches.braces(opening: last.conditionEnd, in: tree)?.upperBound {
                found.append(tree.tokens[Int(tree.blocks[statement.blocks.startIndex + 1].conditionStart)].range.lowerBound..<end)
            }
        }
        return found
    }

    /// The fallbacks of checks that name only iOS, for a version the
    /// project's minimum already has (`if #available(iOS 15, *) { … } else
    /// { here }` in an app that needs iOS 15): no device the app installs on runs them.
    static func unsupportedFallbacks(in tree: SyntaxTree, iOSMinimum: OSVersion?) -> [Range<Int>] {
        guard let iOSMinimum else { return [] }
        return fallbacks(in: tree) { check in
            check.namesOnly(iOSNames) && check.platforms.allSatisfy { $0.version.map { $0 <= iOSMinimum } ?? false }
        }
    }
}
