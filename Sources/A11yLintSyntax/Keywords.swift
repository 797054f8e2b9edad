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

    /// Words packed little-endian into two 64-bit halves, sorted by length;
    /// `firstOfLength[n]..<firstOfLength[n + 1]` are the words of length `n`.
    static let packed: [(low: UInt64, high: UInt64)] = table.words
    static let firstOfLength: [Int] = table.starts
    /// Bit `b` of word `b >> 6` is set when a reserved word starts with byte `b`.
    static let firstBytes: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 4)
        for word in all { let byte = Int(word.utf8.first!); bits[byte >> 6] |= 1 << UInt64(byte & 63) }
        return bits
    }()

    private static let table: (words: [(low: UInt64, high: UInt64)], starts: [Int]) = {
        let sorted = all.map { Array($0.utf8) }.sorted { $0.count < $1.count }
        var starts = [Int](repeating: sorted.count, count: 18)
        for (index, word) in sorted.enumerated().reversed() { starts[word.count] = index }
        for length in stride(from: 16, through: 0, by: -1) where starts[length] > starts[length + 1] {
            starts[length] = starts[length + 1]
        }
        let words = sorted.map { word in word.withUnsafeBufferPointer { pack($0, 0, word.count) } }
        return (words, starts)
    }()

    @inline(__always)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<count {
            let value = UInt64(bytes[start + index])
            if index < 8 { low |= value << (8 * UInt64(index)) } else { high |= value << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }
}

/// The reserved-word table as the lexer reads it: unsafe buffers taken once
/// per file, so the per-identifier check touches no reference counts.
struct ReservedWordTable {
    let words: UnsafeBufferPointer<(low: UInt64, high: UInt64)>
    let firstOfLength: UnsafeBufferPointer<Int>
    let firstBytes: UnsafeBufferPointer<UInt64>

    /// True when the bytes `start..<start+count` spell a reserved word.
    @inline(__always)
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Bool {
        guard count <= 15 else { return false }
        let byte = Int(bytes[start])
        guard firstBytes[byte >> 6] & (1 << UInt64(byte & 63)) != 0 else { return false }
        let first = firstOfLength[count]
        let end = firstOfLength[count + 1]
        guard first < end else { return false }
        let packed = ReservedWords.pack(bytes, start, count)
        for index in first..<end where words[index] == packed { return true }
        return false
    }
}
