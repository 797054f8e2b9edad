/// Every rule, listed by hand. Tests check it both ways: each rule type is
/// registered and has its `Rules/<id>.md`, and each document has its rule.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        // Names
        ButtonImageOnlyRule.self,
        ImageMissingLabelRule.self,
        TabItemImageOnlyRule.self,
        UnlabeledControlRule.self,
        EmptyAccessibilityLabelRule.self,
        LabelContainsRoleRule.self,
        LabelInNameRule.self,
        FakeHeadingRule.self,
        HintWordingRule.self,
        GenericLinkTextRule.self,
        ElementMissingLabelRule.self,
        // Roles and actions
        TapGestureNotButtonRule.self,
        GestureWithoutAlternativeRule.self,
        HiddenInteractiveRule.self,
        LabelOnPlainContainerRule.self,
        ButtonUsedAsLinkRule.self,
        AdjustableWithoutActionsRule.self,
        ModalMissingEscapeRule.self,
        // Structure
        HeadingMissingTraitRule.self,
        CustomDrawingInaccessibleRule.self,
        // Text that grows
        FixedFontSizeRule.self,
        FontNotAdjustingRule.self,
        DynamicTypeCappedRule.self,
        TextClippedRule.self,
        // Targets, motion and state
        SmallHitTargetRule.self,
        MotionIgnoresReduceMotionRule.self,
        StateNotExposedRule.self,
        DisabledNotAnnouncedRule.self,
        InputMissingContentTypeRule.self,
        DeprecatedAccessibilityModifierRule.self,
    ]

    /// Every rule's descriptor: the view rules, then the findings suppression
    /// directives cause themselves.
    public static let descriptors: [RuleDescriptor] = all.map { $0.descriptor } + SuppressionRules.all

    /// Every rule id.
    public static let ids: Set<String> = Set(descriptors.map(\.id))

    private static let byID = Dictionary(uniqueKeysWithValues: descriptors.map { ($0.id, $0) })

    public static func descriptor(for id: String) -> RuleDescriptor? {
        byID[id]
    }
}
