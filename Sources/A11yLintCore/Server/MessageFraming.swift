import Foundation

/// The Language Server Protocol's base protocol: JSON-RPC messages, each
/// after a `Content-Length: N` header and an empty line. Bytes arrive in any
/// pieces; complete messages come out in order. A header without a usable
/// length is skipped up to its empty line, so garbage cannot wedge the stream.
public struct MessageFramer: Sendable {
    private var buffer: [UInt8] = []
    /// The largest message accepted (64 MiB): a bigger length is refused, not awaited.
    public static let maximumLength = 64 << 20

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message body, if one has arrived.
    public mutating func next() -> [UInt8]? {
        while let headerEnd = Self.find([13, 10, 13, 10], in: buffer) {
            let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
            let length = header.split(separator: "\r\n").lazy.compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }.first
            guard let length, length >= 0, length <= Self.maximumLength else {
                buffer.removeSubrange(..<(headerEnd + 4))
                continue
            }
            let start = headerEnd + 4
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<(start + length)])
            buffer.removeSubrange(..<(start + length))
            return body
        }
        return nil
    }

    /// A message framed for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for index in 0...(bytes.count - pattern.count) where bytes[index] == pattern[0] {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
        }
        return nil
    }
}
