import SwiftUI

/// Records a workout: a pulsing record button, the heart-rate zone picked
/// from a row of buttons, a list of laps to keep, and a close button.
struct WorkoutPlayerView: View {
    enum Zone: String, CaseIterable, Identifiable {
        case easy = "Easy", steady = "Steady", hard = "Hard"
        var id: Self { self }
    }

    struct Lap: Identifiable {
        let id: Int
        let summary: String
    }

    @State private var isRecording = false
    @State private var zone = Zone.steady
    @State private var keptLaps: Set<Int> = []
    @State private var isSaving = false
    let laps: [Lap]
    let close: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Spacer()
                Button(action: close) {
                    Image(systemName: "xmark")
                        .resizable()
                        .frame(width: 14, height: 14)
                }
                .accessibility(label: Text("Close"))
            }
            HStack {
                ForEach(Zone.allCases) { option in
                    Button(option.rawValue) { zone = option }
                        .padding(.horizontal, 12)
                        .foregroundStyle(zone == option ? .white : .primary)
                        .background(zone == option ? Color.red : Color.clear, in: Capsule())
                }
            }
            ForEach(laps) { lap in
                Button {
                    toggle(lap)
                } label: {
                    Label(lap.summary, systemImage: keptLaps.contains(lap.id) ? "checkmark.square.fill" : "square")
                        .lineLimit(1)
                }
            }
            Circle()
                .fill(isRecording ? Color.red : Color.gray)
                .frame(width: 88, height: 88)
                .scaleEffect(isRecording ? 1.15 : 1)
                .animation(.easeInOut(duration: 0.7).repeatForever(autoreverses: true), value: isRecording)
                .onTapGesture { isRecording.toggle() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel(isRecording ? "Stop recording" : "Record")
            Button("Save workout", action: save)
                .opacity(isSaving ? 0.4 : 1)
                .allowsHitTesting(!isSaving)
        }
        .padding()
    }

    private func toggle(_ lap: Lap) {
        if keptLaps.contains(lap.id) { keptLaps.remove(lap.id) } else { keptLaps.insert(lap.id) }
    }

    private func save() {
        isSaving = true
    }
}
