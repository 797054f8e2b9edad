import A11yLintSyntax

/// The branches of a file's `#if` / `#elseif` / `#else` blocks whose
/// condition a predicate accepts, as byte ranges in source order: one
/// mechanism for every question about code some builds leave out.
enum ConditionalBranches {
    /// `accepts` is asked about each `#if`, `#elseif` and `#else` token;
    /// its branch runs to the next directive of the same block.
    static func ranges(in tree: SyntaxTree, where accepts: (Int32) -> Bool) -> [Range<Int>] {
        // Each open `#if`: where its current branch started, if accepted.
        var open: [Int32?] = []
        var ranges: [Range<Int>] = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .poundDirective {
            let token = Int32(index)
            if tree.token(token, is: "#if") {
                open.append(accepts(token) ? token : nil)
            } else if tree.token(token, is: "#elseif") || tree.token(token, is: "#else") || tree.token(token, is: "#endif") {
                guard !open.isEmpty else { continue }
                if let start = open[open.count - 1] { ranges.append(tree.tokens[Int(start)].range.lowerBound..<tree.tokens[index].range.lowerBound) }
                if tree.token(token, is: "#endif") {
                    open.removeLast()
                } else {
                    open[open.count - 1] = accepts(token) ? token : nil
                }
            }
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The tokens of the directive's condition, on its own line.
    static func condition(after directive: Int32, in tree: SyntaxTree) -> Range<Int32> {
        var end = directive + 1
        while Int(end) < tree.tokens.count, !tree.tokens[Int(end)].isFirstOnLine { end += 1 }
        return (directive + 1)..<end
    }
}

/// The parts of a file compiled only for macOS (or tvOS): the branches of
/// `#if os(macOS)` (and `#elseif os(macOS)`, `#if canImport(AppKit)`,
/// `#if os(tvOS)`), whose condition names macOS or tvOS, not negated and not
/// joined by `||`; or the whole file when it imports AppKit or Cocoa outside
/// any `#if` (neither exists elsewhere); and the first branch of an `if`
/// that asks at run time whether the app runs on a Mac
/// (`if ProcessInfo.processInfo.isMacCatalystApp`, `if IS_CATALYST`,
/// `isiOSAppOnMac`), not negated and not joined by `||`; and the fallback
/// of an availability check that names macOS alone (`if #available(macOS
/// 13, *) { … } else { here }`, `guard #available(macOS 13, *) else { here }`,
/// `if #unavailable(macOS 13) { here }`). Neither platform
/// has Dynamic Type or touch, so the rules about text size and touch
/// targets leave that code alone.
struct MacOnlyRegions: Sendable {
    /// Byte ranges, in source order.
    private(set) var ranges: [Range<Int>] = []
    /// The file imports AppKit or Cocoa unconditionally.
    private(set) var isWholeFile = false

    init(_ tree: SyntaxTree) {
        ranges = ConditionalBranches.ranges(in: tree) { Self.isMacOnlyCondition(after: $0, in: tree) }
        ranges += Self.runTimeMacBranches(in: tree)
        ranges += AvailabilityCheck.fallbacks(in: tree) { $0.namesOnly(AvailabilityCheck.macOSNames) }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        let conditional = ConditionalBranches.ranges(in: tree) { _ in true }
        isWholeFile = tree.tokens.indices.contains { index in
            let token = Int32(index)
            return tree.tokens[index].kind == .keyword && tree.token(token, is: "import")
                && (tree.token(token + 1, is: "AppKit") || tree.token(token + 1, is: "Cocoa"))
                && !conditional.contains { $0.contains(tree.tokens[index].range.lowerBound) }
        }
    }

    /// `os(macOS)`, `os(tvOS)` or `canImport(AppKit)`, alone or joined by `&&` (`os(macOS) &&
    /// !targetEnvironment(macCatalyst)`), on the directive's line.
    private static func isMacOnlyCondition(after directive: Int32, in tree: SyntaxTree) -> Bool {
        var namesMac = false
        for token in ConditionalBranches.condition(after: directive, in: tree) {
            if tree.token(token, is: "||") { return false }
            if tree.token(token, is: "macOS") || tree.token(token, is: "AppKit") || tree.token(token, is: "tvOS") {
                // `!os(macOS)`: every platform but macOS.
                if tree.token(token - 3, is: "!") { return false }
                namesMac = true
            }
        }
        return namesMac
    }

    /// The bodies of `if` statements whose condition asks whether the app runs on a Mac.
    private static func runTimeMacBranches(in tree: SyntaxTree) -> [Range<Int>] {
        RunTimeBranches.firstBranches(in: tree) { condition in
            // Not `||` (`isCatalyst || isPad`).
            !condition.contains { tree.token($0, is: "||") } && condition.contains { token in
                tree.tokens[Int(token)].kind == .identifier
                    && (tree.token(token, containsCaseInsensitive: "catalyst") || tree.token(token, is: "isiOSAppOnMac"))
            }
        }
    }

    /// Whether the byte at `offset` is compiled only for macOS.
    func contains(_ offset: Int) -> Bool {
        isWholeFile || ranges.contains { $0.contains(offset) }
    }
}

/// The first branches of `if` statements whose condition, asked while the
/// app runs, holds only on some builds or devices.
enum RunTimeBranches {
    /// The byte ranges of the `{ … }` of each `if` whose first condition
    /// passes `holds` and, unless `negationAllowed`, has no negation
    /// anywhere (`!isMacCatalystApp`, `isDebug == false`).
    static func firstBranches(in tree: SyntaxTree, negationAllowed: Bool = false,
                              where holds: (Range<Int32>) -> Bool) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for statement in tree.statements where statement.kind == .ifElse {
            guard let first = statement.blocks.first.map({ tree.blocks[$0] }),
                  first.conditionEnd > first.conditionStart, Int(first.conditionEnd) < tree.tokens.count,
                  tree.token(first.conditionEnd, is: "{") else { continue }
            let condition = first.conditionStart..<first.conditionEnd
            guard negationAllowed || !isNegated(condition, in: tree),
                  holds(condition), let body = braces(opening: first.conditionEnd, in: tree) else { continue }
            found.append(body)
        }
        return found
    }

    /// Whether a condition holds a negation (`!isMacCatalystApp`, `isDebug != true`, `isDebug == false`).
    static func isNegated(_ condition: Range<Int32>, in tree: SyntaxTree) -> Bool {
        condition.contains { tree.token($0, is: "!") || tree.token($0, is: "!=") || tree.token($0, is: "false") }
    }

    /// The bytes from the `{` at `open` through its `}`, if it is one that closes.
    static func braces(opening open: Int32, in tree: SyntaxTree) -> Range<Int>? {
        guard Int(open) < tree.tokens.count, tree.token(open, is: "{"), tree.partners[Int(open)] > open else { return nil }
        return tree.tokens[Int(open)].range.lowerBound..<tree.tokens[Int(tree.partners[Int(open)])].range.upperBound
    }
}

/// The parts of a file compiled only into debug builds: the branch of
/// `#if DEBUG` (or a flag whose name has the word `DEBUG`, `QA` or
/// `INTERNAL`: `HAS_QA_FEATURES`) or of a negated release flag (`#if
/// !RELEASE`, `!APPSTORE`, `!PRODUCTION`), the condition alone or joined by `&&`. What is built
/// there, a developer's overlay or menu, never reaches the app's users.
/// The same for the first branch of an `if` that asks while the app runs
/// whether it is a debug or TestFlight build (`if Bundle.main.isDebug ||
/// Bundle.main.isTestFlight`): every part joined by `||` names one. And the
/// first branch of `if false { … }`, which no build runs (a screen switched
/// off by hand).
enum DebugOnlyRegions {
    static func ranges(in tree: SyntaxTree) -> [Range<Int>] {
        let runTime = RunTimeBranches.firstBranches(in: tree, negationAllowed: true) { condition in
            // `if false { … }`: switched off by hand.
            if condition.count == 1 && tree.token(condition.lowerBound, is: "false") { return true }
            guard !RunTimeBranches.isNegated(condition, in: tree) else { return false }
            var part = false
            for token in condition {
                if tree.token(token, is: "||") {
                    guard part else { return false }
                    part = false
                } else if tree.tokens[Int(token)].kind == .identifier, namesATesterBuild(tree.text(ofToken: token)) {
                    part = true
                }
            }
            return part
        }
        return (compiled(in: tree) + runTime).sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Whether a property asked while the app runs names a developer's or
    /// tester's build: the word `debug` or `testflight`, or `test` then
    /// `flight` (`isDebug`, `isDebugBuild`, `isTestFlight`, `IS_TESTFLIGHT`;
    /// not `isDebuggingEnabled`, a feature users may turn on).
    static func namesATesterBuild(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard lowered.contains("debug") || lowered.contains("testflight") else { return false }
        let words = NameWords.words(of: Substring(name))
        return words.contains("debug") || words.contains("testflight")
            || zip(words, words.dropFirst()).contains { $0 == "test" && $1 == "flight" }
    }

    private static func compiled(in tree: SyntaxTree) -> [Range<Int>] {
        ConditionalBranches.ranges(in: tree) { directive in
            guard !tree.token(directive, is: "#else") else { return false }
            let condition = ConditionalBranches.condition(after: directive, in: tree)
            return condition.contains { token in
                let negated = tree.token(token - 1, is: "!")
                if releaseFlags.contains(where: { tree.token(token, is: $0) }) { return negated }
                return !negated && tree.tokens[Int(token)].kind == .identifier && isDebugFlag(tree.text(ofToken: token))
            } && !condition.contains { tree.token($0, is: "||") }
        }
    }

    /// Compilation conditions that mark a release (App Store) build.
    static let releaseFlags: [StaticString] = ["RELEASE", "APPSTORE", "APP_STORE", "PRODUCTION"]
    /// Words of a flag's name that mark a developer or tester build:
    /// `DEBUG`, `HAS_QA_FEATURES`, `INTERNAL_BUILD`, `DEBUG_MENU`.
    static let debugFlagWords: Set<Substring> = ["DEBUG", "QA", "INTERNAL"]

    static func isDebugFlag(_ name: String) -> Bool {
        name.split(separator: "_").contains { debugFlagWords.contains($0) }
    }
}
