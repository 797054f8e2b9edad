import SwiftUI

/// Keeps the score of a game of darts: the remaining total, a calculator
/// keypad to enter each throw, undo and reset. Every key is a button that
/// VoiceOver announces as a keyboard key.
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
                .accessibilityLabel("Undo last throw")
                Spacer()
                Button(action: reset) {
                    Image(systemName: "arrow.counterclockwise")
                }
                .accessibilityLabel("New game")
            }
            VStack {
                Text("\(total)")
                    .font(.largeTitle.bold())
                Text(entry.isEmpty ? "Enter a throw" : entry)
                    .font(.title)
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("\(total) points remaining")
            HStack {
                ForEach([25, 50], id: \.self) { bonus in
                    Button("Bull \(bonus)") { entry = String(bonus) }
                }
            }
            keypad
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Keypad")
        }
        .padding()
    }

    private var keypad: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
            ForEach(digits + ["0"], id: \.self) { digit in
                Button(digit) { entry += digit }
                    .font(.title)
                    .frame(maxWidth: .infinity, minHeight: 64)
                    .accessibilityAddTraits(.isKeyboardKey)
            }
            Button(action: deleteLast) {
                Image(systemName: "delete.left")
            }
            .accessibilityLabel("Delete")
            .accessibilityAddTraits(.isKeyboardKey)
            Button(action: submit) {
                Image("key_enter")
            }
            .accessibilityLabel("Enter")
            .accessibilityHint("Subtracts the throw from the total.")
            .accessibilityAddTraits(.isKeyboardKey)
        }
    }

    private func submit() {
        guard let value = Int(entry), value <= total else { return }
        history.append(value)
        total -= value
        entry = ""
        AccessibilityNotification.Announcement("\(total) remaining").post()
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
