import Raster
import RefreshLottie

/// A loaded Lottie animation shared by every frame of a run. A class so that layer trees holding it compare by
/// identity (one load, one animation), not by walking the composition.
public final class LottieAnimation: Sendable {
    public let composition: LottieComposition

    public init(_ composition: LottieComposition) {
        self.composition = composition
    }

    /// The composition's size in points (`w` × `h`).
    public var size: Size { Size(width: composition.width, height: composition.height) }
}

/// One frame of a Lottie animation as layer contents: drawn as vectors at the render scale (sharp at any scale),
/// clipped to the rectangle the contents gravity gives it, as a Lottie player's view draws its composition.
public struct LottieContents: Sendable, Hashable {
    public let animation: LottieAnimation
    /// The frame in the file's frame numbers (fractional frames interpolate).
    public let frame: Double

    public init(animation: LottieAnimation, frame: Double) {
        self.animation = animation
        self.frame = frame
    }

    public static func == (a: LottieContents, b: LottieContents) -> Bool {
        a.animation === b.animation && a.frame == b.frame
    }

    /// The animation by identity, as `==` compares it (frames of one run share one `LottieAnimation`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(animation))
        hasher.combine(frame)
    }
}
