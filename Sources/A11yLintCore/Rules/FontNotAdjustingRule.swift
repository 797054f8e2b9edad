import A11yLintSyntax

/// `font-not-adjusting`: a UIKit text view given a Dynamic Type font that
/// does not follow the user's text size when it changes.
public struct FontNotAdjustingRule: UIKitRule {
    public static let descriptor = RuleDescriptor(
        id: "font-not-adjusting",
        name: "Dynamic Type font that does not adjust",
        defaultSeverity: .warning,
        wcag: ["1.4.4"],
        skipsMacOnlyCode: true)

    /// The classes whose text takes `adjustsFontForContentSizeCategory`: a
    /// target the code creates or declares as one, or `self` in a direct
    /// subclass (a custom subclass of those may adjust itself).
    static let textClasses: Set<String> = ["UILabel", "UITextField", "UITextView"]

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let tree = uikit.tree
        for target in uikit.model.targets where !target.isOutlet && target.className.map(textClasses.contains) == true {
            guard target.assignments["adjustsFontForContentSizeCategory"] == nil,
                  let font = target.assignments["font"]?.first(where: { isScaling($0.value, tree) }) else { continue }
            findings.report(Self.self, message(target.name), at: font.memberToken, in: tree, fix: fix(font, tree))
        }
    }

    /// `valueLabel.adjustsFontForContentSizeCategory = true` on the line after
    /// the font's assignment, with its indentation.
    static func fix(_ font: UIKitAssignment, _ tree: SyntaxTree) -> Fix? {
        guard let target = font.expression.assignedTarget, font.expression.lastToken >= 0 else { return nil }
        // `valueLabel.font`, `self.valueLabel.font`: what comes before `.font`; a bare `font` is `self`'s.
        let receiver = target.members.isEmpty ? "" : tree.text(fromToken: target.firstToken, through: font.memberToken - 2) + "."
        guard target.members.isEmpty || tree.token(font.memberToken - 1, is: ".") else { return nil }
        let line = receiver + "adjustsFontForContentSizeCategory = true"
        return Fix(title: "Set adjustsFontForContentSizeCategory", applicability: .safe,
                   edits: [tree.insertLine(line, afterLineOf: font.expression.lastToken)])
    }

    /// `UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics(…).scaledFont(for:)`.
    static func isScaling(_ value: ExpressionNode?, _ tree: SyntaxTree) -> Bool {
        guard let value, value.firstToken >= 0, value.lastToken >= value.firstToken else { return false }
        return (value.firstToken...value.lastToken).contains { token in
            Typography.scalingFontCalls.contains { tree.token(token, is: $0) }
        }
    }

    static func message(_ name: String) -> String {
        "\(name) gets a Dynamic Type font but not adjustsFontForContentSizeCategory = true: its text is sized once "
            + "and ignores the text size people change while the app runs; set it to true"
    }
}
