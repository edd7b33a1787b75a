import Raster

/// A layer effect (`ef`) that is drawn, with its controls in the order After Effects exports them.
enum EffectModel: Sendable {
    /// `ty` 21, Fill: the layer's pixels become `color`, mixed with the original by `opacity` (0...1).
    case fill(color: Animated<Color>, opacity: Animated<Double>)
    /// `ty` 20, Tint: luminance mapped from `black` to `white`, mixed with the original by `amount` (percent).
    case tint(black: Animated<Color>, white: Animated<Color>, amount: Animated<Double>)
    /// `ty` 23, Tritone: luminance mapped from `shadow` through `midtone` to `highlight`, mixed with the original by
    /// 100 − `blend` (percent, "Blend With Original").
    case tritone(highlight: Animated<Color>, midtone: Animated<Color>, shadow: Animated<Color>, blend: Animated<Double>)
    /// `ty` 25, Drop Shadow: the layer's alpha in `color` at `opacity` (0...255), moved `distance` towards
    /// `direction` (degrees clockwise from up), blurred by `softness`, under the layer. Its Shadow Only control is
    /// not read (the parser warns when it is set): lottie-web and the players draw the layer too.
    case dropShadow(color: Animated<Color>, opacity: Animated<Double>, direction: Animated<Double>, distance: Animated<Double>,
                    softness: Animated<Double>)
    /// `ty` 29, Gaussian Blur: the layer blurred by `blurriness`, along both axes (`dimensions` 1), x only (2) or
    /// y only (3). Its third control, Repeat Edge Pixels, is not read: the canvas's edge pixels repeat either way.
    case gaussianBlur(blurriness: Animated<Double>, dimensions: Animated<Double>)
    /// `ty` 22, Stroke: the layer's mask paths (`paths`, in the layer's space) stroked in `color` with a round brush
    /// `size` wide on each side, at `opacity` (0...1), from `start` to `end` percent of each path, painted as `style`
    /// says. Brush hardness, spacing and stroking in turn are not read (ThorVG reads none of them).
    case stroke(paths: [Animated<BezierContour>], color: Animated<Color>, size: Animated<Double>, opacity: Animated<Double>,
                start: Animated<Double>, end: Animated<Double>, style: StrokePaintStyle)
}

/// The Stroke effect's Paint Style: over the layer, alone on a transparent layer, or as the shape through which
/// the layer shows.
enum StrokePaintStyle: Int, Sendable {
    case onOriginal = 1, onTransparent, revealOriginal
}
