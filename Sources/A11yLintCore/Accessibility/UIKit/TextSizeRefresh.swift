import A11yLintSyntax

/// Where a file sets fonts again when the text size changes: the body of
/// `traitCollectionDidChange(_:)`, and the arguments (and trailing closure)
/// of a `registerForTraitChanges(…)` call or of a call that observes
/// `UIContentSizeCategory.didChangeNotification`. A font assigned there, or
/// in a method named there, follows the text size without
/// `adjustsFontForContentSizeCategory`.
struct TextSizeRefresh {
    private var regions: [ClosedRange<Int32>] = []
    private var named: Set<String> = []
    private let tree: SyntaxTree

    init(_ tree: SyntaxTree) {
        self.tree = tree
        for declaration in tree.declarations where declaration.kind == .function && declaration.nameToken >= 0
            && tree.token(declaration.nameToken, is: "traitCollectionDidChange") && declaration.endToken > declaration.keywordToken {
            regions.append(declaration.keywordToken...declaration.endToken - 1)
        }
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            let token = Int32(index)
            if tree.token(token, is: "registerForTraitChanges"), tree.token(token + 1, is: "("), let call = tree.callRange(opening: token + 1) {
                regions.append(call)
            } else if tree.token(token, is: "didChangeNotification"), tree.token(token - 2, is: "UIContentSizeCategory"),
                      let open = tree.callOpener(around: token), let call = tree.callRange(opening: open) {
                regions.append(call)
            }
        }
        for region in regions {
            for token in region where tree.tokens[Int(token)].kind == .identifier { named.insert(tree.text(ofToken: token)) }
        }
    }

    /// Whether the assignment is made again when the text size changes: it
    /// sits in a region, or in a member a region names.
    func resets(_ assignment: UIKitAssignment) -> Bool {
        guard !regions.isEmpty, assignment.expression.firstToken >= 0 else { return false }
        if regions.contains(where: { $0.contains(assignment.expression.firstToken) }) { return true }
        guard let member = tree.declarationNode(assignment.scope), let name = member.name else { return false }
        return named.contains(name)
    }
}
