/// Something a canvas fills: it hands its coverage within `clip`, scaled by `alphaScale`, to a compositor and returns
/// the bounds of the pixels it touched.
protocol CoverageSource {
    func fill<C: SpanCompositor>(on canvas: Canvas, clip: ScanBounds, alphaScale: Float, into compositor: inout C) -> ScanBounds
}

/// A device-space polygon, rasterized (or replayed by the polygon's `CoverageCache` when given one).
struct PolygonCoverage: CoverageSource {
    let polygon: Polygon
    let rule: FillRule
    let cache: CoverageCache?

    func fill<C: SpanCompositor>(on canvas: Canvas, clip: ScanBounds, alphaScale: Float, into compositor: inout C) -> ScanBounds {
        guard !canvas.isCancelled, let shape = canvas.clippedForFill(polygon) else { return .empty }
        return Rasterizer.fill(shape, rule: rule, clip: clip, alphaScale: alphaScale, scratch: canvas.scratch, cache: cache,
                               cancellation: canvas.cancellation, compositor: &compositor)
    }
}

/// A path filled or stroked through a transform: replayed from the canvas's `ShapeCoverageCache` when it is recorded
/// there, else flattened or stroked and rasterized (and recorded when seen before).
struct ShapeCoverage: CoverageSource {
    let path: Path
    /// Nil for a fill.
    let stroke: StrokeStyle?
    let transform: AffineTransform
    let rule: FillRule

    /// The outline to rasterize; a stroke's is built piece by piece, looking at `cancellation` between pieces.
    func polygon(cancellation: DrawingCancellation? = nil) -> Polygon {
        if let stroke { return Stroker.outline(of: path, style: stroke, transform: transform, cancellation: cancellation) }
        return path.flattened(transform: transform)
    }

    func fill<C: SpanCompositor>(on canvas: Canvas, clip: ScanBounds, alphaScale: Float, into compositor: inout C) -> ScanBounds {
        guard !canvas.isCancelled else { return .empty }
        guard canvas.reusesCoverage else {
            return PolygonCoverage(polygon: polygon(cancellation: canvas.cancellation), rule: rule, cache: nil)
                .fill(on: canvas, clip: clip, alphaScale: alphaScale, into: &compositor)
        }
        let cache = canvas.shapeCache
        let key = cache.key(path: path, stroke: stroke, transform: transform, rule: rule, clip: clip,
                                         clipRect: canvas.fractionalClip, alphaScale: alphaScale)
        let lookup = cache.lookup(key, into: &compositor)
        if case .replayed(let bounds) = lookup { return bounds }
        guard let shape = canvas.clippedForFill(polygon(cancellation: canvas.cancellation)), !shape.isEmpty,
              !canvas.isCancelled else { return .empty }
        guard case .record = lookup else {
            return Rasterizer.fill(shape, rule: rule, clip: clip, alphaScale: alphaScale, scratch: canvas.scratch,
                                   cancellation: canvas.cancellation, compositor: &compositor)
        }
        var recorder = CoverageCache.Recorder(inner: compositor)
        let bounds = Rasterizer.fill(shape, rule: rule, clip: clip, alphaScale: alphaScale, scratch: canvas.scratch,
                                     cancellation: canvas.cancellation, compositor: &recorder)
        compositor = recorder.inner
        guard !canvas.isCancelled else { return bounds }
        cache.store(recorder, key: key, bounds: bounds)
        return bounds
    }
}
