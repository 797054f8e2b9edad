/// Makes text safe to print on a terminal: no file name or message can move
/// the cursor, clear the screen or split a report line.
public enum TextEscaping {
    /// Escapes `\` as `\\`, line breaks and tabs as `\n`, `\r`, `\t`, and other
    /// control characters (C0, DEL, C1) as `\u{…}`.
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for scalar in text.unicodeScalars where isSpecial(scalar) {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        return replacingScalars(in: text) { $0 == "\\" ? "\\\\" : controlEscape($0) }
    }

    /// Escapes control characters only, leaving backslashes alone (for report
    /// lines, where a backslash cannot drive the terminal).
    public static func escapeControlCharacters(_ text: String) -> String {
        // Fast path: C0 controls and DEL are single bytes; C1 controls start with 0xC2 0x80…0x9F.
        var mayNeedWork = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) {
                mayNeedWork = true
                break
            }
            previous = byte
        }
        guard mayNeedWork else { return text }
        return replacingScalars(in: text, controlEscape)
    }

    /// `\n`, `\t`, `\r`, or `\u{…}` for another control character.
    private static func controlEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        }
    }

    /// `text` with each Unicode scalar for which `replacement` returns a string
    /// replaced by it (scalars, not characters: CR LF is one `Character`).
    /// The one loop every escaping in the reports uses.
    public static func replacingScalars(in text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }

    static func isSpecial(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\\" || isControl(scalar)
    }
}
