import A11yLintSyntax

/// A JSON document built in code and written with a fixed key order, so
/// reports are byte-identical from run to run. (Reading JSON is Foundation's job.)
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    /// A number that need not be whole (written in its shortest exact form).
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Keys keep the order given.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// Pretty-printed with two-space indentation and a final newline.
    public func rendered() -> String {
        var output = ""
        write(into: &output, indent: 0)
        output += "\n"
        return output
    }

    private func write(into output: inout String, indent: Int) {
        switch self {
        case .string(let text):
            JSONValue.writeString(text, into: &output)
        case .int(let number):
            output += String(number)
        case .number(let number):
            output += number.isFinite ? String(number) : "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        case .array(let items):
            guard !items.isEmpty else { return output += "[]" }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                item.write(into: &output, indent: indent + 1)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { return output += "{}" }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                JSONValue.writeString(key, into: &output)
                output += ": "
                value.write(into: &output, indent: indent + 1)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// Escapes quotes, backslashes and every control character (RFC 8259).
    static func writeString(_ text: String, into output: inout String) {
        output += "\""
        output += TextEscaping.replacingScalars(in: text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default:
                guard scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 else { return nil }
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        output += "\""
    }
}
