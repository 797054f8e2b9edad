import UIKit

/// The heart-rate calendar of Examples/Broken, made accessible (its types are
/// renamed so the two versions do not answer for each other in one run).
final class HeartRateMonthViewController: UIViewController {
    private let rangeControl = HeartRateRangeSlider()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Resting heart rate"
        let export = UIBarButtonItem(image: UIImage(named: "calendar-export"), style: .plain,
                                     target: self, action: #selector(exportReadings))
        export.accessibilityLabel = "Export readings"
        navigationItem.rightBarButtonItem = export
        rangeControl.accessibilityLabel = "Target range"
    }

    @objc private func exportReadings() {}

    func showDetail(for day: Reading) {
        present(DayReadingsViewController(day: day), animated: true)
    }
}

/// Read as one element: "December 1st, 69 beats per minute, resting".
final class RestingDayCell: UICollectionViewCell {
    private let dateLabel = UILabel()
    private let rateLabel = UILabel()
    var onAddNote: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(addNote)))
        accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Add a note", target: self, selector: #selector(addNote))]
        accessibilityHint = "Opens the readings of the day."
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(date: String, rate: Int) {
        accessibilityLabel = date
        accessibilityValue = "\(rate) beats per minute, resting"
    }

    @objc private func addNote() { onAddNote?() }
}

final class WeekHeaderView: UICollectionReusableView {
    private let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.text = title
        titleLabel.accessibilityTraits = .header
    }
}

/// One accessibility element per bar.
final class WeekBarChart: UIView {
    var rates: [Int] = []

    override func draw(_ rect: CGRect) {
        for (index, rate) in rates.enumerated() {
            UIRectFill(CGRect(x: CGFloat(index) * 12, y: rect.height - CGFloat(rate), width: 8, height: CGFloat(rate)))
        }
    }

    override var accessibilityElements: [Any]? {
        get {
            rates.enumerated().map { index, rate in
                let bar = UIAccessibilityElement(accessibilityContainer: self)
                bar.accessibilityLabel = "Day \(index + 1)"
                bar.accessibilityValue = "\(rate) beats per minute"
                return bar
            }
        }
        set {}
    }
}

final class ZoneChart: UIView {
    func addZone(named name: String, frame: CGRect) {
        let zone = UIView(frame: frame)
        zone.isAccessibilityElement = true
        zone.accessibilityLabel = name
        addSubview(zone)
    }
}

final class HeartRateRangeSlider: UIControl {
    var lowerBound = 50
    var upperBound = 70

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var accessibilityValue: String? {
        get { "\(lowerBound) to \(upperBound) beats per minute" }
        set {}
    }

    override func accessibilityIncrement() {
        upperBound += 5
    }

    override func accessibilityDecrement() {
        upperBound = max(lowerBound, upperBound - 5)
    }
}

final class DayReadingsViewController: UIViewController {
    private let closeButton = UIButton(type: .system)
    private let emptyStateView = UIImageView(image: UIImage(named: "no-readings"))

    init(day: Reading) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.accessibilityLabel = "Close"
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        emptyStateView.isAccessibilityElement = false
    }

    @objc private func close() {
        dismiss(animated: true)
    }

    override func accessibilityPerformEscape() -> Bool {
        dismiss(animated: true)
        return true
    }
}

struct Reading {}
