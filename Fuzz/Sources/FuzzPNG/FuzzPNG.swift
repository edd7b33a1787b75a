import Raster

/// The fuzz callback: any bytes as a PNG. Decoding may fail with a `PNGError`; it must never crash, hang or read out of
/// bounds, and a decoded image must re-encode.
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? Image(pngData: bytes) else { return 0 }
    precondition(image.width >= 1 && image.height >= 1 && image.width * image.height <= Image.maxPixelCount)
    if image.width * image.height <= 1 << 16 {
        let png = try! image.pngData()
        let again = try! Image(pngData: png)
        precondition(again.width == image.width && again.height == image.height)
    }
    return 0
}
