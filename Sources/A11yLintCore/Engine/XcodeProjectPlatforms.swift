/// What the Xcode projects in a folder (`*.xcodeproj/project.pbxproj`) say
/// about where the code beside and below them runs, read from the build
/// settings of their targets (a target's setting, else its project's, for
/// the same configuration): a folder whose every target builds only for
/// macOS or tvOS (`SDKROOT` and `SUPPORTED_PLATFORMS` name only `macosx`
/// or `appletvos`) is Mac or TV code, and the lowest of its targets'
/// `IPHONEOS_DEPLOYMENT_TARGET` is the oldest iOS it supports.
/// A target whose SDK no project file sets (it is kept in an `.xcconfig`)
/// says nothing about macOS.
enum XcodeProjectPlatforms {
    /// The platforms the projects in `directory` build for, or nil when it holds none.
    static func platforms(in directory: String) -> FilePlatforms? {
        guard let names = FileDiscovery.listFolder(directory) else { return nil }
        var projects: [Project] = []
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let path = FileDiscovery.join(directory, name) + "/project.pbxproj"
            guard case .bytes(let bytes) = FileReader.read(path, maxSize: 64 << 20) else { continue }
            projects.append(Project(bytes))
        }
        guard !projects.isEmpty else { return nil }
        let targets = projects.flatMap(\.targetSettings)
        let isMacOnly = !targets.isEmpty && targets.allSatisfy { !$0.sdks.isEmpty && $0.sdks.isSubset(of: nonTouchSDKs) }
        return FilePlatforms(isMacOnly: isMacOnly, iOSMinimum: targets.compactMap(\.iOSMinimum).min())
    }

    /// The SDKs of platforms with neither touch nor Dynamic Type.
    static let nonTouchSDKs: Set<String> = ["macosx", "appletvos", "appletvsimulator"]

    /// The platform settings of one build configuration.
    struct Settings: Equatable {
        /// Every SDK named by `SDKROOT` or `SUPPORTED_PLATFORMS` (`auto` included).
        var sdks: Set<String> = []
        /// `IPHONEOS_DEPLOYMENT_TARGET`.
        var iOSMinimum: OSVersion?

        /// The target's own settings, else its project's.
        func over(_ project: Settings?) -> Settings {
            Settings(sdks: sdks.isEmpty ? project?.sdks ?? [] : sdks, iOSMinimum: iOSMinimum ?? project?.iOSMinimum)
        }
    }

    /// A project file as Xcode writes it: one object per `ID /* comment */ = {`
    /// block, one setting per line.
    struct Project {
        /// Each build configuration's settings, by object ID.
        private(set) var configurations: [Substring: Settings] = [:]
        /// Each configuration's name (`Debug`), by object ID.
        private(set) var configurationNames: [Substring: Substring] = [:]
        /// The configuration IDs of the project's own list, and of each target's.
        private(set) var projectConfigurations: [Substring] = []
        private(set) var targetConfigurations: [[Substring]] = []

        init(_ bytes: [UInt8]) {
            let text = String(decoding: bytes, as: UTF8.self)
            var path: [Substring] = []   // the keys of the open `… = {` blocks
            var listItems: [Substring]?  // inside `buildConfigurations = ( … )`
            var lists: [(key: Substring, items: [Substring])] = []
            var testTargets = Set<Substring>()   // test bundles' targets
            var listOfTarget: [Substring: Substring] = [:]
            for rawLine in text.split(separator: "\n") {
                let line = rawLine.trimmingSpaces
                if var items = listItems {
                    if line.hasPrefix(")") {
                        lists.append((path.last ?? "", items))
                        listItems = nil
                    } else if let id = line.split(separator: " ").first {
                        items.append(id.hasSuffix(",") ? id.dropLast() : id)
                        listItems = items
                    }
                    continue
                }
                if line.hasSuffix("= {") {
                    path.append(line.dropLast(3).trimmingSpaces)
                } else if line == "{" {
                    path.append("")
                } else if line == "};" || line == "}" {
                    _ = path.popLast()
                } else if line.hasPrefix("buildConfigurations = (") {
                    listItems = []
                } else if path.count == 4, path[3] == "buildSettings", let id = path[2].split(separator: " ").first {
                    record(line, in: id)
                } else if path.count == 3, let id = path[2].split(separator: " ").first {
                    if line.hasPrefix("name = ") {
                        configurationNames[id] = line.dropFirst(7).dropLast(line.hasSuffix(";") ? 1 : 0).filter { $0 != "\"" }[...]
                    } else if line.hasPrefix("productType = "), line.contains("test") {
                        testTargets.insert(id)
                    } else if line.hasPrefix("buildConfigurationList = "), let list = line.dropFirst(25).split(separator: " ").first {
                        listOfTarget[id] = list
                    }
                }
            }
            // A test bundle (`productType = "com.apple.product-type.bundle.unit-test"`) ships nothing.
            let testLists = Set(testTargets.compactMap { listOfTarget[$0] })
            for list in lists where !testLists.contains(list.key.split(separator: " ").first ?? "") {
                if list.key.contains("PBXProject") {
                    projectConfigurations += list.items
                } else {
                    targetConfigurations.append(list.items)
                }
            }
        }

        /// The settings each target builds with, one per target and
        /// configuration; the project's own when it lists no targets.
        var targetSettings: [Settings] {
            let project = Dictionary(projectConfigurations.map { (configurationNames[$0] ?? "", configurations[$0] ?? Settings()) },
                                     uniquingKeysWith: { first, _ in first })
            guard !targetConfigurations.isEmpty else { return Array(project.values) }
            return targetConfigurations.joined().map { id in
                (configurations[id] ?? Settings()).over(project[configurationNames[id] ?? ""])
            }
        }

        private mutating func record(_ line: Substring, in configuration: Substring) {
            guard let equals = line.firstIndex(of: "=") else { return }
            let name = line[..<equals].trimmingSpaces
            var value = line[line.index(after: equals)...].trimmingSpaces
            if value.last == ";" { value = value.dropLast() }
            value = Substring(value.filter { $0 != "\"" })
            switch name {
            case "SDKROOT", "SUPPORTED_PLATFORMS":
                configurations[configuration, default: Settings()].sdks.formUnion(value.split(separator: " ").map(String.init))
            case "IPHONEOS_DEPLOYMENT_TARGET":
                configurations[configuration, default: Settings()].iOSMinimum = OSVersion(value)
            default:
                break
            }
        }
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
