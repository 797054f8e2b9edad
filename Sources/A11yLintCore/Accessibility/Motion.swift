import A11yLintSyntax

/// Animation that never ends, and code that reads the Reduce Motion setting,
/// found in a range of tokens.
public enum Motion {
    /// Names that read Reduce Motion, in SwiftUI, UIKit and AppKit.
    static let readers: [StaticString] = [
        "accessibilityReduceMotion", "isReduceMotionEnabled", "accessibilityDisplayShouldReduceMotion",
        "reduceMotionStatusDidChangeNotification",
    ]

    /// Whether any token of `range` reads Reduce Motion.
    static func readsReduceMotion(_ range: Range<Int32>, in tree: SyntaxTree) -> Bool {
        range.contains { token in tree.tokens[Int(token)].kind == .identifier && readers.contains { tree.token(token, is: $0) } }
    }

    /// The tokens of `range` that start an endless animation, with how the
    /// code spells it: `.repeatForever(…)`, `options: .repeat` (UIKit's
    /// animation options), `.repeating` and `.repeat(.continuous)` (symbol
    /// effects), `repeatCount = .infinity` (Core Animation), a
    /// `PhaseAnimator` without a `trigger:`, `TimelineView(.animation)`
    /// without `paused:`.
    static func endlessAnimations(in range: Range<Int32>, of tree: SyntaxTree) -> [(token: Int32, spelling: String)] {
        var found: [(token: Int32, spelling: String)] = []
        for token in range where isCandidate(token, tree) {
            // `.repeating` as a value (`options: .repeating`), not a member (`self.repeating`).
            let afterDot = tree.token(token - 1, is: ".") && !tree.endsOperand(token - 2)
            if tree.token(token, is: "repeatForever") {
                found.append((token, ".repeatForever"))
            } else if afterDot && tree.token(token, is: "repeat") {
                // `.repeat` alone is UIKit's option; `.repeat(.continuous)` a symbol effect's.
                if !tree.token(token + 1, is: "(") {
                    found.append((token, "the .repeat animation option"))
                } else if tree.token(token + 3, is: "continuous") {
                    found.append((token, ".repeat(.continuous)"))
                }
            } else if afterDot && tree.token(token, is: "repeating") {
                found.append((token, ".repeating"))
            } else if tree.token(token, is: "repeatCount"), tree.token(token + 1, is: "=") {
                if (token + 2...token + 5).contains(where: { tree.token($0, is: "infinity") || tree.token($0, is: "greatestFiniteMagnitude") }) {
                    found.append((token, "repeatCount = .infinity"))
                }
            } else if tree.token(token, is: "PhaseAnimator") || tree.token(token, is: "phaseAnimator") {
                if tree.token(token + 1, is: "("), !arguments(after: token, in: tree, contain: "trigger") {
                    found.append((token, tree.text(ofToken: token) + " without a trigger"))
                }
            } else if tree.token(token, is: "TimelineView"), tree.token(token + 2, is: "."), tree.token(token + 3, is: "animation"),
                      !arguments(after: token, in: tree, contain: "paused") {
                found.append((token, "TimelineView(.animation)"))
            }
        }
        return found
    }

    /// An identifier or keyword that may start an endless animation: every
    /// one begins with r, P, p or T (a byte test before any comparison).
    private static func isCandidate(_ token: Int32, _ tree: SyntaxTree) -> Bool {
        let kind = tree.tokens[Int(token)].kind
        guard kind == .identifier || kind == .keyword else { return false }
        switch tree.source.bytes[Int(tree.tokens[Int(token)].start)] {
        case UInt8(ascii: "r"), UInt8(ascii: "P"), UInt8(ascii: "p"), UInt8(ascii: "T"): return true
        default: return false
        }
    }

    /// Whether the parenthesised arguments after `name` have the label `label`.
    private static func arguments(after name: Int32, in tree: SyntaxTree, contain label: StaticString) -> Bool {
        let open = name + 1
        guard tree.token(open, is: "("), Int(open) < tree.partners.count else { return false }
        let close = tree.partners[Int(open)]
        guard close > open else { return false }
        return (open..<close).contains { tree.token($0, is: label) && tree.token($0 + 1, is: ":") }
    }
}

private extension SyntaxTree {
    /// Whether the token ends an operand (`self`, a name, `)`, `]`): a `.` after it starts a member.
    func endsOperand(_ token: Int32) -> Bool {
        guard token >= 0, Int(token) < tokens.count else { return false }
        switch tokens[Int(token)].kind {
        case .identifier, .keyword, .stringClose, .integer, .float: return true
        default: return self.token(token, is: ")") || self.token(token, is: "]") || self.token(token, is: "?")
            || self.token(token, is: "!")
        }
    }
}
