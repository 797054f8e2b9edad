import A11yLintSyntax

/// `small-hit-target`: a control or tappable view whose literal frame makes
/// it smaller than 44 × 44 pt (an error below 24 × 24).
public struct SmallHitTargetRule: ViewRule, UIKitRule {
    public static let descriptor = RuleDescriptor(
        id: "small-hit-target",
        name: "Hit target too small",
        defaultSeverity: .warning,
        wcag: ["2.5.8"],
        skipsMacOnlyCode: true)

    public static let interest: ViewInterest = .views([.control], gestures: true)

    /// Controls whose hit area is what their label draws.
    static let sizedControls: [ControlKind] = [.button, .link, .navigationLink, .menu]
    /// A control whose hit area the system lays out, or a hidden one, is not
    /// judged, here or where its custom view type is used.
    static let silencedBy: [ContextCondition] = [.systemSized, .hidden]
    /// A row of these is laid out by the system too (here only: a custom row
    /// holding several controls, used in one, was measured small).
    static let rowContainers: Set<String> = ["List", "Form"]

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        var chains: [ArraySlice<MemberNode>] = []
        if case .control(let kind) = view.role {
            guard sizedControls.contains(kind) else { return }
            if let label = facts.labelArgument(of: view.node), let root = soleView(in: label.value, facts), !drawsAPlatter(view) {
                chains.append(Array(root.members)[...])
            }
            chains.append(Array(view.members)[...])
        } else {
            // A tappable view: its frame up to the gesture; what comes after does not change what is hit.
            let members = Array(view.members)
            guard let gesture = members.firstIndex(where: { facts.gesture(ofModifier: Int($0.index)) == .singleTap })
            else { return }
            chains.append(members[..<gesture])
        }
        // A transparent or hidden control (a programmatic NavigationLink at 0 × 0) is not there to be hit.
        // Nor is one that can never be activated (`.disabled(true)`: a placeholder), or does nothing (`Button(action: {})`: an icon).
        guard facts.hiddenState(view.node) == .no, !facts.cannotBeActivated(view.node), !doesNothing(view),
              !view.isCovered(by: Self.silencedBy),
              !view.ancestors.contains(where: { facts.viewName($0.node).map(Self.rowContainers.contains) ?? false }),
              let size = effectiveSize(chains, facts), isSmall(size) else { return }
        findings.report(Self.self, message(size, isControl: view.role.isControl), at: view.nameToken, of: view,
                        severity: severity(size), unlessEveryUseHas: Self.silencedBy)
    }

    /// A `UIButton` (the class itself: a subclass may enlarge its hit area)
    /// whose frame (`UIButton(frame: CGRect(…))`, `button.frame = CGRect(…)`)
    /// or width and height constraints (`equalToConstant:`) are literal and small.
    /// A button that takes no touches (`isUserInteractionEnabled = false`)
    /// only shows an icon: the view around it takes the taps.
    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let facts = uikit.file.facts
        for target in uikit.model.targets
        where target.className == "UIButton" && !target.isMadeElsewhere && !uikit.model.isOnlyConfigured(target)
            && !Self.takesNoTouches(target, uikit.model) && !uikit.model.isBarItemView(target) {
            var width: (value: Double, token: Int32)?
            var height: (value: Double, token: Int32)?
            // Under Auto Layout (`translatesAutoresizingMaskIntoConstraints = false`), or after
            // `sizeToFit()`, which sizes the button to its content, a frame is not the size.
            let isLaidOut = target.assignments["translatesAutoresizingMaskIntoConstraints"] != nil
                || target.calls["sizeToFit"] != nil
            let frames = isLaidOut ? [] : (target.assignments["frame"] ?? []).map { ($0.value, $0.memberToken) }
                + [(facts.tree.node(target.initializer)?.argument(labeled: "frame"), target.declarationToken)]
            for (value, token) in frames {
                guard let rectangle = value, rectangle.kind == .call, rectangle.isNamed(oneOf: ["CGRect", "init"]),
                      let w = rectangle.argument(labeled: "width").flatMap(facts.numberValue),
                      let h = rectangle.argument(labeled: "height").flatMap(facts.numberValue) else { continue }
                (width, height) = ((w, token), (h, token))
            }
            for (anchor, isWidth) in [("widthAnchor", true), ("heightAnchor", false)] {
                for call in target.calls[anchor] ?? [] {
                    guard let value = call.arguments.labeled("equalToConstant")?.value.flatMap(facts.numberValue) else { continue }
                    if isWidth { width = (value, call.nameToken) } else { height = (value, call.nameToken) }
                }
            }
            guard let width, let height, isSmall((width.value, height.value)) else { continue }
            let size = (width: width.value, height: height.value)
            findings.report(Self.self, message(size, isControl: true), at: max(width.token, height.token), in: uikit.tree,
                            severity: severity(size))
        }
    }

    /// A control whose action is an empty closure (`Button(action: {}) { icon }`)
    /// and that has no gesture of its own: drawn as a control, but nothing
    /// happens when it is hit.
    static func doesNothing(_ view: ViewContext) -> Bool {
        let facts = view.facts
        guard let action = facts.actionArgument(of: view.node)?.value, facts.tree.node(action)?.kind == .closure,
              facts.firstGesture(of: view.node, where: { _, _ in true }) == nil else { return false }
        return facts.statements(of: action).isEmpty
    }

    /// `isUserInteractionEnabled = false`, and never anything else: a button
    /// turned back on (`= true`, `= !isLoading`) takes touches at times.
    static func takesNoTouches(_ target: UIKitTarget, _ model: UIKitModel) -> Bool {
        guard let assignments = target.assignments["isUserInteractionEnabled"] else { return false }
        return assignments.allSatisfy { assignment in
            assignment.value.map { $0.kind == .booleanLiteral && model.tree.token($0.firstToken, is: "false") } ?? false
        }
    }

    /// Below 44 pt on a side, and not collapsed to nothing: a side of 0 is a
    /// control put out of the layout in a mode that does not use it.
    static func isSmall(_ size: (width: Double, height: Double)) -> Bool {
        min(size.width, size.height) < 44 && min(size.width, size.height) > 0
    }

    /// An error below 24 × 24 pt, the floor WCAG sets; else the default.
    static func severity(_ size: (width: Double, height: Double)) -> Severity? {
        min(size.width, size.height) < 24 ? .error : nil
    }

    /// The one view a label closure holds, if it holds exactly one.
    static func soleView(in closure: Int32, _ facts: AccessibilityFacts) -> ExpressionNode? {
        guard let node = facts.tree.node(closure), node.kind == .closure else { return nil }
        let views = facts.expressions(in: node.raw.statements)
        return views.count == 1 ? facts.tree.node(views[0]) : nil
    }

    /// The size the chains give, in order: a frame with literal width and
    /// height sets it; padding, a larger frame and a minimum frame add to it.
    /// nil when no frame fixes both sides, or when a modifier may enlarge it
    /// by an amount the code does not show (`.contentShape`, a bordered style,
    /// padding of a computed size).
    static func effectiveSize(_ chains: [ArraySlice<MemberNode>], _ facts: AccessibilityFacts) -> (width: Double, height: Double)? {
        var width: Double?
        var height: Double?
        for modifier in chains.joined() {
            if modifier.isNamed("frame") {
                let number = { (label: StaticString) in modifier.argument(labeled: label).flatMap(facts.numberValue) }
                if modifier.argument(labeled: "maxWidth") != nil || modifier.argument(labeled: "maxHeight") != nil
                    || modifier.argument(labeled: "idealWidth") != nil { return nil }
                for (label, isWidth) in [("width", true), ("height", false), ("minWidth", true), ("minHeight", false)] as [(StaticString, Bool)] {
                    guard modifier.argument(labeled: label) != nil else { continue }
                    guard let value = number(label) else { return nil }
                    if isWidth { width = max(width ?? 0, value) } else { height = max(height ?? 0, value) }
                }
            } else if modifier.isNamed("padding") {
                guard width != nil || height != nil else { continue }
                guard let padding = padding(modifier, facts) else { return nil }
                width = width.map { $0 + padding.width }
                height = height.map { $0 + padding.height }
            } else if modifier.isNamed("contentShape") || modifier.isNamed("buttonStyle") && !isPlainStyle(modifier) {
                return nil
            }
        }
        guard let width, let height else { return nil }
        return (width, height)
    }

    /// What padding adds across and down: `.padding()` 16 a side,
    /// `.padding(8)`, `.padding(.horizontal, 8)`, `.padding(.top, 4)`.
    static func padding(_ modifier: MemberNode, _ facts: AccessibilityFacts) -> (width: Double, height: Double)? {
        let arguments = Array(modifier.arguments)
        var edges = "all"
        var amount = 16.0
        for argument in arguments {
            guard let value = argument.value else { return nil }
            if let number = facts.numberValue(of: value) {
                amount = number
            } else if value.kind == .implicitMember, value.members.isEmpty, let name = value.name {
                edges = name
            } else {
                return nil
            }
        }
        switch edges {
        case "all": return (2 * amount, 2 * amount)
        case "horizontal": return (2 * amount, 0)
        case "vertical": return (0, 2 * amount)
        case "leading", "trailing": return (amount, 0)
        case "top", "bottom": return (0, amount)
        default: return nil
        }
    }

    /// On watchOS a control's default style is a platter as wide as the
    /// control's share of the row, around its label: unless the control or a
    /// view around it sets a plain or borderless style, the label's frame
    /// does not size what is hit.
    static func drawsAPlatter(_ view: ViewContext) -> Bool {
        let facts = view.facts
        guard facts.isWatchFile else { return false }
        let setsPlainStyle = { (node: Int32) in
            facts.tree.node(node)?.members.contains { $0.isNamed("buttonStyle") && isPlainStyle($0) } ?? false
        }
        return !setsPlainStyle(view.node) && !view.ancestors.contains { setsPlainStyle($0.node) }
    }

    /// `.buttonStyle(.plain)` and `.borderless` draw nothing around the label.
    static func isPlainStyle(_ modifier: MemberNode) -> Bool {
        modifier.arguments.firstValue?.isNamed(oneOf: ["plain", "borderless", "PlainButtonStyle", "BorderlessButtonStyle"]) ?? false
    }

    static func message(_ size: (width: Double, height: Double), isControl: Bool) -> String {
        let points = { (value: Double) in value.rounded() == value ? String(Int(value)) : String(value) }
        return "\(isControl ? "this control" : "this tappable view") is \(points(size.width)) × \(points(size.height)) pt: "
            + "too small to hit reliably (Apple asks for 44 × 44 pt, WCAG 2.5.8 for at least 24 × 24); enlarge the hit "
            + "area with .frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle()), or padding"
    }
}
