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
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in normalizedLine(line).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The rule, path and line hash folded into 16 hex digits, with the occurrence index.
    public static func make(rule: String, path: String, lineHash: UInt64, occurrence: Int) -> String {
        var hash = lineHash
        for part in [rule, path] {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= 0xFF
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ":\(occurrence)"
    }
}
