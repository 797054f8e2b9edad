import A11yLintSyntax

/// The fixes of `fixed-font-size`: each keeps the size sighted users see at
/// the default text size and lets it grow from there.
extension FixedFontSizeRule {
    /// `.system(size: 17)` → `.body`; `.system(size: 17, weight: .semibold)`
    /// → `.headline`; `.system(size: 13, weight: .bold)` → `.footnote.weight(.bold)`;
    /// with a design, `.system(.footnote, design: .rounded)`. Only a size that
    /// is exactly a text style's default size gets a fix.
    static func systemFix(_ font: FixedFont, _ tree: SyntaxTree) -> Fix? {
        let open = font.nameToken + 1
        guard font.kind == .system, tree.token(font.nameToken - 1, is: "."), tree.token(open, is: "("),
              Int(open) < tree.partners.count, tree.partners[Int(open)] > open else { return nil }
        let close = tree.partners[Int(open)]
        var weight: String?
        var design: String?
        // The arguments' labels at the top level of the parentheses.
        var index = open + 1
        while index < close {
            if tree.token(index + 1, is: ":") {
                let label = tree.text(ofToken: index)
                var end = index + 2
                while end < close, !tree.token(end, is: ",") {
                    if tree.token(end, is: "(") || tree.token(end, is: "[") { end = max(tree.partners[Int(end)], end) }
                    end += 1
                }
                let value = tree.text(fromToken: index + 2, through: end - 1)
                switch label {
                case "size": break
                case "weight": weight = value
                case "design": design = value
                default: return nil
                }
                index = end
            }
            index += 1
        }
        guard let style = exactStyle(size: font.size, weight: weight) else { return nil }
        let keepsWeight = weight.map { !(style == "headline" && $0 == ".semibold") && $0 != ".regular" } ?? false
        let weightSuffix = keepsWeight ? ".weight(\(weight ?? ""))" : ""
        let replacement = design.map { ".system(.\(style), design: \($0))" } ?? ".\(style)"
        let range = tree.byteRange(fromToken: font.nameToken - 1, through: close)
        return Fix(title: "Use the .\(style) text style", applicability: .safe,
                   edits: [TextEdit(range: range, replacement: replacement + weightSuffix)])
    }

    /// The text style whose default size is exactly `size`: `.headline` for
    /// 17 pt semibold, `.body` for the other weights of 17.
    static func exactStyle(size: Double, weight: String?) -> String? {
        if size == 17 { return weight == ".semibold" ? "headline" : "body" }
        return Typography.textStyleSizes.first { $0.size == size && $0.style != "headline" }?.style
    }

    /// `.custom(name, fixedSize: 15)` → `.custom(name, size: 15, relativeTo: .subheadline)`.
    static func customFix(_ font: FixedFont, _ tree: SyntaxTree) -> Fix? {
        let label = font.sizeToken - 2
        guard font.kind == .customFixedSize, tree.token(label, is: "fixedSize"), tree.token(label + 1, is: ":") else { return nil }
        var end = font.sizeToken
        while Int(end + 1) < tree.tokens.count, !tree.token(end + 1, is: ")"), !tree.token(end + 1, is: ",") { end += 1 }
        let after = tree.offset(ofToken: end) + tree.tokens[Int(end)].length
        let style = nearestStyle(to: font.size)
        return Fix(title: "Scale the font with \(style)", applicability: .safe, edits: [
            TextEdit(range: tree.byteRange(fromToken: label, through: label), replacement: "size"),
            TextEdit(range: after..<after, replacement: ", relativeTo: \(style)"),
        ])
    }

    /// `label.font = UIFont.systemFont(ofSize: 13)` → `label.font =
    /// UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13))`.
    static func metricsFix(_ font: FixedFont, value: ExpressionNode, _ tree: SyntaxTree) -> Fix? {
        guard font.kind == .uiKit, value.firstToken >= 0, value.lastToken >= value.firstToken else { return nil }
        let style = uiKitStyle(nearestStyle(to: font.size))
        let range = value.byteRange
        return Fix(title: "Scale the font with UIFontMetrics", applicability: .safe, edits: [
            TextEdit(range: range.lowerBound..<range.lowerBound, replacement: "UIFontMetrics(forTextStyle: \(style)).scaledFont(for: "),
            TextEdit(range: range.upperBound..<range.upperBound, replacement: ")"),
        ])
    }

    /// UIKit's name for a text style: `.title1`, `.caption1`.
    static func uiKitStyle(_ style: String) -> String {
        switch style {
        case ".title": return ".title1"
        case ".caption": return ".caption1"
        default: return style
        }
    }
}
