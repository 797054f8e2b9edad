import SwiftUI

/// Matchday: the lineup drawn on a pitch with the away team upside down, the
/// fixtures grouped by date, and a keypad to enter a score prediction.
///
/// Everything here is correct accessibility work and must lint clean:
/// - the away team is drawn at the top, rotated, but read after the home team
///   (goalkeeper first) thanks to sort priorities;
/// - each player is one element ("Alex Morgan, number 9, forward");
/// - date headings carry the header trait, so the rotor jumps between days;
/// - keypad keys are buttons with the keyboard-key trait.
struct MatchdayView: View {
    struct Player: Identifiable {
        let id: Int
        let name: String
        let number: Int
        let position: String
    }

    struct Fixture: Identifiable {
        let id: Int
        let home: String
        let away: String
        let kickoff: String
    }

    struct MatchDate: Identifiable {
        let id: Int
        let title: String
        let fixtures: [Fixture]
    }

    var home: [Player] = []
    var away: [Player] = []
    var dates: [MatchDate] = []
    @State private var prediction = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                pitch
                fixtures
                predictionKeypad
            }
            .padding()
        }
        .navigationTitle("Matchday")
    }

    private var pitch: some View {
        ZStack {
            Image(decorative: "pitch_background")
                .resizable()
                .aspectRatio(contentMode: .fit)
            VStack {
                team(away)
                    .rotationEffect(.degrees(180))
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel("Away team")
                    .accessibilitySortPriority(0)
                Spacer()
                team(home)
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel("Home team")
                    .accessibilitySortPriority(1)
            }
        }
    }

    private func team(_ players: [Player]) -> some View {
        HStack {
            ForEach(players) { player in
                VStack {
                    Text("\(player.number)")
                        .font(.headline)
                    Text(player.name)
                        .font(.caption)
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("\(player.name), number \(player.number), \(player.position)")
            }
        }
    }

    private var fixtures: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(dates) { date in
                Text(date.title)
                    .font(.title2)
                    .accessibilityAddTraits(.isHeader)
                ForEach(date.fixtures) { fixture in
                    HStack {
                        Text(fixture.home)
                        Spacer()
                        Text(fixture.kickoff)
                        Spacer()
                        Text(fixture.away)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
        }
    }

    private var predictionKeypad: some View {
        VStack {
            Text(prediction.isEmpty ? "Predict the score" : prediction)
                .font(.title3)
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                ForEach(["1", "2", "3", "4", "5", "6", "7", "8", "9", "–", "0", "⌫"], id: \.self) { key in
                    Button(key) { press(key) }
                        .accessibilityAddTraits(.isKeyboardKey)
                        .accessibilityLabel(key == "⌫" ? "Delete" : (key == "–" ? "Dash" : key))
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Score keypad")
        }
    }

    private func press(_ key: String) {
        if key == "⌫" {
            if !prediction.isEmpty { prediction.removeLast() }
        } else {
            prediction += key
        }
    }
}
