/// Text renderings of tokens and of the parsed tree, for `a11y-lint debug`,
/// bug reports and tests.
public enum DebugDump {
    /// One token per line: `LINE:COL<TAB>KIND<TAB>TEXT`, 1-based line and
    /// 1-based UTF-8 byte column; comments and whitespace are not printed.
    public static func tokens(of tree: SyntaxTree) -> String {
        var output = ""
        for token in tree.tokens {
            let location = tree.source.byteLocation(ofOffset: Int(token.start))
            output += "\(location.line):\(location.column)\t\(token.kind.debugName)\t\(TextEscaping.escape(tree.source.text(token.range)))\n"
        }
        return output
    }

    /// The declarations, statements and expressions of a file, one node per
    /// line, indented by nesting, each with its `@line:column`.
    public static func tree(of tree: SyntaxTree) -> String {
        var printer = TreePrinter(tree: tree)
        printer.statements(tree.topLevel, indent: 0)
        return printer.output
    }
}

private struct TreePrinter {
    let tree: SyntaxTree
    var output = ""
    var locator: SourceLocator

    init(tree: SyntaxTree) {
        self.tree = tree
        self.locator = SourceLocator(tree.source)
    }

    mutating func at(_ token: Int32) -> String {
        let location = locator.location(ofOffset: tree.offset(ofToken: token))
        return "@\(location.line):\(location.column)"
    }

    mutating func line(_ indent: Int, _ text: String) {
        output += String(repeating: "  ", count: indent) + text + "\n"
    }

    mutating func statements(_ range: IndexRange, indent: Int) {
        for index in range { statement(tree.statements[index], indent: indent) }
    }

    mutating func statement(_ statement: Statement, indent: Int) {
        switch statement.kind {
        case .expression:
            expression(statement.expression, indent: indent, prefix: "")
        case .declaration:
            declaration(statement.declaration, indent: indent)
        case .returnValue:
            line(indent, "return \(at(statement.firstToken))")
            if statement.expression >= 0 { expression(statement.expression, indent: indent + 1, prefix: "") }
        case .other:
            line(indent, "statement \(at(statement.firstToken))")
        default:
            line(indent, "\(statement.kind) \(at(statement.firstToken))")
            for index in statement.blocks {
                let block = tree.blocks[index]
                let condition = block.conditionEnd > block.conditionStart
                    ? " " + TextEscaping.escape(tree.text(fromToken: block.conditionStart, through: block.conditionEnd - 1))
                    : ""
                line(indent + 1, "branch\(condition)")
                statements(block.statements, indent: indent + 2)
            }
        }
    }

    mutating func declaration(_ index: Int32, indent: Int) {
        let declaration = tree.declarations[Int(index)]
        var text = "\(declaration.kind)"
        if declaration.nameToken >= 0 { text += " " + tree.text(ofToken: declaration.nameToken) }
        if !declaration.inheritance.isEmpty {
            text += ": " + declaration.inheritance.map { tree.text(ofToken: tree.inheritedNames[$0]) }.joined(separator: ", ")
        }
        if declaration.typeEnd > declaration.typeStart && declaration.typeStart >= 0 && !declaration.kind.isType {
            text += " type " + TextEscaping.escape(tree.text(fromToken: declaration.typeStart, through: declaration.typeEnd - 1))
        }
        if declaration.isStatic { text += " static" }
        let node = DeclarationNode(tree: tree, index: index)
        if !node.modifiers.isEmpty {
            text += " [" + node.modifiers.map { ($0.isAttribute ? "@" : "") + tree.text(ofToken: $0.nameToken) }
                .joined(separator: " ") + "]"
        }
        if !node.parameters.isEmpty {
            text += " (" + node.parameters.map { "\($0.argumentLabel ?? "_") \($0.name): \($0.typeText)" }
                .joined(separator: ", ") + ")"
        }
        line(indent, "\(text) \(at(declaration.keywordToken))")
        if declaration.initializer >= 0 { expression(declaration.initializer, indent: indent + 1, prefix: "= ") }
        statements(declaration.body, indent: indent + 1)
    }

    mutating func expression(_ index: Int32, indent: Int, prefix: String) {
        guard index >= 0 else {
            line(indent, prefix + "(missing)")
            return
        }
        let node = tree.expressions[Int(index)]
        var text = "\(node.kind)"
        switch node.kind {
        case .call, .reference, .implicitMember:
            text += " " + tree.text(fromToken: node.qualifierToken, through: node.nameToken)
        case .stringLiteral:
            text += tree.stringValue(of: index).map { " \"\(TextEscaping.escape($0))\"" } ?? " (interpolated)"
        case .numberLiteral, .booleanLiteral, .other:
            text += " " + TextEscaping.escape(String(tree.text(fromToken: node.firstToken, through: node.lastToken).prefix(40)))
        case .sequence, .assignment, .ternary:
            text += " " + ExpressionNode(tree: tree, index: index).operatorTokens.map(tree.text(ofToken:)).joined(separator: " ")
        default:
            break
        }
        line(indent, prefix + text + " " + at(node.firstToken))
        for argumentIndex in node.arguments {
            argument(tree.arguments[argumentIndex], indent: indent + 1)
        }
        statements(node.statements, indent: indent + 1)
        for modifierIndex in node.modifiers {
            let modifier = tree.modifiers[modifierIndex]
            let property = modifier.hasArgumentClause ? "" : " (property)"
            line(indent + 1, ".\(tree.text(ofToken: modifier.nameToken))\(modifier.isConditional ? " #if" : "")\(property) \(at(modifier.nameToken))")
            for argumentIndex in modifier.arguments {
                argument(tree.arguments[argumentIndex], indent: indent + 2)
            }
        }
    }

    mutating func argument(_ argument: Argument, indent: Int) {
        let label = argument.label >= 0 ? tree.text(ofToken: argument.label) : "_"
        expression(argument.value, indent: indent, prefix: (argument.isTrailingClosure ? "trailing " : "") + label + ": ")
    }
}
