/// When the run fails (exit code 1): on findings of this severity or worse.
public enum FailLevel: String, Sendable, CaseIterable {
    case error, warning, note, never

    /// Whether a finding of `severity` fails the run.
    public func fails(on severity: Severity) -> Bool {
        switch self {
        case .error: return severity == .error
        case .warning: return severity >= .warning
        case .note: return true
        case .never: return false
        }
    }
}

/// One rule's setting in the configuration file: a severity, or off, and the
/// rule's options (lists of strings).
public struct RuleSetting: Sendable, Equatable {
    public var severity: Severity?
    public var isOff = false
    public var options: [String: RuleOptionValue] = [:]

    public init(severity: Severity? = nil, isOff: Bool = false, options: [String: RuleOptionValue] = [:]) {
        self.severity = severity
        self.isOff = isOff
        self.options = options
    }
}

/// The settings of `.a11y-lint.json`: per-rule severities and options, which
/// files to lint, design-system components mapped onto SwiftUI views, and
/// when the run fails.
public struct Configuration: Sendable {
    public static let fileName = ".a11y-lint.json"

    /// The file it was read from, if any.
    public var source: String?
    /// The folder `include` and `exclude` patterns are relative to.
    public var directory: String
    public var rules: [String: RuleSetting] = [:]
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    public var components: [String: String] = [:]
    public var failOn: FailLevel?

    public init(directory: String, source: String? = nil) {
        self.directory = directory
        self.source = source
    }

    /// Copies the rule settings and components into lint options.
    public func apply(to options: inout LintOptions) {
        for (id, setting) in rules {
            if setting.isOff { options.disabledRules.insert(id) }
            if let severity = setting.severity {
                options.severities[id] = severity
                options.enabledRules.insert(id)
            }
            if !setting.options.isEmpty { options.ruleOptions[id] = setting.options }
        }
        options.components.merge(components) { _, configured in configured }
    }

    /// Whether a file (given as the user gave it, relative to the working
    /// directory `cwd`) is linted: it matches an `include` pattern (when there
    /// are any) and no `exclude` pattern, relative to the configuration's folder.
    public func includes(_ path: String, cwd: String) -> Bool {
        guard !include.isEmpty || !exclude.isEmpty else { return true }
        let relative = PathNormalizer.relative(path, to: directory, cwd: cwd)
        if !include.isEmpty && !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    /// The effective configuration, every rule included, as `--print-config` shows it.
    public func effective() -> JSONValue {
        let rules: [(String, JSONValue)] = RuleRegistry.descriptors.map { rule in
            let setting = self.rules[rule.id] ?? RuleSetting()
            let isOff = setting.isOff || (!rule.isEnabledByDefault && setting.severity == nil)
            let severity: JSONValue = .string(isOff ? "off" : (setting.severity ?? rule.defaultSeverity).rawValue)
            guard !rule.options.isEmpty else { return (rule.id, severity) }
            let options = rule.options.map { option in
                (option.name, (setting.options[option.name] ?? option.defaultValue).json)
            }
            return (rule.id, .object([("severity", severity)] + options))
        }
        return .object([
            ("source", source.map { .string($0) } ?? .null),
            ("rules", .object(rules)),
            ("include", .array(include.map { .string($0.pattern) })),
            ("exclude", .array(exclude.map { .string($0.pattern) })),
            ("components", .object(ViewCatalog.effectiveComponents(components).sorted { $0.key < $1.key }
                .map { ($0.key, .string($0.value)) })),
            ("failOn", .string((failOn ?? .error).rawValue)),
        ])
    }

    /// A starter file: every rule at its default, for `a11y-lint init`.
    public static func starter() -> JSONValue {
        .object([
            // Rules that are off by default stay off: a severity switches them on.
            ("rules", .object(RuleRegistry.descriptors.map { ($0.id, .string($0.isEnabledByDefault ? $0.defaultSeverity.rawValue : "off")) })),
            ("include", .array([])),
            ("exclude", .array([.string("**/Generated/**"), .string("**/*.generated.swift")])),
            ("components", .object([])),
            ("failOn", .string(FailLevel.error.rawValue)),
        ])
    }
}
