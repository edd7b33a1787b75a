import Foundation
import Raster
import RefreshLottie

/// The fuzz callback: any bytes as a Lottie file (`LottieDocument`: JSON, gzip'd JSON or a dotLottie container). A
/// refused file throws a `LottieError`; an accepted one draws its first and middle frames on a 16 × 16 canvas. Neither
/// may crash, hang or read out of bounds.
func fuzzLottie(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let composition = try? LottieDocument(data: bytes).composition() else { return 0 }
    precondition(composition.width >= 1 && composition.height >= 1 && composition.outPoint > composition.inPoint)
    for frame in [composition.inPoint, (composition.inPoint + composition.outPoint) / 2] {
        _ = try? composition.image(frame: frame, fittingWidth: 16, height: 16)
    }
    return 0
}
