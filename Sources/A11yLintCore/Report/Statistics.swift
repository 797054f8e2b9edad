/// Findings per rule, most frequent first, then by rule id: part of the
/// report model, computed once per report (`LintReport.statistics`).
public struct Statistics: Sendable {
    public let counts: [(rule: String, count: Int)]

    public init(_ findings: [Finding]) {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.ruleID, default: 0] += 1 }
        self.counts = counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    /// A plain-text table.
    public var table: String {
        guard !counts.isEmpty else { return "No findings.\n" }
        let width = max(4, counts.map(\.rule.count).max() ?? 0)
        var output = "Rule".padding(toLength: width, withPad: " ", startingAt: 0) + "  Findings\n"
        for (rule, count) in counts {
            output += rule.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(count) + "\n"
        }
        return output
    }

    /// An object `{"rule-id": count}` in the same order.
    public var json: JSONValue {
        .object(counts.map { ($0.rule, .int($0.count)) })
    }
}
