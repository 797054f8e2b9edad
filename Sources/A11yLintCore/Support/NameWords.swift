/// The words of a folder's, file's or type's name, lower-cased: split at
/// spaces, underscores, hyphens, `+` and case changes (`MenuView` → menu,
/// view; `QAFeatures` → qa, features; `FreeAPSWatch` → free, aps, watch).
enum NameWords {
    static func words(of name: Substring) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            if " _-+".contains(character) {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = ""
                continue
            }
            if index > 0, character.isUppercase, !word.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || previous.isUppercase && next?.isLowercase == true {
                    words.append(word.lowercased())
                    word = ""
                }
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words
    }
}
