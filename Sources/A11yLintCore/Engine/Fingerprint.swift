/// Stable identities for findings that survive edits elsewhere in a file:
/// rule + path + the finding's source line with whitespace normalised + how
/// many identical lines came before. Line numbers are not part of it.
public enum Fingerprint {
    /// A line with its whitespace normalised: trimmed, runs of spaces and
    /// tabs collapsed to one space. What baselines store and fingerprints hash.
    public static func normalizedLine(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// A 64-bit FNV-1a hash of the normalised line.
    public static func lineHash(_ line: String) -> UInt64 {
        FNV1a.hash(normalizedLine(line).utf8)
    }

    /// The rule, path and line hash folded into 16 hex digits, with the occurrence index.
    public static func make(rule: String, path: String, lineHash: UInt64, occurrence: Int) -> String {
        var hash = lineHash
        for part in [rule, path] {
            hash = FNV1a.fold(FNV1a.hash(part.utf8, from: hash), 0xFF)
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ":\(occurrence)"
    }
}
