import SwiftUI

/// The app's tabs: the match, the lineup, the score keeper and the profile.
struct MatchCenterView: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            MatchdayView()
                .tabItem {
                    Label("Matchday", systemImage: "sportscourt")
                }
                .tag(0)
            LineupView(home: [], away: [], bench: [])
                .tabItem {
                    Image("tab_lineup")
                    Text("Lineup")
                }
                .tag(1)
            ScoreKeeperView()
                .tabItem {
                    Label("Darts", systemImage: "target")
                }
                .tag(2)
        }
    }
}
