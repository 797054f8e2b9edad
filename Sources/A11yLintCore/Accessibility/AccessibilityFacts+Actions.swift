import A11yLintSyntax

/// What the actions of gestures do: some only change how a view looks or
/// log a tap, and no user misses them.
extension AccessibilityFacts {
    /// Names of state that only changes how a view looks.
    static let visualStateWords: [StaticString] = [
        "offset", "pressed", "tapped", "dragging", "scale", "rotation", "opacity", "highlight", "animat", "hover",
        "wiggle", "shake", "bounce", "glow", "pulse", "translation", "zoom",
    ]
    /// Calls that give feedback or log, not do something for the user.
    static let feedbackWords: [StaticString] = [
        "analytics", "track", "log", "pixel", "haptic", "feedback", "impact", "sound", "vibrat", "animat",
    ]
    /// Calls and state that dismiss the keyboard or move its focus.
    static let keyboardWords: [StaticString] = ["keyboard", "endEditing", "resignFirstResponder", "becomeFirstResponder", "focus"]
    /// Functions that only write to the developer's log (named exactly).
    public static let loggingCalls: [StaticString] = ["print", "debugPrint", "NSLog", "dump"]

    /// `openURL(url)`, `UIApplication.shared.open(url)`, `NSWorkspace.shared.open(url)`: a call that opens a URL.
    public func opensURL(_ node: ExpressionNode) -> Bool {
        if node.kind == .call && node.isNamed("openURL") { return true }
        return node.isNamed(oneOf: SwiftUIViews.urlOpeners) && node.members.contains { $0.isNamed("open") }
    }

    /// The closures a gesture modifier runs: the modifier's own closures
    /// (`.onTapGesture { … }`, `perform:`) and those of the gesture value's
    /// chain (`DragGesture().onChanged { … }.onEnded { … }`).
    public func actionClosures(of modifier: MemberNode) -> [Int32] {
        var closures: [Int32] = []
        for argument in modifier.raw.arguments {
            let value = tree.arguments[argument].value
            guard value >= 0 else { continue }
            let node = tree.expressions[Int(value)]
            if node.kind == .closure { closures.append(value) }
            for modifier in node.modifiers {
                for inner in tree.modifiers[modifier].arguments {
                    let closure = tree.arguments[inner].value
                    if closure >= 0 && tree.expressions[Int(closure)].kind == .closure { closures.append(closure) }
                }
            }
        }
        return closures
    }

    /// Whether running the closures changes nothing a user would miss: there
    /// are some, and each is empty, or only changes visual state (an offset, a pressed flag),
    /// gives haptic feedback, animates or logs, or dismisses the keyboard.
    public func isCosmetic(_ closures: [Int32]) -> Bool {
        !closures.isEmpty && closures.allSatisfy { closure in
            statements(of: closure).allSatisfy { isCosmeticStatement($0) }
        }
    }

    /// Whether the closures only set flags to `false` or, unless
    /// `flagsOnly`, values to `nil` (closing an overlay, clearing a selection).
    public func onlyResetsState(_ closures: [Int32], flagsOnly: Bool = false) -> Bool {
        let statements = closures.flatMap(statements(of:))
        return !statements.isEmpty && statements.allSatisfy { expression in
            guard let value = tree.node(expression)?.assignedValue else { return false }
            return value.kind == .nilLiteral && !flagsOnly || (value.kind == .booleanLiteral && tree.token(value.firstToken, is: "false"))
        }
    }

    /// Words of a call that closes what it is called on (`toastViewModel.hide()`, `removeBanner()`).
    static let closingCallWords: Set<String> = ["hide", "dismiss", "close", "remove"]
    /// Words of a flag that closes a view when set to `true` (`isRemoved = true`).
    static let closedFlagWords: Set<String> = ["removed", "dismissed", "hidden", "closed"]

    /// Whether the closures only close something: they reset state
    /// (`onlyResetsState`), or each statement calls a function named to
    /// hide, dismiss, close or remove (`toastViewModel.hide()`) or sets a
    /// flag named for that to `true` (`isRemoved = true`).
    public func onlyCloses(_ closures: [Int32]) -> Bool {
        if onlyResetsState(closures) { return true }
        let statements = closures.flatMap(statements(of:))
        let named = { (token: Int32?, words: Set<String>) -> Bool in
            guard let token, token >= 0 else { return false }
            return NameWords.words(of: Substring(self.tree.text(ofToken: token))).contains(where: words.contains)
        }
        return !statements.isEmpty && statements.allSatisfy { expression in
            guard let node = tree.node(expression) else { return false }
            if node.kind == .assignment, let target = node.assignedTarget, let value = node.assignedValue {
                return value.kind == .booleanLiteral && tree.token(value.firstToken, is: "true")
                    && named(target.members.last?.nameToken ?? target.nameToken, Self.closedFlagWords)
            }
            guard node.kind == .call || node.members.last?.hasArgumentClause == true else { return false }
            return named(node.members.last?.nameToken ?? node.nameToken, Self.closingCallWords)
        }
    }

    /// Whether the closures only dismiss the screen (`dismiss()`,
    /// `onDismiss()`, `presentationMode.wrappedValue.dismiss()`): a swipe
    /// to close, which VoiceOver's escape gesture and the screen's close
    /// button already offer.
    public func onlyDismisses(_ closures: [Int32]) -> Bool {
        let statements = closures.flatMap(statements(of:))
        return !statements.isEmpty && statements.allSatisfy { expression in
            guard let node = tree.node(expression), node.kind == .call || node.members.last?.hasArgumentClause == true else { return false }
            let name = node.members.last?.nameToken ?? node.raw.nameToken
            return name >= 0 && tree.token(name, containsCaseInsensitive: "dismiss")
        }
    }

    /// The expressions a closure evaluates, looking through wrappers that only
    /// schedule the work: `withAnimation { … }`, `Task { … }`,
    /// `DispatchQueue.main.async { … }`.
    func statements(of closure: Int32) -> [Int32] {
        var found: [Int32] = []
        var pending = expressions(in: tree.expressions[Int(closure)].statements)
        while let next = pending.popLast() {
            // `_ = editor.becomeFirstResponder()`: the call.
            if let value = tree.node(next)?.discardedValue {
                pending.append(value.index)
                continue
            }
            let node = tree.expressions[Int(next)]
            let isWrapper = (node.kind == .call && (tree.token(node.nameToken, is: "withAnimation")
                    || tree.token(node.nameToken, is: "Task") || tree.token(node.nameToken, is: "withTransaction")))
                || (tree.token(node.nameToken, is: "DispatchQueue") && node.modifiers.contains { index in
                    tree.token(tree.modifiers[index].nameToken, is: "async") || tree.token(tree.modifiers[index].nameToken, is: "asyncAfter")
                })
            guard isWrapper else {
                found.append(next)
                continue
            }
            let arguments = Array(node.arguments) + node.modifiers.flatMap { Array(tree.modifiers[$0].arguments) }
            for argument in arguments {
                let value = tree.arguments[argument].value
                if value >= 0 && tree.expressions[Int(value)].kind == .closure {
                    pending.append(contentsOf: expressions(in: tree.expressions[Int(value)].statements))
                }
            }
        }
        return found
    }

    private func isCosmeticStatement(_ expression: Int32) -> Bool {
        guard let node = tree.node(expression) else { return false }
        // `isPressed = true`, `dragOffset = .zero`: judge by what is assigned.
        let isAssignment = node.kind == .assignment
        // `print(recognizer)`: a developer's trace, nothing for the user.
        if node.kind == .call, node.members.isEmpty, Self.loggingCalls.contains(where: { node.isNamed($0) }) { return true }
        guard let target = isAssignment ? node.assignedTarget : node else { return false }
        let names = [target.raw.nameToken] + target.members.map(\.nameToken)
        let words = isAssignment ? Self.visualStateWords + Self.keyboardWords
                                 : Self.feedbackWords + Self.keyboardWords + Self.visualStateWords
        return names.contains { name in words.contains { tree.token(name, containsCaseInsensitive: $0) } }
    }
}
