import A11yLintSyntax

/// `motion-ignores-reduce-motion`: animation that never ends, in a type
/// that never reads the Reduce Motion setting.
public struct MotionIgnoresReduceMotionRule: DeclarationRule {
    public static let descriptor = RuleDescriptor(
        id: "motion-ignores-reduce-motion",
        name: "Endless animation that ignores Reduce Motion",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        wcag: ["2.3.3", "2.2.2"])

    public static let declarationKinds: Set<DeclarationKind> = [.struct, .class, .enum, .actor, .extension]

    /// Called for each top-level type (nested types are part of it). The
    /// type reads Reduce Motion when it, or any declaration of the same
    /// name in the file (its extensions), or anything else in the file reads
    /// it: a view often reads the setting and hands the answer to the
    /// subview that animates.
    public static func check(_ declaration: DeclarationNode, in file: FileContext, _ findings: inout FindingSink) {
        guard declaration.parent == nil else { return }
        let tree = file.tree
        let animations = Motion.endlessAnimations(in: declaration.keywordToken..<declaration.raw.endToken, of: tree)
        guard !animations.isEmpty, !Motion.readsReduceMotion(0..<Int32(tree.tokens.count), in: tree) else { return }
        for animation in animations {
            findings.report(Self.self, message(animation.spelling), range: tree.tokens[Int(animation.token)].range)
        }
    }

    static func message(_ spelling: String) -> String {
        "\(spelling) animates without end, and nothing here reads Reduce Motion: people who get motion sick cannot "
            + "stop it; read @Environment(\\.accessibilityReduceMotion) (UIAccessibility.isReduceMotionEnabled) and "
            + "stop or replace the animation when it is on"
    }
}
