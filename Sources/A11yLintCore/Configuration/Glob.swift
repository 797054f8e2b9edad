/// A path pattern: `*` matches within one path component, `**` any number of
/// components (`**/` also none), `?` one character, `[abc]`, `[a-z]` and
/// `[!abc]` a character class, `\` escapes. Patterns are matched against `/`-separated relative paths.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let elements: [Element]

    private enum Element: Sendable, Equatable {
        case literal(Character)
        case anyInComponent        // *
        /// `**`; with `**/`, what follows starts a component.
        case anyComponents(endsAtComponent: Bool)
        case one                   // ?
        case set([ClosedRange<Character>], negated: Bool)
    }

    /// Why a pattern is not a glob.
    public struct Invalid: Error, Sendable {
        public let reason: String
    }

    public init(_ pattern: String) throws {
        guard !pattern.isEmpty else { throw Invalid(reason: "an empty pattern matches nothing") }
        var elements: [Element] = []
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if characters.first == "*" {
                    characters.removeFirst()
                    let slash = characters.first == "/"
                    if slash { characters.removeFirst() }
                    elements.append(.anyComponents(endsAtComponent: slash))
                } else {
                    elements.append(.anyInComponent)
                }
            case "?":
                elements.append(.one)
            case "[":
                var members: [ClosedRange<Character>] = []
                let negated = characters.first == "!" || characters.first == "^"
                if negated { characters.removeFirst() }
                var closed = false
                while let member = characters.popFirst() {
                    if member == "]" && !members.isEmpty { closed = true; break }
                    if characters.count >= 2, characters.first == "-", let last = characters.dropFirst().first, last != "]" {
                        characters.removeFirst(2)
                        guard member <= last else { throw Invalid(reason: "the range '\(member)-\(last)' is backwards") }
                        members.append(member...last)
                    } else {
                        members.append(member...member)
                    }
                }
                guard closed else { throw Invalid(reason: "'[' is never closed") }
                elements.append(.set(members, negated: negated))
            case "\\":
                guard let escaped = characters.popFirst() else { throw Invalid(reason: "it ends with a lone '\\'") }
                elements.append(.literal(escaped))
            default:
                elements.append(.literal(character))
            }
        }
        self.pattern = pattern
        self.elements = elements
    }

    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

    /// Whether the relative path matches the whole pattern. A table filled
    /// from the end (`matched[i]`: the elements from here on match the path
    /// from `i` on), so time is linear in pattern × path and nothing recurses.
    public func matches(_ path: String) -> Bool {
        let characters = Array(path)
        let count = characters.count
        var next = [Bool](repeating: false, count: count + 1)
        next[count] = true
        for element in elements.reversed() {
            var current = [Bool](repeating: false, count: count + 1)
            for index in stride(from: count, through: 0, by: -1) {
                let character: Character? = index < count ? characters[index] : nil
                switch element {
                case .literal(let literal):
                    current[index] = character == literal && next[index + 1]
                case .one:
                    current[index] = character != nil && character != "/" && next[index + 1]
                case .set(let members, let negated):
                    current[index] = character != nil && character != "/"
                        && members.contains { $0.contains(character!) } != negated && next[index + 1]
                case .anyInComponent:
                    current[index] = next[index] || (character != nil && character != "/" && current[index + 1])
                case .anyComponents(let endsAtComponent):
                    let atComponent = index == 0 || characters[index - 1] == "/"
                    current[index] = (next[index] && (!endsAtComponent || atComponent)) || (character != nil && current[index + 1])
                }
            }
            next = current
        }
        return next[0]
    }
}
