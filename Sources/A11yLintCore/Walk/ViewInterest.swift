/// Which views a view rule looks at: views of some roles, views carrying a
/// modifier of some effect, a gesture, or a modifier of some name. The walk
/// works out once per view which rules asked for it.
public struct ViewInterest: Sendable {
    /// Roles, by `ViewInterest.roleIndex`.
    var roles: UInt16 = 0
    /// Modifier effects, by `ViewInterest.effectIndex`.
    var effects: UInt16 = 0
    var gestures = false
    var modifierNames: [StaticString] = []

    /// Views of the given roles, or carrying a modifier with one of the given
    /// effects, a gesture (`gestures`), or a modifier with one of `modifiersNamed`.
    public static func views(_ roles: [RoleInterest] = [], modifiers effects: [EffectInterest] = [],
                             gestures: Bool = false, modifiersNamed names: [StaticString] = []) -> ViewInterest {
        ViewInterest(roles: roles.reduce(0) { $0 | 1 << $1.rawValue }, effects: effects.reduce(0) { $0 | 1 << $1.rawValue },
                     gestures: gestures, modifierNames: names)
    }

    /// The role kinds a rule can ask for.
    public enum RoleInterest: UInt16, CaseIterable, Sendable {
        case control, image, text, label, container, decoration, unknown
    }

    /// The modifier effects a rule can ask for.
    public enum EffectInterest: UInt16, CaseIterable, Sendable {
        case label, hint, value, hidden, element, addTraits, removeTraits, representation, action, customAccessibility,
             control
    }

    static func roleIndex(_ role: ViewRole) -> RoleInterest {
        switch role {
        case .control: return .control
        case .image: return .image
        case .text: return .text
        case .label: return .label
        case .container: return .container
        case .decoration: return .decoration
        case .unknown: return .unknown
        }
    }

    static func effectIndex(_ effect: ModifierEffect) -> EffectInterest? {
        switch effect {
        case .label: return .label
        case .hint: return .hint
        case .value: return .value
        case .hidden, .invisible: return .hidden
        case .element: return .element
        case .addTraits: return .addTraits
        case .removeTraits: return .removeTraits
        case .representation: return .representation
        case .action: return .action
        case .customAccessibility: return .customAccessibility
        case .control: return .control
        case .none: return nil
        }
    }
}
