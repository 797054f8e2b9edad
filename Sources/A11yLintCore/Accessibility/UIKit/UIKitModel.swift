import A11yLintSyntax

/// A class of the file (with its extensions in the file): its superclass and
/// the accessibility members it declares or overrides.
public struct UIKitType {
    public let name: String
    /// The class declaration, when the file declares the class itself.
    public var declaration: DeclarationNode?
    /// The first name of the class's inheritance list.
    public var superclass: String?
    /// Members declared with `override`, and every member whose name starts
    /// with `accessibility` or is `isAccessibilityElement`, by name.
    public var members: [String: DeclarationNode] = [:]

    /// Whether the type declares or overrides `member`.
    public func declares(_ member: String) -> Bool { members[member] != nil }
}

/// What a file's UIKit code does, worked out once per file and shared by
/// every UIKit rule: its classes, and the targets its statements configure —
/// `self`, stored properties (their configuring closures included) and local
/// variables — with the members assigned, methods called, traits given and
/// gesture recognizers added. Assignments in any method of a type (and its
/// extensions in the file) count for `self` and its properties: a cell
/// configures itself in `configure(with:)`, not only in `init`.
public final class UIKitModel {
    public private(set) var types: [String: UIKitType] = [:]
    /// The targets, in the order their first configuration appears.
    public private(set) var targets: [UIKitTarget] = []
    /// `UIBarButtonItem(image: …)` calls without a `title:`.
    public private(set) var imageBarButtonItems: [ExpressionNode] = []
    /// Selectors run by controls (`addTarget(_:action:for:)`, bar button
    /// items, custom actions, key commands): a gesture running one has an alternative.
    public private(set) var controlSelectors: Set<String> = []
    private var index: [UIKitTarget.Owner: Int] = [:]
    private var locals: [Int32: [String: UIKitTarget.Owner]] = [:]
    /// What declarations show of each variable, kept until (and unless) the
    /// code configures it and it becomes a target.
    private var declared: [UIKitTarget.Owner: Declared] = [:]
    /// The variables that `UIBarButtonItem(…)` calls are assigned to after
    /// their declaration (`moreItem = UIBarButtonItem(image: …)`).
    private var creations: [Int32: UIKitTarget.Owner] = [:]
    /// Stored properties given a view made elsewhere (`button = makeButton()`).
    private var madeElsewhere: Set<UIKitTarget.Owner> = []
    /// The type each scanned member declaration belongs to.
    private(set) var scopeTypes: [Int32: String] = [:]
    private var pendingRecognizers: [(owner: UIKitTarget.Owner, addition: Int32, argument: ExpressionNode, scope: Int32)] = []
    /// `x.addTarget(_:action:…)` calls: a control's action, unless `x` turns
    /// out to be a gesture recognizer (whose action is its own).
    private var pendingTargetActions: [(owner: UIKitTarget.Owner?, actions: Set<String>)] = []
    /// The member names each scope assigns on receivers that are not
    /// targets (`navigationItem.rightBarButtonItem?.accessibilityLabel = …`).
    public private(set) var assignedInScope: [Int32: Set<String>] = [:]
    /// The scope (member declaration) each `imageBarButtonItems` call sits in.
    public private(set) var scopeOfCall: [Int32: Int32] = [:]
    /// Each recorded assignment's member token, to the target it is made to; built when first asked.
    private var assignedMembers: [Int32: Int]?
    /// `customViewNames`, once built.
    private var customViews: [(name: String, token: Int32)]?
    /// The commands the action methods of controls run (`commandKeys(in:strict:)`); built when first asked.
    private var controlKeys: Set<String>?
    /// `static let didTapCurrency = #selector(AmountInputView.didTapCurrency)`
    /// in an `extension Selector`: each constant's method name.
    private var selectorConstants: [String: String] = [:]
    /// Recognizers made in an assignment to a declared property
    /// (`tapRecognizer = UITapGestureRecognizer(target: self, action: …)`).
    private var assignedRecognizers: [UIKitTarget.Owner: ExpressionNode] = [:]
    let tree: SyntaxTree

    init(_ tree: SyntaxTree) {
        self.tree = tree
        collectTypes()
        guard !types.isEmpty, UIKitModel.configuresViews(tree) else { return }
        collectSelectorConstants()
        for (offset, declaration) in tree.declarations.enumerated() {
            guard let node = tree.declarationNode(Int32(offset)), let owner = node.parent,
                  owner.kind == .class || owner.kind == .extension, let type = owner.name else { continue }
            if node.kind == .variable || node.kind == .constant, !node.hasBody || declaration.initializer >= 0 {
                declareProperty(node, of: type)
            }
            scan(member: node, of: type)
        }
        resolveRecognizers()
        for owner in madeElsewhere { if let position = index[owner] { targets[position].isMadeElsewhere = true } }
    }

    /// Every variable the file declares or configures, as a target (those
    /// only declared have no configuration), in source order.
    public var variables: [UIKitTarget] {
        var all = targets
        for owner in declared.keys where index[owner] == nil {
            var target = UIKitTarget(owner: owner)
            declared[owner]?.apply(to: &target)
            all.append(target)
        }
        return all.sorted { $0.declarationToken < $1.declarationToken }
    }

    /// The target `owner` names, if the file configures it.
    public func target(_ owner: UIKitTarget.Owner) -> UIKitTarget? {
        index[owner].map { targets[$0] }
    }

    /// The views the file makes bar button items' custom views
    /// (`customView: name`, `customView = name`, `customView = self.name`),
    /// each with its token; found in one pass when first asked.
    var customViewNames: [(name: String, token: Int32)] {
        if let customViews { return customViews }
        var found: [(name: String, token: Int32)] = []
        for token in 0..<Int32(tree.tokens.count) where tree.token(token, is: "customView")
            && (tree.token(token + 1, is: ":") || tree.token(token + 1, is: "=")) {
            let name = tree.token(token + 2, is: "self") && tree.token(token + 3, is: ".") ? token + 4 : token + 2
            guard Int(name) < tree.tokens.count, tree.tokens[Int(name)].kind == .identifier else { continue }
            found.append((tree.text(ofToken: name), name))
        }
        customViews = found
        return found
    }

    /// The commands the file's controls run through their action methods.
    var controlCommandKeys: Set<String> {
        if let controlKeys { return controlKeys }
        var keys = Set<String>()
        for selector in controlSelectors {
            guard let method = method(named: selector), method.hasBody else { continue }
            keys.formUnion(commandKeys(in: method.body, strict: false) ?? [])
        }
        controlKeys = keys
        return keys
    }

    /// The target an assignment this model recorded is made to, by the
    /// member token it assigns (`font` in `label.font = …`).
    public func target(assigning memberToken: Int32) -> UIKitTarget? {
        if assignedMembers == nil {
            var members: [Int32: Int] = [:]
            for (position, target) in targets.enumerated() {
                for assignment in target.assignments.values.joined() { members[assignment.memberToken] = position }
            }
            assignedMembers = members
        }
        return assignedMembers?[memberToken].map { targets[$0] }
    }

    /// The variable the expression `creation` is stored in (`let item =
    /// UIBarButtonItem(…)`, or `item = UIBarButtonItem(…)` later), as a
    /// target; nil when it is not stored in one, `.some` with no
    /// configuration when the variable is never configured.
    /// Whether `value` makes a view here (`UIButton(type: .system)`).
    private func isCreation(_ value: ExpressionNode) -> Bool {
        value.kind == .call && tree.isCapitalized(value.raw.nameToken)
    }

    /// What `value` holds when it names a local of `scope` declared with a
    /// value (`let symbol = UIImage(systemName: "gearshape")`); else `value`.
    public func resolved(_ value: ExpressionNode, in scope: Int32?) -> ExpressionNode {
        guard value.kind == .reference, value.members.isEmpty, let scope, let name = value.name,
              let owner = locals[scope]?[name], case .local = owner,
              let initial = declared[owner].flatMap({ tree.node($0.initializer) }) else { return value }
        return initial
    }

    public func variable(createdBy creation: Int32) -> UIKitTarget? {
        if let owner = creations[creation] { return target(owner) ?? UIKitTarget(owner: owner) }
        return variables.first { $0.initializer == creation }
    }

    // MARK: Types

    private func collectTypes() {
        guard tree.declarations.contains(where: { $0.kind == .class || $0.kind == .extension }) else { return }
        for offset in tree.declarations.indices {
            guard let node = tree.declarationNode(Int32(offset)) else { continue }
            if (node.kind == .class || node.kind == .extension), let name = node.name {
                var type = types[name] ?? UIKitType(name: name)
                if node.kind == .class {
                    type.declaration = node
                    type.superclass = node.inheritedNameTokens.first.map(tree.text(ofToken:))
                }
                types[name] = type
            } else if let parent = node.parent, parent.kind == .class || parent.kind == .extension,
                      let typeName = parent.name, let name = node.name,
                      node.hasModifier("override") || name.hasPrefix("accessibility") || name == "isAccessibilityElement" {
                types[typeName, default: UIKitType(name: typeName)].members[name] = node
            }
        }
        for (name, type) in types where type.declaration != nil {
            var target = UIKitTarget(owner: .member(type: name, name: "self"))
            target.className = type.superclass
            add(target)
        }
    }

    // MARK: Targets

    /// What a declaration shows of a variable.
    private struct Declared {
        var className: String?
        var token: Int32 = -1
        var initializer: Int32 = -1
        var isOutlet = false

        func apply(to target: inout UIKitTarget) {
            target.className = target.className ?? className
            if token >= 0 { target.declarationToken = token }
            if initializer >= 0 { target.initializer = initializer }
            target.isMadeElsewhere = target.isMadeElsewhere || isOutlet
        }
    }

    @discardableResult
    private func add(_ target: UIKitTarget) -> Int {
        if let existing = index[target.owner] { return existing }
        var target = target
        declared[target.owner]?.apply(to: &target)
        targets.append(target)
        index[target.owner] = targets.count - 1
        return targets.count - 1
    }

    private func update(_ owner: UIKitTarget.Owner, _ change: (inout UIKitTarget) -> Void) {
        let position = add(UIKitTarget(owner: owner))
        change(&targets[position])
    }

    /// Records what a declaration shows, on the target too if it exists.
    private func declare(_ owner: UIKitTarget.Owner, _ change: (inout Declared) -> Void) {
        change(&declared[owner, default: Declared()])
        if let position = index[owner], let found = declared[owner] { found.apply(to: &targets[position]) }
    }

    private func declareProperty(_ node: DeclarationNode, of type: String) {
        guard let name = node.name, let token = node.nameToken else { return }
        declare(.member(type: type, name: name)) { found in
            found.token = token
            found.isOutlet = node.attribute("IBOutlet") != nil || node.attribute("IBOutletCollection") != nil
            found.className = annotatedClass(node) ?? node.initializer.flatMap(createdClass)
            found.initializer = node.raw.initializer
        }
    }

    /// `let button: UIButton`, `UIButton?`, `UIButton!`: the first capitalized name of the annotation.
    private func annotatedClass(_ node: DeclarationNode) -> String? {
        let start = node.raw.typeStart
        guard start >= 0, start < node.raw.typeEnd, tree.tokens[Int(start)].kind == .identifier,
              tree.isCapitalized(start) else { return nil }
        return tree.text(ofToken: start)
    }

    /// `UIButton(type: .system)`: the class an initializer call creates.
    private func createdClass(_ value: ExpressionNode) -> String? {
        guard value.kind == .call, let name = value.nameToken, tree.isCapitalized(name), value.members.isEmpty else { return nil }
        return tree.text(ofToken: name)
    }

    // MARK: Scanning a member's code

    private enum Work {
        case statements(NodeList<StatementKindTag>)
        case expression(ExpressionNode)
        case declaration(DeclarationNode)
    }

    /// Scans a method, initializer or property of `type`: its body, or its
    /// initial value (a configuring closure's locals stand for the property
    /// when the closure returns them).
    private func scan(member: DeclarationNode, of type: String) {
        let scope = member.index
        scopeTypes[scope] = type
        var pending: [Work] = [.statements(member.body)]
        if let initializer = member.initializer {
            pending.append(.expression(initializer))
            if initializer.kind == .closure, let name = member.name, let returned = returnedName(of: initializer) {
                locals[scope, default: [:]][returned] = .member(type: type, name: name)
            }
        }
        while let work = pending.popLast() {
            switch work {
            case .statements(let statements):
                for statement in statements.reversed() {
                    switch statement.kind {
                    case .expression, .returnValue:
                        if let expression = statement.expression { pending.append(.expression(expression)) }
                    case .declaration:
                        guard let local = statement.declaration else { continue }
                        pending.append(.statements(local.body))
                        if let initializer = local.initializer { pending.append(.expression(initializer)) }
                        pending.append(.declaration(local))
                    default:
                        for block in statement.blocks { pending.append(.statements(block)) }
                    }
                }
            case .declaration(let local):
                // In source order, so a local named again in a later block
                // is a new variable from there on.
                declareLocal(local, scope: scope)
            case .expression(let expression):
                record(expression, type: type, scope: scope)
                pending.append(.statements(expression.statements))
                for argument in expression.arguments { if let value = argument.value { pending.append(.expression(value)) } }
                for member in expression.members {
                    for argument in member.arguments { if let value = argument.value { pending.append(.expression(value)) } }
                }
            }
        }
    }

    /// `{ let button = UIButton(); …; return button }`: `button`.
    private func returnedName(of closure: ExpressionNode) -> String? {
        guard let last = closure.statements.last, last.kind == .returnValue || last.kind == .expression,
              let value = last.expression, value.kind == .reference, value.members.isEmpty else { return nil }
        return value.name
    }

    private func declareLocal(_ local: DeclarationNode, scope: Int32) {
        guard local.kind == .constant || local.kind == .variable, let name = local.name, let token = local.nameToken else { return }
        let owner: UIKitTarget.Owner
        if let closureResult = locals[scope]?[name], case .member = closureResult {
            owner = closureResult
        } else {
            owner = .local(scope: scope, name: name, declaration: token)
        }
        locals[scope, default: [:]][name] = owner
        declare(owner) { found in
            found.className = found.className ?? annotatedClass(local) ?? local.initializer.flatMap(createdClass)
            // A configuring closure's local is created by the call that creates the property.
            found.initializer = local.raw.initializer
            if case .local = owner { found.token = token }
        }
    }

    /// The target a receiver path names: `self`, `self.p`, `p` (a local
    /// first, else a property), or nothing for longer paths.
    private func owner(base: ExpressionNode?, path: ArraySlice<MemberNode>, type: String, scope: Int32) -> UIKitTarget.Owner? {
        guard !path.contains(where: \.hasArgumentClause) else { return nil }
        guard let base, let name = base.name else { return path.isEmpty ? .member(type: type, name: "self") : nil }
        if name == "self" {
            switch path.count {
            case 0: return .member(type: type, name: "self")
            case 1: return .member(type: type, name: path[path.startIndex].name)
            default: return nil
            }
        }
        guard path.isEmpty, base.kind == .reference, !tree.isCapitalized(base.raw.nameToken) else { return nil }
        return locals[scope]?[name] ?? .member(type: type, name: name)
    }

    private func record(_ expression: ExpressionNode, type: String, scope: Int32) {
        switch expression.kind {
        case .assignment:
            recordAssignment(expression, type: type, scope: scope)
        case .call, .reference:
            recordCalls(expression, type: type, scope: scope)
        default:
            break
        }
    }

    private func recordAssignment(_ expression: ExpressionNode, type: String, scope: Int32) {
        guard let target = expression.assignedTarget else { return }
        let members = Array(target.members)
        // `moreItem = UIBarButtonItem(image: …)`: the item is that variable.
        if let value = expression.assignedValue, let whole = owner(base: target, path: members[...], type: type, scope: scope) {
            if value.kind == .call, value.isNamed("UIBarButtonItem") { creations[value.index] = whole }
            if value.kind == .call, value.name.flatMap(UIKitCatalog.gesture(ofRecognizer:)) != nil { assignedRecognizers[whole] = value }
            // `colorPickerButton = makeCloseButton()`, or a local made so: a view made, and perhaps labelled, elsewhere.
            if case .member(_, let name) = whole, name != "self", value.kind != .nilLiteral,
               !isCreation(resolved(value, in: scope)) {
                madeElsewhere.insert(whole)
            }
            if isCreation(value) { recordConfiguringClosures(of: value, on: whole, scope: scope) }
        }
        let memberToken: Int32
        let owner: UIKitTarget.Owner?
        if let last = members.last {
            memberToken = last.nameToken
            owner = self.owner(base: target, path: members.dropLast(), type: type, scope: scope)
        } else {
            guard let name = target.nameToken, locals[scope]?[tree.text(ofToken: name)] == nil else { return }
            memberToken = name
            owner = .member(type: type, name: "self")
        }
        guard UIKitModel.isRecorded(assigned: memberToken, in: tree) else { return }
        guard let owner else {
            assignedInScope[scope, default: []].insert(tree.text(ofToken: memberToken))
            return
        }
        record(expression, assigning: memberToken, on: owner, scope: scope)
    }

    private func record(_ expression: ExpressionNode, assigning memberToken: Int32, on owner: UIKitTarget.Owner, scope: Int32) {
        let member = tree.text(ofToken: memberToken)
        update(owner) { target in
            target.assignments[member, default: []].append(UIKitAssignment(expression: expression, memberToken: memberToken, scope: scope))
            if member == "accessibilityTraits", let value = expression.assignedValue { give(traitsOf: value, to: &target) }
            if UIKitModel.namesAppAccessibilityProperty(memberToken, in: tree) { target.isHandedToAccessibilityCode = true }
        }
    }

    /// `muteButton = UIButton().then { $0.accessibilityLabel = "Mute" }`:
    /// what the closure of a creation's chain assigns on `$0` is assigned on the view.
    private func recordConfiguringClosures(of creation: ExpressionNode, on owner: UIKitTarget.Owner, scope: Int32) {
        for member in creation.members {
            for closure in member.arguments.compactMap(\.value) where closure.kind == .closure {
                for statement in closure.statements {
                    guard let assignment = statement.expression, let target = assignment.assignedTarget,
                          target.isNamed("$0"), target.members.count == 1, let last = target.members.last,
                          UIKitModel.isRecorded(assigned: last.nameToken, in: tree) else { continue }
                    record(assignment, assigning: last.nameToken, on: owner, scope: scope)
                }
            }
        }
    }

    /// The traits `value` names, or, when it names none that can be read
    /// (`model.traits`), traits the code does not spell out.
    private func give(traitsOf value: ExpressionNode, to target: inout UIKitTarget) {
        let names = traitNames(in: value)
        target.traits.formUnion(names)
        if names.isEmpty && value.kind != .collection { target.hasUnreadTraits = true }
    }

    /// `publisher.assign(to: \.accessibilityTraits, on: self)`: a binding
    /// sets the member to values the code does not spell out.
    private func recordBinding(_ expression: ExpressionNode, type: String, scope: Int32) {
        for member in expression.members where member.isNamed("assign") {
            guard let keyPath = member.argument(labeled: "to"), let on = member.argument(labeled: "on"),
                  let owner = owner(base: on, path: Array(on.members)[...], type: type, scope: scope) else { continue }
            let name = keyPath.raw.lastToken
            guard tree.tokens[Int(name)].kind == .identifier, UIKitModel.isRecorded(assigned: name, in: tree) else { continue }
            update(owner) { target in
                target.assignments[tree.text(ofToken: name), default: []].append(UIKitAssignment(setter: expression, memberToken: name, value: nil, scope: scope))
                if tree.token(name, is: "accessibilityTraits") { target.hasUnreadTraits = true }
            }
        }
    }

    private func recordCalls(_ expression: ExpressionNode, type: String, scope: Int32) {
        recordAccessibilityHelper(expression, type: type, scope: scope)
        recordBinding(expression, type: type, scope: scope)
        if expression.kind == .call, expression.members.isEmpty, let name = expression.name, let token = expression.nameToken {
            if name == "UIBarButtonItem", expression.arguments.labeled("image") != nil, expression.arguments.labeled("title") == nil {
                imageBarButtonItems.append(expression)
                scopeOfCall[expression.index] = scope
            }
            if UIKitModel.controlCreators.contains(name) { controlSelectors.formUnion(selectors(in: expression.arguments)) }
            if let property = UIKitModel.appKitProperty(setter: name), locals[scope]?[name] == nil {
                // `setAccessibilityElement(true)` on implicit `self` (AppKit).
                recordSetter(nil, of: property, in: expression, on: .member(type: type, name: "self"), scope: scope)
            } else if UIKitModel.isRecorded(called: token, in: tree), locals[scope]?[name] == nil {
                // `dismiss(animated: true)`, `addGestureRecognizer(tap)`: a method of implicit `self`.
                recordCall(token, arguments: expression.arguments, on: .member(type: type, name: "self"), scope: scope)
            }
        }
        let members = Array(expression.members)
        for (position, member) in members.enumerated() where member.hasArgumentClause
            && (UIKitModel.isRecorded(called: member.nameToken, in: tree) || tree.token(member.nameToken, hasPrefix: "setAccessibility")) {
            let path = members[..<position]
            // `button.widthAnchor.constraint(equalToConstant: 20)`: recorded on the button as a `widthAnchor` call.
            if member.isNamed("constraint") {
                if let anchor = path.last, anchor.isNamed("widthAnchor") || anchor.isNamed("heightAnchor"),
                   let owner = owner(base: expression, path: path.dropLast(), type: type, scope: scope) {
                    recordCall(anchor.nameToken, arguments: member.arguments, on: owner, scope: scope)
                }
                continue
            }
            if (member.isNamed("insert") || member.isNamed("formUnion")), let traits = path.last, traits.isNamed("accessibilityTraits"),
               let owner = owner(base: expression, path: path.dropLast(), type: type, scope: scope) {
                let names = member.arguments.compactMap(\.value).reduce(into: Set<String>()) { $0.formUnion(traitNames(in: $1)) }
                update(owner) { $0.traits.formUnion(names) }
                continue
            }
            let owner = owner(base: expression, path: path, type: type, scope: scope)
            if member.isNamed("addTarget") { pendingTargetActions.append((owner, selectors(in: member.arguments))) }
            guard let owner else { continue }
            if tree.token(member.nameToken, hasPrefix: "setAccessibility"), let property = UIKitModel.appKitProperty(setter: member.name) {
                recordSetter(member, of: property, in: expression, on: owner, scope: scope)
                continue
            }
            recordCall(member.nameToken, arguments: member.arguments, on: owner, scope: scope)
        }
    }

    /// `setupAccessibility(forSidebarButton: sidebarButton)`: the app's own
    /// accessibility code, which may label what it is given.
    private func recordAccessibilityHelper(_ expression: ExpressionNode, type: String, scope: Int32) {
        let call = expression.members.last.map { ($0.nameToken, $0.arguments) } ?? (expression.raw.nameToken, expression.arguments)
        guard expression.kind == .call || expression.members.last?.hasArgumentClause == true, call.0 >= 0,
              tree.token(call.0, containsCaseInsensitive: "accessibility"),
              !tree.token(call.0, hasPrefix: "setAccessibility") else { return }
        for value in call.1.compactMap(\.value) where value.kind == .reference {
            if let owner = owner(base: value, path: Array(value.members)[...], type: type, scope: scope) {
                update(owner) { $0.isHandedToAccessibilityCode = true }
            }
        }
    }

    /// AppKit's setter (`view.setAccessibilityLabel("Close")`), recorded as
    /// the assignment of the property it sets; a role of button or link is a trait.
    private func recordSetter(_ member: MemberNode?, of property: String, in expression: ExpressionNode, on owner: UIKitTarget.Owner,
                              scope: Int32) {
        let arguments = member?.arguments ?? expression.arguments
        let value = arguments.firstValue
        let token = member?.nameToken ?? expression.raw.nameToken
        update(owner) { target in
            target.assignments[property, default: []].append(UIKitAssignment(setter: expression, memberToken: token, value: value, scope: scope))
            if property == "accessibilityRole", let value { target.traits.formUnion(traitNames(in: value)) }
        }
    }

    private func recordCall(_ name: Int32, arguments: NodeList<ArgumentKindTag>, on owner: UIKitTarget.Owner, scope: Int32) {
        update(owner) {
            $0.calls[tree.text(ofToken: name), default: []].append(UIKitCall(nameToken: name, arguments: arguments, scope: scope))
        }
        if tree.token(name, is: "addGestureRecognizer"), let argument = arguments.first?.value {
            pendingRecognizers.append((owner, name, argument, scope))
        }
    }

    /// The names inside `#selector(…)` arguments, or named by a selector
    /// constant of the file (`action: .didTapCurrency`).
    private func selectors(in arguments: NodeList<ArgumentKindTag>) -> Set<String> {
        var names = Set<String>()
        for value in arguments.compactMap(\.value) {
            if value.kind == .implicitMember, let constant = value.name, let method = selectorConstants[constant] {
                names.insert(method)
            } else if let name = Self.selectorName(value) {
                names.insert(name)
            }
        }
        return names
    }

    /// `handleTap` of `#selector(handleTap(_:))` or `#selector(Self.handleTap)`.
    private static func selectorName(_ value: ExpressionNode) -> String? {
        guard value.isNamed("#selector"), let inner = value.arguments.first?.value else { return nil }
        return inner.members.last?.name ?? inner.name
    }

    private func collectSelectorConstants() {
        for index in tree.declarations.indices where tree.declarations[index].kind == .constant {
            guard let constant = tree.declarationNode(Int32(index)), let name = constant.name,
                  let parent = constant.parent, parent.kind == .extension, parent.isNamed("Selector"),
                  let value = tree.node(constant.raw.initializer), let method = Self.selectorName(value) else { continue }
            selectorConstants[name] = method
        }
    }

    /// The method names of the `#selector(…)`s among `tokens`
    /// (`#selector(handleTap)`, `#selector(viewDidTap(_:))`, `#selector(Self.close)`),
    /// and of the selector constants given as actions (`action: .didTap`).
    private func selectors(within tokens: ClosedRange<Int32>) -> Set<String> {
        var names = Set<String>()
        for token in tokens where tree.token(token, is: "#selector") && tree.token(token + 1, is: "(") {
            let close = tree.partners[Int(token) + 1]
            guard close > token + 1 else { continue }
            let name = (token + 2..<close).first { inner in
                tree.tokens[Int(inner)].kind == .identifier && !tree.token(inner, is: "_")
                    && (tree.token(inner + 1, is: "(") || inner + 1 == close)
            }
            if let name { names.insert(tree.text(ofToken: name)) }
        }
        // `action: .didTap`, a constant of the file's `extension Selector`.
        for token in tokens where tree.token(token, is: "action") && tree.token(token + 1, is: ":") && tree.token(token + 2, is: ".") {
            if let method = selectorConstants[tree.text(ofToken: token + 3)] { names.insert(method) }
        }
        return names
    }

    /// `.button`, `[.button, .selected]`, `UIAccessibilityTraits.header`,
    /// `.button.union(.selected)`: the trait names a value mentions.
    private func traitNames(in value: ExpressionNode) -> Set<String> {
        var names = Set<String>()
        var pending = [value]
        while let next = pending.popLast() {
            if next.kind == .implicitMember, let name = next.name { names.insert(name) }
            if next.kind == .reference, next.isNamed("UIAccessibilityTraits"), let member = next.members.first { names.insert(member.name) }
            for member in next.members where next.kind == .implicitMember || next.kind == .reference {
                if !member.hasArgumentClause && next.kind == .implicitMember { continue }
                pending.append(contentsOf: member.arguments.compactMap(\.value))
            }
            pending.append(contentsOf: next.arguments.compactMap(\.value))
        }
        return names
    }

    /// Works out what each added recognizer asks for, once every
    /// assignment (`tap.numberOfTapsRequired = 2`) has been seen.
    private func resolveRecognizers() {
        for (owner, actions) in pendingTargetActions where !isRecognizer(owner) { controlSelectors.formUnion(actions) }
        for (owner, addition, argument, scope) in pendingRecognizers {
            var creation: ExpressionNode? = argument.kind == .call ? argument : nil
            var className = creation.flatMap(createdClass)
            var taps: ExpressionNode?
            var addedActions = Set<String>()
            if argument.kind == .reference, argument.members.isEmpty, let name = argument.name, !tree.isCapitalized(argument.raw.nameToken) {
                let recognizerOwner = locals[scope]?[name] ?? (owner.typeName.map { .member(type: $0, name: name) })
                if let recognizerOwner, let found = declared[recognizerOwner] {
                    className = found.className
                    creation = tree.node(found.initializer) ?? assignedRecognizers[recognizerOwner]
                    let recognizer = target(recognizerOwner)
                    taps = recognizer?.assignments["numberOfTapsRequired"]?.last?.value
                    // `tap.addTarget(self, action: #selector(…))` after it was made.
                    addedActions = recognizer?.calls["addTarget"].map { Set($0.flatMap { selectors(in: $0.arguments) }) } ?? []
                    // A press of the Apple TV remote, not a touch.
                    if recognizer?.assignments["allowedPressTypes"] != nil { continue }
                }
            }
            guard let className, var gesture = UIKitCatalog.gesture(ofRecognizer: className) else { continue }
            // `addGestureRecognizer(UITapGestureRecognizer())`: no action, and none can be added; it only swallows touches.
            if argument.kind == .call, argument.arguments.isEmpty { continue }
            if gesture == .singleTap, let taps {
                gesture = taps.kind == .numberLiteral ? GestureCatalog.tapCount(taps.index, in: tree) : .unknown
            }
            var actions = (creation.map { self.selectors(in: $0.arguments) } ?? []).union(addedActions)
            // Made in a closure (`lazy var tap: UITapGestureRecognizer = { … }()`): its `#selector`s.
            if actions.isEmpty, let creation, creation.name.flatMap(UIKitCatalog.gesture(ofRecognizer:)) == nil {
                actions = selectors(within: creation.raw.firstToken...creation.raw.lastToken)
            }
            update(owner) { $0.recognizers.append(UIKitRecognizer(gesture: gesture, addition: addition, selectors: actions)) }
        }
    }
}

extension UIKitModel {
    /// Whether `owner` is declared as a gesture recognizer.
    fileprivate func isRecognizer(_ owner: UIKitTarget.Owner?) -> Bool {
        guard let owner, let className = target(owner)?.className ?? declared[owner]?.className else { return false }
        return UIKitCatalog.gesture(ofRecognizer: className) != nil
    }
}

extension UIKitTarget.Owner {
    /// The type holding a member target.
    var typeName: String? {
        if case .member(let type, _) = self { return type }
        return nil
    }
}
