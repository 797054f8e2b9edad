import A11yLintSyntax

/// `fixed-font-size`: text given a font whose point size cannot follow Dynamic Type.
public struct FixedFontSizeRule: ViewRule, AssignmentRule {
    public static let descriptor = RuleDescriptor(
        id: "fixed-font-size",
        name: "Font size that cannot grow",
        defaultSeverity: .warning,
        wcag: ["1.4.4"],
        skipsMacOnlyCode: true)

    public static let interest: ViewInterest = .views(modifiersNamed: ["font"])
    public static let assignedMembers: Set<String> = ["font"]

    /// `.font(.system(size: 14))` and its kin on a view that shows text (a
    /// view showing only images is sized as an icon, not text).
    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        for modifier in view.members where modifier.isNamed("font") && modifier.hasArgumentClause {
            guard let value = modifier.arguments.firstValue else { continue }
            for font in fonts(in: value) {
                guard let fixed = view.facts.fixedFont(font), !Self.isBeyondEveryTextSize(fixed), !view.isSizedAsIcon,
                      !view.facts.showsInitial(view.node) else { continue }
                // A font written here is fixed here; one held by a constant is fixed where it is declared.
                let isHere = fixed.nameToken >= font.firstToken && fixed.nameToken <= font.lastToken
                let fix = isHere ? systemFix(fixed, view.tree) ?? customFix(fixed, view.tree) : nil
                findings.report(Self.self, message(fixed), at: modifier.nameToken, of: view, fix: fix)
            }
        }
    }

    /// `label.font = UIFont.systemFont(ofSize: 14)`, `container.font = .system(size: 12)`.
    public static func check(_ assignment: AssignmentContext, _ findings: inout FindingSink) {
        guard let value = assignment.assignment.assignedValue, !scalesTheLocalLater(assignment), !titleFontIsUnused(assignment),
              !isInIconType(assignment), !sizesAnUnshownView(assignment) else { return }
        let tree = assignment.file.tree
        for font in fonts(in: value) {
            guard let fixed = assignment.file.facts.fixedFont(font), !isBeyondEveryTextSize(fixed), !showsOnlyAGlyph(assignment),
                  !isFallbackOfAFontThatScales(assignment) else { continue }
            let isHere = fixed.nameToken >= value.firstToken && fixed.nameToken <= value.lastToken
            let fix = !isHere ? nil : fixed.kind == .uiKit && value.ternaryParts == nil
                ? metricsFix(fixed, value: value, tree) : systemFix(fixed, tree) ?? customFix(fixed, tree)
            findings.report(Self.self, message(fixed), range: tree.tokens[Int(assignment.memberToken)].range, fix: fix)
        }
    }

    /// `button.titleLabel?.font = …` (or `header.button.titleLabel?.font`)
    /// where the file gives that button a `configuration` (a configured
    /// button draws its title in the configuration's font and ignores its
    /// title label's), or an image (`setImage`) and never a title
    /// (`setTitle`, `setAttributedTitle`, `title`, its title label's text):
    /// no text is sized by it; or where every title it is given is a glyph
    /// (`setTitle("▾", for: .normal)`), sized as an icon.
    static func titleFontIsUnused(_ assignment: AssignmentContext) -> Bool {
        guard let target = assignment.receiver, target.kind == .reference, var base = target.nameToken,
              let titleLabel = target.members.firstIndex(where: { $0.isNamed("titleLabel") }) else { return false }
        let tree = assignment.file.tree
        var path = target.members[..<titleLabel].map(\.nameToken)
        // `self.button` is `button`, written with `self.` or without.
        if tree.token(base, is: "self"), !path.isEmpty { base = path.removeFirst() }
        var setsImage = false
        var setsTitle = false
        var setsWords = false
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            guard tree.token(Int32(index), sameTextAs: base), let member = member(after: Int32(index), through: path, in: tree) else { continue }
            if tree.token(member, is: "configuration"), tree.token(member + 1, is: "="), !tree.token(member + 2, is: "nil") {
                return true
            }
            if tree.token(member, is: "setImage") { setsImage = true }
            if tree.token(member, is: "setTitle") || tree.token(member, is: "setAttributedTitle") || tree.token(member, is: "title") {
                setsTitle = true
                if !(tree.token(member, is: "setTitle") && literalTitle(after: member, in: tree).map(isGlyph) == true) { setsWords = true }
            }
            if tree.token(member, is: "titleLabel"),
               (member + 1...member + 3).contains(where: { tree.token($0, is: "text") || tree.token($0, is: "attributedText") }) {
                setsTitle = true
                setsWords = true
            }
        }
        return setsImage && !setsTitle || setsTitle && !setsWords
    }

    /// The member named after `base.p1.p2.` (each `.` maybe after `?` or `!`), the path's names given.
    private static func member(after base: Int32, through path: [Int32], in tree: SyntaxTree) -> Int32? {
        var token = base
        for name in path + [-1] {
            if tree.token(token + 1, is: "?") || tree.token(token + 1, is: "!") { token += 1 }
            guard tree.token(token + 1, is: ".") else { return nil }
            token += 2
            if name >= 0, !tree.token(token, sameTextAs: name) { return nil }
        }
        return token
    }

    /// The text of `setTitle("▾", …)`: a plain literal as the first argument.
    private static func literalTitle(after setTitle: Int32, in tree: SyntaxTree) -> String? {
        guard tree.token(setTitle + 1, is: "("), Int(setTitle) + 4 < tree.tokens.count,
              tree.tokens[Int(setTitle + 2)].kind == .stringOpen, tree.tokens[Int(setTitle + 3)].kind == .stringSegment,
              tree.tokens[Int(setTitle + 4)].kind == .stringClose else { return nil }
        return tree.text(ofToken: setTitle + 3)
    }

    /// `font = .italicSystemFont(ofSize: 16)` in the `else` of an `if let`
    /// whose first branch gives the same member a font that scales: one from
    /// a text style or metrics (`preferredFont`, `scaledFont`) or a
    /// descriptor's at its own size (`if let descriptor =
    /// body.withSymbolicTraits(.traitItalic) { font = UIFont(descriptor:
    /// descriptor, size: 0) }`). The fixed size is only what is left when the
    /// scaled font cannot be made. Not when the binding asks the system font
    /// for monospaced glyphs (`.traitMonoSpace`), which it does not have:
    /// that fallback runs every time.
    static func isFallbackOfAFontThatScales(_ assignment: AssignmentContext) -> Bool {
        let tree = assignment.file.tree
        let member = assignment.memberToken
        let offset = tree.tokens[Int(member)].range.lowerBound
        for statement in tree.statements where statement.kind == .ifElse && statement.blocks.count > 1 {
            guard let first = statement.blocks.first.map({ tree.blocks[$0] }),
                  tree.token(first.conditionStart, is: "let") || tree.token(first.conditionStart, is: "var"),
                  Int(first.conditionEnd) < tree.tokens.count, tree.token(first.conditionEnd, is: "{"),
                  let body = RunTimeBranches.braces(opening: first.conditionEnd, in: tree),
                  let last = statement.blocks.last.map({ tree.blocks[$0] }),
                  let end = RunTimeBranches.braces(opening: last.conditionEnd, in: tree)?.upperBound,
                  body.upperBound <= offset, offset < end else { continue }
            // Asked for in the condition or before it (`let mono = body.withSymbolicTraits(.traitMonoSpace)`).
            let start = min(assignment.enclosingDeclaration?.keywordToken ?? first.conditionStart, first.conditionStart)
            guard !(start..<first.conditionEnd).contains(where: { tree.token($0, is: "traitMonoSpace") }) else { continue }
            let close = tree.partners[Int(first.conditionEnd)]
            if (first.conditionEnd + 1..<close).contains(where: { token in
                tree.token(token, sameTextAs: member) && tree.token(token + 1, is: "=") && assignsAScaledFont(after: token + 1, in: tree)
            }) {
                return true
            }
        }
        return false
    }

    /// Whether the value after the `=` at `equals`, to the end of its line,
    /// makes a font that scales.
    private static func assignsAScaledFont(after equals: Int32, in tree: SyntaxTree) -> Bool {
        var token = equals + 1
        var namesADescriptor = false
        while Int(token) < tree.tokens.count, token == equals + 1 || !tree.tokens[Int(token)].isFirstOnLine {
            if tree.token(token, is: "preferredFont") || tree.token(token, is: "scaledFont") { return true }
            if tree.token(token, is: "descriptor") { namesADescriptor = true }
            if namesADescriptor, tree.token(token, is: "size"), tree.token(token + 1, is: ":"), tree.token(token + 2, is: "0") { return true }
            token += 1
        }
        return false
    }

    /// `font = UIFont.systemFont(ofSize: 14)` to a local `font` that the
    /// method then scales (`UIFontMetrics(…).scaledFont(for: font)`) before a
    /// view gets it. A local handed on unscaled (`self.font = font`) is judged.
    static func scalesTheLocalLater(_ assignment: AssignmentContext) -> Bool {
        guard assignment.assignsALocal, let declaration = assignment.enclosingDeclaration else { return false }
        let tree = assignment.file.tree
        return (assignment.memberToken..<declaration.raw.endToken).contains { token in
            tree.token(token, is: "scaledFont") && tree.token(token + 2, is: "for") && tree.token(token + 3, is: ":")
                && tree.token(token + 4, sameTextAs: assignment.memberToken)
        }
    }

    /// `textView.font = UIFont(name: "ArialMT", size: 16)` on a local view the
    /// method only measures (`textView.sizeThatFits(…)`) or only configures,
    /// never adding it to a view or handing it on: no one sees its text.
    static func sizesAnUnshownView(_ assignment: AssignmentContext) -> Bool {
        let model = assignment.file.uikit
        guard let target = model.target(assigning: assignment.memberToken), case .local = target.owner else { return false }
        return target.isMeasured || model.isOnlyConfigured(target)
    }

    /// `label.font = .systemFont(ofSize: 22)` on a view whose every text the
    /// file sets draws a glyph (`label.text = "›"`, `emojiLabel.text =
    /// emoji?.string`), and that is given no attributed text: it is sized as
    /// an icon. The view is the UIKit model's target (`self.chevronLabel`, or
    /// a label a property's closure makes and returns).
    static func showsOnlyAGlyph(_ assignment: AssignmentContext) -> Bool {
        guard let target = assignment.file.uikit.target(assigning: assignment.memberToken),
              target.assignments["attributedText"] == nil, let texts = target.assignments["text"], !texts.isEmpty
        else { return false }
        return texts.allSatisfy { $0.value.map(drawsAGlyph) ?? false }
    }

    /// Whether a text value draws a glyph: a whole literal without a letter
    /// or digit (`"›"`, `"★"`; not dashes or question marks standing for a
    /// missing value, `"--"`), or a value named for an emoji
    /// (`AccessibilityFacts.namesAnEmoji`).
    static func drawsAGlyph(_ value: ExpressionNode) -> Bool {
        guard let text = value.stringValue else { return AccessibilityFacts.namesAnEmoji(value) }
        return isGlyph(text)
    }

    /// A text without a letter or digit that stands for no missing value.
    static func isGlyph(_ text: String) -> Bool {
        !LabelWording.hasWords(text) && !LabelWording.isBlank(text) && !text.allSatisfy { $0.isWhitespace || "-–—?.…".contains($0) }
    }

    /// Made in a type whose name says it draws an icon (`AvatarBadgeView`,
    /// `MonogramLabel`): its labels show a glyph, sized as an icon.
    static func isInIconType(_ assignment: AssignmentContext) -> Bool {
        var declaration = assignment.enclosingDeclaration
        while let current = declaration {
            if current.kind != .function, current.kind != .variable, let name = current.name, SwiftUIViews.namesAnIcon(name) {
                return true
            }
            declaration = current.parent
        }
        return false
    }

    /// A size at or above the largest any text style reaches at the largest
    /// accessibility size (`.largeTitle`, 60 pt): a display number no one
    /// needs larger (`.system(size: 64)`, or 1300 shrunk to fit a badge).
    static func isBeyondEveryTextSize(_ font: FixedFont) -> Bool {
        font.size >= Typography.largestTextSize
    }

    /// The fonts a value may be: both branches of `cond ? a : b`, else the value.
    static func fonts(in value: ExpressionNode) -> [ExpressionNode] {
        guard let parts = value.ternaryParts else { return [value] }
        return [parts.then, parts.otherwise].compactMap { $0 }
    }

    static func message(_ font: FixedFont) -> String {
        let size = font.size.rounded() == font.size ? String(Int(font.size)) : String(font.size)
        return "\(font.spelling) fixes the text at \(size) pt: it stays that size when people choose larger text; "
            + "use a text style (\(nearestStyle(to: font.size))), .custom(_:size:relativeTo:), a @ScaledMetric size "
            + "or UIFontMetrics"
    }

    /// The text style whose default size is nearest `size`: `.body` for 17.
    static func nearestStyle(to size: Double) -> String {
        let nearest = Typography.textStyleSizes.min { abs($0.size - size) < abs($1.size - size) }
        return "." + (nearest?.style ?? "body")
    }
}
