import A11yLintSyntax

/// Something UIKit code configures with statements: `self`, a stored
/// property, or a local variable, and what the code that owns it does to it —
/// the accessibility members it assigns, the methods it calls, the traits it
/// gives and the gesture recognizers it adds.
public struct UIKitTarget {
    /// Who holds the target.
    public enum Owner: Hashable, Sendable {
        /// `self` (name `"self"`) or a stored property of a type, across every
        /// method of the type and its extensions in the file.
        case member(type: String, name: String)
        /// A local variable of one member declaration (a method, an initializer,
        /// a property's configuring closure), told apart from a later local of
        /// the same name in another block by its declaration's name token.
        case local(scope: Int32, name: String, declaration: Int32)
    }

    public let owner: Owner
    /// The class, when the code shows it: an annotation, the initializer
    /// called, the superclass of `self`'s type.
    public var className: String?
    /// Where the target is declared (-1 for `self`).
    public var declarationToken: Int32 = -1
    /// The expression that creates it (`UIBarButtonItem(image: …)`), or -1.
    public var initializer: Int32 = -1
    /// Configured where the linter cannot see — an `@IBOutlet`, or a stored
    /// property given a view made elsewhere (`colorPickerButton = picker`,
    /// `= makeCloseButton()`): no missing label or title is reported on it.
    public var isMadeElsewhere = false
    /// Passed to the app's own accessibility code
    /// (`setupAccessibility(forSidebarButton: item)`), which may set any
    /// accessibility member on it.
    public var isHandedToAccessibilityCode = false
    /// Accessibility and other members assigned, by member name.
    public var assignments: [String: [UIKitAssignment]] = [:]
    /// Methods called on it (`button.setImage(…)`, or `dismiss(animated:)`
    /// on implicit `self`), by method name.
    public var calls: [String: [UIKitCall]] = [:]
    /// The trait names it is given (`.button`, `UIAccessibilityTraits.header`),
    /// by assignment, insertion or union.
    public var traits: Set<String> = []
    /// Given traits the code does not spell out (`accessibilityTraits =
    /// model.traits`, `.assign(to: \.accessibilityTraits, on: self)`).
    public var hasUnreadTraits = false
    /// The gesture recognizers added to it.
    public var recognizers: [UIKitRecognizer] = []

    public init(owner: Owner) {
        self.owner = owner
    }

    /// Whether it is, or may be, given one of the traits `names`.
    public func mayHaveTrait(anyOf names: Set<String>) -> Bool {
        hasUnreadTraits || !traits.isDisjoint(with: names)
    }

    /// Whether any of `members` is assigned.
    public func assigns(anyOf members: Set<String>) -> Bool {
        members.contains { assignments[$0] != nil }
    }

    /// Whether it is measured (`probe.sizeThatFits(…)`): a view made only to
    /// size text, when it is a local, is never shown.
    public var isMeasured: Bool {
        UIKitModel.measuringCalls.contains { calls[$0.description] != nil }
    }

    /// How a message names the target: its variable, or `self`'s type.
    public var name: String {
        switch owner {
        case .member(let type, "self"): return type
        case .member(_, let name), .local(_, let name, _): return name
        }
    }
}

/// One assignment to a target's member: `button.accessibilityLabel = "Close"`,
/// or AppKit's setter for it (`view.setAccessibilityLabel("Close")`).
public struct UIKitAssignment {
    /// The whole assignment expression (or the setter's call).
    public let expression: ExpressionNode
    /// The member name token (`accessibilityLabel`, or `setAccessibilityLabel`).
    public let memberToken: Int32
    /// The value assigned (the setter's argument).
    public let value: ExpressionNode?
    /// The member declaration the assignment is made in (a method, or a
    /// property's configuring closure).
    public let scope: Int32

    init(expression: ExpressionNode, memberToken: Int32, scope: Int32) {
        self.expression = expression
        self.memberToken = memberToken
        self.value = expression.assignedValue
        self.scope = scope
    }

    init(setter call: ExpressionNode, memberToken: Int32, value: ExpressionNode?, scope: Int32) {
        self.expression = call
        self.memberToken = memberToken
        self.value = value
        self.scope = scope
    }
}

/// One method call on a target: `button.setImage(image, for: .normal)`.
public struct UIKitCall {
    /// The method's name token: where a finding about the call sits.
    public let nameToken: Int32
    public let arguments: NodeList<ArgumentKindTag>
    /// The member declaration the call is made in.
    public let scope: Int32
}

/// A gesture recognizer added with `addGestureRecognizer(_:)`.
public struct UIKitRecognizer {
    /// The gesture it asks for (a tap recognizer with `numberOfTapsRequired`
    /// of 2 is a multiple tap).
    public let gesture: GestureKind
    /// The `addGestureRecognizer` name token: where the finding sits.
    public let addition: Int32
    /// The selector names of its actions (`#selector(showDetail)`).
    public let selectors: Set<String>
}
