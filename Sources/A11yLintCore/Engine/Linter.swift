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
    /// Findings fixed by `--fix` before these were found.
    public var fixed = 0

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
    /// Every rule id the run knows (enabled or not), with the suppression rules.
    private let knownRules: [String: RuleDescriptor]
    private let knownIDs: Set<String>
    private let dispatcher: RuleDispatcher
    /// The rules about Dynamic Type and touch, whose findings in code built only for macOS are dropped.
    private let macSkippingRules: Set<String>

    /// A linter running the enabled ones of `rules` (every registered rule by default).
    public init(options: LintOptions = LintOptions(), rules: [any Rule.Type] = RuleRegistry.all) {
        self.options = options
        self.rules = rules.filter { options.isEnabled($0.descriptor) }
        self.enabledRules = self.rules.map { $0.descriptor }
        self.enabledIDs = Set(enabledRules.map(\.id))
        self.knownRules = Dictionary((rules.map { $0.descriptor } + SuppressionRules.all).map { ($0.id, $0) },
                                     uniquingKeysWith: { first, _ in first })
        self.knownIDs = Set(knownRules.keys)
        self.dispatcher = RuleDispatcher(self.rules)
        self.macSkippingRules = Set(enabledRules.filter(\.skipsMacOnlyCode).map(\.id))
    }

    /// What the rules report on a parsed file, and the uses of custom view types in it.
    public struct Analysis: Sendable {
        public var findings: [RawFinding]
        public var uses: [ScopeUse]
        public var references: TypeReferences
    }

    /// One file's located findings (with their deferrals), how many were
    /// suppressed, and its type uses.
    struct FileOutcome: Sendable {
        var path: String
        var findings: [(Finding, Deferral?)]
        var suppressed: Int
        var uses: [ScopeUse]
        var references: TypeReferences
    }

    /// Lints one file held in memory; findings that depend on where a view
    /// type is used are resolved against this file's uses. Findings are sorted.
    public func lint(_ source: SourceFile) -> [Finding] {
        resolve([analyze(source, file: 0)]).findings
    }

    /// Lints files held in memory on all cores (or `options.jobs`); findings
    /// are sorted. `context` as in `lint(paths:context:including:)`; a file
    /// there with the same path as a source is skipped (its copy on disk may be stale).
    public func lint(sources: [SourceFile], context: [String] = [],
                     including isIncluded: (String) -> Bool = { _ in true }) -> LintRun {
        let platforms = PackagePlatforms.platforms(of: sources.map(\.path))
        let outcomes = ParallelMap.map(count: sources.count, jobs: options.jobs) {
            analyze(sources[$0], file: $0, platforms: platforms[sources[$0].path] ?? .init())
        }
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
        let platforms = PackagePlatforms.platforms(of: files)
        let results = ParallelMap.map(count: files.count, jobs: options.jobs) {
            lintFile(at: files[$0], file: $0, platforms: platforms[files[$0]] ?? .init())
        }
        var outcomes: [FileOutcome] = []
        var problems = discovery.problems
        for result in results {
            switch result {
            case .outcome(let outcome): outcomes.append(outcome)
            case .problem(let problem): problems.append(problem)
            }
        }
        problems.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let interface = interfaceParts(discovery.interfaceFiles.filter(isIncluded), for: outcomes)
        let resolved = resolve(outcomes, contextUses: interface
                                   + uses(in: context, for: outcomes, skipping: files, including: isIncluded))
        return LintRun(findings: resolved.findings, problems: problems, files: outcomes.map(\.path),
                       suppressed: resolved.suppressed)
    }

    /// The uses of helpers and custom view types in the Swift files under
    /// `context`, except `skipped` ones, by file, when some finding of
    /// `outcomes` waits on them. No rule runs on those files; files that
    /// cannot be read add nothing.
    private func uses(in context: [String], for outcomes: [FileOutcome], skipping skipped: [String],
                      including isIncluded: (String) -> Bool) -> [ContextPart] {
        guard !context.isEmpty, outcomes.contains(where: { $0.findings.contains { $0.1 != nil } }) else { return [] }
        let discovery = FileDiscovery.discover(context, skipping: skipped)
        let files = discovery.files.filter(isIncluded)
        let platforms = PackagePlatforms.platforms(of: files)
        return ParallelMap.map(count: files.count, jobs: options.jobs) { index -> ContextPart in
            guard case .source(let source) = readSource(at: files[index]) else { return ContextPart(path: files[index]) }
            // Numbered after the linted files, so their helpers stay apart.
            return contextPart(of: source, file: outcomes.count + index, platforms: platforms[files[index]] ?? .init())
        } + interfaceParts(discovery.interfaceFiles.filter(isIncluded), for: outcomes)
    }

    /// The names storyboards, nibs, property lists and Objective-C sources
    /// mention, when some finding of `outcomes` sits in a class they could
    /// make (`UnshownOwner.decodableClass`). A file that cannot be read
    /// (or is over `options.maxFileSize`) says so, and no such class is then judged unshown.
    private func interfaceParts(_ files: [String], for outcomes: [FileOutcome]) -> [ContextPart] {
        let waits = outcomes.contains { outcome in
            outcome.findings.contains { $0.1?.owners.contains(where: \.isDecodableClass) ?? false }
        }
        guard waits, !files.isEmpty else { return [] }
        return ParallelMap.map(count: files.count, jobs: options.jobs) { index -> ContextPart in
            var bytes: [UInt8]?
            if case .bytes(let read) = FileReader.read(files[index], maxSize: options.maxFileSize) { bytes = read }
            let references = TypeReferences(interfaceFile: bytes,
                                            isInterfaceBuilder: InterfaceFile.isInterfaceBuilderFile(files[index]))
            return ContextPart(path: files[index], references: references)
        }
    }

    /// Runs the rules over a parsed file; `file` numbers it in the run (for its helpers' uses).
    public func check(_ tree: SyntaxTree, file: Int = 0, platforms: FilePlatforms = .init()) -> Analysis {
        guard !dispatcher.isEmpty else { return Analysis(findings: [], uses: [], references: TypeReferences()) }
        return walk(tree, file: file, dispatcher: dispatcher, platforms: platforms)
    }

    /// The single walk over a file, handing each node to the rules that asked
    /// for it and recording where custom view types are used.
    private func walk(_ tree: SyntaxTree, file: Int, dispatcher: RuleDispatcher,
                      platforms: FilePlatforms = .init()) -> Analysis {
        let facts = AccessibilityFacts(tree: tree, components: options.components, ruleOptions: options.ruleOptions,
                                       platforms: platforms)
        let uikit = UIKitModel(tree)
        var visitor = RuleVisitor(dispatcher: dispatcher, facts: facts, uikit: uikit, helpers: HelperUses(tree, file: file))
        var walker = ViewWalker(facts: facts, uses: visitor.helpers)
        walker.walk(&visitor)
        visitor.checkViewsInHelpers(cache: walker.cache)
        dispatcher.check(uikit: uikit, in: visitor.file, &visitor.sink)
        var findings = visitor.sink.findings
        // Tests are not shipped: nothing is reported there, and the views they build are not uses.
        if !findings.isEmpty || !visitor.uses.isEmpty, TestCode.isTestFile(tree) {
            findings.removeAll()
            visitor.uses.removeAll()
        }
        // Debug-only code, and fallbacks for iOS versions the project no longer supports, never reach
        // users: nothing is reported there, and their mentions do not count.
        let debugOnly = (DebugOnlyRegions.ranges(in: tree)
            + AvailabilityCheck.unsupportedFallbacks(in: tree, iOSMinimum: platforms.iOSMinimum)).sorted { $0.lowerBound < $1.lowerBound }
        if !debugOnly.isEmpty { findings.removeAll { finding in debugOnly.contains { $0.contains(finding.range.lowerBound) } } }
        if !macSkippingRules.isEmpty {
            findings.removeAll { macSkippingRules.contains($0.ruleID) && facts.isMacOnly(offset: $0.range.lowerBound) }
        }
        let owners = UnshownOwners(tree)
        if !findings.isEmpty { Self.deferToOwners(&findings, owners) }
        return Analysis(findings: findings, uses: visitor.uses,
                        references: TypeReferences(tree, uikit: uikit, debugOnly: debugOnly, owners: owners))
    }

    /// Gives raw findings their lines, columns, configured severity and
    /// fingerprints, keeping each one's deferral: the one place findings are
    /// located. Only those `kept` marks are returned, but every finding counts
    /// for the occurrence numbers of the fingerprints, so silencing one does
    /// not change the identity of another.
    public func locate(_ raw: [RawFinding], in source: SourceFile, kept: [Bool]? = nil) -> [(Finding, Deferral?)] {
        // How many findings of a rule came before on lines with the same normalised text.
        var occurrences: [Occurrence: Int] = [:]
        var startLocator = SourceLocator(source)
        var endLocator = SourceLocator(source)
        var editLocator = SourceLocator(source)
        let order = raw.indices.sorted { (raw[$0].range.lowerBound, raw[$0].ruleID) < (raw[$1].range.lowerBound, raw[$1].ruleID) }
        var cachedLine = (index: -1, text: "", hash: UInt64(0))
        var located: [(Finding, Deferral?)] = []
        located.reserveCapacity(raw.count)
        for index in order {
            let finding = raw[index]
            let line = source.lineIndex(ofOffset: min(max(finding.range.lowerBound, 0), source.bytes.count))
            if cachedLine.index != line {
                let text = source.lineText(line)
                cachedLine = (line, text, Fingerprint.lineHash(text))
            }
            let key = Occurrence(rule: finding.ruleID, lineHash: cachedLine.hash)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            guard kept?[index] ?? true else { continue }
            let start = startLocator.location(ofOffset: finding.range.lowerBound)
            let end = endLocator.location(ofOffset: finding.range.upperBound)
            var result = Finding(
                ruleID: finding.ruleID, severity: severity(of: finding),
                message: finding.message, path: source.path, line: start.line, column: start.column,
                endLine: end.line, endColumn: end.column, sourceLine: cachedLine.text, occurrence: occurrence,
                fingerprint: Fingerprint.make(rule: finding.ruleID, path: source.path, lineHash: cachedLine.hash,
                                              occurrence: occurrence),
                range: finding.range, fix: finding.fix)
            result.fixEdits = finding.fix?.edits.map { edit in
                LocatedEdit(start: editLocator.location(ofOffset: edit.range.lowerBound),
                            end: editLocator.location(ofOffset: edit.range.upperBound), replacement: edit.replacement)
            } ?? []
            located.append((result, finding.deferral))
        }
        return located
    }

    private func severity(of finding: RawFinding) -> Severity {
        guard !options.severities.isEmpty, let rule = knownRules[finding.ruleID] else { return finding.severity }
        return options.severity(of: rule, reported: finding.severity)
    }

    /// Parses and checks one file, applies its suppressions and locates what is left.
    func analyze(_ source: SourceFile, file: Int, platforms: FilePlatforms = .init()) -> FileOutcome {
        let tree = SyntaxTree(source: source)
        let analysis = check(tree, file: file, platforms: platforms)
        let suppressions = Suppressions(tree).apply(to: analysis.findings, in: source, active: enabledIDs,
                                                    known: knownIDs)
        let problems = suppressions.problems.filter { knownRules[$0.ruleID].map(options.isEnabled) ?? false }
        return FileOutcome(path: source.path,
                           findings: locate(analysis.findings, in: source, kept: suppressions.kept) + locate(problems, in: source),
                           suppressed: suppressions.suppressed, uses: analysis.uses, references: analysis.references)
    }

    /// Defers findings to the code around them that the app may never show.
    private static func deferToOwners(_ findings: inout [RawFinding], _ owners: UnshownOwners) {
        for index in findings.indices {
            let found = owners.owners(of: findings[index].range.lowerBound)
            guard !found.isEmpty else { continue }
            findings[index].deferral = findings[index].deferral ?? Deferral(scope: nil, conditions: [])
            findings[index].deferral?.owners = found
        }
    }

    /// Drops deferred findings whose type is covered at every use, and sorts.
    func resolve(_ outcomes: [FileOutcome], contextUses: [ContextPart] = [])
        -> (findings: [Finding], suppressed: Int) {
        var index = UseIndex()
        for outcome in outcomes { index.update(outcome.path, uses: outcome.uses, references: outcome.references) }
        for part in contextUses { index.update(part.path, uses: part.uses, references: part.references) }
        let findings = index.resolve(outcomes.flatMap(\.findings))
        return (findings.sorted(by: Finding.reportOrder), outcomes.reduce(0) { $0 + $1.suppressed })
    }

    /// What a context file (read only for uses) adds to the run: where it
    /// uses custom view types and which types it names. An editor server
    /// keeps one per workspace file and renews it when the file changes.
    public struct ContextPart: Sendable {
        public var path: String
        var uses: [ScopeUse] = []
        var references = TypeReferences()
    }

    /// The context part of one file (no rule runs on it). `file` numbers it
    /// apart from the linted files; `platforms` is what its folders and
    /// project say (code no supported iOS runs names nothing).
    public func contextPart(of source: SourceFile, file: Int, platforms: FilePlatforms = .init()) -> ContextPart {
        let analysis = walk(SyntaxTree(source: source), file: file, dispatcher: Linter.noRules, platforms: platforms)
        return ContextPart(path: source.path, uses: analysis.uses, references: analysis.references)
    }

    /// Lints sources held in memory, judging custom view types with the uses
    /// in `context` too (parts for the same paths as `sources` are skipped:
    /// the sources are newer).
    public func lint(sources: [SourceFile], contextParts context: [ContextPart]) -> LintRun {
        let paths = Set(sources.map(\.path))
        let platforms = PackagePlatforms.platforms(of: sources.map(\.path))
        let outcomes = ParallelMap.map(count: sources.count, jobs: options.jobs) {
            analyze(sources[$0], file: $0, platforms: platforms[sources[$0].path] ?? .init())
        }
        let resolved = resolve(outcomes, contextUses: context.filter { !paths.contains($0.path) })
        return LintRun(findings: resolved.findings, problems: [], files: sources.map(\.path), suppressed: resolved.suppressed)
    }

    enum FileResult: Sendable {
        case outcome(FileOutcome)
        case problem(FileProblem)
    }

    /// Reads, checks and lints one file (`platforms`: what its folders and
    /// package say it builds for); its bytes and tokens are released on return.
    func lintFile(at path: String, file: Int, platforms: FilePlatforms = .init()) -> FileResult {
        switch readSource(at: path) {
        case .problem(let problem): return .problem(problem)
        case .source(let source): return .outcome(analyze(source, file: file, platforms: platforms))
        }
    }

    /// Reads one file as UTF-8 source, within `options.maxFileSize`.
    func readSource(at path: String) -> SourceLoader.Outcome {
        SourceLoader.read(path, maxSize: options.maxFileSize)
    }
}

extension Linter {
    /// Walks a file for type uses only.
    static let noRules = RuleDispatcher([])
}

private struct Occurrence: Hashable {
    let rule: String
    let lineHash: UInt64
}

