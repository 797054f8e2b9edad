/// Turns the segments of a string literal without interpolation into its value:
/// escapes (`\n`, `\"`, `\u{…}`, and their raw `\#n` forms) are decoded, and a
/// multi-line literal loses its first line break and the closing delimiter's
/// indentation, as the compiler does.
enum StringLiteralDecoder {
    static func decode(tree: SyntaxTree, open: Int32, close: Int32) -> String {
        let bytes = tree.source.bytes
        let openToken = tree.tokens[Int(open)]
        var hashes = 0
        while bytes[Int(openToken.start) + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let isMultiline = openToken.length - hashes == 3

        var raw = [UInt8]()
        for index in Int(open + 1)..<Int(close) where tree.tokens[index].kind == .stringSegment {
            raw.append(contentsOf: bytes[tree.tokens[index].range])
        }
        if isMultiline { raw = removeIndentation(raw) }
        return String(decoding: unescape(raw, hashes: hashes), as: UTF8.self)
    }

    private static func unescape(_ raw: [UInt8], hashes: Int) -> [UInt8] {
        var result = [UInt8]()
        result.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            var after = index + 1
            var matched = 0
            while byte == UInt8(ascii: "\\") && matched < hashes && after < raw.count && raw[after] == UInt8(ascii: "#") {
                matched += 1
                after += 1
            }
            guard byte == UInt8(ascii: "\\"), matched == hashes, after < raw.count else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = raw[after]
            index = after + 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "0"): result.append(0)
            case 0x0A, 0x0D:
                // Line continuation in a multi-line literal.
                if escaped == 0x0D && index < raw.count && raw[index] == 0x0A { index += 1 }
            case UInt8(ascii: "u"):
                index = appendUnicodeEscape(raw, from: index, into: &result)
            default:
                result.append(escaped)
            }
        }
        return result
    }

    /// Decodes `{1F600}` after `\u`; returns the index after the closing brace.
    private static func appendUnicodeEscape(_ raw: [UInt8], from start: Int, into result: inout [UInt8]) -> Int {
        guard start < raw.count, raw[start] == UInt8(ascii: "{") else { return start }
        var index = start + 1
        var value: UInt32 = 0
        while index < raw.count, raw[index] != UInt8(ascii: "}"), index - start <= 8 {
            guard let digit = hexValue(raw[index]) else { return index }
            value = value &* 16 &+ digit
            index += 1
        }
        if let scalar = Unicode.Scalar(value) { result.append(contentsOf: Array(String(Character(scalar)).utf8)) }
        return index < raw.count ? index + 1 : index
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Drops the line break after the opening `"""`, the last line (the closing
    /// delimiter's indentation) and that indentation from every line.
    private static func removeIndentation(_ raw: [UInt8]) -> [UInt8] {
        var lines = raw.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
            line.last == 0x0D ? line.dropLast() : line
        }
        guard lines.count >= 2 else { return raw }
        lines.removeFirst()
        let indentation = lines.removeLast()
        guard indentation.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return raw }
        var result = [UInt8]()
        for (number, line) in lines.enumerated() {
            if number > 0 { result.append(0x0A) }
            result.append(contentsOf: line.starts(with: indentation) ? line.dropFirst(indentation.count) : line)
        }
        return result
    }
}
