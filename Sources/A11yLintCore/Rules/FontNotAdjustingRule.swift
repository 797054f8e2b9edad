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
        var refresh: TextSizeRefresh?
        for target in uikit.model.targets where !target.isMadeElsewhere && target.className.map(textClasses.contains) == true {
            // A label made only to measure text (`probe.sizeThatFits(…)`) is never shown.
            guard target.assignments["adjustsFontForContentSizeCategory"] == nil,
                  !target.isMeasured,
                  let font = target.assignments["font"]?.first(where: { assignment in
                      assignment.value.map {
                          uikit.file.facts.expression($0.index, calls: Typography.scalingFontCalls,
                                                      unlessReadFor: Typography.fontMeasures)
                      } ?? false
                  }) else { continue }
            if refresh == nil { refresh = TextSizeRefresh(tree) }
            // Set again, anywhere, when the text size changes.
            guard !(target.assignments["font"] ?? []).contains(where: { refresh?.resets($0) == true }) else { continue }
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

    static func message(_ name: String) -> String {
        "\(name) gets a Dynamic Type font but not adjustsFontForContentSizeCategory = true: its text is sized once "
            + "and ignores the text size people change while the app runs; set it to true"
    }
}
