import A11yLintSyntax

/// What a control's accessible name comes from.
public enum NameState: Sendable, Equatable {
    /// A non-empty title, label content with text, or an accessibility label.
    case named
    /// An empty title, empty or decorative label content, or no label at all.
    case unnamed
    /// A variable, a custom view, images: the linter cannot tell.
    case unknown
}

/// Controls: where their title, label content and action are.
extension AccessibilityFacts {
    /// The unlabelled trailing closure, if any.
    func firstTrailingClosure(of expression: Int32) -> Argument? {
        for index in tree.expressions[Int(expression)].arguments {
            let argument = tree.arguments[index]
            if argument.isTrailingClosure && argument.label < 0 { return argument }
        }
        return nil
    }

    func hasArgument(_ expression: Int32, labeled labels: [StaticString]) -> Bool {
        tree.expressions[Int(expression)].arguments.contains { index in
            let argument = tree.arguments[index]
            return !argument.isTrailingClosure && labels.contains { tree.token(argument.label, is: $0) }
        }
    }

    /// The control's title: its first unlabelled argument (`Button("Save")`,
    /// `Toggle(title, isOn:)`, `Button(Text("Save"))`); nil without one.
    public func title(of expression: Int32) -> Int32? {
        guard expression >= 0, let first = tree.expressions[Int(expression)].arguments.first else { return nil }
        let argument = tree.arguments[first]
        return argument.label < 0 && !argument.isTrailingClosure && argument.value >= 0 ? argument.value : nil
    }

    /// The argument whose views are the control's label: `label:`, or the
    /// trailing closure where the control's initialisers put the label there.
    public func labelArgument(of expression: Int32) -> Argument? {
        guard expression >= 0 else { return nil }
        if let labelled = tree.argument(of: expression, labeled: "label") { return labelled }
        guard case .control(let kind) = role(expression), title(of: expression) == nil,
              let trailing = firstTrailingClosure(of: expression) else { return nil }
        switch kind {
        case .button:
            return hasArgument(expression, labeled: ["action", "intent"]) ? trailing : nil
        case .navigationLink:
            return hasArgument(expression, labeled: ["destination", "value"]) ? trailing : nil
        case .link:
            return hasArgument(expression, labeled: ["destination"]) ? trailing : nil
        case .shareLink, .toggle, .datePicker, .colorPicker, .textField, .secureField:
            return trailing
        case .slider, .stepper:
            let closure = trailing.value >= 0 ? tree.expressions[Int(trailing.value)] : nil
            return closure?.hasSignature == false ? trailing : nil
        case .menu, .picker, .textEditor, .selfLabelled:
            return nil
        }
    }

    /// The index in `tree.arguments` of `labelArgument(of:)`.
    public func labelArgumentIndex(of expression: Int32) -> Int? {
        guard let label = labelArgument(of: expression) else { return nil }
        return tree.expressions[Int(expression)].arguments.first { tree.arguments[$0].value == label.value }
    }

    /// The argument holding a control's action: `action:` or a menu's
    /// `primaryAction:`, or a button's trailing closure when the title or a
    /// `label:` closure holds the label. A menu's trailing closure is its
    /// content, a navigation link's its destination: not actions.
    public func actionArgument(of expression: Int32) -> Argument? {
        if let action = tree.argument(of: expression, labeled: "action")
            ?? tree.argument(of: expression, labeled: "primaryAction") { return action }
        return role(expression) == .control(.button) ? closureBesideLabel(of: expression) : nil
    }

    /// The argument holding a navigation link's destination: `destination:`,
    /// or the trailing closure when the title or a `label:` closure holds the
    /// label (`NavigationLink("Details") { DetailView() }`).
    public func destinationArgument(of expression: Int32) -> Argument? {
        if let destination = tree.argument(of: expression, labeled: "destination") { return destination }
        return role(expression) == .control(.navigationLink) ? closureBesideLabel(of: expression) : nil
    }

    /// The first trailing closure, when the title or a `label:` closure holds the label.
    private func closureBesideLabel(of expression: Int32) -> Argument? {
        let hasLabel = title(of: expression) != nil || tree.argument(of: expression, labeled: "label") != nil
        return hasLabel ? firstTrailingClosure(of: expression) : nil
    }

    /// Whether a control has an accessible name: an accessibility label, a
    /// non-empty title, or label content that reads as text.
    public func nameState(ofControl expression: Int32) -> NameState {
        if hasLabelModifier(expression) { return .named }
        if let title = title(of: expression) {
            guard let text = literalText(of: title) else { return .unknown }
            return LabelWording.isBlank(text) ? .unnamed : .named
        }
        if let label = labelArgument(of: expression) {
            switch contentNaming(of: label.value) {
            case .named: return .named
            case .unknown: return .unknown
            case .images(let images): return images.isEmpty ? .unnamed : .unknown
            }
        }
        guard case .control(let kind) = role(expression) else { return .unknown }
        return kind == .slider || kind == .textEditor ? .unnamed : .unknown
    }

    /// The `label:` closure of a custom view (`AsyncButton { … } label: { … }`):
    /// SwiftUI's convention for the label of a control the view wraps.
    public func isCustomControlLabel(_ ancestor: Ancestor) -> Bool {
        guard ancestor.modifier < 0, ancestor.argument >= 0, role(ancestor.node) == .unknown,
              tree.expressions[Int(ancestor.node)].kind == .call, tree.isCapitalized(tree.expressions[Int(ancestor.node)].nameToken)
        else { return false }
        let argument = tree.arguments[ancestor.argument]
        return tree.token(argument.label, is: "label") && argument.value >= 0 && tree.expressions[Int(argument.value)].kind == .closure
    }

    /// The parameters of the file's functions named like the call that an
    /// ancestor's closure argument is handed to (`navLink(.units) { … }` →
    /// `label` of `func navLink<L: View>(_ tag: Tag, label: @escaping () -> L)`):
    /// by its argument label, or, for a trailing closure without one, the
    /// closure-typed parameter in the same place among the call's unlabelled closures.
    public func helperParameters(receiving ancestor: Ancestor) -> [(function: DeclarationNode, parameter: ParameterNode)] {
        guard ancestor.modifier < 0, ancestor.argument >= 0 else { return [] }
        let call = tree.expressions[Int(ancestor.node)]
        let argument = tree.arguments[ancestor.argument]
        guard call.kind == .call, call.nameToken >= 0, call.qualifierToken == call.nameToken, !tree.isCapitalized(call.nameToken),
              argument.value >= 0, tree.expressions[Int(argument.value)].kind == .closure else { return [] }
        // Which unlabelled closure of the call this is: the first, the second…
        let unlabelledClosures = call.arguments.filter { index in
            tree.arguments[index].label < 0 && tree.arguments[index].value >= 0
                && tree.expressions[Int(tree.arguments[index].value)].kind == .closure
        }
        let place = unlabelledClosures.firstIndex(of: ancestor.argument)
        var found: [(function: DeclarationNode, parameter: ParameterNode)] = []
        for index in tree.declarations.indices where tree.declarations[index].kind == .function {
            guard let function = tree.declarationNode(Int32(index)), let name = function.nameToken,
                  tree.token(name, sameTextAs: call.nameToken) else { continue }
            let parameters = Array(function.parameters)
            let parameter: ParameterNode?
            if argument.label >= 0 {
                parameter = parameters.first { $0.argumentLabel.map { tree.token(argument.label, equals: Array($0.utf8)) } ?? false }
            } else if let place {
                let closures = parameters.filter { $0.raw.typeEnd > $0.raw.typeStart && $0.typeText.contains("->") }
                parameter = place < closures.count ? closures[place] : nil
            } else {
                parameter = nil
            }
            if let parameter { found.append((function, parameter)) }
        }
        return found
    }

    /// Whether the function's body puts the parameter in the label of a
    /// `Button`, `NavigationLink` or `Link` (`NavigationLink(value: tag, label: label)`).
    public func putsInControlLabel(_ parameter: ParameterNode, of function: DeclarationNode) -> Bool {
        let body = function.keywordToken..<function.raw.endToken
        return tree.expressions.indices.contains { index in
            let expression = tree.expressions[index]
            guard expression.kind == .call, body.contains(expression.nameToken),
                  SwiftUIViews.wrappingControls.contains(where: { tree.token(expression.nameToken, is: $0) }),
                  let label = labelArgument(of: Int32(index)), let value = tree.node(label.value),
                  value.firstToken >= 0, value.lastToken >= value.firstToken else { return false }
            return (value.firstToken...value.lastToken).contains { token in
                tree.token(token, sameTextAs: parameter.raw.nameToken) && !tree.token(token - 1, is: ".")
                    && !tree.token(token + 1, is: ":")
            }
        }
    }
}
