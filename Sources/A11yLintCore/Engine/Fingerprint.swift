/// Stable identities for findings that survive edits elsewhere in a file:
/// rule + path + the finding's source line with whitespace normalised + how
/// many identical lines came before. Line numbers are not part of it.
public enum Fingerprint {
    /// A 64-bit FNV-1a hash of a line with its whitespace normalised (trimmed,
    /// runs collapsed to one space), computed without building that string.
    public static func lineHash(_ line: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var pendingSpace = false
        var started = false
        for byte in line.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                pendingSpace = started
                continue
            }
            if pendingSpace {
                hash = (hash ^ 0x20) &* 0x0000_0100_0000_01B3
                pendingSpace = false
            }
            started = true
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
