import A11yLintSyntax

/// `modal-missing-escape`: a view controller that dismisses itself and does
/// not answer VoiceOver's escape gesture. Off by default.
public struct ModalMissingEscapeRule: UIKitRule {
    public static let descriptor = RuleDescriptor(
        id: "modal-missing-escape",
        name: "Self-dismissing screen without the escape gesture",
        defaultSeverity: .note,
        isEnabledByDefault: false,
        wcag: ["2.1.1"])

    static let answers: Set<String> = Set(["accessibilityPerformEscape"] + UIKitCatalog.systemControllers.map { "is:" + $0 })
    /// Who a controller's own code asks to dismiss it.
    static let dismissers = ["self", "presentingViewController", "navigationController"]

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        for (type, declaration) in model.declaredClasses {
            guard let name = declaration.nameToken, let superclass = type.superclass, superclass.hasSuffix("Controller"),
                  !UIKitCatalog.systemControllers.contains(superclass), !type.declares("accessibilityPerformEscape"),
                  Self.dismissesItself(type.name, model), !Self.declaresOwnDismiss(declaration),
                  Self.isPresentedOverTheScreen(type.name, model) else { continue }
            findings.report(Self.self, Self.message(type.name), at: name, in: uikit.tree, unlessClass: ClassCondition(type.name, anyOf: Self.answers))
        }
    }

    /// UIKit's `dismiss(animated:)` asked of the controller, and no
    /// `present(_:animated:)` of its own: a controller that presents another
    /// may be dismissing that one, not itself.
    static func dismissesItself(_ type: String, _ model: UIKitModel) -> Bool {
        if model.target(.member(type: type, name: "self"))?.calls["present"] != nil { return false }
        return dismissers.contains { dismisser in
            model.target(.member(type: type, name: dismisser))?.calls["dismiss"]?.contains { $0.arguments.labeled("animated") != nil } ?? false
        }
    }

    /// Whether the file shows the controller presented in a way the system
    /// does not close on the escape gesture: a full-screen, over-full-screen,
    /// current-context or custom presentation style, a custom
    /// `transitioningDelegate`, or `isModalInPresentation = true` — set on
    /// `self`, or on an instance of the class the file presents. A page or
    /// form sheet (the default) that is not modal in presentation is
    /// dismissed by the escape gesture without any code.
    static func isPresentedOverTheScreen(_ type: String, _ model: UIKitModel) -> Bool {
        model.targets.contains { target in
            guard target.owner == .member(type: type, name: "self") || target.className == type else { return false }
            if target.assignments["transitioningDelegate"] != nil || model.assigns(target, "isModalInPresentation", "true") { return true }
            return target.assignments["modalPresentationStyle"]?.contains { assignment in
                guard let value = assignment.value, value.kind == .implicitMember, let name = value.name else { return false }
                return Self.overTheScreenStyles.contains(name)
            } ?? false
        }
    }

    /// Presentation styles the system does not dismiss on the escape gesture.
    static let overTheScreenStyles: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"]

    /// A method of the class's own named `dismiss` (a delegate's `dismiss()`
    /// that pops the screen) is not UIKit's.
    static func declaresOwnDismiss(_ declaration: DeclarationNode) -> Bool {
        let tree = declaration.tree
        return tree.declarations.contains { $0.parent == declaration.index && $0.kind == .function && tree.token($0.nameToken, is: "dismiss") }
    }

    static func message(_ type: String) -> String {
        "\(type) dismisses itself but does not override accessibilityPerformEscape(): presented modally, VoiceOver's "
            + "two-finger scrub does nothing; override it to dismiss and return true"
    }
}
