import A11yLintSyntax

/// The parts of a file compiled only for macOS (or tvOS): the branches of
/// `#if os(macOS)` (and `#elseif os(macOS)`, `#if canImport(AppKit)`,
/// `#if os(tvOS)`), whose condition names macOS or tvOS, not negated and not
/// joined by `||`; or the whole file when it imports AppKit or Cocoa outside
/// any `#if` (neither exists elsewhere). Neither platform has Dynamic Type
/// or touch, so the rules about text size and touch targets leave that code alone.
struct MacOnlyRegions: Sendable {
    /// Byte ranges, in source order.
    private(set) var ranges: [Range<Int>] = []
    /// The file imports AppKit or Cocoa unconditionally.
    private(set) var isWholeFile = false

    init(_ tree: SyntaxTree) {
        // Each open `#if`: where its current branch started, if that branch is macOS only.
        var open: [Int32?] = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .poundDirective || tree.tokens[index].kind == .keyword {
            let token = Int32(index)
            if tree.tokens[index].kind == .keyword {
                if open.isEmpty, tree.token(token, is: "import"), tree.token(token + 1, is: "AppKit") || tree.token(token + 1, is: "Cocoa") {
                    isWholeFile = true
                }
            } else if tree.token(token, is: "#if") {
                open.append(Self.isMacOnlyCondition(after: token, in: tree) ? token : nil)
            } else if tree.token(token, is: "#elseif") || tree.token(token, is: "#else") || tree.token(token, is: "#endif") {
                guard !open.isEmpty else { continue }
                if let start = open[open.count - 1] { ranges.append(tree.tokens[Int(start)].range.lowerBound..<tree.tokens[index].range.lowerBound) }
                if tree.token(token, is: "#endif") {
                    open.removeLast()
                } else {
                    open[open.count - 1] = tree.token(token, is: "#elseif") && Self.isMacOnlyCondition(after: token, in: tree)
                        ? token : nil
                }
            }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
    }

    /// `os(macOS)`, `os(tvOS)` or `canImport(AppKit)`, alone or joined by `&&` (`os(macOS) &&
    /// !targetEnvironment(macCatalyst)`), on the directive's line.
    private static func isMacOnlyCondition(after directive: Int32, in tree: SyntaxTree) -> Bool {
        var token = directive + 1
        var namesMac = false
        while Int(token) < tree.tokens.count, !tree.tokens[Int(token)].isFirstOnLine {
            if tree.token(token, is: "||") { return false }
            if tree.token(token, is: "macOS") || tree.token(token, is: "AppKit") || tree.token(token, is: "tvOS") {
                // `!os(macOS)`: every platform but macOS.
                if tree.token(token - 3, is: "!") { return false }
                namesMac = true
            }
            token += 1
        }
        return namesMac
    }

    /// Whether the byte at `offset` is compiled only for macOS.
    func contains(_ offset: Int) -> Bool {
        isWholeFile || ranges.contains { $0.contains(offset) }
    }
}
