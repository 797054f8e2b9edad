/// A unified diff (`diff -u` style, three lines of context) between two
/// versions of a file, by lines, from Myers' greedy algorithm: its cost
/// grows with the number of changed lines, not the file's size squared.
public enum UnifiedDiff {
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(script) {
            let oldStart = hunk.first { $0.kind != .insert }?.oldIndex ?? (hunk.first?.oldIndex ?? 0)
            let newStart = hunk.first { $0.kind != .delete }?.newIndex ?? (hunk.first?.newIndex ?? 0)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " " + text(a[step.oldIndex])
                case .delete: output += "-" + text(a[step.oldIndex])
                case .insert: output += "+" + text(b[step.newIndex])
                }
            }
        }
        return output
    }

    struct Step {
        enum Kind { case same, delete, insert }
        let kind: Kind
        let oldIndex: Int
        let newIndex: Int
    }

    /// Lines with their line breaks (a last line without one is marked as diff marks it).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    static func text(_ line: ArraySlice<UInt8>) -> String {
        let string = String(decoding: line, as: UTF8.self)
        return string.hasSuffix("\n") ? string : string + "\n\\ No newline at end of file\n"
    }

    /// The shortest edit script from `a` to `b`.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count, m = b.count, offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n && y >= m { trace.append(frontier); break search }
            }
        }
        // Walk back through the saved frontiers.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1]) ? k + 1 : k - 1
            let previousX = previous[offset + previousK], previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX { y -= 1; steps.append(Step(kind: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; steps.append(Step(kind: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        return steps.reversed()
    }

    /// Changes with three lines of context around them, neighbouring ones merged.
    static func hunks(_ script: [Step]) -> [[Step]] {
        let changed = script.indices.filter { script[$0].kind != .same }
        var result: [[Step]] = []
        var start = -1, end = -1
        for index in changed {
            let low = max(0, index - 3), high = min(script.count - 1, index + 3)
            if start >= 0 && low <= end + 1 {
                end = high
            } else {
                if start >= 0 { result.append(Array(script[start...end])) }
                (start, end) = (low, high)
            }
        }
        if start >= 0 { result.append(Array(script[start...end])) }
        return result
    }
}
