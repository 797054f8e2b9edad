/// SwiftUI names the shared knowledge and the walk ask about, in one place:
/// where content is a menu item, a toolbar item, off screen, a control's
/// drawing, or not a section of the screen.
public enum SwiftUIViews {
    /// Modifiers whose content is another screen, presented over or after
    /// this one: what encloses the modifier does not enclose that screen.
    public static let presentingModifiers: [StaticString] = [
        "sheet", "fullScreenCover", "popover", "navigationDestination",
    ]
    /// The words that name the types drawing a loading state's placeholder,
    /// first or last in the name (`FeedRowPlaceholder`, `PlaceholderFeedRow`).
    public static let placeholderTypeWords = ["Placeholder", "Skeleton", "Shimmer"]
    /// Words in the name of a type that draws an icon (a monogram, an
    /// avatar's initials): its text is a glyph, not something to read.
    public static let iconTypeWords = ["Icon", "Avatar", "Monogram"]

    /// Whether a type's name says it draws an icon (`AvatarView`, `ImageCharIconView`).
    public static func namesAnIcon(_ type: String) -> Bool {
        iconTypeWords.contains { type.contains($0) }
    }
    /// Words in the name of a type that manages other people's accounts or
    /// details (`AddServerUserView`, `AdminUserDetails`, `CustomerCard`,
    /// `GuestPasswordView`): its fields hold someone else's data, which
    /// AutoFill must not offer the user's own for.
    public static let accountManagementWords = ["Admin", "AddUser", "NewUser", "CreateUser", "EditUser", "InviteUser",
                                                "ServerUser", "ManageUser", "UserDetails", "Customer", "Recipient",
                                                "Guest"]
    /// Modifiers whose content are the items of a menu (an alert's and a
    /// dialog's actions are such items too).
    public static let menuItemSlots: [StaticString] = [
        "contextMenu", "swipeActions", "alert", "confirmationDialog", "toolbarTitleMenu",
    ]
    /// Views whose content are the commands of the app's menus.
    public static let commandMenus: [StaticString] = ["CommandGroup", "CommandMenu"]
    /// Where a control's hit area is laid out by the system: a toolbar or
    /// navigation bar item, a menu, a context menu, a swipe action.
    public static let systemSizedContainers: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "Menu"]
    public static let systemSizedSlots: [StaticString] = ["toolbar", "navigationBarItems", "contextMenu", "swipeActions"]
    /// Toolbar items (their content is not a section of the screen).
    public static let toolbarItems: Set<String> = ["ToolbarItem", "ToolbarItemGroup"]
    /// Modifiers whose content is not laid out as a section of the screen.
    public static let nonSectionSlots: [StaticString] = [
        "toolbar", "tabItem", "navigationTitle", "contextMenu", "alert", "confirmationDialog", "badge", "help",
    ]
    /// Attributes that make a declaration an app's entry point.
    public static let entryPointAttributes: [StaticString] = ["main", "UIApplicationMain", "NSApplicationMain"]
    /// The functions a `main.swift` calls to start an app.
    public static let entryPointFunctions: [StaticString] = ["UIApplicationMain", "NSApplicationMain"]
    /// The shared objects whose `open(_:)` opens a URL.
    public static let urlOpeners: [StaticString] = ["UIApplication", "NSWorkspace"]
    /// Words in the code that builds a URL which mark it as opening the
    /// Settings app, another app or a system action rather than a web page:
    /// settings URLs, deep links, mail, phone, messages, FaceTime, maps, the
    /// App Store, and a URL constant named for one (`openURL(.systemSettings)`,
    /// `.appStore`, defined in another file).
    public static let appDestinationWords: [StaticString] = [
        "SettingsURLString", "app-settings:", "deeplink", "mailto:", "tel:", "sms:", "facetime", "maps:", "maps.apple.com",
        "itms-apps:", "action=write-review", "appStore", "apps.apple.com", "shareddocuments", "documentsDirectory",
        "systemSettings",
    ]
    /// Button styles that draw a button as a link.
    public static let linkButtonStyles: [StaticString] = ["link", "LinkButtonStyle"]
    /// Date picker styles that show every day, month and year as its own control.
    public static let selfDescribingDatePickerStyles: [StaticString] = ["graphical"]
    /// Picker styles that show every option with its own name.
    public static let selfDescribingPickerStyles: [StaticString] = [
        "segmented", "inline", "radioGroup", "palette",
        "SegmentedPickerStyle", "InlinePickerStyle", "RadioGroupPickerStyle", "PalettePickerStyle",
    ]
    /// Style protocols whose `makeBody(configuration:)` draws a control: the
    /// views there are the control's label.
    public static let controlStyles: [StaticString] = [
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "MenuStyle",
    ]
    /// Controls whose label is the content they wrap.
    public static let wrappingControls: [StaticString] = ["Button", "NavigationLink", "Link"]
    /// Argument labels whose content is never shown as itself (a drag or
    /// context-menu preview).
    public static let offScreenArguments: [StaticString] = ["preview"]
    /// SwiftUI's modifiers that style a font without choosing its size.
    public static let fontStyleModifiers: [StaticString] = ["fontWeight", "fontDesign", "fontWidth"]
    /// Views whose content is rendered off screen (to an image).
    public static let offScreenRenderers: [StaticString] = ["ImageRenderer"]
}
