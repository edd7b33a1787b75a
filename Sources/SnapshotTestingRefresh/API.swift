// SnapshotTestingRefresh's public face: pointfree's Snapshotting strategies for styles and filmstrips, and the
// image format they diff with. A public type of this module that is missing here, or a name here that is not a
// public type, fails PublicFaceTests.
//
//   `RefreshSnapshotImage` (the snapshot format: a picture and the frames it shows).
