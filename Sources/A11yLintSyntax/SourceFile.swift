#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one Swift source file and the table of where its lines start.
///
/// Everything inside the linter works with byte offsets; lines and columns are
/// computed only at the edge (reports, debug output) from the line table.
/// `\n`, `\r\n` and a lone `\r` all end a line. A leading UTF-8 byte order mark
/// is not part of line 1, so columns on the first line are not shifted by it.
public struct SourceFile: Sendable {
    /// The path as it should appear in reports (as given by the user).
    public let path: String
    /// The raw file content, which need not be valid UTF-8.
    public let bytes: [UInt8]
    /// Byte offset where each line starts; `lineStarts[0]` skips a byte order mark.
    public let lineStarts: [Int]

    /// The largest file the syntax tree can address: token indices and byte
    /// offsets are 32-bit. Readers refuse larger files with a message.
    public static let maximumSize = Int(Int32.max)

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = SourceFile.computeLineStarts(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Length in bytes of a leading UTF-8 byte order mark (0 or 3).
    public var byteOrderMarkLength: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    public var lineCount: Int { lineStarts.count }

    /// Whether the bytes are well-formed UTF-8 (after an optional byte order mark).
    /// ASCII runs are checked eight bytes at a time.
    public var isValidUTF8: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index < buffer.count {
                if index + 8 <= buffer.count
                    && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                } else if buffer[index] < 0x80 {
                    index += 1
                } else if let (_, length) = decodeScalar(buffer, at: index) {
                    index += length
                } else {
                    return false
                }
            }
            return true
        }
    }

    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [Int]()
        starts.reserveCapacity(bytes.count / 32 + 1)
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        starts.append(bom)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > bom else { return }
            let end = base + buffer.count
            if memchr(base + bom, 0x0D, buffer.count - bom) == nil {
                // No carriage return: every line ends with \n; let memchr find them.
                var cursor = base + bom
                while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
                    let newline = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                    starts.append(newline - base + 1)
                    cursor = newline + 1
                }
                return
            }
            var index = bom
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < buffer.count && buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        return starts
    }

    /// The 0-based line index holding `offset` (binary search in the line table).
    public func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// 1-based line and 1-based column counted in UTF-8 bytes.
    public func byteLocation(ofOffset offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(ofOffset: offset)
        return (line + 1, max(offset - lineStarts[line], 0) + 1)
    }

    /// 1-based line and 1-based column counted in Unicode scalars (the unit of
    /// every report). An invalid byte counts as one column. Costs the length
    /// of the line; use a `SourceLocator` for many queries.
    public func location(ofOffset offset: Int) -> SourceLocation {
        var locator = SourceLocator(self)
        return locator.location(ofOffset: offset)
    }

    /// Byte offset where the line (0-based) ends, excluding its line break.
    public func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line] && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return end
    }

    /// The text of a 0-based line without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 0 && line < lineStarts.count else { return "" }
        return text(lineStarts[line]..<lineEnd(line))
    }

    /// The text of a byte range (invalid UTF-8 is replaced by U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[lower..<upper]), as: UTF8.self)
        }
    }

    /// Number of bytes of the UTF-8 scalar starting at `index` (not reaching
    /// past `limit`); 1 for a byte that starts no valid scalar, so each
    /// invalid byte is one column. Same validation as the lexer's.
    public static func scalarLength(_ bytes: [UInt8], at index: Int, limit: Int) -> Int {
        if bytes[index] < 0x80 { return 1 }
        return bytes.withUnsafeBufferPointer { buffer in
            decodeScalar(UnsafeBufferPointer(rebasing: buffer[..<limit]), at: index)?.length ?? 1
        }
    }
}

/// What a column counts: Unicode scalars (the text reports, like the Swift
/// compiler's diagnostics), UTF-16 code units (the Language Server Protocol's
/// default) or bytes.
public enum ColumnUnit: Sendable {
    case scalars, utf16, bytes
}

/// Converts byte offsets to lines and columns, remembering where the last
/// query ended: queries in increasing order cost linear time in total, even
/// on a single 10 MB line.
public struct SourceLocator {
    let source: SourceFile
    let unit: ColumnUnit
    private var line = -1
    private var offset = 0
    private var column = 1

    public init(_ source: SourceFile, unit: ColumnUnit = .scalars) {
        self.source = source
        self.unit = unit
    }

    public mutating func location(ofOffset requested: Int) -> SourceLocation {
        let target = min(max(requested, 0), source.bytes.count)
        let targetLine = source.lineIndex(ofOffset: target)
        if targetLine != line || target < offset {
            line = targetLine
            offset = source.lineStarts[targetLine]
            column = 1
        }
        if unit == .bytes {
            column += target - offset
            offset = target
        }
        while offset < target {
            let length = SourceFile.scalarLength(source.bytes, at: offset, limit: target)
            offset += length
            column += unit == .utf16 && length == 4 ? 2 : 1
        }
        return SourceLocation(line: line + 1, column: column)
    }
}

/// A 1-based line and column (the column counted in the locator's unit).
public struct SourceLocation: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
