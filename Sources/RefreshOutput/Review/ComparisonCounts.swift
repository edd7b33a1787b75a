/// What one compared frame (or span of time) is, as the summary and the review page of a comparison both count it.
public enum ComparisonStatus: String, Sendable, CaseIterable {
    case equal, different
    /// In the reference only: the actual run lacks the frame, or its animation has ended.
    case missing
    /// In the actual run only.
    case extra
}

/// How many frames (or spans) of a comparison are of each status: one count, shown alike by every report of it.
public struct ComparisonCounts: Sendable, Equatable {
    public private(set) var equal = 0
    public private(set) var different = 0
    public private(set) var missing = 0
    public private(set) var extra = 0

    public init(_ statuses: some Sequence<ComparisonStatus>) {
        for status in statuses {
            switch status {
            case .equal: equal += 1
            case .different: different += 1
            case .missing: missing += 1
            case .extra: extra += 1
            }
        }
    }

    public var total: Int { equal + different + missing + extra }
    public var allEqual: Bool { equal == total }
}

extension AnimationComparison.Span {
    /// The span as a comparison counts it: missing when the actual animation has ended, extra when the reference has;
    /// equal when its pictures match, or when it is a rounding of a frame change by a format's clock (not judged).
    public var status: ComparisonStatus {
        switch (referenceFrame, actualFrame) {
        case (nil, _?): return .extra
        case (_?, nil), (nil, nil): return .missing
        case (_?, _?): return isRounding || isEqual ? .equal : .different
        }
    }
}
