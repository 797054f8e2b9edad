/// The rules' documents (`Rules/<id>.md`), embedded in the binary: the one
/// source of a rule's prose. `explain`, the SARIF rule catalogue and (later)
/// an editor's hover read them here; a test keeps `RuleDocuments.swift` equal
/// to the `Rules/` folder.
public enum RuleDocumentation {
    /// The whole document of a rule, as Markdown.
    public static func document(for id: String) -> String? {
        RuleDocuments.byID[id]
    }

    /// The first paragraph of a section (`What it flags`, `Why it matters`,
    /// `How to fix`), its lines joined by spaces; nil when the document or the
    /// section is missing.
    public static func lead(of section: String, for id: String) -> String? {
        guard let document = document(for: id) else { return nil }
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let heading = lines.firstIndex(where: { $0 == "## \(section)" }) else { return nil }
        lines = lines[(heading + 1)...].drop { $0.isEmpty }
        let paragraph = lines.prefix { !$0.isEmpty && !$0.hasPrefix("#") }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }
}
