/// What a11y-lint knows of UIKit's classes and members by name.
public enum UIKitCatalog {
    /// Views (and alert actions) that name themselves to VoiceOver from their own content.
    public static let selfNamingClasses: Set<String> = [
        "UILabel", "UITextField", "UITextView", "UISearchBar", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIDatePicker", "UIPageControl", "UIProgressView", "UIActivityIndicatorView",
        "NSTextField", "NSButton", "UITableViewCell", "UIAlertAction",
    ]

    /// `UIControl` and its subclasses: VoiceOver already treats them as controls.
    public static let controlClasses: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIDatePicker",
        "UIPageControl", "UITextField", "UIColorWell", "UIRefreshControl", "NSControl", "NSButton",
    ]

    /// Views a tap recognizer turns into an unannounced control: plain views
    /// that are not controls, cells (which tables and collections select) aside.
    public static let plainViewClasses: Set<String> = [
        "UIView", "UIImageView", "UILabel", "UIStackView", "UIVisualEffectView", "NSView", "NSImageView",
    ]

    /// Containers VoiceOver reads through to their subviews: not
    /// accessibility elements unless made one.
    public static let containerClasses: Set<String> = ["UIView", "UIStackView", "NSView"]

    /// System view controllers that answer the escape gesture themselves.
    public static let systemControllers: Set<String> = [
        "UINavigationController", "UIAlertController", "UIActivityViewController", "UITabBarController",
        "UISplitViewController", "UIPageViewController", "UIImagePickerController", "UISearchController",
        "UIDocumentPickerViewController", "UIReferenceLibraryViewController", "UIVideoEditorController",
        "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
        "PHPickerViewController", "QLPreviewController", "UIHostingController", "AVPlayerViewController",
    ]

    /// Views that head a section of a table or collection.
    public static let sectionHeaderClasses: Set<String> = ["UITableViewHeaderFooterView", "UICollectionReusableView"]

    /// The gesture each recognizer class asks for.
    public static func gesture(ofRecognizer name: String) -> GestureKind? {
        switch name {
        case "UITapGestureRecognizer", "NSClickGestureRecognizer": return .singleTap
        case "UILongPressGestureRecognizer", "NSPressGestureRecognizer": return .longPress
        case "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UISwipeGestureRecognizer",
             "NSPanGestureRecognizer": return .drag
        case "UIPinchGestureRecognizer", "NSMagnificationGestureRecognizer": return .magnify
        case "UIRotationGestureRecognizer", "NSRotationGestureRecognizer": return .rotate
        default: return nil
        }
    }

    /// The accessibility members a view's label can come from.
    public static let labelMembers: Set<String> = ["accessibilityLabel", "accessibilityAttributedLabel"]
    /// What a button subclass lays out its own title with: a button made to
    /// show a title that its users give (`titleRect(forContentRect:)`). A
    /// title colour alone is boilerplate that icon buttons set too.
    public static let titleLayoutNames: [StaticString] = ["titleRect", "titleEdgeInsets"]
    /// Members of a title label that style its text (`titleLabel?.font = …`;
    /// not `titleLabel?.isHidden`).
    public static let titleTextMembers: [StaticString] = [
        "font", "numberOfLines", "lineBreakMode", "textAlignment", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
        "adjustsFontForContentSizeCategory",
    ]
    /// The members that give a view accessible actions other than activation.
    public static let actionMembers: Set<String> = [
        "accessibilityCustomActions", "accessibilityActivate", "accessibilityIncrement", "accessibilityDecrement",
    ]
    /// Every member that makes a drawn view, or its parts, readable.
    public static let readableMembers: Set<String> = [
        "isAccessibilityElement", "accessibilityLabel", "accessibilityAttributedLabel", "accessibilityValue",
        "accessibilityAttributedValue", "accessibilityElements", "accessibilityElementCount", "accessibilityElement",
    ]
    /// Words in a selector's name that say it only dismisses the keyboard.
    public static let keyboardDismissals = ["dismisskeyboard", "hidekeyboard", "endediting", "resignfirstresponder"]
    /// Framework calls that many different actions make: sharing one says
    /// nothing about doing the same thing.
    public static let sharedFrameworkCalls: Set<String> = [
        "present", "pushViewController", "show", "showDetailViewController", "async", "asyncAfter", "sync", "animate",
        "animateKeyframes", "transition", "perform", "performSegue", "performBatchUpdates", "sendActions", "post",
        "reloadData", "layoutIfNeeded", "setNeedsLayout", "becomeFirstResponder", "print",
    ]
    /// Members whose assignment only changes how a view looks.
    public static let appearanceMembers: Set<String> = [
        "backgroundColor", "alpha", "tintColor", "borderColor", "borderWidth", "textColor", "isHighlighted",
        "shadowOpacity", "shadowColor", "cornerRadius", "zoomScale", "numberOfLines", "adjustsFontSizeToFitWidth",
        "lineBreakMode",
    ]
    /// Methods that zoom a scroll view.
    public static let zoomMethods: Set<String> = ["setZoomScale", "zoom"]
    /// Calls that only put the keyboard away.
    public static let keyboardDismissalMethods: Set<String> = ["endEditing", "resignFirstResponder"]
    /// Calls that give the keyboard focus to a field (`textField.becomeFirstResponder()`):
    /// a tap anywhere in a cell that focuses its field, which is itself a control.
    public static let focusMethods: Set<String> = ["becomeFirstResponder"]
    /// Members that place the caret or selection in a field, as focusing it does.
    public static let caretMembers: Set<String> = ["selectedTextRange", "selectedRange"]
    /// Calls that close a screen or take a view away.
    public static let dismissalMethods: Set<String> = ["dismiss", "removeFromSuperview"]
    /// Trait names that make an element a button or a link.
    public static let activationTraits: Set<String> = ["button", "link"]
}
