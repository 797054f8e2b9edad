import A11yLintSyntax

/// Something an enclosing view can do for the views inside it. Rules ask
/// whether their view is covered by one of these in every context it is
/// shown in; because the answer is data, it can also be asked of the places
/// a custom view type is used, in other files.
public enum ContextCondition: Int, Sendable, CaseIterable {
    /// Inside a control's label (or a view made a control by a modifier such
    /// as `.buttonize`, or the body of a button, toggle or label style).
    case controlLabel
    /// Inside an element that is hidden, ignores or combines its children,
    /// has a representation, or gives them a label.
    case spokenFor
    /// The same, except that combining without a label does not count (an
    /// unlabelled image is still read within the combined label).
    case namedOrHidden
    /// Inside a `Label` (its icon).
    case insideLabelView
    /// Inside an element with the button or link trait.
    case buttonOrLinkTrait
    /// Inside an element with accessibility actions or a representation.
    case accessibleAlternative
    /// Inside a hidden element (or one hidden behind a run-time flag).
    case hidden
    /// A menu item: inside a `Menu`'s content, a context menu, swipe actions,
    /// an alert's or a dialog's actions, or a `CommandGroup`/`CommandMenu`.
    case menuItem
    /// Not a section of the screen: inside a control, a `Label`, an element
    /// that speaks for its children, a toolbar item, a `Section`'s header
    /// (a heading already) or content that is not laid out as a section
    /// (a toolbar, tab item, navigation title, menu, alert, badge, help tag).
    case notASection
    /// The value of a `LabeledContent`, which names it.
    case labeledContentValue
    /// Inside a `.background { … }`: drawn behind the content, decoration.
    case background
    /// Inside a view whose picker style shows every option by name
    /// (`.pickerStyle(.segmented)`): the options name the choice.
    case namedOptionsPickerStyle
    /// Inside an element that says its state: an accessibility value, the
    /// selected or toggle trait, or a representation.
    case exposesState
    /// Content handed, in a closure, to a type's own initializer in an
    /// extension (`self.init { Text(name) } icon: { Avatar(url) }`): the
    /// type it builds decides how it is read, where that type is used.
    case initializerContent
    /// Laid out by the system, which sizes its hit area: a toolbar or
    /// navigation bar item, a menu, a context menu, a swipe action.
    case systemSized
    /// Inside a `ViewThatFits`, which picks a layout that fits, in width
    /// (not `ViewThatFits(in: .vertical)`, which picks by height alone). (A
    /// horizontal `ScrollView` is not counted: the cards of a carousel in one
    /// have a width of their own.)
    case insideViewThatFits
    /// Inside a view whose text shrinks to fit (`.minimumScaleFactor`).
    case shrinksText
    /// Inside a view that sets a font of a fixed size (`.font(.system(size: 26))`).
    case fixedFont
    /// Inside a view that cannot be activated (`.disabled(true)`,
    /// `.allowsHitTesting(false)`), not in a presented screen, menu or
    /// toolbar it adds: a control there is drawn, never used.
    case inert

    /// Whether an enclosing view satisfies the condition.
    func isSatisfied(by ancestor: Ancestor, facts: AccessibilityFacts, cache: ConditionCache) -> Bool {
        let node = ancestor.node
        let tree = facts.tree
        switch self {
        case .controlLabel:
            return (facts.role(node).isControl && cache.isLabelSlot(ancestor)) || facts.makesControl(node)
                || facts.isCustomControlLabel(ancestor) || cache.isHelperControlLabel(ancestor)
        case .spokenFor:
            return facts.speaksForChildren(node)
        case .namedOrHidden:
            return facts.speaksForChildren(node, countingCombine: false)
        case .insideLabelView:
            return facts.role(node) == .label
        case .buttonOrLinkTrait:
            return facts.hasTrait(node, "isButton") || facts.hasTrait(node, "isLink") || facts.makesControl(node)
        case .accessibleAlternative:
            return facts.hasAccessibilityAlternative(node)
        case .hidden:
            return facts.hiddenState(node, after: ancestor.modifier >= 0 ? ancestor.modifier : nil) != .no
        case .menuItem:
            if let slot = ancestor.member(in: tree) {
                return SwiftUIViews.menuItemSlots.contains { slot.isNamed($0) }
            }
            return (facts.role(node) == .control(.menu) && !cache.isLabelSlot(ancestor))
                || SwiftUIViews.commandMenus.contains { tree.token(tree.expressions[Int(node)].nameToken, is: $0) }
        case .notASection:
            let role = facts.role(node)
            if role.isControl || role == .label || facts.speaksForChildren(node) || facts.makesControl(node) { return true }
            if let name = facts.viewName(node), SwiftUIViews.toolbarItems.contains(name) { return true }
            if let slot = ancestor.member(in: tree) { return SwiftUIViews.nonSectionSlots.contains { slot.isNamed($0) } }
            return facts.viewName(node) == "Section" && (ancestor.argument(in: tree)?.isLabeled("header") ?? false)
        case .background:
            return ancestor.member(in: tree)?.isNamed("background") ?? false
        case .labeledContentValue:
            return facts.viewName(node) == "LabeledContent"
        case .namedOptionsPickerStyle:
            return facts.hasNamedOptionsPickerStyle(node)
        case .exposesState:
            return facts.exposesState(node)
        case .initializerContent:
            // `self.init(…)` is read as a call of `self`, `.init` being part of its name. Only its
            // view-builder closures count: `super.init(rootView: Screen())` shows the screen.
            let name = tree.expressions[Int(node)].nameToken
            return tree.expressions[Int(node)].kind == .call && tree.token(name, is: "self") && tree.token(name + 2, is: "init")
                && ancestor.argument(in: tree)?.value?.kind == .closure
        case .systemSized:
            if let slot = ancestor.member(in: tree) { return SwiftUIViews.systemSizedSlots.contains { slot.isNamed($0) } }
            return facts.viewName(node).map(SwiftUIViews.systemSizedContainers.contains) ?? false
        case .insideViewThatFits:
            // `ViewThatFits(in: .vertical)` picks by height alone: a line still runs out of width.
            guard facts.viewName(node) == "ViewThatFits" else { return false }
            guard let axes = tree.node(node)?.argument(labeled: "in") else { return true }
            return !(axes.kind == .implicitMember && axes.isNamed("vertical"))
        case .shrinksText:
            return facts.modifier(of: node, named: "minimumScaleFactor") != nil
        case .fixedFont:
            return facts.fontIsFixed(on: node) == true
        case .inert:
            guard facts.cannotBeActivated(node, after: ancestor.modifier >= 0 ? ancestor.modifier : nil) else { return false }
            // A presented screen, a menu or the bar's items are not laid out in the view, and take their own touches.
            guard let slot = ancestor.member(in: tree) else { return true }
            return !Self.ownTouchSlots.contains { slot.isNamed($0) }
        }
    }
}

extension ContextCondition {
    /// Modifier slots whose content takes its own touches: presented screens, menus, bar items.
    static let ownTouchSlots: [StaticString] = SwiftUIViews.presentingModifiers + SwiftUIViews.menuItemSlots
        + SwiftUIViews.systemSizedSlots

    /// Conditions that depend on the enclosing view alone.
    static let nodeOnly: [ContextCondition] = [
        .spokenFor, .namedOrHidden, .insideLabelView, .buttonOrLinkTrait, .accessibleAlternative,
        .labeledContentValue, .namedOptionsPickerStyle, .exposesState, .insideViewThatFits, .shrinksText, .fixedFont,
    ]
    /// Conditions that also depend on the slot the walk came through (a
    /// modifier's content is hidden only by what comes after it in the chain).
    static let slotDependent: [ContextCondition] = [
        .controlLabel, .menuItem, .notASection, .hidden, .background, .initializerContent, .systemSized, .inert,
    ]
}

/// A set of context conditions, as a bit set.
public struct ContextConditions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public init(_ conditions: [ContextCondition]) {
        self.init(rawValue: conditions.reduce(0) { $0 | (1 << UInt32($1.rawValue)) })
    }

    public func contains(_ condition: ContextCondition) -> Bool {
        rawValue & (1 << UInt32(condition.rawValue)) != 0
    }

    /// Whether any of `other`'s conditions is held here.
    public func intersects(_ other: ContextConditions) -> Bool {
        rawValue & other.rawValue != 0
    }
}
