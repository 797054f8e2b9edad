import A11yLintSyntax

/// How a fix may be applied: `safe` ones only add or restore what assistive
/// technology gets and keep what sighted users see; `unsafe` ones change what
/// users hear or see and need a human's eye.
public enum FixApplicability: String, Sendable, Hashable {
    case safe
    case unsafe
}

/// One replacement of a byte range of a file (an insertion when the range is empty).
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A change to the source that resolves a finding: non-overlapping edits in
/// the finding's file, with a title that says what it does.
public struct Fix: Sendable, Hashable {
    public var title: String
    public var applicability: FixApplicability
    public var edits: [TextEdit]

    public init(title: String, applicability: FixApplicability, edits: [TextEdit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
    }
}

/// One edit of a fix as the reports show it: where it starts and ends
/// (1-based lines, columns in Unicode scalars; the end is exclusive) and
/// its text.
public struct LocatedEdit: Sendable, Hashable {
    public var start: SourceLocation
    public var end: SourceLocation
    public var replacement: String

    public init(start: SourceLocation, end: SourceLocation, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}
