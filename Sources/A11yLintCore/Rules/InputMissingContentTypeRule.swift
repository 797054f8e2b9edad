import A11yLintSyntax

/// `input-missing-content-type`: a text field that asks for something
/// AutoFill knows (an e-mail address, a password, a one-time code…) without
/// saying so with a text content type.
public struct InputMissingContentTypeRule: ViewRule, UIKitRule {
    public static let descriptor = RuleDescriptor(
        id: "input-missing-content-type",
        name: "Text field without a content type",
        defaultSeverity: .note,
        isEnabledByDefault: false,
        wcag: ["1.3.5"])

    public static let interest: ViewInterest = .views([.control])

    /// Phrases a field's title or placeholder uses, most specific first, with
    /// the content type that lets AutoFill fill it.
    static let purposes: [(phrases: [String], contentType: String)] = [
        (["one-time code", "one time code", "verification code", "authentication code", "sms code", "2fa code", "otp"],
         "oneTimeCode"),
        (["new password", "confirm password", "choose a password", "create a password", "repeat password",
          "create password"], "newPassword"),
        (["password"], "password"),
        (["e-mail", "email"], "emailAddress"),
        (["username", "user name"], "username"),
        (["first name", "given name"], "givenName"),
        (["last name", "family name", "surname"], "familyName"),
        (["full name", "your name"], "name"),
        (["phone number", "phone", "mobile number", "telephone"], "telephoneNumber"),
        (["postal code", "postcode", "zip code", "zip"], "postalCode"),
        (["street address", "address line", "home address", "shipping address", "billing address", "street"],
         "fullStreetAddress"),
    ]

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        guard view.role == .control(.textField) || view.role == .control(.secureField), !view.isInAccountManagementType
        else { return }
        let facts = view.facts
        let tree = facts.tree
        let texts = [facts.title(of: view.node), tree.argument(of: view.node, labeled: "prompt")?.value,
                     tree.argument(of: view.node, labeled: "text")?.value]
            .compactMap { $0.flatMap { words(of: $0, facts) } }
        guard let contentType = texts.lazy.compactMap(contentType(for:)).first,
              !([view.node] + view.ancestors.map(\.node)).contains(where: { facts.modifier(of: $0, named: "textContentType") != nil })
        else { return }
        findings.report(Self.self, message(contentType), at: view.nameToken, of: view)
    }

    /// `field.placeholder = "Email"` on a `UITextField` the code creates,
    /// without `textContentType`.
    public static func check(_ uikit: UIKitContext, _ findings: inout FindingSink) {
        for target in uikit.model.targets where !target.isMadeElsewhere && target.className == "UITextField" {
            guard target.assignments["textContentType"] == nil,
                  let placeholder = target.assignments["placeholder"]?.first,
                  let text = placeholder.value?.stringValue, let contentType = contentType(for: text) else { continue }
            findings.report(Self.self, message(contentType), at: placeholder.memberToken, in: uikit.tree)
        }
    }

    /// What the field's title, prompt or bound value says: literal text,
    /// the text of `String(localized:)` or `NSLocalizedString`, or the words
    /// of a localization key or variable name (`L10n.emailAddress`,
    /// `$newPassword` read as "email address", "new password").
    static func words(of expression: Int32, _ facts: AccessibilityFacts) -> String? {
        if let text = facts.literalText(of: expression) { return text }
        guard let node = facts.tree.node(expression) else { return nil }
        if node.kind == .call, node.isNamed(oneOf: ["String", "NSLocalizedString", "LocalizedStringKey"]) {
            return node.arguments.firstValue?.stringValue
        }
        guard node.kind == .reference, let last = node.members.last?.name ?? node.name else { return nil }
        return splitCamelCase(last.hasPrefix("$") ? String(last.dropFirst()) : last)
    }

    /// `newPassword` → "new Password".
    static func splitCamelCase(_ name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(character)
        }
        return words
    }

    /// The content type the text asks for, matching whole words.
    static func contentType(for text: String) -> String? {
        let words = " " + text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : " " }
            .split(separator: " ").joined(separator: " ") + " "
        return purposes.first { $0.phrases.contains { words.contains(" \($0) ") } }?.contentType
    }

    static func message(_ contentType: String) -> String {
        "this field asks for what .\(contentType) describes but has no .textContentType(.\(contentType)) "
            + "(textContentType in UIKit): AutoFill cannot fill it for people who find typing hard"
    }
}
