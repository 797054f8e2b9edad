import Foundation

/// Findings recorded to be tolerated: a run with a baseline reports only
/// what is not in it. Entries match by rule, file and the finding's source
/// line with whitespace normalised (plus which occurrence of that line it is),
/// never by line number, so unrelated edits do not break the match.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Hashable, Sendable, Comparable {
        public var file: String
        public var rule: String
        public var line: String
        public var occurrence: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.line, lhs.occurrence) < (rhs.file, rhs.rule, rhs.line, rhs.occurrence)
        }
    }

    public var entries: Set<Entry>

    public init(entries: Set<Entry> = []) {
        self.entries = entries
    }

    /// The entry for a finding; paths are stored relative to `base` (the
    /// baseline file's folder), given the working directory `cwd`.
    public static func entry(for finding: Finding, base: String, cwd: String) -> Entry {
        Entry(file: PathNormalizer.relative(finding.path, to: base, cwd: cwd),
              rule: finding.ruleID, line: Fingerprint.normalizedLine(finding.sourceLine), occurrence: finding.occurrence)
    }

    /// `entry` with its path, relative to the folder `from`, made relative to the folder `to`.
    public static func rebased(_ entry: Entry, from: String, to: String) -> Entry {
        guard from != to else { return entry }
        var moved = entry
        moved.file = PathNormalizer.relative(entry.file, to: to, cwd: from)
        return moved
    }

    /// The baseline of some findings, with paths relative to `base`.
    public init(findings: [Finding], base: String, cwd: String) {
        self.init(entries: Set(findings.map { Baseline.entry(for: $0, base: base, cwd: cwd) }))
    }

    /// Leaves out of `run` the findings the baseline holds, and counts them
    /// and the entries no finding matches any more (fixed, or moved). Only
    /// entries for files the run linted can be stale: linting part of the
    /// tree says nothing about the rest. Returns the baseline pruned of the
    /// stale entries, to write back.
    public func apply(to run: inout LintRun, base: String, cwd: String) -> Baseline {
        var matched = Set<Entry>()
        var new: [Finding] = []
        for finding in run.findings {
            let entry = Baseline.entry(for: finding, base: base, cwd: cwd)
            if entries.contains(entry) { matched.insert(entry) } else { new.append(finding) }
        }
        let linted = Set(run.files.map { PathNormalizer.relative($0, to: base, cwd: cwd) })
        let elsewhere = entries.filter { !linted.contains($0.file) }
        run.baselined = run.findings.count - new.count
        run.staleBaselineEntries = entries.count - elsewhere.count - matched.count
        run.findings = new
        return Baseline(entries: matched.union(elsewhere))
    }

    /// Sorted, stable JSON that diffs well in review.
    public func rendered() -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("findings", .array(entries.sorted().map { entry in
                .object([
                    ("file", .string(entry.file)),
                    ("rule", .string(entry.rule)),
                    ("line", .string(entry.line)),
                    ("occurrence", .int(entry.occurrence)),
                ])
            })),
        ]).rendered()
    }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(message: "\(path): cannot read the baseline file")
        }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              root["version"] as? Int == 1, let findings = root["findings"] as? [[String: Any]] else {
            throw ConfigurationError(message: "\(path): not an a11y-lint baseline (expected {\"version\": 1, \"findings\": [...]})")
        }
        var entries = Set<Entry>()
        for (index, item) in findings.enumerated() {
            guard let file = item["file"] as? String, let rule = item["rule"] as? String, let line = item["line"] as? String,
                  let occurrence = item["occurrence"] as? Int else {
                throw ConfigurationError(message: "\(path): findings[\(index)]: needs file, rule, line and occurrence")
            }
            entries.insert(Entry(file: file, rule: rule, line: line, occurrence: occurrence))
        }
        return Baseline(entries: entries)
    }
}
