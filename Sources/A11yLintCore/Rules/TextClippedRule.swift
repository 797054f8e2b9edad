import A11yLintSyntax

/// `text-clipped`: text that cannot grow because its height is fixed, or
/// that is cut to one line with nothing to make it fit.
public struct TextClippedRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "text-clipped",
        name: "Text clipped at larger sizes",
        defaultSeverity: .warning,
        wcag: ["1.4.4", "1.4.10"],
        skipsMacOnlyCode: true)

    public static let interest: ViewInterest = .views(modifiersNamed: ["frame", "lineLimit"])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let isText = view.role == .text || view.role == .label
        // `.hidden()`: a copy drawn for no one, kept to measure or place something (a caret after the typed text).
        guard isText || isStackOfText(view), !cannotGrow(view), !view.isInIconType, !view.facts.readsTextSize,
              view.facts.firstModifier(of: view.node, where: { $0 == .invisible }) == nil else { return }
        if let frame = fixedHeight(view), !fitsAtLargestSize(view, height: frame.height) {
            findings.report(Self.self, heightMessage(frame.height), at: frame.modifier.nameToken, of: view,
                            unlessEveryUseHas: [.shrinksText, .fixedFont])
        } else if isText, let limit = singleLine(view), (linesAtLargestSize(view)?.count ?? 2) > 1 {
            findings.report(Self.self, lineMessage, at: limit.nameToken, of: view, severity: .note,
                            unlessEveryUseHas: [.insideViewThatFits, .shrinksText, .fixedFont])
        }
    }

    /// Text that never grows, or may not, so nothing is known to be cut as
    /// it grows: one or two characters (a monogram, a bullet, a badge's
    /// count), a name's initials (`Text(account.abbreviation)`), a mask of repeated symbols, or a font, on the text or the nearest view around it that
    /// sets one, of a fixed size (`fixed-font-size` reports literal ones;
    /// `.system(size: theme.size)` is fixed too) or set through the app's
    /// own modifier (`.fontSize(14)`), which the rule cannot see into.
    static func cannotGrow(_ view: ViewContext) -> Bool {
        let facts = view.facts
        if let text = facts.literalText(of: view.node), text.count <= 2 { return true }
        if facts.showsInitial(view.node) || showsOnlyMask(view) { return true }
        if let fixed = ([view.node] + view.ancestors.map(\.node)).lazy.compactMap({ facts.fontIsFixed(on: $0) }).first {
            return fixed
        }
        // A view in a helper or a local (`let view = Text(code)`), given its font where it is used.
        return view.isCovered(by: [.fixedFont])
    }

    /// A mask of repeated symbols (`Text(String(repeating: "•", count: 63))`
    /// over a hidden key): cutting it off hides nothing.
    static func showsOnlyMask(_ view: ViewContext) -> Bool {
        guard let value = view.expressionNode.arguments.firstValue, value.kind == .call, value.isNamed("String"),
              let repeated = value.argument(labeled: "repeating")?.stringValue else { return false }
        return !LabelWording.hasWords(repeated)
    }

    /// A literal (`Text("Verified!")`) at the largest accessibility size of
    /// its text style, wrapped at the narrowest iPhone screen (320 pt): how
    /// many lines it takes, and how tall a line is. The width is an estimate
    /// (an average character is taken as 0.55 of the font size, a line as 1.2
    /// of it), so only short texts come out at one or two lines. A
    /// `.custom(_:size:)` font scales with the body style.
    static func linesAtLargestSize(_ view: ViewContext) -> (count: Double, height: Double)? {
        let facts = view.facts
        guard view.role == .text, let text = facts.literalText(of: view.node) else { return nil }
        let body = Typography.largestTextStyleSizes.first { $0.style == "body" }?.size ?? 53
        var size = body
        if let font = facts.firstArgument(ofModifier: "font", on: view.node) {
            guard font.kind == .implicitMember, let name = font.name else { return nil }
            if name == "custom" {
                guard font.arguments.labeled("relativeTo") == nil, let points = font.arguments.labeled("size")?.value,
                      let value = facts.numberValue(of: points) else { return nil }
                size = value * body / 17
            } else {
                guard let largest = Typography.largestTextStyleSizes.first(where: { $0.style == name })?.size else { return nil }
                size = largest
            }
        }
        return (max((Double(text.count) * size * 0.55 / 320).rounded(.up), 1), size * 1.2)
    }

    /// Whether a literal's lines at the largest size all fit `height`.
    static func fitsAtLargestSize(_ view: ViewContext, height: Double) -> Bool {
        linesAtLargestSize(view).map { height >= $0.count * $0.height } ?? false
    }

    /// `.frame(height: 40)` or `.frame(maxHeight: 40)` with a visible number,
    /// unless the text shrinks (`.minimumScaleFactor`, here or around it) or
    /// takes the height it needs (`.fixedSize`).
    static func fixedHeight(_ view: ViewContext) -> (modifier: MemberNode, height: Double)? {
        let facts = view.facts
        guard !shrinksToFit(view), facts.modifier(of: view.node, named: "fixedSize") == nil
        else { return nil }
        for modifier in view.members where modifier.isNamed("frame") && modifier.hasArgumentClause {
            guard let value = modifier.argument(labeled: "height") ?? modifier.argument(labeled: "maxHeight"),
                  let height = facts.numberValue(of: value), height > 1 else { continue }
            return (modifier, height)
        }
        return nil
    }

    /// `.lineLimit(1)` with no `.minimumScaleFactor` or `.truncationMode` on
    /// the text or around it nor a horizontal `.fixedSize` on it, not inside a `ViewThatFits` (here or at every
    /// use of its custom view), not a loading placeholder (drawn as a grey
    /// bar), and not a count (`Text("\(unreadCount)")`: digits with no
    /// words, which a second line would not show more of).
    static func singleLine(_ view: ViewContext) -> MemberNode? {
        guard let limit = view.members.first(where: { $0.isNamed("lineLimit") && $0.hasArgumentClause }),
              let value = limit.arguments.firstValue, view.facts.numberValue(of: value) == 1,
              !view.facts.showsACount(view.node), !shrinksToFit(view), !hasModifier(view, named: ["truncationMode"]),
              !view.isCovered(by: [.insideViewThatFits]), !view.isPlaceholderContent, !takesItsFullWidth(view) else { return nil }
        return limit
    }

    /// `.fixedSize()` or `.fixedSize(horizontal: true, …)` on the text: it
    /// is laid out as wide as its words, so a single line cuts nothing off.
    /// (Around it, a frame in between may still set the width.)
    static func takesItsFullWidth(_ view: ViewContext) -> Bool {
        view.members.contains { modifier in
            guard modifier.isNamed("fixedSize") else { return false }
            guard let horizontal = modifier.argument(labeled: "horizontal") else { return modifier.arguments.isEmpty }
            return ModifierCatalog.booleanArgument(horizontal.index, in: view.facts.tree) == .yes
        }
    }

    /// Whether the view or an enclosing one has one of the modifiers (text
    /// settings such as `.minimumScaleFactor` pass down to the text inside).
    static func hasModifier(_ view: ViewContext, named names: [StaticString]) -> Bool {
        ([view.node] + view.ancestors.map(\.node)).contains { node in
            names.contains { view.facts.modifier(of: node, named: $0) != nil }
        }
    }

    /// Whether the text shrinks to fit: `.minimumScaleFactor` on it or
    /// around it, or at every use of the helper or local holding it
    /// (`view.minimumScaleFactor(0.5)`).
    static func shrinksToFit(_ view: ViewContext) -> Bool {
        hasModifier(view, named: ["minimumScaleFactor"]) || view.isCovered(by: [.shrinksText])
    }

    /// A stack whose views are all text.
    static func isStackOfText(_ view: ViewContext) -> Bool {
        guard let name = view.name, ["VStack", "HStack", "ZStack"].contains(name) else { return false }
        let facts = view.facts
        let children = facts.closureViews(of: view.expressionNode)
        return !children.isEmpty && children.allSatisfy { facts.role($0) == .text || facts.role($0) == .label }
            && !children.allSatisfy { child in
                (facts.literalText(of: child).map { $0.count <= 2 } ?? false) || (facts.fontIsFixed(on: child) ?? false)
            }
    }

    static func heightMessage(_ height: Double) -> String {
        let points = height.rounded() == height ? String(Int(height)) : String(height)
        return "a fixed height of \(points) pt cannot grow with this text: at larger text sizes its lines are cut off "
            + "or spill over their neighbours; let the height grow (.frame(minHeight:), or no height at all)"
    }

    static let lineMessage = ".lineLimit(1) cuts this text off at larger text sizes; allow more lines, add "
        + ".minimumScaleFactor, or offer a layout that fits (ViewThatFits)"
}
