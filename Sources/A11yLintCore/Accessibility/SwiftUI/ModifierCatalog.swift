import A11yLintSyntax

/// A yes/no answer the linter may not be able to give (a variable, a helper).
public enum Tristate: Sendable, Equatable {
    case yes, no, unknown
}

/// How `.accessibilityElement(children:)` treats a container's children.
public enum ChildBehavior: Sendable, Equatable {
    /// `.ignore` (also the default of `.accessibilityElement()`): one element whose label you supply.
    case ignore
    /// `.combine`: one element read as its children's text.
    case combine
    /// `.contain`: children stay separate, grouped.
    case contain
    /// Computed at run time.
    case unknown
}

/// What a modifier does to the accessibility tree, read from its name and
/// arguments. Deprecated `.accessibility(label:)`-style forms map onto the
/// same effects as their replacements.
public enum ModifierEffect: Sendable, Equatable {
    /// `.accessibilityLabel(…)` in any overload, `.accessibility(label:)`.
    case label
    /// `.accessibilityHint`, `.accessibility(hint:)`.
    case hint
    /// `.accessibilityValue`, `.accessibility(value:)`.
    case value
    /// `.accessibilityHidden(…)`, `.accessibility(hidden:)`.
    case hidden(Tristate)
    /// `.hidden()`, or a literal `.opacity(0)`: shown to no one, so read by
    /// no assistive technology either.
    case invisible
    /// `.accessibilityElement(children:)`.
    case element(ChildBehavior)
    /// `.accessibilityAddTraits`, `.accessibility(addTraits:)`.
    case addTraits
    /// `.accessibilityRemoveTraits`, `.accessibility(removeTraits:)`.
    case removeTraits
    /// `.accessibilityRepresentation { … }`: a standard control stands in.
    case representation
    /// `.accessibilityAction`, `.accessibilityActions`, `.accessibilityAdjustableAction`, `.accessibilityScrollAction`.
    case action
    /// A custom modifier whose name says it deals with accessibility
    /// (`.a11yLabel("…")`, `.modifier(AccessibleIcon())`), or a custom style
    /// given text to draw (`.buttonStyle(Pill(title: "Share"))`): it may name the view.
    case customAccessibility
    /// A custom modifier that wraps the view in a control (`.buttonize { … }`,
    /// `.asButton(action:)`): the view becomes that control's label.
    case control
    /// Anything else (layout, style, gestures…).
    case none
}

/// Reads modifier effects from the syntax tree.
public enum ModifierCatalog {
    /// The effect of the modifier at `index` in `tree.modifiers`.
    public static func effect(of index: Int, in tree: SyntaxTree) -> ModifierEffect {
        let modifier = tree.modifiers[index]
        // `button.accessibilityHint = x` is a property access, not a modifier.
        guard modifier.hasArgumentClause else { return .none }
        let name = modifier.nameToken
        if isInvisible(modifier, in: tree) { return .invisible }
        let mentions = NameMentions(name, in: tree)
        // Every SwiftUI accessibility modifier starts with "accessibility"; the
        // others that matter are `modifier`, `buttonStyle`, `labelStyle` and
        // custom names mentioning a button or accessibility.
        guard mentions.accessibility || mentions.button || tree.token(name, is: "modifier") || tree.token(name, is: "labelStyle")
        else { return .none }
        if tree.token(name, is: "accessibilityLabel") { return .label }
        if tree.token(name, is: "accessibilityHidden") {
            return .hidden(booleanArgument(modifier.arguments.first.map { tree.arguments[$0].value }, in: tree))
        }
        if tree.token(name, is: "accessibilityElement") { return .element(childBehavior(of: modifier, in: tree)) }
        if tree.token(name, is: "accessibilityAddTraits") { return .addTraits }
        if tree.token(name, is: "accessibilityRemoveTraits") { return .removeTraits }
        if tree.token(name, is: "accessibilityHint") { return .hint }
        if tree.token(name, is: "accessibilityValue") { return .value }
        if tree.token(name, is: "accessibilityRepresentation") || tree.token(name, is: "accessibilityChildren") {
            return .representation
        }
        if tree.token(name, is: "accessibilityAction") || tree.token(name, is: "accessibilityActions")
            || tree.token(name, is: "accessibilityAdjustableAction") || tree.token(name, is: "accessibilityScrollAction") {
            return .action
        }
        if tree.token(name, is: "accessibility") { return deprecatedEffect(of: modifier, in: tree) }
        if tree.token(name, is: "buttonStyle") || tree.token(name, is: "labelStyle") {
            let argument = modifier.arguments.first.map { tree.arguments[$0].value } ?? -1
            return styleIsGivenText(argument, in: tree) ? .customAccessibility : .none
        }
        if tree.token(name, is: "modifier") {
            let argument = modifier.arguments.first.map { tree.arguments[$0].value } ?? -1
            let type = argument >= 0 ? tree.expressions[Int(argument)].nameToken : -1
            return type >= 0 && NameMentions(type, in: tree).accessibility ? .customAccessibility : .none
        }
        if mentions.button && !isSwiftUIButtonModifier(name, in: tree) { return .control }
        return mentions.accessibility && !isKnownNonLabelling(name, in: tree) ? .customAccessibility : .none
    }

    /// What a modifier's name mentions, found in one pass over its bytes:
    /// "button", or accessibility ("accessib", "a11y", "voiceover"), ignoring case.
    struct NameMentions {
        var button = false
        var accessibility = false

        init(_ token: Int32, in tree: SyntaxTree) {
            let range = tree.tokens[Int(token)].range
            let bytes = tree.source.bytes
            func has(_ word: StaticString, at start: Int) -> Bool {
                let count = word.utf8CodeUnitCount
                guard start + count <= range.upperBound else { return false }
                for offset in 0..<count where bytes[start + offset] | 0x20 != word.utf8Start[offset] { return false }
                return true
            }
            for start in range {
                switch bytes[start] | 0x20 {
                case UInt8(ascii: "b"): button = button || has("button", at: start)
                case UInt8(ascii: "a"): accessibility = accessibility || has("accessib", at: start) || has("a11y", at: start)
                case UInt8(ascii: "v"): accessibility = accessibility || has("voiceover", at: start)
                default: continue
                }
            }
        }
    }

    /// SwiftUI's own modifiers that name a button but make none: the `button…`
    /// styles and `navigationBarBackButtonHidden`, which hides the bar's back button.
    static func isSwiftUIButtonModifier(_ name: Int32, in tree: SyntaxTree) -> Bool {
        tree.token(name, is: "buttonBorderShape") || tree.token(name, is: "buttonRepeatBehavior")
            || tree.token(name, is: "buttonSizing") || tree.token(name, is: "menuButtonStyle")
            || tree.token(name, is: "navigationBarBackButtonHidden")
    }

    /// `.accessibility(label:)`, `.accessibility(hidden:)`… (deprecated forms).
    static func deprecatedEffect(of modifier: Modifier, in tree: SyntaxTree) -> ModifierEffect {
        guard let first = modifier.arguments.first else { return .none }
        let argument = tree.arguments[first]
        let label = argument.label
        if tree.token(label, is: "label") { return .label }
        if tree.token(label, is: "hint") { return .hint }
        if tree.token(label, is: "value") { return .value }
        if tree.token(label, is: "hidden") { return .hidden(booleanArgument(argument.value, in: tree)) }
        if tree.token(label, is: "addTraits") { return .addTraits }
        if tree.token(label, is: "removeTraits") { return .removeTraits }
        return .none
    }

    static func childBehavior(of modifier: Modifier, in tree: SyntaxTree) -> ChildBehavior {
        guard let first = modifier.arguments.first else { return .ignore }
        let value = tree.arguments[first].value
        let node = value >= 0 ? tree.expressions[Int(value)] : nil
        guard let node, node.kind == .implicitMember else { return .unknown }
        if tree.token(node.nameToken, is: "ignore") { return .ignore }
        if tree.token(node.nameToken, is: "combine") { return .combine }
        if tree.token(node.nameToken, is: "contain") { return .contain }
        return .unknown
    }

    /// `.hidden()` (no arguments) and `.opacity(0)` with a literal zero: a
    /// fully transparent view is drawn for layout only, and VoiceOver skips it.
    static func isInvisible(_ modifier: Modifier, in tree: SyntaxTree) -> Bool {
        let name = modifier.nameToken
        if tree.token(name, is: "hidden") { return modifier.arguments.isEmpty }
        guard tree.token(name, is: "opacity"), modifier.arguments.count == 1, let first = modifier.arguments.first,
              let value = tree.node(tree.arguments[first].value), value.kind == .numberLiteral else { return false }
        return Double(tree.text(ofToken: value.firstToken).replacingOccurrences(of: "_", with: "")) == 0
    }

    /// `true`/`false` literals; anything else is unknown.
    static func booleanArgument(_ expression: Int32?, in tree: SyntaxTree) -> Tristate {
        guard let expression, expression >= 0 else { return .yes }
        let node = tree.expressions[Int(expression)]
        guard node.kind == .booleanLiteral else { return .unknown }
        return tree.token(node.firstToken, is: "true") ? .yes : .no
    }

    /// Accessibility modifiers that neither label nor hide.
    static func isKnownNonLabelling(_ name: Int32, in tree: SyntaxTree) -> Bool {
        tree.token(name, is: "accessibilityIdentifier") || tree.token(name, is: "accessibilitySortPriority")
            || tree.token(name, is: "accessibilityFocused") || tree.token(name, is: "accessibilityInputLabels")
            || tree.token(name, is: "accessibilityShowsLargeContentViewer") || tree.token(name, is: "accessibilityHeading")
            || tree.token(name, is: "accessibilityRespondsToUserInteraction") || tree.token(name, is: "accessibilityRotor")
            || tree.token(name, is: "accessibilityCustomContent") || tree.token(name, is: "accessibilityIgnoresInvertColors")
            || tree.token(name, is: "accessibilityTextContentType") || tree.token(name, is: "accessibilityZoomAction")
            || tree.token(name, is: "accessibilityLinkedGroup") || tree.token(name, is: "accessibilityDirectTouch")
            || tree.token(name, is: "accessibilityDefaultFocus") || tree.token(name, is: "accessibilityChartDescriptor")
            || tree.token(name, is: "accessibilityActivationPoint") || tree.token(name, is: "accessibilityDragPoint")
            || tree.token(name, is: "accessibilityDropPoint") || tree.token(name, is: "accessibilityRotorEntry")
    }

    /// A custom style built with a string or a `title:`/`label:`/`text:` argument.
    static func styleIsGivenText(_ style: Int32, in tree: SyntaxTree) -> Bool {
        guard style >= 0, tree.expressions[Int(style)].kind == .call else { return false }
        return tree.expressions[Int(style)].arguments.contains { index in
            let argument = tree.arguments[index]
            return tree.token(argument.label, is: "title") || tree.token(argument.label, is: "label")
                || tree.token(argument.label, is: "text")
                || (argument.value >= 0 && tree.expressions[Int(argument.value)].kind == .stringLiteral)
        }
    }
}
