import A11yLintSyntax

/// `dynamic-type-capped`: a limit on text size below the accessibility sizes.
public struct DynamicTypeCappedRule: ViewRule, AssignmentRule {
    public static let descriptor = RuleDescriptor(
        id: "dynamic-type-capped",
        name: "Text size capped below the accessibility sizes",
        defaultSeverity: .warning,
        wcag: ["1.4.4"],
        skipsMacOnlyCode: true)

    public static let interest: ViewInterest = .views(modifiersNamed: ["dynamicTypeSize", "environment"])
    public static let assignedMembers: Set<String> = ["maximumContentSizeCategory"]

    /// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, `.dynamicTypeSize(.large)`,
    /// `.environment(\.dynamicTypeSize, .large)`, `.environment(\.sizeCategory, .large)`.
    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let tree = view.tree
        for modifier in view.members where modifier.hasArgumentClause {
            let value: ExpressionNode?
            if modifier.isNamed("dynamicTypeSize") {
                value = modifier.arguments.firstValue
            } else if modifier.isNamed("environment"), let path = modifier.arguments.firstValue,
                      path.lastToken >= 0, tree.token(path.lastToken, is: "dynamicTypeSize") || tree.token(path.lastToken, is: "sizeCategory") {
                value = modifier.arguments.dropFirst().first?.value
            } else {
                continue
            }
            // A cap on icons keeps a toolbar's symbols in proportion; no text is cut off.
            guard let value, let largest = largestSize(value, tree), largest < Typography.firstAccessibilitySize,
                  !view.isSizedAsIcon else { continue }
            findings.report(Self.self, message(largest), at: modifier.nameToken, of: view)
        }
    }

    /// `view.maximumContentSizeCategory = .extraExtraExtraLarge`; not on a
    /// view named for an image (`chevronImageView`, `statusIcon`): a symbol
    /// kept in proportion cuts no text.
    public static func check(_ assignment: AssignmentContext, _ findings: inout FindingSink) {
        let tree = assignment.file.tree
        guard let value = assignment.assignment.assignedValue, value.kind != .sequence,
              let largest = largestSize(value, tree), largest < Typography.firstAccessibilitySize,
              !Self.isImageView(assignment.receiver) else { return }
        findings.report(Self.self, message(largest), range: tree.tokens[Int(assignment.memberToken)].range)
    }

    static func isImageView(_ receiver: ExpressionNode?) -> Bool {
        // `receiver` is the whole target, `imageView.maximumContentSizeCategory`: the name before the member.
        guard let receiver, let name = Array(receiver.members).dropLast().last?.name ?? receiver.name else { return false }
        return AccessibilityFacts.namesAnImage(name)
    }

    /// The largest size the value allows, as a step of `Typography.sizeStep`:
    /// a single size, or a range's upper bound (`...x` allows x, `..<x` the
    /// step below). nil when there is no upper bound (`.large...`) or it is
    /// not a literal size.
    static func largestSize(_ value: ExpressionNode, _ tree: SyntaxTree) -> Int? {
        let before = value.firstToken - 1
        if value.kind == .sequence {
            guard let upper = value.arguments.dropFirst().first?.value,
                  let operatorToken = value.operatorTokens.first, let step = sizeStep(upper, tree) else { return nil }
            return tree.token(operatorToken, is: "..<") ? step - 1 : tree.token(operatorToken, is: "...") ? step : nil
        }
        guard let step = sizeStep(value, tree) else { return nil }
        if tree.token(before, is: "..<") { return step - 1 }
        // `.large...`: no upper bound.
        return tree.token(value.lastToken + 1, is: "...") ? nil : step
    }

    /// `.xxxLarge`, `DynamicTypeSize.xxxLarge`, `UIContentSizeCategory.extraLarge`.
    static func sizeStep(_ value: ExpressionNode, _ tree: SyntaxTree) -> Int? {
        switch value.kind {
        case .implicitMember where value.members.isEmpty:
            return value.name.flatMap(Typography.sizeStep)
        case .reference where value.members.count == 1:
            return value.members.first.flatMap { Typography.sizeStep(of: $0.name) }
        default:
            return nil
        }
    }

    static func message(_ largest: Int) -> String {
        let allowed = Typography.dynamicTypeSizes[max(largest, 0)]
        let standardLost = Typography.firstAccessibilitySize - 1 - max(largest, 0)
        let sizes = standardLost > 0
            ? "\(standardLost) larger standard size\(standardLost == 1 ? "" : "s") and the five accessibility sizes"
            : "the five accessibility sizes (.accessibility1 to .accessibility5)"
        return "text stops growing at .\(allowed): \(sizes) are lost to the people who need large text most; "
            + "allow up to .accessibility5 and make the layout adapt (ViewThatFits, a vertical stack)"
    }
}
