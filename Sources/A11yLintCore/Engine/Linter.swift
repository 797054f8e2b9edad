import A11yLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// The outcome of linting some paths: sorted findings, the paths that could
/// not be linted, and how many files were linted.
public struct LintRun: Sendable {
    public var findings: [Finding]
    public var problems: [FileProblem]
    public var fileCount: Int

    public init(findings: [Finding], problems: [FileProblem], fileCount: Int) {
        self.findings = findings
        self.problems = problems
        self.fileCount = fileCount
    }
}

/// Lints source files: parses each one, walks its views once handing each to
/// every enabled rule, and locates the findings. Files are linted in
/// parallel; the result is sorted, so it is the same whatever the parallelism.
public struct Linter: Sendable {
    public let options: LintOptions
    let rules: [any Rule]

    public init(options: LintOptions = LintOptions()) {
        self.options = options
        self.rules = RuleRegistry.all.filter { options.isEnabled($0.descriptor) }.map { $0.init() }
    }

    /// The descriptors of the rules that run.
    public var enabledRules: [RuleDescriptor] { rules.map { type(of: $0).descriptor } }

    /// Lints one file held in memory. Findings are sorted.
    public func lint(_ source: SourceFile) -> [Finding] {
        let tree = SyntaxTree(source: source)
        return locate(check(tree), in: source)
    }

    /// Runs the rules over a parsed file and returns what they report.
    public func check(_ tree: SyntaxTree) -> [RawFinding] {
        guard !rules.isEmpty else { return [] }
        var visitor = RuleVisitor(rules: rules, sink: FindingSink(rules: enabledRules))
        var walker = ViewWalker(facts: AccessibilityFacts(tree: tree, components: options.components))
        walker.walk(&visitor)
        return visitor.sink.findings
    }

    /// Gives raw findings their lines, columns, configured severity and fingerprints.
    public func locate(_ raw: [RawFinding], in source: SourceFile) -> [Finding] {
        // How many findings of a rule came before on lines with the same normalised text.
        var occurrences: [Occurrence: Int] = [:]
        var startLocator = SourceLocator(source)
        var endLocator = SourceLocator(source)
        let ordered = raw.sorted { ($0.start, $0.ruleID) < ($1.start, $1.ruleID) }
        var cachedLine = (number: 0, text: "", hash: UInt64(0))
        let findings = ordered.map { finding -> Finding in
            let start = startLocator.location(ofOffset: finding.start)
            let end = endLocator.location(ofOffset: finding.end)
            if cachedLine.number != start.line {
                let text = source.lineText(start.line - 1)
                cachedLine = (start.line, text, Fingerprint.hash(Fingerprint.normalize(text)))
            }
            let key = Occurrence(rule: finding.ruleID, lineHash: cachedLine.hash)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return Finding(
                ruleID: finding.ruleID, severity: options.severities[finding.ruleID] ?? finding.severity,
                message: finding.message, path: source.path, line: start.line, column: start.column,
                endLine: end.line, endColumn: end.column, sourceLine: cachedLine.text,
                fingerprint: Fingerprint.make(rule: finding.ruleID, path: source.path, lineHash: cachedLine.hash,
                                              occurrence: occurrence))
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    /// Lints files held in memory on all cores (or `options.jobs`); findings are sorted.
    public func lint(sources: [SourceFile]) -> [Finding] {
        ParallelMap.map(count: sources.count, jobs: options.jobs) { lint(sources[$0]) }
            .flatMap { $0 }
            .sorted(by: Finding.reportOrder)
    }

    /// Finds the Swift files under `paths` and lints them on all cores (or `options.jobs`).
    public func lint(paths: [String]) -> LintRun {
        let discovery = FileDiscovery.discover(paths)
        let files = discovery.files
        let results = ParallelMap.map(count: files.count, jobs: options.jobs) { index in
            lintFile(at: files[index])
        }
        var findings: [Finding] = []
        var problems = discovery.problems
        var linted = 0
        for result in results {
            switch result {
            case .findings(let fileFindings):
                findings.append(contentsOf: fileFindings)
                linted += 1
            case .problem(let problem):
                problems.append(problem)
            }
        }
        findings.sort(by: Finding.reportOrder)
        problems.sort { ($0.path.utf8.lexicographicallyPrecedes($1.path.utf8)) }
        return LintRun(findings: findings, problems: problems, fileCount: linted)
    }

    enum FileResult: Sendable {
        case findings([Finding])
        case problem(FileProblem)
    }

    /// Reads, checks and lints one file; its bytes and tokens are released on return.
    func lintFile(at path: String) -> FileResult {
        switch FileReader.read(path, maxSize: options.maxFileSize) {
        case .problem(let problem):
            return .problem(problem)
        case .bytes(let bytes):
            let source = SourceFile(path: path, bytes: bytes)
            guard source.isValidUTF8 else {
                return .problem(FileProblem(path: path, message: "not valid UTF-8 text; skipped"))
            }
            return .findings(lint(source))
        }
    }
}

private struct Occurrence: Hashable {
    let rule: String
    let lineHash: UInt64
}

/// Hands each view to every rule in turn.
struct RuleVisitor: ViewVisitor {
    let rules: [any Rule]
    var sink: FindingSink

    mutating func visit(_ view: ViewContext) {
        for (index, rule) in rules.enumerated() {
            sink.current = index
            rule.check(view, &sink)
        }
    }
}
