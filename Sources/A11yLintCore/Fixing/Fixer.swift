import A11yLintSyntax

/// Which fixes a run applies.
public enum FixMode: Sendable {
    /// The safe ones (`--fix`).
    case safe
    /// Safe and unsafe ones (`--fix --unsafe-fixes`).
    case all

    func allows(_ fix: Fix) -> Bool {
        self == .all || fix.applicability == .safe
    }
}

/// What fixing one file came to.
public struct FileFix: Sendable {
    public var path: String
    /// The file's text before and after.
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// How many findings the fixes resolved.
    public var fixedCount: Int
    /// Why the file must not be written, when its fixes did not resolve what
    /// they were meant to (a bug in a rule's fix, reported, never written).
    public var failure: String?

    public var changed: Bool { fixed != original && failure == nil }
}

/// Fixes one file: applies the fixes of its findings, lints the result
/// alone and applies again what remains of the same findings, until
/// nothing changes (at most `maximumPasses`). Then it checks the result:
/// each rule must have as many fewer fixable findings as fixes were applied.
public struct Fixer: Sendable {
    public static let maximumPasses = 10
    public let linter: Linter
    public let mode: FixMode

    public init(linter: Linter, mode: FixMode) {
        self.linter = linter
        self.mode = mode
    }

    /// Fixes `source`, starting from `findings` (the run's findings of this
    /// file: suppressed and baselined ones already left out, and findings
    /// that depend on other files judged with them). Later passes lint the
    /// file alone and fix what remains of those findings and what the fixes
    /// themselves brought (a font made to scale that must now adjust), never
    /// a finding the run had judged away.
    public func fix(_ source: SourceFile, findings: [Finding]) -> FileFix {
        var result = FileFix(path: source.path, original: source.bytes, fixed: source.bytes, fixedCount: 0)
        let wanted = Set(findings.map(\.fingerprint))
        let before = Set(linter.lint(source).map(\.fingerprint))
        var candidates = findings
        var applied: [Finding] = []
        for _ in 0..<Self.maximumPasses {
            let fixable = candidates.filter { $0.fix.map(mode.allows) ?? false }
            guard !fixable.isEmpty else { break }
            let outcome = FixApplier.apply(fixable.compactMap(\.fix), to: result.fixed)
            guard !outcome.applied.isEmpty, outcome.bytes != result.fixed else { break }
            applied += outcome.applied.map { fixable[$0] }
            result.fixed = outcome.bytes
            result.fixedCount += outcome.applied.count
            candidates = linter.lint(SourceFile(path: source.path, bytes: outcome.bytes)).filter { finding in
                wanted.contains(finding.fingerprint) || !before.contains(finding.fingerprint)
            }
        }
        // What was fixed must be gone: a fix that leaves its own finding in place is a bug, and is not written.
        let remaining = Set(linter.lint(SourceFile(path: source.path, bytes: result.fixed)).map { "\($0.ruleID) \($0.fingerprint)" })
        if let stuck = applied.first(where: { remaining.contains("\($0.ruleID) \($0.fingerprint)") }) {
            result.failure = "the \(stuck.ruleID) fix did not resolve its finding at line \(stuck.line); the file was not written "
                + "(please report this as a bug)"
        }
        return result
    }
}
