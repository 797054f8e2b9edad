import A11yLintSyntax

/// What a SwiftUI view is to assistive technology.
public enum ViewRole: Sendable, Equatable {
    /// An interactive control.
    case control(ControlKind)
    /// `Image`, `AsyncImage`.
    case image
    /// `Text`: read as its string.
    case text
    /// `Label`: named by its title, whatever its style.
    case label
    /// Stacks, `Group`, `ScrollView`, `List`, `Form`, `Section`, `ForEach`…:
    /// their children are the elements.
    case container
    /// `Spacer`, `Divider`, shapes, colours, `EmptyView`: nothing to read.
    case decoration
    /// A custom view or one the linter does not know: it cannot see inside.
    case unknown

    public var isControl: Bool {
        if case .control = self { return true }
        return false
    }
}

/// The controls the rules tell apart.
public enum ControlKind: Sendable, Equatable {
    case button, link, navigationLink, menu, shareLink
    case toggle, picker, slider, stepper, datePicker, colorPicker
    case textField, secureField, textEditor
    /// Controls that name themselves (`EditButton`, `PasteButton`…).
    case selfLabelled

    /// Controls whose label content is arbitrary views (the `button-image-only` family).
    public var isButtonLike: Bool {
        switch self {
        case .button, .link, .navigationLink, .menu, .shareLink: return true
        default: return false
        }
    }
}

/// The SwiftUI views a11y-lint knows by name.
public enum ViewCatalog {
    /// Containers that only lay out their children: no element of their own,
    /// so a label on one lands on each child.
    public static let plainContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "ScrollView", "List", "Form",
    ]

    /// The views of the image libraries iOS apps use most (Kingfisher,
    /// SDWebImageSwiftUI, Nuke, CachedAsyncImage), known as images by default,
    /// as if mapped in the configuration's `components`; a mapping of the
    /// user's overrides one, and `"off"` switches it off.
    public static let libraryViews: [String: String] = [
        "KFImage": "Image", "KFAnimatedImage": "Image", "WebImage": "Image", "AnimatedImage": "Image",
        "LazyImage": "Image", "CachedAsyncImage": "AsyncImage",
    ]

    /// The value of a component mapping that switches a library view off.
    public static let off = "off"

    static let roles: [String: ViewRole] = {
        var roles: [String: ViewRole] = [
            "Button": .control(.button), "Link": .control(.link), "NavigationLink": .control(.navigationLink),
            "Menu": .control(.menu), "ShareLink": .control(.shareLink), "Toggle": .control(.toggle),
            "Picker": .control(.picker), "Slider": .control(.slider), "Stepper": .control(.stepper),
            "DatePicker": .control(.datePicker), "MultiDatePicker": .control(.datePicker),
            "ColorPicker": .control(.colorPicker), "TextField": .control(.textField),
            "SecureField": .control(.secureField), "TextEditor": .control(.textEditor),
            "Image": .image, "AsyncImage": .image,
            "Text": .text, "Label": .label,
        ]
        for name in ["EditButton", "PasteButton", "RenameButton", "SignInWithAppleButton"] {
            roles[name] = .control(.selfLabelled)
        }
        for name in plainContainers.sorted() + ["ViewThatFits", "Section", "ForEach", "NavigationStack", "NavigationView", "NavigationSplitView", "GroupBox", "ControlGroup",
                     "DisclosureGroup", "TabView", "VSplitView", "HSplitView", "ToolbarItem", "ToolbarItemGroup",
                     "AnyView", "GeometryReader", "ScrollViewReader", "TimelineView",
                     // Pairs a label with its content (a value, or a control it names); not interactive itself.
                     "LabeledContent"] {
            roles[name] = .container
        }
        for name in ["Spacer", "Divider", "EmptyView", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule",
                     "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape", "LinearGradient",
                     "RadialGradient", "AngularGradient", "EllipticalGradient", "Canvas"] {
            roles[name] = .decoration
        }
        for (name, view) in libraryViews { roles[name] = roles[view] }
        return roles
    }()

    /// Every view name the catalogue knows (what components may be mapped onto).
    public static var knownNames: Set<String> { Set(roles.keys) }

    /// The library views' mappings with the user's `components` over them:
    /// what `--print-config` shows.
    public static func effectiveComponents(_ components: [String: String]) -> [String: String] {
        libraryViews.merging(components) { _, configured in configured }
    }

    /// The role of a view name (already mapped through the user's components).
    public static func role(of name: String) -> ViewRole {
        roles[name] ?? .unknown
    }

    /// Known names as UTF-8, bucketed by length, for lookups straight from
    /// token bytes (no `String` per view).
    static let byLength: [[(name: [UInt8], role: ViewRole)]] = {
        var buckets = [[(name: [UInt8], role: ViewRole)]](repeating: [], count: 32)
        for (name, role) in roles where name.utf8.count < 32 {
            buckets[name.utf8.count].append((Array(name.utf8), role))
        }
        return buckets
    }()

    /// The role of the view named by a token.
    static func role(ofToken token: Int32, in tree: SyntaxTree) -> ViewRole {
        let length = tree.tokens[Int(token)].length
        guard length < byLength.count else { return .unknown }
        for candidate in byLength[length] where tree.token(token, equals: candidate.name) { return candidate.role }
        return .unknown
    }
}
