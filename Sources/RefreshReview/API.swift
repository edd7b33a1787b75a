// RefreshReview's public face: the review pages' data and their one viewer, for the libraries that make pages
// (RefreshOutput: runs and comparisons; RefreshSnapshotTesting: failed snapshots). A public type of this module that is
// missing here, or a name here that is not a public type, fails PublicFaceTests.
//
// A page's data:
//   `ReviewPage` (its kind, title, summary, the settings that differ, its entries), `ReviewEntry` (a run, a comparison
//   or a failed snapshot: its frames and where to open), `ReviewFrame` (a frame's moment, status, pictures and figures),
//   `ReviewImage` (a picture beside the page, or a frame's rows of one).
// Writing it:
//   `ReviewViewer` (the HTML, CSS and script of every page, the data embedded as JSON), `HTMLText` (escaping),
//   `ReviewPageWriter` (atomic writes that replace only a review page).
