import Dispatch
import Foundation

/// Maps indices to results on several threads, keeping results in index
/// order. Workers pull the next index from a shared counter, so a slow file
/// does not hold up a whole batch.
enum ParallelMap {
    static func map<Result: Sendable>(count: Int, jobs: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        let workers = max(1, min(jobs > 0 ? jobs : ProcessInfo.processInfo.activeProcessorCount, count))
        if workers == 1 { return (0..<count).map(transform) }
        let state = SharedState<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.nextIndex() {
                state.store(transform(index), at: index)
            }
        }
        return state.results()
    }

    /// The counter and the result slots, behind one lock.
    private final class SharedState<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private var slots: [Result?]

        init(count: Int) {
            self.count = count
            self.slots = Array(repeating: nil, count: count)
        }

        func nextIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            slots[index] = result
            lock.unlock()
        }

        func results() -> [Result] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
