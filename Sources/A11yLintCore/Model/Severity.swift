/// How serious a finding is. Errors fail the run by default.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case note
    case warning
    case error

    var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// This severity, `levels` lower (never below a note).
    func lowered(by levels: Int) -> Severity {
        Severity.allCases[max(0, rank - max(0, levels))]
    }
}
