import A11yLintSyntax

/// `custom-drawing-inaccessible`: a view that draws its content and never
/// makes it, or its parts, readable. Off by default: many drawn views are decoration.
public struct CustomDrawingInaccessibleRule: UIKitRule {
    public static let descriptor = RuleDescriptor(
        id: "custom-drawing-inaccessible",
        name: "Custom-drawn view with no accessibility",
        defaultSeverity: .note,
        isEnabledByDefault: false,
        wcag: ["1.1.1", "1.3.1"])

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        for (type, declaration) in model.declaredClasses {
            guard let name = declaration.nameToken, let draw = type.members["draw"], draw.hasModifier("override"),
                  draw.kind == .function, let target = model.target(.member(type: type.name, name: "self")),
                  !model.gives(target, anyOf: UIKitCatalog.readableMembers) else { continue }
            findings.report(Self.self, Self.message(type.name), at: name, in: uikit.tree,
                            unlessClass: ClassCondition(type.name, anyOf: UIKitCatalog.readableMembers))
        }
    }

    static func message(_ type: String) -> String {
        "\(type) draws its content in draw(_:) and never makes it readable: VoiceOver finds nothing, or one unnamed "
            + "element; if it shows information, set isAccessibilityElement, accessibilityLabel and accessibilityValue, "
            + "or expose its parts as accessibilityElements"
    }
}
