import SwiftUI

/// A football lineup: the home team drawn from its goalkeeper up, the away
/// team drawn upside down from the top of the pitch, and both benches.
struct Player: Identifiable, Hashable {
    let id: Int
    let name: String
    let number: Int
    let position: String
}

struct LineupView: View {
    let home: [Player]
    let away: [Player]
    let bench: [Player]
    @State private var selected: Player?
    @State private var showsAwayBench = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    ZStack {
                        Image("pitch_background")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                        VStack {
                            FormationView(players: away, color: .red)
                                .rotationEffect(.degrees(180))
                            Spacer()
                            FormationView(players: home, color: .blue)
                        }
                    }
                    benchSection
                }
                .padding()
            }
            .navigationTitle("Lineup")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(action: { dismiss() }) {
                        Image("ic_close")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showsAwayBench.toggle()
                    } label: {
                        Image(systemName: "arrow.left.arrow.right")
                    }
                }
            }
        }
    }

    private var benchSection: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Substitutes")
                .font(.title2)
            ForEach(bench) { player in
                HStack {
                    Image("jersey_\(player.number)")
                    Text(player.name)
                    Spacer()
                    Text(player.position)
                        .foregroundStyle(.secondary)
                }
                .onTapGesture { selected = player }
            }
        }
    }
}

/// One team's players in formation.
struct FormationView: View {
    let players: [Player]
    let color: Color
    var onSwap: (Player) -> Void = { _ in }

    var body: some View {
        HStack {
            ForEach(players) { player in
                VStack {
                    Circle()
                        .fill(color)
                        .frame(width: 32, height: 32)
                        .overlay(Text("\(player.number)").foregroundStyle(.white))
                    Text(player.name)
                        .font(.caption)
                }
                .onLongPressGesture { onSwap(player) }
            }
        }
    }
}
