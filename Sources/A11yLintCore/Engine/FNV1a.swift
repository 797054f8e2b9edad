/// The 64-bit FNV-1a hash, folded byte by byte: cheap, stable across runs
/// and platforms (unlike `Hasher`), and free of allocation.
enum FNV1a {
    static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    static func fold(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    static func hash<Bytes: Sequence>(_ bytes: Bytes, from start: UInt64 = seed) -> UInt64 where Bytes.Element == UInt8 {
        bytes.reduce(start, fold)
    }
}
