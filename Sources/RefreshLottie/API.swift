// RefreshLottie's public face: a parsed file and what it can and cannot draw. A public type of this module that is
// missing here, or a name here that is not a public type, fails PublicFaceTests.
//
//   `LottieDocument` (a file as shipped: JSON, gzip'd JSON or a dotLottie container; its animations and themes),
//   `LottieComposition` (parse a file, draw a frame onto a Raster canvas), `LottieError` (a refused file, with the
//   place in it), `LottieWarning` (a feature that is not drawn), `LottieMarker` (the file's named frame ranges),
//   `LottieTextEngine` (what a caller hands down to set text in installed fonts), `LottieFontName` (a font as the
//   file names it), `LottieSetLine` (a line set in a font, letter by letter).
