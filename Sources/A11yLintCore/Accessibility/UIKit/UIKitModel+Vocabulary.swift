import A11yLintSyntax

/// The names the UIKit model knows: which assignments and calls it keeps,
/// which AppKit setters stand for which properties, and the words that tell
/// a file configures UIKit views at all.
extension UIKitModel {
    /// The property an AppKit accessibility setter sets (`setAccessibilityElement` →
    /// `isAccessibilityElement`, `setAccessibilityLabel` → `accessibilityLabel`).
    static func appKitProperty(setter name: String) -> String? {
        guard name.hasPrefix("setAccessibility"), name.count > 16 else { return nil }
        let rest = name.dropFirst(16)
        if rest == "Element" { return "isAccessibilityElement" }
        return "accessibility" + rest
    }

    /// Whether an assignment to this member is worth keeping: accessibility
    /// members, and the few others rules read.
    static func isRecorded(assigned member: Int32, in tree: SyntaxTree) -> Bool {
        tree.token(member, hasPrefix: "accessibility") || recordedAssignments.contains { tree.token(member, is: $0) }
            || namesAppAccessibilityProperty(member, in: tree)
    }

    /// A property the app declares to set accessibility members through,
    /// named by an abbreviation then what it sets (`accLabelText`,
    /// `a11yLabel`, `accHint`): UIKit spells its own out. (`accountName`,
    /// `accView`, `a11yIdentifier` set nothing VoiceOver reads.)
    static func namesAppAccessibilityProperty(_ member: Int32, in tree: SyntaxTree) -> Bool {
        guard tree.token(member, hasCamelCasePrefix: "acc") || tree.token(member, hasCamelCasePrefix: "a11y") else { return false }
        let text = tree.text(ofToken: member)
        let rest = text.drop(while: { $0.isLowercase || $0.isNumber })
        return appAccessibilityWords.contains { rest.hasPrefix($0) }
    }

    /// What such a property sets, as the word after the abbreviation.
    static let appAccessibilityWords = ["Label", "Hint", "Value", "Title", "Text", "Traits"]

    /// The members other than `accessibility…` whose assignments rules read.
    static let recordedAssignments: [StaticString] = [
        "isAccessibilityElement", "numberOfTapsRequired", "configuration", "allowedPressTypes", "title", "text",
        "attributedText", "font", "adjustsFontForContentSizeCategory", "placeholder", "textContentType", "frame",
        "translatesAutoresizingMaskIntoConstraints", "modalPresentationStyle", "isModalInPresentation",
        "transitioningDelegate", "isUserInteractionEnabled", "changesSelectionAsPrimaryAction",
    ]

    /// The methods whose calls rules read.
    static let recordedCalls: [StaticString] = [
        "setImage", "setTitle", "setAttributedTitle", "addGestureRecognizer", "dismiss", "present", "insert", "formUnion",
        "addTarget", "constraint", "sizeToFit",
    ] + measuringCalls

    /// Calls that measure a view without showing it.
    static let measuringCalls: [StaticString] = ["sizeThatFits", "systemLayoutSizeFitting", "textRect"]

    static func isRecorded(called method: Int32, in tree: SyntaxTree) -> Bool {
        recordedCalls.contains { tree.token(method, is: $0) }
    }

    /// Whether the file's code may configure UIKit views as rules read them:
    /// it names one of the members or classes they ask about. Files without
    /// one (most SwiftUI files) are not scanned.
    static func configuresViews(_ tree: SyntaxTree) -> Bool {
        tree.source.bytes.withUnsafeBufferPointer { bytes in
            tree.tokens.indices.contains { index in
                let token = tree.tokens[index]
                // Every signal starts with a, f, i, p, s, v or U.
                guard token.kind == .identifier, token.length >= 4 else { return false }
                switch bytes[Int(token.start)] {
                case UInt8(ascii: "a"), UInt8(ascii: "f"), UInt8(ascii: "i"), UInt8(ascii: "p"), UInt8(ascii: "s"),
                     UInt8(ascii: "v"), UInt8(ascii: "U"):
                    return isSignal(Int32(index), tree)
                default: return false
                }
            }
        }
    }

    private static func isSignal(_ token: Int32, _ tree: SyntaxTree) -> Bool {
        UIKitModel.signalNames.contains { tree.token(token, is: $0) }
            || (tree.token(token, hasPrefix: "accessibility") || tree.token(token, is: "font")) && tree.token(token + 1, is: "=")
    }

    /// Names only UIKit code that rules read uses.
    static let signalNames: [StaticString] = [
        "isAccessibilityElement", "accessibilityTraits", "addGestureRecognizer", "setImage", "UIBarButtonItem",
        "UIAccessibilityElement", "accessibilityElements", "animated", "UITableViewHeaderFooterView",
        "UICollectionReusableView", "viewForHeaderInSection", "preferredFont", "scaledFont", "placeholder", "UIButton",
        "setAccessibilityElement", "setAccessibilityRole",
    ]

    /// Calls whose `#selector(…)` arguments are run by a control.
    static let controlCreators: Set<String> = [
        "UIBarButtonItem", "UIAccessibilityCustomAction", "UIKeyCommand", "UICommand", "UIMenuItem",
    ]
}
