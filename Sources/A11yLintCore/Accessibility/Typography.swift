import A11yLintSyntax

/// Facts about text styles and sizes, shared by the rules about headings and
/// text that grows.
public enum Typography {
    /// The Dynamic Type text styles used for titles (largest first).
    public static let titleTextStyles: [StaticString] = ["largeTitle", "title", "title2", "title3"]
    /// The text styles of running text: what a label set in one says
    /// explains, it titles nothing. (Grouped tables title their sections in
    /// `.footnote`, so the smaller styles are not among them.)
    public static let runningTextStyles: [StaticString] = ["body", "callout"]

    /// Whether a font is a constant whose name spells a point size
    /// (`.body16Bold`, `Font.heading24`; not a text style, `.title2`): a
    /// design system's fixed size, defined where the run may not see it.
    public static func namesItsSize(_ font: ExpressionNode) -> Bool {
        let name = font.kind == .implicitMember ? font.name : font.members.last.flatMap { $0.hasArgumentClause ? nil : $0.name }
        guard let name, name.first?.isLetter == true, name != "caption1",
              !textStyleSizes.contains(where: { $0.style == name }) else { return false }
        return name.contains { $0.isNumber }
    }

    /// Each text style's size at the default ("Large") text size, in points.
    public static let textStyleSizes: [(style: String, size: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("body", 17), ("headline", 17),
        ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    /// Each text style's size at the largest accessibility text size
    /// (`accessibility5`), in points, as Apple's type tables give it.
    public static let largestTextStyleSizes: [(style: String, size: Double)] = [
        ("largeTitle", 60), ("title", 58), ("title2", 56), ("title3", 55), ("body", 53), ("headline", 53),
        ("callout", 51), ("subheadline", 49), ("footnote", 44), ("caption", 40), ("caption2", 40),
    ]

    /// The largest of them: `.largeTitle` at the largest accessibility size.
    public static let largestTextSize = largestTextStyleSizes.map(\.size).max() ?? 60

    /// SwiftUI's Dynamic Type sizes, smallest first.
    public static let dynamicTypeSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
    /// UIKit's content size categories (and SwiftUI's older
    /// `ContentSizeCategory`), smallest first: the same steps.
    public static let contentSizeCategories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]
    /// The position of the first accessibility size in each list.
    public static let firstAccessibilitySize = 7

    /// Where a size name falls in the common order (0 = extra small), if it is one.
    public static func sizeStep(of name: String) -> Int? {
        dynamicTypeSizes.firstIndex(of: name) ?? contentSizeCategories.firstIndex(of: name)
    }

    /// UIKit's class methods that make a system font of a fixed point size.
    public static let fixedSystemFontMethods: [StaticString] = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]
    /// Calls that make a font follow Dynamic Type: a text style's font, or a
    /// font scaled by `UIFontMetrics`.
    public static let scalingFontCalls: [StaticString] = ["preferredFont", "scaledFont"]
    /// Members of a font that read or change its size: a Dynamic Type font
    /// read only for them (`preferredFont(forTextStyle: .body).pointSize`)
    /// sizes a font made once, which no setting keeps following.
    public static let fontMeasures: [StaticString] = ["pointSize", "withSize", "lineHeight"]
}

/// A font whose point size is fixed: the size the code gives it, and how the
/// code spells it (for messages).
public struct FixedFont: Sendable, Equatable {
    /// How the font is made, which says how a fix rewrites it.
    public enum Kind: Sendable, Equatable {
        /// SwiftUI's `.system(size:…)`.
        case system
        /// SwiftUI's `.custom(_:fixedSize:)`.
        case customFixedSize
        /// A UIKit font.
        case uiKit
    }

    public let size: Double
    /// `.system(size: 14)`, `UIFont.systemFont(ofSize: 14)`, `.custom("Inter", size: 14)`…
    public let spelling: String
    /// The size argument's value.
    public let sizeToken: Int32
    public let kind: Kind
    /// The method's name token (`system`, `custom`, `systemFont`), or the
    /// `UIFont` of `UIFont(name:size:)`.
    public let nameToken: Int32
}

extension AccessibilityFacts {
    /// The fixed point size of a font expression, if it has one the run can
    /// see: SwiftUI's `.system(size:)` and `.custom(_:fixedSize:)` (not
    /// `.custom(_:size:)`, which scales with the body style); UIKit's `UIFont.systemFont(ofSize:)`
    /// and its bold, italic and monospaced forms, `UIFont(name:size:)` and
    /// `UIFont(descriptor:size:)`. The size must be a number literal or a
    /// constant whose literal value the file shows. A font passed through
    /// `UIFontMetrics(…).scaledFont(for:)` is not fixed: the call is the
    /// scaling, not the font. `a ?? b` is fixed when `a` is; a constant
    /// (`.font(Theme.title)`) is followed to its value.
    public func fixedFont(_ expression: ExpressionNode) -> FixedFont? {
        fixedFont(expression, depth: 0, sizeMayBeHidden: false)
    }

    /// Whether the font a view sets (none: nil) is fixed or may be: a font
    /// constant whose name spells a point size (`.body16Bold`, defined in
    /// another file) is a design system's fixed size.
    public func fontIsFixed(on node: Int32) -> Bool? {
        guard let members = tree.node(node)?.members else { return nil }
        for modifier in members where modifier.hasArgumentClause {
            if modifier.isNamed("font") {
                guard let value = modifier.arguments.firstValue else { return true }
                return isFixedSize(value) || Typography.namesItsSize(value)
            }
            if tree.token(modifier.nameToken, containsCaseInsensitive: "font"),
               !SwiftUIViews.fontStyleModifiers.contains(where: { modifier.isNamed($0) }) { return true }
        }
        return nil
    }

    /// Whether a font expression is of a fixed point size, whatever that
    /// size is: `.system(size: theme.titleSize)` never grows, even when the
    /// run cannot see its value.
    public func isFixedSize(_ expression: ExpressionNode) -> Bool {
        fixedFont(expression, depth: 0, sizeMayBeHidden: true) != nil
    }

    private func fixedFont(_ expression: ExpressionNode, depth: Int, sizeMayBeHidden: Bool) -> FixedFont? {
        switch expression.kind {
        case .sequence:
            guard let first = expression.arguments.firstValue,
                  expression.operatorTokens.first.map({ tree.token($0, is: "??") }) == true else { return nil }
            return fixedFont(first, depth: depth, sizeMayBeHidden: sizeMayBeHidden)
        case .call where expression.isNamed("UIFont"):
            guard expression.argument(labeled: "name") != nil || expression.argument(labeled: "descriptor") != nil
            else { return nil }
            let source = expression.argument(labeled: "name") != nil ? "name" : "descriptor"
            return fixed(size: expression.argument(labeled: "size"), spelling: "UIFont(\(source):size:)", kind: .uiKit,
                         name: expression.raw.nameToken, mayBeHidden: sizeMayBeHidden)
        case .implicitMember:
            return fixed(method: expression.nameToken, arguments: expression.arguments, isUIKit: nil, sizeMayBeHidden: sizeMayBeHidden)
        case .reference:
            if let base = expression.nameToken, let first = expression.members.first, first.hasArgumentClause,
               tree.token(base, is: "Font") || tree.token(base, is: "UIFont") {
                return fixed(method: first.nameToken, arguments: first.arguments, isUIKit: !tree.token(base, is: "Font"),
                             sizeMayBeHidden: sizeMayBeHidden)
            }
            // A constant holding a font (`static let title = Font.system(size: 28)`).
            guard depth < 4, let value = constantValue(of: expression) else { return nil }
            return fixedFont(value, depth: depth + 1, sizeMayBeHidden: sizeMayBeHidden)
        default:
            return nil
        }
    }

    /// `system(size:)`, `custom(_:size:)`, `custom(_:fixedSize:)`, `systemFont(ofSize:)`…
    private func fixed(method: Int32?, arguments: NodeList<ArgumentKindTag>, isUIKit: Bool?, sizeMayBeHidden: Bool) -> FixedFont? {
        guard let method else { return nil }
        let name = tree.text(ofToken: method)
        if isUIKit != true, name == "system" {
            guard arguments.labeled("relativeTo") == nil else { return nil }
            return fixed(size: arguments.labeled("size")?.value, spelling: ".system(size:)", kind: .system, name: method,
                         mayBeHidden: sizeMayBeHidden)
        }
        // `.custom(_:size:)` scales with the body style; only `fixedSize:` is fixed.
        if isUIKit != true, name == "custom" {
            return fixed(size: arguments.labeled("fixedSize")?.value, spelling: ".custom(_:fixedSize:)", kind: .customFixedSize,
                         name: method, mayBeHidden: sizeMayBeHidden)
        }
        guard isUIKit != false, Typography.fixedSystemFontMethods.contains(where: { tree.token(method, is: $0) }) else { return nil }
        return fixed(size: arguments.labeled("ofSize")?.value, spelling: "UIFont.\(name)(ofSize:)", kind: .uiKit, name: method,
                     mayBeHidden: sizeMayBeHidden)
    }

    /// `mayBeHidden`: a size the run cannot read counts, as 0.
    private func fixed(size: ExpressionNode?, spelling: String, kind: FixedFont.Kind, name: Int32,
                       mayBeHidden: Bool) -> FixedFont? {
        guard let size, let value = numberValue(of: size) ?? (mayBeHidden ? 0 : nil), value > 0 || mayBeHidden
        else { return nil }
        return FixedFont(size: value, spelling: spelling, sizeToken: size.firstToken, kind: kind, nameToken: name)
    }
}
