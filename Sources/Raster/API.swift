// Raster's public face: what the stages above it draw with. Everything else (the scan converter, flattening, the
// stroker's pieces, dashes and trims as steps) is internal or package (the benchmarks and tests). A public type of
// this module that is missing here, or a name here that is not a public type, fails PublicFaceTests.
//
// Drawing:
//   `Canvas` (premultiplied RGBA8; fills, strokes, images, gradients, clips, offscreen groups), `CoverageMask`,
//   `MaskChannel`, `Paint`, `Color`, `LinearGradient`, `RadialGradient`, `FillRule`; `DrawingCancellation` (a request
//   to stop a canvas mid-frame) and `DrawingCancelled` (the error of a frame so stopped).
//   (Package-only, for RefreshLottie's layers: BlendMode, the W3C blend modes a group is composited with, through
//   Canvas.beginGroup(opacity:blend:) and drawGroup(opacity:blend:_:).)
// Geometry and paths:
//   `Point`, `Size`, `Rect`, `AffineTransform`, `Path`, `PathElement`, `PathError`, `PathMeasure`, `Flattening`.
// Strokes (and their pieces, for a caller that measures or dashes a path itself):
//   `StrokeStyle`, `LineCap`, `LineJoin`, `StrokeError`, `Stroker`, `StrokePiece`, `DashPattern`.
// Contours and polygons (exact segments, and the flattened outline a fill takes):
//   `Contour`, `Segment`, `Polygon`.
// Images, PNG and JPEG:
//   `Image`, `ImageError`, `PNGOptions`, `PNGError`, `JPEGError` (JPEG is decoded only).
// Comparing pictures (snapshot tests, compare):
//   `ImageDifference`, `ImageTolerance`, `ImageToleranceError`, `DiffImage`, `PixelBox`.
