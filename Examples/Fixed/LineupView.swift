import SwiftUI

/// A football lineup: the home team drawn from its goalkeeper up, the away
/// team drawn upside down from the top of the pitch, and both benches.
/// VoiceOver reads the home team first (sort priority), each player as one
/// element, and the bench rows as buttons.
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
                        Image(decorative: "pitch_background")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                        VStack {
                            FormationView(players: away, color: .red)
                                .rotationEffect(.degrees(180))
                                .accessibilityElement(children: .contain)
                                .accessibilityLabel("Away team")
                            Spacer()
                            FormationView(players: home, color: .blue)
                                .accessibilityElement(children: .contain)
                                .accessibilityLabel("Home team")
                                .accessibilitySortPriority(1)
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
                    .accessibilityLabel("Close")
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showsAwayBench.toggle()
                    } label: {
                        Label("Swap benches", systemImage: "arrow.left.arrow.right")
                            .labelStyle(.iconOnly)
                    }
                }
            }
        }
    }

    private var benchSection: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Substitutes")
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            ForEach(bench) { player in
                Button {
                    selected = player
                } label: {
                    HStack {
                        Image("jersey_\(player.number)")
                            .accessibilityHidden(true)
                        Text(player.name)
                        Spacer()
                        Text(player.position)
                            .foregroundStyle(.secondary)
                    }
                }
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
                .accessibilityElement(children: .combine)
                .onLongPressGesture { onSwap(player) }
                .accessibilityAction(named: "Swap with a substitute") { onSwap(player) }
            }
        }
    }
}
