import A11yLintSyntax

/// The two findings suppression directives can cause themselves.
public enum SuppressionRules {
    public static let unused = RuleDescriptor(
        id: "unused-suppression",
        name: "Suppression that suppresses nothing",
        summary: "An a11y-lint:disable… comment that silences no finding of the rule it names.",
        rationale: "Stale suppressions pile up: once the code is fixed or moved, the comment silently hides the next real gap on that line.",
        fix: "Remove the comment, or the rule name that is no longer needed.",
        defaultSeverity: .warning,
        wcag: [])

    public static let invalid = RuleDescriptor(
        id: "invalid-suppression",
        name: "Suppression naming an unknown rule",
        summary: "An a11y-lint: comment naming a rule that does not exist, or an unknown directive.",
        rationale: "A misspelled rule id suppresses nothing, so the finding it was meant for still fails the run — or, worse, someone thinks a gap was reviewed when it was not.",
        fix: "Use a rule id from a11y-lint --list-rules, and one of disable:next, disable:this, disable, enable, disable-file.",
        defaultSeverity: .error,
        wcag: [])

    public static let all = [unused, invalid]
}

/// Applies a file's suppression directives to its findings: what is silenced
/// is counted and left out, and directives that silence nothing or name an
/// unknown rule become findings of their own.
struct Suppressions {
    let directives: [SuppressionDirective]
    let malformed: [MalformedDirective]

    init(_ tree: SyntaxTree) {
        (directives, malformed) = SuppressionParser.parse(tree)
    }

    struct Outcome {
        var kept: [(Finding, Deferral?)]
        var suppressed: Int
        /// Raw findings about the directives (located by the caller).
        var problems: [RawFinding]
    }

    /// `active` are the rules that ran (a directive for a rule that is off is not unused).
    func apply(to findings: [(Finding, Deferral?)], active: Set<String>) -> Outcome {
        guard !directives.isEmpty || !malformed.isEmpty else { return Outcome(kept: findings, suppressed: 0, problems: []) }
        var used = Set<UsedKey>()
        var kept: [(Finding, Deferral?)] = []
        var suppressed = 0
        let regions = self.regions()
        for entry in findings {
            let finding = entry.0
            if let directive = silencer(of: finding, regions: regions) {
                used.insert(UsedKey(directive: directive, rule: finding.ruleID))
                suppressed += 1
            } else {
                kept.append(entry)
            }
        }
        var problems: [RawFinding] = malformed.map {
            RawFinding(ruleID: SuppressionRules.invalid.id, severity: SuppressionRules.invalid.defaultSeverity,
                       message: "Invalid suppression: \($0.problem)", start: $0.start, end: $0.end)
        }
        let known = RuleRegistry.ids
        let aboutDirectives = Set(SuppressionRules.all.map(\.id))
        for (index, directive) in directives.enumerated() {
            for rule in directive.rules {
                if !known.contains(rule) || aboutDirectives.contains(rule) {
                    let problem = known.contains(rule)
                        ? "\"\(rule)\" reports the directives themselves and cannot be suppressed; fix or remove the directive it reports"
                        : "\"\(rule)\" is not a rule; see a11y-lint --list-rules"
                    problems.append(RawFinding(
                        ruleID: SuppressionRules.invalid.id, severity: SuppressionRules.invalid.defaultSeverity,
                        message: "Invalid suppression: " + problem, start: directive.start, end: directive.end))
                } else if directive.kind != .enable && active.contains(rule) && !used.contains(UsedKey(directive: index, rule: rule)) {
                    problems.append(RawFinding(
                        ruleID: SuppressionRules.unused.id, severity: SuppressionRules.unused.defaultSeverity,
                        message: "Unused suppression: a11y-lint:\(directive.kind.rawValue) \(rule) silences nothing here; remove it",
                        start: directive.start, end: directive.end))
                }
            }
        }
        return Outcome(kept: kept, suppressed: suppressed, problems: problems)
    }

    private struct UsedKey: Hashable {
        let directive: Int
        let rule: String
    }

    /// A `disable` directive and the line where its region ends (`enable`, or the end of the file).
    private struct Region {
        let directive: Int
        let rule: String
        let startLine: Int
        let endLine: Int
    }

    private func regions() -> [Region] {
        var regions: [Region] = []
        for (index, directive) in directives.enumerated() where directive.kind == .disable {
            for rule in directive.rules {
                let end = directives[(index + 1)...].first { $0.kind == .enable && $0.rules.contains(rule) }?.line ?? Int.max
                regions.append(Region(directive: index, rule: rule, startLine: directive.line, endLine: end))
            }
        }
        return regions
    }

    /// The index of the directive that silences `finding`, if any.
    private func silencer(of finding: Finding, regions: [Region]) -> Int? {
        for (index, directive) in directives.enumerated() where directive.rules.contains(finding.ruleID) {
            switch directive.kind {
            case .file: return index
            case .next where directive.line + 1 == finding.line: return index
            case .this where directive.line == finding.line: return index
            default: continue
            }
        }
        return regions.first { $0.rule == finding.ruleID && $0.startLine <= finding.line && finding.line < $0.endLine }?.directive
    }
}
