import A11yLintSyntax

/// `state-not-exposed`: a button or tappable view whose on/off or selected
/// state is only drawn, never spoken.
public struct StateNotExposedRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "state-not-exposed",
        name: "State shown only visually",
        defaultSeverity: .warning,
        wcag: ["4.1.2", "1.4.1"])

    public static let interest: ViewInterest = .views([.control], gestures: true)

    /// Modifiers whose look can carry a state: colour, weight, opacity, borders.
    static let stylingModifiers: [StaticString] = [
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "fontWeight", "bold", "opacity", "tint",
        "border", "font", "fill", "stroke", "strokeBorder", "underline", "overlay",
    ]
    /// Words (any case) in a condition that name a selection or an on/off state.
    static let stateWords: [StaticString] = [
        "select", "checked", "isOn", "isActive", "current", "chosen", "picked", "favorite", "favourite", "liked",
        "bookmarked", "starred", "toggled",
    ]

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        switch view.role {
        case .control(.button): break
        case .control: return
        default:
            // A tap that only closes (`showPicker = false`: a popup's backdrop) selects nothing;
            // one that sets `nil` may select "None".
            guard let tap = facts.firstGesture(of: view.node, where: { $1 == .singleTap }),
                  !facts.onlyResetsState(facts.actionClosures(of: tap.modifier), flagsOnly: true) else { return }
        }
        // A control drawn for no one (`.hidden()`: a placeholder that keeps a toolbar centred) has no state to tell.
        guard !view.isInStyleBody, !facts.exposesState(view.node), facts.modifier(of: view.node, named: "disabled") == nil,
              facts.hiddenState(view.node) != .yes,
              !view.ancestors.contains(where: { facts.exposesState($0.node) || facts.role($0.node) == .control(.picker) }),
              let cue = stateCue(view), !speaksState(view), !view.isCovered(by: [.menuItem, .exposesState]) else { return }
        findings.report(Self.self, message(cue), at: view.nameToken, of: view, unlessEveryUseHas: [.exposesState])
    }

    /// Something in the view says the state: text that switches too
    /// (`Text(isMuted ? "Unmute" : "Mute")`, `Button(isFavorite ? "Unfavorite" :
    /// "Favorite")`, or a local constant holding such a choice), an image switching between two unrelated names, each
    /// read by its own (`menuOpen ? "xmark" : "slider.vertical.3"`), or a
    /// view inside with the `.isSelected` or `.isToggle` trait or made one
    /// element (`.accessibilityElement(children: .ignore)`) with a computed
    /// label or value (`.accessibilityLabel(text + (isOn ? ", on" : ", off"))`).
    static func speaksState(_ view: ViewContext) -> Bool {
        let facts = view.facts
        let says = { (node: Int32) -> Bool in
            // A `Label` is read by its title, not its icon.
            if facts.role(node) == .image, let names = switchingImageNames(node, facts) {
                return !isStatePair(names.first, names.second)
            }
            if node != view.node, facts.hasTrait(node, "isSelected") || facts.hasTrait(node, "isToggle")
                || facts.modifier(of: node, named: "accessibilityElement") != nil && facts.exposesState(node) {
                return true
            }
            let role = facts.role(node)
            guard role == .text || role == .label || role.isControl, let title = facts.title(of: node),
                  var value = facts.tree.node(title) else { return false }
            // `let title = pinned ? "Unpin" : "Pin"` … `Text(title)`.
            if let local = facts.localConstantValue(of: value) { value = local }
            return value.kind == .ternary || (value.kind == .call && value.arguments.firstValue?.kind == .ternary)
        }
        return says(view.node) || facts.hasDescendant(view.node, where: says)
    }

    /// How the state is drawn: an image that switches between a pair
    /// (`isOn ? "checkmark.square.fill" : "square"`), or styling that
    /// switches on a condition naming a selection. Looked for on the view
    /// and in its content; in a tappable view, not inside the buttons it
    /// holds, which are judged on their own.
    static func stateCue(_ view: ViewContext) -> String? {
        let facts = view.facts
        let selection = selectionVariables(view)
        var cue: String?
        let inspect = { (node: Int32) -> Bool in
            if let image = switchedImage(node, facts) { cue = image; return true }
            if let styling = switchedStyling(node, facts, selection) { cue = styling; return true }
            return false
        }
        if inspect(view.node) { return cue }
        let ownControl = view.role.isControl
        _ = facts.hasDescendant(view.node, skippingInside: { !ownControl && facts.role($0).isControl }, where: inspect)
        return cue
    }

    /// `Image(systemName: isOn ? "checkmark.square.fill" : "square")`, or a
    /// `Label`'s `systemImage:` or `image:` switching the same way, between
    /// a pair of names (two unrelated images, `"slider.vertical.3"` /
    /// `"xmark"`, are each read by their own names: the change is heard).
    static func switchedImage(_ node: Int32, _ facts: AccessibilityFacts) -> String? {
        guard let names = switchingImageNames(node, facts), isStatePair(names.first, names.second),
              !isLookOrPresentation(names.condition, facts) else { return nil }
        return "its image switches between \"\(names.first)\" and \"\(names.second)\""
    }

    /// The two names an image (or a `Label`'s image) switches between on a `? :`.
    static func switchingImageNames(_ node: Int32, _ facts: AccessibilityFacts)
        -> (first: String, second: String, condition: ExpressionNode)? {
        guard let view = facts.tree.node(node) else { return nil }
        let argument: ExpressionNode?
        switch facts.role(node) {
        case .image: argument = view.arguments.firstValue
        case .label: argument = view.argument(labeled: "systemImage") ?? view.argument(labeled: "image")
        default: argument = nil
        }
        guard let parts = argument?.ternaryParts, let condition = parts.condition,
              let first = parts.then?.stringValue, let second = parts.otherwise?.stringValue, first != second else { return nil }
        return (first, second, condition)
    }

    /// A condition that is not the control's state: the appearance
    /// (`colorScheme == .dark`), where the control is placed
    /// (`inControlGroup`, `horizontalSizeClass == .compact`, `isLandscape`),
    /// or state that holds only for a moment
    /// (`AccessibilityFacts.passingStateNames`): whether a sheet it opens is
    /// up (the filled image shows only while the sheet covers the screen), or
    /// a gesture's own state (a pressed look).
    static func isLookOrPresentation(_ condition: ExpressionNode, _ facts: AccessibilityFacts) -> Bool {
        let tree = facts.tree
        guard condition.firstToken >= 0, condition.lastToken >= condition.firstToken else { return false }
        let names = (condition.firstToken...condition.lastToken).filter { tree.tokens[Int($0)].kind == .identifier }
        // Every part joined by `&&` or `||` names the look: `isSelected && isLandscape` is a state.
        let parts = (condition.firstToken...condition.lastToken).split { tree.token($0, is: "&&") || tree.token($0, is: "||") }
        if parts.allSatisfy({ part in
            part.contains { name in
                tree.tokens[Int(name)].kind == .identifier
                    && (tree.token(name, is: "colorScheme") || lookWords.contains { tree.token(name, containsCaseInsensitive: $0) })
            }
        }) {
            return true
        }
        let passing = facts.passingStateNames
        return !passing.isEmpty && names.contains { passing.contains(tree.text(ofToken: $0)) }
    }

    /// Words (any case) in a name that say how or where a control is drawn,
    /// not what state it is in.
    static let lookWords: [StaticString] = [
        "darkMode", "controlGroup", "sizeClass", "landscape", "portrait", "userInterfaceIdiom",
    ]

    /// One name's parts hold all of the other's: `star.fill`/`star`,
    /// `checkmark.circle.fill`/`circle`, `eye`/`eye.slash`.
    static func isStatePair(_ first: String, _ second: String) -> Bool {
        let a = Set(first.split(separator: ".")), b = Set(second.split(separator: "."))
        return a.isSuperset(of: b) || b.isSuperset(of: a)
    }

    /// `.foregroundStyle(isSelected ? .white : .primary)`, not inside an
    /// `if` on the same condition (there the tint never changes).
    static func switchedStyling(_ node: Int32, _ facts: AccessibilityFacts, _ selection: Set<String>) -> String? {
        guard let expression = facts.tree.node(node) else { return nil }
        for modifier in expression.members where stylingModifiers.contains(where: { modifier.isNamed($0) }) {
            for argument in modifier.arguments {
                // `isOpen ? .clear : .clear` draws the same either way.
                guard let parts = argument.value?.ternaryParts, let condition = parts.condition,
                      let then = parts.then, let otherwise = parts.otherwise, !then.isWrittenLike(otherwise),
                      !(modifier.isNamed("opacity") && showsOrHidesAPage(node, [then, otherwise], facts)),
                      namesState(condition, facts, selection), !isLookOrPresentation(condition, facts),
                      !facts.tree.repeatsEnclosingBranch(condition.firstToken...condition.lastToken, at: modifier.nameToken)
                else { continue }
                return "its .\(modifier.name) switches on \(facts.tree.text(fromToken: condition.firstToken, through: condition.lastToken))"
            }
        }
        return nil
    }

    /// `.opacity(isActive ? 1 : 0)` on a view whose touches or accessibility
    /// go with it (`.allowsHitTesting(isActive)`, `.accessibilityHidden(!isActive)`):
    /// one of a stack of pages shown or hidden for everyone, not the look of a
    /// state. (A selection underline faded in by opacity alone is a state.)
    static func showsOrHidesAPage(_ node: Int32, _ values: [ExpressionNode], _ facts: AccessibilityFacts) -> Bool {
        values.contains { facts.numberValue(of: $0) == 0 }
            && (facts.modifier(of: node, named: "accessibilityHidden") != nil || facts.modifier(of: node, named: "allowsHitTesting") != nil)
    }

    /// Whether a condition names a selection: a state word, or an `==`
    /// comparison of a variable the control's action assigns
    /// (`selectedZone = zone` … `zone == selectedZone`: a segmented control).
    static func namesState(_ condition: ExpressionNode, _ facts: AccessibilityFacts, _ selection: Set<String>) -> Bool {
        let tree = facts.tree
        guard condition.firstToken >= 0, condition.lastToken >= condition.firstToken else { return false }
        // `selected != nil`: whether anything is selected, not whether this is.
        if condition.kind == .sequence, condition.arguments.contains(where: { $0.value?.kind == .nilLiteral }) { return false }
        // `currentIndex > 0`, `page < pages.count - 1`: whether there is more to go to, not a selection.
        if condition.kind == .sequence, condition.operatorTokens.contains(where: { operatorToken in
            ["<", ">", "<=", ">="].contains { tree.token(operatorToken, is: $0) }
        }) { return false }
        if condition.kind == .sequence, condition.operatorTokens.contains(where: { tree.token($0, is: "==") }),
           condition.arguments.contains(where: { $0.value.flatMap(\.name).map(selection.contains) ?? false }) {
            return true
        }
        return (condition.firstToken...condition.lastToken).contains { token in
            tree.tokens[Int(token)].kind == .identifier && stateWords.contains { tree.token(token, containsCaseInsensitive: $0) }
                && !namesOwnership(token, tree)
        }
    }

    /// Who a thing belongs to, not a state (`isSentByCurrentUser`,
    /// `message.isFromCurrentAccount`): "current" names the signed-in person.
    static func namesOwnership(_ token: Int32, _ tree: SyntaxTree) -> Bool {
        tree.token(token, containsCaseInsensitive: "current")
            && ownerWords.contains { tree.token(token, containsCaseInsensitive: $0) }
    }

    static let ownerWords: [StaticString] = ["User", "Account", "Sender", "Author", "Owner"]

    /// The variables the control's action (or the view's tap) assigns: `selectedZone` in `{ selectedZone = zone }`.
    static func selectionVariables(_ view: ViewContext) -> Set<String> {
        let facts = view.facts
        var closures: [Int32] = []
        if let action = facts.tree.node(facts.actionArgument(of: view.node)?.value ?? -1), action.kind == .closure {
            closures.append(action.index)
        }
        for modifier in view.members where facts.gesture(ofModifier: Int(modifier.index)) == .singleTap {
            closures += facts.actionClosures(of: modifier)
        }
        var names = Set<String>()
        for closure in closures {
            for statement in facts.statements(of: closure) {
                guard let target = facts.tree.node(statement)?.assignedTarget, let name = target.name else { continue }
                if target.members.isEmpty {
                    names.insert(name)
                } else if name == "self", target.members.count == 1, let member = target.members.first {
                    names.insert(member.name)
                }
            }
        }
        return names
    }

    static func message(_ cue: String) -> String {
        "\(cue), but VoiceOver is never told the state: add .accessibilityAddTraits(.isSelected) when selected "
            + "(or .isToggle), or .accessibilityValue, or use a Toggle or Picker"
    }
}
