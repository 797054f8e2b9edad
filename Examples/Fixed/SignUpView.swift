import SwiftUI

/// Creates an account: e-mail, password and a code sent by text message,
/// which AutoFill can fill, a terms toggle that says whether it is on, and
/// text that grows to every size people choose.
struct SignUpView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var code = ""
    @State private var acceptsTerms = false
    let submit: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join CardioBot")
                .font(.custom("Avenir-Heavy", size: 34, relativeTo: .largeTitle))
                .accessibilityAddTraits(.isHeader)
            Text("Track your resting heart rate every morning.")
                .font(.subheadline)
            TextField("Email address", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
            SecureField("Choose a password", text: $password)
                .textContentType(.newPassword)
            TextField("Verification code", text: $code)
                .textContentType(.oneTimeCode)
            Toggle("I accept the terms", isOn: $acceptsTerms)
            Button("Create account", action: submit)
                .disabled(!acceptsTerms)
        }
        .padding()
    }
}
