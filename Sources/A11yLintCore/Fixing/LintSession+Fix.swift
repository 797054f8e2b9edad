import A11yLintSyntax

/// `--fix` in a run: working out each file's fixes, and writing them.
extension LintSession {
    /// Works out the fixes of each file with fixable findings (suppressed and
    /// baselined ones are already gone). A file whose lines no longer match
    /// the findings (it changed since it was read) is left alone.
    func fix(_ run: LintRun, _ input: LintInput, _ fixer: Fixer) -> [FileFix] {
        let byPath = Dictionary(grouping: run.findings.filter { $0.fix.map(fixer.mode.allows) ?? false }, by: \.path)
        var inMemory: [String: SourceFile] = [:]
        if case .inMemory(let sources, _) = input { for source in sources { inMemory[source.path] = source } }
        return byPath.keys.sorted().compactMap { path in
            let findings = byPath[path] ?? []
            let source: SourceFile
            if let held = inMemory[path] {
                source = held
            } else {
                guard case .bytes(let bytes) = FileReader.read(PathNormalizer.absolute(path, cwd: cwd), maxSize: Int(Int32.max))
                else { return nil }
                source = SourceFile(path: path, bytes: bytes)
            }
            guard findings.allSatisfy({ source.lineText($0.line - 1) == $0.sourceLine }) else {
                var stale = FileFix(path: path, original: source.bytes, fixed: source.bytes, fixedCount: 0)
                stale.failure = "changed on disk since it was read; not fixed"
                return stale
            }
            return fixer.fix(source, findings: findings)
        }
    }

    /// Writes the changed files (atomically; an in-memory source is replaced
    /// in the input instead) and lints again what the fixes left: that is
    /// what the report shows and the exit code judges. A file that could not
    /// be written is a problem of the run, and its fixes do not count.
    func write(_ fixes: [FileFix], over run: inout LintRun, baseline recorded: inout (path: String, baseline: Baseline)?,
               _ input: LintInput, _ linter: Linter, _ settings: SessionSettings) throws {
        let changed = fixes.filter(\.changed)
        guard !changed.isEmpty else { return }
        var problems: [FileProblem] = []
        var fixedInput = input
        if case .inMemory(let sources, let filtered) = input {
            let fixed = Dictionary(changed.map { ($0.path, $0.fixed) }, uniquingKeysWith: { first, _ in first })
            fixedInput = .inMemory(sources.map { SourceFile(path: $0.path, bytes: fixed[$0.path] ?? $0.bytes) }, filtered: filtered)
        } else {
            problems = changed.compactMap {
                AtomicWriter.replace(PathNormalizer.absolute($0.path, cwd: cwd), expected: $0.original, with: $0.fixed)
            }
        }
        run = try lint(fixedInput, linter, settings)
        recorded = try applyBaseline(to: &run, settings)
        run.fixed = changed.filter { fix in !problems.contains { $0.path == fix.path } }.reduce(0) { $0 + $1.fixedCount }
        run.problems += problems
    }
}
