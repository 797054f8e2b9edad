import A11yLintSyntax

/// Where an image's pixels come from, which decides what VoiceOver reads.
public enum ImageSource: Sendable, Equatable {
    /// An asset, `UIImage`, remote or computed image: read as its file name, or not at all.
    case asset(name: String?)
    /// `Image(systemName:)`: some symbols carry a label naming the drawing.
    case symbol(name: String?)
    /// `Image(decorative:)`: skipped by VoiceOver.
    case decorative
    /// `Image(_:label:)`: named at creation.
    case labelled
}

/// What a piece of content contributes to the accessible name of the element around it.
public enum NameContribution: Sendable, Equatable {
    /// Text, a `Label`, a labelled view: the element gets a name.
    case named
    /// An image without a label of its own.
    case image(ImageSource)
    /// Spacers, shapes, colours: nothing.
    case nameless
    /// A custom view, a variable, a helper: the linter cannot see.
    case unknown
}

/// The shared accessibility knowledge: every rule asks these questions the
/// same way. Built once per file with the user's component mapping; each
/// call's role and each modifier's effect are worked out once, up front, so
/// the questions rules ask are array lookups. A class, so handing it to
/// every view costs one reference, not a copy.
public final class AccessibilityFacts: Sendable {
    public let tree: SyntaxTree
    /// User components mapped onto SwiftUI views (`IconButton` → `Button`).
    public let components: [String: String]
    /// The role of each expression (`.unknown` for anything but a call).
    private let roles: [ViewRole]
    /// The effect of each modifier in `tree.modifiers`.
    private let modifierEffects: [ModifierEffect]

    public init(tree: SyntaxTree, components: [String: String] = [:]) {
        self.tree = tree
        self.components = components
        roles = tree.expressions.map { node in
            guard node.kind == .call, node.nameToken >= 0 else { return .unknown }
            // Lower-case calls (`dismiss()`, `row(item)`) are functions, not views,
            // unless the user mapped such a name.
            if components.isEmpty && !tree.isCapitalized(node.nameToken) { return .unknown }
            let name = tree.text(ofToken: node.nameToken)
            return ViewCatalog.role(of: components[name] ?? name)
        }
        modifierEffects = tree.modifiers.indices.map { ModifierCatalog.effect(of: $0, in: tree) }
    }

    // MARK: What a view is

    /// The SwiftUI name of a called view, after the component mapping; nil for
    /// anything that is not a call (a variable, a literal).
    public func viewName(_ expression: Int32) -> String? {
        guard expression >= 0 else { return nil }
        let node = tree.expressions[Int(expression)]
        guard node.kind == .call, node.nameToken >= 0 else { return nil }
        let name = tree.text(ofToken: node.nameToken)
        return components[name] ?? name
    }

    public func role(_ expression: Int32) -> ViewRole {
        expression >= 0 ? roles[Int(expression)] : .unknown
    }

    // MARK: Modifiers

    /// The effect of the modifier at `index` in `tree.modifiers`.
    public func effect(ofModifier index: Int) -> ModifierEffect {
        modifierEffects[index]
    }

    /// The first modifier of the view's chain whose effect matches, if any.
    public func firstModifier(of expression: Int32, where matches: (ModifierEffect) -> Bool) -> Int? {
        guard expression >= 0 else { return nil }
        for index in tree.expressions[Int(expression)].modifiers where matches(modifierEffects[index]) {
            return index
        }
        return nil
    }

    /// Labelled by `.accessibilityLabel` (any overload), the deprecated
    /// `.accessibility(label:)`, or a custom accessibility modifier that may label it.
    public func hasLabelModifier(_ expression: Int32) -> Bool {
        firstModifier(of: expression) { $0 == .label || $0 == .customAccessibility } != nil
    }

    /// `.yes` for `.accessibilityHidden(true)`, `.unknown` for a computed flag.
    public func hiddenState(_ expression: Int32) -> Tristate {
        guard expression >= 0 else { return .no }
        var state = Tristate.no
        for index in tree.expressions[Int(expression)].modifiers {
            if case .hidden(let hidden) = modifierEffects[index] {
                if hidden == .yes { return .yes }
                if hidden == .unknown { state = .unknown }
            }
        }
        return state
    }

    /// How `.accessibilityElement(children:)` on the view treats its children; nil without it.
    public func childBehavior(_ expression: Int32) -> ChildBehavior? {
        guard expression >= 0 else { return nil }
        for index in tree.expressions[Int(expression)].modifiers {
            if case .element(let behavior) = modifierEffects[index] { return behavior }
        }
        return nil
    }

    public func hasRepresentation(_ expression: Int32) -> Bool {
        firstModifier(of: expression) { $0 == .representation } != nil
    }

    /// Whether an enclosing element speaks for its children: it is hidden (or may
    /// be), ignores or combines them, stands in with a representation, or puts a
    /// label on them (a label on a plain stack applies to each child).
    public func speaksForChildren(_ expression: Int32) -> Bool {
        hiddenState(expression) != .no || hasRepresentation(expression) || hasLabelModifier(expression)
            || (childBehavior(expression).map { $0 != .contain } ?? false)
    }

    // MARK: Controls

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

    // MARK: Content

    /// The leaf views of some content: stacks, `Group`, `ForEach`, `if`/`else`,
    /// `switch`, `#if` and ternaries are looked through; containers carrying a
    /// label of their own are leaves.
    public func leaves(of roots: [Int32]) -> [Int32] {
        enum Work { case expression(Int32), statements(IndexRange) }
        var leaves: [Int32] = []
        var work: [Work] = roots.reversed().map { .expression($0) }
        while let item = work.popLast() {
            switch item {
            case .statements(let range):
                for index in range.reversed() {
                    let statement = tree.statements[index]
                    switch statement.kind {
                    case .expression, .returnValue:
                        if statement.expression >= 0 { work.append(.expression(statement.expression)) }
                    case .ifElse, .switchCases, .conditionalCompilation:
                        for block in statement.blocks.reversed() { work.append(.statements(tree.blocks[block].statements)) }
                    default:
                        break
                    }
                }
            case .expression(let expression):
                guard expression >= 0 else { continue }
                let node = tree.expressions[Int(expression)]
                switch node.kind {
                case .closure, .branches:
                    work.append(.statements(node.statements))
                case .sequence, .tuple:
                    // A ternary's condition is its first operand; the views follow.
                    let operands = Array(node.arguments)
                    let views = node.kind == .sequence ? operands.dropFirst() : operands[...]
                    for index in views.reversed() { work.append(.expression(tree.arguments[index].value)) }
                case .call where role(expression) == .container && !hasLabelModifier(expression):
                    for index in node.arguments.reversed() {
                        let value = tree.arguments[index].value
                        guard value >= 0 else { continue }
                        let kind = tree.expressions[Int(value)].kind
                        if kind == .closure || kind == .call || kind == .branches { work.append(.expression(value)) }
                    }
                case .call, .reference:
                    leaves.append(expression)
                default:
                    break
                }
            }
        }
        return leaves
    }

    /// What a leaf view contributes to the name of the element around it.
    public func nameContribution(of leaf: Int32) -> NameContribution {
        if hasLabelModifier(leaf) { return .named }
        switch role(leaf) {
        case .text, .label:
            return .named
        case .image:
            let source = imageSource(leaf)
            return source == .labelled ? .named : .image(source)
        case .decoration:
            return .nameless
        case .control, .container, .unknown:
            return .unknown
        }
    }

    /// Where an `Image` (or a component mapped onto it) gets its pixels.
    public func imageSource(_ expression: Int32) -> ImageSource {
        if viewName(expression) == "AsyncImage" { return .asset(name: nil) }
        if tree.argument(of: expression, labeled: "label") != nil { return .labelled }
        guard let first = tree.expressions[Int(expression)].arguments.first else { return .asset(name: nil) }
        let argument = tree.arguments[first]
        if argument.label < 0 { return .asset(name: tree.stringValue(of: argument.value)) }
        if tree.token(argument.label, is: "systemName") || tree.token(argument.label, is: "_internalSystemName") {
            return .symbol(name: tree.stringValue(of: argument.value))
        }
        if tree.token(argument.label, is: "decorative") { return .decorative }
        return .asset(name: nil)
    }
}
