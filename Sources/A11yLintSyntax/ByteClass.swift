/// Byte classes used by the lexer's inner loops: one table lookup per byte.
enum ByteClass {
    static let identifierHead: UInt8 = 1
    static let identifierBody: UInt8 = 2
    static let digit: UInt8 = 4
    static let hexDigit: UInt8 = 8
    static let operatorCharacter: UInt8 = 16
    static let horizontalSpace: UInt8 = 32
    static let lineBreak: UInt8 = 64
    /// Bytes that end a run of plain string text: `\`, `"`, line breaks.
    static let stringStop: UInt8 = 128

    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierHead | identifierBody }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierHead | identifierBody }
        table[Int(UInt8(ascii: "_"))] |= identifierHead | identifierBody
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierBody | digit | hexDigit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for byte in "/=-+!*%<>&|^~?".utf8 { table[Int(byte)] |= operatorCharacter }
        for byte in [0x20, 0x09, 0x0B, 0x0C] as [UInt8] { table[Int(byte)] |= horizontalSpace }
        for byte in [0x0A, 0x0D] as [UInt8] { table[Int(byte)] |= lineBreak | stringStop }
        table[Int(UInt8(ascii: "\\"))] |= stringStop
        table[Int(UInt8(ascii: "\""))] |= stringStop
        return table
    }()

    /// Unicode scalars that may begin an operator (The Swift Programming Language, "Operators").
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining scalars that may continue an operator.
    static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(scalar)
        }
    }
}

/// Decodes one UTF-8 scalar from a buffer; nil for an invalid sequence.
@inline(__always)
func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length: Int
    var scalar: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
    case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
    case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { return nil }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
    guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
    return (scalar, length)
}
