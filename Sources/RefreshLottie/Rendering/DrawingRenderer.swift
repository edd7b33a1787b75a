import Raster

/// Draws a `DrawLayer` onto a canvas. Layers with opacity below 1, masks, a matte, a blend mode or a rotated
/// precomposition clip are drawn into an offscreen group and composited through their mask with their blend mode;
/// others draw straight onto the canvas.
struct DrawingRenderer {
    let canvas: Canvas
    /// Composition space → device pixels.
    let device: AffineTransform
    /// Whether a rectangle seen through one shape is drawn as that shape (`drawMaskedRectangle`); tests turn it off
    /// to compare with drawing it through a mask.
    var fillsMaskedRectanglesAsShapes = true

    func draw(_ layer: DrawLayer) {
        guard layer.opacity > 0 else { return }
        guard layer.effects.isEmpty else {
            if layer.effects.contains(where: \.isBlur) { return drawBlurred(layer) }
            guard layer.blend != .normal else { return drawWithEffects(layer) }
            // Effects draw the layer in passes (its shadow, then itself): the passes are drawn into one group, blended
            // whole, as lottie-web blends the layer's filtered element (ThorVG 1.0 draws them otherwise, its drop
            // shadow over the blended layer, which is not followed).
            var unblended = layer
            unblended.blend = .normal
            return canvas.drawGroup(opacity: 1, blend: layer.blend) { _ in drawWithEffects(unblended) }
        }
        drawPlain(layer)
    }

    /// The layer without its effects: its items through its opacity, masks, matte and clip.
    func drawPlain(_ layer: DrawLayer) {
        if fillsMaskedRectanglesAsShapes, drawMaskedRectangle(layer) { return }
        var mask: CoverageMask? = nil
        var visible: Rect? = nil
        if let matte = layer.matte.first {
            let m = matteMask(matte)
            // Through a matte that is not inverted nothing shows where the matte is empty: draw within its box.
            if matte.mode == .alpha || matte.mode == .luma { visible = m.coveredRect }
            mask = m
        }
        if !layer.masks.isEmpty { mask = intersect(mask, layerMask(layer.masks)) }
        var clip: Rect? = nil
        if let rect = layer.clip {
            let t = layer.clipTransform.concatenating(device)
            if t.b == 0, t.c == 0 {
                let a = t.apply(Point(x: rect.minX, y: rect.minY)), b = t.apply(Point(x: rect.maxX, y: rect.maxY))
                clip = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            } else {
                mask = intersect(mask, coverage(of: .rect(rect), transform: layer.clipTransform))
            }
        }
        // Nothing outside the masks shows when every mask adds and none is inverted: the layer is drawn only
        // within their device bounds (a masked full-canvas solid then fills and composites the mask's box only).
        if !layer.masks.isEmpty, layer.masks.allSatisfy({ $0.operation == .add && !$0.inverted }) {
            let boxes = layer.masks.map { deviceBounds($0.path.bounds, $0.transform) }
            let bounds = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
            visible = visible.map { $0.intersection(bounds) } ?? bounds
        }
        let loneFill: (PathDraw, FillRule)?
        if layer.blend == .normal, layer.items.count == 1, case .path(let p) = layer.items[0], case .fill(let rule) = p.painting {
            loneFill = (p, rule)
        } else {
            loneFill = nil
        }
        // A lone solid fill goes through the mask without a group (below); other content seen through a mask or
        // matte that changes while the content stays (a reveal) is drawn into a group once and kept, the group cut to
        // the visible box only while it is not kept (the mask hides the rest anyway).
        let loneSolid: Bool
        if let (p, _) = loneFill, case .solid = p.paint { loneSolid = true } else { loneSolid = false }
        if let mask, !loneSolid {
            let key = GroupKey(layer: DrawLayer(items: layer.items), device: device, finish: [], shapes: fillsMaskedRectanglesAsShapes)
            let kept = { (canvas: Canvas) in
                canvas.drawGroup(keptAs: key, opacity: layer.opacity, blend: layer.blend, through: mask, maskBox: visible) { _ in
                    self.drawItems(layer.items)
                }
            }
            if let clip { canvas.withClip(clip, kept) } else { kept(canvas) }
            return
        }
        if let visible { clip = clip.map { $0.intersection(visible) } ?? visible }
        let body = { (canvas: Canvas) in
            guard mask != nil || layer.opacity < 1 || layer.blend != .normal else { return self.drawItems(layer.items) }
            // A lone filled path (a solid layer, a one-shape layer) goes straight through its mask and opacity:
            // the pixels of the group without the group's buffer.
            if let (p, rule) = loneFill {
                let t = p.transform.concatenating(self.device)
                canvas.fill(p.path, transform: t, rule: rule, paint: self.paint(p.paint, t, p.opacity),
                            mask: mask ?? CoverageMask(width: canvas.width, height: canvas.height, value: 255),
                            opacity: layer.opacity)
                return
            }
            // A blend mode applies to the group: the layer's items over each other first, then through its opacity
            // and mask (W3C: the element is drawn isolated, then blended), as ThorVG blends the layer's scene.
            canvas.beginGroup(opacity: layer.opacity, blend: layer.blend)
            self.drawItems(layer.items)
            canvas.endGroup()
        }
        if let clip { canvas.withClip(clip, body) } else { body(canvas) }
    }

    /// A lone rectangle fill seen through one shape — its one mask, when that adds, or an alpha matte that is one
    /// opaque fill (a masked or matted solid, most often) — is that shape filled with the rectangle's paint, clipped
    /// to the rectangle: drawn so, with no mask to rasterize and combine. Only when the rectangle lies square to the
    /// pixels and either covers the shape's box or has whole-pixel edges, so the clip cuts exactly where the
    /// rectangle's coverage ends; its opacity, the layer's and the mask's multiply the paint. Returns false, having
    /// drawn nothing, for any other layer.
    func drawMaskedRectangle(_ layer: DrawLayer) -> Bool {
        guard layer.blend == .normal, layer.clip == nil, layer.items.count == 1, case .path(let p) = layer.items[0],
              case .fill = p.painting else { return false }
        let shape: (path: Path, transform: AffineTransform, rule: FillRule, opacity: Double)
        if layer.matte.isEmpty, layer.masks.count == 1, layer.masks[0].operation == .add, !layer.masks[0].inverted {
            let m = layer.masks[0]
            shape = (m.path, m.transform, .nonZero, m.opacity)
        } else if layer.masks.isEmpty, let matte = layer.matte.first, matte.mode == .alpha,
                  let (source, rule) = Self.loneOpaqueFill(matte.source) {
            shape = (source.path, source.transform, rule, 1)
        } else {
            return false
        }
        let t = p.transform.concatenating(device)
        guard t.b == 0, t.c == 0, let local = p.path.axisAlignedRectangle else { return false }
        let a = t.apply(Point(x: local.minX, y: local.minY)), b = t.apply(Point(x: local.maxX, y: local.maxY))
        let rect = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        let box = deviceBounds(shape.path.bounds, shape.transform)
        let covers = rect.minX <= box.minX && rect.minY <= box.minY && rect.maxX >= box.maxX && rect.maxY >= box.maxY
        let whole = [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0.rounded() == $0 }
        guard covers || whole else { return false }
        let fill = { (canvas: Canvas) in
            canvas.fill(shape.path, transform: shape.transform.concatenating(self.device), rule: shape.rule,
                        paint: self.paint(p.paint, t, p.opacity * layer.opacity * shape.opacity))
        }
        if covers { fill(canvas) } else { canvas.withClip(rect, fill) }
        return true
    }

    /// The one fill of a layer whose alpha is that fill's coverage: opaque, unmasked, without matte, effects or clip.
    private static func loneOpaqueFill(_ s: DrawLayer) -> (PathDraw, FillRule)? {
        guard s.opacity >= 1, s.masks.isEmpty, s.matte.isEmpty, s.effects.isEmpty, s.clip == nil, s.items.count == 1,
              case .path(let p) = s.items[0], case .fill(let rule) = p.painting, case .solid(let color) = p.paint,
              color.alpha >= 1, p.opacity >= 1 else { return nil }
        return (p, rule)
    }

    /// `items` with every layer that draws its items straight onto the canvas — full opacity, normal blend, no
    /// masks, matte or effects, and no clip or one covering the whole canvas (a precomposition wrapping a file) —
    /// replaced by its items, at any depth: drawing the list in turn draws the same pixels as drawing `items`.
    func inTurn(_ items: [DrawItem]) -> [DrawItem] {
        guard items.contains(where: isDrawnStraight) else { return items }
        var list: [DrawItem] = []
        list.reserveCapacity(items.count)
        append(inTurn: items, to: &list)
        return list
    }

    private func append(inTurn items: [DrawItem], to list: inout [DrawItem]) {
        for item in items {
            if isDrawnStraight(item), case .layer(let l) = item { append(inTurn: l.items, to: &list) } else { list.append(item) }
        }
    }

    private func isDrawnStraight(_ item: DrawItem) -> Bool {
        guard case .layer(let l) = item, l.opacity >= 1, l.blend == .normal, l.masks.isEmpty, l.matte.isEmpty,
              l.effects.isEmpty else { return false }
        guard let rect = l.clip else { return true }
        let t = l.clipTransform.concatenating(device)
        guard t.b == 0, t.c == 0 else { return false }
        let a = t.apply(Point(x: rect.minX, y: rect.minY)), b = t.apply(Point(x: rect.maxX, y: rect.maxY))
        return min(a.x, b.x) <= 0 && min(a.y, b.y) <= 0 && max(a.x, b.x) >= Double(canvas.width)
            && max(a.y, b.y) >= Double(canvas.height)
    }

    private func drawItems(_ items: [DrawItem]) {
        for item in items {
            // A cancelled canvas draws nothing more: the rest of the tree is not walked.
            guard !canvas.isCancelled else { return }
            switch item {
            case .path(let p):
                let t = p.transform.concatenating(device)
                switch p.painting {
                case .fill(let rule):
                    canvas.fill(p.path, transform: t, rule: rule, paint: paint(p.paint, t, p.opacity))
                case .stroke(let style):
                    canvas.stroke(p.path, style: style, transform: t, paint: paint(p.paint, t, p.opacity))
                }
            case let .image(image, transform, opacity):
                canvas.drawImage(image, transform: transform.concatenating(device), opacity: opacity)
            case .layer(let l):
                draw(l)
            }
        }
    }

    /// The matte layer drawn offscreen, its alpha or luminance as coverage, inverted for the inverted modes.
    private func matteMask(_ matte: DrawMatte) -> CoverageMask {
        // An alpha matte that is one opaque solid fill leaves its coverage as the group's alpha: rasterize that.
        if matte.mode == .alpha || matte.mode == .alphaInverted, let (p, rule) = Self.loneOpaqueFill(matte.source) {
            var mask = canvas.coverageMask(of: p.path, transform: p.transform.concatenating(device), rule: rule)
            if matte.mode == .alphaInverted { mask.invert() }
            return mask
        }
        canvas.beginGroup(opacity: 1)
        draw(matte.source)
        var mask = canvas.endGroupAsMask(matte.mode == .alpha || matte.mode == .alphaInverted ? .alpha : .luminance)
        if matte.mode == .alphaInverted || matte.mode == .lumaInverted { mask.invert() }
        return mask
    }

    /// A layer's masks combined in order, starting from nothing — or from everything when the first mask
    /// subtracts or intersects (After Effects: a lone subtract mask cuts a hole in the whole layer).
    private func layerMask(_ masks: [DrawMask]) -> CoverageMask {
        var result: CoverageMask? = nil
        for m in masks {
            var coverage = coverage(of: m.path, transform: m.transform)
            if m.inverted { coverage.invert() }
            if m.opacity < 1 { coverage.multiply(by: m.opacity) }
            guard result != nil else {
                // The first mask against nothing (add) or everything (intersect, subtract) is its own coverage or
                // its inverse: no canvas-sized mask to fill and combine (most layers have one mask).
                switch m.operation {
                case .add, .intersect:
                    result = coverage
                case .subtract:
                    coverage.invert()
                    result = coverage
                default:
                    result = CoverageMask(width: canvas.width, height: canvas.height, value: 0)
                    result?.combine(coverage, m.operation)
                }
                continue
            }
            result?.combine(coverage, m.operation)
        }
        return result ?? CoverageMask(width: canvas.width, height: canvas.height, value: 255)
    }

    private func coverage(of path: Path, transform: AffineTransform) -> CoverageMask {
        canvas.coverageMask(of: path, transform: transform.concatenating(device))
    }

    /// The device-space box around `rect` seen through `transform`, one pixel wider each way for anti-aliasing.
    private func deviceBounds(_ rect: Rect, _ transform: AffineTransform) -> Rect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return .zero }  // an empty path
        let t = transform.concatenating(device)
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { t.apply($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = (xs.min() ?? 0).rounded(.down) - 1, y0 = (ys.min() ?? 0).rounded(.down) - 1
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0).rounded(.up) + 1 - x0, height: (ys.max() ?? 0).rounded(.up) + 1 - y0)
    }

    private func intersect(_ a: CoverageMask?, _ b: CoverageMask) -> CoverageMask {
        guard var a else { return b }
        a.combine(b, .intersect)
        return a
    }

    /// The paint in device space for geometry drawn with `t`, faded by `opacity`.
    private func paint(_ paint: DrawPaint, _ t: AffineTransform, _ opacity: Double) -> Paint {
        switch paint {
        case .solid(let c):
            return .solid(c.withAlphaMultiplied(by: opacity))
        case let .linear(start, end, stops):
            return .linearGradient(LinearGradients.device(start: start, end: end, stops: faded(stops, opacity), transform: t))
        case let .radial(center, radius, focal, stops):
            return .radialGradient(RadialGradient(center: center, radius: radius, focal: focal, stops: faded(stops, opacity),
                                                  transform: t))
        }
    }

    private func faded(_ stops: [LinearGradient.Stop], _ opacity: Double) -> [LinearGradient.Stop] {
        opacity >= 1 ? stops : stops.map { LinearGradient.Stop(location: $0.location, color: $0.color.withAlphaMultiplied(by: opacity)) }
    }
}

enum LinearGradients {
    /// The device-space gradient equal to the local one from `start` to `end` seen through `t`. The parameter is
    /// t(p) = (p − s)·(e − s) / |e − s|² in local space, linear in device space with gradient
    /// G = M⁻ᵀ(e − s) / |e − s|² (M the linear part of `t`); the device end point is start′ + G / |G|².
    static func device(start: Point, end: Point, stops: [LinearGradient.Stop], transform t: AffineTransform) -> LinearGradient {
        let d = end - start
        let len2 = d.dot(d)
        let s = t.apply(start)
        guard len2 > 0, let inv = t.inverted() else { return LinearGradient(start: s, end: s, stops: stops) }
        // M⁻ᵀ v: the transpose of the inverse's linear part.
        let g = Point(x: inv.a * d.x + inv.b * d.y, y: inv.c * d.x + inv.d * d.y) / len2
        let g2 = g.dot(g)
        guard g2 > 0, g2.isFinite else { return LinearGradient(start: s, end: s, stops: stops) }
        return LinearGradient(start: s, end: s + g / g2, stops: stops)
    }
}
