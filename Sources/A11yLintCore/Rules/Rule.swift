import A11yLintSyntax

/// An accessibility rule. A rule is a small value type with its metadata and
/// one check, called by the engine's single walk for every view of a file.
/// Rules ask `AccessibilityFacts` their questions and never re-scan tokens.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    init()
    /// Reports what is wrong with `view` (if anything) into `findings`.
    func check(_ view: ViewContext, _ findings: inout FindingSink)
}

/// A finding as a rule reports it: byte offsets, located at the edge.
public struct RawFinding: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var start: Int
    public var end: Int
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

    /// Reports a finding on a token (a view's name, or a modifier's name when
    /// the problem is that modifier's argument). `severity` defaults to the
    /// rule's default.
    public mutating func report(_ message: String, at token: Int32, in tree: SyntaxTree, severity: Severity? = nil) {
        let range = token >= 0 && Int(token) < tree.tokens.count
            ? tree.tokens[Int(token)].range : tree.source.bytes.count..<tree.source.bytes.count
        let rule = rules[current]
        findings.append(RawFinding(ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message,
                                   start: range.lowerBound, end: range.upperBound))
    }
}
