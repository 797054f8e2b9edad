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
                        VStack(alignment: .leading) {
                            Text(displayName)
                                .font(.headline)
                            Text("Premium member")
                                .foregroundStyle(.secondary)
                        }
                    }
                    TextField("", text: $displayName)
                }
                Section("Preferences") {
                    Toggle("", isOn: $notificationsOn)
                    Slider(value: $volume, in: 0...1)
                }
                Section {
                    Text("Account")
                        .font(.title3)
                        .accessibilityLabel("Account heading")
                    Link("Click here", destination: URL(string: "https://example.com/privacy")!)
                    Button("Terms of use") {
                        openURL(URL(string: "https://example.com/terms")!)
                    }
                    Image("divider_wave")
                        .accessibilityLabel("")
                    Button("Save", action: save)
                        .accessibilityLabel("Store changes")
                    Button("Sign out", role: .destructive, action: signOut)
                        .accessibilityHint("Double tap to sign out of your account")
                }
            }
            .navigationTitle("Profile")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink(destination: EditProfileView()) {
                        Image("ic_edit")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("Share profile", action: share)
                        Button("Report a problem", action: report)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityLabel("More button")
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
