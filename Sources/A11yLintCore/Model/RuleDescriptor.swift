/// The value of a rule option: a list of strings, a whole number or a number.
public enum RuleOptionValue: Sendable, Equatable {
    case strings([String])
    case integer(Int)
    case number(Double)

    /// The same kind of value (what the configuration must give).
    func hasSameKind(as other: RuleOptionValue) -> Bool {
        switch (self, other) {
        case (.strings, .strings), (.integer, .integer), (.number, .number): return true
        default: return false
        }
    }

    /// What the configuration file must give, in its error messages.
    var kindDescription: String {
        switch self {
        case .strings: return "a list of strings"
        case .integer: return "a whole number"
        case .number: return "a number"
        }
    }

    var json: JSONValue {
        switch self {
        case .strings(let strings): return .array(strings.map { .string($0) })
        case .integer(let value): return .int(value)
        case .number(let value): return .number(value)
        }
    }
}

/// An option a rule accepts in the configuration file, typed by its default
/// value: a list of strings (more phrases to report), a whole number or a
/// number (a size threshold).
public struct RuleOption: Sendable {
    public let name: String
    public let summary: String
    /// The value when the configuration sets none; its kind is the option's type.
    public let defaultValue: RuleOptionValue

    public init(name: String, summary: String, defaultValue: RuleOptionValue = .strings([])) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

/// What a rule is: its identity, default severity, the standards it cites and
/// its options. Its prose — what it flags, why it matters, how to fix it —
/// is read from its document, `Rules/<id>.md`, embedded in the binary.
public struct RuleDescriptor: Sendable {
    /// Kebab-case identifier, e.g. `button-image-only`.
    public let id: String
    /// A short title.
    public let name: String
    public let defaultSeverity: Severity
    public let isEnabledByDefault: Bool
    /// WCAG 2.2 success criteria, e.g. `["1.1.1", "4.1.2"]`.
    public let wcag: [String]
    /// "WCAG 2.2: 1.1.1, 4.1.2", or what the rule is about when it cites no criterion.
    public var standardsLine: String {
        wcag.isEmpty ? "No WCAG criterion: it checks a11y-lint's own comments" : "WCAG 2.2: " + wcag.joined(separator: ", ")
    }
    /// The options the configuration file may set for this rule.
    public let options: [RuleOption]
    /// The rule is about Dynamic Type or touch, which macOS has neither of:
    /// code built only for macOS gets no finding.
    public let skipsMacOnlyCode: Bool

    public init(id: String, name: String, defaultSeverity: Severity, isEnabledByDefault: Bool = true, wcag: [String],
                options: [RuleOption] = [], skipsMacOnlyCode: Bool = false) {
        self.skipsMacOnlyCode = skipsMacOnlyCode
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.wcag = wcag
        self.options = options
    }

    /// One sentence: what the rule flags (the first paragraph of its document's "What it flags").
    public var summary: String { RuleDocumentation.lead(of: "What it flags", for: id) ?? name }
    /// Who is locked out, and why (the first paragraph of "Why it matters").
    public var rationale: String { RuleDocumentation.lead(of: "Why it matters", for: id) ?? "" }
    /// How to fix a finding (the first paragraph of "How to fix").
    public var fix: String { RuleDocumentation.lead(of: "How to fix", for: id) ?? "" }

    /// The rule's document, relative to the repository root.
    public var documentationPath: String { "Rules/\(id).md" }
    public var documentationURL: String { "\(A11yLint.repositoryURL)/blob/main/\(documentationPath)" }
}
