import SwiftUI
import UIKit

/// A profile and settings screen with icon buttons in the toolbar.
struct ProfileSettingsView: View {
    let avatar: UIImage
    @State private var displayName = "Alex Morgan"
    @State private var notificationsOn = true
    @State private var volume = 0.5
    @State private var showsEditor = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        Image(uiImage: avatar)
                            .resizable()
                            .frame(width: 64, height: 64)
                            .clipShape(Circle())
                            .accessibilityLabel("Profile photo")
                        VStack(alignment: .leading) {
                            Text(displayName)
                                .font(.headline)
                            Text("Premium member")
                                .foregroundStyle(.secondary)
                        }
                    }
                    TextField("Display name", text: $displayName)
                }
                Section("Preferences") {
                    Toggle("Notifications", isOn: $notificationsOn)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    }
                }
                Section {
                    Text("Account")
                        .font(.title3)
                        .accessibilityAddTraits(.isHeader)
                    Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                    Link("Terms of use", destination: URL(string: "https://example.com/terms")!)
                    Image(decorative: "divider_wave")
                    Button("Save", action: save)
                        .accessibilityLabel("Save changes")
                    Button("Sign out", role: .destructive, action: signOut)
                        .accessibilityHint("Signs you out on this device.")
                }
            }
            .navigationTitle("Profile")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink(destination: EditProfileView()) {
                        Image("ic_edit")
                    }
                    .accessibilityLabel("Edit profile")
                }
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("Share profile", action: share)
                        Button("Report a problem", action: report)
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
        }
    }

    private func save() {}
    private func signOut() {}
    private func share() {}
    private func report() {}
}

struct EditProfileView: View {
    var body: some View { Text("Edit profile") }
}
