/// For every opening token — `(`, `[`, `{`, a string's opening quote, an
/// interpolation's `\(` — the index of its closing partner, and back; -1 when
/// it has none. Computed once, in one linear pass with a heap stack, so the
/// parser can skip any bracketed region in O(1) whatever the nesting.
enum TokenPartners {
    private enum Opener: UInt8 { case paren, bracket, brace, string, interpolation }

    static func compute(tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var stack: [(index: Int32, opener: Opener)] = []
        var openCount = [Int](repeating: 0, count: 5)

        func close(_ index: Int, _ opener: Opener) {
            // Closers without an open partner of their kind are left unmatched;
            // otherwise every opener above the partner is abandoned (unmatched).
            guard openCount[Int(opener.rawValue)] > 0 else { return }
            while let top = stack.popLast() {
                openCount[Int(top.opener.rawValue)] -= 1
                if top.opener == opener {
                    partner[Int(top.index)] = Int32(index)
                    partner[index] = top.index
                    return
                }
            }
        }

        for index in tokens.indices {
            let token = tokens[index]
            let opener: Opener
            switch token.kind {
            case .punctuation where token.length == 1:
                switch bytes[Int(token.start)] {
                case UInt8(ascii: "("): opener = .paren
                case UInt8(ascii: "["): opener = .bracket
                case UInt8(ascii: "{"): opener = .brace
                case UInt8(ascii: ")"): close(index, .paren); continue
                case UInt8(ascii: "]"): close(index, .bracket); continue
                case UInt8(ascii: "}"): close(index, .brace); continue
                default: continue
                }
            case .stringOpen: opener = .string
            case .interpolationOpen: opener = .interpolation
            case .stringClose: close(index, .string); continue
            case .interpolationClose: close(index, .interpolation); continue
            default: continue
            }
            stack.append((Int32(index), opener))
            openCount[Int(opener.rawValue)] += 1
        }
        return partner
    }
}
