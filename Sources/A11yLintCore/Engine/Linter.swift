import A11yLintSyntax

/// The outcome of linting some paths: sorted findings, the paths that could
/// not be linted, and the files that were.
public struct LintRun: Sendable {
    public var findings: [Finding]
    public var problems: [FileProblem]
    /// The paths linted, as the findings name them.
    public var files: [String]
    public var fileCount: Int { files.count }
    /// Findings silenced by `a11y-lint:disable` comments.
    public var suppressed: Int
    /// Findings left out because a baseline holds them.
    public var baselined = 0
    /// Baseline entries no finding matches any more.
    public var staleBaselineEntries = 0

    public init(findings: [Finding], problems: [FileProblem], files: [String], suppressed: Int = 0) {
        self.findings = findings
        self.problems = problems
        self.files = files
        self.suppressed = suppressed
    }
}

/// Lints source files: parses each one, walks its views once handing each to
/// every enabled rule, and locates the findings. Files are linted in
/// parallel; findings that depend on where a custom view type is used are
/// resolved once every file is done, and the result is sorted, so it is the
/// same whatever the parallelism.
public struct Linter: Sendable {
    public let options: LintOptions
    let rules: [any Rule.Type]
    /// The descriptors of the rules that run.
    public let enabledRules: [RuleDescriptor]
    private let enabledIDs: Set<String>

    public init(options: LintOptions = LintOptions()) {
        self.options = options
        self.rules = RuleRegistry.all.filter { options.isEnabled($0.descriptor) }
        self.enabledRules = rules.map { $0.descriptor }
        self.enabledIDs = Set(enabledRules.map(\.id))
    }

    /// What the rules report on a parsed file, and the uses of custom view types in it.
    public struct Analysis: Sendable {
        public var findings: [RawFinding]
        public var uses: [TypeUse]
    }

    /// One file's located findings (with their deferrals), how many were
    /// suppressed, and its type uses.
    struct FileOutcome: Sendable {
        var path: String
        var findings: [(Finding, Deferral?)]
        var suppressed: Int
        var uses: [TypeUse]
    }

    /// Lints one file held in memory; findings that depend on where a view
    /// type is used are resolved against this file's uses. Findings are sorted.
    public func lint(_ source: SourceFile) -> [Finding] {
        resolve([analyze(source)]).findings
    }

    /// Lints files held in memory on all cores (or `options.jobs`); findings
    /// are sorted. `context` as in `lint(paths:context:including:)`; a file
    /// there with the same path as a source is skipped (its copy on disk may be stale).
    public func lint(sources: [SourceFile], context: [String] = [],
                     including isIncluded: (String) -> Bool = { _ in true }) -> LintRun {
        let outcomes = ParallelMap.map(count: sources.count, jobs: options.jobs) { analyze(sources[$0]) }
        let resolved = resolve(outcomes, contextUses: uses(in: context, for: outcomes, skipping: sources.map(\.path),
                                                           including: isIncluded))
        return LintRun(findings: resolved.findings, problems: [], files: sources.map(\.path), suppressed: resolved.suppressed)
    }

    /// Finds the Swift files under `paths` (those `isIncluded` accepts) and
    /// lints them on all cores (or `options.jobs`). The files under `context`
    /// are read only for where custom view types are used, so that a partial
    /// run (the files of a commit) resolves findings as a whole run would;
    /// their own findings are not reported.
    public func lint(paths: [String], context: [String] = [], including isIncluded: (String) -> Bool = { _ in true }) -> LintRun {
        let discovery = FileDiscovery.discover(paths)
        let files = discovery.files.filter(isIncluded)
        let results = ParallelMap.map(count: files.count, jobs: options.jobs) { lintFile(at: files[$0]) }
        var outcomes: [FileOutcome] = []
        var problems = discovery.problems
        for result in results {
            switch result {
            case .outcome(let outcome): outcomes.append(outcome)
            case .problem(let problem): problems.append(problem)
            }
        }
        problems.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let resolved = resolve(outcomes, contextUses: uses(in: context, for: outcomes, skipping: files, including: isIncluded))
        return LintRun(findings: resolved.findings, problems: problems, files: outcomes.map(\.path),
                       suppressed: resolved.suppressed)
    }

    /// The custom view type uses in the Swift files under `context`, except
    /// `skipped` ones, when some finding of `outcomes` waits on them. No rule
    /// runs on those files; files that cannot be read add nothing.
    private func uses(in context: [String], for outcomes: [FileOutcome], skipping skipped: [String],
                      including isIncluded: (String) -> Bool) -> [TypeUse] {
        guard !context.isEmpty, outcomes.contains(where: { $0.findings.contains { $0.1 != nil } }) else { return [] }
        let files = FileDiscovery.discover(context, skipping: skipped).files.filter(isIncluded)
        return ParallelMap.map(count: files.count, jobs: options.jobs) { index -> [TypeUse] in
            guard case .source(let source) = readSource(at: files[index]) else { return [] }
            return walk(SyntaxTree(source: source), rules: []).uses
        }.flatMap { $0 }
    }

    /// Runs the rules over a parsed file.
    public func check(_ tree: SyntaxTree) -> Analysis {
        guard !rules.isEmpty else { return Analysis(findings: [], uses: []) }
        return walk(tree, rules: rules)
    }

    /// The single walk over a file's views, handing each to `rules` and
    /// recording where custom view types are used.
    private func walk(_ tree: SyntaxTree, rules: [any Rule.Type]) -> Analysis {
        let facts = AccessibilityFacts(tree: tree, components: options.components, ruleOptions: options.ruleOptions)
        var visitor = RuleVisitor(rules: rules, sink: FindingSink(rules: enabledRules), helpers: HelperUses(tree))
        var walker = ViewWalker(facts: facts, uses: visitor.helpers)
        walker.walk(&visitor)
        visitor.checkViewsInHelpers()
        return Analysis(findings: visitor.sink.findings, uses: visitor.uses)
    }

    /// Gives raw findings their lines, columns, configured severity and
    /// fingerprints, keeping each one's deferral.
    public func locate(_ raw: [RawFinding], in source: SourceFile) -> [(Finding, Deferral?)] {
        // How many findings of a rule came before on lines with the same normalised text.
        var occurrences: [Occurrence: Int] = [:]
        var startLocator = SourceLocator(source)
        var endLocator = SourceLocator(source)
        let ordered = raw.sorted { ($0.start, $0.ruleID) < ($1.start, $1.ruleID) }
        var cachedLine = (number: 0, text: "", hash: UInt64(0))
        return ordered.map { finding -> (Finding, Deferral?) in
            let start = startLocator.location(ofOffset: finding.start)
            let end = endLocator.location(ofOffset: finding.end)
            if cachedLine.number != start.line {
                let text = source.lineText(start.line - 1)
                cachedLine = (start.line, text, Fingerprint.lineHash(text))
            }
            let key = Occurrence(rule: finding.ruleID, lineHash: cachedLine.hash)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            let located = Finding(
                ruleID: finding.ruleID, severity: severity(of: finding),
                message: finding.message, path: source.path, line: start.line, column: start.column,
                endLine: end.line, endColumn: end.column, sourceLine: cachedLine.text, occurrence: occurrence,
                fingerprint: Fingerprint.make(rule: finding.ruleID, path: source.path, lineHash: cachedLine.hash,
                                              occurrence: occurrence))
            return (located, finding.deferral)
        }
    }

    private func severity(of finding: RawFinding) -> Severity {
        guard !options.severities.isEmpty, let rule = RuleRegistry.descriptor(for: finding.ruleID) else { return finding.severity }
        return options.severity(of: rule, reported: finding.severity)
    }

    func analyze(_ source: SourceFile) -> FileOutcome {
        let tree = SyntaxTree(source: source)
        let analysis = check(tree)
        let suppressions = Suppressions(tree).apply(to: locate(analysis.findings, in: source),
                                                    active: enabledIDs)
        let problems = suppressions.problems.filter { finding in
            RuleRegistry.descriptor(for: finding.ruleID).map(options.isEnabled) ?? false
        }
        return FileOutcome(path: source.path, findings: suppressions.kept + locate(problems, in: source),
                           suppressed: suppressions.suppressed, uses: analysis.uses)
    }

    /// Drops deferred findings whose type is covered at every use, and sorts.
    func resolve(_ outcomes: [FileOutcome], contextUses: [TypeUse] = []) -> (findings: [Finding], suppressed: Int) {
        let findings = TypeUseIndex(outcomes.flatMap(\.uses) + contextUses).resolve(outcomes.flatMap(\.findings))
        return (findings.sorted(by: Finding.reportOrder), outcomes.reduce(0) { $0 + $1.suppressed })
    }

    enum FileResult: Sendable {
        case outcome(FileOutcome)
        case problem(FileProblem)
    }

    /// Reads, checks and lints one file; its bytes and tokens are released on return.
    func lintFile(at path: String) -> FileResult {
        switch readSource(at: path) {
        case .problem(let problem): return .problem(problem)
        case .source(let source): return .outcome(analyze(source))
        }
    }

    /// Reads one file as UTF-8 source, within `options.maxFileSize`.
    func readSource(at path: String) -> SourceLoader.Outcome {
        SourceLoader.read(path, maxSize: options.maxFileSize)
    }
}

private struct Occurrence: Hashable {
    let rule: String
    let lineHash: UInt64
}

/// Hands each view to every rule in turn, and records where helpers and
/// custom view types are used. Views inside helpers wait until the walk has
/// seen every use of their helper.
struct RuleVisitor: ViewVisitor {
    let rules: [any Rule.Type]
    var sink: FindingSink
    let helpers: HelperUses
    var uses: [TypeUse] = []
    private var viewsInHelpers: [ViewContext] = []

    init(rules: [any Rule.Type], sink: FindingSink, helpers: HelperUses) {
        self.rules = rules
        self.sink = sink
        self.helpers = helpers
    }

    mutating func visit(_ view: ViewContext) {
        helpers.record(view)
        if helpers.isHelper(view.declaration) {
            viewsInHelpers.append(view)
        } else {
            check(view)
        }
    }

    mutating func checkViewsInHelpers() {
        for view in viewsInHelpers { check(view) }
        viewsInHelpers = []
    }

    private mutating func check(_ view: ViewContext) {
        for (index, rule) in rules.enumerated() {
            sink.current = index
            rule.check(view, &sink)
        }
        let node = view.expression
        if node.kind == .call && view.role == .unknown && view.tree.isCapitalized(node.nameToken) && view.isShown {
            uses.append(TypeUse(typeName: view.tree.text(ofToken: node.nameToken), held: view.conditionsHeldAround,
                                enclosingType: view.enclosingTypeName))
        }
    }
}
