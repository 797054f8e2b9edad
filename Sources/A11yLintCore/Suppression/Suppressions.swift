import A11yLintSyntax

/// The two findings suppression directives can cause themselves.
public enum SuppressionRules {
    public static let unused = RuleDescriptor(
        id: "unused-suppression",
        name: "Suppression that suppresses nothing",
        defaultSeverity: .warning,
        wcag: [])

    public static let invalid = RuleDescriptor(
        id: "invalid-suppression",
        name: "Suppression naming an unknown rule",
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
        /// For each finding, in order, whether it is kept (not silenced).
        var kept: [Bool]
        var suppressed: Int
        /// Findings about the directives themselves.
        var problems: [RawFinding]
    }

    /// Works on offsets and the file's line table. `active` are the rules
    /// that ran (a directive for a rule that is off is not unused); `known`
    /// every rule id there is.
    func apply(to findings: [RawFinding], in source: SourceFile, active: Set<String>, known: Set<String>) -> Outcome {
        guard !directives.isEmpty || !malformed.isEmpty else {
            return Outcome(kept: Array(repeating: true, count: findings.count), suppressed: 0, problems: [])
        }
        var used = Set<UsedKey>()
        var kept: [Bool] = []
        kept.reserveCapacity(findings.count)
        var suppressed = 0
        let regions = self.regions()
        for finding in findings {
            let line = source.lineIndex(ofOffset: finding.range.lowerBound) + 1
            if let directive = silencer(of: finding.ruleID, onLine: line, regions: regions) {
                used.insert(UsedKey(directive: directive, rule: finding.ruleID))
                suppressed += 1
                kept.append(false)
            } else {
                kept.append(true)
            }
        }
        var problems: [RawFinding] = malformed.map {
            RawFinding(ruleID: SuppressionRules.invalid.id, severity: SuppressionRules.invalid.defaultSeverity,
                       message: "Invalid suppression: \($0.problem)", range: $0.start..<$0.end)
        }
        let aboutDirectives = Set(SuppressionRules.all.map(\.id))
        for (index, directive) in directives.enumerated() {
            for rule in directive.rules {
                if !known.contains(rule) || aboutDirectives.contains(rule) {
                    let problem = known.contains(rule)
                        ? "\"\(rule)\" reports the directives themselves and cannot be suppressed; fix or remove the directive it reports"
                        : "\"\(rule)\" is not a rule; see a11y-lint --list-rules"
                    problems.append(RawFinding(
                        ruleID: SuppressionRules.invalid.id, severity: SuppressionRules.invalid.defaultSeverity,
                        message: "Invalid suppression: " + problem, range: directive.start..<directive.end))
                } else if directive.kind != .enable && active.contains(rule) && !used.contains(UsedKey(directive: index, rule: rule)) {
                    problems.append(RawFinding(
                        ruleID: SuppressionRules.unused.id, severity: SuppressionRules.unused.defaultSeverity,
                        message: "Unused suppression: a11y-lint:\(directive.kind.rawValue) \(rule) silences nothing here; remove it",
                        range: directive.start..<directive.end))
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

    /// The index of the directive that silences a finding of `rule` on `line`, if any.
    private func silencer(of rule: String, onLine line: Int, regions: [Region]) -> Int? {
        for (index, directive) in directives.enumerated() where directive.rules.contains(rule) {
            switch directive.kind {
            case .file: return index
            case .next where directive.line + 1 == line: return index
            case .this where directive.line == line: return index
            default: continue
            }
        }
        return regions.first { $0.rule == rule && $0.startLine <= line && line < $0.endLine }?.directive
    }
}
