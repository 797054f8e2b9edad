import A11yLintSyntax

/// `element-missing-label`: a UIKit view made an accessibility element that
/// is never given a label.
public struct ElementMissingLabelRule: UIKitRule {
    public static let descriptor = RuleDescriptor(
        id: "element-missing-label",
        name: "Accessibility element without a label",
        defaultSeverity: .error,
        wcag: ["1.1.1", "4.1.2"])

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        // `self` and stored properties are often labelled from outside (a cell
        // provider, a view model binding): only locals, configured where they are made, are judged.
        for target in model.targets where !target.isMadeElsewhere {
            guard case .local = target.owner else { continue }
            if let made = model.assignment(of: "isAccessibilityElement", on: target, literal: "true") {
                // An image view reads its image's accessibilityLabel, often set where the image is made.
                guard !model.gives(target, anyOf: UIKitCatalog.labelMembers), !model.namesItself(target),
                      !model.isKind(target, of: ["UIImageView", "NSImageView"]),
                      target.className != nil || model.answeringClass(of: target) != nil else { continue }
                findings.report(Self.self, Self.message(target.name), at: made.memberToken, in: uikit.tree,
                                unlessClass: model.classCondition(of: target, anyOf: Self.answers))
            } else if target.className == "UIAccessibilityElement", target.assigns(anyOf: Self.placement), !target.assigns(anyOf: UIKitCatalog.labelMembers) {
                findings.report(Self.self, Self.message(target.name), at: target.declarationToken, in: uikit.tree)
            }
        }
    }

    /// What answers the finding in another file: a label, or inheriting a view that names itself.
    static let answers = UIKitCatalog.labelMembers.union(UIKitCatalog.selfNamingClasses.map { "is:" + $0 })
    /// Members that show a created `UIAccessibilityElement` is being set up here.
    static let placement: Set<String> = [
        "accessibilityFrame", "accessibilityFrameInContainerSpace", "accessibilityTraits", "accessibilityValue",
        "isAccessibilityElement",
    ]

    static func message(_ name: String) -> String {
        "\(name) is an accessibility element with no label: VoiceOver reads nothing useful, or its class name, and Voice "
            + "Control cannot name it; set accessibilityLabel (what it is), with accessibilityValue for what changes"
    }
}
