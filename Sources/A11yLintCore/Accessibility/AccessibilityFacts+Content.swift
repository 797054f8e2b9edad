import A11yLintSyntax

/// Where an image's pixels come from, which decides what VoiceOver reads.
public enum ImageSource: Sendable, Equatable {
    /// An asset, `UIImage`, remote or computed image: read as its file name, or not at all.
    case asset
    /// `Image(systemName:)`: some symbols carry a label naming the drawing.
    case symbol
    /// `Image(decorative:)`: skipped by VoiceOver; and an empty image
    /// (`Image(uiImage: UIImage())`, a loading placeholder): nothing to read.
    case decorative
    /// `Image(_:label:)`: named at creation.
    case labelled
    /// An initializer the app adds to `Image` in an extension
    /// (`Image(icon: .close)`): it may draw a symbol, an asset or nothing,
    /// and the linter does not follow it.
    case appDefined
}

/// What a control's label content names it with.
public enum ContentNaming {
    /// Text, a `Label`, a labelled view.
    case named
    /// A custom view or anything the linter cannot see into.
    case unknown
    /// Only images (or nothing, when empty).
    case images([(expression: Int32, source: ImageSource)])
}

/// What a piece of content contributes to the accessible name of the element around it.
public enum NameContribution: Sendable, Equatable {
    /// Text, a `Label`, a labelled view: the element gets a name.
    case named
    /// An image without a label of its own.
    case image(ImageSource)
    /// Spacers, shapes, colours: nothing.
    case nameless
    /// A custom view, a variable, a helper: the linter cannot see.
    case unknown
}

/// Content: the views inside a label or container, what they contribute to
/// a name, and the text they show.
extension AccessibilityFacts {
    /// The leaf views of some content: stacks, `Group`, `ForEach`, `if`/`else`,
    /// `switch`, `#if` and ternaries are looked through; containers carrying a
    /// label of their own are leaves.
    public func leaves(of roots: [Int32]) -> [Int32] {
        var leaves: [Int32] = []
        var pending = Array(roots.reversed())
        while let expression = pending.popLast() {
            guard expression >= 0 else { continue }
            let node = tree.expressions[Int(expression)]
            switch node.kind {
            case .closure, .branches:
                pending.append(contentsOf: expressions(in: node.statements).reversed())
            case .sequence, .tuple, .ternary:
                // A ternary's condition is its first operand; the views follow.
                let operands = Array(node.arguments)
                let views = node.kind == .ternary ? operands.dropFirst() : operands[...]
                pending.append(contentsOf: views.reversed().map { tree.arguments[$0].value })
            case .call where role(expression) == .container && !hasLabelModifier(expression):
                for index in node.arguments.reversed() {
                    let value = tree.arguments[index].value
                    guard value >= 0 else { continue }
                    let kind = tree.expressions[Int(value)].kind
                    if kind == .closure || kind == .call || kind == .branches { pending.append(value) }
                }
            case .call, .reference:
                leaves.append(expression)
            default:
                break
            }
        }
        return leaves
    }

    /// What label content (a control's label closure, a tab item) names the
    /// element with: text somewhere in it, something the linter cannot see,
    /// or only images (none at all: nothing).
    public func contentNaming(of content: Int32) -> ContentNaming {
        var images: [(expression: Int32, source: ImageSource)] = []
        var sawUnknown = false
        for leaf in leaves(of: [content]) {
            switch nameContribution(of: leaf) {
            case .named: return .named
            case .unknown: sawUnknown = true
            case .nameless: continue
            case .image(let source): images.append((leaf, source))
            }
        }
        return sawUnknown ? .unknown : .images(images)
    }

    /// What a leaf view contributes to the name of the element around it.
    public func nameContribution(of leaf: Int32) -> NameContribution {
        if hasLabelModifier(leaf) { return .named }
        switch role(leaf) {
        case .text:
            return literalText(of: leaf).map { LabelWording.isBlank($0) ? .nameless : .named } ?? .named
        case .label:
            return .named
        case .image:
            let source = imageSource(leaf)
            return source == .labelled ? .named : .image(source)
        case .decoration:
            return .nameless
        case .control, .container, .unknown:
            return .unknown
        }
    }

    /// Where an `Image` (or a component mapped onto it) gets its pixels.
    public func imageSource(_ expression: Int32) -> ImageSource {
        let node = tree.expressions[Int(expression)]
        if tree.token(node.nameToken, is: "AsyncImage") { return .asset }
        if tree.argument(of: expression, labeled: "label") != nil { return .labelled }
        guard let first = node.arguments.first else { return .asset }
        let label = tree.arguments[first].label
        if label < 0 { return .asset }
        // `systemSymbol:` is SFSafeSymbols' typed form of `systemName:`.
        if tree.token(label, is: "systemName") || tree.token(label, is: "_internalSystemName")
            || tree.token(label, is: "systemSymbol") { return .symbol }
        if tree.token(label, is: "decorative") { return .decorative }
        if tree.token(label, is: "uiImage") || tree.token(label, is: "nsImage"), let value = tree.node(tree.arguments[first].value),
           value.kind == .call, value.isNamed(oneOf: ["UIImage", "NSImage"]), value.arguments.isEmpty, value.members.isEmpty {
            return .decorative
        }
        // Mapped image components take many labels (`url:`, `source:`); on
        // `Image` itself, any label but SwiftUI's is an app's own initializer.
        if tree.token(node.nameToken, is: "Image"), !AccessibilityFacts.imageInitializerLabels.contains(where: { tree.token(label, is: $0) }) {
            return .appDefined
        }
        return .asset
    }

    /// The arguments `Text` takes beside its key to find the translation.
    static let localizationLabels: [StaticString] = ["tableName", "bundle", "comment"]

    /// The first argument labels of the `Image` initializers that draw a
    /// bitmap: SwiftUI's own (`systemName:`, `decorative:` and `label:` are
    /// read above) and SwiftGen's generated `Image(asset: Asset.logo)`.
    static let imageInitializerLabels: [StaticString] = ["uiImage", "nsImage", "size", "asset"]

    /// The asset or symbol name an image is created with, when it is a literal
    /// (`"ic_close"` in `Image("ic_close")`), for messages.
    public func imageName(_ expression: Int32) -> String? {
        guard let first = tree.node(expression)?.arguments.firstValue else { return nil }
        // `Image(systemSymbol: .gearshape)`: the symbol's typed name.
        if first.kind == .implicitMember, first.members.isEmpty { return first.name }
        return first.stringValue
    }

    /// The text a literal shows: a string literal, `Text("…")` (also with
    /// `comment:`, `tableName:`, `bundle:`), `Text(verbatim: "…")`,
    /// `LocalizedStringKey("…")`; nil for anything computed.
    public func literalText(of expression: Int32) -> String? {
        AccessibilityFacts.literalText(of: expression, in: tree, components: components)
    }

    /// `components` maps the user's views (`AppText` → `Text`).
    static func literalText(of expression: Int32, in tree: SyntaxTree, components: [String: String]) -> String? {
        guard expression >= 0 else { return nil }
        let node = tree.expressions[Int(expression)]
        if node.kind == .stringLiteral { return tree.stringValue(of: expression) }
        guard node.kind == .call, let first = node.arguments.first else { return nil }
        // `Text("Verified!", comment: "…")`: the localization arguments do not change what it shows.
        for argument in node.arguments.dropFirst() {
            let label = tree.arguments[argument].label
            guard label >= 0, localizationLabels.contains(where: { tree.token(label, is: $0) }) else { return nil }
        }
        let isText = tree.token(node.nameToken, is: "Text") || tree.token(node.nameToken, is: "LocalizedStringKey")
            || (!components.isEmpty && components[tree.text(ofToken: node.nameToken)] == "Text")
        return isText ? tree.stringValue(of: tree.arguments[first].value) : nil
    }

    /// The text of a view's accessibility label when it is a literal, with the
    /// modifier that sets it.
    public func labelText(of expression: Int32) -> (modifier: MemberNode, text: String)? {
        guard let modifier = firstModifier(of: expression, where: { $0 == .label }), let text = text(ofModifier: modifier)
        else { return nil }
        return (MemberNode(tree: tree, index: Int32(modifier)), text)
    }

    /// The text a control shows: its literal title, or the literal of the one
    /// `Text` or `Label` making up its label content.
    public func visibleTitle(of expression: Int32) -> String? {
        if let title = title(of: expression) { return literalText(of: title) }
        guard let label = labelArgument(of: expression) else { return nil }
        let named = leaves(of: [label.value]).filter { nameContribution(of: $0) != .nameless }
        guard named.count == 1, let leaf = named.first else { return nil }
        return shownText(of: leaf)
    }

    /// The literal a `Text` shows, or a `Label`'s literal title.
    public func shownText(of leaf: Int32) -> String? {
        role(leaf) == .label ? title(of: leaf).flatMap(literalText(of:)) : literalText(of: leaf)
    }

    /// Whether a view shows only images, so a font or a size cap on it sizes
    /// icons, not text: an image; a control whose label is only images; a
    /// container whose leaves are all images; or a view built by a member
    /// named for an image or icon (`action.image(…)`, `statusIcon`).
    public func showsOnlyImages(_ expression: Int32) -> Bool {
        guard let node = tree.node(expression) else { return false }
        if role(expression) == .image { return true }
        // `Label("Play", systemImage: "play.fill").labelStyle(.iconOnly)`: only its icon is drawn.
        if role(expression) == .label, firstArgument(ofModifier: "labelStyle", on: expression)?.isNamed("iconOnly") == true {
            return true
        }
        if role(expression).isControl, let label = labelArgument(of: expression) {
            if case .images(let images) = contentNaming(of: label.value) { return !images.isEmpty }
            return false
        }
        if role(expression) == .container {
            let found = leaves(of: [expression])
            return !found.isEmpty && found.allSatisfy { role($0) == .image }
        }
        // `statusIcon`, `makeIcon()`, `action.image(…)`, `entry.shortcut.image`: the base's name, or the
        // member that builds the view (the first one called, else the last before the first call).
        var builder: String?
        if node.kind == .reference && !tree.isCapitalized(node.raw.nameToken) {
            let members = Array(node.members)
            builder = members.first?.hasArgumentClause == true ? members.first?.name
                : members.prefix(while: { !$0.hasArgumentClause }).last?.name
        }
        return [node.name, builder].contains { $0.map(AccessibilityFacts.namesAnImage) ?? false }
    }

    /// Whether a name says it holds an image (`statusIcon`, `expandImage`,
    /// `chevronImageView`, `shareSymbol`).
    static func namesAnImage(_ name: String) -> Bool {
        let name = name.lowercased()
        return ["image", "imageview", "icon", "symbol"].contains { name.hasSuffix($0) }
    }

    /// A `Text` that draws only symbols: a literal of them (`Text("⚠️")`,
    /// `Text("→")`) or a value named for an emoji (`Text(absorption.emoji)`):
    /// sized as an icon, not as words to read.
    public func showsOnlySymbols(_ expression: Int32) -> Bool {
        guard role(expression) == .text else { return false }
        if let text = literalText(of: expression) { return LabelWording.isPictographic(text) }
        return tree.node(expression)?.arguments.firstValue.map(AccessibilityFacts.namesAnEmoji) ?? false
    }

    /// Names a chain ends with that only convert the value before it (`emoji?.string`).
    static let conversionNames: Set<String> = ["string", "description", "rawValue", "value"]

    /// A chain of names, with no arguments, that ends with one naming an
    /// emoji by its last word (`emoji`, `item.flagEmoji()`, `emoji?.string`;
    /// not `emojiName`).
    static func namesAnEmoji(_ value: ExpressionNode) -> Bool {
        guard value.kind == .reference || value.kind == .call && value.arguments.isEmpty,
              value.members.allSatisfy({ !$0.hasArgumentClause || $0.arguments.isEmpty }),
              let base = value.name else { return false }
        let names = [base] + value.members.map(\.name)
        guard let named = names.last(where: { !conversionNames.contains($0) }) else { return false }
        let lowered = named.lowercased()
        return lowered.hasSuffix("emoji") || lowered.hasSuffix("emojis")
    }

    /// Whether a `Text` shows a name's initial (`Text(String(domain.first!))`,
    /// `Text(domain.first?.uppercased() ?? "")`, `Text(name.prefix(1))`) or
    /// a value named for initials (`Text(String(initial))`,
    /// `Text(account.abbreviation)`): a monogram standing in for an icon.
    /// (`.first` alone may be a whole element, `tags.first ?? ""`.)
    public func showsInitial(_ expression: Int32) -> Bool {
        guard role(expression) == .text, let value = tree.node(expression)?.arguments.firstValue,
              value.firstToken >= 0, value.lastToken >= value.firstToken else { return false }
        let tokens = value.firstToken...value.lastToken
        let isLetter = value.isNamed("String") || tokens.contains { tree.token($0, is: "uppercased") }
        return tokens.contains { token in
            if tree.tokens[Int(token)].kind == .identifier, AccessibilityFacts.namesInitials(tree.text(ofToken: token)) { return true }
            return tree.token(token - 1, is: ".") && (tree.token(token, is: "first") && isLetter
                || tree.token(token, is: "prefix") && tree.token(token + 1, is: "(") && tree.token(token + 2, is: "1"))
        }
    }

    /// Whether a `Text` shows only a count: `Text("\(unreadCount)")`,
    /// `Text(String(items.count))`, `Text(total.count, format: .number)` —
    /// digits with no words around them, which no second line would show more of.
    public func showsACount(_ expression: Int32) -> Bool {
        guard role(expression) == .text, let value = tree.node(expression)?.arguments.firstValue,
              value.firstToken >= 0, value.lastToken >= value.firstToken else { return false }
        let tokens = value.firstToken...value.lastToken
        let hasWords = tokens.contains { token in
            tree.tokens[Int(token)].kind == .stringSegment && LabelWording.hasWords(tree.text(ofToken: token))
        }
        // One chain of names (`folder.unreadCount`, `items?.count`), besides `String`, ending the value,
        // its interpolation or what `String(…)` converts.
        let names = tokens.filter { tree.tokens[Int($0)].kind == .identifier && !tree.token($0, is: "String") }
        guard !hasWords, let first = names.first, let last = names.last,
              (first..<last).allSatisfy({ names.contains($0) || tree.token($0, is: ".") || tree.token($0, is: "?") }),
              last == value.lastToken || tree.tokens[Int(last) + 1].kind == .interpolationClose
                || value.isNamed("String") && last + 1 == value.lastToken else { return false }
        let name = tree.text(ofToken: last)
        return name == "count" || name.hasSuffix("Count") || name.hasSuffix("_count")
    }

    /// Whether a value's name says it holds a name's initials (`initial`,
    /// `userInitials`, `monogram`, `abbreviation`; not `initialMessage`).
    static func namesInitials(_ name: String) -> Bool {
        let name = name.lowercased()
        return name.hasSuffix("initial") || name.hasSuffix("initials") || name.contains("monogram")
            || name.contains("abbreviation")
    }

    /// The views written in a view's closure arguments (a stack's content,
    /// a button's label closure), in order.
    public func closureViews(of node: ExpressionNode) -> [Int32] {
        node.arguments.flatMap { argument -> [Int32] in
            guard let value = argument.value, value.kind == .closure else { return [] }
            return expressions(in: value.raw.statements)
        }
    }
}
