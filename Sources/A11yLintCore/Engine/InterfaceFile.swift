/// What a file of the run is to the classes Interface Builder makes.
public enum InterfaceFile: Sendable {
    /// A Swift file.
    case none
    /// A storyboard or nib, read.
    case interfaceBuilder
    /// A property list or Objective-C source, read.
    case other
    /// One that could not be read.
    case unread

    static let interfaceBuilderSuffixes = [".storyboard", ".xib"]
    /// The file names of such files.
    static let suffixes = interfaceBuilderSuffixes + [".plist", ".m", ".mm", ".h"]

    static func isInterfaceFile(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    static func isInterfaceBuilderFile(_ name: String) -> Bool {
        interfaceBuilderSuffixes.contains { name.hasSuffix($0) }
    }
}
