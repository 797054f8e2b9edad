import SwiftUI

/// Creates an account: e-mail, password, a code sent by text message, and
/// the terms to accept, under a branded title.
struct SignUpView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var code = ""
    @State private var acceptsTerms = false
    let submit: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join CardioBot")
                .font(.custom("Avenir-Heavy", fixedSize: 34))
                .accessibilityAddTraits(.isHeader)
            Text("Track your resting heart rate every morning.")
                .font(.system(size: 15))
                .frame(height: 20)
            TextField("Email address", text: $email)
                .keyboardType(.emailAddress)
            SecureField("Choose a password", text: $password)
            TextField("Verification code", text: $code)
            HStack {
                Image(systemName: acceptsTerms ? "checkmark.square.fill" : "square")
                    .accessibilityHidden(true)
                Text("I accept the terms")
            }
            .onTapGesture { acceptsTerms.toggle() }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            Button("Create account", action: submit)
                .disabled(!acceptsTerms)
        }
        .padding()
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
    }
}
