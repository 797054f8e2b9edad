import A11yLintSyntax

/// `deprecated-accessibility-modifier`: `.accessibility(label:)` and the other
/// deprecated forms, each with its one-to-one replacement.
public struct DeprecatedAccessibilityModifierRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "deprecated-accessibility-modifier",
        name: "Deprecated accessibility modifier",
        defaultSeverity: .warning,
        wcag: ["4.1.2"])

    public static let interest: ViewInterest = .views(modifiersNamed: ["accessibility"])

    /// The modern modifier for each argument label of `.accessibility(…)`.
    static let replacements: [String: String] = [
        "label": "accessibilityLabel", "hint": "accessibilityHint", "value": "accessibilityValue",
        "hidden": "accessibilityHidden", "addTraits": "accessibilityAddTraits", "removeTraits": "accessibilityRemoveTraits",
        "identifier": "accessibilityIdentifier", "sortPriority": "accessibilitySortPriority",
        "activationPoint": "accessibilityActivationPoint", "inputLabels": "accessibilityInputLabels",
    ]
    /// Labels deprecated without a replacement.
    static let withdrawn: Set<String> = ["selectionIdentifier"]

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        // Before iOS 14 the old forms are the only ones there are.
        guard !view.facts.supportsIOSBefore14 else { return }
        let tree = view.tree
        for modifier in view.members where modifier.isNamed("accessibility") && modifier.hasArgumentClause {
            guard modifier.arguments.count == 1, let argument = modifier.arguments.first, let labelToken = argument.labelToken,
                  let value = argument.value else { continue }
            let label = tree.text(ofToken: labelToken)
            if withdrawn.contains(label) {
                findings.report(Self.self, ".accessibility(\(label):) is deprecated and has no replacement; remove it",
                                at: modifier.nameToken, of: view)
                continue
            }
            guard let replacement = replacements[label] else { continue }
            let start = tree.offset(ofToken: modifier.nameToken), end = tree.offset(ofToken: value.firstToken)
            guard start < end else { continue }
            let edit = TextEdit(range: start..<end, replacement: replacement + "(")
            let fix = Fix(title: "Replace with .\(replacement)(…)", applicability: .safe, edits: [edit])
            findings.report(Self.self, ".accessibility(\(label):) is deprecated; use .\(replacement)(…), which does the same",
                            at: modifier.nameToken, of: view, fix: fix)
        }
    }
}
