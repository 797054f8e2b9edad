import A11yLintSyntax

/// `custom-drawing-inaccessible`: a view that draws information (a value it
/// holds, or text) and never makes it, or its parts, readable. Off by
/// default: many drawn views are decoration.
public struct CustomDrawingInaccessibleRule: UIKitRule {
    public static let descriptor = RuleDescriptor(
        id: "custom-drawing-inaccessible",
        name: "Custom-drawn view with no accessibility",
        defaultSeverity: .note,
        isEnabledByDefault: false,
        wcag: ["1.1.1", "1.3.1"],
        skipsMacOnlyCode: true)

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        for (type, declaration) in model.declaredClasses {
            guard let name = declaration.nameToken, let superclass = type.superclass, Self.isDrawnView(superclass),
                  let draw = type.members["draw"], draw.hasModifier("override"), draw.kind == .function,
                  Self.drawsInformation(draw, of: declaration),
                  let target = model.target(.member(type: type.name, name: "self")),
                  !model.gives(target, anyOf: UIKitCatalog.readableMembers) else { continue }
            findings.report(Self.self, Self.message(type.name), at: name, in: uikit.tree,
                            unlessClass: ClassCondition(type.name, anyOf: UIKitCatalog.readableMembers))
        }
    }

    /// A UIKit view drawn by hand: not a layer (`draw(in:)`), an AppKit view,
    /// or a view that already reads its own content (`UIImageView`, `UILabel`, controls).
    static func isDrawnView(_ superclass: String) -> Bool {
        superclass.hasSuffix("View") && !superclass.hasPrefix("NS") && superclass != "UIImageView"
            && !UIKitCatalog.selfNamingClasses.contains(superclass) && !UIKitCatalog.controlClasses.contains(superclass)
    }

    /// Whether the drawing shows information rather than decoration: the
    /// view holds a value it draws (`progress`, `values`, `score`…), or
    /// `draw(_:)` draws text.
    static func drawsInformation(_ draw: DeclarationNode, of type: DeclarationNode) -> Bool {
        let tree = type.tree
        let body = draw.keywordToken..<draw.raw.endToken
        if body.contains(where: { index in Self.textDrawing.contains { tree.token(index, is: $0) } }) { return true }
        return tree.declarations.indices.contains { offset in
            let member = tree.declarations[offset]
            guard member.parent == type.index, member.kind == .variable || member.kind == .constant, member.nameToken >= 0
            else { return false }
            return Self.valueWords.contains { tree.token(member.nameToken, containsCaseInsensitive: $0) }
        }
    }

    /// Names of a property holding what a chart, gauge or progress view draws.
    static let valueWords: [StaticString] = [
        "progress", "value", "percent", "fraction", "ratio", "rate", "score", "level", "data", "entries", "samples",
        "readings",
    ]
    /// Calls and types that draw text.
    static let textDrawing: [StaticString] = ["withAttributes", "NSAttributedString", "CTLineDraw", "CTFrameDraw", "drawText"]

    static func message(_ type: String) -> String {
        "\(type) draws its content in draw(_:) and never makes it readable: VoiceOver finds nothing, or one unnamed "
            + "element; if it shows information, set isAccessibilityElement, accessibilityLabel and accessibilityValue, "
            + "or expose its parts as accessibilityElements"
    }
}
