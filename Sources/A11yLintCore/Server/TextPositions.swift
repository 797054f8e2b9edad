import A11yLintSyntax

/// LSP positions: 0-based lines and UTF-16 code units within the line (the
/// protocol's default), converted from and to byte offsets of a source.
extension SourceFile {
    /// `{"line": …, "character": …}` of a byte offset.
    func lspPosition(ofOffset offset: Int) -> [String: Any] {
        var locator = SourceLocator(self, unit: .utf16)
        let location = locator.location(ofOffset: offset)
        return ["line": location.line - 1, "character": location.column - 1]
    }

    /// `{"start": …, "end": …}` of a byte range.
    func lspRange(_ range: Range<Int>) -> [String: Any] {
        ["start": lspPosition(ofOffset: range.lowerBound), "end": lspPosition(ofOffset: range.upperBound)]
    }

    /// The byte offset of an LSP position, clamped to the line and the file.
    func offset(ofLSPPosition position: [String: Any]?) -> Int? {
        guard let line = position?["line"] as? Int, let character = position?["character"] as? Int, line >= 0 else { return nil }
        guard line < lineCount else { return bytes.count }
        var offset = lineStarts[line]
        let end = lineEnd(line)
        var units = 0
        while offset < end, units < character {
            let length = SourceFile.scalarLength(bytes, at: offset, limit: end)
            units += length == 4 ? 2 : 1
            offset += length
        }
        return offset
    }
}
