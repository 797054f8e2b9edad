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
        // Roles and actions
        TapGestureNotButtonRule.self,
        GestureWithoutAlternativeRule.self,
        HiddenInteractiveRule.self,
        LabelOnPlainContainerRule.self,
        ButtonUsedAsLinkRule.self,
        // Structure
        HeadingMissingTraitRule.self,
    ]

    public static var descriptors: [RuleDescriptor] { all.map { $0.descriptor } }

    public static func descriptor(for id: String) -> RuleDescriptor? {
        all.first { $0.descriptor.id == id }?.descriptor
    }
}
