import Foundation

/// A mistake in a configuration file, named by file and key path.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Finds and reads `.a11y-lint.json`. JSON is parsed by Foundation; every
/// key, rule id, severity, option, component and glob is checked, and a
/// mistake names the file, the key path and the valid choices.
public enum ConfigurationLoader {
    static let topLevelKeys = ["rules", "include", "exclude", "components", "failOn"]

    /// The nearest `.a11y-lint.json` in `directory` or a parent, stopping at
    /// the repository root (the folder holding `.git`).
    public static func find(from directory: String) -> String? {
        var folder = PathNormalizer.absolute(directory, cwd: FileManager.default.currentDirectoryPath)
        while true {
            let candidate = PathNormalizer.asFolder(folder) + Configuration.fileName
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            if folder == "/" || FileManager.default.fileExists(atPath: PathNormalizer.asFolder(folder) + ".git") { return nil }
            folder = PathNormalizer.absolute("..", cwd: folder)
        }
    }

    public static func load(path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(message: "\(path): cannot read the configuration file")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError(message: "\(path): not valid JSON (\(describe(error)))")
        }
        guard let root = object as? [String: Any] else {
            throw ConfigurationError(message: "\(path): the configuration must be a JSON object")
        }
        let absolute = PathNormalizer.absolute(path, cwd: FileManager.default.currentDirectoryPath)
        var configuration = Configuration(directory: (absolute as NSString).deletingLastPathComponent, source: path)
        let fail = { (keyPath: String, problem: String) in ConfigurationError(message: "\(path): \(keyPath): \(problem)") }

        for key in root.keys.sorted() where !topLevelKeys.contains(key) {
            throw fail(key, "unknown key; valid keys: \(topLevelKeys.joined(separator: ", "))")
        }
        if let rules = root["rules"] {
            guard let rules = rules as? [String: Any] else { throw fail("rules", "must be an object of rule ids") }
            for id in rules.keys.sorted() {
                configuration.rules[id] = try ruleSetting(id, rules[id]!, fail)
            }
        }
        configuration.include = try globs("include", root["include"], fail)
        configuration.exclude = try globs("exclude", root["exclude"], fail)
        if let components = root["components"] {
            guard let components = components as? [String: Any] else { throw fail("components", "must be an object") }
            let known = ViewCatalog.knownNames
            for name in components.keys.sorted() {
                guard let view = components[name] as? String, known.contains(view) || view == ViewCatalog.off else {
                    throw fail("components.\(name)", "\(quoted(components[name]!)) is not a view a11y-lint knows; "
                               + "expected one of: \(known.sorted().joined(separator: ", ")), or \"off\"")
                }
                configuration.components[name] = view
            }
        }
        if let failOn = root["failOn"] {
            guard let text = failOn as? String, let level = FailLevel(rawValue: text) else {
                throw fail("failOn", "\(quoted(failOn)) is not a level; expected one of: "
                           + FailLevel.allCases.map(\.rawValue).joined(separator: ", "))
            }
            configuration.failOn = level
        }
        return configuration
    }

    private static func ruleSetting(_ id: String, _ value: Any,
                                    _ fail: (String, String) -> ConfigurationError) throws -> RuleSetting {
        guard let rule = RuleRegistry.descriptor(for: id) else {
            let ids = RuleRegistry.descriptors.map(\.id).joined(separator: ", ")
            throw fail("rules.\(id)", "unknown rule; valid rules: \(ids)")
        }
        if let severity = value as? String { return try setting(severity, "rules.\(id)", fail) }
        guard let object = value as? [String: Any] else {
            throw fail("rules.\(id)", "must be a severity (error, warning, note, off) or an object")
        }
        let valid = ["severity"] + rule.options.map(\.name)
        var result = RuleSetting()
        for key in object.keys.sorted() {
            let keyPath = "rules.\(id).\(key)"
            if key == "severity" {
                guard let text = object[key] as? String else { throw fail(keyPath, "must be a string") }
                let severity = try setting(text, keyPath, fail)
                result.severity = severity.severity
                result.isOff = severity.isOff
            } else if let option = rule.options.first(where: { $0.name == key }) {
                guard let value = optionValue(object[key] as Any), value.hasSameKind(as: option.defaultValue) else {
                    throw fail(keyPath, "must be \(option.defaultValue.kindDescription)")
                }
                result.options[key] = value
            } else {
                throw fail(keyPath, "unknown key; valid keys: \(valid.joined(separator: ", "))")
            }
        }
        return result
    }

    /// A JSON value read by Foundation as a rule option value, if it is one
    /// (a whole number also reads as a number where a number is wanted).
    static func optionValue(_ value: Any) -> RuleOptionValue? {
        if let list = value as? [Any] { return (list as? [String]).map(RuleOptionValue.strings) }
        // JSON booleans come as numbers of type char: not a number here.
        guard !(value is Bool) || value is Int, let number = value as? NSNumber,
              String(cString: number.objCType) != "c" else { return nil }
        if let whole = Int(exactly: number.doubleValue), !"\(number)".contains(".") { return .integer(whole) }
        return .number(number.doubleValue)
    }

    private static func setting(_ text: String, _ keyPath: String,
                                _ fail: (String, String) -> ConfigurationError) throws -> RuleSetting {
        if text == "off" { return RuleSetting(isOff: true) }
        guard let severity = Severity(rawValue: text) else {
            throw fail(keyPath, "\"\(text)\" is not a severity; expected one of: error, warning, note, off")
        }
        return RuleSetting(severity: severity)
    }

    private static func globs(_ key: String, _ value: Any?, _ fail: (String, String) -> ConfigurationError) throws -> [Glob] {
        guard let value else { return [] }
        guard let list = value as? [Any] else { throw fail(key, "must be a list of glob patterns") }
        return try list.enumerated().map { index, item in
            guard let pattern = item as? String else { throw fail("\(key)[\(index)]", "must be a string") }
            do {
                return try Glob(pattern)
            } catch let invalid as Glob.Invalid {
                throw fail("\(key)[\(index)]", "bad glob \"\(pattern)\": \(invalid.reason)")
            }
        }
    }

    private static func quoted(_ value: Any) -> String {
        value is String ? "\"\(value)\"" : "\(value)"
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
