import A11yLintSyntax

/// An accessibility rule: a small type with its metadata and one check,
/// called by the engine's single walk for every view of a file. Rules hold no
/// state; they ask `AccessibilityFacts` and `ViewContext` their questions and
/// never re-scan tokens.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    /// Reports what is wrong with `view` (if anything) into `findings`.
    static func check(_ view: ViewContext, _ findings: inout FindingSink)
}

/// A finding as a rule reports it: byte offsets, located at the edge.
public struct RawFinding: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var start: Int
    public var end: Int
    /// Set when the finding depends on where the view's type is used.
    public var deferral: Deferral?
}

/// Collects what rules report while the engine walks a file.
public struct FindingSink {
    /// The rules being run, and which one is checking now (set by the engine).
    let rules: [RuleDescriptor]
    var current = 0
    public private(set) var findings: [RawFinding] = []

    init(rules: [RuleDescriptor]) {
        self.rules = rules
    }

    /// Reports a finding about `view` on a token (the view's name, or a
    /// modifier's name when the problem is that modifier's argument).
    /// `severity` defaults to the rule's default. `unlessEveryUseHas` lists
    /// the context conditions that would have silenced the rule: when the
    /// view sits in a custom view type, the finding is dropped if every use
    /// of that type (in any file of the run) is covered by one of them.
    public mutating func report(_ message: String, at token: Int32, of view: ViewContext, severity: Severity? = nil,
                                unlessEveryUseHas conditions: [ContextCondition] = []) {
        let tree = view.tree
        let range = token >= 0 && Int(token) < tree.tokens.count
            ? tree.tokens[Int(token)].range : tree.source.bytes.count..<tree.source.bytes.count
        let rule = rules[current]
        let deferral = conditions.isEmpty ? nil
            : view.enclosingTypeName.map { Deferral(typeName: $0, conditions: ContextConditions(conditions)) }
        findings.append(RawFinding(ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message,
                                   start: range.lowerBound, end: range.upperBound, deferral: deferral))
    }
}
