import A11yLintSyntax

extension SyntaxTree {
    /// The `(` of the call whose arguments hold `token`, found by walking
    /// back over balanced brackets (at most 256 tokens); nil inside a closure.
    func callOpener(around token: Int32) -> Int32? {
        var index = token - 1
        var steps = 0
        while index >= 0, steps < 256 {
            steps += 1
            if self.token(index, is: ")") || self.token(index, is: "]") || self.token(index, is: "}") {
                let partner = Int(index) < partners.count ? partners[Int(index)] : -1
                guard partner >= 0, partner < index else { return nil }
                index = partner - 1
                continue
            }
            if self.token(index, is: "(") { return index }
            // Inside an array argument (`options: [.repeat, …]`) the walk goes on; inside a closure it stops.
            if self.token(index, is: "{") { return nil }
            index -= 1
        }
        return nil
    }

    /// From a call's `(` to its `)`, or to the end of a trailing closure after it.
    func callRange(opening open: Int32) -> ClosedRange<Int32>? {
        guard open >= 0, Int(open) < partners.count else { return nil }
        var close = partners[Int(open)]
        guard close > open else { return nil }
        if token(close + 1, is: "{"), Int(close + 1) < partners.count, partners[Int(close + 1)] > close + 1 {
            close = partners[Int(close + 1)]
        }
        return open...close
    }

    /// Whether `condition` is written like the condition of an `if` (or
    /// `else if`) branch whose body holds `token`: there it always holds, so
    /// a `? :` on it draws one side only.
    func repeatsEnclosingBranch(_ condition: ClosedRange<Int32>, at token: Int32) -> Bool {
        statements.contains { statement in
            statement.kind == .ifElse && blocks[statement.blocks.startIndex..<statement.blocks.endIndex].contains { block in
                let open = block.conditionEnd
                guard Int(open) < partners.count, self.token(open, is: "{"), open < token, token < partners[Int(open)],
                      block.conditionEnd - block.conditionStart == Int32(condition.count) else { return false }
                return zip(block.conditionStart..<block.conditionEnd, condition).allSatisfy { self.token($0, sameTextAs: $1) }
            }
        }
    }
}
