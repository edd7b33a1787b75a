// RefreshOutput's public face: the jobs a front end runs, one per output format, each given a `JobInput`, and what
// they report. Encoders, quantizers and the folder bookkeeping inside them are internal or package. A public type of
// this module that is missing here, or a name here that is not a public type, fails PublicFaceTests.
//
// Running a job:
//   `JobInput` (what to draw, how to sample it, where to write), `MemoryBudget` (how many workers a run's memory
//   holds), `RenderCancellation`, `RenderInterrupted`,
//   `OutputError`. The one parallel frame runner every job uses (FrameRunner) is package.
// The formats (`Formats/`), each with its options and errors:
//   `FrameFolderJob` (PNG frames and `frames.json`: `FrameManifest`, `RunIdentity`, `OutputDirectory`,
//   `DuplicateFiles`, `ContrastCheck`, `ContrastReport`), `GIFRenderJob` (`EdgeMatte`, `GIFOptionsError`,
//   `GIFDelaySchedule`), `AnimationRenderJob` (`AnimationFormat`, `VideoCodec`, `WebPQuality`,
//   `AnimationOptionsError`, `VideoError`), `ContactSheet` (`ContactSheetError`), `ImageSetJob` (`ImageSetError`),
//   `RunPageJob` (a review page that plays the run over its PNG frames: `RunPage`).
// Playing an animation back and comparing two over time (`Decoders/`):
//   `AnimationPlayback` (GIF, APNG or WebP as a viewer composes it), `AnimationComparison` (two animations span by
//   span), `AnimationTime`, `AnimationDecodingError`.
// Comparing two runs' frame folders, and review pages of comparisons (`Review/`):
//   `FolderComparison` (two folders' frames matched by name, each pair read, decoded and compared),
//   `ComparisonFile` (the bounded reader of the files compared), `ComparisonFileError`,
//   `ComparisonReport` (two runs frame by frame, the pictures beside the page), `ComparisonStatus` and
//   `ComparisonCounts` (each frame's status and their counts, alike on the page and in a summary).
