/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: the full rule
/// catalogue (with WCAG tags), results with relative URIs against
/// `%SRCROOT%`, regions in Unicode code points, and partial fingerprints that
/// survive lines being inserted above a finding.
public struct SARIFReporter: Reporter {
    public static let sourceRoot = "%SRCROOT%"
    public static let fingerprintKey = "a11yLint/v1"

    public init() {}

    public func render(_ report: LintReport) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let root = PathNormalizer.absolute(report.workingDirectory, cwd: "/")
        let driver: JSONValue = .object([
            ("name", .string(A11yLint.name)),
            ("version", .string(A11yLint.version)),
            ("semanticVersion", .string(A11yLint.version)),
            ("informationUri", .string(A11yLint.repositoryURL)),
            ("rules", .array(report.rules.map(ruleEntry))),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([invocation(report, root: root)])),
            ("originalUriBaseIds", .object([
                (SARIFReporter.sourceRoot, .object([("uri", .string("file://" + SARIFReporter.percentEncode(PathNormalizer.asFolder(root))))])),
            ])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(report.run.findings.map { result($0, ruleIndex: ruleIndex[$0.ruleID], root: root) })),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    func ruleEntry(_ rule: RuleDescriptor) -> JSONValue {
        let markdown = "**\(rule.summary)**\n\n\(rule.rationale)\n\n**How to fix:** \(rule.fix)\n\n"
            + "\(rule.standardsLine). [Rule documentation](\(rule.documentationURL))"
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(rule.name))])),
            ("fullDescription", .object([("text", .string(rule.summary + " " + rule.rationale))])),
            ("help", .object([("text", .string(rule.fix)), ("markdown", .string(markdown))])),
            ("helpUri", .string(rule.documentationURL)),
            ("defaultConfiguration", .object([
                ("enabled", .bool(rule.isEnabledByDefault)),
                ("level", .string(rule.defaultSeverity.rawValue)),
            ])),
            ("properties", .object([
                ("tags", .array([.string("accessibility")] + rule.wcag.map { .string("WCAG-\($0)") })),
                ("precision", .string("high")),
            ])),
        ])
    }

    func result(_ finding: Finding, ruleIndex: Int?, root: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", artifactLocation(finding.path, root: root)),
                ("region", .object([
                    ("startLine", .int(finding.line)),
                    ("startColumn", .int(finding.column)),
                    ("endLine", .int(finding.endLine)),
                    ("endColumn", .int(finding.endColumn)),
                ])),
            ]))])])),
            ("partialFingerprints", .object([(SARIFReporter.fingerprintKey, .string(finding.fingerprint))])),
        ]
        if let fix = finding.fix {
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.title + (fix.applicability == .unsafe ? " (unsafe: review it)" : "")))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", artifactLocation(finding.path, root: root)),
                    ("replacements", .array(finding.fixEdits.map { edit in
                        .object([
                            ("deletedRegion", .object([
                                ("startLine", .int(edit.start.line)), ("startColumn", .int(edit.start.column)),
                                ("endLine", .int(edit.end.line)), ("endColumn", .int(edit.end.column)),
                            ])),
                            ("insertedContent", .object([("text", .string(edit.replacement))])),
                        ])
                    })),
                ])])),
            ])])))
        }
        return .object(members)
    }

    func invocation(_ report: LintReport, root: String) -> JSONValue {
        let notifications: [JSONValue] = report.run.problems.map { problem in
            .object([
                ("level", .string(problem.isError ? "error" : "note")),
                ("message", .object([("text", .string(problem.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", artifactLocation(problem.path, root: root)),
                ]))])])),
            ])
        }
        var members: [(String, JSONValue)] = [("executionSuccessful", .bool(!report.run.problems.contains { $0.isError }))]
        if !notifications.isEmpty { members.append(("toolExecutionNotifications", .array(notifications))) }
        return .object(members)
    }

    /// A relative URI under `%SRCROOT%` when the file is inside the working
    /// directory, else an absolute `file://` URI.
    func artifactLocation(_ path: String, root: String) -> JSONValue {
        let absolute = PathNormalizer.absolute(path, cwd: root)
        let inside = PathNormalizer.relative(absolute, to: root)
        if inside != absolute {
            return .object([
                ("uri", .string(SARIFReporter.percentEncode(inside))),
                ("uriBaseId", .string(SARIFReporter.sourceRoot)),
            ])
        }
        return .object([("uri", .string("file://" + SARIFReporter.percentEncode(absolute)))])
    }

    /// Percent-encodes everything but unreserved characters and `/` (RFC 3986).
    static func percentEncode(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
