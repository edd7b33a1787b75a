// RefreshText's public face: the text engine a run or a snapshot test hands to RefreshRender's TextMeasuring and
// TextDrawing. Fonts, shaping and bidi inside it are internal. A public type of this module that is missing here,
// or a name here that is not a public type, fails PublicFaceTests.
//
//   `FontLibrary` (the fonts fontconfig finds, by script), `TextLayout` (measures labels), `LabelDrawer` (draws them),
//   `DeferredFonts` (finds the fonts on first use), `FontTextEngine` (sets a Lottie file's text in installed fonts).
