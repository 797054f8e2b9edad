import A11yLintSyntax

/// The questions UIKit rules ask of the model, answered the same way for
/// every rule, so that a rule reads as a sentence.
extension UIKitModel {
    /// The class whose declarations in the run can answer for `target`:
    /// `self`'s type, or the custom class a property or local is made of.
    public func answeringClass(of target: UIKitTarget) -> String? {
        if case .member(let type, "self") = target.owner { return type }
        guard let className = target.className, !className.hasPrefix("UI"), !className.hasPrefix("NS") else { return nil }
        return className
    }

    /// Whether `target` (or, for `self`, its type in this file) declares or
    /// assigns one of `members`, or is handed to the app's accessibility code
    /// that may set the accessibility ones.
    public func gives(_ target: UIKitTarget, anyOf members: Set<String>) -> Bool {
        if target.assigns(anyOf: members) { return true }
        if target.isHandedToAccessibilityCode && members.contains(where: { $0.hasPrefix("accessibility") }) { return true }
        guard let type = answeringClass(of: target), let declared = types[type] else { return false }
        return members.contains { declared.declares($0) }
            || (target.owner.typeName != type && self.target(.member(type: type, name: "self"))?.assigns(anyOf: members) == true)
    }

    /// Whether `target` is a subview of an element that speaks for its
    /// children: `self` of its type is made an accessibility element, or
    /// (`orControl`) is a control, which hides the controls inside it.
    public func isInsideElement(_ target: UIKitTarget, orControl: Bool = false) -> Bool {
        let type: String?
        switch target.owner {
        case .member(_, "self"): return false
        case .member(let owner, _): type = owner
        case .local(let scope, _, _): type = scopeTypes[scope]
        }
        guard let type else { return false }
        if types[type]?.declares("isAccessibilityElement") == true
            || orControl && types[type]?.superclass.map(UIKitCatalog.controlClasses.contains) == true { return true }
        return self.target(.member(type: type, name: "self")).map { assigns($0, "isAccessibilityElement", "true") } ?? false
    }

    /// Whether `member` of `target` is assigned the literal `value` (`true`, `false`).
    public func assigns(_ target: UIKitTarget, _ member: String, _ value: StaticString) -> Bool {
        assignment(of: member, on: target, literal: value) != nil
    }

    /// The first assignment of the literal `value` (`true`, `false`) to `member` of `target`.
    public func assignment(of member: String, on target: UIKitTarget, literal value: StaticString) -> UIKitAssignment? {
        target.assignments[member]?.first { $0.value?.kind == .booleanLiteral && $0.value.map { tree.token($0.firstToken, is: value) } == true }
    }

    /// Whether `target` is taken out of the accessibility tree on purpose
    /// (`isAccessibilityElement = false` on the view itself, or
    /// `accessibilityElementsHidden = true`): a visual-only view.
    public func isHiddenFromAccessibility(_ target: UIKitTarget) -> Bool {
        assigns(target, "isAccessibilityElement", "false") || assigns(target, "accessibilityElementsHidden", "true")
    }

    /// Whether `target` is of one of `classes`, or of a class this file
    /// declares as a direct subclass of one.
    public func isKind(_ target: UIKitTarget, of classes: Set<String>) -> Bool {
        guard let className = target.className else { return false }
        if classes.contains(className) { return true }
        return types[className]?.superclass.map(classes.contains) ?? false
    }

    /// Whether `target` names itself from its content: a `UILabel`, a text
    /// field, a button given a title.
    public func namesItself(_ target: UIKitTarget) -> Bool {
        guard let className = target.className else { return false }
        if UIKitCatalog.selfNamingClasses.contains(className) { return true }
        return className == "UIButton" && (target.calls["setTitle"] != nil || target.calls["setAttributedTitle"] != nil
            || target.assignments["configuration"] != nil)
    }

    /// Whether `target` is given the button or link trait, here or (for
    /// `self`) by an override of `accessibilityTraits` in the file.
    public func hasActivationTrait(_ target: UIKitTarget) -> Bool {
        if target.mayHaveTrait(anyOf: UIKitCatalog.activationTraits) { return true }
        guard let type = answeringClass(of: target) else { return false }
        return types[type]?.declares("accessibilityTraits") == true
            || self.target(.member(type: type, name: "self"))?.mayHaveTrait(anyOf: UIKitCatalog.activationTraits) == true
    }

    /// Whether a gesture's selectors are also run by a control (a button's
    /// target, a bar button item, a custom action, a key command), or only
    /// dismiss the keyboard. A selector also counts when every command its
    /// method runs is run by a control's action method too: the same
    /// function with the same cases (`copyGesture` and the Copy button's
    /// `copyAction` both call `presentShare(in:)`; `didSelect(.avatar)` is
    /// not `didSelect(.settings)`), and not a framework call many actions
    /// share (`present`, `async`).
    public func hasAlternative(_ recognizer: UIKitRecognizer) -> Bool {
        guard !recognizer.selectors.isEmpty else { return false }
        if recognizer.selectors.allSatisfy({ selector in
            controlSelectors.contains(selector) || UIKitCatalog.keyboardDismissals.contains { selector.lowercased().contains($0) }
        }) { return true }
        let controlKeys = controlCommandKeys
        guard !controlKeys.isEmpty, let methods = actionMethods(of: recognizer) else { return false }
        return methods.allSatisfy { method in
            guard method.hasBody, let keys = commandKeys(in: method.body, strict: true), !keys.isEmpty else { return false }
            return keys.isSubset(of: controlKeys)
        }
    }

    /// The commands the statements run, in every branch, as keys: a call's
    /// name and the cases it passes (`presentShare()`, `didSelect(.settings)`).
    /// `strict`: nil when a statement is anything else (an assignment, a
    /// loop, a shared framework call); otherwise those are passed over.
    func commandKeys(in statements: NodeList<StatementKindTag>, strict: Bool) -> Set<String>? {
        var keys = Set<String>()
        for statement in statements {
            switch statement.kind {
            case .declaration:
                continue
            case .ifElse, .guardElse:
                for block in statement.blocks {
                    guard let inner = commandKeys(in: block, strict: strict) else { return nil }
                    keys.formUnion(inner)
                }
            case .expression:
                guard let expression = statement.expression, let key = commandKey(of: expression) else {
                    if strict { return nil }
                    continue
                }
                keys.insert(key)
            default:
                if strict { return nil }
            }
        }
        return keys
    }

    /// `presentShare(in: sender)` → `presentShare()`; `delegate?.didSelect(.avatar)` → `didSelect(.avatar)`.
    private func commandKey(of expression: ExpressionNode) -> String? {
        guard expression.assignedTarget == nil else { return nil }
        let call: (name: String, arguments: NodeList<ArgumentKindTag>)
        if let last = expression.members.last {
            guard last.hasArgumentClause else { return nil }
            call = (last.name, last.arguments)
        } else {
            guard expression.kind == .call, let name = expression.name else { return nil }
            call = (name, expression.arguments)
        }
        guard !UIKitCatalog.sharedFrameworkCalls.contains(call.name) else { return nil }
        let cases = call.arguments.compactMap { argument in
            argument.value.flatMap { $0.kind == .implicitMember ? $0.name.map { "." + $0 } : nil }
        }
        return call.name + "(" + cases.joined(separator: ",") + ")"
    }

    /// Whether a stored property is the one thing the file puts in a slot
    /// (`navigationItem.rightBarButtonItem = searchItem`) that it labels
    /// through the slot (`navigationItem.rightBarButtonItem?.accessibilityLabel
    /// = …`): the label reaches the same item.
    public func isLabelledThroughSlot(_ target: UIKitTarget) -> Bool {
        guard case .member(_, let property) = target.owner, property != "self" else { return false }
        let name = Array(property.utf8)
        // `owner.slot = value`: the assignments, as (value, owner, slot) tokens.
        let assignments = tree.tokens.indices.dropFirst(4).compactMap { index -> (value: Int32, owner: Int32, slot: Int32)? in
            let token = Int32(index)
            guard tree.tokens[index].kind == .identifier, tree.token(token - 1, is: "="), tree.token(token - 3, is: "."),
                  tree.tokens[index - 2].kind == .identifier, tree.tokens[index - 4].kind == .identifier else { return nil }
            return (token, token - 4, token - 2)
        }
        guard let slot = assignments.first(where: { tree.token($0.value, equals: name) }),
              // Given something else too, the slot's label may reach another item.
              assignments.allSatisfy({ other in
                  !(tree.token(other.slot, sameTextAs: slot.slot) && tree.token(other.owner, sameTextAs: slot.owner))
                      || tree.token(other.value, equals: name)
              }) else { return false }
        return tree.tokens.indices.dropFirst(2).contains { index in
            let token = Int32(index)
            guard tree.token(token, sameTextAs: slot.slot), tree.token(token - 1, is: "."),
                  tree.token(token - 2, sameTextAs: slot.owner) else { return false }
            let dot = tree.token(token + 1, is: "?") ? token + 2 : token + 1
            return tree.token(dot, is: ".") && tree.token(dot + 2, is: "=")
                && UIKitCatalog.labelMembers.contains { tree.token(dot + 1, equals: Array($0.utf8)) }
        }
    }

    /// Whether the file labels items through an array's subscript
    /// (`toolbarItems![0].accessibilityLabel = "Add meal"`): which item of
    /// the array is which is not followed, so no item made here is taken
    /// for unlabelled.
    public var labelsItemsByIndex: Bool {
        tree.tokens.indices.contains { index in
            let token = Int32(index)
            guard tree.tokens[index].kind == .identifier, tree.token(token + 1, is: "="), tree.token(token - 1, is: "."),
                  tree.token(token, is: "accessibilityLabel") || tree.token(token, is: "accessibilityAttributedLabel") else { return false }
            let close = tree.token(token - 2, is: "?") || tree.token(token - 2, is: "!") ? token - 3 : token - 2
            return tree.token(close, is: "]")
        }
    }

    /// What, declared for `target`'s class in another file of the run,
    /// answers a finding about it (`is:UILabel`: inheriting a class that names itself).
    public func classCondition(of target: UIKitTarget, anyOf members: Set<String>) -> ClassCondition? {
        answeringClass(of: target).map { ClassCondition($0, anyOf: members) }
    }

    /// The class declarations of the file, in source order.
    public var declaredClasses: [(type: UIKitType, declaration: DeclarationNode)] {
        types.values.compactMap { type in type.declaration.map { (type, $0) } }.sorted { $0.declaration.index < $1.declaration.index }
    }

    /// The string literals given to `member` of `target`, with the token a
    /// finding about each sits on: assignments (`accessibilityLabel = "Close"`)
    /// and, for `self`, an override that returns one (`override var
    /// accessibilityLabel: String? { "Close" }`).
    public func literals(of member: String, on target: UIKitTarget) -> [(token: Int32, text: String)] {
        var found = (target.assignments[member] ?? []).compactMap { assignment in
            assignment.value?.stringValue.map { (assignment.memberToken, $0) }
        }
        if case .member(let type, "self") = target.owner, let override = types[type]?.members[member],
           let name = override.nameToken, let text = returnedLiteral(of: override) {
            found.append((name, text))
        }
        return found
    }

    /// `{ "Close" }` or `{ get { "Close" } … }`: the literal a computed property returns.
    private func returnedLiteral(of declaration: DeclarationNode) -> String? {
        guard let first = declaration.body.first?.expression else { return nil }
        if let text = first.stringValue { return text }
        guard first.isNamed("get"), let closure = first.arguments.first?.value else { return nil }
        return closure.statements.first?.expression?.stringValue
    }
}

/// What a gesture recognizer's action methods do, read from their bodies in
/// the file: some actions are not commands a button or a custom action
/// could offer.
extension UIKitModel {
    /// The methods of the file its selectors name; nil unless every selector is found.
    func actionMethods(of recognizer: UIKitRecognizer) -> [DeclarationNode]? {
        guard !recognizer.selectors.isEmpty else { return nil }
        var methods: [DeclarationNode] = []
        for selector in recognizer.selectors {
            guard let method = method(named: selector, objC: true) else { return nil }
            methods.append(method)
        }
        return methods
    }

    /// The file's first function named `name`, preferring one with a body
    /// (not a protocol's requirement of the same name). `objC`: the method a
    /// selector names, so one marked `@objc` or `@IBAction` comes first (not
    /// a protocol extension's default of the same name).
    func method(named name: String, objC: Bool = false) -> DeclarationNode? {
        let bytes = Array(name.utf8)
        var found: DeclarationNode?
        var withBody: DeclarationNode?
        for offset in tree.declarations.indices
        where tree.declarations[offset].kind == .function && tree.token(tree.declarations[offset].nameToken, equals: bytes) {
            guard let method = tree.declarationNode(Int32(offset)) else { continue }
            if method.hasBody {
                if !objC || method.attribute("objc") != nil || method.attribute("IBAction") != nil { return method }
                withBody = withBody ?? method
            }
            found = found ?? method
        }
        return withBody ?? found
    }

    /// Whether every action does nothing (an empty method: the recognizer only
    /// stops taps reaching the view behind; or one that only logs,
    /// `print(recognizer)`), or only changes how its view looks (colours,
    /// alpha, the layer's border), zooms it (`setZoomScale`), dismisses the
    /// keyboard (`contentView.endEditing(true)`) or focuses a field
    /// (`textField.becomeFirstResponder()`, placing its caret first): nothing to offer instead;
    /// pinching still zooms, the keyboard has its own key, the field is a
    /// control itself.
    public func onlyAdjustsTheView(_ recognizer: UIKitRecognizer) -> Bool {
        let adjusts = { (name: String) in
            UIKitCatalog.zoomMethods.contains(name) || UIKitCatalog.keyboardDismissalMethods.contains(name)
                || UIKitCatalog.focusMethods.contains(name)
                || AccessibilityFacts.loggingCalls.contains { name == $0.description }
                || UIKitCatalog.keyboardDismissals.contains { name.lowercased().contains($0) }
        }
        let assigns = { (member: String) in
            UIKitCatalog.appearanceMembers.contains(member) || UIKitCatalog.caretMembers.contains(member)
        }
        return actionMethods(of: recognizer)?.allSatisfy { method in
            method.hasBody && only(method.body, calls: adjusts, assigns: assigns, depth: 0)
        } ?? false
    }

    /// Whether every action only closes the screen or view
    /// (`dismiss(animated: true)`, `removeFromSuperview()`): a tap outside a
    /// popup, on the dimmed view behind it.
    public func onlyDismisses(_ recognizer: UIKitRecognizer) -> Bool {
        actionMethods(of: recognizer)?.allSatisfy { method in
            method.hasBody && only(method.body, calls: UIKitCatalog.dismissalMethods.contains, assigns: { _ in false }, depth: 0)
        } ?? false
    }

    /// Whether every action reads where the touch landed (`location(in:)`):
    /// a tap that means a place (focus here, pick this point), which a button
    /// could not say.
    public func actsOnTouchLocation(_ recognizer: UIKitRecognizer) -> Bool {
        actionMethods(of: recognizer)?.allSatisfy { readsTouchLocation($0, depth: 0) } ?? false
    }

    /// `location(in:)` in the method, or in a method of the file it calls
    /// (`updateProgress(from: sender)`).
    private func readsTouchLocation(_ method: DeclarationNode, depth: Int) -> Bool {
        (method.keywordToken..<method.raw.endToken).contains { token in
            guard tree.tokens[Int(token)].kind == .identifier, tree.token(token + 1, is: "(") else { return false }
            if tree.token(token, is: "location") { return true }
            guard depth < 2, token != method.nameToken, let callee = self.method(named: tree.text(ofToken: token)),
                  callee.index != method.index else { return false }
            return readsTouchLocation(callee, depth: depth + 1)
        }
    }

    /// Whether the statements only call methods `calls` accepts (or methods
    /// of the file that do only that: `handleTap()` → `hideKeyboard()`) and
    /// assign members `assigns` accepts, in any branch.
    private func only(_ statements: NodeList<StatementKindTag>, calls: (String) -> Bool, assigns: (String) -> Bool,
                      depth: Int) -> Bool {
        guard depth < 8 else { return false }
        /// A call that `calls` accepts, or, on `self`, a method of the file that
        /// only makes such calls (`delegate?.didTap()` runs someone else's code).
        func accepts(_ name: String, onSelf: Bool) -> Bool {
            if calls(name) { return true }
            guard onSelf, let method = method(named: name), method.hasBody else { return false }
            return only(method.body, calls: calls, assigns: assigns, depth: depth + 1)
        }
        return statements.allSatisfy { statement in
            switch statement.kind {
            case .declaration:
                return true
            case .ifElse, .guardElse:
                return statement.blocks.allSatisfy { only($0, calls: calls, assigns: assigns, depth: depth + 1) }
            case .expression:
                guard let statement = statement.expression else { return false }
                // `_ = field.resignFirstResponder()`: the call, its result thrown away.
                let expression = statement.discardedValue ?? statement
                if let target = expression.assignedTarget {
                    let member = target.members.last?.name ?? target.name
                    return member.map(assigns) ?? false
                }
                if let last = expression.members.last {
                    let onSelf = expression.members.count == 1 && expression.isNamed("self")
                    return last.hasArgumentClause && accepts(last.name, onSelf: onSelf)
                }
                return expression.kind == .call && expression.name.map { accepts($0, onSelf: true) } ?? false
            default:
                return false
            }
        }
    }
}

/// What becomes of a view a method makes.
extension UIKitModel {
    /// Whether a local is only ever configured (`sync.setImage(…)`) and never
    /// handed on — not added to a view, put in a bar button item or array
    /// that is mentioned again, returned or stored: nobody meets it.
    public func isOnlyConfigured(_ target: UIKitTarget) -> Bool {
        guard case .local(let scope, let name, _) = target.owner else { return false }
        return isOnlyConfigured(name, declaredAt: target.declarationToken, in: scope, depth: 0)
    }

    private func isOnlyConfigured(_ name: String, declaredAt declaration: Int32, in scope: Int32, depth: Int) -> Bool {
        guard depth < 2, declaration >= 0, let method = tree.declarationNode(scope) else { return false }
        let bytes = Array(name.utf8)
        for token in method.keywordToken..<method.raw.endToken
        where token != declaration && tree.tokens[Int(token)].kind == .identifier && tree.token(token, equals: bytes)
            && !tree.token(token - 1, is: ".") {  // `self.sync(_:)` names something else
            // `sync.setImage(…)`, `sync?.isHidden = true`: configured, not handed on. (A holder
            // mentioned at all is used: `items.compactMap { $0 }`.)
            if depth == 0, tree.token(token + 1, is: ".") || (tree.token(token + 1, is: "?") || tree.token(token + 1, is: "!"))
                && tree.token(token + 2, is: ".") { continue }
            // `let readLaterItem = UIBarButtonItem(customView: readLater)`, an item nothing uses.
            guard let holder = localHolding(token, in: scope),
                  isOnlyConfigured(holder.name, declaredAt: holder.token, in: scope, depth: depth + 1) else { return false }
        }
        return true
    }

    /// Whether a view is the custom view of a bar button item
    /// (`UIBarButtonItem(customView: button)`, `customView = self.button`):
    /// the bar lays it out and routes the touches near it to it.
    public func isBarItemView(_ target: UIKitTarget) -> Bool {
        guard !customViewNames.isEmpty else { return false }
        let name: String
        let ranges: [Range<Int32>]
        switch target.owner {
        case .member(_, "self"):
            return false
        case .member(let type, let member):
            // Within the type and its extensions in the file.
            name = member
            ranges = tree.declarations.compactMap { declaration in
                guard declaration.kind.isType || declaration.kind == .extension, declaration.nameToken >= 0,
                      tree.text(ofToken: declaration.nameToken) == type else { return nil }
                return declaration.keywordToken..<declaration.endToken
            }
        case .local(let scope, let local, _):
            guard let method = tree.declarationNode(scope) else { return false }
            (name, ranges) = (local, [method.keywordToken..<method.raw.endToken])
        }
        return customViewNames.contains { view in
            view.name == name && ranges.contains { $0.contains(view.token) }
        }
    }

    /// The local of `scope` whose initial value holds `token`.
    private func localHolding(_ token: Int32, in scope: Int32) -> (name: String, token: Int32)? {
        for target in variables {
            guard case .local(scope, let name, _) = target.owner, let value = tree.node(target.initializer),
                  value.firstToken <= token, token <= value.lastToken else { continue }
            return (name, target.declarationToken)
        }
        return nil
    }
}
