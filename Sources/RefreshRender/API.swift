// RefreshRender's public face, by who uses it. A public type of this module that is missing here, or a name here that
// is not a public type, fails PublicFaceTests.
//
// A style author (a header or footer of another library, STYLES.md):
//   `Control`, `RefreshStyle`, `StyleKind`, `StyleOption`, `StyleOptionError`, `StyleOptionSummary`, `StyleContext`,
//   `ControlScene`, `PullRules`, `PullSample`, `PullHistory`, `StateEvent`, `RefreshState`, `StateTitles`,
//   `ScreenTraits`, `ControlPlacement`, `VectorArtwork`, `ArtworkElement`, `ArtworkPaint`, `ArtworkRenderer`,
//   `ShippedImage`,
//   `ActivityIndicator`, `LabelOptions`, `LabelLanguage`, `LabelDateTime`, `LabelDateTimeError`, `LastUpdated`,
//   `WritingDirection`, `Appearance`, `ColorNotation`.
// The layer tree and its timing (Core Animation's model):
//   `Layer`, `LayerContent`, `LayerContents`, `LayerPath`, `ShapeProperties`, `ImageProperties`, `BitmapContents`,
//   `ContentsGravity`, `TextProperties`, `TextAlignment`, `TextMeasuring`, `TextDrawing`, `TextError`, `PlacedLabel`,
//   `Animation`, `AnimationList`, `AttachedAnimation`, `BasicAnimation`, `KeyframeAnimation`, `AnimationGroup`,
//   `AnimationKeyPath`, `AnimatableValue`, `AnimationError`, `MediaTiming`, `FillMode`, `TimingFunction`,
//   `TimingPhase`, `TransformComponents`, `ImplicitActions`, `ViewAnimation`, `PresentationError`.
//   A port of UIKit code sets a layer's properties one by one, as CALayer's: `Layer.anchorPoint`,
//   `Layer.masksToBounds`, `Layer.backgroundColor`, `Layer.sublayers`, `ShapeProperties.fillColor`,
//   `ShapeProperties.strokeColor`, `ShapeProperties.lineWidth`, `ImageProperties.contentsGravity`,
//   `ImageProperties.contentsScale`, and sizes a layer by its image, `LayerContents.pointSize` (UIImage.size). A
//   header of your own names its background layer `ControlScene.backgroundLayerName`, and may draw the airplane
//   header's artwork, `VectorArtwork.airplane` and `VectorArtwork.skyBackground` (README "Your own header" ports a
//   UIKit header so). PublicFaceTests checks that each member named here is public.
// The shipped controls:
//   `StyleCatalog`, `ArrowStyle`, `CircleStyle`, `SVStyle`, `MJStyle`, `AirplaneStyle`, `CircleFooterStyle`,
//   `SVInfiniteStyle`, `MJAutoFooterStyle`, `MJBackFooterStyle`, `LottieStyle`, `LottieEnding`, `LottieAnimation`,
//   `LottieContents`, `LottieCompositionControl`, `LottieCompositionError`, `LottieFrameRange`, `LottieMarkerError`.
// A test author or a front end (frames of a control):
//   `RenderOptions`, `RenderOptionsError`, `BackgroundChoice`, `PixelScale`, `HeaderWidth`, `FrameSampling`,
//   `SamplingError`, `FramePlan`, `FrameSpec`, `FrameRenderer`, `FrameGroups`, `HashedTree`, `FrameRate`,
//   `SequenceDuration`, `TimeInState`, `ProgressSweep`, `NumberBounds`, `CheckedNumber`, `Scenario`, `ScenarioError`,
//   `PullTimeline`, `ScreenOptions`, `Viewport`, `ViewportError`, `ScreenRow`, `ScreenRows`, `ScreenRowsError`,
//   `ScrollGeometry`, `LoadedRows`.
