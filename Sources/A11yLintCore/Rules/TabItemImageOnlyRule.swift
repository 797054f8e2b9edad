import A11yLintSyntax

/// `tab-item-image-only`: a tab whose `.tabItem` shows only an image.
public struct TabItemImageOnlyRule: ViewRule {
    public static let descriptor = RuleDescriptor(
        id: "tab-item-image-only",
        name: "Tab item with only an image",
        defaultSeverity: .error,
        wcag: ["1.1.1", "2.4.6", "4.1.2"])

    public static let interest: ViewInterest = .views(modifiersNamed: ["tabItem"])

    public static func check(_ view: ViewContext, _ findings: inout FindingSink) {
        let facts = view.facts
        guard let modifier = facts.modifier(of: view.node, named: "tabItem"), let content = modifier.arguments.first,
              case .images(let images) = facts.contentNaming(of: content.raw.value), !images.isEmpty,
              !Self.isPage(view), !Self.isOutsideATabView(view) else { return }
        findings.report(Self.self, Self.message, at: modifier.nameToken, of: view)
    }

    /// A page of a paging `TabView` (`.tabViewStyle(.page)`,
    /// `PageTabViewStyle()`): there is no tab bar, and the page dots are read
    /// as "page 2 of 3" whatever the tab item shows.
    static func isPage(_ view: ViewContext) -> Bool {
        guard let tabView = view.ancestors.last(where: { view.facts.viewName($0.node) == "TabView" }),
              let style = view.facts.firstArgument(ofModifier: "tabViewStyle", on: tabView.node) else { return false }
        return style.isNamed(oneOf: ["page", "PageTabViewStyle"])
    }
}

extension TabItemImageOnlyRule {
    /// A view given `.tabItem` in a stack, not a `TabView` (tabs drawn by
    /// the app, switched by opacity): SwiftUI shows no tab bar, so the tab
    /// item is never shown. `ForEach` and `Group` pass their views on; a
    /// view with nothing around it in its declaration (a custom view's
    /// body) may be placed in a `TabView` elsewhere and is judged.
    static func isOutsideATabView(_ view: ViewContext) -> Bool {
        for ancestor in view.ancestors.reversed() {
            guard ancestor.modifier < 0, let name = view.facts.viewName(ancestor.node) else { return false }
            if name == "ForEach" || name == "Group" { continue }
            return ViewCatalog.plainContainers.contains(name)
        }
        return false
    }

    static let message = "Tab item shows only an image: the tab has no name for VoiceOver or Voice Control; "
        + "use Label(\"…\", systemImage: …) or add a Text with the tab's title"
}
