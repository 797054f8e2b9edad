/// A finding as a rule reports it, before it is located: a byte range of its
/// file, and the fix if the rule has one. Lines and columns are computed once,
/// at the edge, from the range.
public struct RawFinding: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Byte offsets in the file.
    public var range: Range<Int>
    public var fix: Fix?
    /// Set when the finding depends on where the view's type is used.
    public var deferral: Deferral?

    public init(ruleID: String, severity: Severity, message: String, range: Range<Int>, fix: Fix? = nil,
                deferral: Deferral? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.fix = fix
        self.deferral = deferral
    }
}
