/// What the Xcode projects in a folder (`*.xcodeproj/project.pbxproj`) say
/// about where the code beside and below them runs, read from the build
/// settings of their targets, each setting the target's own, else its
/// project's for the same configuration (test bundles left out): a folder
/// whose every target builds only for macOS or tvOS (its `SDKROOT` and
/// `SUPPORTED_PLATFORMS` name only `macosx` or `appletvos`) is Mac or TV
/// code, and the lowest `IPHONEOS_DEPLOYMENT_TARGET` of the targets that
/// may build for iOS is the oldest iOS it supports. A setting a target
/// leaves to an `.xcconfig` file (`baseConfigurationReference`), which is
/// not read, is unknown: such a target may build for iOS, and when it may,
/// the folder's oldest iOS is unknown too.
enum XcodeProjectPlatforms {
    /// The platforms the projects in `directory` build for, or nil when it
    /// holds none; a project that cannot be read says nothing (`FilePlatforms()`).
    static func platforms(in directory: String) -> FilePlatforms? {
        guard let names = FileDiscovery.listFolder(directory) else { return nil }
        var projects: [Project] = []
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let path = FileDiscovery.join(directory, name) + "/project.pbxproj"
            guard case .bytes(let bytes) = FileReader.read(path, maxSize: 64 << 20) else { return FilePlatforms() }
            projects.append(Project(bytes))
        }
        guard !projects.isEmpty else { return nil }
        let targets = projects.flatMap(\.targetSettings)
        let isMacOnly = !targets.isEmpty && targets.allSatisfy { !$0.mayBuildForTouch }
        let iOSTargets = targets.filter(\.mayBuildForTouch)
        let minimums = iOSTargets.map(\.iOSMinimum)
        let iOSMinimum = minimums.contains(where: { $0 == nil }) ? nil : minimums.compactMap { $0 }.min()
        return FilePlatforms(isMacOnly: isMacOnly, iOSMinimum: iOSMinimum)
    }

    /// The SDKs of platforms with neither touch nor Dynamic Type.
    static let nonTouchSDKs: Set<String> = ["macosx", "appletvos", "appletvsimulator"]

    /// The platform settings of one build configuration, each nil when it does not set it.
    struct Settings: Equatable {
        var sdkRoot: Set<String>?
        var supportedPlatforms: Set<String>?
        var iOSMinimum: OSVersion?
        /// It takes settings from an `.xcconfig` file, which may set what it does not.
        var hasConfigurationFile = false

        /// Each setting the target's own; else, unless an `.xcconfig` file may
        /// set it, its project's. A setting still missing is unknown.
        func over(_ project: Settings?) -> Settings {
            let inherited = hasConfigurationFile ? nil : project
            return Settings(sdkRoot: sdkRoot ?? inherited?.sdkRoot, supportedPlatforms: supportedPlatforms ?? inherited?.supportedPlatforms,
                            iOSMinimum: iOSMinimum ?? inherited?.iOSMinimum)
        }

        /// Whether it may build for a touch platform: its SDK is unknown, or
        /// it or the supported platforms name one that is not macOS or tvOS.
        /// (Supported platforms no project file sets follow the SDK, as
        /// Xcode's default does; an `.xcconfig` file that adds some is not seen.)
        var mayBuildForTouch: Bool {
            guard let sdkRoot else { return true }
            return !sdkRoot.union(supportedPlatforms ?? []).isSubset(of: XcodeProjectPlatforms.nonTouchSDKs)
        }
    }

    /// A project file as Xcode writes it: one object per `ID /* comment */ = {`
    /// block, one setting per line. Read as bytes: a large app's file holds
    /// tens of thousands of lines, few of which matter here.
    struct Project {
        /// Each build configuration's settings, by object ID.
        private(set) var configurations: [String: Settings] = [:]
        /// Each configuration's name (`Debug`), by object ID.
        private(set) var configurationNames: [String: String] = [:]
        /// The configuration IDs of the project's own list, and of each target's.
        private(set) var projectConfigurations: [String] = []
        private(set) var targetConfigurations: [[String]] = []

        init(_ bytes: [UInt8]) {
            let text = ProjectText(bytes: bytes)
            var path: [Range<Int>] = []   // the keys of the open `… = {` blocks
            var listItems: [String]?      // inside `buildConfigurations = ( … )`
            var lists: [(id: String, items: [String])] = []
            var testTargets = Set<String>()   // test bundles' targets
            var projectObjects = Set<String>()
            var listOfTarget: [String: String] = [:]   // each target's (or project's) configuration list
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = text.trimmed(start..<end)
                start = end + 1
                if var items = listItems {
                    if text.has(line, prefix: ")") {
                        lists.append((path.last.map { text.firstWord(of: $0) } ?? "", items))
                        listItems = nil
                    } else {
                        items.append(text.firstWord(of: line, dropping: ","))
                        listItems = items
                    }
                    continue
                }
                if text.has(line, suffix: "= {") {
                    path.append(text.trimmed(line.lowerBound..<(line.upperBound - 3)))
                } else if text.is(line, "{") {
                    path.append(line.lowerBound..<line.lowerBound)
                } else if text.is(line, "};") || text.is(line, "}") {
                    _ = path.popLast()
                } else if text.has(line, prefix: "buildConfigurations = (") {
                    listItems = []
                } else if path.count == 4, text.is(path[3], "buildSettings") {
                    record(line, of: text, in: text.firstWord(of: path[2]))
                } else if path.count == 3 {
                    if let value = text.value(of: line, named: "name = ") {
                        configurationNames[text.firstWord(of: path[2])] = value
                    } else if let value = text.value(of: line, named: "productType = "), value.contains("test") {
                        testTargets.insert(text.firstWord(of: path[2]))
                    } else if text.is(line, "isa = PBXProject;") {
                        projectObjects.insert(text.firstWord(of: path[2]))
                    } else if let value = text.value(of: line, named: "buildConfigurationList = ") {
                        listOfTarget[text.firstWord(of: path[2])] = String(value.prefix { $0 != " " })
                    } else if text.value(of: line, named: "baseConfigurationReference = ") != nil {
                        configurations[text.firstWord(of: path[2]), default: Settings()].hasConfigurationFile = true
                    }
                }
            }
            // A test bundle (`productType = "com.apple.product-type.bundle.unit-test"`) ships nothing.
            let testLists = Set(testTargets.compactMap { listOfTarget[$0] })
            let projectLists = Set(projectObjects.compactMap { listOfTarget[$0] })
            for list in lists where !testLists.contains(list.id) {
                if projectLists.contains(list.id) {
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

        private mutating func record(_ line: Range<Int>, of text: ProjectText, in configuration: String) {
            let sdks = { (value: String) in Set(value.split(separator: " ").map(String.init)) }
            if let value = text.value(of: line, named: "SDKROOT = ") {
                configurations[configuration, default: Settings()].sdkRoot = sdks(value)
            } else if let value = text.value(of: line, named: "SUPPORTED_PLATFORMS = ") {
                configurations[configuration, default: Settings()].supportedPlatforms = sdks(value)
            } else if let value = text.value(of: line, named: "IPHONEOS_DEPLOYMENT_TARGET = ") {
                configurations[configuration, default: Settings()].iOSMinimum = OSVersion(Substring(value))
            }
        }
    }
}

/// The bytes of a project file, with what its lines are asked; lines are byte ranges.
private struct ProjectText {
    let bytes: [UInt8]

    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 || bytes[upper - 1] == 0x0D { upper -= 1 }
        return lower..<upper
    }

    func has(_ line: Range<Int>, prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard line.count >= count else { return false }
        return (0..<count).allSatisfy { bytes[line.lowerBound + $0] == prefix.utf8Start[$0] }
    }

    func has(_ line: Range<Int>, suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard line.count >= count else { return false }
        return (0..<count).allSatisfy { bytes[line.upperBound - count + $0] == suffix.utf8Start[$0] }
    }

    func `is`(_ line: Range<Int>, _ text: StaticString) -> Bool {
        line.count == text.utf8CodeUnitCount && has(line, prefix: text)
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text up to the first space (an object ID), without a trailing `dropping` byte.
    func firstWord(of line: Range<Int>, dropping last: Unicode.Scalar? = nil) -> String {
        var end = bytes[line].firstIndex(of: 0x20) ?? line.upperBound
        if let last, end > line.lowerBound, bytes[end - 1] == UInt8(ascii: last) { end -= 1 }
        return string(line.lowerBound..<end)
    }

    /// The value of `NAME = value;` when the line starts with `name` (`"NAME = "`), quotes dropped.
    func value(of line: Range<Int>, named name: StaticString) -> String? {
        guard has(line, prefix: name) else { return nil }
        var value = line.lowerBound + name.utf8CodeUnitCount..<line.upperBound
        if has(value, suffix: ";") { value = value.lowerBound..<(value.upperBound - 1) }
        return string(value).filter { $0 != "\"" }
    }
}
