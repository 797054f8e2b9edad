import UIKit

/// Shows this morning's resting heart rate in text that follows the user's
/// size, lets AutoFill fill the e-mail address, and pulses only when
/// Reduce Motion is off.
final class ReadingSummaryViewController: UIViewController {
    private let valueLabel = UILabel()
    private let unitLabel = UILabel()
    private let noteField = UITextField()
    private let pulseView = UIView()
    private let closeButton = UIButton(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()
        valueLabel.font = .preferredFont(forTextStyle: .largeTitle)
        valueLabel.adjustsFontForContentSizeCategory = true
        unitLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
        unitLabel.adjustsFontForContentSizeCategory = true
        noteField.placeholder = "Email for the weekly summary"
        noteField.textContentType = .emailAddress
        noteField.borderStyle = .roundedRect
        pulseView.backgroundColor = .systemRed
        pulseView.layer.cornerRadius = 6
        [valueLabel, unitLabel, noteField, pulseView, closeButton].forEach(view.addSubview)
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            closeButton.widthAnchor.constraint(equalToConstant: 44),
            closeButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse]) {
            self.pulseView.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
        }
    }
}
