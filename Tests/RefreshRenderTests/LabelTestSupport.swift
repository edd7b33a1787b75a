import Foundation
@testable import RefreshRender
import RefreshTestSupport

/// A sample in `state`, entered at t = 0 (idle has held since before the timeline).
func labelSample(_ state: RefreshState, time: Double = 1) -> PullSample {
    let events: [StateEvent] = switch state {
    case .idle: []
    case .pulling: [StateEvent(time: 0, from: .idle, to: .pulling)]
    case .refreshing: [StateEvent(time: 0, from: .pulling, to: .refreshing)]
    case .ending: [StateEvent(time: 0, from: .refreshing, to: .ending)]
    case .noMoreData: [StateEvent(time: 0, from: .refreshing, to: .noMoreData)]
    }
    return PullSample(time: time, distance: 70, progress: 1.1, isDragging: state == .pulling, state: state, events: events[...])
}

/// A style's layers in `state` (the root's sublayers).
func labelSublayers(_ style: any RefreshStyle, _ state: RefreshState, _ labels: LabelOptions = LabelOptions(),
                    text: any TextMeasuring = MonospaceMeasurer()) throws -> [Layer] {
    try style.scene(for: labelSample(state), context: StyleContext(width: 375, text: text, labels: labels)).root.sublayers
}

/// The strings of a style's text layers in `state`, by layer name.
func labelStrings(_ style: any RefreshStyle, _ state: RefreshState, _ labels: LabelOptions = LabelOptions(),
                  text: any TextMeasuring = MonospaceMeasurer()) throws -> [String: String] {
    var result: [String: String] = [:]
    for layer in try labelSublayers(style, state, labels, text: text) {
        if let name = layer.name, let properties = layer.text { result[name] = properties.string }
    }
    return result
}

/// The text properties of a style's text layers in `state`.
func labelLayers(_ style: any RefreshStyle, _ state: RefreshState, _ labels: LabelOptions = LabelOptions()) throws -> [TextProperties] {
    try labelSublayers(style, state, labels).compactMap(\.text)
}
