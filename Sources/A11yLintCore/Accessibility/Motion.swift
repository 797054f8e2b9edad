import A11yLintSyntax

/// Animation that never ends, and code that reads the Reduce Motion setting,
/// found in a range of tokens.
public enum Motion {
    /// Words (any case) of the names that read Reduce Motion: SwiftUI's
    /// `accessibilityReduceMotion`, UIKit's `isReduceMotionEnabled` and
    /// `reduceMotionStatusDidChangeNotification`, AppKit's
    /// `accessibilityDisplayShouldReduceMotion`, and the app's own wrappers
    /// of them (`trueUnlessReduceMotionEnabled`, `prefersReducedMotion`).
    static let readerWords: [StaticString] = ["reduceMotion", "reducedMotion"]

    /// Whether any token of `range` reads Reduce Motion.
    static func readsReduceMotion(_ range: Range<Int32>, in tree: SyntaxTree) -> Bool {
        range.contains { token in
            tree.tokens[Int(token)].kind == .identifier && readerWords.contains { tree.token(token, containsCaseInsensitive: $0) }
        }
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
                if !animatesOnlyFadingState(around: token, in: tree) { found.append((token, ".repeatForever")) }
            } else if afterDot && tree.token(token, is: "repeat") && isOptionValue(token, in: tree) {
                // `.repeat` alone is UIKit's option; `.repeat(.continuous)` a symbol effect's.
                if !tree.token(token + 1, is: "(") {
                    if !animatesOnlyFades(callAround: token, in: tree) { found.append((token, "the .repeat animation option")) }
                } else if tree.token(token + 3, is: "continuous"), !isFadingSymbolEffect(callAround: token, in: tree) {
                    found.append((token, ".repeat(.continuous)"))
                }
            } else if afterDot && tree.token(token, is: "repeating") && isOptionValue(token, in: tree) {
                if !isFadingSymbolEffect(callAround: token, in: tree) { found.append((token, ".repeating")) }
            } else if tree.token(token, is: "repeatCount"), tree.token(token + 1, is: "=") {
                if (token + 2...token + 5).contains(where: { tree.token($0, is: "infinity") || tree.token($0, is: "greatestFiniteMagnitude") }),
                   !animatesAFade(named: token - 2, before: token, in: tree) {
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
        return found.filter { !isBusyIndicator(at: $0.token, in: tree) }
    }

    /// Words that name a busy indicator: a spinner, a loader, a progress,
    /// refresh or activity indicator, a loading placeholder's shimmer.
    static let busyIndicatorWords: [StaticString] = [
        "spinner", "loader", "loading", "progress", "activityindicator", "activityview", "hud", "refresh", "busy",
        "shimmer", "skeleton", "indeterminate",
    ]

    /// Endless motion inside a type or function named as a busy indicator
    /// (`LoaderView`, `SpinnerActivityIndicatorView`, `InfiniteProgressView`,
    /// `ShimmerBar`, a `ProgressViewStyle`): the app's own activity indicator,
    /// a spin, a sliding bar or a sweeping shimmer, which moves while the app
    /// is busy as the system's `UIActivityIndicatorView` and `ProgressView` do
    /// under Reduce Motion.
    static func isBusyIndicator(at token: Int32, in tree: SyntaxTree) -> Bool {
        tree.declarations.contains { declaration in
            guard declaration.kind.isType || declaration.kind == .function,
                  declaration.keywordToken <= token && token < declaration.endToken else { return false }
            let names = [declaration.nameToken] + tree.inheritedNames[declaration.inheritance.startIndex..<declaration.inheritance.endIndex]
            return names.contains { name in
                name >= 0 && busyIndicatorWords.contains { tree.token(name, containsCaseInsensitive: $0) }
            }
        }
    }

    /// Whether `.repeat` / `.repeating` is given to an `options:` argument
    /// (`options: .repeating`, `options: [.curveEaseIn, .repeat]`), not an
    /// enum case of the app's own (`case .repeating(let interval):`).
    static func isOptionValue(_ token: Int32, in tree: SyntaxTree) -> Bool {
        var previous = token - 2
        while previous >= 0 && previous > token - 12 {
            if tree.token(previous, is: ":") { return tree.token(previous - 1, is: "options") }
            if tree.token(previous, is: "(") || tree.token(previous, is: "{") || tree.token(previous, is: "}") { return false }
            previous -= 1
        }
        return false
    }

    /// Properties whose animation fades or recolours without moving: what
    /// Reduce Motion asks apps to use instead of motion.
    static let fadingProperties: [StaticString] = [
        "alpha", "opacity", "backgroundColor", "tintColor", "textColor", "borderColor", "shadowOpacity", "isHidden",
        "strokeColor", "fillColor", "shadowColor", "colors",
    ]
    /// Symbol effects that change colour or opacity, not position or size.
    static let fadingSymbolEffects: [StaticString] = ["variableColor", "pulse"]

    /// `UIView.animate(…, options: [.repeat]) { self.pulse.alpha = 0.3 }`:
    /// every property the animation closures assign fades or recolours.
    static func animatesOnlyFades(callAround token: Int32, in tree: SyntaxTree) -> Bool {
        // The closures inside the arguments, and a trailing closure after them.
        guard let open = tree.callOpener(around: token), let call = tree.callRange(opening: open) else { return false }
        var assigned = 0
        for index in call.lowerBound..<call.upperBound where tree.token(index + 1, is: "=") && tree.tokens[Int(index)].kind == .identifier {
            guard fadingProperties.contains(where: { tree.token(index, is: $0) }) else { return false }
            assigned += 1
        }
        return assigned > 0
    }

    /// SwiftUI modifiers (and `Color` methods) that fade, blur or recolour a
    /// view without moving it.
    static let fadingModifiers: [StaticString] = [
        "opacity", "shadow", "blur", "foregroundColor", "foregroundStyle", "fill", "tint", "brightness", "saturation",
        "hueRotation", "colorMultiply", "stroke", "strokeBorder",
    ]

    /// `withAnimation(.easeInOut.repeatForever()) { glowOpacity = 1 }` or
    /// `.animation(.linear.repeatForever(), value: glow)` where every use of
    /// the state it changes, in the file, is inside a fading modifier
    /// (`.opacity(glowOpacity)`, `.shadow(color: .pink.opacity(glowOpacity), …)`):
    /// a pulse of light, not motion; or where nothing reads that state.
    static func animatesOnlyFadingState(around token: Int32, in tree: SyntaxTree) -> Bool {
        guard let open = tree.callOpener(around: token), let call = tree.callRange(opening: open) else { return false }
        var states: [Int32] = []
        if tree.token(open - 1, is: "withAnimation") {
            let close = tree.partners[Int(open)]
            for index in close..<call.upperBound where tree.tokens[Int(index)].kind == .identifier {
                if tree.token(index + 1, is: "=") || tree.token(index + 1, is: ".") && tree.token(index + 2, is: "toggle") {
                    states.append(index)
                }
            }
        } else if tree.token(open - 1, is: "animation"),
                  let label = (open..<call.upperBound).first(where: { tree.token($0, is: "value") && tree.token($0 + 1, is: ":") }),
                  tree.tokens[Int(label + 2)].kind == .identifier {
            states.append(label + 2)
        }
        return !states.isEmpty && states.allSatisfy { isUsedOnlyToFade($0, in: tree) }
    }

    /// Whether every read of the state `state` names, in the file, sits in a
    /// fading modifier's arguments, or in the value of a local that is read
    /// only there (`let useRed = pulsing && !accepted` … `.foregroundColor(useRed ? .red : .primary)`);
    /// or nothing reads it and it is the view's own `@State` (it moves
    /// nothing). Its binding (`$glow`), handed to another view, may move something.
    private static func isUsedOnlyToFade(_ state: Int32, in tree: SyntaxTree, depth: Int = 0) -> Bool {
        let binding = Array(("$" + tree.text(ofToken: state)).utf8)
        var reads = 0
        var isOwnState = false
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            let token = Int32(index)
            if tree.token(token, equals: binding) { return false }
            guard tree.token(token, sameTextAs: state) else { continue }
            if tree.token(token - 1, is: "var") {
                isOwnState = isOwnState || (max(0, token - 8)..<token).contains { tree.token($0, is: "State") }
                continue
            }
            guard !tree.token(token + 1, is: "="), !(tree.token(token + 1, is: ".") && tree.token(token + 2, is: "toggle")),
                  !tree.token(token - 1, is: "let"), !tree.token(token - 1, is: ".") || tree.token(token - 2, is: "self"),
                  !isAnimationTrigger(token, in: tree)
            else { continue }
            reads += 1
            if let opener = tree.callOpener(around: token), fadingModifiers.contains(where: { tree.token(opener - 1, is: $0) }) {
                continue
            }
            guard depth < 2, let local = localHolding(token, in: tree), isUsedOnlyToFade(local, in: tree, depth: depth + 1)
            else { return false }
        }
        return reads > 0 || isOwnState
    }

    /// `.animation(…, value: pulsing)`: what starts the animation, not what it draws.
    private static func isAnimationTrigger(_ token: Int32, in tree: SyntaxTree) -> Bool {
        guard tree.token(token - 1, is: ":"), tree.token(token - 2, is: "value"), tree.token(token + 1, is: ")"),
              let opener = tree.callOpener(around: token) else { return false }
        return tree.token(opener - 1, is: "animation")
    }

    /// The local whose value, on the line `token` is on, holds it: `useRed`
    /// in `let useRed = pulsing && !accepted`.
    private static func localHolding(_ token: Int32, in tree: SyntaxTree) -> Int32? {
        var index = token - 1
        while index >= 2 {
            if tree.token(index, is: "="), tree.tokens[Int(index - 1)].kind == .identifier, tree.token(index - 2, is: "let"),
               tree.tokens[Int(index - 2)].isFirstOnLine {
                return index - 1
            }
            if tree.tokens[Int(index)].isFirstOnLine || tree.token(index, is: ";") { return nil }
            index -= 1
        }
        return nil
    }

    /// `.symbolEffect(.variableColor, options: .repeating)`, `.pulse`: colour and opacity.
    static func isFadingSymbolEffect(callAround token: Int32, in tree: SyntaxTree) -> Bool {
        guard let open = tree.callOpener(around: token) else { return false }
        return tree.token(open + 1, is: ".") && fadingSymbolEffects.contains { tree.token(open + 2, is: $0) }
    }

    /// `pulse.repeatCount = .infinity` where `pulse = CABasicAnimation(keyPath: "opacity")`
    /// (or `#keyPath(CAShapeLayer.strokeColor)`) earlier (within 512 tokens): a fade.
    /// A group (`group.animations = [colors, shadow]`) fades when each of its animations does.
    static func animatesAFade(named name: Int32, before token: Int32, in tree: SyntaxTree, depth: Int = 0) -> Bool {
        guard name >= 0, tree.tokens[Int(name)].kind == .identifier, depth < 4 else { return false }
        let animation = tree.text(ofToken: name)
        if let members = groupMembers(of: animation, before: token, in: tree) {
            return !members.isEmpty && members.allSatisfy { animatesAFade(named: $0, before: token, in: tree, depth: depth + 1) }
        }
        var index = token - 1
        while index >= max(0, token - 512) {
            defer { index -= 1 }
            guard tree.token(index, is: "keyPath"), tree.token(index + 1, is: ":"),
                  (max(0, index - 8)..<index).contains(where: { tree.tokens[Int($0)].kind == .identifier && tree.text(ofToken: $0) == animation })
            else { continue }
            var key = index + 3
            // `#keyPath(CAShapeLayer.strokeColor)`: the last name inside the parentheses.
            if tree.token(index + 2, is: "#keyPath"), tree.token(index + 3, is: "("), tree.partners[Int(index + 3)] > index + 3 {
                key = tree.partners[Int(index + 3)] - 1
            }
            return fadingProperties.contains { tree.token(key, is: $0) }
        }
        return false
    }

    /// The animations of a group, `group.animations = [colors, shadow]`
    /// earlier (within 512 tokens); nil when there is no such assignment.
    private static func groupMembers(of group: String, before token: Int32, in tree: SyntaxTree) -> [Int32]? {
        var index = token - 1
        while index >= max(2, token - 512) {
            defer { index -= 1 }
            guard tree.token(index, is: "animations"), tree.token(index + 1, is: "="), tree.token(index + 2, is: "["),
                  tree.token(index - 1, is: "."), tree.tokens[Int(index - 2)].kind == .identifier,
                  tree.text(ofToken: index - 2) == group, Int(index + 2) < tree.partners.count else { continue }
            let close = tree.partners[Int(index + 2)]
            guard close > index + 2 else { return nil }
            return (index + 3..<close).filter { tree.tokens[Int($0)].kind == .identifier }
        }
        return nil
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
