/// How labels, titles and hints are worded: the text analysis rules share
/// (whole words, normalised comparison) and the word lists from Apple's
/// guidance on labels and hints.
public enum LabelWording {
    /// Lower-cased words: runs of letters and digits (`"Close-button!"` → `["close", "button"]`).
    public static func words(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, nearly always: split on bytes, no Unicode property lookups.
            var words: [String] = []
            var current: [UInt8] = []
            for byte in text.utf8 {
                let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "'") {
                    current.append(lower)
                } else if !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            return words
        }
        return text.lowercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" })
            .map(String.init)
    }

    /// Lower-cased words joined by single spaces: compares text case- and
    /// punctuation-insensitively.
    public static func normalized(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// Whether `phrase` appears in `text` as whole words (both normalised).
    public static func contains(_ text: String, phrase: String) -> Bool {
        let haystack = " " + normalized(text) + " "
        let needle = normalized(phrase)
        return !needle.isEmpty && haystack.contains(" " + needle + " ")
    }

    /// Whether a literal is a localization key rather than the text users see
    /// (`"alert.button.ok"`, `"settings_title"`): no spaces, and dots or
    /// underscores between words. Its wording cannot be judged.
    public static func isLocalizationKey(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return false }
        var hasSeparator = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A { return false }
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") { hasSeparator = true }
        }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        return hasSeparator && isLetter(first) && (isLetter(last) || (last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9")))
    }

    /// The index of a word of `roleWords` used as the element's type: the
    /// last word ("Close button"), the only word, or the first word followed by
    /// "of" or "for" ("Image of the stadium"). A role word elsewhere is content
    /// ("Share Button Behavior", "Add image").
    public static func roleWordIndex(in text: String, _ roleWords: Set<String>) -> Int? {
        let words = words(text)
        guard let last = words.last else { return nil }
        if roleWords.contains(last) { return words.count - 1 }
        if words.count > 1, roleWords.contains(words[0]), words[1] == "of" || words[1] == "for" { return 0 }
        return nil
    }

    /// Whether `text` contains the lower-case ASCII `needle`, ignoring case, without allocating.
    public static func mayContain(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let count = needle.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            for start in 0...(bytes.count - count) {
                var offset = 0
                while offset < count && bytes[start + offset] | 0x20 == needle.utf8Start[offset] { offset += 1 }
                if offset == count { return true }
            }
            return false
        }
    }

    /// Whether `text` has a letter or a digit: "Goals", "12"; not an emoji,
    /// an arrow or dashes standing for a missing value ("⚠️", "→", "---"),
    /// which draw a symbol rather than words.
    public static func hasWords(_ text: String) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
    }

    /// Whether `text` draws only symbols: emoji, arrows, stars ("⚠️", "→",
    /// "★"), at least one, not punctuation ("--" and "??" stand for a value
    /// and are text).
    public static func isPictographic(_ text: String) -> Bool {
        !isBlank(text) && text.allSatisfy { $0.isWhitespace || $0.isSymbol }
    }

    public static func isBlank(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.allSatisfy { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
        }
        return text.allSatisfy { $0.isWhitespace }
    }

    /// `text` without the word at `index`, for suggesting a fix.
    public static func removingWord(at index: Int, from text: String) -> String {
        var parts = words(text)
        parts.remove(at: index)
        guard let first = parts.first else { return "" }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + parts.dropFirst()).joined(separator: " ")
    }

    /// Words that name an element's type, which VoiceOver already announces.
    public static let buttonRoleWords: Set<String> = ["button"]
    public static let linkRoleWords: Set<String> = ["link"]
    public static let imageRoleWords: Set<String> = ["image", "icon", "graphic"]
    public static let tabRoleWords: Set<String> = ["tab"]
    public static let linkOrButtonRoleWords = linkRoleWords.union(buttonRoleWords)
    public static let anyRoleWords = buttonRoleWords.union(linkRoleWords).union(imageRoleWords)

    /// Link titles that say nothing out of context (read from a list of links).
    public static let genericLinkTexts: Set<String> = [
        "click here", "tap here", "here", "read more", "learn more", "more", "link", "click", "tap", "this link",
    ]

    /// Hint openings that describe the gesture instead of the result.
    public static let gestureHintOpenings: [String] = [
        "double tap", "double click", "triple tap", "tap", "swipe", "click", "press", "long press", "touch", "drag",
        "pinch", "slide",
    ]

    /// Words a label uses to pretend to be a heading.
    public static let headingWords: Set<String> = ["heading", "header"]
}
