import Foundation
import RefreshLottie

/// The fuzz callback: any bytes as a dotLottie container or gzip'd Lottie file, the seeds being real containers, so
/// the mutations reach libzip's directory, the entry checks, the inflation budget, the manifest and the themes. Every
/// animation of an accepted container is made with each of its themes; none of it may crash, hang or read out of
/// bounds.
func fuzzLottieContainer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    guard let document = try? LottieDocument(data: Data(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    for animation in document.animations.prefix(4) {
        for theme in [nil] + document.themes.prefix(4).map(Optional.some) {
            _ = try? document.composition(animation: animation, theme: theme)
        }
    }
    return 0
}
