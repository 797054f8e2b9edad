import A11yLintSyntax

/// One step up the view tree: the enclosing view and the argument (of the
/// view itself, or of one of its modifiers) through which the walk came down.
public struct Ancestor: Sendable {
    /// The enclosing expression (a view call, a variable with modifiers…).
    public let node: Int32
    /// Index in `SyntaxTree.arguments` of the slot holding the content.
    public let argument: Int
    /// Index in `SyntaxTree.modifiers` when the slot belongs to a modifier
    /// (`.toolbar { … }`, `.background(…)`), else -1.
    public let modifier: Int
}

/// What a rule sees of one view: the expression, its enclosing views (nearest
/// last) within the enclosing declaration, and the shared accessibility facts.
public struct ViewContext {
    public let facts: AccessibilityFacts
    public let node: Int32
    /// Enclosing views, outermost first, up to the declaration that holds them.
    public let ancestors: [Ancestor]
    /// The innermost enclosing declaration, or -1.
    public let declaration: Int32

    public var tree: SyntaxTree { facts.tree }
    public var expression: Expression { facts.tree.expressions[Int(node)] }
    /// The SwiftUI name after the component mapping (nil for non-calls).
    public var name: String? { facts.viewName(node) }
    public var role: ViewRole { facts.role(node) }

    /// Whether an ancestor's slot is the label of a control (`Button { … } label: { here }`).
    public func isLabelSlot(_ ancestor: Ancestor) -> Bool {
        ancestor.modifier < 0 && facts.labelArgumentIndex(of: ancestor.node) == ancestor.argument
    }

    /// The nearest enclosing control whose label holds this view, if any.
    public var enclosingLabelledControl: Ancestor? {
        ancestors.last { facts.role($0.node).isControl && isLabelSlot($0) }
    }

    /// Whether an enclosing view speaks for this one (hidden, ignores or
    /// combines its children, has a representation or a label of its own).
    public var isSpokenForByAncestor: Bool {
        ancestors.contains { facts.speaksForChildren($0.node) }
    }
}
