import A11yLintSyntax

/// An accessibility rule: a small type with its metadata and checks. Rules
/// hold no state; they ask `AccessibilityFacts` and their context their
/// questions and never re-scan tokens. A rule is also one (or more) of
/// `ViewRule`, `DeclarationRule`, `AssignmentRule` and `UIKitRule`, which
/// say what the walk hands it.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
}

/// A rule about SwiftUI views: called for the views its `interest` names.
public protocol ViewRule: Rule {
    /// Which views the walk hands to `check`: a view of another kind is never
    /// passed, so the rule pays nothing for it.
    static var interest: ViewInterest { get }
    /// Reports what is wrong with `view` (if anything) into `findings`.
    static func check(_ view: ViewContext, _ findings: inout FindingSink)
}

/// A rule about declarations: types, members, overrides.
public protocol DeclarationRule: Rule {
    /// The kinds of declaration the walk hands to `check`.
    static var declarationKinds: Set<DeclarationKind> { get }
    static func check(_ declaration: DeclarationNode, in file: FileContext, _ findings: inout FindingSink)
}

/// A rule about assignments to members (`button.accessibilityLabel = …`,
/// `accessibilityTraits |= .button`), on `self` or on a variable.
public protocol AssignmentRule: Rule {
    /// The member names assigned (the last member of the target, or the bare
    /// name for implicit `self`) that the walk hands to `check`.
    static var assignedMembers: Set<String> { get }
    static func check(_ assignment: AssignmentContext, _ findings: inout FindingSink)
}

/// A rule about UIKit code: called once per file that declares or extends a
/// class, with what the file's statements do to their targets.
public protocol UIKitRule: Rule {
    static func check(_ uikit: UIKitContext, _ findings: inout FindingSink)
}

/// What a UIKit rule sees: the file and its UIKit model.
public struct UIKitContext {
    public let file: FileContext
    public let model: UIKitModel
    public var tree: SyntaxTree { file.tree }
}

/// What a declaration or assignment rule sees of the file.
public struct FileContext {
    public let facts: AccessibilityFacts
    /// What the file's UIKit code configures, for assignment rules that ask
    /// what else is done to the view they judge.
    public let uikit: UIKitModel
    public var tree: SyntaxTree { facts.tree }
}

/// An assignment and where it is: the enclosing declaration (a method, an
/// initializer, a property's closure).
public struct AssignmentContext {
    public let file: FileContext
    public let assignment: ExpressionNode
    public let enclosingDeclaration: DeclarationNode?
    /// The member assigned: `accessibilityLabel` in `button.accessibilityLabel = x`.
    public let memberToken: Int32
    /// The target before the member: `button`, or nil for implicit `self`.
    public var receiver: ExpressionNode? {
        guard let target = assignment.assignedTarget, !target.members.isEmpty else { return nil }
        return target
    }

    /// Whether the bare name assigned (`font = …`) is a local variable the
    /// enclosing declaration declares (`var font = UIFont.systemFont(ofSize: 15)`),
    /// not a property of `self`.
    public var assignsALocal: Bool {
        guard receiver == nil, let declaration = enclosingDeclaration else { return false }
        let tree = file.tree
        return (declaration.keywordToken + 1..<declaration.raw.endToken).contains { token in
            (tree.token(token - 1, is: "var") || tree.token(token - 1, is: "let")) && tree.token(token, sameTextAs: memberToken)
        }
    }
}
