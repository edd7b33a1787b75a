// RefreshSnapshotTesting's public face: what a test author uses. A public type of this module that is missing here,
// or a name here that is not a public type, fails PublicFaceTests.
//
// Asserting:
//   `assertSnapshot` (one call for every value), `Snapshotting` (how a value becomes a picture: a style at a progress,
//   a `Filmstrip` of a gesture, or any strategy pulled back from one), `Snapshot`, `Filmstrip`.
// Settings and results:
//   `SnapshotSettings` (record mode and artifacts folder from the environment), `SnapshotRecordMode`,
//   `SnapshotLocation`, `SnapshotArtifacts`, `SnapshotOutcome`, `SnapshotError`.
// The run's failures on one review page in the artifacts folder:
//   `SnapshotReviewPage` (a record per failure, the page made anew under a lock), `SnapshotFrameLayout` (a filmstrip's
//   frames, so the page shows them one by one).
// Building blocks for adapters (SnapshotTestingRefresh):
//   `SnapshotRendering` (a style's frame as an image), `SnapshotVerifier` (compare, record, write artifacts).
