/// Receives the rasterizer's output, one pixel row at a time: constant-coverage runs and per-pixel coverage masks.
/// Compositors (solid colour, image) implement it; zero-coverage runs are never passed.
protocol SpanCompositor {
    /// Pixels `x..<x + count` of row `y` all have coverage `alpha` (1...255).
    mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32)
    /// Pixels `x..<x + count` of row `y` have coverage `mask[0..<count]` (0...255; zeros are to be skipped).
    mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>)
}
