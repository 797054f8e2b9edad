/// What to lint and how: which rules run at which severity, the user's
/// components mapped onto SwiftUI views, parallelism and file limits.
public struct LintOptions: Sendable {
    /// Severity overrides by rule id.
    public var severities: [String: Severity] = [:]
    /// Rules switched off.
    public var disabledRules: Set<String> = []
    /// Rules that are off by default, switched on (given a severity in the configuration).
    public var enabledRules: Set<String> = []
    /// When set, only these rules run (used to run a rule alone).
    public var onlyRules: Set<String>?
    /// Design-system views mapped onto SwiftUI views: `["IconButton": "Button"]`.
    public var components: [String: String] = [:]
    /// Rule options by rule id and option name.
    public var ruleOptions: [String: [String: RuleOptionValue]] = [:]
    /// Worker threads; 0 uses every core.
    public var jobs = 0
    /// Files larger than this many bytes are skipped with a message.
    public var maxFileSize = LintOptions.defaultMaxFileSize

    public static let defaultMaxFileSize = 32 * 1024 * 1024

    public init() {}

    /// The severity a finding is reported at. A configured severity replaces
    /// the rule's default; a finding the rule reported below its default (an
    /// ambiguous case) stays as many levels below the configured one.
    public func severity(of rule: RuleDescriptor, reported: Severity) -> Severity {
        guard let configured = severities[rule.id] else { return reported }
        return configured.lowered(by: rule.defaultSeverity.rank - reported.rank)
    }

    public func isEnabled(_ descriptor: RuleDescriptor) -> Bool {
        if let onlyRules { return onlyRules.contains(descriptor.id) }
        return (descriptor.isEnabledByDefault || enabledRules.contains(descriptor.id)) && !disabledRules.contains(descriptor.id)
    }
}
