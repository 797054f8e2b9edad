/// Applies fixes to a file's bytes in one pass: fixes are taken in source
/// order, and one whose edits overlap (or touch at the same insertion point)
/// an edit already taken waits for the next pass, when the file is linted
/// again.
public enum FixApplier {
    /// `bytes` with the non-overlapping fixes of `fixes` applied, and the
    /// positions in `fixes` of those that were.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [Int]) {
        let start = { (fix: Fix) in fix.edits.map(\.range.lowerBound).min() ?? 0 }
        let ordered = fixes.indices.filter { !fixes[$0].edits.isEmpty }.sorted { start(fixes[$0]) < start(fixes[$1]) }
        var taken: [TextEdit] = []
        var applied: [Int] = []
        for index in ordered where fixes[index].edits.allSatisfy({ edit in
            edit.range.upperBound <= bytes.count && !taken.contains { overlaps($0.range, edit.range) }
        }) {
            taken += fixes[index].edits
            applied.append(index)
        }
        var result = bytes
        // From the end, so earlier offsets stay valid.
        for edit in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }

    /// Two ranges share a byte, or are insertions (or an insertion and an
    /// edge) at the same offset, whose order would be ambiguous.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty { return a.lowerBound >= b.lowerBound && a.lowerBound <= b.upperBound
            || b.lowerBound >= a.lowerBound && b.lowerBound <= a.upperBound }
        return a.overlaps(b)
    }
}
