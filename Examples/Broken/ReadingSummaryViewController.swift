import UIKit

/// Shows this morning's resting heart rate and lets the user add a note.
final class ReadingSummaryViewController: UIViewController {
    private let valueLabel = UILabel()
    private let unitLabel = UILabel()
    private let noteField = UITextField()
    private let pulseView = UIView()
    private let closeButton = UIButton(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()
        valueLabel.font = .preferredFont(forTextStyle: .largeTitle)
        unitLabel.font = UIFont.systemFont(ofSize: 13)
        noteField.placeholder = "Email for the weekly summary"
        noteField.borderStyle = .roundedRect
        pulseView.backgroundColor = .systemRed
        pulseView.layer.cornerRadius = 6
        view.maximumContentSizeCategory = .extraExtraLarge
        [valueLabel, unitLabel, noteField, pulseView, closeButton].forEach(view.addSubview)
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            closeButton.widthAnchor.constraint(equalToConstant: 28),
            closeButton.heightAnchor.constraint(equalToConstant: 28),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse]) {
            self.pulseView.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
        }
    }
}
