/// Findings per rule, for `--statistics`.
public enum Statistics {
    /// (rule, count), most frequent first, then by rule id.
    public static func counts(_ findings: [Finding]) -> [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.ruleID, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    /// A plain-text table.
    public static func table(_ findings: [Finding]) -> String {
        let counts = counts(findings)
        guard !counts.isEmpty else { return "No findings.\n" }
        let width = max(4, counts.map(\.rule.count).max() ?? 0)
        var output = "Rule".padding(toLength: width, withPad: " ", startingAt: 0) + "  Findings\n"
        for (rule, count) in counts {
            output += rule.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(count) + "\n"
        }
        return output
    }

    /// An object `{"rule-id": count}` in the same order.
    public static func json(_ findings: [Finding]) -> JSONValue {
        .object(counts(findings).map { ($0.rule, .int($0.count)) })
    }
}
