import A11yLintSyntax

/// What a gesture modifier asks of the user.
public enum GestureKind: Sendable, Equatable {
    /// `.onTapGesture { }`, `.gesture(TapGesture())`: one tap.
    case singleTap
    /// `.onTapGesture(count: 2)`, `TapGesture(count: 2)`.
    case multiTap
    /// `.onTapGesture(count: 7)`: three taps or more, a hidden shortcut (a
    /// developer menu behind the version number) no one is meant to find.
    case hiddenShortcut
    /// `.onLongPressGesture { … }`, `LongPressGesture`.
    case longPress
    /// `DragGesture`.
    case drag
    /// `MagnifyGesture`, `MagnificationGesture`.
    case magnify
    /// `RotateGesture`, `RotationGesture`.
    case rotate
    /// `.draggable`, `.onDrag`: a drag source.
    case dragAndDrop
    /// A gesture held in a variable or built by a helper: the linter cannot tell.
    case unknown

    /// How a message names the gesture.
    public var phrase: String {
        switch self {
        case .singleTap: return "a tap"
        case .multiTap: return "a multiple tap"
        case .hiddenShortcut: return "a hidden multiple tap"
        case .longPress: return "a long press"
        case .drag: return "a drag"
        case .magnify: return "a pinch"
        case .rotate: return "a rotation"
        case .dragAndDrop: return "drag and drop"
        case .unknown: return "a gesture"
        }
    }
}

/// Reads gesture modifiers from the syntax tree.
public enum GestureCatalog {
    /// The gesture a modifier attaches, or nil when it attaches none. A long
    /// press whose action is empty (a press-state effect) attaches none.
    public static func gesture(of index: Int, in tree: SyntaxTree) -> GestureKind? {
        let modifier = tree.modifiers[index]
        guard modifier.hasArgumentClause else { return nil }
        let name = modifier.nameToken
        // Gesture modifiers start with o, g, h, s or d.
        switch tree.source.bytes[Int(tree.tokens[Int(name)].start)] {
        case UInt8(ascii: "o"), UInt8(ascii: "g"), UInt8(ascii: "h"), UInt8(ascii: "s"), UInt8(ascii: "d"): break
        default: return nil
        }
        if tree.token(name, is: "onTapGesture") {
            return tapCount(MemberNode(tree: tree, index: Int32(index)).arguments.labeled("count")?.raw.value, in: tree)
        }
        if tree.token(name, is: "onLongPressGesture") {
            return performsSomething(modifier, in: tree) ? .longPress : nil
        }
        if tree.token(name, is: "gesture") || tree.token(name, is: "highPriorityGesture")
            || tree.token(name, is: "simultaneousGesture") {
            let value = modifier.arguments.first.map { tree.arguments[$0].value } ?? -1
            // `DragGesture()` with no `.onChanged`, `.onEnded` or `.updating` only blocks other gestures.
            if value >= 0, tree.expressions[Int(value)].kind == .call, tree.expressions[Int(value)].modifiers.isEmpty,
               tree.isCapitalized(tree.expressions[Int(value)].nameToken) { return nil }
            return kind(ofGesture: value, in: tree)
        }
        // Drag sources only: a drop target also takes items pasted or moved by
        // other means, and VoiceOver offers its own drop actions.
        // `delegate.onDrag(from:to:)` is someone's method, not the modifier.
        if tree.token(name, is: "draggable") || tree.token(name, is: "onDrag") {
            let first = modifier.arguments.first.map { tree.arguments[$0].label } ?? -1
            return first < 0 ? .dragAndDrop : nil
        }
        return nil
    }

    /// The kind of a gesture value: `DragGesture(minimumDistance: 0).onChanged { … }` is a drag.
    static func kind(ofGesture expression: Int32, in tree: SyntaxTree) -> GestureKind {
        guard expression >= 0 else { return .unknown }
        let node = tree.expressions[Int(expression)]
        guard node.kind == .call else { return .unknown }
        let name = node.nameToken
        if tree.token(name, is: "TapGesture") || tree.token(name, is: "SpatialTapGesture") {
            return tapCount(tree.argument(of: expression, labeled: "count")?.value, in: tree)
        }
        if tree.token(name, is: "LongPressGesture") { return .longPress }
        if tree.token(name, is: "DragGesture") { return .drag }
        if tree.token(name, is: "MagnifyGesture") || tree.token(name, is: "MagnificationGesture") { return .magnify }
        if tree.token(name, is: "RotateGesture") || tree.token(name, is: "RotationGesture") { return .rotate }
        return .unknown
    }

    /// No count, or a literal 1, is a single tap; a literal 2 a multiple tap;
    /// a literal 3 or more a hidden shortcut.
    static func tapCount(_ count: Int32?, in tree: SyntaxTree) -> GestureKind {
        guard let count, count >= 0 else { return .singleTap }
        let node = tree.expressions[Int(count)]
        guard node.kind == .numberLiteral, let value = Int(tree.text(ofToken: node.firstToken)) else { return .unknown }
        return value <= 1 ? .singleTap : value == 2 ? .multiTap : .hiddenShortcut
    }

    /// Whether a long press's `perform:` (or trailing) closure has statements.
    static func performsSomething(_ modifier: Modifier, in tree: SyntaxTree) -> Bool {
        for index in modifier.arguments {
            let argument = tree.arguments[index]
            let isAction = argument.isTrailingClosure ? argument.label < 0 || tree.token(argument.label, is: "perform")
                                                      : tree.token(argument.label, is: "perform")
            guard isAction, argument.value >= 0 else { continue }
            let node = tree.expressions[Int(argument.value)]
            return node.kind != .closure || !node.statements.isEmpty
        }
        return true
    }
}
