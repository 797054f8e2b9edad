import A11yLintCore

/// Generates realistic SwiftUI and UIKit source: views with nested stacks,
/// buttons with image labels (labelled or not), long modifier chains, string
/// interpolation, multi-line and raw strings, regex literals, comments, `#if`
/// blocks, extensions and classes. Accessibility gaps are left at about four
/// findings per thousand lines: several times the rate measured on six
/// open-source apps, so the reporting cost is not understated.
struct CorpusGenerator {
    private var random: SeededGenerator
    private var counter = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// Files of roughly 4–12 KB until `bytes` bytes are generated, handed
    /// one at a time to `body` (so no more than one file's text is held as a String).
    mutating func corpus(bytes: Int, _ body: (_ name: String, _ text: String) throws -> Void) rethrows {
        var total = 0
        while total < bytes {
            counter += 1
            let text = file(index: counter)
            total += text.utf8.count
            try body("Generated\(counter).swift", text)
        }
    }

    private mutating func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &random)]
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private mutating func file(index: Int) -> String {
        var text = "// Generated\(index).swift\n// Copyright © 2026 Example. All rights reserved.\n\nimport SwiftUI\n"
        if chance(30) { text += "import UIKit\n" }
        text += "\n"
        let parts = Int.random(in: 2...5, using: &random)
        for part in 0..<parts {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6: text += viewStruct("Screen\(index)x\(part)")
            case 6..<8: text += uikitClass("Cell\(index)x\(part)")
            default: text += modelExtension("Model\(index)x\(part)")
            }
            text += "\n"
        }
        return text
    }

    private mutating func viewStruct(_ name: String) -> String {
        var text = "/// Shows \(name.lowercased()) with its details.\nstruct \(name)View: View {\n"
        text += "    @State private var isOn = false\n    @State private var count = \(Int.random(in: 0...99, using: &random))\n"
        text += "    @Environment(\\.dismiss) private var dismiss\n    let items: [Item]\n\n"
        text += "    var body: some View {\n        NavigationStack {\n"
        text += stack(depth: 0, indent: 12)
        text += "            .navigationTitle(\"\(name)\")\n"
        text += "            .toolbar {\n                ToolbarItem(placement: .primaryAction) {\n"
        text += button(indent: 20)
        text += "                }\n            }\n        }\n    }\n"
        if chance(60) {
            text += "\n    @ViewBuilder\n    private func row(_ item: Item) -> some View {\n"
            text += "        HStack(spacing: 8) {\n" + element(depth: 2, indent: 12) + element(depth: 2, indent: 12) + "        }\n    }\n"
        }
        return text + "}\n"
    }

    private mutating func stack(depth: Int, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var text = pad + pick(["VStack(alignment: .leading, spacing: 12) {", "HStack {", "ZStack(alignment: .topLeading) {",
                               "ScrollView {", "List {", "Form {", "LazyVStack(spacing: 0) {"]) + "\n"
        for _ in 0..<Int.random(in: 2...5, using: &random) {
            text += depth < 3 && chance(35) ? stack(depth: depth + 1, indent: indent + 4) : element(depth: depth, indent: indent + 4)
        }
        text += pad + "}\n" + modifiers(indent: indent + 4, count: Int.random(in: 0...3, using: &random))
        return text
    }

    private mutating func element(depth: Int, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1:
            return pad + "Text(\"\(pick(["Welcome back", "Total", "Score", "Résumé", "Ready? 🎉"])) \\(count) of \\(items.count)\")\n"
                + modifiers(indent: indent + 4, count: Int.random(in: 1...6, using: &random))
        case 2, 3:
            return button(indent: indent)
        case 4:
            let label = chance(85) ? pad + "    .accessibilityLabel(\"Profile photo\")\n" : ""
            return pad + "Image(\(pick(["\"ic_profile\"", "systemName: \"star.fill\"", "decorative: \"background\"", "uiImage: avatar"])))\n"
                + modifiers(indent: indent + 4, count: Int.random(in: 1...4, using: &random)) + label
        case 5:
            let trait = chance(93) ? pad + "        .accessibilityAddTraits(.isButton)\n" : ""
            return pad + "ForEach(items) { item in\n" + pad + "    row(item)\n" + pad + "        .onTapGesture { select(item) }\n" + trait + pad + "}\n"
        case 6:
            return pad + "if isOn {\n" + pad + "    Text(\"On\")\n" + pad + "} else {\n" + pad + "    ProgressView()\n" + pad + "}\n"
        case 7:
            return pad + "Toggle(\"Notifications\", isOn: $isOn)\n" + pad + "#if os(iOS)\n" + pad + "    .toggleStyle(.switch)\n"
                + pad + "#endif\n" + pad + "    .padding(.horizontal)\n"
        case 8:
            return pad + "Text(#\"Raw \"quoted\" \\d+ text\"#)\n" + pad + "    .font(.caption)\n"
        case 9:
            return pad + "NavigationLink(destination: DetailView(item: items.first)) {\n" + pad + "    Label(\"Details\", systemImage: \"info.circle\")\n" + pad + "}\n"
        case 10:
            return pad + "/* A block comment /* nested */ before a view */\n" + pad + "Divider()\n"
        default:
            return pad + "Text(\"\"\"\n" + pad + "    A longer description that spans\n" + pad + "    several lines with \\(count) items.\n" + pad + "    \"\"\")\n"
        }
    }

    private mutating func button(indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let image = pick(["Image(\"ic_close\")", "Image(systemName: \"plus\")", "Image(systemName: \"gearshape\")\n\(pad)        .imageScale(.large)"])
        var text = pad + pick(["Button(action: { dismiss() }) {", "Button {\n\(pad)    count += 1\n\(pad)} label: {"]) + "\n"
        text += pad + "    " + image + "\n" + pad + "}\n"
        if chance(93) { text += pad + ".accessibilityLabel(\"\(pick(["Close", "Add", "Settings"]))\")\n" }
        return text
    }

    private mutating func modifiers(indent: Int, count: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var text = ""
        for _ in 0..<count {
            text += pad + pick([".padding()", ".font(.headline)", ".foregroundStyle(.secondary)", ".frame(maxWidth: .infinity, alignment: .leading)",
                                ".background(Color.blue.opacity(0.1))", ".clipShape(RoundedRectangle(cornerRadius: 12))",
                                ".lineLimit(2)", ".accessibilityAddTraits(.isHeader)", ".opacity(isOn ? 1 : 0.5)",
                                ".animation(.easeInOut(duration: 0.2), value: isOn)"]) + "\n"
        }
        return text
    }

    private mutating func uikitClass(_ name: String) -> String {
        """
        final class \(name): UITableViewCell {
            private let titleLabel = UILabel()
            private let iconView = UIImageView(image: UIImage(named: "ic_row"))

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(titleLabel)
                contentView.addSubview(iconView)
                iconView.isAccessibilityElement = \(chance(50) ? "true" : "false")
                titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
                titleLabel.adjustsFontForContentSizeCategory = true
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            func configure(with item: Item) {
                titleLabel.text = "\\(item.title) – \\(item.subtitle ?? "none")"
                accessibilityTraits = item.isSelected ? [.button, .selected] : .button
                let ratio = Double(item.count) / 2.0
                layer.cornerRadius = CGFloat(ratio) * 0.5
            }
        }

        """
    }

    private mutating func modelExtension(_ name: String) -> String {
        """
        struct \(name): Identifiable, Hashable {
            let id = UUID()
            var title: String
            var value: Double = 0x1.8p3 + 1_000.5e-2
        }

        extension \(name) {
            static let pattern = /(?<key>[a-z]+)=(?<value>\\d+)/
            static let template = \"\"\"
                Dear \\(name),
                your total is \\(String(format: "%.2f", 12.5)).
                \"\"\"
            #if DEBUG
            static let preview = \(name)(title: #"Preview "item""#)
            #else
            static let preview = \(name)(title: "Item")
            #endif

            func matches(_ text: String) -> Bool {
                text.contains(Self.pattern) && title.count / 2 > 1
            }
        }

        """
    }
}
