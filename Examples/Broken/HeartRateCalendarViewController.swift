import UIKit

/// A month of resting heart rates: one cell per day, a bar chart of the
/// week, a zone chart, a target-range control and a detail screen.
final class HeartRateCalendarViewController: UIViewController {
    private let rangeControl = HeartRateRangeControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Resting heart rate"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "calendar-export"), style: .plain,
                                                            target: self, action: #selector(export))
        rangeControl.accessibilityLabel = "Target range"
    }

    @objc private func export() {}

    func showDetail(for day: Day) {
        present(DayDetailViewController(day: day), animated: true)
    }
}

final class DayCell: UICollectionViewCell {
    private let dateLabel = UILabel()
    private let rateLabel = UILabel()
    private let zoneIcon = UIImageView()
    var onShowZone: (() -> Void)?
    var onAddNote: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        zoneIcon.isUserInteractionEnabled = true
        zoneIcon.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showZone)))
        zoneIcon.accessibilityLabel = "Zone icon"
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(addNote)))
        accessibilityHint = "Double tap to open the day"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func showZone() { onShowZone?() }
    @objc private func addNote() { onAddNote?() }
}

final class SectionHeaderView: UICollectionReusableView {
    private let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.text = title
        titleLabel.accessibilityLabel = "Week heading"
    }
}

final class WeekBarChartView: UIView {
    var rates: [Int] = []

    override func draw(_ rect: CGRect) {
        for (index, rate) in rates.enumerated() {
            UIRectFill(CGRect(x: CGFloat(index) * 12, y: rect.height - CGFloat(rate), width: 8, height: CGFloat(rate)))
        }
    }
}

final class ZoneChartView: UIView {
    func addZone(named name: String, frame: CGRect) {
        let zone = UIView(frame: frame)
        zone.isAccessibilityElement = true
        zone.accessibilityValue = name
        addSubview(zone)
    }
}

final class HeartRateRangeControl: UIControl {
    var lowerBound = 50
    var upperBound = 70

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DayDetailViewController: UIViewController {
    private let closeButton = UIButton(type: .system)
    private let emptyStateView = UIImageView(image: UIImage(named: "no-readings"))

    init(day: Day) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        emptyStateView.accessibilityLabel = ""
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}

struct Day {}
