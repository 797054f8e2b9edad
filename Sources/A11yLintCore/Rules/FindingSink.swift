import A11yLintSyntax

/// Collects what rules report while the engine walks a file. The rule that
/// reports names itself in every call.
public struct FindingSink {
    public private(set) var findings: [RawFinding] = []

    init() {}

    /// Reports a finding of `rule` on a byte range, with the rule's default
    /// severity unless `severity` is given.
    public mutating func report(_ rule: any Rule.Type, _ message: String, range: Range<Int>, severity: Severity? = nil,
                                fix: Fix? = nil) {
        let descriptor = rule.descriptor
        findings.append(RawFinding(ruleID: descriptor.id, severity: severity ?? descriptor.defaultSeverity,
                                   message: message, range: range, fix: fix))
    }

    /// Reports a finding about `view` on a token (the view's name, or a
    /// modifier's name when the problem is that modifier's argument).
    /// `unlessEveryUseHas` lists the context conditions that silence the
    /// rule, as in `ViewContext.isCovered(by:)`: when the view sits in a
    /// helper or a custom view type, the finding is dropped once the run
    /// shows that every use of it (in any file) is covered by one of them.
    /// `unlessMadeOfButtons` lists the custom view types the view is made
    /// of: the finding is dropped when the run shows each is a button by its own body.
    public mutating func report(_ rule: any Rule.Type, _ message: String, at token: Int32, of view: ViewContext,
                                severity: Severity? = nil, fix: Fix? = nil,
                                unlessEveryUseHas conditions: [ContextCondition] = [],
                                unlessMadeOfButtons content: [UInt64] = []) {
        let tree = view.tree
        let range = token >= 0 && Int(token) < tree.tokens.count
            ? tree.tokens[Int(token)].range : tree.source.bytes.count..<tree.source.bytes.count
        report(rule, message, range: range, severity: severity, fix: fix)
        guard !conditions.isEmpty || !content.isEmpty else { return }
        let held = ContextConditions(conditions)
        // A custom view or modifier around it may wrap it in a button, which only the run can tell.
        let wrappers = held.contains(.controlLabel) ? view.wrappersAround : []
        if view.scope != nil || !wrappers.isEmpty || !content.isEmpty {
            findings[findings.count - 1].deferral = Deferral(scope: view.scope, conditions: held, wrappers: wrappers,
                                                             buttonContent: content)
        }
    }

    /// Reports a UIKit finding on a token; `unlessClass` says what, declared
    /// for the class in other files of the run, answers it.
    public mutating func report(_ rule: any Rule.Type, _ message: String, at token: Int32, in tree: SyntaxTree,
                                severity: Severity? = nil, fix: Fix? = nil, unlessClass: ClassCondition? = nil) {
        let range = token >= 0 && Int(token) < tree.tokens.count
            ? tree.tokens[Int(token)].range : tree.source.bytes.count..<tree.source.bytes.count
        report(rule, message, range: range, severity: severity, fix: fix)
        if let unlessClass { findings[findings.count - 1].deferral = Deferral(scope: nil, conditions: [], unlessClass: unlessClass) }
    }
}
