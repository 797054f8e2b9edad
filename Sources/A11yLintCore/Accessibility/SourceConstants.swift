import A11yLintSyntax

/// The constants a file declares with a visible value: `let` properties of a
/// type, and top-level `let`s, by name. A name declared more than once in the
/// file (another property, a local, a parameter, a function) is left out: a
/// reference to it could mean any of them.
struct SourceConstants: Sendable {
    /// Initial values by the FNV-1a hash of the constant's name (no strings
    /// are made: every file builds this table).
    private var values: [UInt64: Int32] = [:]

    init(_ tree: SyntaxTree) {
        var seen = Set<UInt64>()
        var ambiguous = Set<UInt64>()
        tree.source.bytes.withUnsafeBufferPointer { bytes in
            let hash = { (token: Int32) -> UInt64 in
                let range = tree.tokens[Int(token)]
                return FNV1a.hash(bytes[Int(range.start)..<Int(range.end)])
            }
            for parameter in tree.parameters where parameter.nameToken >= 0 { ambiguous.insert(hash(parameter.nameToken)) }
            for declaration in tree.declarations where declaration.nameToken >= 0 {
                let name = hash(declaration.nameToken)
                if !seen.insert(name).inserted { ambiguous.insert(name) }
                let parent = declaration.parent >= 0 ? tree.declarations[Int(declaration.parent)].kind : nil
                guard declaration.kind == .constant, declaration.initializer >= 0, parent?.isType ?? true else {
                    ambiguous.insert(name)
                    continue
                }
                values[name] = declaration.initializer
            }
        }
        for name in ambiguous { values[name] = nil }
    }

    /// The initial value of the constant `name`, or -1.
    func value(of name: String) -> Int32 {
        values[FNV1a.hash(name.utf8)] ?? -1
    }
}

extension AccessibilityFacts {
    /// The value of a constant the expression names: `iconSize`,
    /// `Layout.iconSize`, `Self.iconSize`, `.iconSize`, when the file
    /// declares it once, with a value.
    public func constantValue(of expression: ExpressionNode) -> ExpressionNode? {
        let name: String?
        switch expression.kind {
        case .reference:
            let members = expression.members
            if members.isEmpty, let token = expression.nameToken, !tree.isCapitalized(token) {
                name = expression.name
            } else if members.count == 1, let member = members.first, !member.hasArgumentClause,
                      let base = expression.nameToken, tree.isCapitalized(base) {
                name = member.name
            } else {
                name = nil
            }
        case .implicitMember where expression.arguments.isEmpty && expression.members.isEmpty:
            name = expression.name
        default:
            name = nil
        }
        return name.flatMap { tree.node(constants.value(of: $0)) }
    }

    /// The value of the local constant a bare reference names: the nearest
    /// `let` of that name declared before it in the same enclosing
    /// declaration (`title` in `let title = pinned ? "Unpin" : "Pin"` …
    /// `Text(title)`).
    public func localConstantValue(of expression: ExpressionNode) -> ExpressionNode? {
        guard expression.kind == .reference, expression.members.isEmpty, let name = expression.nameToken,
              !tree.isCapitalized(name) else { return nil }
        var found: DeclarationNode?
        var foundToken: Int32 = -1
        for index in tree.declarations.indices {
            let declaration = tree.declarations[index]
            guard name > declaration.nameToken, declaration.nameToken > foundToken,
                  declaration.kind == .constant, declaration.initializer >= 0, declaration.nameToken >= 0,
                  tree.token(declaration.nameToken, sameTextAs: name),
                  let parent = tree.declarationNode(declaration.parent), !parent.kind.isType,
                  parent.raw.endToken >= name else { continue }
            found = tree.declarationNode(Int32(index))
            foundToken = declaration.nameToken
        }
        return found.flatMap { tree.node($0.raw.initializer) }
    }

    /// The value of a number literal, or of a constant holding one (`14`,
    /// `12.5`, `1_000`, `iconSize` when `let iconSize: CGFloat = 20`).
    public func numberValue(of expression: ExpressionNode) -> Double? {
        if expression.kind == .numberLiteral {
            let text = tree.text(ofToken: expression.firstToken).replacingOccurrences(of: "_", with: "")
            return Double(text)
        }
        guard let value = constantValue(of: expression), value.kind == .numberLiteral else { return nil }
        return numberValue(of: value)
    }
}
