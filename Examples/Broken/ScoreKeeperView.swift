import SwiftUI

/// Keeps the score of a game of darts: the remaining total, a calculator
/// keypad to enter each throw, undo and reset.
struct ScoreKeeperView: View {
    @State private var total = 501
    @State private var entry = ""
    @State private var history: [Int] = []

    private let digits = ["7", "8", "9", "4", "5", "6", "1", "2", "3"]

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Button(action: undo) {
                    Image("ic_undo")
                }
                Spacer()
                Button(action: reset) {
                    Image(systemName: "arrow.counterclockwise")
                }
            }
            VStack {
                Text("\(total)")
                    .font(.system(size: 48, weight: .bold))
                Text(entry.isEmpty ? "Enter a throw" : entry)
                    .font(.title)
            }
            .accessibilityLabel("Score")
            HStack {
                ForEach([25, 50], id: \.self) { bonus in
                    Button("Bull \(bonus)") { entry = String(bonus) }
                }
            }
            .accessibilityHidden(true)
            keypad
        }
        .padding()
    }

    private var keypad: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
            ForEach(digits, id: \.self) { digit in
                Text(digit)
                    .font(.title)
                    .frame(maxWidth: .infinity, minHeight: 64)
                    .background(Color.gray.opacity(0.2))
                    .onTapGesture { entry += digit }
            }
            Button(action: deleteLast) {
                Image(systemName: "delete.left")
            }
            Text("0")
                .font(.title)
                .onTapGesture { entry += "0" }
            Button(action: submit) {
                Image("key_enter")
            }
            .accessibilityHint("Double tap to subtract the throw from the total")
        }
    }

    private func submit() {
        guard let value = Int(entry), value <= total else { return }
        history.append(value)
        total -= value
        entry = ""
    }

    private func deleteLast() {
        if !entry.isEmpty { entry.removeLast() }
    }

    private func undo() {
        if let last = history.popLast() { total += last }
    }

    private func reset() {
        total = 501
        history = []
        entry = ""
    }
}
