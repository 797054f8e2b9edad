import A11yLintSyntax

/// `tap-gesture-not-button`: a tappable view that is not a button to assistive technology.
public struct TapGestureNotButtonRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "tap-gesture-not-button",
        name: "Tap gesture on a view that is not a button",
        defaultSeverity: .error,
        wcag: ["2.1.1", "4.1.2"])

    /// A control's label, a hidden element, one with the button or link trait
    /// or with accessibility actions makes the tap reachable or moot.
    static let silencedBy: [ContextCondition] = [.controlLabel, .hidden, .buttonOrLinkTrait, .accessibleAlternative]

    public static let interest: ViewInterest = .views(gestures: true)

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        let node = view.node
        guard let tap = facts.firstGesture(of: node, where: { $1 == .singleTap }) else { return }
        let role = view.role
        let actions = facts.actionClosures(of: tap.modifier)
        guard !role.isControl, role != .decoration, !facts.makesControl(node),
              !facts.hasTrait(node, "isButton"), !facts.hasTrait(node, "isLink"),
              !facts.hasRepresentation(node), !facts.hasDefaultAction(node), facts.hiddenState(node) == .no,
              !facts.isCosmetic(actions), !facts.onlyResetsState(actions), !view.isReachableFromAControl(tap.modifier, inside: true),
              !(role != .text && Self.isTransientMessage(view.enclosingTypeName) && facts.onlyCloses(actions)),
              !view.isCovered(by: Self.silencedBy),
              !facts.hasDescendant(node, where: { facts.hasTrait($0, "isButton") || facts.hasTrait($0, "isLink") })
        else { return }
        // The trait makes it a button to VoiceOver; a `Button` is still the better fix (the document says why).
        let fix = Fix(title: "Add the button trait", applicability: .unsafe,
                      edits: [view.tree.appendModifier(".accessibilityAddTraits(.isButton)", to: view.expressionNode)])
        findings.report(Self.self, Self.message(view.tree.text(ofToken: view.nameToken)), at: view.nameToken, of: view,
                        fix: fix, unlessEveryUseHas: Self.silencedBy, unlessMadeOfButtons: Self.customViews(makingUp: view))
    }

    /// A type named as a message that comes and goes by itself (`ToastView`,
    /// `SnackbarView`, `NotificationItem`, `ErrorBanner`): a tap on it that
    /// only closes it early takes nothing from anyone. (A text in it that
    /// is tapped, `Text("Cancel")`, is a control drawn as text, and is judged.)
    static func isTransientMessage(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        return NameWords.words(of: Substring(typeName)).contains(where: transientMessageWords.contains)
    }

    static let transientMessageWords: Set<String> = ["toast", "snackbar", "notification", "banner"]

    /// The custom views the tapped view is made of: itself (`StopRow(stop).onTapGesture { … }`),
    /// or every view of its content (`Group { if trip { TripCard() } else { StopRow() } }`);
    /// empty when any part is something else. Each may be a button by its own body, which only the run can tell.
    static func customViews(makingUp view: ViewContext) -> [UInt64] {
        let facts = view.facts
        let isCustom = { (node: Int32) -> Bool in
            guard let call = facts.tree.node(node), call.kind == .call, let name = call.nameToken else { return false }
            return facts.tree.isCapitalized(name) && facts.role(node) == .unknown
        }
        let parts = isCustom(view.node) ? [view.node] : facts.closureViews(of: view.expressionNode)
        guard !parts.isEmpty, parts.allSatisfy(isCustom) else { return [] }
        return parts.compactMap { facts.tree.node($0)?.nameToken.map(facts.tree.hash(ofToken:)) }
    }
}

extension TapGestureNotButtonRule {
    static func message(_ view: String) -> String {
        "\(view) reacts to a tap but is not a button to VoiceOver, Voice Control or Switch Control; "
            + "make it a Button, or add .accessibilityAddTraits(.isButton) and a label"
    }
}

/// The UIKit form: a single-tap recognizer added to a view that is not a
/// control and is never given the button or link trait.
extension TapGestureNotButtonRule: UIKitRule {
    static let uikitAnswers: Set<String> = ["accessibilityTraits", "trait:button", "trait:link"]

    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        let model = uikit.model
        for target in model.targets
        where !target.isMadeElsewhere && model.isKind(target, of: UIKitCatalog.plainViewClasses) && !model.isInsideElement(target) {
            for recognizer in target.recognizers where recognizer.gesture == .singleTap {
                guard !model.hasActivationTrait(target), !model.hasAlternative(recognizer),
                      !model.gives(target, anyOf: UIKitCatalog.actionMembers), !model.isHiddenFromAccessibility(target),
                      !model.onlyAdjustsTheView(recognizer), !model.actsOnTouchLocation(recognizer),
                      // A bare `UIView` behind a popup that closes it: nothing to name; the popup's own buttons close it.
                      !(target.className == "UIView" && model.onlyDismisses(recognizer)),
                      !Self.isBackdrop(target.name) else { continue }
                let isAppKit = target.className?.hasPrefix("NS") ?? false
                findings.report(Self.self, Self.uikitMessage(target.name, appKit: isAppKit), at: recognizer.addition, in: uikit.tree,
                                unlessClass: model.classCondition(of: target, anyOf: Self.uikitAnswers))
            }
        }
    }

    /// A view named as the backdrop behind a popup or sheet (`dimmingView`,
    /// `overlayView`, `backgroundView`, `scrim`): a tap outside the popup,
    /// which has its own way to close.
    static func isBackdrop(_ name: String) -> Bool {
        let name = name.lowercased()
        return backdropWords.contains { name.contains($0) }
    }

    static let backdropWords = ["dimming", "dimmed", "overlay", "backdrop", "scrim", "background"]

    static func uikitMessage(_ view: String, appKit: Bool) -> String {
        let fix = appKit ? "use an NSButton, or call setAccessibilityRole(.button) and setAccessibilityLabel(…)"
            : "use a UIButton, or add .button to its accessibilityTraits and give it an accessibilityLabel"
        return "\(view) reacts to a tap but is not a button to VoiceOver, Voice Control or Switch Control; \(fix)"
    }
}

