import A11yLintSyntax

/// `adjustable-without-actions`: a class given the adjustable trait that does
/// not implement increment and decrement.
public struct AdjustableWithoutActionsRule: UIKitRule {
    public static let descriptor = RuleDescriptor(
        id: "adjustable-without-actions",
        name: "Adjustable element without increment and decrement",
        defaultSeverity: .error,
        wcag: ["2.1.1", "4.1.2"])

    static let actions: Set<String> = ["accessibilityIncrement", "accessibilityDecrement"]

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        for (type, declaration) in model.declaredClasses {
            guard let name = declaration.nameToken, Self.isAdjustable(type, model),
                  !Self.actions.allSatisfy(type.declares) else { continue }
            findings.report(Self.self, Self.message(type.name), at: name, in: uikit.tree,
                            unlessClass: ClassCondition(type.name, allOf: Self.actions))
        }
    }

    /// Given `.adjustable` on `self`, or an `accessibilityTraits` override that returns it.
    static func isAdjustable(_ type: UIKitType, _ model: UIKitModel) -> Bool {
        if model.target(.member(type: type.name, name: "self"))?.traits.contains("adjustable") == true { return true }
        guard let override = type.members["accessibilityTraits"] else { return false }
        let tree = model.tree
        return (override.keywordToken..<override.raw.endToken).contains { tree.token($0, is: "adjustable") }
    }

    static func message(_ type: String) -> String {
        "\(type) has the adjustable trait but does not override both accessibilityIncrement() and "
            + "accessibilityDecrement(): VoiceOver users swipe up and down and nothing changes; implement both"
    }
}
