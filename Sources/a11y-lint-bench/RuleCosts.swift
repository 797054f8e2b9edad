import A11yLintCore
import A11yLintSyntax

/// A rule that asks for no view: run beside the others, it shows what the
/// walk costs without any check, and that adding rules which do not care
/// about a node does not slow the rules phase.
struct IdleRule: ViewRule {
    static let descriptor = RuleDescriptor(id: "bench-idle", name: "idle", defaultSeverity: .note, wcag: [])
    static let interest: ViewInterest = .views()
    static func check(_ view: ViewContext, _ findings: inout FindingSink) {}
}

/// Best single-thread time of the rules phase (walk and checks) over parsed
/// trees, with the given rules (those off by default switched on).
func rulesPhase(_ trees: [SyntaxTree], rules: [any Rule.Type], repetitions: Int) -> Double {
    var options = LintOptions()
    options.enabledRules = Set(rules.map { $0.descriptor.id })
    let linter = Linter(options: options, rules: rules)
    var best = Double.infinity
    for _ in 0..<repetitions {
        best = min(best, timeOf { for tree in trees { precondition(linter.check(tree).findings.count >= 0) } })
    }
    return best
}

/// The rules phase per rule: each rule alone, less the walk alone (a rule
/// that asks for nothing; differences within the machine's noise can come out
/// below zero); then every rule with and without 48 idle rules.
func measureRuleCosts(_ corpus: Corpus, repetitions: Int) {
    let trees = corpus.sources.map { SyntaxTree(source: $0) }
    let megabytes = Double(corpus.bytes) / 1_000_000
    let walk = rulesPhase(trees, rules: [IdleRule.self], repetitions: repetitions)
    print(String(format: "\nRules phase per rule (1 thread, %.1f MB; the walk alone takes %.1f ms)", megabytes, walk * 1000))
    print("rule".padding(toLength: 30, withPad: " ", startingAt: 0) + "  ms over the walk")
    let all = rulesPhase(trees, rules: RuleRegistry.all, repetitions: repetitions)
    for rule in RuleRegistry.all {
        let alone = rulesPhase(trees, rules: [rule], repetitions: repetitions)
        print(rule.descriptor.id.padding(toLength: 30, withPad: " ", startingAt: 0) + String(format: "%17.1f", (alone - walk) * 1000))
    }
    let padded = rulesPhase(trees, rules: RuleRegistry.all + Array(repeating: IdleRule.self, count: 48), repetitions: repetitions)
    print(String(format: "all %d rules: %.1f ms (%.1f MB/s); with 48 idle rules added: %.1f ms (ratio %.2f)",
                 RuleRegistry.all.count, all * 1000, megabytes / all, padded * 1000, padded / all))
}

extension LintOptions {
    /// Every registered rule, the ones off by default included: what the benchmark times.
    static var everyRule: LintOptions {
        var options = LintOptions()
        options.enabledRules = Set(RuleRegistry.all.map { $0.descriptor.id })
        return options
    }
}
