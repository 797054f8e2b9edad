// Generated from Rules/*.md; do not edit. Rewrite it with
// `A11Y_LINT_RECORD=1 swift test --filter RuleDocumentation` after changing a document.

/// Every rule document, by rule id.
enum RuleDocuments {
    static let byID: [String: String] = [
        "adjustable-without-actions": ##"""
# adjustable-without-actions

**Severity:** error · **Enabled by default:** yes · **WCAG:** 2.1.1, 4.1.2

## What it flags

A UIKit class given the adjustable trait that does not override both
accessibilityIncrement() and accessibilityDecrement().

A class declared in the file that gives `self` the `.adjustable` trait — by
assigning, inserting or uniting it into `accessibilityTraits`, or by an
`accessibilityTraits` override that returns it — and does not override both
`accessibilityIncrement()` and `accessibilityDecrement()`, in the class, its
extensions or a superclass anywhere in the run. The finding sits on the class
name, where the missing overrides go.

## Why it matters

VoiceOver announces "adjustable" and tells the user to swipe up or down;
without the two overrides the swipes do nothing, and the value cannot be
changed at all without sight.

## Triggers

```swift
final class ↓HeartRateRangeControl: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Target range"
        accessibilityTraits = .adjustable
    }
}
```

```swift
final class ↓ZoneStepper: UIView {
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }

    override func accessibilityIncrement() {
        zone += 1
    }
}
```

## Does not trigger

```swift
final class HeartRateRangeControl: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits.insert(.adjustable)
    }

    override func accessibilityIncrement() {
        upperBound += 5
    }

    override func accessibilityDecrement() {
        upperBound -= 5
    }
}
```

## How to fix

Override accessibilityIncrement() and accessibilityDecrement() to change the
value by one step, and keep accessibilityValue current.

```swift
override func accessibilityIncrement() { value = min(value + step, maximum); sendActions(for: .valueChanged) }
override func accessibilityDecrement() { value = max(value - step, minimum); sendActions(for: .valueChanged) }
```

## Known limitations

- The trait given to a property or a local variable (`slider.accessibilityTraits = .adjustable`)
  is not followed to that view's class.

## Standards

- WCAG 2.2 — 2.1.1 Keyboard; 4.1.2 Name, Role, Value.
"""##,
        "button-image-only": ##"""
# button-image-only

**Severity:** error (warning when every image is an SF Symbol; note when the one image is an asset named by a plain word) · **Enabled by default:** yes · **WCAG:** 1.1.1, 2.4.6, 2.5.3, 4.1.2

## What it flags

A Button, NavigationLink, Link, Menu or ShareLink whose label is only images
and that has no accessibility label.

A `Button` — or a `NavigationLink`, `Link`, `Menu` or `ShareLink` — whose label
is nothing but images, and that has no accessible name: no
`.accessibilityLabel(…)` (any overload, including `isEnabled:`) or deprecated
`.accessibility(label:)` on the control or on its images, no
`.accessibilityRepresentation`, and no enclosing view that speaks for it.

Images may carry modifiers and sit inside stacks, `Group`, `if`/`else`,
`switch` or `#if`; spacers, shapes and colours next to them do not give a name.
The finding sits on the control's name.

It is an **error** when an image is an asset (`Image("ic_close")`,
`Image(uiImage:)`, `Image(decorative:)`, `AsyncImage`), and a **warning** when
every image is `Image(systemName:)`: some SF Symbols carry a default label, but
it names the drawing ("square and arrow up"), not the action ("Share"). It
is a **note** when the one image is an asset whose name is a plain word
(`Image("Add")`, `UIImage(named: "cancel")`: letters only, capitalised or
not): VoiceOver reads that word, which may well say what the control does,
but is not translated with the app. Whether it names the action is for a
person to judge.

**UIKit.** A `UIButton` created in code (not an `@IBOutlet`, whose
Interface Builder title a11y-lint cannot read, nor a property given a button
made elsewhere, `colorPickerButton = makeColorPickerButton()`) that is given an image with
`setImage(_:for:)` and no `setTitle(_:for:)`, `setAttributedTitle(_:for:)` or
`configuration`, and no `accessibilityLabel` in any method of its type (or,
for a custom button class, no override in the run); and a
`UIBarButtonItem(image:…)` without `title:` whose `accessibilityLabel` is
never set (nor the item handed to the app's own accessibility code,
`setUpAccessibility(forSidebarItem: item)`, or given a value through a
property the app declares for it, named by the abbreviation `acc` or
`a11y` then what it sets (`Label`, `Hint`, `Value`, `Title`, `Text` or
`Traits`: `item.accLabelText = …`), which may set it; nor an item
stored in a property that is the one item the file puts in a slot it
labels through the slot, `navigationItem.rightBarButtonItem = searchItem`
and `navigationItem.rightBarButtonItem?.accessibilityLabel = …`). A pop-up
button (`changesSelectionAsPrimaryAction = true`) shows the title of the
menu item chosen, and is named by it. A button subclass that styles its
own title (`titleLabel?.font = …`, an override of
`titleRect(forContentRect:)`; a title colour, or hiding the title label,
does not count) and gives itself an image is a reusable
button whose users set the title: the image on `self` is its icon, not
reported. `UIBarButtonItem(barButtonSystemItem:)` is named by the system. An
SF Symbol (`UIImage(systemName:)`) is a warning, an asset an error. A
button or item a method makes and only configures, never handing it on
(adding it to a view, wrapping it in an item that is used, returning or
storing it), is never met and not reported. The finding sits on `setImage`
or `UIBarButtonItem`.

## Why it matters

VoiceOver reads such a control by its image's file or symbol name
("ic_close_24", "gearshape"), or as just "Button"; Voice Control users have no
name to say, so they cannot activate it by voice.

VoiceOver reads the button by whatever the image offers: the asset name
("ic_close_24"), the symbol name, or just "Button". Voice Control users say
"Tap Close" to press a button; a button without a name cannot be spoken to, so
they have to fall back to grids and numbers. Icon-only toolbar buttons are the
most common way an app locks these users out.

## Triggers

A screen is judged as a screen of its own: hiding the link that navigates
to it (or the view a `.sheet` hangs on) does not hide its content.

```swift
struct SpeedControls: View {
    var body: some View {
        HStack {
            ↓Button(action: slower) {
                Image("ic_minus")
            }
            Text(speed)
        }
    }
}

struct PlayerScreen: View {
    var body: some View {
        NavigationLink(destination: SpeedControls(), isActive: $showsSpeed) {
            EmptyView()
        }
        .hidden()
    }
}
```

```swift
↓Button(action: dismiss) {
    Image("ic_close")
}
```

```swift
↓Button {
    store.undo()
} label: {
    Image("ic_undo")
        .resizable()
        .frame(width: 24, height: 24)
}
```

```swift
↓Button(action: share, label: { Image(uiImage: shareIcon) })
```

```swift
↓Button(role: .destructive) {
    delete()
} label: {
    Image(decorative: "trash")
}
```

```swift warning
↓Button(action: addPlayer) {
    Image(systemName: "plus")
}
```

```swift warning
↓Button(action: openSettings) {
    Image(systemSymbol: .gearshape)
}
```

```swift warning
.toolbar {
    ToolbarItem(placement: .primaryAction) {
        ↓Button { showsSettings = true } label: {
            Image(systemName: "gearshape")
        }
    }
}
```

```swift
↓NavigationLink(destination: ProfileView()) {
    HStack {
        Image("avatar_placeholder")
        Spacer()
        Image(systemName: "chevron.right")
    }
}
```

```swift warning
↓Menu {
    Button("Rename", action: rename)
    Button("Delete", role: .destructive, action: delete)
} label: {
    Image(systemName: "ellipsis.circle")
}
```

```swift
↓Link(destination: URL(string: "https://example.com/help")!) {
    Image("help_badge")
}
```

```swift warning
↓ShareLink(item: matchURL) {
    Image(systemName: "square.and.arrow.up")
}
```

```swift warning
↓Button(action: toggleFavorite) {
    if isFavorite {
        Image(systemName: "star.fill")
    } else {
        Image(systemName: "star")
    }
}
```

```swift
↓Button(action: cycleMode) {
    switch mode {
    case .day: Image("mode_day")
    case .night: Image("mode_night")
    }
}
```

```swift warning
↓Button(action: mute) {
    Image(systemName: "speaker.slash")
        #if os(iOS)
        .imageScale(.large)
        #endif
}
```

```swift warning
SwiftUI.↓Button<Image>(action: play) { Image(systemName: "play.fill") }
```

UIKit: a button given only an image, and a bar button item made from an image:

```swift
final class ReadingViewController: UIViewController {
    private let closeButton: UIButton = {
        let button = UIButton(type: .system)
        button.↓setImage(UIImage(named: "ic_close"), for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: UIImage(named: "icon-share"), style: .plain,
                                                            target: self, action: #selector(share))
    }
}
```

```swift warning
final class ReadingViewController: UIViewController {
    func makeInfoButton() {
        let info = UIButton(type: .system)
        info.↓setImage(UIImage(systemName: "info.circle"), for: .normal)
        view.addSubview(info)
        navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: .init(systemName: "trash"))
        let settingsSymbol = UIImage(systemName: "gearshape")
        navigationItem.leftBarButtonItem = ↓UIBarButtonItem(image: settingsSymbol, style: .plain,
                                                           target: self, action: #selector(showSettings))
    }
}
```


A local named again in a later block is a new variable: the label given to
the first `button` does not name the second:

```swift warning
final class ConversationViewController: UIViewController {
    func updateTitle(isGroup: Bool) {
        var items = [UIBarButtonItem]()
        if isGroup {
            let button = UIBarButtonItem(image: UIImage(systemName: "square.grid.2x2"), style: .plain,
                                         target: self, action: #selector(showMedia))
            button.accessibilityLabel = String(localized: "Media")
            items.append(button)
        }
        if !isGroup {
            let button = ↓UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain,
                                          target: self, action: #selector(search))
            items.append(button)
        }
        navigationItem.rightBarButtonItems = items
    }
}
```
A property given a button made in the same method is judged as that button:

```swift
final class NodeTopicListViewController: UIViewController {
    var followButton: UIButton?

    func setUpFavorite() {
        let followButton = UIButton(type: .custom)
        followButton.addTarget(self, action: #selector(toggleFavorite), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: followButton)
        self.followButton = followButton
    }

    func refreshFavoriteImage() {
        followButton?.↓setImage(UIImage(named: "ic_favorite"), for: .normal)
    }
}
```

UIKit, in a run over the app: a static factory some code calls builds a
button people meet, and so does a view only code can make once something
makes it:

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController?.navigationItem.rightBarButtonItem = .composeItem(target: self, action: #selector(compose))
        window?.rootViewController?.view.addSubview(ProfileHeader())
        return true
    }
}

extension UIBarButtonItem {
    static func composeItem(target: Any?, action: Selector?) -> UIBarButtonItem {
        ↓UIBarButtonItem(image: UIImage(named: "ic_compose"), style: .plain, target: target, action: action)
    }
}

final class ProfileHeader: UIView {
    private let menuButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        menuButton.↓setImage(UIImage(named: "ic_more"), for: .normal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
```

An asset named by a plain word, which VoiceOver reads as the label:

```swift note
↓Link(destination: URL(string: "habitica://add")!) {
    Image("Add")
}
```

UIKit: a button class that only ever shows its icon (a title colour set
out of habit gives it no title):

```swift
final class CloseButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(.tintColor, for: .normal)
        titleLabel?.isHidden = true
        ↓setImage(UIImage(named: "ic_close"), for: .normal)
    }
}
```

## Does not trigger

UIKit: a button class that styles its own title; its users set the title:

```swift
final class SecondaryButton: UIButton {
    func set(style: Style, image: UIImage?) {
        titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        setTitleColor(.label, for: .normal)
        setImage(image, for: .normal)
    }
}
```

```swift
Button("Save", action: save)
Button("Share", systemImage: "square.and.arrow.up", action: share)
Button(title, action: save)
```

```swift
Button(action: dismiss) {
    Image("ic_close")
}
.accessibilityLabel("Close")
```

```swift
Button(action: dismiss) {
    Image("ic_close")
        .accessibilityLabel(Text("Close"))
}
```

```swift
Button(action: dismiss) {
    Image(systemName: "xmark")
}
.accessibilityLabel("Close", isEnabled: true)
```

```swift
Button(action: dismiss) {
    Image(systemName: "xmark")
}
.accessibility(label: Text("Close"))
```

```swift
Button(action: dismiss) {
    Image("ic_close", label: Text("Close"))
}
```

```swift
Button(action: save) {
    HStack {
        Image(systemName: "tray")
        Text("Save")
    }
}
```

```swift
Button(action: save) {
    Label("Save", systemImage: "tray")
        .labelStyle(.iconOnly)
}
```

```swift
Button(action: save) {
    SaveIcon()
}
```

```swift
Button(action: save) {
    icon
}
```

```swift
Button(action: dismiss) {
    Image("ic_close")
}
.accessibilityHidden(true)
```

```swift
Button(action: dismiss) {
    Image("ic_close")
}
.accessibilityRepresentation {
    Button("Close", action: dismiss)
}
```

```swift
HStack {
    Button(action: previous) { Image(systemName: "backward.fill") }
    Button(action: next) { Image(systemName: "forward.fill") }
}
.accessibilityElement(children: .ignore)
.accessibilityLabel("Track controls")
```

```swift
Button(action: dismiss) {
    Image("ic_close")
}
.a11yLabel("Close")
```

```swift
Button(action: review) {
    Image(systemName: "star")
}
.buttonStyle(SupportButtonStyle(title: "Leave us a review"))
```

```swift
#Preview {
    Button(action: {}) { Image(systemName: "xmark") }
}

struct CloseButton_Previews: PreviewProvider {
    static var previews: some View {
        Button(action: {}) { Image("ic_close") }
    }
}
```

```swift
// Image(systemName:) alone next to a title is fine:
Button(action: addPlayer) {
    Label {
        Text("Add player")
    } icon: {
        Image(systemName: "plus")
    }
}
```

A view type that nothing in an app names, except its own previews, is never
shown (see [what every rule leaves alone](README.md#views-the-app-never-shows)):

```swift
@main
struct HomeApp: App {
    var body: some Scene {
        WindowGroup { Text("Home") }
    }
}

struct OldCategoryList: View {
    var body: some View {
        HStack {
            Text("Categories")
            Button(action: showHelp) {
                Image("help-circle")
            }
        }
    }
}

struct OldCategoryList_Previews: PreviewProvider {
    static var previews: some View {
        OldCategoryList()
    }
}
```

UIKit: a label or a title names the button; a system item names itself; an
outlet's label may be set in Interface Builder; `setImage(nil, for:)` takes
the image away (a button drawn with layers):

```swift
final class CompassButton: UIButton {
    private let needle = UIButton(type: .custom)

    func setUp() {
        needle.setImage(nil, for: .normal)
    }
}
```

```swift
final class ReadingViewController: UIViewController {
    @IBOutlet private var shareButton: UIButton!
    private let closeButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(named: "close"), for: .normal)
        button.accessibilityLabel = "Close"
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let edit = UIButton(type: .system)
        edit.setImage(UIImage(systemName: "pencil"), for: .normal)
        edit.setTitle("Edit", for: .normal)
        shareButton.setImage(UIImage(named: "share"), for: .normal)
        let item = UIBarButtonItem(image: UIImage(named: "filter"), style: .plain, target: self, action: #selector(filter))
        item.accessibilityLabel = "Filter readings"
        navigationItem.rightBarButtonItems = [item, UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))]
    }
}
```

UIKit: an item labelled through the property it was stored in, in the same method:

```swift
final class ReadingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "filter"), style: .plain,
                                                            target: self, action: #selector(filter))
        navigationItem.rightBarButtonItem?.accessibilityLabel = "Filter readings"
    }
}
```

UIKit: an item kept in a property, put in a slot and labelled through the
slot:

```swift
final class StarListViewController: UIViewController {
    private lazy var searchItem = UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain,
                                                  target: self, action: #selector(search))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = searchItem
        navigationItem.rightBarButtonItem?.accessibilityLabel = "Search stars"
    }
}
```

UIKit: a pop-up button, whose title becomes the menu item chosen:

```swift
final class TrackSettingsViewController: UIViewController {
    private lazy var sortButton: UIButton = {
        let button = UIButton(configuration: .plain(), primaryAction: nil)
        button.setImage(UIImage(named: "ic_sort"), for: .normal)
        button.menu = makeSortMenu()
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        return button
    }()
}
```

UIKit: items labelled through the array that holds them, in another method
(which item is which is not followed, so none is reported):

```swift
final class StatusViewController: UITableViewController {
    private func setUpToolbar() {
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: self, action: nil)
        let carbs = UIBarButtonItem(image: UIImage(named: "carbs"), style: .plain, target: self, action: #selector(addCarbs))
        let bolus = UIBarButtonItem(image: UIImage(named: "bolus"), style: .plain, target: self, action: #selector(addBolus))
        toolbarItems = [carbs, space, bolus]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        toolbarItems![0].accessibilityLabel = "Add meal"
        toolbarItems![2].accessibilityLabel = "Bolus"
    }
}
```

UIKit: an item labelled in the closure that configures its property:

```swift
final class ProfileViewController: UIViewController {
    private lazy var settingsItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain,
                                   target: self, action: #selector(openSettings))
        item.accessibilityLabel = "Settings"
        return item
    }()
}
```

UIKit: an item given a title after it is made (UIKit reads the title to
VoiceOver and Voice Control), or stored in a property that is then labelled:

```swift
final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let add = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: self, action: #selector(addSource))
        add.title = "Add source"
        customRightItem = UIBarButtonItem(image: UIImage(named: "more"), style: .plain, target: self, action: #selector(showMore))
        customRightItem?.accessibilityLabel = "More actions"
        navigationItem.rightBarButtonItems = [add]
    }
}
```

UIKit: a property given a button made elsewhere (a factory method that may
label it), whose image is swapped later; and an item handed to the app's
own accessibility code:

```swift
final class AnnotationToolbarViewController: UIViewController {
    private weak var colorPickerButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let picker = makeColorPickerButton()
        view.addSubview(picker)
        colorPickerButton = picker
        let sidebarItem = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        setUpAccessibility(forSidebarItem: sidebarItem)
        navigationItem.leftBarButtonItem = sidebarItem
    }

    func select(_ tool: Tool) {
        colorPickerButton.setImage(UIImage(systemName: tool.symbol), for: .normal)
    }
}
```

UIKit: an item labelled through a property the app's own extension
declares (`extension UIBarButtonItem { var accLabelText: String? }`, whose
setter sets the accessibility label):

```swift
final class TimelineViewController: UIViewController {
    private lazy var filterButton = UIBarButtonItem(image: UIImage(named: "filter"), style: .plain, target: self, action: #selector(toggleFilter))

    func resetUI() {
        filterButton.accLabelText = isFiltered ? "Show read articles" : "Hide read articles"
        navigationItem.rightBarButtonItem = filterButton
    }
}
```

UIKit: a button labelled in the closure that configures it where it is
made (`.then { $0.accessibilityLabel = … }`), whose image another method
swaps:

```swift
final class MediaViewController: UIViewController {
    var muteButton = UIButton()

    func configureViews() {
        muteButton = UIButton().then {
            $0.accessibilityLabel = "Toggle mute"
            $0.contentEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
    }

    func setMuteButtonImage(muted: Bool) {
        muteButton.setImage(UIImage(named: muted ? "mute" : "unmute"), for: .normal)
    }
}
```

UIKit: a button a method makes and configures but never hands on (not
added to a view, wrapped in an item that is used, returned or stored):
nobody meets it:

```swift
final class SubredditThemeViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let sync = UIButton(type: .custom)
        sync.setImage(UIImage(named: "sync"), for: .normal)
        sync.addTarget(self, action: #selector(self.sync(_:)), for: .touchUpInside)
        let unusedItem = UIBarButtonItem(customView: sync)
        let add = UIBarButtonItem(image: UIImage(named: "add"), style: .plain, target: self, action: #selector(addTheme))
        add.tintColor = .systemBlue
    }
}
```

UIKit: the buttons of a view that is itself one accessibility element (an
adjustable stepper) are never exposed, so they need no labels:

```swift
final class RateStepper: UIView {
    private let minusButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        minusButton.setImage(UIImage(systemName: "minus"), for: .normal)
    }
}
```

UIKit: a button inside a control subclass (a `UIButton` or `UIControl` of the
app's own) is part of that control, which is the element VoiceOver reads:

```swift
final class ShareControl: UIControl {
    private let iconButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconButton.setImage(UIImage(named: "share"), for: .normal)
    }
}
```

UIKit, in a run over the app: a static factory nothing calls, and a view
only code can make (its `init?(coder:)` traps) that nothing makes, build no
button anyone meets, in the class or in its extensions in the same file;
nor does a screen made only in debug builds:

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
        window?.rootViewController?.present(DebugMenuViewController(), animated: true)
        #endif
        return true
    }
}

extension UIBarButtonItem {
    static func composeItem(target: Any?, action: Selector?) -> UIBarButtonItem {
        UIBarButtonItem(image: UIImage(named: "compose"), style: .plain, target: target, action: action)
    }
}

final class LegacyProfileHeader: UIView {
    private let menuButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        menuButton.setImage(UIImage(systemName: "ellipsis"), for: .normal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func bind(to header: LegacyProfileHeader) {}
}

private extension LegacyProfileHeader {
    func configureNavigation(of item: UINavigationItem) {
        item.rightBarButtonItem = UIBarButtonItem(image: .trashImage, style: .plain, target: self, action: #selector(delete))
    }
}

final class DebugMenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain,
                                                            target: self, action: #selector(clearCaches))
    }

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
```

## How to fix

Add .accessibilityLabel("…") naming the action to the control or to its image,
or give it a title and keep the icon: Label("Close", systemImage:
"xmark").labelStyle(.iconOnly).

Name the action, not the picture:

```swift
Button(action: dismiss) {
    Image("ic_close")
}
.accessibilityLabel("Close")
```

Or give the control a title and keep it icon-only on screen, so the title is
also what Voice Control users see in its tooltip:

```swift
Button(action: dismiss) {
    Label("Close", image: "ic_close")
        .labelStyle(.iconOnly)
}
```

## Known limitations

- Content the linter cannot see into — a custom view (`SaveIcon()`), a
  variable (`icon`), a view built in a helper — is assumed to have a name, so
  such buttons are not reported.
- A title held in a variable (`Button(title, action:)`) is assumed not to be
  empty.
- Custom modifiers whose name mentions accessibility (`.a11yLabel(…)`,
  `.modifier(AccessibleIcon())`) are assumed to label the control, and so is a
  custom button or label style given text (`.buttonStyle(Pill(title: "Share"))`),
  which may draw it as the button's name.
- Previews (`#Preview`, `PreviewProvider`) are not linted: they are not shipped.
- A button is not reported when an enclosing view is hidden (even behind a
  run-time flag), ignores or combines its children, has a representation or a
  label of its own.

## Standards

- WCAG 2.2 — 1.1.1 Non-text Content; 2.4.6 Headings and Labels; 2.5.3 Label in
  Name; 4.1.2 Name, Role, Value.
- Apple Human Interface Guidelines — Accessibility: give every control a label
  that describes its action.
"""##,
        "button-used-as-link": ##"""
# button-used-as-link

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 4.1.2

## What it flags

A Button whose action only opens a URL (openURL(…),
UIApplication.shared.open(…), NSWorkspace.shared.open(…)).

A `Button` whose action only opens a URL — `openURL(url)`,
`UIApplication.shared.open(url)`, `NSWorkspace.shared.open(url)` — possibly
after building the URL (`if let url = URL(string: …)`, `guard let … else {
return }`), and that does not have the `.isLink` trait (on the button or in
its label). Buttons that are menu items — in a `Menu`, a context menu, swipe
actions, a navigation title's menu (`.toolbarTitleMenu`), an alert's or a
confirmation dialog's actions, a `CommandGroup` or
`CommandMenu` — are not reported: they are shown as menu items or alert
actions, which have no link role. A URL that opens the Settings app or
another app rather than a web page is not a link either: when the action's
code names a settings URL (`UIApplication.openSettingsURLString`,
`app-settings:`), a deep link (a name containing `deepLink`), `mailto:`,
`tel:`, `sms:`, FaceTime, Maps (`maps:`, `maps.apple.com`), the App Store (`apps.apple.com`, its
review page, a URL named for it: `openURL(.appStore)`), the system's
settings (`openURL(.systemSettings)`, a constant defined in another file) or the Files app (`shareddocuments:`, the documents
directory), or opens a
URL whose scheme is not the web's (`totp://`, `x-apple.systempreferences:`)
— written in the action, or as the value of a variable or constant of the
file that the action names — the button is left alone, even when the URL is built in an `if let` or
`guard let`. The
finding sits on `Button`.

## Why it matters

VoiceOver announces it as a button, so users expect an action in the app, not
a jump to Safari; it is missing from the rotor's list of links.

## Triggers

```swift
↓Button("Privacy policy") {
    openURL(privacyURL)
}
```

```swift
VStack {
    ↓Button(action: {
        if let url = URL(string: "https://example.com/tickets") {
            UIApplication.shared.open(url)
        }
    }) {
        Label("Buy tickets", systemImage: "ticket")
    }
    ↓Button {
        guard let url = URL(string: helpAddress) else { return }
        NSWorkspace.shared.open(url)
    } label: {
        Text("Help")
    }
}
```

## Does not trigger

```swift
VStack {
    Link("Privacy policy", destination: privacyURL)
    Button("Privacy policy") { openURL(privacyURL) }
        .accessibilityAddTraits(.isLink)
    Button("Share") {
        analytics.track(.share)
        openURL(shareURL)
    }
    Button("Open", action: openWebsite)
    Button("Settings") {
        showsSettings = true
    }
    Button("Notification settings") {
        openURL(URL(string: UIApplication.openSettingsURLString)!)
    }
    Button("Open Settings") {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
    }
    Button("Allow location in Settings") {
        if let url = URL(string: UIApplication.openSettingsURLString) {
            UIApplication.shared.open(url)
        }
    }
    Button("Connect") {
        openURL(DeepLinks.openVPN)
    }
    Button("Email support") {
        openURL(URL(string: "mailto:support@example.com")!)
    }
    Button("Rate the app") {
        openURL(URL(string: Constants.appStoreReview)!)
    }
    Button("Go to App Store") {
        openURL(.appStore)
    }
    Button("Go to Settings") {
        openURL(.systemSettings)
    }
    Button(action: { openURL(termsURL) }) {
        Text("Terms")
            .accessibilityAddTraits(.isLink)
    }
    Menu("More") {
        Button("Website") { openURL(siteURL) }
    }
}
.contextMenu {
    Button("Open in Safari") { openURL(pageURL) }
}
```

The Files app (a `shareddocuments:` URL, or the app's documents
directory), the App Store app (`apps.apple.com`), and the items of a
navigation title's menu (`.toolbarTitleMenu`):

```swift
List {
    Button("Open in Files") {
        UIApplication.shared.open(URL.documentsDirectory.toSharedDocumentsURL()!)
    }
    Button("Download the VPN app") {
        UIApplication.shared.open(URL(string: "https://apps.apple.com/app/id6755608044")!)
    }
}
.toolbarTitleMenu {
    Button("Visit website") { openURL(source.website) }
}
```

Menu items built in a custom view, used only as a menu's content (here
inside an `if`), are menu items too:

```swift
struct ProfileMenu: View {
    var body: some View {
        Menu {
            if isCurrentUser {
                AccountMenuItems()
            }
        } label: {
            Label("Options", systemImage: "ellipsis.circle")
        }
    }
}

struct AccountMenuItems: View {
    var body: some View {
        Button("Edit profile on the web") { openURL(profileURL) }
    }
}
```

Apple Maps' web address opens the Maps app:

```swift
Button("Open in Maps") {
    openURL(URL(string: "http://maps.apple.com/?ll=\(latitude),\(longitude)")!)
}
```

The App Store page held by a constant of the file opens the App Store app:

```swift
let appStoreURL = URL(string: "https://apps.apple.com/app/delta/id1459523234")!

struct InstallPrompt: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button(action: { openURL(appStoreURL) }) {
            Label("Get the app", systemImage: "arrow.down.circle.fill")
        }
    }
}
```

An alert's actions are alert actions, not buttons on the screen, and a URL
with another app's scheme opens that app, also when a constant of the file
holds it:

```swift
static let securityPreferences = "x-apple.systempreferences:com.apple.preference.security"

VStack {
    Button("Open Authenticator") {
        UIApplication.shared.open(URL(string: "totp://")!)
    }
    Button("Open System Settings") {
        NSWorkspace.shared.open(URL(string: Self.securityPreferences)!)
    }
}
.alert("Link found", isPresented: $showsLink) {
    Button("Open in browser") {
        if let url = URL(string: link) { openURL(url) }
    }
}
```

## How to fix

Use Link("…", destination: url), which VoiceOver announces as a link, or add
.accessibilityAddTraits(.isLink).

Use a `Link`, which VoiceOver announces as one:

```swift
Link("Privacy policy", destination: privacyURL)
```

## Known limitations

- An action held in a function (`Button("Open", action: openWebsite)`) is
  not followed.
- Menu items built in a custom view are not reported when every use of that
  view, in any file of the run, is menu content.

## Standards

- WCAG 2.2 — 4.1.2 Name, Role, Value.
"""##,
        "custom-drawing-inaccessible": ##"""
# custom-drawing-inaccessible

**Severity:** note · **Enabled by default:** no · **WCAG:** 1.1.1, 1.3.1

## What it flags

A UIView subclass that overrides draw(_:) and never makes itself or its parts
accessible. Off by default: turn it on with a severity in the configuration.

A UIKit view class (its superclass's name ends in `View`; not an AppKit
`NS…` view, a `UIImageView`, a view that names itself or a control, nor a
`CALayer`, whose `draw(in:)` is not a view's) that overrides `draw(_:)` to
show information — it holds a value it draws (a property named for progress,
a value, a percentage, a fraction, a ratio, a rate, a score, a level,
data, entries, samples or readings) or its `draw(_:)` draws text
(`withAttributes`, `NSAttributedString`, Core Text) — and never sets
`isAccessibilityElement`, `accessibilityLabel`,
`accessibilityAttributedLabel`, `accessibilityValue` or
`accessibilityElements`, nor overrides one of them, in the class, its
extensions or a superclass anywhere in the run. Code built only for macOS (or
tvOS) is left alone. The finding sits on the class name.

A view that draws with no value to show — a background, a gradient, a
separator, a colour dot beside a label, a spinner — is decoration, or is
read through the label beside it, and is not reported: measured on real
apps, every such finding was judged false.

It is off by default because many drawn views are decoration — a gradient, a
separator, a rounded background — which VoiceOver should skip. Turn it on
(`"custom-drawing-inaccessible": "note"` in `.a11y-lint.json`) and decide each
finding: if the view shows information (a chart, a gauge, a ring of
progress), make it readable; if it is decoration, silence the finding with a
reason (`// a11y-lint:disable:next custom-drawing-inaccessible -- decoration`).

## Why it matters

A chart or gauge drawn with Core Graphics is a picture to VoiceOver: the
user finds nothing, or one unnamed element, where sighted users read values.

## Triggers

```swift
final class ↓HeartRateChartView: UIView {
    var samples: [Int] = []

    override func draw(_ rect: CGRect) {
        for (index, sample) in samples.enumerated() {
            UIRectFill(bar(at: index, value: sample))
        }
    }
}
```

## Does not trigger

```swift
final class HeartRateChartView: UIView {
    var samples: [Int] = []

    override func draw(_ rect: CGRect) {
        samples.indices.forEach { UIRectFill(bar(at: $0)) }
    }

    override var accessibilityElements: [Any]? {
        get { bars }
        set {}
    }
}
```

```swift
final class GaugeView: UIView {
    override func draw(_ rect: CGRect) {
        drawArc(in: rect)
    }

    func update(rate: Int) {
        isAccessibilityElement = true
        accessibilityLabel = "Heart rate"
        accessibilityValue = "\(rate) beats per minute"
    }
}
```

Drawn decoration, a layer, and an AppKit view:

```swift
final class CardBackgroundView: UIView {
    var cornerColor: UIColor = .systemGray6

    override func draw(_ rect: CGRect) {
        cornerColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 12).fill()
    }
}

final class WatermarkLayer: CALayer {
    var progress: Double = 0

    override func draw(in context: CGContext) {
        drawTiles(in: context)
    }
}

final class MapPinView: NSView {
    var value: Int = 0

    override func draw(_ dirtyRect: NSRect) {
        drawPin()
    }
}
```

## How to fix

Make the view one element with a label and a value, or expose its parts as
accessibilityElements (one UIAccessibilityElement per bar).

```swift
let element = UIAccessibilityElement(accessibilityContainer: self)
element.accessibilityLabel = "Monday"
element.accessibilityValue = "62 beats per minute"
element.accessibilityFrameInContainerSpace = barFrame(for: 0)
```

## Known limitations

- Whether a drawing shows information is judged from the names of the
  view's properties and from text drawing; a chart whose data lives in
  another object is missed, and a decorative view with a `value` property is
  reported. That is why the rule stays off by default.

## Standards

- WCAG 2.2 — 1.1.1 Non-text Content; 1.3.1 Info and Relationships.
"""##,
        "deprecated-accessibility-modifier": ##"""
# deprecated-accessibility-modifier

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 4.1.2

## What it flags

`.accessibility(label:)` and the other forms of `.accessibility(…)`,
deprecated since iOS 14: each has a modern modifier that does the same.

`label:` → `.accessibilityLabel`, `hint:` → `.accessibilityHint`, `value:`
→ `.accessibilityValue`, `hidden:` → `.accessibilityHidden`, `addTraits:` →
`.accessibilityAddTraits`, `removeTraits:` → `.accessibilityRemoveTraits`,
`identifier:` → `.accessibilityIdentifier`, `sortPriority:` →
`.accessibilitySortPriority`, `activationPoint:` →
`.accessibilityActivationPoint`, `inputLabels:` →
`.accessibilityInputLabels`. `selectionIdentifier:` has no replacement.
The finding sits on `accessibility` and carries the replacement as a fix
(the argument kept byte for byte), which `--fix` can apply.

Code that still runs on iOS 13 is left alone: the modern modifiers arrived
in iOS 14, so there the old forms are the only ones that compile. That is a
file whose Swift package's manifest sets an iOS minimum below 14
(`platforms: [.iOS(.v13)]`, `.iOS("13.5")`), a file below an Xcode
project (the nearest folder above it with a `.xcodeproj`, unless a
`Package.swift` is nearer) with a target that may build for iOS whose
`IPHONEOS_DEPLOYMENT_TARGET` (its own, else its project's; test bundles
left out) is below 14, a file that asks while it
runs for iOS 14.0 or older (`if #available(iOS 14, *)`), or one that marks a
declaration as needing an older iOS (`@available(iOS 13.0, *)`). A check for
a later version (`#available(iOS 14.5, *)`) says nothing about iOS 13.

## Why it matters

Deprecated modifiers may disappear in a future SDK, and code that mixes
both forms is harder to review for what VoiceOver reads. The other rules
read both forms the same way.

## Triggers

```swift
Button(action: close) {
    Image(systemName: "xmark")
}
.↓accessibility(label: Text("Close"))
.↓accessibility(hint: Text("Returns to the calendar"))
```

```swift
Image("ecg-trace")
    #if os(iOS)
    .↓accessibility(hidden: true)
    #endif
    .↓accessibility(addTraits: .isImage)
```

A check for a later iOS says nothing about iOS 13:

```swift
struct ShareRow: View {
    var body: some View {
        if #available(iOS 14.5, *) {
            Text(title)
                .↓accessibility(label: Text(spokenTitle))
        }
    }
}
```

## Does not trigger

```swift
Button(action: close) {
    Image(systemName: "xmark")
}
.accessibilityLabel("Close")
.accessibilityHint("Returns to the calendar")
```

A file that still supports iOS 13 (it asks for iOS 14, or marks code for
iOS 13):

```swift
struct RiskCard: View {
    var body: some View {
        Group {
            if #available(iOS 14.0, *) {
                Text(title).textCase(nil)
            } else {
                Text(title)
            }
        }
        .accessibility(label: Text(spokenTitle))
    }
}
```

```swift
@available(iOS 13.0, *)
struct LegacyBadge: View {
    var body: some View {
        Image("badge")
            .accessibility(label: Text("Verified"))
    }
}
```

## How to fix

Use the modern modifier, with the same argument.

```swift
.accessibilityLabel(Text("Close"))
```

## Fix

Safe: `--fix` replaces `.accessibility(label: X)` with
`.accessibilityLabel(X)` (and so on for each form), keeping the argument,
comments, `#if` blocks and everything around it byte for byte.
`selectionIdentifier:` has no replacement and no fix.

Two on one line, one in a `#if`, with text in other scripts beside them:

```swift fix
Button(action: close) { Image(systemName: "xmark") }
    .accessibility(label: Text("Schließen ✕")).accessibility(hint: Text("返回日历"))
    #if os(iOS)
    .accessibility(addTraits: .isButton) // 🎉 kept
    #endif
```

```swift fixed
Button(action: close) { Image(systemName: "xmark") }
    .accessibilityLabel(Text("Schließen ✕")).accessibilityHint(Text("返回日历"))
    #if os(iOS)
    .accessibilityAddTraits(.isButton) // 🎉 kept
    #endif
```

## Known limitations

- None known.

## Standards

- WCAG 2.2 — 4.1.2 Name, Role, Value.
"""##,
        "disabled-not-announced": ##"""
# disabled-not-announced

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 4.1.2

## What it flags

A control made inert with `.allowsHitTesting(condition)` and dimmed with a
conditional `.opacity` or colour, without `.disabled(…)`.

The view carries `.allowsHitTesting(…)` with a condition (not a literal),
and on the same chain a dimming modifier (`.opacity`, `.foregroundColor`,
`.foregroundStyle`, `.saturation`, `.grayscale`, `.tint`) given a `? :`;
the view is a control, a tappable view, or holds one. Nothing is reported
when `.disabled(…)` is on the view, on a view around it, or on a control
inside it, nor when the view is hidden rather than dimmed (an opacity of
`0` in one branch, or `.accessibilityHidden` on it: `hidden-interactive`
judges hiding), nor when the condition is the environment's `isEnabled`
(`@Environment(\.isEnabled) var isEnabled`): only `.disabled(…)` around
the view turns that off, and VoiceOver says "dimmed" then. The finding sits
on `allowsHitTesting`.

## Why it matters

`.allowsHitTesting(false)` only stops touches. VoiceOver, Switch Control
and Voice Control still offer the control as active: activating it does
nothing, and nobody is told it is unavailable. `.disabled(true)` makes
VoiceOver say "dimmed" and skips it for Voice Control.

## Triggers

```swift
Button("Save reading", action: save)
    .opacity(canSave ? 1 : 0.4)
    .↓allowsHitTesting(canSave)
```

```swift
HStack {
    Button("Previous", action: previous)
    Button("Next", action: next)
}
.foregroundStyle(isLoading ? .secondary : .primary)
.↓allowsHitTesting(!isLoading)
```

## Does not trigger

A field that follows the `.disabled(…)` its caller sets:

```swift
struct RoundedField: View {
    @Environment(\.isEnabled) private var isEnabled
    @Binding var text: String

    var body: some View {
        TextField("Name", text: $text)
            .allowsHitTesting(isEnabled)
            .opacity(isEnabled ? 1 : 0.5)
    }
}
```

```swift
VStack {
    Button("Save reading", action: save)
        .disabled(!canSave)
        .allowsHitTesting(canSave)
        .opacity(canSave ? 1 : 0.4)
    Image(decorative: "chart")
        .allowsHitTesting(false)
    Button("Share", action: share)
        .allowsHitTesting(isReady)
    Button(action: scrollToBottom) { Image(systemName: "chevron.down") }
        .opacity(isAtBottom ? 0 : 1)
        .allowsHitTesting(!isAtBottom)
        .accessibilityHidden(isAtBottom)
}
```

## How to fix

Use `.disabled(!condition)`: it stops touches, dims standard controls and
tells assistive technology.

```swift
Button("Save reading", action: save)
    .disabled(!canSave)
```

## Known limitations

- A tap handler that returns early on a flag (`guard isEnabled else {
  return }`) is not recognised as making the view inert.

## Standards

- WCAG 2.2 — 4.1.2 Name, Role, Value.
"""##,
        "dynamic-type-capped": ##"""
# dynamic-type-capped

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 1.4.4

## What it flags

A limit on text size below the accessibility sizes: `.dynamicTypeSize(…)`
whose largest size is under `.accessibility1`, or UIKit's
`maximumContentSizeCategory` set under `.accessibilityMedium`.

SwiftUI: `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`,
`.dynamicTypeSize(.xSmall ..< .accessibility1)`, a fixed size
(`.dynamicTypeSize(.large)`), and `.environment(\.dynamicTypeSize, .large)`
or `.environment(\.sizeCategory, .large)`. UIKit: `maximumContentSizeCategory`
assigned a standard size (`.extraExtraExtraLarge` and below). The message
says which sizes are lost. The finding sits on the modifier's name (or on
`maximumContentSizeCategory`).

A range with no upper bound (`.dynamicTypeSize(.large...)`), a bound of
`.accessibility1` or above, and a size the code computes are not reported;
nor is a cap on a view that shows only images (a row of action icons kept
in proportion: no text is cut off — the same views, and the same icon
types, as `fixed-font-size` leaves alone; in UIKit, a view named for an
image: `chevronImageView`, `statusIcon`), nor code built only for macOS or
tvOS, which have no Dynamic Type.

## Why it matters

The accessibility sizes exist for people with low vision; a cap below them
takes away exactly the sizes those people chose, so the screen is the one
place on the phone where they cannot read.

## Triggers

```swift
VStack {
    Text(reading.title)
    Text(reading.detail)
}
.↓dynamicTypeSize(...DynamicTypeSize.xxxLarge)
```

```swift
HStack {
    Image(systemName: "heart.fill")
    Text("\(bpm) BPM")
}
#if os(iOS)
.↓dynamicTypeSize(.xSmall ..< .accessibility1)
#endif
.↓environment(\.sizeCategory, .large)
```

```swift
tabBarController.view.↓maximumContentSizeCategory = .extraExtraExtraLarge
```

## Does not trigger

```swift
VStack {
    Text(reading.title)
}
.dynamicTypeSize(...DynamicTypeSize.accessibility3)
.dynamicTypeSize(.large...)
.dynamicTypeSize(allowedSizes)
```

A cap on icons:

```swift
HStack {
    Image(systemName: "arrowshape.turn.up.left")
    Image(systemName: "star")
}
.dynamicTypeSize(.large)
action.image(for: status)
    .dynamicTypeSize(.large)
```

```swift
view.maximumContentSizeCategory = .accessibilityExtraLarge
view.minimumContentSizeCategory = .large
```

UIKit: a cap on a view named for an image (a symbol kept in proportion):

```swift
private lazy var expandImage: UIImageView = {
    let imageView = UIImageView(image: UIImage(systemName: "chevron.down.circle"))
    imageView.maximumContentSizeCategory = .extraExtraExtraLarge
    return imageView
}()
```

## How to fix

Let text reach the accessibility sizes (`...DynamicTypeSize.accessibility5`,
or no cap), and make the layout adapt instead: `ViewThatFits`, a vertical
stack at accessibility sizes (`dynamicTypeSize.isAccessibilitySize`),
scrolling.

```swift
@Environment(\.dynamicTypeSize) private var typeSize

var body: some View {
    let layout = typeSize.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
    layout {
        Image(systemName: "heart.fill")
        Text("\(bpm) BPM")
    }
}
```

## Known limitations

- A cap given through a variable or a constant is not followed.
- `UIContentSizeCategory` values assigned to a trait collection override
  (`traitOverrides.preferredContentSizeCategory`) are not checked.

## Standards

- WCAG 2.2 — 1.4.4 Resize Text.
"""##,
        "element-missing-label": ##"""
# element-missing-label

**Severity:** error · **Enabled by default:** yes · **WCAG:** 1.1.1, 4.1.2

## What it flags

A UIKit view made an accessibility element in a method
(isAccessibilityElement = true) and given no label there.

A local variable — a view or a `UIAccessibilityElement` created in a method
or a configuring closure — made an accessibility element with
`isAccessibilityElement = true`, or a `UIAccessibilityElement` placed there
(`accessibilityFrame`, `accessibilityFrameInContainerSpace`,
`accessibilityTraits`, `accessibilityValue`), that gets no
`accessibilityLabel` or `accessibilityAttributedLabel` in that method. Views
that name themselves — a `UILabel`, a text field, a switch, a button given a
title, a table view cell (which reads its labels' text as its own label), an
alert action (named by its title) — are not reported, nor are image views (a `UIImageView` reads its
image's `accessibilityLabel`, which the code often sets where the image is
made, in a helper), nor locals of a custom class whose declarations in the
run override the label. The finding sits on
`isAccessibilityElement`, or on the element's name.

`self` and stored properties are not reported: measured on real apps, their
labels were mostly set from outside the type — by a cell provider
(`cell.accessibilityLabel = …` in a data source), a view model binding
(`.assign(to: \.accessibilityLabel, on: view)`) or the owning controller —
which a linter reading one type cannot follow. A local is configured where
it is made, so a missing label there is a real gap.

## Why it matters

An element with no label is announced by its class name, by the text of its
subviews in an arbitrary order, or not at all; Voice Control cannot name it.

A cell made one element to be read as a whole ("December 1st, 69, Resting")
is the canonical good case; made one element and left unlabelled, VoiceOver
stops on it and says nothing useful.

**AppKit.** The same model reads AppKit's accessibility setters as the
properties they set: `setAccessibilityElement(true)` is
`isAccessibilityElement = true`, `setAccessibilityLabel(_:)` is a label, so
an `NSView` local made an element with no label is reported on
`setAccessibilityElement`.

## Triggers

```swift
final class BarChartView: UIView {
    func makeElements() {
        let ↓bar = UIAccessibilityElement(accessibilityContainer: self)
        bar.accessibilityFrameInContainerSpace = frames[0]
        bar.accessibilityTraits = .staticText
        accessibilityElements = [bar]
    }
}
```

```swift
final class CalendarView: UIView {
    func addDay(_ day: Day) {
        let dayView = UIView()
        dayView.↓isAccessibilityElement = true
        dayView.accessibilityValue = "\(day.restingRate) beats per minute"
        addSubview(dayView)
    }
}
```

AppKit: a marker made an element with a role and no label:

```swift
final class GaugeView: NSView {
    func addMarker() {
        let marker = NSView()
        marker.↓setAccessibilityElement(true)
        marker.setAccessibilityRole(.image)
        addSubview(marker)
    }
}
```

## Does not trigger

An image view made an element: it reads its image's label:

```swift
final class EntryCell: UITableViewCell {
    func showAttachment() {
        let attachmentIcon = UIImageView(image: .symbol("paperclip", label: "Has attachments"))
        attachmentIcon.isAccessibilityElement = true
        contentView.addSubview(attachmentIcon)
    }
}
```

A table view cell made one element reads its labels' text as its label, and
an alert action is named by its title:

```swift
final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.isAccessibilityElement = true
        cell.accessibilityTraits = .button
        return cell
    }

    func showMenu() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let editAction = UIAlertAction(title: "Edit", style: .default) { _ in self.setEditing(true, animated: true) }
        editAction.isAccessibilityElement = true
        sheet.addAction(editAction)
    }
}
```

AppKit: the label set with its setter:

```swift
final class GaugeView: NSView {
    func addMarker() {
        let marker = NSView()
        marker.setAccessibilityElement(true)
        marker.setAccessibilityLabel("Peak")
        addSubview(marker)
    }
}
```

`self` and stored properties are left alone (their label is often set by a
data source or a view model in another type):

```swift
final class DayCell: UICollectionViewCell {
    private let restingView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        restingView.isAccessibilityElement = true
    }
}
```

```swift
final class DayCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    func configure(with day: Day) {
        accessibilityLabel = "\(day.date), \(day.restingRate) beats per minute"
    }
}
```

```swift
final class RateCell: UITableViewCell {
    override var accessibilityLabel: String? {
        get { "\(rate) beats per minute" }
        set {}
    }

    func setUp() {
        isAccessibilityElement = true
    }
}
```

```swift
final class SummaryView: UIView {
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.isAccessibilityElement = true
        return label
    }()
    @IBOutlet private var gaugeView: UIView!

    func setUp() {
        gaugeView.isAccessibilityElement = true
    }
}
```

```swift
final class CalendarView: UIView {
    func addDay(_ day: Day) {
        let dayView = UIView()
        dayView.isAccessibilityElement = true
        dayView.accessibilityLabel = day.title
        addSubview(dayView)
    }
}
```

## How to fix

Set accessibilityLabel to what the element is, and accessibilityValue to what
changes.

```swift
accessibilityLabel = dateFormatter.string(from: day.date)
accessibilityValue = "\(day.restingRate) beats per minute, resting"
```

## Known limitations

- An `@IBOutlet` is configured in Interface Builder, which a11y-lint does not
  read: it is never reported for a missing label.
- A view whose class the code does not show (a parameter, a value returned
  by a function, a property without an initializer or annotation) is not
  reported.
- A label assigned through a longer path (`cell.contentView.accessibilityLabel`)
  or in another type is not seen; such findings can be silenced with
  `// a11y-lint:disable:next element-missing-label`.

## Standards

- WCAG 2.2 — 1.1.1 Non-text Content; 4.1.2 Name, Role, Value.
"""##,
        "empty-accessibility-label": ##"""
# empty-accessibility-label

**Severity:** error · **Enabled by default:** yes · **WCAG:** 1.1.1, 4.1.2

## What it flags

An .accessibilityLabel (or deprecated .accessibility(label:)) whose text is
empty or only whitespace.

`.accessibilityLabel("")` — or `Text("")`, a string of spaces, the
`isEnabled:` overload, the deprecated `.accessibility(label: Text(""))` — on
any view. The finding sits on the modifier's name.

**UIKit.** `accessibilityLabel = ""` on `self`, a property or a local
variable, and an `accessibilityLabel` override that returns `""`, unless the
view is taken out of the accessibility tree (`isAccessibilityElement =
false` on it), or is a plain `UIView` or `UIStackView` (or a direct
subclass) that is never made an element: VoiceOver reads through such a
container to its subviews, so its label is never read either. The finding
sits on `accessibilityLabel`.

## Why it matters

An empty label replaces whatever name the view had with nothing: VoiceOver
reads only the element's type, and Voice Control users cannot name it. It is
worse than no label at all.

The label replaces the view's own name: an empty one leaves VoiceOver nothing
to read but the element's type ("Button"), and Voice Control nothing to match.
It is worse than no label at all, and usually a mistaken way to hide
decoration.

## Triggers

```swift
Button(action: share) {
    Image(systemName: "square.and.arrow.up")
}
.↓accessibilityLabel("")
```

```swift
VStack {
    Image("divider")
        .↓accessibilityLabel(Text(""))
    Text(title)
        .↓accessibility(label: Text("   "))
    Toggle("Live", isOn: $isLive)
        .padding()
        #if os(iOS)
        .↓accessibilityLabel("", isEnabled: true)
        #endif
}
```

UIKit:

```swift
final class ZoneBadgeView: UIView {
    private let iconView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.↓accessibilityLabel = ""
    }
}

final class EmptyCell: UITableViewCell {
    override var ↓accessibilityLabel: String? {
        get { "" }
        set {}
    }
}
```

## Does not trigger

```swift
VStack {
    Button(action: share) {
        Image(systemName: "square.and.arrow.up")
    }
    .accessibilityLabel("Share")
    Image("divider")
        .accessibilityHidden(true)
    Text(title)
        .accessibilityLabel(spokenTitle)
    Text(score)
        .accessibilityLabel { label in
            Text("Score: ")
            label
        }
}
```

UIKit: decoration is hidden, not unnamed:

```swift
final class ZoneBadgeView: UIView {
    private let iconView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.isAccessibilityElement = false
        accessibilityLabel = "Zone 2"
    }
}

final class ConditionCell: UITableViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        detailTextLabel?.isAccessibilityElement = false
    }

    func show(_ condition: Condition) {
        detailTextLabel?.text = condition.description
        detailTextLabel?.accessibilityLabel = ""
    }
}
```

UIKit: a plain container clearing its label is never read, since it is not an
element (a cell or another view reads its label and decides):

```swift
final class ModeStackView: UIView {
    private func updateModes() {
        if modes.count <= 1 {
            accessibilityLabel = ""
            return
        }
        accessibilityLabel = modes.map(\.name).joined(separator: ", ")
    }
}
```

## How to fix

Write the label ("Delete"), or remove the modifier; to hide decoration use
.accessibilityHidden(true).

Write the label, or, for decoration, hide the view instead:

```swift
Image("divider")
    .accessibilityHidden(true)
```

## Known limitations

- A label computed at run time (a variable, a localised key looked up in
  code) is not checked.

## Standards

- WCAG 2.2 — 1.1.1 Non-text Content; 4.1.2 Name, Role, Value.
"""##,
        "fake-heading": ##"""
# fake-heading

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 1.3.1, 2.4.6

## What it flags

An accessibility label that calls the element a heading or header ("Settings
heading", "Header: Scores") instead of giving it the header trait.

A literal accessibility label that calls the element a heading: "heading" or
"header" as its last word ("Settings heading"), or as its first word followed
by a colon or dash ("Header: Scores"). The finding sits on the label
modifier.

"Header image" (a banner) or "Heading north" are not reported: the word is
content there.

**UIKit.** The same check on an `accessibilityLabel` literal assigned to a
UIKit view. The finding sits on `accessibilityLabel`.

## Why it matters

The word is just spoken text: VoiceOver's rotor, which blind users use to jump
from section to section, only finds elements with the header trait.

The word is just spoken text. VoiceOver users move between sections with the
rotor's Headings, which finds only elements with the header trait, so the
"heading" cannot be reached that way — and an element that does have the
trait is read as "Settings heading, heading".

## Triggers

```swift
Text("Settings")
    .font(.title2)
    .↓accessibilityLabel("Settings heading")
```

```swift
VStack {
    Text("Scores")
        .↓accessibilityLabel("Header: Scores")
    Text("Lineup")
        .accessibilityAddTraits(.isHeader)
        .↓accessibilityLabel("Lineup header")
}
```

UIKit:

```swift
final class SectionHeaderView: UITableViewHeaderFooterView {
    func configure() {
        ↓accessibilityLabel = "Resting rate heading"
    }
}
```

## Does not trigger

```swift
VStack {
    Text("Settings")
        .font(.title2)
        .accessibilityAddTraits(.isHeader)
    Image("header_banner")
        .accessibilityLabel("Header image of the stadium")
    Text("Compass")
        .accessibilityLabel("Heading north")
}
```

UIKit:

```swift
final class SectionHeaderView: UITableViewHeaderFooterView {
    func configure() {
        accessibilityLabel = "Resting rate"
        accessibilityTraits = .header
    }
}
```

## How to fix

Add .accessibilityAddTraits(.isHeader) and drop the word from the label.

Give it the trait and let VoiceOver say "heading":

```swift
Text("Settings")
    .accessibilityAddTraits(.isHeader)
```

## Fix

Unsafe (`--fix --unsafe-fixes`): it changes what VoiceOver reads. A
heading word at the end of the label is removed, and
`.accessibilityAddTraits(.isHeader)` is added at the end of the chain when
the view lacks the trait. A label that starts with "Heading:" gets no fix.

```swift fix unsafe
Text("Réglages")
    .font(.title2)
    .accessibilityLabel("Settings heading")
```

```swift fixed
Text("Réglages")
    .font(.title2)
    .accessibilityLabel("Settings")
    .accessibilityAddTraits(.isHeader)
```

## Known limitations

- Only literal labels are checked.

## Standards

- WCAG 2.2 — 1.3.1 Info and Relationships; 2.4.6 Headings and Labels.
"""##,
        "fixed-font-size": ##"""
# fixed-font-size

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 1.4.4

## What it flags

Text given a font whose point size is fixed, so it does not grow when people
choose a larger text size.

SwiftUI: `.font(…)` given `.system(size: N)` (with any weight or design, and
any modifiers after it such as `.weight(.bold)`), `Font.system(size: N)`,
or `.custom(name, fixedSize: N)`. UIKit: a `font` assigned `UIFont.systemFont(ofSize: N)`,
`.boldSystemFont`, `.italicSystemFont`, `.monospacedSystemFont`,
`.monospacedDigitSystemFont`, `UIFont(name:size:)` or
`UIFont(descriptor:size:)`. The same assignment to an `AttributedString`
container's `font` counts too. Both branches of `condition ? a : b` are
checked, `a ?? b` is checked through `a`, and a font held by a constant of
the file (`static let title = Font.system(size: 28)`, used as
`.font(Theme.title)`) is followed to its value. The finding sits on `font`.

The size must be visible: a number literal, or a constant of the file
whose value is one (`let iconSize: CGFloat = 20`). A size held by a
`@ScaledMetric` property scales, and any size the file does not show (a
parameter, a computed value) is left alone. A font passed through
`UIFontMetrics(…).scaledFont(for:)` is not fixed.

Not reported:

- a size at or above 60 pt, the largest any text style reaches at the
  largest accessibility size (`.largeTitle`): a display number no one needs
  larger (a 64 pt glucose value in a widget, a monogram at 1300 pt shrunk
  to fit its badge);
- `.custom(name, size: N)`: Apple documents it as scaling with the body
  text style, so it grows (`relativeTo:` only picks another style to
  follow). DOMAIN.md and the issue that asked for this rule list it as
  fixed; the rule follows the documented behaviour, since reporting it
  would be a false alarm on every such font;
- `.font` on a view that shows only images: an `Image` (also `self` in an
  extension of `Image`), a `Label` with `.labelStyle(.iconOnly)`, a button or link
  whose label is only images, a stack of images, or a view built by a
  member named for an image or icon (`action.image(…)`, `statusIcon`,
  `entry.shortcut.image`).
  An SF Symbol sized by a font is an icon, not text. So is the text of a
  type whose name says it draws an icon (`Icon`, `Avatar` or `Monogram`
  in its name: a monogram's initial; in UIKit too), a `Text` of a value named
  for an emoji (`Text(absorption.emoji)`), and a name's initial drawn as a
  monogram (`Text(domain.first?.uppercased() ?? "")`, `Text(name.prefix(1))`,
  a value named for initials: `Text(String(initial))`, `Text(user.abbreviation)`).
  A UIKit view whose every text the file sets draws a glyph (a button
  whose every title is one: `setTitle("▾", for: .normal)`) — a whole
  literal without a letter or digit (`chevronLabel.text = "›"`; dashes or
  question marks standing for a missing value, `"--"`, are text), or a
  chain of names ending with one whose last word is emoji (`emojiLabel.text =
  emoji?.string`; not `emojiName`) — and that is given no attributed text is sized as an
  icon too;
- code built only for macOS, which has no Dynamic Type: inside
  `#if os(macOS)` (or `canImport(AppKit)`); a file that imports AppKit or
  Cocoa outside any `#if`; a file under a folder named `macOS`, `macos`,
  `MacOS`, `Mac` or `AppKit`, or whose last word is one (`Home-macOS`,
  `FoqosMac`: how apps that ship on both platforms keep their Mac code); a file of a Swift package whose `Package.swift` lists
  only `.macOS` in `platforms:`; a file below Xcode projects (the nearest
  folder above it holding a `.xcodeproj`) whose every target builds only for
  macOS or tvOS: its `SDKROOT` and `SUPPORTED_PLATFORMS` (each its own,
  else its project's) name only `macosx` or `appletvos` (a Mac app whose
  views import only SwiftUI; a setting left to an `.xcconfig` file, which is
  not read, counts as iOS); or the first branch of an `if` that asks
  at run time whether the app runs on a Mac (`if ProcessInfo.processInfo.isMacCatalystApp`,
  `if IS_CATALYST`, `isiOSAppOnMac`: a name with `catalyst` in it, not
  negated, not joined by `||`); or the fallback of an availability check
  that names macOS alone (`if #available(macOS 13, *) { … } else { … }`,
  `guard #available(macOS 13, *) else { … }`, `if #unavailable(macOS 13)
  { … }`): on every other platform the
  `*` passes the check, so only older Macs run it. Code built only for tvOS, which has no
  Dynamic Type either, is left alone the same way (`#if os(tvOS)`, a folder
  named `tvOS` or whose last word is `TV`: `Meshtastic TV`). The same applies to every rule about text size
  (`font-not-adjusting`, `dynamic-type-capped`, `text-clipped`) and to
  `small-hit-target`.
  AppKit's `NSFont` is never reported.
- a button's `titleLabel?.font` when the file gives that button a
  `configuration` (the configuration's font draws the title), or an image
  and never a title: the title label's font sizes no text shown.

## Why it matters

Low-vision users raise the text size (up to about three times the
default). Text at a fixed point size stays small for them, while the rest
of the system grows.

## Triggers

```swift
VStack {
    Text("Resting heart rate")
        .↓font(.system(size: 13, weight: .semibold))
    Text(summary)
        .foregroundStyle(.secondary)
        .↓font(.custom("Inter-Regular", fixedSize: 15))
    Text("BPM")
        .↓font(Font.system(size: 11).monospacedDigit())
    Text("---")
        .↓font(.system(size: 24, weight: .heavy))
}
```

A font held by a constant, and the two branches of a condition:

```swift
enum Theme {
    static let title = Font.system(size: 28, weight: .bold)
}

struct Header: View {
    var isCompact: Bool
    var body: some View {
        Text("Today")
            .↓font(Theme.title)
        Text("Week")
            .↓font(isCompact ? .system(size: 12) : .headline)
    }
}
```

A size held by a constant, inside a view builder's `if` and a `ForEach`:

```swift
struct Legend: View {
    let labelSize: CGFloat = 12
    var body: some View {
        if showsLegend {
            ForEach(zones) { zone in
                Text(zone.name)
                    .↓font(.system(size: labelSize))
            }
        }
    }
}
```

UIKit, on a label, a button's title label and an attributed string container:

```swift
let label = UILabel()
label.↓font = UIFont.systemFont(ofSize: 14)
button.titleLabel?.↓font = .boldSystemFont(ofSize: 17)
valueLabel.↓font = UIFont(name: "Avenir-Heavy", size: 34) ?? .systemFont(ofSize: 34)
container.↓font = .custom("Inter", fixedSize: 12)
```

A local font the method hands on unscaled is the label's font:

```swift
extension ProfileLabel {
    func setup(style: Style) {
        let font: UIFont
        switch style {
        case .name: ↓font = .systemFont(ofSize: 17, weight: .semibold)
        case .handle: font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15))
        }
        self.font = font
    }
}
```

A button's title font, when the button has a title:

```swift
let react = UIButton(type: .system)
react.titleLabel?.↓font = .systemFont(ofSize: 22)
react.setTitle("Like", for: .normal)
react.setImage(UIImage(systemName: "hand.thumbsup"), for: .normal)
```

The fallback of an `if let` is judged when the first branch's font is
fixed too, and when the binding asks the system font for monospaced glyphs,
which it does not have (the fallback runs every time):

```swift
func style(_ label: UILabel) {
    if let name = preferredFontName {
        label.↓font = UIFont(name: name, size: 14)
    } else {
        label.↓font = .systemFont(ofSize: 14)
    }
}

func styleCode(_ label: UILabel) {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    let monospaced = body.withSymbolicTraits(.traitMonoSpace)
    if let descriptor = monospaced {
        label.font = UIFont(descriptor: descriptor, size: 0)
    } else {
        label.↓font = .monospacedSystemFont(ofSize: 16, weight: .regular)
    }
}
```

A label that shows a glyph in one place and words in another is text:

```swift
final class SyncStatusView: UIView {
    private let statusLabel: UILabel = {
        let label = UILabel()
        label.text = "–"
        label.↓font = .systemFont(ofSize: 14)
        return label
    }()

    func update(with status: String) {
        statusLabel.text = status
    }
}
```

In a run over the app, a view only code can make is judged once a release
build makes it (here, outside the `#if DEBUG` branch):

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
        print("launched")
        #else
        window?.addSubview(StatusLabel())
        #endif
        return true
    }
}

final class StatusLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        ↓font = UIFont(name: "Menlo", size: 14)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
```

A negated run-time Mac check is the iOS branch:

```swift
struct FeedColumn: View {
    var body: some View {
        if !ProcessInfo.processInfo.isMacCatalystApp {
            Text("Pull to refresh")
                .↓font(.system(size: 11))
        }
    }
}
```

A label that is shown and also measured for layout is judged:

```swift
final class BadgeView: UIView {
    private let titleLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.↓font = UIFont.systemFont(ofSize: 12)
        titleLabel.frame.size = titleLabel.sizeThatFits(bounds.size)
    }
}
```

## Does not trigger

A text view made in a method only to measure text, or a label a method
only configures and never adds to a view, is never shown:

```swift
final class QuizViewController: UIViewController {
    private func hintHeight(for hint: String) -> CGFloat {
        let textView = UITextView()
        textView.text = hint
        textView.font = UIFont(name: "ArialMT", size: 16)
        return textView.sizeThatFits(CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude)).height
    }
}

final class ChartProvider {
    func showPoint(_ value: Double) {
        let infoView = UILabel(frame: CGRect(x: 0, y: 10, width: 80, height: 30))
        infoView.text = "\(value)"
        infoView.font = UIFont.systemFont(ofSize: 10)
    }
}
```

An image given a font (a symbol's size), here in an extension of `Image`:

```swift
extension Image {
    func barButton() -> some View {
        self.resizable()
            .frame(width: 16, height: 16)
            .font(.system(size: 14, weight: .bold))
    }
}
```

A text that draws only an emoji or a symbol (`Text("⚠️")`, `Text("→")`,
or a value named for an emoji, `Text(absorption.emoji)`) is sized as an
icon, like an image (dashes or question marks standing for a missing value
are text, and are reported):

```swift
HStack {
    Text("⚠️")
        .font(.system(size: 12))
    Text("→")
        .font(.system(size: 20, weight: .bold))
    Text(absorption.emoji)
        .font(.system(size: 25))
}
```

UIKit: a label whose only text is a glyph (a disclosure chevron drawn as a
character), looked up by the local's name and by the property it is made for:

```swift
final class PlayerRowButton: UIControl {
    private let chevronLabel: UILabel = {
        let label = UILabel()
        label.text = "›"
        label.font = .systemFont(ofSize: 22, weight: .regular)
        return label
    }()
}
```

UIKit: a fixed size given only when a font that scales cannot be made
(the `else` of an `if let` whose first branch gives the same target a font
that is not fixed):

```swift
enum MessageFonts {
    static var italic: UIFont {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let font: UIFont
        if let descriptor = body.withSymbolicTraits(.traitItalic) {
            font = UIFont(descriptor: descriptor, size: 0)
        } else {
            font = UIFont.italicSystemFont(ofSize: 16)
        }
        return font
    }

    static func styleEmphasis(_ label: UILabel) {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        if let bold = body.withSymbolicTraits(.traitBold) {
            label.font = UIFont(descriptor: bold, size: 0)
        } else {
            let reset = { label.font = .boldSystemFont(ofSize: 17) }
            reset()
        }
    }
}
```

UIKit: a button whose every title is a glyph (a disclosure triangle),
given through a path of properties:

```swift
final class UpdatesViewController: UICollectionViewController {
    func configure(_ headerView: UpdatesHeaderView) {
        headerView.button.setTitle("▾", for: .normal)
        headerView.button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 28)
    }
}
```

UIKit: a label that only ever shows an emoji (an emoji picker's cell):

```swift
final class EmojiCell: UICollectionViewCell {
    private let emojiLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 30)
        return label
    }()

    func configure(with emoji: Emoji?) {
        emojiLabel.text = emoji?.string
    }
}
```

An image read from a model's property named for one, and a site's initial
drawn in place of its missing favicon (a monogram, an icon):

```swift
struct ShortcutWidgetView: View {
    var body: some View {
        VStack {
            entry.shortcut.image
                .font(.system(size: 20))
            Text(verbatim: favorite.url.host?.first?.uppercased() ?? "")
                .font(.system(size: 36))
            Text(name.prefix(1))
                .font(.system(size: 28))
            Text(String(initial).capitalized)
                .font(.system(size: 12))
        }
    }
}
```

```swift
struct Row: View {
    @ScaledMetric var badgeSize: CGFloat = 12
    var body: some View {
        VStack {
            Text("Resting")
                .font(.subheadline)
            Text("Zone 2")
                .font(.custom("Inter-Regular", size: 15, relativeTo: .body))
            Text("68")
                .font(.system(size: badgeSize))
            Text("BPM")
                .font(.system(.caption, design: .rounded))
            Text(title)
                .font(.system(size: fontSize))
        }
    }
}
```

Icons sized by a font are images, not text:

```swift
VStack {
    Image(systemName: "heart.fill")
        .font(.system(size: 40))
    Button(action: lock) {
        Image(systemName: "lock.fill")
    }
    .font(.system(size: 44))
    action.image(for: status)
        .font(.system(size: 20))
}
```

UIKit: the title font of a button that only ever shows an image sizes no text:

```swift
let addReactionButton = UIButton(type: .system)
addReactionButton.titleLabel?.font = .systemFont(ofSize: 22)
addReactionButton.setImage(.init(systemName: "plus"), for: .normal)
```

A label in a type named for the icon it draws:

```swift
final class AvatarBadgeView: UIView {
    private let initialLabel = UILabel()

    func configure(with name: String) {
        initialLabel.font = .systemFont(ofSize: 18)
        initialLabel.text = name
    }
}
```

Nor does the title label's font of a button given a configuration, which
draws its title in the configuration's font:

```swift
actionButton.titleLabel?.font = .boldSystemFont(ofSize: 14)
actionButton.setTitle(notice.actionTitle, for: .normal)
actionButton.configuration = UIButton.Configuration.plain()
```

A local variable of the method that is scaled before a view gets it:

```swift
final class SidebarCell: UITableViewCell {
    func configure(isTag: Bool) {
        var font = UIFont.systemFont(ofSize: 15)
        if isTag {
            font = UIFont.systemFont(ofSize: 14)
        }
        font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: font)
        label.font = font
        label.adjustsFontForContentSizeCategory = true
    }
}
```

UIKit fonts that scale:

```swift
label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
label.font = .preferredFont(forTextStyle: .headline)
```

Display text already larger than any text style grows to:

```swift
VStack {
    Text("HIGH")
        .font(.system(size: 64, weight: .heavy))
    Text(node.shortName)
        .font(.system(size: 1300))
        .minimumScaleFactor(0.001)
}
```

An icon-only label, whose font sizes a symbol:

```swift
Label("Run", systemImage: "play.circle.fill")
    .labelStyle(.iconOnly)
    .font(.system(size: 48))
```

A monogram drawn by an icon type:

```swift
struct InitialIconView: View {
    let initial: Character
    var body: some View {
        Text(String(initial))
            .font(.system(size: 18, weight: .semibold))
            .dynamicTypeSize(.large)
    }
}
```

Code built only for macOS, or only for tvOS:

```swift
#if os(macOS)
Text("Heart rate")
    .font(.system(size: 13))
#endif
#if os(tvOS)
Text("Playing in 5")
    .font(.system(size: 48, weight: .semibold))
#endif
```

A branch the app shows only when it runs on a Mac:

```swift
let IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp

struct FeedColumn: View {
    var body: some View {
        List(posts) { PostRow(post: $0) }
            .overlay(alignment: .trailing) {
                if IS_CATALYST {
                    Text("Scroll with the arrow keys")
                        .font(.system(size: 11))
                }
            }
    }
}
```

```swift
import Cocoa

final class BannerView: NSView {
    func configure() {
        titleField.font = NSFont.systemFont(ofSize: 13)
        detailField.font = .boldSystemFont(ofSize: 11)
    }
}
```

Code built only into debug builds, and, in a run over the app, a view
only code can make whose one maker is debug-only (see
[code the app never shows](README.md#views-the-app-never-shows)):

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
        window?.addSubview(FrameRateLabel())
        let build = UILabel()
        build.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
        #endif
        return true
    }
}

final class FrameRateLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIFont(name: "Menlo", size: 14)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
```

A private class (no storyboard can make it) named only by a screen that
nothing shows:

```swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class TabbedPageViewController: UIViewController {
    private let tabsBar = TabsBarView()

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private class TabsBarView: UIView {
    private let titleLabel = UILabel()

    func setUp() {
        titleLabel.font = .boldSystemFont(ofSize: 15)
    }
}
```

A developer menu built only when the release flag is not set, and a
diagnostics view built only for testers:

```swift
#if !RELEASE
final class LogsViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
    }
}
#endif

#if HAS_QA_FEATURES
struct PhotosDiagnosticsView: View {
    var body: some View {
        Text(report.summary)
            .font(.system(size: 11))
    }
}
#endif
```

## How to fix

Use a text style (`.font(.body)`), use a custom font that scales
(`.custom(name, size: N)`, or `relativeTo:` a closer style), hold the size in a
`@ScaledMetric` property, or in UIKit scale it with
`UIFontMetrics(forTextStyle:).scaledFont(for:)`.

The message names the text style whose default size is nearest the fixed
one. Each style's default size: largeTitle 34, title 28, title2 22, title3
20, body and headline 17, callout 16, subheadline 15, footnote 13, caption
12, caption2 11.

```swift
Text("Resting heart rate")
    .font(.subheadline.weight(.semibold))
label.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
label.adjustsFontForContentSizeCategory = true
```

## Fix

Safe: each fix keeps the size sighted users see at the default text size
and lets the text grow from there.

- `.system(size: N)` becomes the text style whose default size is exactly
  N, with its weight kept (`.system(size: 17)` → `.body`,
  `.system(size: 17, weight: .semibold)` → `.headline`,
  `.system(size: 13, weight: .bold)` → `.footnote.weight(.bold)`, with a
  design `.system(.footnote, design: .rounded)`). A size that is no text
  style's default (`.system(size: 18)`) gets no fix: the finding stays for
  a person to choose.
- `.custom(name, fixedSize: N)` becomes `.custom(name, size: N,
  relativeTo: STYLE)`, STYLE the text style whose default size is nearest N.
- A UIKit font is wrapped: `UIFontMetrics(forTextStyle: STYLE).scaledFont(for: …)`.
  `font-not-adjusting` then asks for `adjustsFontForContentSizeCategory`,
  which `--fix` adds in the same run.
- A font held by a constant is fixed where it is written, not where it is used.

```swift fix
VStack {
    Text("Résumé — 心拍数").font(.system(size: 17)).foregroundStyle(.secondary).font(.system(size: 13, weight: .bold))
    Text("Zone")
        .font(.system(size: 17, weight: .semibold, design: .rounded))
    Text("BPM")
        .font(Font.system(size: 11).monospacedDigit())
    Text("Brand")
        .font(.custom("Inter", fixedSize: 15))
    Text("Odd")
        .font(.system(size: 18))
}
```

```swift fixed
VStack {
    Text("Résumé — 心拍数").font(.body).foregroundStyle(.secondary).font(.footnote.weight(.bold))
    Text("Zone")
        .font(.system(.headline, design: .rounded))
    Text("BPM")
        .font(Font.caption2.monospacedDigit())
    Text("Brand")
        .font(.custom("Inter", size: 15, relativeTo: .subheadline))
    Text("Odd")
        .font(.system(size: 18))
}
```

```swift fix
unitLabel.font = UIFont.systemFont(ofSize: 13)
valueLabel.font = .boldSystemFont(ofSize: 34) // large
```

```swift fixed
unitLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13))
valueLabel.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .boldSystemFont(ofSize: 34)) // large
```

## Known limitations

- A UIKit font that attributed text set later replaces (`textView.font =
  .systemFont(ofSize: 16)`, then `attributedText` built from text styles)
  is still reported.
- Constants are followed within the file only; a size or font declared in
  another file is not seen.
- Fonts given in an attributes dictionary (`[.font: UIFont.systemFont(ofSize: 12)]`)
  and `UIFont.withSize(_:)` are not checked.
- A Swift package's `platforms:` sets minimum versions: a package that
  lists only `.macOS` is taken to build only for macOS.
- An Xcode project is read for its targets' `SDKROOT` and
  `SUPPORTED_PLATFORMS` settings only, not for which target holds which
  file: a folder whose projects build for iOS and macOS is judged as iOS
  code, and one whose projects keep those settings in `.xcconfig` files is too.

## Standards

- WCAG 2.2 — 1.4.4 Resize Text.
"""##,
        "font-not-adjusting": ##"""
# font-not-adjusting

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 1.4.4

## What it flags

A UIKit label, text field or text view given a Dynamic Type font without
`adjustsFontForContentSizeCategory = true`: its text is sized once.

The target is a `UILabel`, `UITextField` or `UITextView` the code creates
or declares (`let label = UILabel()`, `private let titleLabel: UILabel = { … }()`),
or `self` in a direct subclass of one. Its `font` is assigned
`UIFont.preferredFont(forTextStyle:)` or a `UIFontMetrics(…).scaledFont(for:)`
font, in any method of the type (or in the configuring closure), and
nothing on the same target sets `adjustsFontForContentSizeCategory`. The
finding sits on `font`. A function of the app's own with one of those
names counts when it is called (`.preferredFont(for: .body, weight: .bold)`
that returns a scaled font); a property of the app's own named
`preferredFont` (`Styles.body.preferredFont`) does not: the run cannot see
whether the font it returns follows Dynamic Type at all.

Not reported: `@IBOutlet`s (Interface Builder's "Automatically Adjusts
Font" is not read), instances of custom subclasses (which may adjust
themselves), targets reached through a longer path
(`button.titleLabel?.font`), code built only for macOS or tvOS, and a label
made only to measure text (`sizeThatFits`, `systemLayoutSizeFitting`,
`textRect`), which is never shown. Nor is a font set again when the text
size changes: assigned (the first time or later) in
`traitCollectionDidChange(_:)`, in the arguments
or closure of a `registerForTraitChanges(…)` call or of a
`UIContentSizeCategory.didChangeNotification` observer, or in a method one
of those names.

## Why it matters

People change the text size while the app runs (Control Center's Text
Size control). Without the flag, the text keeps the size it had when the
font was set, until the screen is rebuilt: the user who just asked for
larger text does not get it.

## Triggers

```swift
final class ReadingCell: UITableViewCell {
    private let valueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        valueLabel.↓font = .preferredFont(forTextStyle: .title2)
    }
}
```

The app's own function called by that name, returning a scaled font:

```swift
final class MenuChoiceView: UIView {
    private let timeLabel = UILabel()

    func setUpTimeLabel() {
        timeLabel.↓font = .preferredFont(for: .caption1, weight: .semibold)
    }
}
```

A property configured in its closure, and `self` in a subclass:

```swift
final class ZoneView: UIView {
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.↓font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .bold))
        return label
    }()
}

final class CaptionLabel: UILabel {
    func configure() {
        ↓font = UIFont.preferredFont(forTextStyle: .caption1)
    }
}
```

A view that reacts to trait changes for something else (its colours) still
sizes its label once:

```swift
final class BadgeView: UIView {
    private let countLabel = UILabel()

    func setUp() {
        countLabel.↓font = .preferredFont(forTextStyle: .caption1)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.separator.cgColor
    }
}
```

## Does not trigger

```swift
final class ReadingCell: UITableViewCell {
    private let valueLabel = UILabel()
    @IBOutlet private var dateLabel: UILabel!

    func configure() {
        valueLabel.font = .preferredFont(forTextStyle: .title2)
        valueLabel.adjustsFontForContentSizeCategory = true
        dateLabel.font = .preferredFont(forTextStyle: .footnote)
    }
}
```

A view that sets its fonts again when the text size changes:

```swift
final class TabLocationView: UIView {
    private lazy var urlLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }()

    func updateFonts() {
        urlLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateFonts()
    }
}
```

A custom label class may adjust itself:

```swift
final class SummaryView: UIView {
    private let label = DynamicLabel()

    func configure() {
        label.font = .preferredFont(forTextStyle: .body)
    }
}
```

A font read from a property of the app's own: whether it scales is not
visible here (it may be a plain `systemFont(ofSize:)`):

```swift
final class MilestoneCell: UICollectionViewCell {
    private let titleLabel = UILabel()

    func configure() {
        titleLabel.font = Styles.Text.bodyBold.preferredFont
    }
}
```

A label made only to measure a header's height:

```swift
final class SectionsLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func headerHeight(for title: String, width: CGFloat) -> CGFloat {
        let probe = UILabel()
        probe.font = .preferredFont(forTextStyle: .headline)
        probe.text = title
        return probe.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}
```

A Dynamic Type font read only for its size, to make another font: the label
gets a plain system font of that size, which
`adjustsFontForContentSizeCategory` cannot update (only a text-style or
`UIFontMetrics` font can). The text is sized once when the view is made; the
linter cannot say more about a size it does not know, and stays silent:

```swift
final class PostHeaderView: UIView {
    private let nameLabel = UILabel()

    func setUp() {
        nameLabel.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize + 2, weight: .semibold)
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline).withSize(20)
    }
}
```

## How to fix

Set `adjustsFontForContentSizeCategory = true` on the same label, text
field or text view.

```swift
valueLabel.font = .preferredFont(forTextStyle: .title2)
valueLabel.adjustsFontForContentSizeCategory = true
```

## Fix

Safe: `--fix` adds `target.adjustsFontForContentSizeCategory = true` on the
line after the font's assignment, with that line's indentation (after any
comment on it); when code follows on the same line, right after the
assignment, separated by `;`.

```swift fix
final class ReadingCell: UITableViewCell {
    private let valueLabel = UILabel()
    private let unitLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1) // “unit”
        return label
    }()

    func configure() {
        valueLabel.font = .preferredFont(forTextStyle: .title2)
    }
}

final class CaptionLabel: UILabel {
    func configure() { font = .preferredFont(forTextStyle: .caption1) }
}
```

```swift fixed
final class ReadingCell: UITableViewCell {
    private let valueLabel = UILabel()
    private let unitLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1) // “unit”
        label.adjustsFontForContentSizeCategory = true
        return label
    }()

    func configure() {
        valueLabel.font = .preferredFont(forTextStyle: .title2)
        valueLabel.adjustsFontForContentSizeCategory = true
    }
}

final class CaptionLabel: UILabel {
    func configure() { font = .preferredFont(forTextStyle: .caption1); adjustsFontForContentSizeCategory = true }
}
```

## Known limitations

- A button's title label (`button.titleLabel?.font`) is not followed.
- Text views set up in Interface Builder are not read.

## Standards

- WCAG 2.2 — 1.4.4 Resize Text.
"""##,
        "generic-link-text": ##"""
# generic-link-text

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 2.4.4, 2.4.6

## What it flags

A Link (or a button with the link trait or link style) titled "Click here",
"Tap here", "Here", "Read more", "Learn more", "More" or "Link".

A `Link`, or a `Button` with the `.isLink` trait or `.buttonStyle(.link)`,
whose accessible text is one of "Click here", "Tap here", "Here", "Read
more", "Learn more", "More", "Link", "Click", "Tap", "This link"
(case- and punctuation-insensitive). The accessible text is its
`.accessibilityLabel` when it has a literal one, else its visible title. The
finding sits on the control's name.

## Why it matters

VoiceOver users often browse a screen's links from the rotor, out of context:
a list of "Learn more" links does not say where any of them goes.

VoiceOver users often list a screen's links with the rotor and pick one out
of context. Three links called "Learn more" say nothing about where each one
goes, and Voice Control users cannot tell them apart by name.

## Triggers

```swift
↓Link("Click here", destination: privacyURL)
```

```swift
VStack {
    ↓Link(destination: pricingURL) {
        Text("Learn more…")
    }
    ↓Button("Read more") { openURL(articleURL) }
        .accessibilityAddTraits(.isLink)
    ↓Button("More", action: showTerms)
        .buttonStyle(.link)
    ↓Link("Privacy policy", destination: privacyURL)
        .accessibilityLabel("Link")
}
```

## Does not trigger

```swift
VStack {
    Link("Privacy policy", destination: privacyURL)
    Link("Learn more", destination: pricingURL)
        .accessibilityLabel("Learn more about pricing")
    Button("More", action: showMenu)
    NavigationLink("More") { SettingsView() }
    Link(title, destination: url)
}
```

## How to fix

Name the destination: Link("Privacy policy", destination: …); keep the short
visible text and add .accessibilityLabel("Learn more about pricing") if the
design needs it.

Name the destination:

```swift
Link("Privacy policy", destination: privacyURL)
```

## Known limitations

- Titles held in variables or localised in code are not checked.
- `NavigationLink` is navigation inside the app and is not checked.

## Standards

- WCAG 2.2 — 2.4.4 Link Purpose (In Context); 2.4.6 Headings and Labels.
"""##,
        "gesture-without-alternative": ##"""
# gesture-without-alternative

**Severity:** warning · **Enabled by default:** no · **WCAG:** 2.1.1, 2.5.1, 2.5.7

## What it flags

A long press, drag, pinch, rotation, multiple tap or drag and drop with no
.accessibilityAction, .accessibilityActions, .accessibilityAdjustableAction,
.accessibilityScrollAction or .accessibilityRepresentation on the element or
an enclosing one.

**Off by default.** Whether a gesture has an alternative is mostly decided
outside the view: a toolbar button on the parent screen, a delegate's close
button, the screen a tap's sheet links to. On apps it had never seen, fewer
than four findings in five were real (measured three times, 43–80% for
SwiftUI and 0–75% for UIKit after the fixes below), well under the 95% a
default rule must reach. Turn it on (`"gesture-without-alternative":
"warning"` in `.a11y-lint.json`) for an audit, and read each finding as a
question: can a VoiceOver user reach this command some other way?

Functionality reachable only through a gesture that VoiceOver, Switch Control
and Voice Control users cannot perform:

- `.onLongPressGesture { … }` (with a non-empty action);
- `.gesture`, `.highPriorityGesture` or `.simultaneousGesture` with
  `DragGesture`, `LongPressGesture`, `MagnifyGesture`/`MagnificationGesture`,
  `RotateGesture`/`RotationGesture`, or `TapGesture(count: 2)`;
- `.onTapGesture(count: 2)`;
- drag sources: `.draggable`, `.onDrag`;

when neither the element nor an enclosing one has `.accessibilityAction`,
`.accessibilityActions`, `.accessibilityAdjustableAction`,
`.accessibilityScrollAction` or `.accessibilityRepresentation`. A gesture next
to a `.contextMenu` is fine (the menu is reachable), a drag on a control is a
press-tracking effect, and a gesture whose actions only change how things look,
dismiss the keyboard or the screen (a swipe to close, which VoiceOver's escape
gesture and the close button offer) or clear state (`selectedCell = nil`) is
not missed. Drop
targets (`.dropDestination`, `.onDrop`) are not reported: they also take items
added by other means, and VoiceOver offers its own drop actions. Nor is a tap
counted three times or more (`.onTapGesture(count: 7)` on the version
number): it is a hidden shortcut to a developer or support screen that no
user, sighted or not, is meant to find. The finding sits on the view's name.

**UIKit.** A `UILongPressGestureRecognizer`, `UIPanGestureRecognizer`,
`UISwipeGestureRecognizer`, `UIPinchGestureRecognizer`,
`UIRotationGestureRecognizer` or a tap recognizer with
`numberOfTapsRequired = 2`, added to a view whose class the code shows, when
the view has no `accessibilityCustomActions`, `accessibilityActivate()` or
increment and decrement (assigned or overridden, in any file of the run for
`self`), and no control (`addTarget`, a bar button item, a custom action, a
key command) runs the recognizer's selector. A gesture on a control (a
`UIButton` or another `UIControl`, or a subclass the file declares) is a
shortcut beside the control's own action and is left alone, and so is a
gesture on a view taken out of the accessibility tree on purpose
(`isAccessibilityElement = false` on the view itself) or whose action methods,
in the file, only change how the view looks, zoom it (a double tap that
calls `setZoomScale`: pinching still zooms) or only log. A recognizer's
actions are the selectors it is made with and those `addTarget(_:action:)`
gives it later; a recognizer's `addTarget` is not a control's. The finding sits on
`addGestureRecognizer`.

## Why it matters

VoiceOver, Switch Control and Voice Control users cannot perform custom
gestures reliably: what the gesture does is out of their reach unless it is
also offered as an accessibility action.

Assistive technologies pass a double-tap or a switch press to the element;
they cannot draw a drag, hold a long press at a point, or pinch. A custom
slider built from a `DragGesture` is the canonical case: it cannot be
adjusted at all without `.accessibilityAdjustableAction`.

## Triggers

A button that runs another command is no alternative, and neither is one
a function builds hidden from VoiceOver:

```swift
struct TrackRow: View {
    var body: some View {
        HStack {
            ↓Text(track.title)
                .onLongPressGesture { addToQueue() }
            hiddenButton(icon: "text.append", action: addToQueue)
        }
    }

    private func hiddenButton(icon: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: icon)
        }
        .accessibilityHidden(true)
    }
}
```

```swift
VStack {
    ↓Text(track.title)
        .onLongPressGesture { removeFromQueue(track) }
    Button("Add to queue") { addToQueue(track) }
}
```

```swift
↓Capsule()
    .frame(height: 8)
    .gesture(
        DragGesture(minimumDistance: 0)
            .onChanged { value in volume = value.location.x / width }
    )
```

```swift
ForEach(players) { player in
    ↓PlayerBadge(player)
        .onLongPressGesture { substitute(player) }
}
```

```swift
VStack {
    ↓Image("match_photo")
        .accessibilityLabel("Goal celebration")
        .gesture(MagnifyGesture().onEnded { _ in showsFullScreen = true })
    ↓Text(score)
        .onTapGesture(count: 2) { undoLastGoal() }
    ↓PlayerBadge(player)
        .draggable(player)
    ↓Button("Play") { play() }
        .simultaneousGesture(LongPressGesture().onEnded { _ in showsOptions = true })
}
```

UIKit:

```swift
final class DayCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let press = UILongPressGestureRecognizer(target: self, action: #selector(showNote))
        ↓addGestureRecognizer(press)
    }
}
```

## Does not trigger

A gesture whose command a button, menu item, toolbar item or accessibility
action in the same file also runs (the same function called, or the same
state set) is a shortcut, not the only way:

```swift
VStack {
    Text(track.title)
        .onLongPressGesture { addToQueue(track) }
    Button("Add to queue") { addToQueue(track) }
}
```

```swift
CardView(card: card)
    .onTapGesture(count: 2) { isEditing = true }
    .toolbar {
        Button("Edit") { isEditing = true }
    }
```

A button built by a function of the file that hands it the action it is
given (`Button(action: action)` in `actionButton(icon:title:action:)`)
runs what the call passes:

```swift
struct TrackRow: View {
    var body: some View {
        HStack {
            Text(track.title)
                .onLongPressGesture { addToQueue() }
            actionButton(icon: "text.append", title: "Add to queue", action: addToQueue)
        }
    }

    private func actionButton(icon: String, title: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Label(title, systemImage: icon)
        }
    }
}
```

A context menu added through a custom modifier whose name says so, and a
zero-length long press on a control that only tracks the finger going down:

```swift
VStack {
    TabIcon(tab: tab)
        .onLongPressGesture { showTabOptions(tab) }
        .tabBarContextMenu(for: tab)
    Button(action: play) { Image(systemName: "play.fill") }
        .accessibilityLabel("Play")
        .onLongPressGesture(minimumDuration: 0) {} onPressingChanged: { pressing in
            isPressed = pressing
        }
}
```

```swift
Capsule()
    .gesture(DragGesture().onChanged { volume = $0.location.x / width })
    .accessibilityElement()
    .accessibilityLabel("Volume")
    .accessibilityValue("\(Int(volume * 100)) percent")
    .accessibilityAdjustableAction { direction in
        volume += direction == .increment ? 0.1 : -0.1
    }
```

```swift
HStack {
    ForEach(players) { player in
        PlayerBadge(player)
            .onLongPressGesture { substitute(player) }
    }
}
.accessibilityActions {
    ForEach(players) { player in
        Button("Substitute \(player.name)") { substitute(player) }
    }
}
```

```swift
VStack {
    PlayerBadge(player)
        .onLongPressGesture { substitute(player) }
        .contextMenu { Button("Substitute") { substitute(player) } }
    PlayerBadge(player)
        .onLongPressGesture(minimumDuration: 0.1, pressing: { isPressed = $0 }) { }
    Button("Shoot") { shoot() }
        .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in isPressed = true })
    Text(score)
        .onTapGesture { open() }
        .accessibilityAddTraits(.isButton)
    Text(score)
        .gesture(customGesture)
}
```

```swift
Capsule()
    .gesture(DragGesture().onChanged { volume = $0.location.x })
    .accessibilityRepresentation {
        Slider(value: $volume)
    }
```

```swift
List {
    CredentialRow(credential)
        .simultaneousGesture(DragGesture().onChanged { _ in selectedCell = nil })
    SearchField(text: $query)
        .gesture(DragGesture().onChanged { _ in hideKeyboard() })
    Card()
        .gesture(DragGesture().onChanged { dragOffset = $0.translation }.onEnded { _ in dragOffset = .zero })
    Photo()
        .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
    Thumbnail(photo)
        .draggable(photo)
        .contextMenu { ShareLink(item: photo, preview: SharePreview("Photo", image: photo)) }
    Composer()
        .onDrop(of: [.image], isTargeted: nil) { providers in attach(providers) }
}
```

A tap counted three times or more is a hidden shortcut, not a feature:

```swift
Text("Version \(appVersion)")
    .font(.footnote)
    .onTapGesture(count: 7) {
        showsDeveloperOptions = true
    }
```

UIKit: the cell offers the same command as a custom action, or a button
runs the same selector:

```swift
final class DayCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showNote)))
        accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Add note", target: self, selector: #selector(showNote))]
    }
}

final class ChartCell: UICollectionViewCell {
    private let chartView = UIView()
    private let detailButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        chartView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(zoom)))
        detailButton.addTarget(self, action: #selector(zoom), for: .touchUpInside)
    }
}
```

A gesture with no handler only blocks others; a long press on a control that
only reports its changes draws a pressed state while the control still
works; and a method that happens to be called `onDrag` is not the modifier:

```swift
VStack {
    PanelContent()
        .highPriorityGesture(DragGesture())
    Slider(value: $page, in: 0...pageCount)
        .simultaneousGesture(
            LongPressGesture(minimumDuration: .infinity)
                .onChanged { pressing in showsPreview = pressing }
        )
}
```

```swift
final class CardDropDelegate: DropDelegate {
    func dropEntered(info: DropInfo) {
        reorderDelegate.onDrag(from: dragged, to: target)
    }
}
```

UIKit: a gesture on a control is a shortcut beside the control's own action,
which stays reachable (measured on real apps, long presses on buttons mostly
repeat or extend what the tap does):

```swift
final class SkipButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showSkipOptions)))
    }
}
```

A swipe that only dismisses the screen:

```swift
VStack {
    PhotoView(photo)
        .simultaneousGesture(DragGesture().onEnded { value in
            if value.translation.height > 100 { onDismiss() }
        })
}
```

UIKit: a double tap that only zooms, a visual-only view taken out of the
accessibility tree, and a long press whose action, given later with
`addTarget`, only logs:

```swift
final class ZoomingImageView: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(toggleZoom))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
    }

    @objc func toggleZoom() {
        setZoomScale(zoomScale == 1 ? maximumZoomScale : 1, animated: true)
    }
}

final class ResultsOverviewView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pick)))
    }
}

final class CameraBubbleView: UIView {
    private let longPressRecognizer = UILongPressGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        longPressRecognizer.addTarget(self, action: #selector(longPress(recognizer:)))
        addGestureRecognizer(longPressRecognizer)
    }

    @objc func longPress(recognizer: UILongPressGestureRecognizer) {
        print(recognizer)
    }
}
```

## How to fix

Offer the same thing as an action: .accessibilityAction(named: "Delete") { …
}; for a custom slider, .accessibilityAdjustableAction { direction in … } or
.accessibilityRepresentation { Slider(…) }.

Offer the same thing as an action:

```swift
PlayerBadge(player)
    .onLongPressGesture { substitute(player) }
    .accessibilityAction(named: "Substitute") { substitute(player) }
```

For a custom slider, let VoiceOver swipe up and down:

```swift
.accessibilityAdjustableAction { direction in
    volume += direction == .increment ? 0.1 : -0.1
}
```

## Known limitations

- Gestures held in variables or built by helpers are not checked.
- A view inside a custom view type is not reported when every use of the type,
  in any file of the run, is inside an element with accessibility actions or
  a hidden one.
- A visible button elsewhere on screen that does the same thing is a valid
  alternative the linter cannot see; silence such findings with an
  accessibility action, which also helps VoiceOver users find it.
- SwiftUI exposes some drag and drop to VoiceOver through its own actions;
  the finding is a warning to check that the drop target is reachable too.

## Standards

- WCAG 2.2 — 2.1.1 Keyboard; 2.5.1 Pointer Gestures; 2.5.7 Dragging
  Movements.
"""##,
        "heading-missing-trait": ##"""
# heading-missing-trait

**Severity:** note · **Enabled by default:** no · **WCAG:** 1.3.1, 2.4.6

## What it flags

A Text styled .font(.largeTitle), .title, .title2 or .title3 that acts as a
section title, without .accessibilityAddTraits(.isHeader).

A `Text` showing a literal, a string constant (`L10n.cancelSubscription`), or
a variable whose name says it is a title (`title`, `section.header`) — not
a value a call computes (`Stats.formatBytes(total)`) — styled `.font(.largeTitle)`,
`.title`, `.title2` or `.title3` (also `.title2.bold()`), that acts as a
section title and has no `.accessibilityAddTraits(.isHeader)` (or
`.accessibilityHeading`). A text that is itself tappable (a tap gesture, the
button or keyboard-key trait) is a control, not a title. It is not reported
inside a control, a `Label`, a
toolbar, a `Section`'s header (already a heading), a tab item, a context menu
or alert, an element that combines or hides its children, or when passed as a
value (`.navigationTitle(Text(…))`). The finding sits on `Text`.

It is a note: a big title is usually a section title, but not always.
Text that says something rather than names a section is left alone: a
sentence (a literal ending in `.` or `!`, or of eight words or more), or an
empty state (`"No Contacts"`).

**Off by default.** Whether a big text heads a section is a design question
the source rarely answers: apps set warnings, empty states, confirmations
("Funds sent") and whole sentences in title styles. On apps it had never
seen, judged finding by finding, it stayed under the 90% a default rule must
reach: 80% over three held-out rounds, then 3 real against 7 false in the
fourth. Turn it on (`"heading-missing-trait": "note"` in `.a11y-lint.json`)
for an audit of a screen's structure, and read each finding as a question:
would a VoiceOver user jump here with the rotor?

**UIKit.** The title label of a section header view — the first `UILabel`
property of a `UITableViewHeaderFooterView` or `UICollectionReusableView`
subclass (the labels after it describe; not one whose class name says
`Footer`) — or a `UILabel` made in
`tableView(_:viewForHeaderInSection:)`, that is given text there, is not set
in a running-text style (`preferredFont(forTextStyle: .body)`: a paragraph
that explains) and never the `.header` trait (on the label, or on the view in any file of the run). Outlets are
left alone (Interface Builder may set the trait). The finding sits on the
label's name.

## Why it matters

Sighted users scan a screen by its big titles; VoiceOver users do the same
with the rotor's Headings, which only finds elements with the header trait.

## Triggers

```swift
ScrollView {
    VStack(alignment: .leading) {
        ↓Text("Substitutes")
            .font(.title2)
        ForEach(bench) { BenchRow(player: $0) }
        ↓Text(section.title)
            .font(.title3.weight(.semibold))
            .padding(.top)
        ↓Text(L10n.seasonStatistics)
            .font(.title2)
        StatisticsGrid(season: season)
    }
}
```

```swift
List {
    ForEach(days) { day in
        ↓Text(day.title)
            .font(.title2)
        ForEach(day.matches) { MatchRow(match: $0) }
    }
}
```

UIKit:

```swift
final class WeekHeaderView: UICollectionReusableView {
    private let ↓titleLabel = UILabel()
    private let rangeLabel = UILabel()

    func configure(title: String, range: String) {
        titleLabel.text = title
        rangeLabel.text = range
    }
}
```

A grouped table's header title, set in `.footnote` as the system's are:

```swift
final class EditableTableViewHeader: UITableViewHeaderFooterView {
    private lazy var ↓title: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        return label
    }()

    convenience init(title: String) {
        self.init(reuseIdentifier: nil)
        self.title.text = title.uppercased()
    }
}
```

```swift
final class ReadingsDataSource: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let ↓label = UILabel()
        label.text = sections[section].title
        return label
    }
}
```

## Does not trigger

A sentence, a warning and an empty state set in title styles:

```swift
VStack(alignment: .leading) {
    Text("A hidden wallet requires a Lock PIN to be set.")
        .font(.title3)
    Text("The only way to open it is by typing the PIN")
        .font(.subheadline)
    Text("DO NOT SHARE.")
        .font(.title2)
    Text("Keep this phrase somewhere safe")
    Text("No Contacts")
        .font(.title3)
    Text("Add contacts for quick payments")
}
```

```swift
VStack {
    Text("Substitutes")
        .font(.title2)
        .accessibilityAddTraits(.isHeader)
    Text("\(total)")
        .font(.largeTitle)
    Text(score, format: .number)
        .font(.largeTitle)
    Text("Fine print")
        .font(.caption)
    Text("7")
        .font(.title)
        .onTapGesture { press("7") }
    Text(player.displayName)
        .font(.title2)
    Text(Stats.formatBytes(totalSize))
        .font(.title2)
    Text("★")
        .font(.largeTitle)
    Button(action: open) {
        Text("Open")
            .font(.title)
    }
    Label("Stadium", systemImage: "building")
        .font(.title)
}
```

Text that draws no words — dashes standing for a missing value, an emoji —
is not a section title, whatever its font:

```swift
VStack {
    Text(value.map { String($0) } ?? "---")
        .font(.title)
    Text("---")
        .font(.title)
    Text("Glucose risk index")
}
```

```swift
List {
    Section {
        MatchRow(match: match)
    } header: {
        Text("Today")
            .font(.title3)
    }
    Section(header: Text("Tomorrow").font(.title3)) {
        MatchRow(match: next)
    }
}
.toolbar {
    ToolbarItem(placement: .principal) {
        Text("Matchday")
            .font(.title3)
    }
}
```

```swift
HStack {
    Text("Alex Morgan")
        .font(.title2)
    Text("Forward")
}
.accessibilityElement(children: .combine)
```

A section title heads content: a title-sized text that ends its stack,
is followed only by spacers, stands alone, or sits right under a larger
title (a subtitle) heads nothing, and neither does status text beside a
`ProgressView`, or the placeholder text of a loading state
(`.redacted(reason: .placeholder)`, or a type whose name starts or ends with
`Placeholder`, `Skeleton` or `Shimmer`):

```swift
VStack {
    Image("onboarding_hero")
    Text("Welcome back")
        .font(.largeTitle)
}
HStack {
    ProgressView()
    Text("Searching")
        .font(.title3)
    Spacer()
}
VStack(alignment: .leading) {
    Text("Loading title")
        .font(.title2)
    Text("Loading the body of the card")
}
.redacted(reason: .placeholder)
```

A smaller title-sized subtitle right under the screen's title is not a
second heading:

```swift
VStack(spacing: 8) {
    Text("Upgrade in progress")
        .font(.title2)
        .accessibilityAddTraits(.isHeader)
    Text("Please wait…")
        .font(.title3)
    ProgressSteps(steps)
}
```

A title-sized message alone between spacers heads nothing:

```swift
struct TipView: View {
    var body: some View {
        VStack {
            HStack {
                Spacer()
                Text("Thank you for your tip!")
                    .font(.title)
                Spacer()
            }
            Button("Tip again", action: tip)
        }
    }
}
```

```swift
struct FeedCardSkeleton: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Headline")
                .font(.title2)
            Text("Body")
        }
    }
}
```

```swift
enum PlaceholderShelf {
    static var mainView: some View {
        VStack(alignment: .leading) {
            Text("Loading Title")
                .font(.title3)
            Text("Loading author")
        }
    }
}
```

A view type that nothing in an app names, except its own previews, is never
shown (see [what every rule leaves alone](README.md#views-the-app-never-shows)):

```swift
@main
struct CompanionApp: App {
    var body: some Scene {
        WindowGroup { Text("Home") }
    }
}

struct RetiredErrorScreen: View {
    var body: some View {
        VStack {
            Text("Something went wrong")
                .font(.title)
            Text("Try again later.")
        }
    }
}

#Preview {
    RetiredErrorScreen()
}
```

UIKit: a title label with the trait; one that this type never gives
text (a label with no text is never read, and one filled from outside —
`header.titleLabel.text = …` in a data source — is not followed); and one
only ever given the empty string:

```swift
final class WeekHeaderView: UICollectionReusableView {
    private let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.text = title
        titleLabel.accessibilityTraits = .header
    }
}

final class FilterHeaderView: UICollectionReusableView {
    private let titleLabel = UILabel()
    private let menuButton = UIButton(type: .system)

    func setUp() {
        titleLabel.textColor = .secondaryLabel
    }
}

final class SettingsDataSource: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let label = UILabel()
        switch section {
        case 0: label.text = ""
        default: label.text = ""
        }
        return label
    }
}
```

A section footer: a subclass whose name says `Footer` (and not `Header`)
explains the section above it and titles nothing:

```swift
final class SectionFooterView: UITableViewHeaderFooterView {
    private let titleLabel = UILabel()

    func update(text: String) {
        titleLabel.text = text
    }
}
```

A header whose label is set in a running-text style (`.body`, `.callout`;
not `.footnote`, which grouped tables title their sections in) holds a
paragraph that explains,
and one whose traits are bound to values the code does not spell out may be
a heading already:

```swift
open class LargeHeaderFooterView: UITableViewHeaderFooterView {
    private lazy var infoLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }()

    public var infoText: String? {
        get { infoLabel.text }
        set { infoLabel.text = newValue }
    }
}

final class SummaryHeaderView: UICollectionReusableView {
    private let titleLabel = UILabel()

    func bind(_ model: SummaryHeaderModel) {
        titleLabel.text = model.title
        titleLabel.accessibilityTraits = model.traits
    }
}
```

## How to fix

Add .accessibilityAddTraits(.isHeader), or use Section("…") /
Section(header:), whose headers are already headings.

```swift
Text("Substitutes")
    .font(.title2)
    .accessibilityAddTraits(.isHeader)
```

or, in a `List` or `Form`, use a section header:

```swift
Section("Substitutes") { … }
```

## Fix

Unsafe (`--fix --unsafe-fixes`): it changes how VoiceOver users navigate.
`.accessibilityAddTraits(.isHeader)` is added at the end of the view's
chain: on a line of its own, indented as the chain's last modifier, when
that one is on its own line; else right after the view.

```swift fix unsafe
VStack(alignment: .leading) {
    Text("Resting heart rate — 心拍数")
        .font(.title2)
    Text(summary)
}
```

```swift fixed
VStack(alignment: .leading) {
    Text("Resting heart rate — 心拍数")
        .font(.title2)
        .accessibilityAddTraits(.isHeader)
    Text(summary)
}
```

## Known limitations

- Fonts applied to an enclosing stack, custom text styles and
  `.font(.system(size:))` are not recognised as titles.
- Interpolated and formatted values (scores, dates), one-character symbols
  and variables not named like a title (`post.message`, `displayName`) are
  not reported: they are rarely section titles.

## Standards

- WCAG 2.2 — 1.3.1 Info and Relationships; 2.4.6 Headings and Labels.
"""##,
        "hidden-interactive": ##"""
# hidden-interactive

**Severity:** error · **Enabled by default:** yes · **WCAG:** 2.1.1, 4.1.2

## What it flags

.accessibilityHidden(true) on a control, on a tappable view, or on a container
that holds one.

`.accessibilityHidden(true)` (or `.accessibility(hidden: true)`) on:

- a control, or a view with a tap gesture (one or two taps; three or more is
  a hidden shortcut) or the button or link trait;
- a container that holds one, at any depth within the same declaration;

unless the view is disabled (`.disabled(true)`, `.allowsHitTesting(false)`),
drawn fully transparent (`.opacity(0)` with a literal zero, or `.hidden()`:
on no one's screen, such as buttons kept only for their keyboard shortcuts),
or an enclosing element offers actions or a representation in its place, or
a view beside it in the same container (or inside one) is adjustable
(`.accessibilityRepresentation { Slider(…) }`, `.accessibilityAdjustableAction`):
buttons that step the same value are then a duplicate VoiceOver does without. The
finding sits on the hidden view's name. Hiding computed at run time
(`.accessibilityHidden(isCollapsed)`) is not reported.

## Why it matters

The control vanishes for VoiceOver, Switch Control and Voice Control while it
stays on screen and keeps working for everyone else: those users cannot reach
what it does.

## Triggers

```swift
↓Button(action: skip) {
    Image(systemName: "forward.fill")
}
.accessibilityHidden(true)
```

```swift
VStack {
    ↓HStack {
        Text("Volume")
        Slider(value: $volume)
    }
    .accessibilityHidden(true)
    ↓Text("Details")
        .onTapGesture { open() }
        .accessibility(hidden: true)
    ↓ZStack {
        Image(decorative: "card")
        if showsAction {
            VStack {
                Toggle("Favourite", isOn: $isFavourite)
            }
        }
    }
    .accessibilityHidden(true)
}
```

Two hidden copies do not stand in for each other: VoiceOver reaches
neither:

```swift
VStack {
    ↓Button("Close") { close() }
        .accessibilityHidden(true)
    ↓Button { close() } label: { Image(systemName: "xmark") }
        .accessibilityHidden(true)
}
```

A copy of a button is hidden, but it does something else (`send(.later)`,
not `send(.now)`):

```swift
VStack {
    Button("Send") { send(.now) }
    ↓Button { send(.later) } label: { Image(systemName: "clock") }
        .accessibilityHidden(true)
}
```

## Does not trigger

```swift
VStack {
    Image("divider")
        .accessibilityHidden(true)
    HStack {
        Image(decorative: "ball")
        Text("Kick-off")
    }
    .accessibilityHidden(true)
    Button("Skip", action: skip)
        .disabled(true)
        .accessibilityHidden(true)
    Button("Next", action: next)
        .accessibilityHidden(isCollapsed)
    Group {
        Button(action: previousPage) { EmptyView() }
            .keyboardShortcut(.leftArrow, modifiers: [])
        Button(action: nextPage) { EmptyView() }
            .keyboardShortcut(.rightArrow, modifiers: [])
    }
    .frame(width: 0, height: 0)
    .opacity(0)
    .accessibilityHidden(true)
}
```

```swift
HStack {
    Button(action: previous) { Image(systemName: "backward.fill") }
        .accessibilityHidden(true)
    Text(trackName)
}
.accessibilityElement(children: .combine)
.accessibilityAction(named: "Previous track", previous)
```

`.hidden()` hides a control from everyone, on screen and to VoiceOver
alike, so nothing is out of step:

```swift
Button("Retry", action: retry)
    .hidden()
```

A hidden view that only answers a tap counted three times or more is a
hidden shortcut (a support back door), not a control anyone is meant to find:

```swift
Color.clear
    .frame(width: 60, height: 60)
    .contentShape(Rectangle())
    .onTapGesture(count: 5) { showsDiagnostics = true }
    .accessibilityHidden(true)
```

Step buttons beside a custom slider that VoiceOver adjusts through its
representation:

```swift
VStack {
    TipSlider(value: $percent, in: 0...30)
        .accessibilityRepresentation {
            Slider(value: $percent, in: 0...30, step: 1)
        }
    HStack {
        Button { percent -= 1 } label: { Image(systemName: "minus.circle") }
            .accessibilityLabel("Decrease")
        Text("\(Int(percent)) %")
        Button { percent += 1 } label: { Image(systemName: "plus.circle") }
            .accessibilityLabel("Increase")
    }
    .accessibilityHidden(true)
}
```

A second way to the same action, hidden so that VoiceOver meets it once:
everything it runs is also run by a button, link or accessibility action of
the file, or by the tap of a view there that is not hidden (a larger hit
strip beside a labelled one, a footer copy of a header's button):

```swift
VStack {
    Button("Payment history") { showHistory() }
    PaymentList(payments)
    Button { showHistory() } label: { Text("See all") }
        .accessibilityHidden(true)
}
```

```swift
HStack(spacing: 0) {
    Color.clear
        .frame(width: 16)
        .onTapGesture { collapseThread() }
        .accessibilityLabel("Collapse thread")
        .accessibilityAction { collapseThread() }
    Color.clear
        .frame(height: 16)
        .onTapGesture { collapseThread() }
        .accessibilityHidden(true)
}
```

The same when the exposed strip is only tapped (it is
`tap-gesture-not-button`'s finding, once):

```swift
HStack(spacing: 0) {
    Color.clear
        .frame(width: 16)
        .contentShape(Rectangle())
        .highPriorityGesture(TapGesture().onEnded(onRailTap))
        .accessibilityLabel("Collapse thread")
    Color.clear
        .frame(height: 16)
        .contentShape(Rectangle())
        .highPriorityGesture(TapGesture().onEnded(onRailTap))
        .accessibilityHidden(true)
}
```

A button inside another button's label is not an element of its own;
hiding it changes nothing for VoiceOver:

```swift
Button { open(thread) } label: {
    HStack {
        Button { selectThread(thread) } label: { Avatar(thread.sender) }
            .accessibilityHidden(true)
        Text(thread.subject)
    }
}
```

## How to fix

Remove .accessibilityHidden(true), or offer the same action another way
(.accessibilityAction on the enclosing element) and disable the hidden
control.

Remove `.accessibilityHidden(true)`. If the control duplicates something
else, offer its action on the element that remains, and keep the hidden one
disabled for assistive technology:

```swift
HStack { … }
    .accessibilityElement(children: .combine)
    .accessibilityAction(named: "Previous track", previous)
```

## Known limitations

- Controls added by custom views inside the hidden container are not seen.
- Only literal `true` is checked.
- A copy counts only when the other control is in the same file. A hidden
  copy of a button that another file's view shows is still reported.

## Standards

- WCAG 2.2 — 2.1.1 Keyboard; 4.1.2 Name, Role, Value.
"""##,
        "hint-wording": ##"""
# hint-wording

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 2.4.6

## What it flags

An .accessibilityHint literal that describes the gesture ("Double tap to…",
"Tap to…", "Swipe…", "Click…", "Press…") or repeats the label.

A literal `.accessibilityHint` (or deprecated `.accessibility(hint:)`) that
describes the gesture — it starts with "Double tap", "Tap", "Triple tap",
"Swipe", "Click", "Press", "Long press", "Touch", "Drag", "Pinch" or "Slide" —
or that only repeats the element's label or title. The finding sits on the
hint modifier.

**UIKit.** The same checks on an `accessibilityHint` literal assigned to a
UIKit view: it describes the gesture, or repeats the `accessibilityLabel`
literal assigned to the same view. The finding sits on `accessibilityHint`.

## Why it matters

VoiceOver speaks the gesture itself, and the gesture differs for Switch
Control, Voice Control and keyboard users; a hint that repeats the label adds
nothing. Users can turn hints off, so hints must add, not repeat.

VoiceOver announces the gesture itself, and Switch Control, Voice Control and
keyboard users activate things differently, so "Double tap to…" is wrong for
many and redundant for the rest. A hint that repeats the label adds a second
of noise to every visit. Apple's guidance: a hint says what happens, starting
with a verb ("Opens the calculator."), and users can turn hints off, so it
must never be the only place information lives.

## Triggers

```swift
Button("Sign out", role: .destructive, action: signOut)
    .↓accessibilityHint("Double tap to sign out of your account")
```

```swift
VStack {
    Text("Lineup")
        .↓accessibilityHint("Swipe left to see the bench")
    Button("Share", action: share)
        .↓accessibilityHint("Share")
    Image(systemName: "chart.bar")
        .accessibilityLabel("Statistics")
        .↓accessibility(hint: Text("Tap to open statistics"))
}
```

UIKit:

```swift
final class DayCell: UICollectionViewCell {
    func configure() {
        accessibilityLabel = "December 1st"
        ↓accessibilityHint = "Double tap to open the day"
    }
}
```

## Does not trigger

```swift
VStack {
    Button("Sign out", role: .destructive, action: signOut)
        .accessibilityHint("Signs you out on this device.")
    Button("Enter", action: submit)
        .accessibilityHint("Subtracts the throw from the total.")
    Text("Taps so far: 3")
        .accessibilityHint(hintText)
    Button("Tapas bar", action: open)
        .accessibilityHint("Tapas menu and opening hours.")
}
```

UIKit:

```swift
final class DayCell: UICollectionViewCell {
    func configure() {
        accessibilityLabel = "December 1st"
        accessibilityHint = "Opens the readings of the day."
    }
}
```

## How to fix

Say what happens, starting with a verb in the third person: "Opens the
calculator.", "Subtracts the throw from the total."

Describe the result:

```swift
.accessibilityHint("Signs you out on this device.")
```

## Known limitations

- Only literal hints are checked; whether a hint starts with a verb in the
  third person is not.

## Standards

- WCAG 2.2 — 2.4.6 Headings and Labels.
- Apple — Accessibility hints: describe the result of an action, not the
  gesture.
"""##,
        "image-missing-label": ##"""
# image-missing-label

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 1.1.1

## What it flags

An asset, UIImage, NSImage or remote image with no accessibility label, not
decorative, not hidden and not named by the element around it.

An image VoiceOver will read as a file name or as nothing: `Image("asset")`,
`Image(uiImage:)`, `Image(nsImage:)`, `Image(_:bundle:)`, `Image(.generatedAsset)`,
`AsyncImage(url:)` (and views mapped onto `Image` in the configuration) with
no `.accessibilityLabel`, that is not `Image(decorative:)`, not hidden, and
not inside an element that names it or reads it another way:

- any control's label (an unlabelled icon-only button is
  `button-image-only`'s single finding: one gap, one finding), also one a
  function of the same file makes from the closure it is handed
  (`navLink(.units) { … }` whose body is `NavigationLink(value: tag, label: label)`),
  or a custom view of the run whose `body` puts the content it is given
  in a button (`ClickableRow(action:) { … }` with `Button(action: action) { content }`),
  and a custom modifier that does the same (`.buttonize { … }`);
- a `Label`'s icon;
- a container that hides its children, ignores them
  (`.accessibilityElement(children: .ignore)`), or gives them a label
  (`.combine` plus a label, or a label on a plain stack). An image with
  no name to read — `Image(uiImage:)`, `Image(nsImage:)`,
  `Image(cgImage:)`, a remote image — adds nothing to an element that
  combines its children, so `.combine` alone is enough for it; an asset
  image there is still read by its file name.

`Image(systemName:)` is not flagged by this rule: many SF Symbols carry a
built-in description. The finding sits on the image's name.

## Why it matters

VoiceOver reads an unlabelled asset image by its file name
("pitch_background", "img_2931") or skips it, so blind users hear noise or
miss what it shows.

An image from an asset catalog has no text. VoiceOver falls back to the asset
name — "pitch_background", "img_2931", "ic_tick_small" — or skips the image,
so a blind user hears noise or misses what a sighted user sees: a logo, a
selection tick, a player's photo, a chart. Deciding "this one is decoration"
is half the fix: mark it decorative and VoiceOver stops reading it.

## Triggers

```swift
VStack {
    ↓Image("pitch_background")
        .resizable()
        .aspectRatio(contentMode: .fit)
    Text("Lineup")
}
```

An image chosen by `? :` in a view's content, or placed in a stack given
to a view, is shown, not handed on:

```swift
VStack {
    isOnline ? ↓Image("status_online") : ↓Image("status_offline")
    Card(content: VStack { ↓Image("card_art") })
}
```

```swift
HStack {
    ↓Image(uiImage: avatar)
        .clipShape(Circle())
    Text(name)
    ↓Image(asset: Asset.Badges.verified)
}
```

```swift
VStack {
    ↓AsyncImage(url: photoURL) { image in
        image.resizable()
    } placeholder: {
        ProgressView()
    }
    Text(caption)
}
```

```swift
List {
    ForEach(players) { player in
        HStack {
            if player.isCaptain {
                ↓Image("captain_armband")
            }
            Text(player.name)
        }
    }
}
```

```swift
ZStack {
    Color.black
    ↓Image("trophy", bundle: .module)
}
.sheet(isPresented: $showsDetails) {
    VStack {
        ↓Image(.matchBanner)
        Text("Final")
    }
}
```

```swift
HStack {
    ↓Image("flag_home")
    Text("Home")
}
.accessibilityElement(children: .combine)
```

```swift
Text("Score")
    .overlay(alignment: .topTrailing) {
        ↓Image("badge_new")
    }
```

```swift
struct PlayerRow: View {
    var body: some View {
        HStack {
            photo
            Text(name)
        }
    }

    private var photo: some View {
        ↓Image(uiImage: player.photo)
            .resizable()
    }
}
```

The image views of the common image libraries — Kingfisher's `KFImage`,
SDWebImageSwiftUI's `WebImage` and `AnimatedImage`, Nuke's `LazyImage`,
`CachedAsyncImage` — are images too, as if mapped in `components` (a mapping
of your own overrides one; `"off"` switches it off):

```swift
HStack {
    ↓KFImage(artist.photoURL)
        .resizable()
    ↓WebImage(url: coverURL)
    Text(artist.name)
}
```

A view that is only partly transparent is still seen, and still read:

```swift
VStack {
    ↓Image("team_crest")
        .opacity(0.4)
    Text(teamName)
}
```

A custom view whose whole body is the image is judged where the type is
used: reported when a use leaves it unnamed, or when the run has no use of
it (then it is judged as if it stood in a plain container). It is a note,
not a warning: where the type is used, a banner or a backdrop laid behind
content in a `ZStack` cannot always be told from content.

```swift note
struct TeamCrest: View {
    var body: some View {
        ↓Image("crest_home")
            .resizable()
    }
}

struct MatchHeader: View {
    var body: some View {
        HStack {
            TeamCrest()
            Text(homeTeam)
        }
    }
}
```

A modifier that names a button without making one (`.navigationBarBackButtonHidden()`)
does not make the screen a button:

```swift
struct EditProfileView: View {
    var body: some View {
        ScrollView {
            self.header
        }
        .navigationBarBackButtonHidden()
    }

    var header: some View {
        HStack {
            ↓Image("profile_placeholder")
            Text(name)
        }
    }
}
```

A function's first trailing closure is its first closure parameter, not
its last: here only the footer goes into a button:

```swift warning
struct OrderView: View {
    var body: some View {
        card {
            ↓Image(uiImage: receipt)
        } footer: {
            Text("Reorder")
        }
    }

    func card<Body: View, Footer: View>(@ViewBuilder body: () -> Body, @ViewBuilder footer: () -> Footer) -> some View {
        VStack {
            body()
            Button(action: reorder, label: footer)
        }
    }
}
```

A screen presented from inside such a row is not part of its label:

```swift note
struct ClickableRow<Content: View>: View {
    let action: () -> Void
    @ViewBuilder let content: Content

    var body: some View {
        Button(action: action) { content }
    }
}

struct AuditRow: View {
    @State private var showsIssues = false

    var body: some View {
        ClickableRow(action: { showsIssues = true }) {
            Text("Audits")
                .sheet(isPresented: $showsIssues) {
                    ↓Image("circle_warning_24")
                }
        }
    }
}
```

A closure a function of the file runs as a button's action is not a label:
the sheet it opens is judged as any other view:

```swift note
struct PaymentView: View {
    var body: some View {
        actionButton(text: "Details") {
            showsDetails = true
        }
        .sheet(isPresented: $showsDetails) {
            ↓Image(uiImage: merchantLogo)
        }
    }

    func actionButton(text: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Text(text)
        }
    }
}
```

## Does not trigger

A custom row of the run that puts the content it is given in a button: the
icon is part of that button's label (here the row is in the same file; it
may be in any file of the run):

```swift
struct ClickableRow<Content: View>: View {
    let action: () -> Void
    @ViewBuilder let content: Content

    var body: some View {
        Button(action: action) {
            HStack { content }
        }
    }
}

struct FilterScreen: View {
    var body: some View {
        List {
            ClickableRow(action: pickContact) {
                Image("contact_icon")
                Text("Contacts")
            }
        }
    }
}
```

```swift
VStack {
    Image("pitch_background")
        .accessibilityLabel("Football pitch, home team at the bottom")
    Image(decorative: "confetti")
    Image("divider_line")
        .accessibilityHidden(true)
    Image(systemName: "star.fill")
    Image("avatar", label: Text("Alex's photo"))
}
```

```swift
VStack {
    Image("ic_tick")
    #if os(iOS)
        .accessibilityLabel("Selected")
    #endif
    Text("Done")
}
```

A label given in every branch of a closure the app's own wrapper modifier
applies to the view (`func applyClosure(_ transform: (Self) -> Content)`):

```swift
Image("group_avatar")
    .resizable()
    .applyClosure { view in
        if isGroup {
            view.accessibilityLabel("Group avatar")
        } else {
            view.accessibilityLabel("Channel avatar")
        }
    }
```

```swift
Button(action: dismiss) {
    Image("ic_close")
}
NavigationLink {
    PlayerView()
} label: {
    HStack {
        Image(uiImage: player.photo)
        Text(player.name)
    }
}
```

```swift
VStack {
    Label {
        Text("Stadium")
    } icon: {
        Image("stadium_icon")
    }
}
```

```swift
HStack {
    Image("flag_home")
    Text("Home")
}
.accessibilityElement(children: .ignore)
.accessibilityLabel("Home team")
```

```swift
HStack {
    Image("flag_home")
    Text("Home")
}
.accessibilityElement(children: .combine)
.accessibilityLabel("Home team")
```

A site's favicon, loaded at run time, combined with the text that names the
site (the bitmap has no name to add):

```swift
VStack {
    Image(uiImage: favicon)
        .resizable()
        .frame(width: 48, height: 48)
    Text(origin.host)
}
.accessibilityElement(children: .combine)
```

```swift
VStack {
    Image("chart_placeholder")
    Text("Loading")
}
.accessibilityHidden(true)
```

```swift
Text("Score")
    .background(Image("paper_texture"))
    .background {
        Image("paper_texture")
    }
```

```swift
VStack {
    Avatar(image: Image(uiImage: photo))
}
```

A theme's default images, handed to the type that holds them (`??` or
`? :` around an argument is looked through):

```swift
struct ChatImages {
    var menu: MessageMenuImages

    init(delete: Image? = nil, edit: Image? = nil) {
        menu = MessageMenuImages(
            delete: delete ?? Image("delete", bundle: .module),
            edit: edit ?? Image("edit", bundle: .module)
        )
    }
}
```

```swift
// The whole body: judged where it is used; here a labelled button names it.
struct Logo: View {
    var body: some View {
        Image("logo")
    }
}

struct Header: View {
    var body: some View {
        Button(action: goHome) {
            Logo()
        }
        .accessibilityLabel("Home")
    }
}
```

```swift
struct PlayerRow: View {
    var body: some View {
        Button(action: open) {
            photo
        }
        .accessibilityLabel(player.name)
    }

    private var photo: some View {
        HStack {
            Image(uiImage: player.photo)
            Text(player.name)
        }
    }
}
```

```swift
TabView {
    ScoresView()
        .tabItem { Image("tab_scores") }
}
```

```swift
VStack {
    Image("episode-close")
        .buttonize { dismiss() }
    Text("Hello")
        .onAppear { icon = Image(uiImage: loadIcon()) }
    ZStack {
        Text("Score")
    }
    .background(ZStack { Image("texture") })
}
```

```swift
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image("pill_left")
            configuration.label
        }
    }
}
```

```swift
// An artwork view used only inside links, in this file or another one.
struct Artwork: View {
    var body: some View {
        VStack {
            Image(uiImage: cover)
            Spacer()
        }
    }
}

struct EpisodeView: View {
    var body: some View {
        Link(destination: url) {
            Artwork()
            Text(title)
        }
    }
}
```

A view hidden with `.hidden()`, or made fully transparent with a literal
`.opacity(0)` (a placeholder that keeps the layout), is shown to no one and
VoiceOver skips it. An SF Symbol given through SFSafeSymbols'
`Image(systemSymbol:)` is a symbol like `Image(systemName:)`, not an asset:

```swift
VStack {
    Image("avatar_placeholder")
        .hidden()
    Image("badge_outline")
        .opacity(0)
    Image(systemSymbol: .gearshape)
    Text(title)
}
```

An image view that draws the loaded image in a content closure and labels
(or hides) it there is named by its content:

```swift
LazyImage(url: emoji.url) { state in
    if let image = state.image {
        image
            .resizable()
            .accessibilityLabel(emoji.shortcode)
    }
}
```

The same custom view is silent when every use names or hides it:

```swift
struct TeamCrest: View {
    var body: some View {
        Image("crest_home")
            .resizable()
    }
}

struct MatchHeader: View {
    var body: some View {
        HStack {
            TeamCrest()
                .accessibilityLabel("Home team")
            Text(homeTeam)
        }
    }
}
```

A custom view drawn as a background, where it is used, is decoration there:

```swift
struct GradientBackdrop: View {
    var body: some View {
        Image("onboarding_gradient")
            .resizable()
    }
}

struct Welcome: View {
    var body: some View {
        VStack {
            Text("Welcome")
        }
        .background(GradientBackdrop())
    }
}
```

A view type that nothing in an app names, except its own previews, is never
shown (see [what every rule leaves alone](README.md#views-the-app-never-shows)):

```swift
@main
struct PodcastsApp: App {
    var body: some Scene {
        WindowGroup { Text("Library") }
    }
}

struct LegacyPromoBanner: View {
    var body: some View {
        VStack {
            Image("promo-2019")
            Text("New this year")
        }
    }
}

#Preview {
    LegacyPromoBanner()
}
```

The same in an app that starts from a `main.swift`:

```swift
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))

struct LibraryRow: View {
    let title: String

    var body: some View {
        HStack {
            Image("library")
            Text(title)
        }
    }
}

#Preview {
    LibraryRow(title: "My Library")
}
```

An empty image (a loading placeholder) has nothing to read, and the `label:`
closure of a custom view is, by SwiftUI's convention, the label of a control
it wraps:

```swift
VStack {
    AsyncImage(url: coverURL) { image in
        image.resizable().accessibilityHidden(true)
    } placeholder: {
        Image(uiImage: UIImage())
    }
    AsyncButton {
        await model.scanQRCode()
    } label: {
        VStack {
            Image("qr-code")
            Text("Scan QR code")
        }
    }
}
```

A closure handed to a function of the same file that puts it in a
control's label (here a `NavigationLink`) draws that control's label:

```swift
struct DisplaySettings: View {
    var body: some View {
        List {
            navLink(.bitcoinUnit) {
                HStack {
                    Text("Bitcoin unit")
                    Image("bitcoin")
                }
            }
        }
    }

    func navLink<Content: View>(_ tag: Tag, label: @escaping () -> Content) -> some View {
        NavigationLink(value: tag, label: label)
    }
}
```

An image made by an initializer the app adds to `Image` in an extension
(`Image(icon: .close)`, any argument label SwiftUI's own initializers do not
take, except SwiftGen's generated `Image(asset:)`, which draws an asset) is
not reported: the extension may draw an SF Symbol, an asset or nothing, and
the linter does not follow it into its body.

```swift
extension Image {
    init(icon: Icon) {
        self.init(systemName: icon.systemName)
    }
}

VStack {
    Image(icon: .failed)
        .resizable()
    Text("Image loading failed")
}
```

An image handed to a type's own initializer in an extension (a `Label`'s
icon, a control's label), or a custom view used only there, is that type's
content: the type decides how it is read, and its uses are labelled where
they are written:

```swift
extension Label where Title == Text, Icon == AvatarImage {
    init(_ person: Person) {
        self.init {
            Text(person.name)
        } icon: {
            AvatarImage(person: person)
        }
    }
}

struct AvatarImage: View {
    let person: Person

    var body: some View {
        Image(uiImage: person.avatar)
    }
}

extension SwipeAction where Label == Image {
    init(image: String, action: @escaping () -> Void) {
        self.init(action: action) { _ in
            Image(image)
        }
    }
}
```

A helper used as `self.helper` inside a labelled control is that control's
label, as when it is written `helper`:

```swift
struct PictureControl: View {
    var body: some View {
        Menu {
            Button("Take Photo", action: takePhoto)
        } label: {
            if isFirstSetup {
                self.setupView
            } else {
                self.defaultView
            }
        }
        .accessibilityLabel("Change profile picture")
    }

    var defaultView: some View {
        Image("camera")
            .resizable()
    }
}
```

## How to fix

If the image conveys something, add .accessibilityLabel("…") that says what;
if it is decoration, use Image(decorative:) or .accessibilityHidden(true).

If the image conveys something, say what — not how it looks:

```swift
Image("captain_armband")
    .accessibilityLabel("Captain")
```

If it is decoration, say so, and VoiceOver skips it:

```swift
Image(decorative: "pitch_background")
```

## Known limitations

A fully transparent view (`.opacity(0)` with a literal zero, or `.hidden()`)
is treated as hidden: it is drawn for layout only. An opacity computed at run
time (`.opacity(isVisible ? 1 : 0)`) is not: the image is visible some of the
time, and then it needs its label.

- A helper view that nothing in the file uses is placed by callers the
  linter does not see, so an image that is that whole helper is not
  reported; a helper used in the same file is judged where it is used. An
  image that is a custom view's whole `body` is judged where the type is used
  in the run, and reported as a note (see above).
- An image passed as a value to another view or type (`Avatar(image: Image(…))`,
  also as an operand: a theme's default, `MessageMenu(delete: delete ??
  Image("delete"))`) or
  used as a background, at any depth, is left alone: that view decides how it
  is read. So is one built in an action (`.onAppear { icon = Image(…) }`), in
  a control made by a custom `…button…` modifier, or in the body of a button,
  toggle or label style.
- An image inside a custom view type is judged where that type is used, in
  any file of the run: it is not reported when every use is inside a
  control's label, a `Label`, or an element that hides, ignores or labels its
  children. Uses that only render the view off screen (`ImageRenderer`, a
  drag or context-menu `preview:`) or hand it to a function do not count.
- Content of a custom view, a variable holding an image, or an image built
  by a function call is not seen.
- A custom modifier whose name mentions accessibility (`.a11yLabel(…)`) is
  assumed to label the image.

## Standards

- WCAG 2.2 — 1.1.1 Non-text Content.
- Apple Human Interface Guidelines — Accessibility: provide alternative
  descriptions for images that convey meaning; hide decorative images.
"""##,
        "input-missing-content-type": ##"""
# input-missing-content-type

**Severity:** note · **Enabled by default:** no · **WCAG:** 1.3.5

## What it flags

A text field that asks for something AutoFill knows — an e-mail address, a
password, a new password, a one-time code, a user name, a name, a phone
number, a street address or a postal code — without `.textContentType(…)`.

**Off by default.** Whose data a field asks for is mostly decided outside
its words: a merchant typing a customer's e-mail, a shared secret a server
generates, a content type set by the caller of the helper that builds the
field. Over six rounds of apps it had never seen, 5 of 11 judged findings
were real (1 of 6 in the last three), far under the 95% a default rule
must reach. Turn it on
(`"input-missing-content-type": "note"` in `.a11y-lint.json`) for an
audit of sign-in and sign-up screens.

SwiftUI: a `TextField` or `SecureField` whose title, `prompt:` or bound
value names one of these (whole words, any case): literal text,
`String(localized:)`, or the words of a localization key or variable
(`L10n.emailAddress`, `text: $newPassword`). `.textContentType` on the
field or on a view around it (it passes down) answers it. UIKit: a
`UITextField` the code creates whose literal `placeholder` names one,
with no `textContentType` assigned (`@IBOutlet`s are not judged:
Interface Builder's content type is not read). The finding sits on the
field's name (or on `placeholder`) and says which content type fits.

Fields in a type that manages other people's accounts or details are
left alone (`Admin`, `AddUser`, `NewUser`, `CreateUser`, `EditUser`,
`InviteUser`, `ServerUser`, `ManageUser`, `UserDetails`, `Customer`,
`Recipient` or `Guest` in its name): an administrator typing a new user's
name or password, a merchant typing a customer's e-mail, a moderator
setting a guest password must not be offered their own.

## Why it matters

With a content type, the system offers the user's own address, the
password from the keychain or the code just received by SMS, so nothing
has to be typed: people with motor and cognitive disabilities rely on
it (WCAG 1.3.5 Identify Input Purpose).

## Triggers

```swift
Form {
    ↓TextField("Email", text: $email)
        .keyboardType(.emailAddress)
    ↓SecureField("New password", text: $password)
    ↓TextField(L10n.verificationCode, text: $code)
}
```

```swift
final class ContactViewController: UIViewController {
    private let phoneField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        phoneField.↓placeholder = "Phone number"
    }
}
```

## Does not trigger

```swift
Form {
    TextField("Email", text: $email)
        .textContentType(.emailAddress)
    TextField("Search", text: $query)
    TextField("Name your playlist", text: $playlistName)
}
```

```swift
VStack {
    TextField("Postal code", text: $postcode)
    TextField("Street address", text: $street)
}
.textContentType(.postalCode)
```

An administrator creating someone else's account:

```swift
struct AddServerUserView: View {
    var body: some View {
        Form {
            TextField("Username", text: $username)
            SecureField("Password", text: $password)
        }
    }
}
```

A merchant typing a customer's e-mail into an order:

```swift
struct CollapsibleCustomerCard: View {
    var body: some View {
        TextField("Email address", text: $customerEmail)
    }
}
```

## How to fix

Give the field the content type it asks for.

```swift
TextField("Email", text: $email)
    .textContentType(.emailAddress)
    .keyboardType(.emailAddress)
```

## Known limitations

- Titles the code computes from other values are not read.
- Account management is recognised by type names only; elsewhere, a field
  that is not the user's own data can say so with `.textContentType(nil)`,
  which the rule reads as set.

## Standards

- WCAG 2.2 — 1.3.5 Identify Input Purpose.
"""##,
        "invalid-suppression": ##"""
# invalid-suppression

**Severity:** error · **Enabled by default:** yes · **WCAG:** —

## What it flags

An a11y-lint: comment naming a rule that does not exist, or an unknown
directive.

An `a11y-lint:` comment that names a rule id a11y-lint does not have
(`a11y-lint:disable:next image-label`), that uses an unknown directive
(`a11y-lint:disabel`, `a11y-lint:ignore`), that names no rule at all, or
that tries to silence `unused-suppression` or `invalid-suppression` (they
report the directives themselves: fix or remove the directive instead). The
finding sits on the comment.

## Why it matters

A misspelled rule id suppresses nothing, so the finding it was meant for still
fails the run — or, worse, someone thinks a gap was reviewed when it was not.

## Triggers

```swift
VStack {
    ↓// a11y-lint:disable:next image-label
    Image("pitch_background")
}
```

```swift
↓// a11y-lint:disabel image-missing-label
↓/* a11y-lint:disable:next */
Text("Scores")
```

```swift
↓// a11y-lint:disable-file unused-suppression
Text("Scores")
```

## Does not trigger

```swift
VStack {
    // a11y-lint:disable:next image-missing-label -- decorative
    Image("pitch_background")
    // a11y-lint is great, says this comment, which is not a directive.
    Text("Scores")
}
```

## How to fix

Use a rule id from a11y-lint --list-rules, and one of disable:next,
disable:this, disable, enable, disable-file.

## Known limitations

- Only comments that start with `a11y-lint:` are read as directives.

## Standards

- None: this keeps the other rules' findings honest.
"""##,
        "label-contains-role": ##"""
# label-contains-role

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 2.4.6, 4.1.2

## What it flags

An accessibility label or a control's title that says what kind of element it
is: "button", "link", "image", "icon", "graphic" or "tab".

An accessibility label, or a control's title, that names the element's own
type as a whole word (case-insensitive) — as its last word ("Close button"),
its only word, or its first word when "of" or "for" follows ("Icon for
settings"):

- "button" on a control, or on any view with the `.isButton` trait;
- "link" (or "button") on a `Link` or `NavigationLink`, "link" on any view
  with the `.isLink` trait;
- "image", "icon" or "graphic" on an `Image`;
- "tab" in a tab item's title;
- on a view whose type the linter does not know (a stack, a custom view)
  and that has neither trait, any of "button", "link", "image", "icon" or
  "graphic".

Words that describe content — "photo", "picture", "Add image" on a button —
are fine. A link titled only "Link" is `generic-link-text`'s finding. The
finding sits on the accessibility label modifier (or on the control, for a
title).

**UIKit.** An `accessibilityLabel` literal assigned to a UIKit view (or
returned by an override) that names the view's type: "button" on a
`UIButton`, another control or a bar button item, "image" or "icon" on a
`UIImageView`, and the word of a `.button` or `.link` trait. The finding
sits on `accessibilityLabel`.

## Why it matters

VoiceOver already announces the type from the element's traits, so users hear
"Close button, button"; the extra word slows every visit, and Voice Control
users must say it too.

VoiceOver announces the type from the element's traits, so "Close button"
becomes "Close button, button": every visit is longer, and the repeated word
sounds broken. Voice Control users have to say the extra word too.

## Triggers

```swift
Button(action: dismiss) {
    Image(systemName: "xmark")
}
.↓accessibilityLabel("Close button")
```

```swift
VStack {
    ↓Button("Save button", action: save)
    Image("avatar")
        .↓accessibilityLabel("Profile image")
    ↓Link("Help link", destination: helpURL)
    Image(systemName: "gear")
        .↓accessibilityLabel("Settings icon")
    Image("stadium")
        .↓accessibilityLabel("Image of the stadium")
    Text("Sign in")
        .onTapGesture(perform: signIn)
        .accessibilityAddTraits(.isButton)
        .↓accessibilityLabel("Sign in button")
}
```

```swift
HStack {
    Image(systemName: "plus")
    Text("Add")
}
.accessibilityElement(children: .combine)
.↓accessibilityLabel("Add player button")
```

```swift
Button(action: dismiss) {
    Image(systemName: "xmark")
        .↓accessibilityLabel("Close button")
}
```

```swift
TabView {
    ScoresView()
        .↓tabItem { Label("Scores tab", systemImage: "list.number") }
}
```

UIKit:

```swift
final class ReadingViewController: UIViewController {
    private let closeButton = UIButton(type: .system)
    private let heartView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.↓accessibilityLabel = "Close button"
        heartView.↓accessibilityLabel = "Heart icon"
    }
}
```

## Does not trigger

```swift
VStack {
    Button(action: dismiss) {
        Image(systemName: "xmark")
    }
    .accessibilityLabel("Close")
    Button("Add image", action: pickImage)
    Button("Change app icon", action: showIcons)
    Image("avatar")
        .accessibilityLabel("Profile photo")
    Text("Open a new tab")
    HStack {
        Image("tab_icon")
        Text("Tabs")
    }
    .accessibilityElement(children: .combine)
    .accessibilityLabel("Button shortcuts")
}
```

A view inside a control's label is read as that control: "image" in its
label names what the button acts on, not what the view is (an image's label
saying "button" there still repeats the role):

```swift
Button(action: pickBackground) {
    ZStack {
        backgroundPreview
        Button(action: { inputImage = nil }) {
            Image(systemName: "xmark.circle.fill")
                .accessibilityLabel("Remove background image")
        }
    }
    .accessibilityLabel("Change background image")
}
```

UIKit:

```swift
final class ReadingViewController: UIViewController {
    private let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.accessibilityLabel = "Close"
    }
}
```

## How to fix

Drop the word: "Close", not "Close button"; "Profile photo", not "Profile
photo image".

Drop the word; the trait says it:

```swift
.accessibilityLabel("Close")
```

## Fix

Unsafe (`--fix --unsafe-fixes`): it changes what VoiceOver users hear, and
for a title what everyone sees. The role word is removed from the literal,
the rest kept. A literal with escapes or interpolation, a label that would
be left empty, and the UIKit form get no fix.

```swift fix unsafe
Button(action: close) { Image(systemName: "xmark") }
    .accessibilityLabel("Schließen button")
Button("Delete button", action: delete)
```

```swift fixed
Button(action: close) { Image(systemName: "xmark") }
    .accessibilityLabel("Schließen")
Button("Delete", action: delete)
```

## Known limitations

- Only literal labels and titles are checked.
- A role word in the middle of a label, or first without "of"/"for" after
  it, is not reported ("Share Button Behavior", "Button shortcuts"): there it
  is usually content.

## Standards

- WCAG 2.2 — 2.4.6 Headings and Labels; 4.1.2 Name, Role, Value.
- Apple — Accessibility labels: do not include the type of control.
"""##,
        "label-in-name": ##"""
# label-in-name

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 2.5.3

## What it flags

A control with a visible text title and an .accessibilityLabel that does not
contain that text (compared case- and punctuation-insensitively, when both are
literals).

A control that shows a text title — a literal title (`Button("Send")`), or a
label that is one literal `Text` or `Label` — and has a literal
`.accessibilityLabel` that does not contain that text. The comparison ignores
case and punctuation, and works on whole words. The finding sits on the
accessibility label modifier.

## Why it matters

Voice Control users say what they see ("Tap Send"); when the accessibility
label is "Submit message", the command matches nothing. Sighted screen reader
users are confused the same way.

Voice Control users activate controls by saying what they see: "Tap Send".
If the accessible name is "Submit message", nothing matches and the command
fails. People who use a screen reader while seeing the screen are confused the
same way. WCAG calls this Label in Name.

## Triggers

```swift
Button("Send", action: send)
    .↓accessibilityLabel("Submit message")
```

```swift
VStack {
    Button(action: save) {
        Text("Save")
    }
    .↓accessibilityLabel("Store the lineup")
    Toggle("Live", isOn: $isLive)
        .↓accessibilityLabel("Automatic updates")
    NavigationLink {
        StatsView()
    } label: {
        Label("Stats", systemImage: "chart.bar")
    }
    .↓accessibilityLabel("Season overview")
}
```

## Does not trigger

```swift
VStack {
    Button("Send", action: send)
        .accessibilityLabel("Send message")
    Button("Sign out", action: signOut)
        .accessibilityLabel("sign-out of your account")
    Button(action: share) {
        Image(systemName: "square.and.arrow.up")
    }
    .accessibilityLabel("Share")
    Button(title, action: save)
        .accessibilityLabel("Save the lineup")
    Text("Total")
        .accessibilityLabel("Points")
}
```

## How to fix

Start the accessibility label with the visible text ("Send message"), or drop
the label and let the title speak.

Start the label with what the user sees, and add context after it:

```swift
Button("Send", action: send)
    .accessibilityLabel("Send message")
```

## Known limitations

- Only literal titles and labels are compared; localised keys looked up in
  code are not.
- Text views that are not controls are not checked.

## Standards

- WCAG 2.2 — 2.5.3 Label in Name.
"""##,
        "label-on-plain-container": ##"""
# label-on-plain-container

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 1.3.1, 4.1.2

## What it flags

.accessibilityLabel, .accessibilityValue or .accessibilityHint on a stack,
Group, ScrollView or List that is not made an element by an earlier
.accessibilityElement(children:).

`.accessibilityLabel`, `.accessibilityValue` or `.accessibilityHint` (and
their deprecated `.accessibility(label:)` forms) on a `VStack`, `HStack`,
`ZStack`, `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`, `Grid`,
`GridRow`, `Group`, `ScrollView`, `List` or `Form` that is not made an
element by an **earlier** `.accessibilityElement(children:)` in the chain.
A container with a single visible child view (not a stack, `ForEach` or
custom view; texts joined with `+` are one text) is fine: the label lands
on that one view. Decoration that
VoiceOver skips (a shape, a colour, a spacer) is not counted as a child. So is one whose whole
content is an `if`/`else` with one such view in each branch: one shows at a
time. Nor is a container inside an element that ignores, hides or labels
its children (a row made one element with `.accessibilityElement(children:
.ignore)` and its own label): the inner label never reaches anyone. The
finding sits on the label, value or hint modifier.

## Why it matters

SwiftUI applies the modifier to each child instead of the group: every key of
a keypad is read as "Keypad", and the real names are lost.

On a container that is not an accessibility element, SwiftUI applies these
modifiers to each child: every key of a keypad is read as "Keypad", every row
of a list gets the same hint, and the children's real names are lost. The
intended "one element for the group" never exists.

## Triggers

A `List` over data writes one row and shows one per item: a label on it
lands on every row.

```swift
List(players) { player in
    PlayerRow(player: player)
}
.↓accessibilityLabel("Squad")
```

```swift
LazyVGrid(columns: columns) {
    ForEach(keys, id: \.self) { key in
        Button(key) { press(key) }
    }
}
.↓accessibilityLabel("Keypad")
```

```swift
VStack {
    HStack {
        Text("Home")
        Text("2")
    }
    .padding()
    .↓accessibilityValue("Leading")
    Group {
        Text("Kick-off")
        Text("20:45")
    }
    #if os(iOS)
    .↓accessibilityHint("Shows the match details.")
    #endif
    ScrollView {
        Text("Home")
        Text("Away")
    }
    .↓accessibility(label: Text("Lineup"))
}
```

## Does not trigger

A blank value says nothing, on the stack or on each child:

```swift
ScrollView {
    Text(consentTitle)
    Text(consentBody)
}
.accessibilityValue(" ")
```

Inside a row that ignores its children and names itself:

```swift
HStack {
    VStack {
        Image(systemName: "doc")
        Text(file.name)
    }
    .accessibilityLabel(file.name)
    Spacer()
    Text(file.size)
}
.accessibilityElement(children: .ignore)
.accessibilityLabel("\(file.name), \(file.size)")
```

```swift
VStack {
    HStack {
        Text("Home")
        Text("2")
    }
    .accessibilityElement(children: .combine)
    .accessibilityLabel("Home, 2 goals")
    LazyVGrid(columns: columns) {
        keys
    }
    .accessibilityElement(children: .contain)
    .accessibilityLabel("Keypad")
    Text("Home")
        .accessibilityLabel("Home team")
    PlayerRow(player)
        .accessibilityLabel(player.name)
    ZStack {
        Image("crest")
    }
    .accessibilityLabel("Club crest")
    ScrollView {
        lineup
    }
    .accessibilityLabel("Lineup")
    Group {
        if let emoji {
            EmojiView(emoji)
        } else {
            Image("like")
        }
    }
    .accessibilityLabel("Like")
    VStack {
        Circle()
            .fill(option.color)
            .frame(width: 30, height: 30)
        Text(option.name)
    }
    .accessibilityLabel(Text(option.name))
    Group {
        Text(Image(systemName: "circle.fill")) + Text(" ") + Text(Image(systemName: "circle.fill"))
    }
    .accessibilityLabel("Hidden balance")
}
```

## How to fix

Make the container an element first: .accessibilityElement(children: .combine)
(one element read as its children) or .contain (children stay separate, the
label names the group), then the label.

Decide what the group is, then label it:

```swift
LazyVGrid(columns: columns) { … }
    .accessibilityElement(children: .contain)   // keys stay separate
    .accessibilityLabel("Keypad")

HStack { … }
    .accessibilityElement(children: .combine)   // one element
    .accessibilityLabel("Home, 2 goals")
```

## Known limitations

- Containers reached through a variable or a helper (`keypad.accessibilityLabel(…)`)
  are not checked: the linter does not follow the helper to its stack. For the
  same reason, a container whose only child is a variable or a custom view is
  not reported.
- `.accessibilityElement(children:)` placed after the label is also reported:
  modifiers apply in order.

## Standards

- WCAG 2.2 — 1.3.1 Info and Relationships; 4.1.2 Name, Role, Value.
"""##,
        "modal-missing-escape": ##"""
# modal-missing-escape

**Severity:** note · **Enabled by default:** no · **WCAG:** 2.1.1

## What it flags

A view controller that dismisses itself and does not override
accessibilityPerformEscape(). Off by default: turn it on with a severity in
the configuration.

A class whose superclass is a view controller (its name ends in
`Controller`) but not a system one (`UINavigationController`,
`UIAlertController`, `UIActivityViewController`, `UIHostingController`…),
whose own code calls UIKit's `dismiss(animated:…)` on `self`,
`presentingViewController` or `navigationController`, and that does not
override `accessibilityPerformEscape()` in the class, its extensions or a
superclass anywhere in the run. The finding sits on the class name.

It is reported only when the file shows the controller presented over the
screen: a `modalPresentationStyle` of `.fullScreen`, `.overFullScreen`,
`.currentContext`, `.overCurrentContext` or `.custom`, a custom
`transitioningDelegate`, or `isModalInPresentation = true` — set on `self`
(in its initializer, say) or on an instance of the class in the same file
before presenting it. A page or form sheet (the default style) that is not
modal in presentation is closed by the escape gesture without any code;
measured on real apps, most findings without such a style were sheets.

A controller that also presents a screen itself (`present(_:animated:)`) is
left alone: its `dismiss(animated:)` may close the screen it presented, not
itself (measured on real apps, most such findings were pushed screens
closing their own sheets). So is one that declares its own `dismiss` method
(a delegate's `dismiss()` that pops the screen), and a call without
`animated:` is not UIKit's.

It is off by default because a controller that dismisses itself is not
always presented modally: pushed on a navigation stack, the escape gesture
goes back on its own. Turn it on (`"modal-missing-escape": "note"`) for apps
that present their own screens.

## Why it matters

VoiceOver's two-finger scrub ("Z" gesture) is how its users leave a modal
screen; a presented screen that only closes through its own close button
ignores it, and the user has to hunt for that button.

## Triggers

```swift
final class ↓ReadingDetailViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}
```

```swift
final class ↓PromotionViewController: UIViewController {
    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}

final class ProfileViewController: UIViewController {
    func showPromotion() {
        let promotion = PromotionViewController()
        promotion.modalPresentationStyle = .overFullScreen
        present(promotion, animated: true)
    }
}
```

## Does not trigger

```swift
final class ReadingDetailViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }

    override func accessibilityPerformEscape() -> Bool {
        dismiss(animated: true)
        return true
    }
}
```

```swift
final class ShareSheetController: UIActivityViewController {
    func finish() {
        dismiss(animated: true)
    }
}
```

A sheet (the default style) closes on the escape gesture by itself:

```swift
final class FiltersViewController: UIViewController {
    @objc private func doneTapped() {
        dismiss(animated: true)
    }
}
```

A controller that presents a screen and dismisses it, and one whose own
`dismiss()` pops it:

```swift
final class AccountViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    @objc func edit() {
        present(UINavigationController(rootViewController: EditViewController()), animated: true)
    }

    @objc func closeEditor() {
        dismiss(animated: true)
    }
}

final class AddAccountViewController: UITableViewController, Dismissing {
    init() {
        super.init(style: .plain)
        modalPresentationStyle = .fullScreen
    }

    func dismiss() {
        navigationController?.popViewController(animated: false)
    }

    @objc func cancel() {
        dismiss()
    }
}
```

## How to fix

Override accessibilityPerformEscape() to dismiss the screen and return true.

```swift
override func accessibilityPerformEscape() -> Bool {
    dismiss(animated: true)
    return true
}
```

## Known limitations

- How the controller is shown (presented, pushed, embedded) is not followed.

## Standards

- WCAG 2.2 — 2.1.1 Keyboard.
"""##,
        "motion-ignores-reduce-motion": ##"""
# motion-ignores-reduce-motion

**Severity:** warning · **Enabled by default:** no · **WCAG:** 2.3.3, 2.2.2

## What it flags

Animation that never ends, in a file that never reads the Reduce Motion
setting.

Endless animation: `.repeatForever(…)` (in `.animation`, `withAnimation`
or anywhere), UIKit's `.repeat` animation option (`UIView.animate(…,
options: [.repeat, .autoreverse])`, keyframes), a Core Animation
`repeatCount = .infinity` (or `.greatestFiniteMagnitude`),
`.symbolEffect(…, options: .repeating)` or `.repeat(.continuous)`, a
`PhaseAnimator` / `.phaseAnimator` without `trigger:` (it loops), and
`TimelineView(.animation)` without `paused:`. The finding sits on the
word that makes it endless (`repeatForever`, `repeat`, `repeatCount`…).

Reading Reduce Motion: `accessibilityReduceMotion` (the SwiftUI
environment value), `UIAccessibility.isReduceMotionEnabled` or its change
notification, or AppKit's `accessibilityDisplayShouldReduceMotion`, or
any name holding `reduceMotion` or `reducedMotion` in any case (the app's
own wrapper of the setting, `trueUnlessReduceMotionEnabled`, declared in
another file), anywhere in the file. The whole file counts, not only the type: a view
often reads the setting and hands the answer to the subview that
animates. An animation that only fades or recolours is what Reduce Motion
asks apps to use instead of motion, and is not reported: UIKit animation
closures that assign only `alpha`, `backgroundColor`, `tintColor`,
`textColor`, `borderColor`, `shadowOpacity`, `strokeColor`, `fillColor`,
`shadowColor` or `isHidden`; a Core Animation animation of one of those
key paths (or a gradient's `colors`), or a group of such animations
(`group.animations = [colors, shadow]`); the `.variableColor` and
`.pulse` symbol effects; and a SwiftUI `.repeatForever` animation whose
state (what its `withAnimation` closure assigns or toggles, or the
`.animation(_:value:)` value) is read, everywhere in the file, only inside
fading modifiers — `.opacity`, `.shadow`, `.blur`, `.foregroundStyle`,
`.foregroundColor`, `.fill`, `.tint`, `.brightness`, `.saturation`,
`.hueRotation`, `.colorMultiply`, `.stroke`, `.strokeBorder` (a glow that
pulses) — directly or through a local that is itself read only there
(`let useRed = pulsing && !accepted`) — or by nothing at all (the animation changes nothing). A state read
anywhere else (`.scaleEffect`, `.offset`, `.rotationEffect`, a condition, a
binding `$pulsing` handed to another view) may move something, and is
reported. A finite repeat
(`.repeatCount(3)`, `.repeat(2)`) is not reported, nor is a property that happens to share a name
(`self.repeating = interval`); `ProgressView` is the system's and is never flagged.
Nor is the app's own busy indicator: endless motion (a spin, a sliding
bar, pulsing dots, a sweeping shimmer) in a type or function whose name,
or a type it inherits, says it is a spinner, loader, loading, progress,
activity (`…ActivityIndicator…`, `…ActivityView…`: not a fitness
`ActivityRing`), HUD, refresh, busy, shimmer, skeleton or indeterminate
indicator (`LoaderView`, `HUDActivityView`, `InfiniteProgressView`,
`ShimmerBar`, a `ProgressViewStyle`). The system's spinners and progress
bars keep moving under Reduce Motion, and they show that the app is busy.
Motion anywhere else (a rotating logo, an orbit on a pairing screen, a
bouncing arrow on a button) is reported: whether it is a busy indicator is
ambiguous there, and such decorative loops were real findings on the apps
measured.

**Off by default.** Whether an endless animation is motion that must stop
is often a judgement the source does not settle: busy indicators not named
as such (three pulsing dots, a 2 pt loading bar), loops behind a setting
the user turns on, shapes drawn in the background's colour. On apps the
project had not seen, judged finding by finding over twelve rounds, 15 of
the 23 decided findings were real (65%), and 17 more were debatable —
under the 95% a default rule must reach. Turn it on
(`"motion-ignores-reduce-motion": "warning"` in `.a11y-lint.json`) for an
audit, and read each finding as a question: does this move on screen, for
long, while the user is reading?

## Why it matters

Motion that never stops makes people with vestibular disorders dizzy or
sick; they turn on Reduce Motion and expect apps to honour it. Content
that moves for more than five seconds must also be possible to pause
(WCAG 2.2.2).

## Triggers

```swift
struct RecordButton: View {
    @State private var pulsing = false

    var body: some View {
        Circle()
            .fill(.red)
            .scaleEffect(pulsing ? 1.2 : 1)
            .animation(.easeInOut(duration: 0.8).↓repeatForever(autoreverses: true), value: pulsing)
            .onAppear { pulsing = true }
    }
}
```

```swift
struct LiveBadge: View {
    var body: some View {
        Image(systemName: "dot.radiowaves.left.and.right")
            .symbolEffect(.bounce, options: .↓repeating)
        ↓PhaseAnimator([0.9, 1.1]) { scale in
            Text("LIVE").scaleEffect(scale)
        }
        .accessibilityLabel("Live")
    }
}
```

```swift
final class PulseView: UIView {
    func start() {
        UIView.animate(withDuration: 1, delay: 0, options: [.↓repeat, .autoreverse]) {
            self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.↓repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        let glow = CABasicAnimation(keyPath: "shadowColor")
        let grow = CABasicAnimation(keyPath: "transform.scale")
        let group = CAAnimationGroup()
        group.animations = [glow, grow]
        group.↓repeatCount = .infinity
        layer.add(group, forKey: "breathe")
    }
}
```

## Does not trigger

```swift
struct RecordButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pulsing = false

    var body: some View {
        Circle()
            .scaleEffect(pulsing ? 1.2 : 1)
            .animation(reduceMotion ? nil : .easeInOut.repeatForever(), value: pulsing)
    }
}
```

```swift
struct Celebration: View {
    var body: some View {
        Image(systemName: "star.fill")
            .symbolEffect(.bounce, options: .repeat(2), value: count)
            .phaseAnimator([1, 1.3], trigger: count) { view, scale in view.scaleEffect(scale) }
    }
}
```

```swift
final class BounceView: UIView {
    func resetAnimations() {
        guard trueUnlessReduceMotionEnabled else { return }
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { self.center.y -= 8 }
    }
}
```

```swift
final class PulseView: UIView {
    func start() {
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { self.alpha = 0.3 }
    }
}
```

Fades and colour changes, which Reduce Motion allows:

```swift
final class RecordingIndicator: UIView {
    func start() {
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) {
            self.dot.alpha = 0.3
            self.dot.backgroundColor = .systemRed
        }
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.repeatCount = .infinity
        layer.add(blink, forKey: "blink")
        symbol.addSymbolEffect(.pulse, options: .repeating)
    }
}

final class PinButton: UIButton {
    func highlightBorder() {
        let pulse = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeColor))
        pulse.repeatCount = .greatestFiniteMagnitude
        ring.add(pulse, forKey: "pulse")
    }
}

final class ShieldsSwitch: UIControl {
    func beginGradientAnimations() {
        let colors = CAKeyframeAnimation(keyPath: "colors")
        let shadow = CAKeyframeAnimation(keyPath: "shadowColor")
        let group = CAAnimationGroup()
        group.animations = [colors, shadow]
        group.repeatCount = Float.infinity
        gradientLayer.add(group, forKey: "animateBackground")
    }
}
```

A glow that pulses: the animated state is read only by fading modifiers:

```swift
struct RetroGlowText: View {
    @State private var glowOpacity = 0.4

    var body: some View {
        Text(title)
            .shadow(color: .pink.opacity(glowOpacity), radius: 10)
            .opacity(glowOpacity + 0.5)
            .onAppear {
                withAnimation(.easeInOut(duration: 1.5).repeatForever(autoreverses: true)) {
                    glowOpacity = 1
                }
            }
    }
}
```

The same through `.animation(_:value:)`, whose `value:` only starts it:

```swift
struct PulseEffect: ViewModifier {
    @State private var bright = true

    func body(content: Content) -> some View {
        content
            .opacity(bright ? 1 : 0.7)
            .onAppear { bright = false }
            .animation(.smooth(duration: 0.8).repeatForever(), value: bright)
    }
}
```

A glow whose state is read inside a fading modifier, in a local's value:

```swift
struct RecordingDot: View {
    @State private var pulsing = false

    var body: some View {
        let glow = Circle().opacity(pulsing ? 1 : 0.3)
        ZStack { glow }
            .onAppear {
                withAnimation(.easeInOut.repeatForever()) { pulsing = true }
            }
    }
}
```

A checkbox whose colour pulses through a local read only by a colour modifier:

```swift
struct TermsCheckbox: View {
    @State private var pulsing = false
    @Binding var accepted: Bool

    var body: some View {
        let useRed = pulsing && !accepted
        Image(systemName: accepted ? "checkmark.square" : "square")
            .foregroundColor(useRed ? Color.red : Color.primary)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) {
                    pulsing = true
                }
            }
    }
}
```

The app's own activity indicator, named as one:

```swift
final class HUDActivityView: UIView {
    func startAnimating() {
        let animation = CABasicAnimation(keyPath: "transform.rotation")
        animation.toValue = CGFloat.pi * 2
        animation.repeatCount = .infinity
        layer.add(animation, forKey: "rotate")
    }
}
```

```swift
final class LoaderView: UIView {
    private let rotateAnimation: CABasicAnimation = {
        let animation = CABasicAnimation(keyPath: "transform.rotation")
        animation.repeatCount = .infinity
        animation.toValue = CGFloat.pi * 2
        return animation
    }()
}

struct RingProgressStyle: ProgressViewStyle {
    @State private var isSpinning = false

    func makeBody(configuration: Configuration) -> some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(lineWidth: 3)
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear { isSpinning = true }
    }
}
```

A sliding bar and a shimmer, named as busy indicators:

```swift
struct InfiniteProgressView: View {
    @State private var offset: CGFloat = -30

    var body: some View {
        Capsule()
            .frame(width: 30, height: 3)
            .offset(x: offset)
            .onAppear {
                withAnimation(.easeInOut(duration: 1).repeatForever()) { offset = 30 }
            }
    }
}

final class ShimmerBar: UIView {
    func start() {
        let sweep = CABasicAnimation(keyPath: "position.x")
        sweep.repeatCount = .infinity
        highlight.add(sweep, forKey: "sweep")
    }
}
```

A property that shares a name with an option is not an animation:

```swift
final class TimerMock {
    var repeating: TimeInterval
    init(repeating: TimeInterval) {
        self.repeating = repeating
    }
}
```

Nor is an enum case of the app's own that shares the name, outside an
`options:` argument:

```swift
func nextFireDate(for trigger: AlertTrigger, from now: Date) -> Date? {
    switch trigger {
    case .immediate:
        return now
    case .delayed(let interval), .repeating(let interval):
        return now + interval
    case .repeat:
        return nil
    }
}
let trigger: AlertTrigger = .repeating(repeatInterval: 60)
```

In a run over the app, a `View` extension method nothing calls animates
nothing (see [code the app never shows](README.md#views-the-app-never-shows)):

```swift
@main
struct GlucoseApp: App {
    var body: some Scene {
        WindowGroup { Text("Glucose") }
    }
}

extension View {
    func pulsing() -> some View {
        scaleEffect(1.1)
            .animation(.easeInOut(duration: 1).repeatForever(), value: UUID())
    }
}
```

## How to fix

Read the setting and stop the motion (or replace it with a fade) when it
is on.

```swift
@Environment(\.accessibilityReduceMotion) private var reduceMotion

.animation(reduceMotion ? nil : .easeInOut.repeatForever(autoreverses: true), value: pulsing)
```

## Known limitations

- The setting read in another file (a parent view passing `animates:
  !reduceMotion`) is not seen: the finding then needs a suppression.
- Lottie and other libraries' loops are not recognised.

## Standards

- WCAG 2.2 — 2.3.3 Animation from Interactions; 2.2.2 Pause, Stop, Hide.
"""##,
        "small-hit-target": ##"""
# small-hit-target

**Severity:** warning (error below 24 × 24 pt) · **Enabled by default:** yes · **WCAG:** 2.5.8

## What it flags

A control or tappable view whose literal frame makes it smaller than
44 × 44 pt (an error below 24 × 24 pt), with nothing that enlarges its hit
area.

A `Button`, `Link`, `NavigationLink` or `Menu` whose size is fixed by a
`.frame` with a literal (or constant) `width:` and `height:`, on the
control or on its label's one root view; or a view with a one-tap
`.onTapGesture` whose frame before the gesture fixes its size. Padding
counts as the user sees it: `.padding(6)` around a 20 × 20 frame makes
32 × 32, and the message says the effective size. A minimum frame
(`.frame(minWidth: 44, minHeight: 44)`) or a larger frame after the small
one counts too. The finding sits on the control's (or view's) name.

UIKit: a `UIButton` the code creates or declares (the class itself: a
subclass may enlarge its hit area by overriding `point(inside:with:)`)
whose width and height are both literal — a frame
(`UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))`,
`button.frame = CGRect(…)`) or `widthAnchor`/`heightAnchor` constraints
`equalToConstant:` a number, the last one given winning. A frame does not
count for a button laid out by Auto Layout
(`translatesAutoresizingMaskIntoConstraints = false`), nor for a local
button the method never hands on (adds to a view or a used bar item,
returns or stores). A button that takes no touches
(`isUserInteractionEnabled = false`, and never set to anything else) only
draws an icon over the view that takes the taps, and is not measured; nor
is the custom view of a bar button item (`UIBarButtonItem(customView:
button)`, `customView = button` in a bar button item subclass): the bar
lays it out and routes the touches near it to it, as it does for the
toolbar items above. The finding sits on the last of
them.

A control that can never be activated (`.disabled(true)` with a literal
`true`, `.allowsHitTesting(false)`: a placeholder kept for layout), or
whose action is an empty closure and that has no gesture of its own
(`Button(action: {}) { icon }`: an icon drawn as a button, which does
nothing), is not reported: no one needs to hit it.

Not reported, because the hit area may be larger than the code shows:
`.contentShape(…)`, a button style other than `.plain` or `.borderless`,
padding of a computed size, `.frame(maxWidth:)`; and controls laid out by
the system: in a `List` or `Form` row, a toolbar (`ToolbarItem`,
`.toolbar { … }`), a `Menu`, a context menu or swipe actions — also a
custom view every use of which sits in a toolbar, a menu or swipe actions
(not in a list row: a custom row holding several controls was measured
small there). Code built
only for macOS or tvOS is left alone, as by the rules about text size (see
`fixed-font-size`): a pointer hits smaller controls, tvOS moves focus, and
the 44 pt figure is a touch figure.

In a watch app (a file under a folder whose last word is `Watch`, or whose
name has `Watch` followed by `OS`, `Kit`, `App` or `Extension`: `watchOS`,
`WatchKit Extension`, `Watch App`), a
control's default style draws a platter as wide as its share of the row
around the label: the label's frame is measured only when the control, or
a view around it, sets `.buttonStyle(.plain)` or `.borderless`. (This
depends on the file's folder, so `PlatformTests` covers it rather than an
example here.)

## Why it matters

People with tremor or limited dexterity, and anyone using the phone with
one hand while walking, miss small targets, and a miss may hit the
neighbouring control. Apple asks for 44 × 44 pt; WCAG 2.5.8 sets 24 × 24 as
the minimum.

## Triggers

```swift error
HStack {
    Text("Heart rate")
    Spacer()
    ↓Button(action: close) {
        Image(systemName: "xmark")
            .resizable()
            .frame(width: 12, height: 12)
    }
    .accessibilityLabel("Close")
}
```

```swift
↓Button(action: share) {
    Image(systemName: "square.and.arrow.up")
        .frame(width: 24, height: 24)
        .padding(6)
}
.accessibilityLabel("Share")
```

```swift
↓Image(systemName: "info.circle")
    .frame(width: 28, height: 28)
    .onTapGesture { showsInfo = true }
    .accessibilityAddTraits(.isButton)
```

```swift error
final class PlayerViewController: UIViewController {
    private let closeButton = UIButton(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint.activate([
            closeButton.widthAnchor.constraint(equalToConstant: 20),
            closeButton.↓heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}
```

A button whose empty action is only there to carry gestures is hit like
any other, and a UIKit button turned back on takes touches:

```swift error
HStack {
    ↓Button(action: {}) {
        Image(systemName: "plus")
            .frame(width: 20, height: 20)
    }
    .simultaneousGesture(TapGesture().onEnded { addOne() })
}
```

```swift
final class PlayerBar: UIView {
    private let playButton: UIButton = {
        let button = UIButton(type: .custom)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    func layOut() {
        addSubview(playButton)
        playButton.widthAnchor.constraint(equalToConstant: 24).isActive = true
        playButton.↓heightAnchor.constraint(equalToConstant: 24).isActive = true
    }

    func setLoading(_ isLoading: Bool) {
        playButton.isUserInteractionEnabled = false
        if !isLoading { playButton.isUserInteractionEnabled = true }
    }
}
```

## Does not trigger

```swift
VStack {
    Button(action: close) {
        Image(systemName: "xmark")
            .frame(width: 12, height: 12)
            .frame(minWidth: 44, minHeight: 44)
    }
    Button(action: share) {
        Image(systemName: "square.and.arrow.up")
            .frame(width: 24, height: 24)
    }
    .padding(10)
    Button(action: info) {
        Image(systemName: "info.circle")
            .frame(width: 20, height: 20)
            .contentShape(Rectangle())
    }
    Button("Edit", action: edit)
        .frame(width: 80, height: 44)
}
```

A placeholder control that is always disabled:

```swift
Button(action: {}) {
    Image(systemName: "faceid")
        .frame(width: 32, height: 32)
}
.disabled(true)
```

Inside a list row and a toolbar, the system sizes the hit area:

```swift
List {
    Button(action: add) {
        Image(systemName: "plus").frame(width: 16, height: 16)
    }
}
.toolbar {
    Button(action: refresh) {
        Image(systemName: "arrow.clockwise").frame(width: 18, height: 18)
    }
}
```

A custom view holding a small button, used only in toolbar items, is sized
there by the system too:

```swift
struct RefreshButton: View {
    var body: some View {
        Button(action: refresh) {
            Image(systemName: "arrow.clockwise")
                .frame(width: 34, height: 34)
        }
        .buttonStyle(.plain)
    }
}

struct EntriesView: View {
    var body: some View {
        List(entries) { EntryRow(entry: $0) }
            .toolbar {
                ToolbarItem(placement: .primaryAction) { RefreshButton() }
            }
    }
}
```

Code built only for macOS, where a pointer hits small controls:

```swift
#if os(macOS)
Button(action: goBack) {
    Image(systemName: "chevron.left").frame(width: 16, height: 16)
}
.buttonStyle(.plain)
#endif
```

UIKit buttons with a minimum size, or of a custom class:

```swift
final class PlayerViewController: UIViewController {
    private let closeButton = UIButton(type: .close)
    private let playButton = HitAreaButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    private let shareButton = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
        closeButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        shareButton.translatesAutoresizingMaskIntoConstraints = false
    }
}
```

A control no one is meant to hit: transparent or hidden, such as a
navigation link only code activates:

```swift
VStack {
    form
    NavigationLink(destination: BolusView(), isActive: $showsBolus) {
        EmptyView()
    }
    .frame(width: 0, height: 0)
    .opacity(0)
    .accessibilityHidden(true)
    Button(action: openDebugMenu) { Color.clear }
        .frame(width: 10, height: 10)
        .hidden()
}
```

UIKit: a button a method makes and sizes but never hands on (not added to
a view or a used bar item, returned or stored):

```swift
final class SubredditViewController: UIViewController {
    func setUpNavigation() {
        let subscribe = UIButton(type: .custom)
        subscribe.setImage(UIImage(named: "addcircle"), for: .normal)
        subscribe.frame = CGRect(x: 0, y: 0, width: 30, height: 44)
        navigationItem.rightBarButtonItems = [sortItem]
    }
}
```

UIKit: a button whose width or height constraint is 0, collapsed out of the
layout in a mode that does not use it:

```swift
final class AttachmentCell: UITableViewCell {
    private let playButton = UIButton(type: .system)

    func collapsePlayButton() {
        playButton.widthAnchor.constraint(equalToConstant: 0).isActive = true
        playButton.heightAnchor.constraint(equalToConstant: 0).isActive = true
    }
}
```

UIKit: a frame replaced by `sizeToFit()`, which sizes the button to its
title and image:

```swift
final class GalleryView: UIView {
    private let countButton = UIButton(type: .custom)

    func setUp() {
        countButton.frame = CGRect(x: 0, y: 0, width: 40, height: 25)
        countButton.setTitle("1/5", for: .normal)
        countButton.sizeToFit()
    }
}
```

A button whose action is empty, drawn as the search field's icon:

```swift
HStack {
    Button(action: {}, label: {
        Image(systemName: "magnifyingglass")
            .resizable()
            .frame(width: 25, height: 25)
    })
    TextField("Search", text: $query)
}
```

UIKit: a button that takes no touches, drawn over a larger view that
takes the tap (the view around it is the target):

```swift
final class EpisodeCell: UITableViewCell {
    private let playIcon: UIButton = {
        let button = UIButton(type: .custom)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.isUserInteractionEnabled = false
        return button
    }()

    func layOut() {
        NSLayoutConstraint.activate([
            playIcon.widthAnchor.constraint(equalToConstant: 40),
            playIcon.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
}
```

UIKit: a small button that is a bar button item's custom view:

```swift
final class RoomsViewController: UIViewController {
    private var profileButton = UIButton(type: .custom)

    private func setProfileButton() {
        profileButton.frame = CGRect(x: 0, y: 0, width: 38, height: 38)
        profileButton.accessibilityLabel = "Profile and settings"
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: profileButton)
    }
}

final class BarButtonItemWithActivity: UIBarButtonItem {
    let innerButton = UIButton(type: .system)

    func setUp() {
        innerButton.widthAnchor.constraint(equalToConstant: 44).isActive = true
        innerButton.heightAnchor.constraint(equalToConstant: 36).isActive = true
        customView = innerButton
    }
}
```

## How to fix

Enlarge the hit area without changing the drawing: a minimum frame and a
content shape, or padding.

```swift
Button(action: close) {
    Image(systemName: "xmark")
        .frame(width: 12, height: 12)
        .frame(minWidth: 44, minHeight: 44)
        .contentShape(Rectangle())
}
```

## Known limitations

- Sizes only the code's literals fix are judged; intrinsic sizes (a
  symbol at a font size) are not estimated.
- WCAG's spacing exception (a small target with 24 pt free around it) is
  not measured.

## Standards

- WCAG 2.2 — 2.5.8 Target Size (Minimum).
"""##,
        "state-not-exposed": ##"""
# state-not-exposed

**Severity:** warning · **Enabled by default:** yes · **WCAG:** 4.1.2, 1.4.1

## What it flags

A button or tappable view whose selected or on/off state is only drawn:
its image or its styling switches with the state, and VoiceOver is never
told.

The state is drawn when, on the view or inside it:

- an image switches between a pair of names where one holds all the parts
  of the other (`isOn ? "checkmark.square.fill" : "square"`, `"star.fill"`
  / `"star"`, `"eye"` / `"eye.slash"`). Two unrelated images
  (`menuOpen ? "xmark" : "slider.vertical.3"`) are not a cue: each is read
  by its own name, so the change is heard, and it is most often a change
  of action (open, close) rather than a state;
- `.foregroundColor`, `.foregroundStyle`, `.background`, `.fontWeight`,
  `.bold`, `.opacity`, `.tint`, `.border`, `.font`, `.fill`, `.stroke`,
  `.strokeBorder`, `.underline` or `.overlay` is given a `? :` whose
  condition names a selection: a word such as `selected`/`selection`,
  `checked`, `isOn`, `isActive`, `current`, `chosen`, `picked`,
  `favorite`, `liked`, `bookmarked`, `starred` or `toggled`
  (`selectedTab == tab`), or that compares with `==` a variable the
  control's action (or the view's tap) assigns — `{ zone = option }` and
  `zone == option`: a segmented control built from buttons. A `? :` whose
  two branches are written the same (`isOpen ? .clear : .clear`) draws
  nothing that changes, and an opacity switched to `0` on a view whose
  touches or accessibility are switched with it (`.opacity(isActive ? 1 :
  0)` with `.accessibilityHidden(!isActive)` or `.allowsHitTesting(isActive)`)
  shows or hides one of a stack of pages rather than drawing a state. A
  selection underline faded in by opacity alone is a state.

A comparison with `nil` (`selectedID != nil`) asks whether anything is
selected, not whether this view is, and is not a state; nor is a
comparison of order (`currentIndex > 0`, `page < pages.count - 1`), which
asks whether there is more to go to (a previous/next button greyed at the
end of its range looks disabled, and `disabled-not-announced` is about that).
Nor is a name that says who a thing belongs to (`isSentByCurrentUser`,
`isFromCurrentAccount`: "current" with user, account, sender, author or
owner): a message bubble coloured by its sender has no state to announce.
An image or styling that switches on the appearance (`colorScheme ==
.dark`), on where the control is placed (`inControlGroup`, a size class,
landscape or portrait, the device idiom: the same control drawn for its
place; every part of a condition joined by `&&` or `||` must name it), on whether a sheet the file presents is up (`showsFilters` with
`.sheet(isPresented: $showsFilters)`: the filled image shows only while the
sheet covers the screen), or on a gesture's own state (`@GestureState var
isActive`, which holds only while a finger is down: a pressed look) is not
a state either, and a control made
invisible with `.hidden()` (a placeholder that keeps a toolbar centred) is
not judged, nor is a tappable view whose tap only sets flags to `false`
(`showPicker = false`: the backdrop of a popup whose rows show the
selection — the rows are judged by their own taps; a tap that sets `nil`
may select a "None" option, and is judged).

It is spoken, and nothing is reported, when text in the view switches
with it too (`Text(isMuted ? "Unmute" : "Mute")`, a title given by a
`? :`, or a local constant holding one: `let title = isPinned ? "Unpin" :
"Pin"` … `Text(title)`) or an image in it switches between two unrelated names, each read
by its own (`menuOpen ? "xmark" : "slider.vertical.3"`), when the control has `.disabled(…)` (the look may be its disabled
look, which `.disabled` announces), or when the view or a view around it
has `.accessibilityValue`, `.accessibilityAddTraits` with `.isSelected` or
`.isToggle` (a conditional one too), an `.accessibilityRepresentation`,
or an `.accessibilityLabel` computed at run time (which may carry the
state); or when a view inside has the `.isSelected` or `.isToggle` trait,
or is made one element (`.accessibilityElement(children: .ignore)`) with
a value or a label computed at run time. `Toggle` and `Picker` say their state themselves, and so do
buttons inside a `Picker`, menus, and the body of a button or toggle
style. A custom view type is judged where it is used: a use that adds the
trait or a value covers it. The finding sits on the control's name.

## Why it matters

A custom checkbox, radio group, segmented control or tab bar built from
buttons shows sighted users which option is on with a tick or a colour.
VoiceOver reads "Monday, button" for the chosen and the other days alike:
its users cannot tell what is selected, and changing it gives no feedback.

## Triggers

A tab's selection underline, faded in by opacity alone:

```swift
↓Button(action: select) {
    VStack(spacing: 0) {
        Text(title)
        Color.accentColor
            .frame(height: 1)
            .opacity(selected ? 1 : 0)
    }
}
```

A model's flag is a state, even when the file presents an alert bound to
another property of the same model:

```swift
struct CameraControls: View {
    @StateObject var model: CameraModel

    var body: some View {
        ↓Button(action: model.switchFlash) {
            Image(systemName: model.isFlashOn ? "bolt.fill" : "bolt.slash.fill")
        }
        .alert(isPresented: $model.showsError) { Alert(title: Text("Camera unavailable")) }
    }
}
```

```swift
ForEach(days) { day in
    ↓Button {
        toggle(day)
    } label: {
        Label(day.name, systemImage: selectedDays.contains(day) ? "checkmark.circle.fill" : "circle")
    }
}
```

A segmented control built from buttons, inside a view builder's `if`:

```swift
HStack {
    if showsRanges {
        ForEach(Range.allCases) { range in
            ↓Button(range.title) { selectedRange = range }
                .foregroundStyle(selectedRange == range ? .white : .primary)
                .background(selectedRange == range ? Color.accentColor : .clear)
        }
    }
}
```

A segmented control whose names do not say "selected": the action
assigns the variable the styling compares:

```swift
ForEach(Zone.allCases) { option in
    ↓Button(option.rawValue) { zone = option }
        .fontWeight(zone == option ? .bold : .regular)
}
```

A tappable view, with the styling across lines:

```swift
↓Text(zone.name)
    .padding(8)
    .background(
        isSelected
            ? Color.red
            : Color.gray
    )
    .onTapGesture { isSelected.toggle() }
```

## Does not trigger

A look that holds only while a finger is down: the condition is the
gesture's own state (`@GestureState`), a pressed highlight, not a state
to announce:

```swift
struct VolumeSlider: View {
    @GestureState private var isActive = false

    var body: some View {
        Image(systemName: "speaker.wave.2.fill")
            .foregroundColor(isActive ? .white : .gray)
            .onTapGesture { toggleMute() }
            .gesture(DragGesture().updating($isActive) { _, state, _ in state = true })
    }
}
```

A title that switches with the state through a local constant, so the
change is heard:

```swift
struct PinButton: View {
    let entry: Entry

    var body: some View {
        Button(action: { model.togglePin(entry) }) {
            let title: LocalizedStringKey = entry.isPinned ? "Unpin" : "Pin"
            HStack {
                Text(title)
                Image(systemName: entry.isPinned ? "star.slash" : "star")
            }
        }
    }
}
```

Styling on a condition that the `if` around the control already fixes: the
tint is the same whenever the button is there.

```swift
VStack {
    if selection == .carbs {
        Button { carbs += 5 } label: { Text("Add 5 g") }
            .tint(selection == .carbs ? .blue : .none)
    }
}
```

Pages stacked in one place, the active one shown and the others hidden
from everyone:

```swift
ZStack {
    ForEach(tabs) { tab in
        TabPage(tab: tab)
            .opacity(tab == selectedTab ? 1 : 0)
            .accessibilityHidden(tab != selectedTab)
            .onTapGesture { focusPage(tab) }
    }
}
```

A popup's backdrop, whose tap only closes it, around rows that show the
selection (each row is judged by its own tap; here its value says its state):

```swift
if showTimeZonePicker {
    ScrollViewReader { proxy in
        List(zones.indices, id: \.self) { index in
            Text(zones[index].name)
                .fontWeight(selectedZone == index ? .bold : .regular)
                .accessibilityValue(selectedZone == index ? "Selected" : "")
                .onTapGesture { selectedZone = index }
        }
    }
    .background(.black.opacity(0.65))
    .onTapGesture { showTimeZonePicker = false }
}
```

```swift
ForEach(days) { day in
    Button {
        toggle(day)
    } label: {
        Label(day.name, systemImage: selectedDays.contains(day) ? "checkmark.circle.fill" : "circle")
    }
    .accessibilityAddTraits(selectedDays.contains(day) ? .isSelected : [])
}
```

```swift
HStack {
    ForEach(Range.allCases) { range in
        Button(range.title) { selectedRange = range }
            .foregroundStyle(selectedRange == range ? .white : .primary)
    }
}
.accessibilityValue(selectedRange.title)
```

A filter button whose symbol fills while its sheet is up, an image that
follows dark mode, and a hidden placeholder:

```swift
struct LogView: View {
    @State private var showsFilters = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        List(entries) { LogRow(entry: $0) }
            .toolbar {
                Button { showsFilters = true } label: {
                    Image(systemName: showsFilters ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle")
                }
                .accessibilityLabel("Filters")
                Button(action: close) {
                    Image(systemName: colorScheme == .dark ? "envelope.fill" : "envelope")
                }
                .accessibilityLabel("Close")
                Button(action: {}) {
                    Image(systemName: isOn ? "star.fill" : "star")
                }
                .hidden()
            }
            .sheet(isPresented: $showsFilters) { FilterSheet() }
    }
}
```

A menu item whose symbol is filled only where it sits in a control group
(its title is read the same either way):

```swift
struct ShareItem: View {
    let inControlGroup: Bool

    var body: some View {
        Button(action: share) {
            Label("Share", systemImage: inControlGroup ? "square.and.arrow.up.fill" : "square.and.arrow.up")
        }
    }
}
```

A file message coloured by who sent it:

```swift
Button(action: openFile) {
    Label(file.name, systemImage: "doc")
        .foregroundColor(message.isSentByCurrentUser ? .white : .primary)
}
```

Styling whose two branches are the same draws no state (a workaround that
forces a redraw):

```swift
Button {
    showingOptions = true
} label: {
    Image(systemName: "ellipsis")
        .background(showingOptions == true ? .clear : .clear)
}
.accessibilityLabel("Options")
```

A tappable row is not judged by the image of a button inside it: that button
is judged on its own (here it says its state with a value):

```swift
HStack {
    SecureField("Token", text: $token)
        .focused($isFocused)
    Button { isVisible.toggle() } label: {
        Image(systemName: isVisible ? "eye.slash" : "eye")
    }
    .accessibilityLabel("Show token")
    .accessibilityValue(isVisible ? "Shown" : "Hidden")
}
.contentShape(Rectangle())
.onTapGesture { isFocused = true }
```

A previous/next button greyed at the end of its range:

```swift
HStack {
    Button { selectedDate = months[currentIndex - 1] } label: {
        Image(systemName: "chevron.left")
            .foregroundStyle(currentIndex > 0 ? Color.green : .gray)
    }
    .accessibilityLabel("Previous month")
}
```

A comparison with a variable the action does not assign is not a selection:

```swift
ForEach(readings) { reading in
    Button(reading.title) { open(reading) }
        .foregroundStyle(reading.zone == .hard ? .red : .primary)
}
```

The state said by a view inside, made one element with a computed label;
and two unrelated images, each read by its own name:

```swift
VStack {
    Group {
        Image(uiImage: option.icon)
        Text(option.title)
            .foregroundColor(isActive ? .accentColor : .secondary)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(option.title + (isActive ? ", on" : ", off"))
}
.onTapGesture { isActive.toggle() }
Button(action: toggleMenu) {
    Image(systemName: toggled || menuOpen ? "xmark" : "slider.vertical.3")
        .foregroundColor(menuOpen || toggled ? .pink : .accentColor)
}
```

A change of image that is a change of action (the label changes too):

```swift
Button(action: togglePlayback) {
    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
}
.accessibilityLabel(isPlaying ? "Pause" : "Play")
```

Text that switches with the state, a disabled look, and a check for nil:

```swift
VStack {
    Button(action: toggleMute) {
        Label(isMuted ? "Unmute" : "Mute", systemImage: isMuted ? "bell" : "bell.slash")
    }
    Button("Apply", action: apply)
        .foregroundStyle(isActiveSelection ? .primary : .secondary)
        .disabled(!isActiveSelection)
    Button("Clear", action: clear)
        .opacity(selectedIndex != nil ? 1 : 0.5)
}
```

A custom view type used with the trait:

```swift
struct DayChip: View {
    let day: Day
    let isSelected: Bool
    var body: some View {
        Button(day.name) { select(day) }
            .background(isSelected ? Color.accentColor : .clear)
    }
}

struct Week: View {
    var body: some View {
        ForEach(days) { day in
            DayChip(day: day, isSelected: day == selected)
                .accessibilityAddTraits(day == selected ? .isSelected : [])
        }
    }
}
```

## How to fix

Say the state: add the selected trait when the option is chosen (or
`.isToggle` on iOS 17 for an on/off button), or give the value. Better
still, use a `Toggle` or a `Picker` with a style that draws what you need.

```swift
Button { toggle(day) } label: { … }
    .accessibilityAddTraits(selectedDays.contains(day) ? .isSelected : [])
```

## Known limitations

- State drawn by a custom view inside the button is not seen.
- A condition that names its state with another word (`isMuted`) is only
  recognised through a switched image pair.

## Standards

- WCAG 2.2 — 4.1.2 Name, Role, Value; 1.4.1 Use of Color.
"""##,
        "tab-item-image-only": ##"""
# tab-item-image-only

**Severity:** error · **Enabled by default:** yes · **WCAG:** 1.1.1, 2.4.6, 4.1.2

## What it flags

A .tabItem whose content is only images, with no Text or Label and no
accessibility label.

A `.tabItem { … }` whose content is only images — `Image(…)`, possibly with
modifiers, inside stacks or `if`/`else` — with no `Text` or `Label` and no
accessibility label on the images. A page of a paging `TabView`
(`.tabViewStyle(.page)`, `PageTabViewStyle()`) has no tab bar and is not
reported, nor is a view given `.tabItem` inside a stack rather than a
`TabView` (tabs the app draws itself, switched by opacity): SwiftUI shows
no tab bar there. A view with nothing around it in its declaration (a
custom view's body) may sit in a `TabView` elsewhere and is judged. The
finding sits on `tabItem`.

## Why it matters

The tab gets no name: VoiceOver reads "Tab, 2 of 4" (or an asset name), and
Voice Control users cannot say which tab to open.

The tab bar takes each tab's title from its `Text`. Without one the tab has
no name: VoiceOver reads "Tab, 2 of 4" (or an asset name), and Voice Control
users have nothing to say to open it. Tabs are a screen's main navigation, so
an unnamed tab hides a whole part of the app.

## Triggers

```swift
TabView {
    ScoresView()
        .↓tabItem {
            Image(systemName: "list.number")
        }
    LineupView()
        .↓tabItem { Image("tab_lineup") }
}
```

```swift
TabView(selection: $tab) {
    MatchView()
        .padding()
        .↓tabItem {
            if tab == .match {
                Image("tab_match_selected")
            } else {
                Image("tab_match")
            }
        }
        .tag(Tab.match)
}
```

## Does not trigger

```swift
TabView {
    ScoresView()
        .tabItem {
            Label("Scores", systemImage: "list.number")
        }
    LineupView()
        .tabItem {
            Image("tab_lineup")
            Text("Lineup")
        }
    StatsView()
        .tabItem {
            Image("tab_stats")
                .accessibilityLabel("Statistics")
        }
    SettingsView()
        .tabItem { TabIcon(.settings) }
}
```

The pages of a paging `TabView` have no tab bar: the page dots are read as
"page 2 of 3" whatever the tab item shows:

```swift
TabView(selection: $selectedTab) {
    CritterList(type: .fish)
        .tabItem { Image("book-fish-icon") }
    CritterList(type: .bugs)
        .tabItem { Image("book-insect-icon") }
}
.tabViewStyle(PageTabViewStyle())
```

Views switched by the app in a `ZStack` show no tab bar, whatever their
`.tabItem` says:

```swift
ZStack {
    HomeTab()
        .tabItem { Image(systemName: "house") }
        .opacity(selectedTab == "Main" ? 1 : 0)
    BookmarksTab()
        .tabItem { Image(systemName: "bookmark") }
        .opacity(selectedTab == "Bookmarks" ? 1 : 0)
}
```

## How to fix

Use Label("Scores", systemImage: "list.number") (or an Image with a Text) in
the tab item; the tab bar shows the title and VoiceOver reads it.

Give every tab a title; the tab bar shows it under the icon:

```swift
ScoresView()
    .tabItem { Label("Scores", systemImage: "list.number") }
```

## Known limitations

- Tab content built by a custom view (`TabIcon(.settings)`) is assumed to
  have a title.
- The iOS 18 `Tab("Scores", systemImage:)` API always has a title and is
  not checked.

## Standards

- WCAG 2.2 — 1.1.1 Non-text Content; 2.4.6 Headings and Labels; 4.1.2 Name,
  Role, Value.
"""##,
        "tap-gesture-not-button": ##"""
# tap-gesture-not-button

**Severity:** error · **Enabled by default:** yes · **WCAG:** 2.1.1, 4.1.2

## What it flags

A view with .onTapGesture (one tap) or .gesture(TapGesture()) that is not a
control and has no .isButton or .isLink trait, no representation, is not
hidden and not inside a Button or Link.

A view with a single-tap gesture — `.onTapGesture { … }`,
`.onTapGesture(count: 1)`, `.gesture(TapGesture())` — that:

- is not a control (`Button`, `Toggle`…, or a component mapped onto one);
- has no `.accessibilityAddTraits(.isButton)` or `.isLink` — also through a
  ternary (`isEnabled ? .isButton : []`), an array, or a wrapper modifier's
  closure (`.modify { if #available(…) { $0.accessibilityAddTraits(.isButton) } … }`);
- has no `.accessibilityRepresentation` and no default accessibility action
  (`.accessibilityAction { … }`, which is what activating it runs), is not
  hidden — custom actions (`.accessibilityActions`, `named:`, `.magicTap`)
  offer other things than the tap and do not count;
- is not inside a `Button` or `Link` label, or inside an element with the
  button or link trait, accessibility actions or a representation.

Not reported either, because no user misses the tap: an empty action, or
one that only changes how the view looks (`isPressed.toggle()`,
`dragOffset = .zero`), gives haptic feedback, animates or logs
(`Task { await playBounce() }`, `analytics.track(…)`), dismisses the
keyboard (`hideKeyboard()`, `isFocused = false`) or only clears state
(`isPresented = false`, `selection = nil`); a tap on a message that comes
and goes by itself — in a type whose name has the word `Toast`, `Snackbar`,
`Notification` or `Banner` — that only closes it early (a call named to
hide, dismiss, close or remove, `toastViewModel.hide()`, or a flag named
for that set to `true`, `isRemoved = true`; a tapped `Text` in it, such as
a "Cancel", is a control drawn as text and is still judged); a tap on a colour or shape (a
dimming scrim); a tap that does exactly what a cancel closure given to the
tapped custom view does (`PopupView(cancelAction: { isShowPopup.toggle() })`
tapped to run `isShowPopup.toggle()`: a popup whose own button closes it —
a closure labelled as an action or cancel, `actionThirdButton:`,
`onCancel:`, doing that and nothing else); a view made a control by a
custom modifier (`.buttonize { … }`);
and a view whose content carries the button or link trait — also a custom
view of the run (or each of the custom views its content is made of) whose
`body` root adds the button or link trait itself. The finding sits on
the view's name.

**UIKit.** A single-tap `UITapGestureRecognizer` added with
`addGestureRecognizer(_:)` to a view that is not a control — a `UIView`,
`UIImageView`, `UILabel` or `UIStackView` created in code, or `self` in a
subclass of one — that is never given the `.button` or `.link` trait
(assigned, inserted or overridden, in any file of the run), has no custom
actions, and whose selector no control also runs (a `#selector(…)`, or a constant of
an `extension Selector` in the file: `action: .didTapCurrency`) — or whose action
method runs only commands a control's action method runs too: the same
function with the same cases (`copyGesture` and the Copy button's
`copyAction` both call `presentShare(in:)`; `didSelect(.avatar)` is not
`didSelect(.settings)`), and not a framework call many actions share
(`present`, `pushViewController`, `DispatchQueue.main.async`). Traits bound to values the code does not spell out
(`viewModel.$traits.assign(to: \.accessibilityTraits, on: self)`,
`accessibilityTraits = model.traits`) may hold the button trait, so that view
is left alone too. A recognizer whose
selector only dismisses the keyboard (`dismissKeyboard`, `endEditing`) is
left alone, as is a bare `UIView` whose taps only close the screen or
view (`dismiss(animated:)`, `removeFromSuperview()`: the dimmed area
behind a popup, which has nothing to name and whose popup offers its own
buttons; `modal-missing-escape` asks for the escape gesture) and any view
named as such a backdrop (`dimmingView`, `dimmedView`, `overlayView`,
`backgroundView`, a `scrim` or `backdrop`), whose tap closes the popup in
front of it, often through a helper; and so are outlets (Interface Builder may set their traits), and a
recognizer made inline with no target (`addGestureRecognizer(UITapGestureRecognizer())`),
which runs nothing. A recognizer's actions are the selectors it is made
with and those given later by `recognizer.addTarget(_:action:)`. So
are taps whose action methods, in the file, do nothing (an empty method: the
recognizer only keeps taps from reaching the view behind; a method that
only logs, `print(recognizer)`), only change how the view looks (colours,
alpha, the layer's border, how many lines a label shows), only give a field the keyboard focus
(`textField.becomeFirstResponder()`, perhaps placing its caret first: the
field is a control itself), or read where the touch landed
(`location(in:)`: tap to focus here, which a button could not say); an
action method that calls another method of the file is read through it
(`handleTap()` → `dismissKeyboard()`), and views
taken out of the accessibility tree on purpose (`isAccessibilityElement =
false` on the view itself). Test code (a file that imports XCTest or Swift
Testing) is never reported. The finding sits on `addGestureRecognizer`.

**AppKit.** An `NSClickGestureRecognizer` on an `NSView` or `NSImageView` is
read the same way; `setAccessibilityRole(.button)` (or `.link`) gives it the
role, like UIKit's trait.

## Why it matters

VoiceOver does not announce it as something to activate, Switch Control may
not stop on it, and Voice Control shows no number or name for it: the action
exists only for people who can see and touch the screen.

To assistive technology the view is just text or an image. VoiceOver does not
say it can be activated, Switch Control scanning may skip it, and Voice
Control shows no name or number for it: the action exists only for people who
can see and touch the screen.

## Triggers

A tap that only closes, on a view that is not a passing message, or on a
text drawn as a control inside one: the close control is missing for
anyone who cannot tap.

```swift
struct SettingsPanel: View {
    @Binding var isShown: Bool

    var body: some View {
        ↓Text("Close")
            .onTapGesture { hidePanel() }
    }
}

struct UploadNotification: View {
    @Binding var isRemoved: Bool

    var body: some View {
        HStack {
            ProgressView(value: progress)
            ↓Text("Cancel")
                .onTapGesture { isRemoved = true }
        }
    }
}
```

Content drawn over a transparent view is seen: `.opacity(0)` hides what it
is applied to, not an `.overlay` added after it.

```swift
Badge(text: label)
    .opacity(0)
    .overlay {
        ↓Badge(text: label)
            .onTapGesture { showDetails(for: label) }
    }
```

A button elsewhere that runs the same command does not make the row a
button (only a control inside the view, in its `.overlay` or
`.background`, or beside it in the same stack does): the linter compares
what the closures run, and a button elsewhere that also clears a field or
saves a form is not the same command as a tap that only clears it:

```swift
VStack {
    ↓HStack {
        Text(episode.title)
    }
    .onTapGesture { play(episode) }
}
.toolbar {
    Button("Play latest") { play(episode) }
}
```

```swift
↓HStack {
    Image("jersey_9")
    Text("Alex Morgan")
}
.onTapGesture { selected = player }
```

A popup whose only button confirms (and also closes it) has no cancel
button: the tap on it is the only way back, and it is reported:

```swift
if isShowDeletePopup {
    ↓PopupView(
        title: Text("Delete meeting?"),
        confirmAction: {
            deleteMeeting()
            isShowDeletePopup.toggle()
        }
    )
    .onTapGesture { isShowDeletePopup.toggle() }
}
```


```swift
LazyVGrid(columns: columns) {
    ForEach(digits, id: \.self) { digit in
        ↓Text(digit)
            .font(.title)
            .frame(minHeight: 64)
            .onTapGesture { entry += digit }
    }
}
```

```swift
VStack {
    if isCompact {
        ↓Image(systemName: "info.circle")
            .gesture(TapGesture().onEnded { showsInfo = true })
    } else {
        ↓PlayerCard(player)
            .onTapGesture(count: 1) { open(player) }
            .accessibilityAddTraits(.isHeader)
    }
}
```

```swift
.sheet(isPresented: $showsBench) {
    List(bench) { player in
        ↓Text(player.name)
            #if os(iOS)
            .onTapGesture { substitute(player) }
            #endif
    }
}
```

A custom modifier that only styles the view it is applied to makes no
button of it:

```swift
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    func card() -> some View { modifier(Card()) }
}

struct EpisodeTile: View {
    var body: some View {
        ↓Image(episode.artwork)
            .onTapGesture { showNotes(episode) }
    }
}

struct EpisodeGrid: View {
    var body: some View {
        ForEach(episodes) { episode in
            EpisodeTile(episode: episode).card()
        }
    }
}
```

Custom actions offer more, not the tap itself:

```swift
↓VStack {
    Text(conversation.title)
}
.accessibilityElement(children: .combine)
.accessibilityActions {
    Button("Reply", action: reply)
}
.accessibilityAction(.magicTap, reply)
.onTapGesture(perform: openConversation)
```

UIKit:

```swift
final class ReadingSummaryView: UIView {
    private let avatarView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.isUserInteractionEnabled = true
        avatarView.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showProfile)))
    }
}
```

A tap that runs something no control's action runs is the only way to
it, even when a button nearby shares part of the work:

```swift
final class WordsView: UIView {
    private let wordsLabel = UILabel()
    private let copyButton = UIButton(type: .system)

    func setUp() {
        wordsLabel.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(wordsTapped)))
        copyButton.addTarget(self, action: #selector(copyAction), for: .touchUpInside)
    }

    @objc private func copyAction() {
        copyWords()
    }

    @objc private func wordsTapped() {
        copyWords()
        revealWords()
    }
}
```

The same function with another case is another command, and a framework
call many actions make (`present`) says nothing:

```swift
final class ProfileHeaderView: UIView {
    private let avatarView = UIImageView()
    private let settingsButton = UIButton(type: .system)

    func setUp() {
        avatarView.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))
        settingsButton.addTarget(self, action: #selector(settingsTapped), for: .touchUpInside)
    }

    @objc private func settingsTapped() {
        delegate?.header(self, didSelect: .settings)
    }

    @objc private func avatarTapped() {
        delegate?.header(self, didSelect: .avatar)
    }
}
```

A recognizer made in a closure-configured property is followed to its action:

```swift
final class LinkPreviewView: UIView {
    private lazy var tapGesture: UITapGestureRecognizer = {
        UITapGestureRecognizer(target: self, action: #selector(viewTapped(_:)))
    }()

    func update() {
        ↓addGestureRecognizer(tapGesture)
    }

    @objc func viewTapped(_ sender: Any) {
        delegate?.openURL(url)
    }
}
```

So is a stored recognizer given its action later; a recognizer's `addTarget`
is not a control's:

```swift
final class AvatarView: UIImageView {
    private let tapRecognizer = UITapGestureRecognizer()

    func setUp() {
        tapRecognizer.addTarget(self, action: #selector(openProfile))
        ↓addGestureRecognizer(tapRecognizer)
    }

    @objc func openProfile() {
        delegate?.openProfile(of: user)
    }
}
```

A view inside a control of the app's own is reported too: VoiceOver reads the
control as one element and activates the control's action, never the tap on
part of it (a close icon inside a "Jump to now" button):

```swift
final class JumpToLatestButton: UIButton {
    private let closeIcon = UIImageView(image: UIImage(systemName: "xmark"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        closeIcon.isUserInteractionEnabled = true
        closeIcon.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
    }
}
```

AppKit:

```swift
final class BadgeView: NSView {
    let logo = NSImageView()

    func setUp() {
        logo.↓addGestureRecognizer(NSClickGestureRecognizer(target: self, action: #selector(showAbout)))
    }
}
```

UIKit: the selector, a constant of a `Selector` extension, names the
view's `@objc` method, which hands the tap to a delegate; the protocol
extension's empty default of the same name is not that method:

```swift
protocol ErrorViewDelegate: AnyObject {
    func descriptionTouched()
}

extension ErrorViewDelegate {
    func descriptionTouched() {}
}

final class ErrorView: UIView {
    weak var delegate: ErrorViewDelegate?
    private let descriptionLabel = UILabel()

    func update() {
        descriptionLabel.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: .descriptionTouched))
    }

    @objc fileprivate func descriptionTouched() {
        delegate?.descriptionTouched()
    }
}

fileprivate extension Selector {
    static let descriptionTouched = #selector(ErrorView.descriptionTouched)
}
```

## Does not trigger

A toast that closes early when tapped; it goes away by itself anyway:

```swift
struct ToastView: View {
    @ObservedObject var model = ToastModel.shared

    var body: some View {
        if let toast = model.toast {
            HStack {
                Text(toast.message)
            }
            .onTapGesture {
                withAnimation { model.hide() }
            }
        }
    }
}
```

A tap that only moves the keyboard's focus, its result thrown away:

```swift
ScrollView {
    MessageEditor(text: $body)
}
.onTapGesture {
    focusedField = .editor
    _ = editorBox.editor?.becomeFirstResponder()
}
```

Rows that are buttons by their own body, in this file or any file of the run:

```swift
struct StopRow: View {
    let name: String

    var body: some View {
        HStack { Text(name); Image(systemName: "chevron.right") }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(name)
            .accessibilityAddTraits([.isButton, .updatesFrequently])
    }
}

struct StopList: View {
    var body: some View {
        List(stops) { stop in
            Group {
                if stop.isTrip {
                    StopRow(name: stop.tripName)
                } else {
                    StopRow(name: stop.name)
                }
            }
            .onTapGesture { open(stop) }
        }
    }
}
```

A view drawn inside a button by a custom modifier wherever it is used: a
`ViewModifier` whose `body(content:)` puts `content` in a `Button`,
`NavigationLink` or `Link`, applied directly (`.modifier(Playable())`) or
through a `View` extension method, in any file of the run. VoiceOver
already reads the whole view as that button; the inner tap is a shortcut
on part of it:

```swift
struct Playable: ViewModifier {
    let episode: Episode
    func body(content: Content) -> some View {
        Button { play(episode) } label: {
            content.contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

extension View {
    func playable(_ episode: Episode) -> some View {
        modifier(Playable(episode: episode))
    }
}

struct EpisodeTile: View {
    var body: some View {
        Image(episode.artwork)
            .onTapGesture { showNotes(episode) }
    }
}

struct EpisodeGrid: View {
    var body: some View {
        ForEach(episodes) { episode in
            EpisodeTile(episode: episode).playable(episode)
        }
        Section {
            EpisodeTile(episode: featured)
        }
        .modifier(Playable(episode: featured))
    }
}
```

A row whose tap runs what a button inside the row already runs: the tap is
a bigger hit area for the same command, and VoiceOver users have the button.
A button drawn over or under the view (`.overlay`, `.background`) counts
as inside it:

```swift
Text(post.body)
    .lineLimit(isExpanded ? nil : 3)
    .onTapGesture { withAnimation { isExpanded.toggle() } }
    .overlay(alignment: .trailingLastTextBaseline) {
        if !isExpanded {
            Button("more") { withAnimation { isExpanded.toggle() } }
        }
    }
```

```swift
HStack {
    Text(episode.title)
    Spacer()
    Button(action: { play(episode) }) { Image(systemName: "play.fill") }
        .accessibilityLabel("Play")
}
.onTapGesture { play(episode) }
```

A caption beside a control in the same stack that runs the same command: a
checkbox's text that toggles it too. The tap only widens the target; VoiceOver
users reach the same command on the button right next to it:

```swift
HStack {
    Button { hasAccepted.toggle() } label: {
        Image(systemName: hasAccepted ? "checkmark.square" : "square")
    }
    .accessibilityLabel("I accept the terms")
    .accessibilityValue(hasAccepted ? "Checked" : "Not checked")
    Text("I accept the terms")
        .onTapGesture { hasAccepted.toggle() }
}
```

The same for a control beside it bound to the state the tap flips (a
`Toggle`, or a custom checkbox given the binding):

```swift
HStack {
    Toggle("Allow downloads", isOn: $allowsDownloads)
        .labelsHidden()
    Text("Allow downloads")
        .onTapGesture { allowsDownloads.toggle() }
}
```

```swift
VStack {
    Button(action: { selected = player }) {
        HStack {
            Image("jersey_9")
            Text("Alex Morgan")
        }
    }
    Text(digit)
        .onTapGesture { entry += digit }
        .accessibilityAddTraits(.isButton)
    Text(digit)
        .onTapGesture { entry += digit }
        .accessibilityAddTraits(isEnabled ? [.isButton, .isKeyboardKey] : [])
    Text("Terms")
        .onTapGesture { openTerms() }
        .accessibilityAddTraits(.isLink)
    Text("Decoration")
        .onTapGesture { shake() }
        .accessibilityHidden(true)
}
```

```swift
Text("9")
    .onTapGesture { entry += "9" }
    .modify { view in
        if #available(iOS 17, *) {
            view.accessibilityAddTraits(.isButton)
        } else {
            view
        }
    }
```

```swift
ScrollView {
    form
}
.onTapGesture { hideKeyboard() }

Color.black.opacity(0.4)
    .onTapGesture { isPresented = false }
```

A popup whose backdrop tap does what its own cancel button does:

```swift
if isShowPopup {
    PopupView(
        title: Text("Merge calls?"),
        confirmAction: mergeCalls,
        cancelAction: { isShowPopup.toggle() }
    )
    .background(.black.opacity(0.65))
    .onTapGesture { isShowPopup.toggle() }
}
```

```swift
Button(action: open) {
    Text("Details")
        .onTapGesture { track() }
}
Text("Double")
    .onTapGesture(count: 2) { like() }
Toggle("Live", isOn: $isLive)
    .onTapGesture { haptic() }
```

```swift
HStack {
    Text("Alex Morgan")
        .onTapGesture { selected = player }
}
.accessibilityRepresentation {
    Button("Alex Morgan") { selected = player }
}
```

```swift
VStack {
    Logo()
        .onTapGesture { isPressed.toggle() }
    DonutBox()
        .onTapGesture {
            Task { @MainActor in
                await toggleBoxAnimation()
            }
        }
    Text("Pro")
        .onTapGesture { analytics.track(.proBadgeTapped) }
    Handle()
        .onTapGesture { }
    Card()
        .onTapGesture { selection = nil }
    Image("episode-close")
        .buttonize { dismiss() }
    LazyImage(url: url) { state in
        state.image?.accessibilityAddTraits(.isButton)
    }
    .onTapGesture { open(url) }
}
```

```swift
// A custom row used only inside a button's label, here or in another file.
struct PlayerRow: View {
    var body: some View {
        HStack {
            Text(player.name)
                .onTapGesture { showsStats = true }
        }
    }
}

struct Lineup: View {
    var body: some View {
        Button(action: open) {
            PlayerRow()
        }
    }
}
```

A default accessibility action makes the element activatable with a double
tap, as the tap does for everyone else:

```swift
Text("Add to favourites")
    .onTapGesture(perform: toggleFavourite)
    .accessibilityAction(toggleFavourite)
```

UIKit: the tapped view is a button to VoiceOver, or a control runs the same
selector:

```swift
final class ReadingSummaryView: UIView {
    private let avatarView = UIImageView()
    private let trendLabel = UILabel()
    private let profileButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.accessibilityTraits = .button
        avatarView.accessibilityLabel = "Profile"
        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showProfile)))
        trendLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showTrend)))
        profileButton.addTarget(self, action: #selector(showTrend), for: .touchUpInside)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
    }
}
```

UIKit: the tap runs, through its own selector, what the button beside
it runs:

```swift
final class PassphraseView: UIView {
    private let wordsLabel = UILabel()
    private let copyButton = UIButton(type: .system)

    func setUp() {
        wordsLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(copyGesture)))
        copyButton.addTarget(self, action: #selector(copyAction), for: .touchUpInside)
    }

    @objc private func copyAction(_ sender: UIButton) {
        presentShare(in: sender)
    }

    @objc private func copyGesture(_ sender: UIGestureRecognizer) {
        presentShare(in: wordsLabel)
    }

    func presentShare(in view: UIView) {}
}
```

UIKit: the same selector, named by a constant of a `Selector` extension
that the recognizer and the button beside it share:

```swift
final class AmountInputView: UIView {
    private let currencyLabel = UILabel()
    private let chevron = UIButton(type: .system)

    func setUp() {
        currencyLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: .didTapCurrency))
        chevron.setTitle("Currency", for: .normal)
        chevron.addTarget(self, action: .didTapCurrency, for: .touchUpInside)
    }

    @objc fileprivate func didTapCurrency(_ sender: Any) {
        delegate?.didTapCurrency()
    }
}

fileprivate extension Selector {
    static let didTapCurrency = #selector(AmountInputView.didTapCurrency)
}
```

AppKit: a clickable image given the button role:

```swift
final class BadgeView: NSView {
    let logo = NSImageView()

    func setUp() {
        logo.setAccessibilityRole(.button)
        logo.setAccessibilityLabel("About")
        logo.addGestureRecognizer(NSClickGestureRecognizer(target: self, action: #selector(showAbout)))
    }
}
```

UIKit: a tap recognizer limited to a remote's button (`allowedPressTypes`) is
a press of the Apple TV remote, not a touch:

```swift
final class PlayerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let menuPress = UITapGestureRecognizer(target: self, action: #selector(menuPressed))
        menuPress.allowedPressTypes = [NSNumber(value: UIPress.PressType.menu.rawValue)]
        addGestureRecognizer(menuPress)
    }
}
```

UIKit: a tap that only changes how the view looks, a tap that means a place,
a view taken out of the accessibility tree, and a tap that does nothing:

```swift
final class CameraPreviewView: UIView {
    let swatch = UIView()
    let overview = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(focus)))
        swatch.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(flash)))
        overview.isAccessibilityElement = false
        overview.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pick)))
    }

    @objc func focus(_ tap: UITapGestureRecognizer) {
        setFocusPoint(tap.location(in: self))
    }

    @objc func flash() {
        swatch.backgroundColor = .systemYellow
        swatch.layer.borderWidth = 2
    }
}

final class MapOverlayPanel: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(swallowTap)))
    }

    @objc private func swallowTap() {}
}
```

UIKit: the same, with the recognizer made in a closure-configured property,
and a tap that only puts the keyboard away:

```swift
final class LinkPreviewView: UIView {
    private lazy var tapGesture: UITapGestureRecognizer = {
        UITapGestureRecognizer(target: self, action: #selector(viewTapped(_:)))
    }()

    func update() {
        addGestureRecognizer(tapGesture)
    }

    @objc func viewTapped(_ sender: Any) {
        // delegate?.openURL(url)
    }
}

final class ComposeViewController: UIViewController {
    private let formView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        formView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTapOutside)))
    }

    @objc private func handleTapOutside() {
        formView.endEditing(true)
    }
}

final class FeedbackView: UIView {
    private let formView = UITextView()

    func setUp() {
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(recognizer:))))
    }

    @objc private func handleTap(recognizer: UITapGestureRecognizer) {
        _ = formView.resignFirstResponder()
    }
}

final class TextCellContentView: UIView {
    private let textField = UITextField()

    func addTapGestureRecognizer() {
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        addGestureRecognizer(UITapGestureRecognizer())
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        textField.selectedTextRange = textField.textRange(from: textField.endOfDocument, to: textField.endOfDocument)
        textField.becomeFirstResponder()
    }
}

final class CodeInputView: UIView {
    private var textField: UITextField!
    private var tapGestureRecognizer: UITapGestureRecognizer?

    func setUp() {
        if tapGestureRecognizer == nil {
            tapGestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(viewTapped(_:)))
            addGestureRecognizer(tapGestureRecognizer!)
        }
    }

    @objc private func viewTapped(_ sender: UITapGestureRecognizer) {
        textField!.becomeFirstResponder()
    }
}

final class FaceCamView: UIView {
    private let tapRecognizer = UITapGestureRecognizer()

    func setUp() {
        tapRecognizer.addTarget(self, action: #selector(tap(recognizer:)))
        addGestureRecognizer(tapRecognizer)
    }

    @objc func tap(recognizer: UITapGestureRecognizer) {
        print(recognizer)
    }
}

final class DatePickerDayView: UIView {
    private var subscriptions = Set<AnyCancellable>()

    init(viewModel: DayViewModel) {
        super.init(frame: .zero)
        viewModel.$accessibilityTraits.assign(to: \.accessibilityTraits, on: self).store(in: &subscriptions)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(viewTapped)))
    }
}

protocol WaveformProgress {
    func updateProgress(to progress: CGFloat)
}

final class ForwardingViewController: UIViewController {
    private let formView = UIView()
    private let waveformView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        formView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
        waveformView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(seek(_:))))
    }

    @objc private func handleTap() {
        dismissKeyboard()
    }

    @objc private func seek(_ sender: UITapGestureRecognizer) {
        updateProgress(from: sender)
    }

    private func updateProgress(from sender: UITapGestureRecognizer) {
        player.seek(to: sender.location(in: waveformView).x / waveformView.bounds.width)
    }
}

final class ExpandableTextCell: UITableViewCell {
    private let contentTextLabel = UILabel()

    func configureTapGesture() {
        contentTextLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(labelTapped)))
        contentTextLabel.isUserInteractionEnabled = true
    }

    @objc private func labelTapped() {
        contentTextLabel.adjustsFontSizeToFitWidth = true
        contentTextLabel.numberOfLines = 0
    }
}

final class PickerViewControllerModal: UIViewController {
    private let dimmedView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        dimmedView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleCloseAction)))
    }

    @objc private func handleCloseAction() {
        animateDismissView()
    }
}

final class AlertPopup: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let dismissTapView = UIView()
        view.insertSubview(dismissTapView, at: 0)
        dismissTapView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissOnBackgroundTap)))
    }

    @objc private func dismissOnBackgroundTap() {
        dismiss(animated: true)
    }
}
```

In a run over an app, a style nothing applies is never shown (see "Views
the app never shows" in the rules' README):

```swift
@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { Text("Home") }
    }
}

struct TappableDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
                .onTapGesture { configuration.isExpanded.toggle() }
            if configuration.isExpanded { configuration.content }
        }
    }
}
```

A row switched off by hand (`if false`: no build runs it), like debug-only
code (see the rules' README):

```swift
struct TraceRouteLog: View {
    @State private var angle = 0.0

    var body: some View {
        VStack {
            if false {
                HStack {
                    Image(systemName: "arrow.clockwise")
                    Text("Rotate map")
                }
                .onTapGesture { angle += 90 }
            }
            Text("Routes")
        }
    }
}
```

## How to fix

Make it a Button (with .buttonStyle(.plain) to keep the look), or add
.accessibilityAddTraits(.isButton) and a label.

Make it a button, keeping the look:

```swift
Button { selected = player } label: {
    HStack {
        Image("jersey_9")
        Text("Alex Morgan")
    }
}
.buttonStyle(.plain)
```

or keep the gesture and say what it is:

```swift
Text(digit)
    .onTapGesture { entry += digit }
    .accessibilityAddTraits([.isButton, .isKeyboardKey])
```

## Fix

Unsafe (`--fix --unsafe-fixes`): `.accessibilityAddTraits(.isButton)` is
added at the end of the chain, so VoiceOver announces a button and the
double tap activates it. A `Button` remains the better fix (it also
works with Full Keyboard Access and shows pressed states), which a person
has to write; the UIKit form gets no fix.

```swift fix unsafe
Text("Voir l’équipe")
    .onTapGesture { showTeam() }
```

```swift fixed
Text("Voir l’équipe")
    .onTapGesture { showTeam() }
    .accessibilityAddTraits(.isButton)
```

## Known limitations

- A custom modifier counts as making a control only when its name says
  "button" (`.buttonize`, `.asButton`); others are not followed.
- A view inside a custom view type is judged where that type is used, in any
  file of the run: it is not reported when every use is inside a control's
  label, a hidden element, one with the button or link trait or with
  accessibility actions. A type used nowhere the linter can see is judged on
  its own.
- Accessibility actions of any kind on an enclosing element silence it (the
  tap is taken to be among them); on the view itself only a default action
  does.
- Whether an action only changes looks is read from names (`isPressed`,
  `offset`, `animate…`, `track…`); an action named otherwise is assumed to
  matter.
- A gesture held in a variable (`.gesture(tap)`) is not checked.
- Multiple taps are `gesture-without-alternative`'s business.

## Standards

- WCAG 2.2 — 2.1.1 Keyboard (and so switch and voice access); 4.1.2 Name,
  Role, Value.
"""##,
        "text-clipped": ##"""
# text-clipped

**Severity:** warning (note for a single-line limit) · **Enabled by default:** yes · **WCAG:** 1.4.4, 1.4.10

## What it flags

Text that cannot grow: a `Text` (or a stack of them) with a fixed
`.frame(height:)` or `.frame(maxHeight:)`, and, as a note, `.lineLimit(1)`
with nothing that makes the text fit.

Warning: a `Text`, a `Label`, or a `VStack`/`HStack`/`ZStack` holding only
`Text` and `Label` views, whose `.frame` gives a `height:` or `maxHeight:`
that is a number literal or a constant the file shows. Not when
`.minimumScaleFactor` is on the view or around it (the text shrinks to
fit instead), or `.fixedSize` is on it. The finding sits on `frame`.

Note: `.lineLimit(1)` on a `Text` or `Label`, unless the text (or a view
around it) has `.minimumScaleFactor` or `.truncationMode` (an explicit
choice of how to cut), or the text itself has a horizontal `.fixedSize`
(`.fixedSize()`, `.fixedSize(horizontal: true, vertical: false)`: it is as
wide as its words, so the line cuts nothing off; at the largest sizes it
may run past the screen's edge instead), or sits inside a `ViewThatFits` (here or at every
use of its custom view; not `ViewThatFits(in: .vertical)`, which picks a
layout by its height alone, so a line still runs out of width), or is a loading placeholder (`.redacted(reason:
.placeholder)`, drawn as a grey bar). A horizontal `ScrollView` does not
count: the cards of a carousel in one have a width of their own. The
finding sits on `lineLimit`.

Text that never grows, or may not, is not reported: a `Text` whose font
has a fixed size (`fixed-font-size` reports a literal size, which is the
cause; `.system(size: theme.titleSize)` is fixed too, whatever the size),
set on the text or on the nearest view around it that sets a font (a
stack's `.font(.system(size: 12))` passes down to its texts); a font set
through the app's own modifier whose name says so (`.fontSize(14)`,
`.appFont(.caption)`), whose size the rule cannot see; a font constant
whose name spells a point size (`.font(.body16Bold)`, a design system's
`Font.system(size: 16)` defined in another file); or literal text
of one or two characters (a monogram, a bullet), a name's initials
(`Text(account.abbreviation)`, `Text(String(initial))`), a mask of repeated
symbols (`Text(String(repeating: "•", count: 63))` standing for a hidden
key: cutting it off hides nothing), or text in a type whose
name says it draws an icon (`Icon`, `Avatar`, `Monogram`), or a stack whose
texts all have fixed-size fonts. Code built only for macOS or tvOS, which
have no Dynamic Type (including the fallback of `if #available(macOS 13,
*)`, which only older Macs run), is not reported either, nor is a file that reads the
text size it is shown at (`@Environment(\.dynamicTypeSize)` or
`\.sizeCategory`): its views change their layout for large text, so a
one-line or fixed-height text there is measured on real apps to be the
layout of ordinary sizes only.

A short literal in a tall enough frame is not cut: when the text, at the
largest accessibility size of its text style (`body` unless a
`.font(.caption)`-style font says otherwise), wrapped at the narrowest
iPhone screen (320 pt, taking an average character as 0.55 of the font
size), needs no more lines than the frame's height holds (a line is 1.2
times the size), the frame cuts nothing; and a `.lineLimit(1)` on a literal
that fits one line at that size cuts nothing either. A `.custom(_:size:)`
font grows with the body style and is measured that way. Only literals are
measured; a text whose content is computed may be any length, except a
count (`Text("\(unreadCount)")`, `Text(String(items.count))`: digits with
no words, one chain of names whose last is `count` or ends in `Count` or
`_count`; not `account`, nor `"\(folder.name) (\(folder.unreadCount))"`), which a second line
would not show more of: one line on it is not reported (a fixed height is).

A view held in a local constant (`let digits = Text(code).lineLimit(1)`)
is judged where the body uses it, like a helper property: a
`.minimumScaleFactor` or a fixed-size font on every use, or on a view
around every use, counts as if written on the text. The same holds for
a helper property and for a custom view type, at every use of it in the
run.

SwiftUI does not crop a single line to its frame: it spills over the
views around it. Both are losses at large sizes, and the message says so.

## Why it matters

At the accessibility text sizes, a line of text needs about three times
the height it has by default. A fixed height cuts off its lower lines;
a one-line limit turns it into "Resting heart rate is…": the information
is lost to exactly the people who enlarged it.

## Triggers

```swift
VStack {
    Text(workout.summary)
        .↓frame(height: 40)
    HStack {
        Text("Zone 2")
        Text(duration)
    }
    .↓frame(maxHeight: 24)
}
```

```swift note
ForEach(readings) { reading in
    Label(reading.title, systemImage: "heart")
        .↓lineLimit(1)
}
```

A text style set on the stack around the text grows like any other:

```swift note
VStack {
    Text(reading.title)
        .↓lineLimit(1)
}
.font(.caption)
```

A name that only ends in the letters of "count" is not a count, and a
count with words around it is text:

```swift note
VStack {
    Text(entry.hashtag.account)
        .↓lineLimit(1)
    Text("\(unreadCount) unread messages")
        .↓lineLimit(1)
}
```

```swift note
struct ReadingRow: View {
    var body: some View {
        Text(reading.note)
            .font(.footnote)
            #if os(iOS)
            .↓lineLimit(1)
            #endif
    }
}
```

What a release build shows is judged, also behind a negated check or a
setting users may turn on:

```swift
Form {
    if !Bundle.main.isTestFlight {
        Text(storeSummary)
            .↓frame(height: 20)
    }
    if Bundle.main.isTestFlight != true {
        Text(storeSummary)
            .↓frame(height: 20)
    }
    if settings.isDebuggingEnabled {
        Text(networkLog)
            .↓frame(height: 20)
    }
}
```

A single line inside `ViewThatFits(in: .vertical)`, which picks a layout by
height alone:

```swift note
ViewThatFits(in: .vertical) {
    VStack {
        Text(relay.host)
            .↓lineLimit(1)
    }
    ScrollView {
        Text(relay.host)
            .↓lineLimit(1)
    }
}
```

A `.fixedSize` that lets only the height grow, and one on a stack whose
frame still sets the text's width:

```swift note
HStack {
    Text(rate.name)
        .↓lineLimit(1)
        .fixedSize(horizontal: false, vertical: true)
    VStack {
        Text(rate.detail)
            .↓lineLimit(1)
            .frame(maxWidth: 120)
    }
    .fixedSize()
}
```

A text held in a local constant, used where nothing makes it fit:

```swift note
struct PageTitle: View {
    let title: String

    var body: some View {
        let label = Text(title)
            .↓lineLimit(1)
        label
            .padding()
    }
}
```

## Does not trigger

The fallback of an availability check that names macOS alone runs only on
older Macs, which have no Dynamic Type (on every other platform the `*`
passes the check):

```swift
struct Countdown: View {
    let seconds: Int

    var body: some View {
        if #available(macOS 13.0, *) {
            Text("\(seconds) seconds left")
                .contentTransition(.numericText())
        } else {
            Text("\(seconds) seconds left")
                .lineLimit(1)
        }
    }
}
```

A text held in a local constant that shrinks to fit where it is used, and
one used only inside a group that sets a fixed-size font (that font is
`fixed-font-size`'s finding):

```swift
struct OneTimeCode: View {
    let code: String

    var body: some View {
        let digits = Text(code)
            .lineLimit(1)
        digits
            .font(.title)
            .minimumScaleFactor(0.5)
    }
}

struct CodeRow: View {
    let code: String
    let isPro: Bool

    var body: some View {
        Group {
            let view = Text(code)
                .lineLimit(1)
            if isPro {
                view
            } else {
                view.blur(radius: 6)
            }
        }
        .font(.system(size: 26).monospaced())
    }
}
```

A copy drawn for no one (`.hidden()`), kept to place a caret after the
typed text; and a stack whose one text has a fixed font, which never grows
(that font is `fixed-font-size`'s finding):

```swift
ZStack(alignment: .leading) {
    TextField("Search logs", text: $searchText)
    HStack(spacing: 0) {
        Text(searchText).lineLimit(1).hidden()
        BlinkingCursorView()
    }
    VStack {
        Text("Unable to browse apps due to network issues")
            .font(.system(size: 12, weight: .medium))
    }
    .frame(height: 38)
}
```

A section only debug and TestFlight builds show, asked while the app runs
(see [code the app never shows](README.md#views-the-app-never-shows)):

```swift
Form {
    if Bundle.main.isDebug || Bundle.main.isTestFlight {
        Section("Developers") {
            Text(nodeDatabaseSummary)
                .frame(height: 20)
        }
    }
}
```

A count on one line, in a badge:

```swift
Text("\(messagesCount)")
    .font(.caption)
    .padding(.horizontal, 4)
    .lineLimit(1)
```

A mask over a private key, which has its own label:

```swift
HStack {
    Text(String(repeating: "•", count: 63))
        .lineLimit(1)
        .accessibilityLabel("Private key")
    Spacer()
    Button("Copy", action: copyKey)
}
```

```swift
VStack {
    Text(workout.summary)
        .frame(minHeight: 40)
    Text(workout.title)
        .frame(height: 40)
        .minimumScaleFactor(0.5)
    Text(workout.detail)
        .fixedSize(horizontal: false, vertical: true)
        .frame(maxHeight: 200)
    Text(workout.caption)
        .lineLimit(1)
        .truncationMode(.middle)
    Text(workout.note)
        .lineLimit(3)
}
```

A single line laid out as wide as its words cuts nothing off:

```swift
HStack {
    Text(rate.name)
        .lineLimit(1)
        .fixedSize(horizontal: true, vertical: false)
    Text(rate.detail)
        .lineLimit(1)
        .fixedSize()
}
```

Text that does not grow: a fixed font (reported by `fixed-font-size`)
and a one-character bullet:

```swift
HStack {
    Text("•")
        .frame(height: 12)
    Text(widget.title)
        .font(.system(size: 11))
        .lineLimit(1)
}
```

A single line inside a `ViewThatFits`, or scaled by the enclosing view:

```swift
ViewThatFits {
    Text(reading.longTitle)
        .lineLimit(1)
    Text(reading.shortTitle)
}
VStack {
    Text(reading.title)
        .lineLimit(1)
}
.minimumScaleFactor(0.7)
```

A single line in a custom view used only inside a `ViewThatFits`, and a
redacted placeholder:

```swift
struct LongTitle: View {
    let title: String

    var body: some View {
        Text(title)
            .lineLimit(1)
    }
}

struct ItemHeader: View {
    var body: some View {
        ViewThatFits {
            LongTitle(title: item.longTitle)
            Text(item.shortTitle)
        }
        if isLoading {
            Text("Loading post title")
                .lineLimit(1)
                .redacted(reason: .placeholder)
        }
    }
}
```

A fixed font whose size is not visible, a fixed font set on the stack
around the texts, a font set through the app's own font modifier, and a
font constant whose name spells its size:

```swift
VStack {
    Text(author.name)
        .font(.system(size: theme.authorText.size, weight: .semibold))
        .lineLimit(1)
    VStack {
        Text(member.level)
            .frame(height: 16)
        Text(member.className)
            .frame(height: 16)
    }
    .font(.system(size: 12))
    Text(subreddit.name)
        .fontSize(14, .medium)
        .lineLimit(1)
    Text("Get started")
        .font(.body16Bold)
        .frame(height: 44)
    Text(account.abbreviation)
        .frame(width: 30, height: 30)
}
```

Short literals whose lines fit the frame, or one line, at the largest size,
and a stack of fixed-size texts (`fixed-font-size` reports their fonts):

```swift
VStack {
    Text("Verified!")
        .frame(height: 100)
    Text("No cover image")
        .frame(width: 350, height: 180)
    Text("Overview:")
        .font(.custom("FjallaOne-Regular", size: 16))
        .lineLimit(1)
    HStack {
        Text(badge.title)
            .font(.system(size: 12))
    }
    .frame(width: 110, height: 30)
}
```

A view that switches its layout for large text:

```swift
struct ChapterRow: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    let chapter: Chapter

    var body: some View {
        if typeSize >= .xxxLarge {
            VStack(alignment: .leading) {
                Text(chapter.title)
            }
        } else {
            HStack {
                Text(chapter.title)
                    .lineLimit(1)
            }
        }
    }
}
```

## How to fix

Let the height follow the text: `.frame(minHeight:)` instead of `height:`,
or no frame. For a single line, allow more lines where the text matters,
add `.minimumScaleFactor`, or offer a layout that fits (`ViewThatFits`).

A single line is sometimes the design: a list row's preview of a message
whose full text is one tap away. Say so in the code with an explicit
`.truncationMode(.tail)` next to `.lineLimit(1)`, or suppress the finding
with a comment that says why:

```swift
Text(message.preview)
    .lineLimit(1)
    .truncationMode(.tail) // the full message is one tap away
```

## Known limitations

- A frame on a view further out (a card holding the text) is not followed.
- Text inside custom views is judged where it is written, not where the
  view is framed.

## Standards

- WCAG 2.2 — 1.4.4 Resize Text; 1.4.10 Reflow.
"""##,
        "unlabeled-control": ##"""
# unlabeled-control

**Severity:** error · **Enabled by default:** yes · **WCAG:** 1.3.1, 2.4.6, 4.1.2

## What it flags

A TextField, SecureField, TextEditor, Toggle, Slider, Stepper, Picker,
DatePicker or ColorPicker with an empty title, empty label content or no
label, and no accessibility label.

A form control with no accessible name:

- `TextField("", …)`, `SecureField("", …)`, `Toggle("", …)`,
  `Picker("", …)`, `Stepper("", …)`, `DatePicker("", …)`,
  `ColorPicker("", …)` — an empty (or all-blank) title;
- `Toggle(isOn:) { EmptyView() }`, `Picker(selection:label: EmptyView())` —
  label content that is empty or only decoration;
- `TextEditor(text:)` and `Slider(value:)` with no label at all (a `Slider`'s
  trailing closure with a parameter is `onEditingChanged`, not a label);
- a `Menu` with an empty title or empty label content
  (`Menu("") { … }`, `Menu { … } label: { EmptyView() }`); a menu whose label
  is only an image is `button-image-only`'s;

unless an `.accessibilityLabel` names it, or an enclosing element speaks for
it (`LabeledContent`, a container that combines or ignores its children and
has a label, a hidden container). The finding sits on the control's name.

A non-empty title hidden with `.labelsHidden()` is fine: VoiceOver still
reads it. A `Picker` styled `.segmented`, `.inline`, `.radioGroup` or
`.palette` shows every option with its own name, so a missing group name is
left alone (precision first; name it anyway when the options need context).
A control that can never be used (`.disabled(true)` with a literal `true`,
`.allowsHitTesting(false)`, on it or on a view around it) is a placeholder
drawn for its looks, or a read-only display, and is not reported either.

## Why it matters

VoiceOver announces only the control's kind and value ("Switch button, off",
"50%, adjustable"), so users do not know what it sets; Voice Control users
cannot name it.

VoiceOver announces only what the control is and its value — "Switch button,
off", "Text field", "50%, adjustable" — so a blind user does not know what it
sets. Voice Control users cannot say "Tap Notifications" when nothing is
called that. Designs often drop the visible label; the accessible name must
stay.

## Triggers

A `.disabled(true)` written before an overlay does not reach the overlay's
control:

```swift
Text(summary)
    .disabled(true)
    .overlay {
        ↓Toggle("", isOn: $isPinned)
    }
```

```swift
HStack {
    ↓Menu {
        Button("Rename", action: rename)
        Button("Delete", role: .destructive, action: delete)
    } label: {
        EmptyView()
    }
    ↓Menu("") {
        Button("Export", action: export)
    }
}
```

```swift
Form {
    ↓TextField("", text: $name)
    ↓SecureField("", text: $password)
    ↓Toggle("", isOn: $notificationsOn)
    ↓Picker("", selection: $team) {
        ForEach(teams) { Text($0.name).tag($0) }
    }
}
```

```swift
VStack {
    ↓Slider(value: $volume, in: 0...1)
    ↓Slider(value: $volume) { editing in
        isEditing = editing
    }
    ↓TextEditor(text: $notes)
        .frame(height: 120)
}
```

```swift
Form {
    ↓Toggle(isOn: $isOn) {
        EmptyView()
    }
    ↓Picker(selection: $sort, label: EmptyView()) {
        Text("Name").tag(Sort.name)
    }
    ↓DatePicker(" ", selection: $kickoff)
    ↓ColorPicker("", selection: $kitColor)
    ↓Stepper("", value: $substitutions, in: 0...5)
}
```

```swift
.toolbar {
    ToolbarItem {
        ↓Toggle(isOn: $isLive) { }
            #if os(iOS)
            .toggleStyle(.button)
            #endif
    }
}
```

## Does not trigger

A control that can never be used (`.disabled(true)`), drawn behind the real
one as its placeholder:

```swift
ZStack(alignment: .topLeading) {
    if message.isEmpty {
        TextEditor(text: .constant("Message"))
            .disabled(true)
    }
    TextEditor(text: $message)
        .accessibilityLabel("Message")
}
```

Fields inside a view disabled as a whole show values, and are never edited:

```swift
VStack {
    ForEach(fixedArguments) { argument in
        TextField("", text: .constant(argument.string))
    }
    .disabled(true)
}
```

```swift
Form {
    TextField("Display name", text: $name)
    Toggle("Notifications", isOn: $notificationsOn)
        .labelsHidden()
    Picker("Team", selection: $team) {
        ForEach(teams) { Text($0.name).tag($0) }
    }
    .pickerStyle(.segmented)
    Slider(value: $volume, in: 0...1) {
        Text("Volume")
    }
    Stepper(value: $substitutions, in: 0...5) {
        Text("Substitutions: \(substitutions)")
    }
    DatePicker("Kick-off", selection: $kickoff)
    TextField(text: $query, prompt: Text("Search")) {
        Text("Search players")
    }
}
```

A control drawn inside another control's label is part of that control:
VoiceOver reads and activates the outer button as one element, named by the
text beside the inner control:

```swift
Button {
    isOn.toggle()
} label: {
    HStack {
        Toggle(isOn: $isOn, label: {})
            .toggleStyle(CheckboxToggleStyle())
        Text("I acknowledge the risks")
    }
}
```

```swift
VStack {
    TextEditor(text: $notes)
        .accessibilityLabel("Match notes")
    Slider(value: $volume)
        .accessibilityLabel("Volume")
    Toggle("", isOn: $isOn)
        .accessibilityLabel("Live updates")
}
```

```swift
Form {
    LabeledContent("Notes") {
        TextEditor(text: $notes)
    }
    Picker("", selection: $period) {
        Text("3 months").tag(3)
        Text("6 months").tag(6)
    }
    .pickerStyle(.segmented)
    VStack {
        Picker("", selection: $account) {
            Text("iCloud").tag(0)
            Text("Feedbin").tag(1)
        }
    }
    .pickerStyle(RadioGroupPickerStyle())
    TextField(title, text: $name)
    Toggle(isOn: $isOn) { TeamBadge(team) }
}
```

```swift
HStack {
    Text("Volume")
    Slider(value: $volume)
}
.accessibilityElement(children: .combine)
.accessibilityLabel("Volume")
```

A picker inside a `Menu` shows its options as the menu's items, each named by
its text; a graphical date picker's calendar names every day:

```swift
Menu {
    Picker("", selection: $sortOrder) {
        ForEach(SortOrder.allCases) { order in
            Text(order.title).tag(order)
        }
    }
} label: {
    Label("Sort", systemImage: "arrow.up.arrow.down")
}
DatePicker("", selection: $day, displayedComponents: .date)
    .datePickerStyle(.graphical)
```

## How to fix

Give the control a title (hide it on screen with .labelsHidden() if the design
needs to) or add .accessibilityLabel("…").

Keep a title even when the design hides it:

```swift
Toggle("Notifications", isOn: $notificationsOn)
    .labelsHidden()

Slider(value: $volume, in: 0...1) {
    Text("Volume")
}
```

or name the control directly:

```swift
TextEditor(text: $notes)
    .accessibilityLabel("Match notes")
```

## Known limitations

- A title held in a variable or built by a function is assumed not to be
  empty.
- Label content that is a custom view, or only images, is assumed to name
  the control (icon-only buttons are `button-image-only`'s finding).
- A label placed next to the control (`HStack { Text("Volume"); Slider(…) }`)
  does not name it for VoiceOver, but is still a label for sighted users; the
  control is reported unless the stack combines its children with a label.

## Standards

- WCAG 2.2 — 1.3.1 Info and Relationships; 2.4.6 Headings and Labels; 4.1.2
  Name, Role, Value.
"""##,
        "unused-suppression": ##"""
# unused-suppression

**Severity:** warning · **Enabled by default:** yes · **WCAG:** —

## What it flags

An a11y-lint:disable… comment that silences no finding of the rule it names.

An `a11y-lint:` suppression comment naming a rule that it silences nothing
of: `disable:next RULE` with no finding of RULE on the next line,
`disable:this RULE` with none on its own line, a `disable RULE` … `enable
RULE` region without one, a `disable-file RULE` in a file without one. Each
unused rule name is reported once, on the comment. Rules switched off in the
configuration are not counted as unused.

## Why it matters

Stale suppressions pile up: once the code is fixed or moved, the comment
silently hides the next real gap on that line.

## Triggers

```swift
VStack {
    ↓// a11y-lint:disable:next image-missing-label -- the logo is decorative
    Text("Scores")
}
```

```swift
↓// a11y-lint:disable-file tap-gesture-not-button
Button("Save", action: save)
Text("Total")  ↓// a11y-lint:disable:this label-contains-role
```

```swift
↓// a11y-lint:disable image-missing-label, hint-wording
VStack {
    Image("pitch_background")
}
// a11y-lint:enable image-missing-label, hint-wording
```

## Does not trigger

```swift
VStack {
    // a11y-lint:disable:next image-missing-label -- decorative, reviewed with design
    Image("pitch_background")
    Text("Lineup")
}
```

```swift
// a11y-lint:disable-file tap-gesture-not-button -- rows are buttons through the RowStyle helper
VStack {
    Text("Alex").onTapGesture { select() }
}
```

```swift
VStack {
    Image("a") // a11y-lint:disable:this image-missing-label
    // a11y-lint:disable image-missing-label
    Image("b")
    Image("c")
    // a11y-lint:enable image-missing-label
    Text("Done")
}
```

## How to fix

Remove the comment, or the rule name that is no longer needed.

## Known limitations

- A directive for a rule that did not run (switched off, or not selected) is
  not reported.

## Standards

- None: this keeps the other rules' findings honest.
"""##,
    ]
}
