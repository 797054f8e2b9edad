/// One accessibility gap found in a file: its byte range and fix, and where
/// the reports show it (1-based lines; columns count Unicode scalars). An
/// editor that needs other columns locates `range` with `SourceLocator`.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The path as the user gave it (or as discovered under a folder they gave).
    public var path: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// The text of the finding's first line, for code frames and fingerprints.
    public var sourceLine: String
    /// How many findings of the same rule came before it on lines with the
    /// same normalised text (0 for the first).
    public var occurrence: Int
    /// Stable identity that survives lines being inserted above the finding.
    public var fingerprint: String
    /// Byte offsets in the file.
    public var range: Range<Int>
    /// The change that resolves the finding, if the rule knows one.
    public var fix: Fix?
    /// The fix's edits, located as the finding is.
    public var fixEdits: [LocatedEdit] = []

    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, sourceLine: String, occurrence: Int = 0, fingerprint: String,
                range: Range<Int> = 0..<0, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.sourceLine = sourceLine
        self.occurrence = occurrence
        self.fingerprint = fingerprint
        self.range = range
        self.fix = fix
    }

    /// `[*]` when `--fix` fixes the finding, `[* unsafe]` when only
    /// `--fix --unsafe-fixes` does (as ruff marks fixable findings).
    public var fixMarker: String? {
        fix.map { $0.applicability == .safe ? "[*]" : "[* unsafe]" }
    }

    /// The message followed by the fix marker, for formats with no field for it.
    public var messageWithFixMarker: String {
        fixMarker.map { message + " " + $0 } ?? message
    }

    /// The report order: path, line, column, rule, then message.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message.utf8.lexicographicallyPrecedes(rhs.message.utf8)
    }
}
