import Raster
import RefreshRender

/// Fonts found on first use: a run whose frames hold no label (the airplane, a Lottie header) then never starts
/// fontconfig, which reads some 80 configuration files (4 ms), nor opens a face (3 ms more): 7 ms of every such
/// run's serial start. Measuring and drawing go to the `TextLayout` and `LabelDrawer` of the library `make`
/// returns, made once, on whichever thread first needs it; an error making it is the error of every use.
public final class DeferredFonts: TextMeasuring, TextDrawing, Sendable {
    private let make: @Sendable () throws(TextError) -> FontLibrary
    private let made = Locked<Result<LabelDrawer, TextError>?>(nil)

    public init(_ make: @escaping @Sendable () throws(TextError) -> FontLibrary) {
        self.make = make
    }

    /// The library, when a use has made it (nil before, or when making it failed).
    public var fonts: FontLibrary? {
        made.withLock { (state: inout Result<LabelDrawer, TextError>?) -> FontLibrary? in try? state?.get().layout.fonts }
    }

    private func drawer() throws(TextError) -> LabelDrawer {
        try made.withLock { (state: inout Result<LabelDrawer, TextError>?) throws(TextError) -> LabelDrawer in
            if state == nil {
                do throws(TextError) {
                    state = .success(LabelDrawer(layout: TextLayout(fonts: try make())))
                } catch {
                    state = .failure(error)
                }
            }
            return try state!.get()
        }
    }

    public func width(of string: String, fontName: String, size: Double) throws(TextError) -> Double {
        try drawer().layout.width(of: string, fontName: fontName, size: size)
    }

    public func lineHeight(fontName: String, size: Double) throws(TextError) -> Double {
        try drawer().layout.lineHeight(fontName: fontName, size: size)
    }

    public func draw(_ text: TextProperties, in bounds: Rect, transform: AffineTransform, canvas: Canvas) throws {
        try drawer().draw(text, in: bounds, transform: transform, canvas: canvas)
    }
}
