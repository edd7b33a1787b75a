// SnapshotTestingRefresh's public face: pointfree's Snapshotting strategies for styles and filmstrips, and the
// image format they diff with. A public type of this module that is missing here, or a name here that is not a
// public type, fails PublicFaceTests.
//
//   `RefreshSnapshotImage` (the snapshot format: the rendered picture, or why it could not be rendered, since
//   swift-snapshot-testing's strategies cannot throw), stored as PNG and compared pixel by pixel within a tolerance
//   (Diffing's refreshPNG). The strategies, on swift-snapshot-testing's Snapshotting: refreshFrame(progress:…),
//   refreshFrame(scenario:at:…), refreshFilmstrip(scenario:fps:…) (the frames stacked in one picture, not split into
//   frames on a review page), and refresh(_:), which wraps any RefreshSnapshotTesting strategy.
