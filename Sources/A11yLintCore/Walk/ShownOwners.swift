/// The names a file mentions inside code the app may leave unshown, and
/// the owners (innermost type, innermost function) that code sits in.
public struct OwnedMentions: Sendable {
    let owners: [UnshownOwner]
    /// The names each owner is mentioned by (`UnshownOwner.keys`), in the owners' order.
    let keys: [[UInt64]]
    /// Sorted, each once.
    var names: [UInt64] = []

    init(owners: [UnshownOwner]) {
        self.owners = owners
        keys = owners.map(\.keys)
    }
}

/// Which owners (`UnshownOwners`) an app shows: those some shown code
/// names. Code outside every owner is shown; so is the code of an owner
/// once it is shown (a screen named only by a debug menu that nothing shows
/// is not), and a class a storyboard could make while the run does not
/// know every storyboard. Worked out from the names outside owners, then
/// owner by owner until nothing changes.
struct ShownOwners {
    private var named = Set<UInt64>()
    private let knowsInterfaceClasses: Bool

    /// `files`: the run's files; `also`: owners to answer for beyond those the files hold.
    init(_ files: [TypeReferences], also: [UnshownOwner], knowsInterfaceClasses: Bool) {
        self.knowsInterfaceClasses = knowsInterfaceClasses
        let groups = files.flatMap(\.owned)
        let ownerNames = Set(groups.flatMap { $0.keys.joined() } + also.flatMap(\.keys))
        // Most names name no owner: one bit per low 16 bits of a hash turns most away unhashed.
        var maybeOwner = [UInt64](repeating: 0, count: 1 << 10)
        for name in ownerNames { maybeOwner[Int(name & 0xFFFF) >> 6] |= 1 << (name & 63) }
        let isOwnerName = { (name: UInt64) in
            maybeOwner[Int(name & 0xFFFF) >> 6] & (1 << (name & 63)) != 0 && ownerNames.contains(name)
        }
        for file in files { for name in file.mentions where isOwnerName(name) { named.insert(name) } }
        var waiting: [UInt64: [Int]] = [:]
        for index in groups.indices { for key in groups[index].keys.joined() { waiting[key, default: []].append(index) } }
        // Each group is taken once its owners are shown; a name it shows wakes the groups waiting on it.
        var done = [Bool](repeating: false, count: groups.count)
        var pending = Array(groups.indices)
        while let index = pending.popLast() {
            let group = groups[index]
            guard !done[index], group.owners.indices.allSatisfy({ isShown(group.keys[$0], group.owners[$0]) }) else { continue }
            done[index] = true
            for name in group.names where isOwnerName(name) && named.insert(name).inserted {
                pending += waiting[name] ?? []
            }
        }
    }

    func contains(_ owner: UnshownOwner) -> Bool {
        isShown(owner.keys, owner)
    }

    private func isShown(_ keys: [UInt64], _ owner: UnshownOwner) -> Bool {
        (owner.isDecodableClass && !knowsInterfaceClasses) || keys.contains(where: named.contains)
    }
}
