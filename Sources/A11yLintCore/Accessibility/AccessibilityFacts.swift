import A11yLintSyntax

/// The shared accessibility knowledge: every rule asks these questions the
/// same way. Built once per file with the user's component mapping; each
/// call's role and each modifier's effect are worked out once, up front, so
/// the questions rules ask are array lookups. A class, so handing it to
/// every view costs one reference, not a copy.
public final class AccessibilityFacts: Sendable {
    public let tree: SyntaxTree
    /// User components mapped onto SwiftUI views (`IconButton` → `Button`).
    public let components: [String: String]
    /// Rule options from the configuration, by rule id and option name.
    public let ruleOptions: [String: [String: RuleOptionValue]]
    /// The role of each expression (`.unknown` for anything but a view call or a decoration like `Color.red`).
    private let roles: [ViewRole]
    /// The effect of each modifier in `tree.modifiers`.
    private let modifierEffects: [ModifierEffect]
    /// The gesture each modifier attaches, if any.
    private let modifierGestures: [GestureKind?]
    /// The literal text of each label and hint modifier's first argument.
    private let modifierTexts: [Int: String]
    /// What only some rules ask, worked out on first use.
    private let lazily = LazyFacts()
    /// What the file's folders and package say it builds for.
    let platforms: FilePlatforms
    /// The whole file builds only for macOS (its package or folder says so).
    public var isMacOnlyFile: Bool { platforms.isMacOnly }

    init(tree: SyntaxTree, components: [String: String] = [:], ruleOptions: [String: [String: RuleOptionValue]] = [:],
         platforms: FilePlatforms = .init()) {
        self.tree = tree
        self.platforms = platforms
        self.components = components
        self.ruleOptions = ruleOptions
        roles = tree.expressions.map { node in
            guard node.nameToken >= 0 else { return .unknown }
            switch node.kind {
            case .call:
                // Lower-case calls (`dismiss()`, `row(item)`) are functions, not views,
                // unless the user mapped such a name.
                if components.isEmpty {
                    return tree.isCapitalized(node.nameToken) ? ViewCatalog.role(ofToken: node.nameToken, in: tree) : .unknown
                }
                let name = tree.text(ofToken: node.nameToken)
                return ViewCatalog.role(of: components[name] ?? name)
            case .reference where tree.isCapitalized(node.nameToken):
                // A static member such as `Color.black` is decoration too.
                let role = ViewCatalog.role(ofToken: node.nameToken, in: tree)
                return role == .decoration ? role : .unknown
            default:
                return .unknown
            }
        }
        modifierEffects = tree.modifiers.indices.map { ModifierCatalog.effect(of: $0, in: tree) }
        modifierGestures = tree.modifiers.indices.map { GestureCatalog.gesture(of: $0, in: tree) }
        var texts: [Int: String] = [:]
        for (index, effect) in modifierEffects.enumerated() where effect == .label || effect == .hint {
            if let first = tree.modifiers[index].arguments.first,
               let text = AccessibilityFacts.literalText(of: tree.arguments[first].value, in: tree, components: components) {
                texts[index] = text
            }
        }
        modifierTexts = texts
    }

    /// Whether the file is a watch app's (`PackagePlatforms.isInWatchFolder`),
    /// where a button's default style draws a platter around its label.
    public var isWatchFile: Bool { platforms.isWatch }

    /// Whether the file may run on an iOS older than 14, where SwiftUI's
    /// `.accessibilityLabel(_:)` family does not exist: its package says so,
    /// or the file asks while it runs for iOS 14.0 or older
    /// (`if #available(iOS 14, *)`, `#unavailable(iOS 14.0)`), or marks a
    /// declaration as needing an iOS older than 14 (`@available(iOS 13.0, *)`).
    public var supportsIOSBefore14: Bool {
        if let known = lazily.supportsIOSBefore14 { return known }
        let answer = platforms.predatesIOS14 || tree.tokens.indices.contains { index in
            let kind = tree.tokens[index].kind
            guard kind == .poundDirective || kind == .identifier else { return false }
            let token = Int32(index)
            let isCheck = tree.token(token, is: "#available") || tree.token(token, is: "#unavailable")
            guard isCheck || (tree.token(token, is: "available") && tree.token(token - 1, is: "@")),
                  tree.token(token + 1, is: "("), tree.token(token + 2, is: "iOS"), index + 3 < tree.tokens.count,
                  tree.tokens[index + 3].kind == .integer || tree.tokens[index + 3].kind == .float,
                  let version = Double(tree.text(ofToken: token + 3).prefix { $0.isNumber || $0 == "." }) else { return false }
            return isCheck ? version <= 14 : version < 14
        }
        lazily.supportsIOSBefore14 = answer
        return answer
    }

    /// The names of state that holds only for a moment, worked out once per
    /// file: the bindings presented sheets are given (`showsFilters` for
    /// `.sheet(isPresented: $showsFilters)`: up only while the sheet covers
    /// the screen) and gesture state (`@GestureState var isActive`: true only
    /// while a finger is down).
    public var passingStateNames: Set<String> {
        if let known = lazily.passingStateNames { return known }
        var names = Set<String>()
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            let presented = Int32(index)
            guard tree.token(presented, is: "isPresented"), tree.token(presented + 1, is: ":"), index + 2 < tree.tokens.count,
                  !tree.token(presented + 3, is: "."), tree.token(presented + 2, hasPrefix: "$") else { continue }
            names.insert(String(tree.text(ofToken: presented + 2).dropFirst()))
        }
        for index in tree.declarations.indices {
            guard let declaration = tree.declarationNode(Int32(index)), declaration.attribute("GestureState") != nil,
                  let name = declaration.name else { continue }
            names.insert(name)
        }
        lazily.passingStateNames = names
        return names
    }

    /// Whether the byte at `offset` is in code built only for macOS, which has no Dynamic Type.
    public func isMacOnly(offset: Int) -> Bool {
        if isMacOnlyFile { return true }
        if lazily.macOnlyRegions == nil { lazily.macOnlyRegions = MacOnlyRegions(tree) }
        return lazily.macOnlyRegions?.contains(offset) ?? false
    }

    /// Whether the file reads the text size it is shown at
    /// (`@Environment(\.dynamicTypeSize)`, `\.sizeCategory`): its views
    /// change their layout for large text, so a one-line or fixed-height
    /// text there may be the layout of ordinary sizes only.
    public var readsTextSize: Bool {
        if let known = lazily.readsTextSize { return known }
        let reads = tree.declarations.indices.contains { offset in
            guard let declaration = tree.declarationNode(Int32(offset)), let environment = declaration.attribute("Environment"),
                  let key = environment.argumentText else { return false }
            return key.contains("dynamicTypeSize") || key.contains("sizeCategory")
        }
        lazily.readsTextSize = reads
        return reads
    }

    /// The constants the file declares with a visible value.
    var constants: SourceConstants {
        if let constants = lazily.constants { return constants }
        let constants = SourceConstants(tree)
        lazily.constants = constants
        return constants
    }

    /// The value of a rule's option: the configured one, else its default.
    public func option(_ name: String, of rule: RuleDescriptor) -> RuleOptionValue? {
        ruleOptions[rule.id]?[name] ?? rule.options.first { $0.name == name }?.defaultValue
    }

    /// A list-of-strings option's value (empty when unset or of another kind).
    public func strings(_ name: String, of rule: RuleDescriptor) -> [String] {
        if case .strings(let strings) = option(name, of: rule) { return strings }
        return []
    }

    /// A numeric option's value (nil when unset or not a number).
    public func number(_ name: String, of rule: RuleDescriptor) -> Double? {
        switch option(name, of: rule) {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// The literal text of a label or hint modifier's first argument, if it is a literal.
    public func text(ofModifier index: Int) -> String? {
        modifierTexts[index]
    }

    /// The literal text of a label or hint modifier's first argument, if it is a literal.
    public func text(of modifier: MemberNode) -> String? {
        modifierTexts[Int(modifier.index)]
    }

    // MARK: What a view is

    /// The SwiftUI name of a called view, after the component mapping; nil for
    /// anything that is not a call (a variable, a literal).
    public func viewName(_ expression: Int32) -> String? {
        guard expression >= 0 else { return nil }
        let node = tree.expressions[Int(expression)]
        guard node.kind == .call, node.nameToken >= 0 else { return nil }
        let name = tree.text(ofToken: node.nameToken)
        return components[name] ?? name
    }

    public func role(_ expression: Int32) -> ViewRole {
        expression >= 0 ? roles[Int(expression)] : .unknown
    }

    // MARK: Modifiers

    /// The effect of the modifier at `index` in `tree.modifiers`.
    public func effect(ofModifier index: Int) -> ModifierEffect {
        modifierEffects[index]
    }

    /// The effect of a modifier.
    public func effect(of modifier: MemberNode) -> ModifierEffect {
        modifierEffects[Int(modifier.index)]
    }

    /// The gesture the modifier at `index` attaches, if any.
    public func gesture(ofModifier index: Int) -> GestureKind? {
        modifierGestures[index]
    }

    /// The first gesture attached to a view that matches (given its modifier and kind).
    public func firstGesture(of expression: Int32, where matches: (_ modifier: MemberNode, _ kind: GestureKind) -> Bool)
        -> (modifier: MemberNode, kind: GestureKind)? {
        guard expression >= 0 else { return nil }
        for index in tree.expressions[Int(expression)].modifiers {
            let member = MemberNode(tree: tree, index: Int32(index))
            if let kind = modifierGestures[index], matches(member, kind) { return (member, kind) }
        }
        return nil
    }

    /// The first modifier of the view's chain whose effect matches, if any.
    public func firstModifier(of expression: Int32, where matches: (ModifierEffect) -> Bool) -> Int? {
        guard expression >= 0 else { return nil }
        for index in tree.expressions[Int(expression)].modifiers where matches(modifierEffects[index]) {
            return index
        }
        return nil
    }

    /// Labelled by `.accessibilityLabel` (any overload), the deprecated
    /// `.accessibility(label:)`, or a custom accessibility modifier that may
    /// label it — also in every branch of a wrapper modifier's closure
    /// (`.applyClosure { view in isGroup ? view.accessibilityLabel("Group avatar") : view.accessibilityLabel("Avatar") }`).
    public func hasLabelModifier(_ expression: Int32, followingWrappers: Bool = true) -> Bool {
        if firstModifier(of: expression, where: { $0 == .label || $0 == .customAccessibility }) != nil { return true }
        return followingWrappers && wrapperClosureUses(of: expression).contains { uses in
            uses.allSatisfy { hasLabelModifier($0, followingWrappers: false) }
        }
    }

    /// `.yes` for `.accessibilityHidden(true)`, `.unknown` for a computed flag.
    /// `countingInvisible`: `.hidden()` and `.opacity(0)` hide it too (they
    /// hide it from everyone); without it, only the accessibility modifiers count.
    /// `after`: only the modifiers after that one in the chain count, for
    /// the content of a modifier: `.opacity(0).overlay { X }` draws X over a
    /// transparent view, and X is seen; `.overlay { X }.opacity(0)` hides both.
    public func hiddenState(_ expression: Int32, countingInvisible: Bool = true, after: Int? = nil) -> Tristate {
        guard expression >= 0 else { return .no }
        var state = Tristate.no
        for index in tree.expressions[Int(expression)].modifiers {
            if let after, index <= after { continue }
            if case .hidden(let hidden) = modifierEffects[index] {
                if hidden == .yes { return .yes }
                if hidden == .unknown { state = .unknown }
            }
            if countingInvisible && modifierEffects[index] == .invisible { return .yes }
        }
        return state
    }

    /// How `.accessibilityElement(children:)` on the view treats its children; nil without it.
    public func childBehavior(_ expression: Int32) -> ChildBehavior? {
        guard expression >= 0 else { return nil }
        for index in tree.expressions[Int(expression)].modifiers {
            if case .element(let behavior) = modifierEffects[index] { return behavior }
        }
        return nil
    }

    public func hasRepresentation(_ expression: Int32) -> Bool {
        firstModifier(of: expression) { $0 == .representation } != nil
    }

    /// Whether an enclosing element speaks for its children: it is hidden (or
    /// may be), stands in with a representation, ignores them, or gives them a
    /// label (a label on a plain stack applies to each child, one on an element
    /// that ignores or combines them names the whole). With
    /// `countingCombine`, combining them without a label counts too (the
    /// children are read as one element); without it, it does not (an
    /// unlabelled image is then read within the combined label).
    public func speaksForChildren(_ expression: Int32, countingCombine: Bool = true) -> Bool {
        // Transparency is left to the `.hidden` condition, which knows which
        // content comes after `.opacity(0)` in the chain.
        if hiddenState(expression, countingInvisible: false) != .no || hasRepresentation(expression) { return true }
        let behavior = childBehavior(expression)
        if hasLabelModifier(expression) && behavior != .contain { return true }
        switch behavior {
        case .ignore?, .unknown?: return true
        case .combine?: return countingCombine
        case .contain?, nil: return false
        }
    }

    /// The first argument of the view's modifier named `name`
    /// (`.title` in `.font(.title)`), if the view has that modifier.
    public func firstArgument(ofModifier name: StaticString, on expression: Int32) -> ExpressionNode? {
        modifier(of: expression, named: name)?.arguments.firstValue
    }

    /// `.pickerStyle(.segmented)` and the other styles that show every option
    /// by name, and `.datePickerStyle(.graphical)`, whose calendar names
    /// every day: on a picker or on a view around pickers.
    public func hasNamedOptionsPickerStyle(_ expression: Int32) -> Bool {
        firstArgument(ofModifier: "pickerStyle", on: expression)?.isNamed(oneOf: SwiftUIViews.selfDescribingPickerStyles) ?? false
            || firstArgument(ofModifier: "datePickerStyle", on: expression)?
                .isNamed(oneOf: SwiftUIViews.selfDescribingDatePickerStyles) ?? false
    }

    /// Inside `makeBody(configuration:)` of a type conforming to a button,
    /// toggle, label or menu style (`declaration` or one around it): its
    /// views draw a control.
    public func isInControlStyleBody(_ declaration: Int32) -> Bool {
        var current = tree.declarationNode(declaration)
        var inMakeBody = false
        while let node = current {
            if node.kind == .function && node.isNamed("makeBody") { inMakeBody = true }
            if node.kind.isType { return inMakeBody && SwiftUIViews.controlStyles.contains { node.inherits($0) } }
            current = node.parent
        }
        return false
    }

    /// `.disabled(true)` or `.allowsHitTesting(false)` on the view (after the
    /// modifier index `after`, for a view in that modifier's slot): nothing
    /// there, nor inside it, can be activated.
    public func cannotBeActivated(_ expression: Int32, after: Int? = nil) -> Bool {
        guard expression >= 0 else { return false }
        return tree.expressions[Int(expression)].modifiers.contains { index in
            if let after, index <= after { return false }
            let modifier = MemberNode(tree: tree, index: Int32(index))
            guard modifier.hasArgumentClause, modifier.arguments.first != nil else { return false }
            let value = ModifierCatalog.booleanArgument(modifier.arguments.first.map { $0.raw.value }, in: tree)
            return modifier.isNamed("disabled") && value == .yes || modifier.isNamed("allowsHitTesting") && value == .no
        }
    }

    /// The first modifier of the chain with the given name.
    public func modifier(of expression: Int32, named name: StaticString) -> MemberNode? {
        tree.node(expression)?.members.first { $0.hasArgumentClause && $0.isNamed(name) }
    }

    /// Whether a view's content (arguments and closures, not its modifiers)
    /// holds a view matching `predicate`, at any depth within the declaration;
    /// a view matching `skips` is passed over with its own content.
    public func hasDescendant(_ expression: Int32, skippingInside skips: ((Int32) -> Bool)? = nil,
                              where predicate: (Int32) -> Bool) -> Bool {
        guard expression >= 0 else { return false }
        var pending = tree.expressions[Int(expression)].arguments.map { tree.arguments[$0].value }
        while let next = pending.popLast() {
            guard next >= 0 else { continue }
            let node = tree.expressions[Int(next)]
            if node.kind == .call || node.kind == .reference {
                if skips?(next) == true { continue }
                if predicate(next) { return true }
            }
            pending.append(contentsOf: node.arguments.map { tree.arguments[$0].value })
            pending.append(contentsOf: expressions(in: node.statements))
        }
        return false
    }

    /// Whether an expression's (a closure's, a value's) names or string
    /// literals contain one of `words` (case-insensitive), anywhere in it,
    /// conditions included:
    /// `guard let url = URL(string: UIApplication.openSettingsURLString)`.
    public func closure(_ expression: Int32, mentions words: [StaticString]) -> Bool {
        guard expression >= 0 else { return false }
        let node = tree.expressions[Int(expression)]
        guard node.firstToken >= 0 && node.lastToken >= node.firstToken else { return false }
        return (node.firstToken...node.lastToken).contains { token in
            let kind = tree.tokens[Int(token)].kind
            return (kind == .identifier || kind == .stringSegment)
                && words.contains { tree.token(token, containsCaseInsensitive: $0) }
        }
    }

    /// Whether an expression calls a function named exactly one of `names`
    /// anywhere in it (`UIFont.preferredFont(forTextStyle: .body)`), not a
    /// property of that name (`Styles.body.preferredFont`), and uses what it
    /// returns as it is: not only a member of the result named in `unlessReadFor`
    /// (`preferredFont(forTextStyle: .body).pointSize + 2`).
    public func expression(_ expression: Int32, calls names: [StaticString],
                           unlessReadFor members: [StaticString] = []) -> Bool {
        guard expression >= 0 else { return false }
        let node = tree.expressions[Int(expression)]
        guard node.firstToken >= 0 && node.lastToken > node.firstToken else { return false }
        return (node.firstToken..<node.lastToken).contains { token in
            guard tree.tokens[Int(token)].kind == .identifier, tree.token(token + 1, is: "("),
                  names.contains(where: { tree.token(token, is: $0) }) else { return false }
            let close = Int(tree.partners[Int(token) + 1])
            return close < 0 || !tree.token(Int32(close + 1), is: ".")
                || !members.contains { tree.token(Int32(close + 2), is: $0) }
        }
    }
}

/// Facts about a file that only some rules need, computed the first time one
/// asks. A file's facts are built and read by the one thread that lints the
/// file (the parallelism is across files), which is what makes the cache safe.
final class LazyFacts: @unchecked Sendable {
    var constants: SourceConstants?
    var macOnlyRegions: MacOnlyRegions?
    var readsTextSize: Bool?
    var supportsIOSBefore14: Bool?
    var passingStateNames: Set<String>?
}
