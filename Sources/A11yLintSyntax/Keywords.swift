/// Swift's reserved words: the identifiers the lexer classifies as `keyword`.
/// Contextual keywords stay identifiers (as in swift-syntax's lexer).
enum ReservedWords {
    static let all: [String] = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while", "_",
    ]

    /// Words packed little-endian into two 64-bit halves, bucketed by length.
    private static let buckets: [[(UInt64, UInt64)]] = {
        var buckets = [[(UInt64, UInt64)]](repeating: [], count: 17)
        for word in all {
            let bytes = Array(word.utf8)
            buckets[bytes.count].append(bytes.withUnsafeBufferPointer { pack($0, 0, bytes.count) })
        }
        return buckets
    }()

    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<count {
            let value = UInt64(bytes[start + index])
            if index < 8 { low |= value << (8 * UInt64(index)) } else { high |= value << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }

    /// True when the bytes `start..<start+count` spell a reserved word.
    @inline(__always)
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Bool {
        guard count <= 15 else { return false }
        let bucket = buckets[count]
        if bucket.isEmpty { return false }
        let packed = pack(bytes, start, count)
        for candidate in bucket where candidate == packed { return true }
        return false
    }
}
