import Foundation
import Testing
import RefreshTestSupport

/// Bad input, through the command parser and the preparation of the run, in this process: every row is a usage error
/// (exit 2) whose message names the option, the value and what is accepted, and nothing is written. `@F` is the
/// folder of `InputFixtures`.
@Suite struct BadInputTests {
    /// Arguments (besides `--out`) and the pieces the message must hold. Typed, so the literal type-checks quickly.
    typealias Row = (arguments: [String], expected: [String])

    static let rows: [Row] = [
        // The style and its variants.
        (["--style", "spiral"], ["'spiral'", "--style", "- circle\n", "- mj-back-footer"]),
        (["--style", "arrow", "--style-option", "arrow-color=pink"],
         ["--style-option arrow-color=pink is not accepted for arrow; expected blue, gray, black, white"]),
        (["--style", "sv-infinite", "--style-option", "start=top"], ["--style-option start=… does not apply to sv-infinite; sv-infinite has no options"]),
        (["--style", "circle", "--style-option", "colour=red"], ["--style-option colour=… does not apply to circle; expected start"]),
        (["--style", "circle", "--style-option", "start"], ["'start'", "--style-option", "expected KEY=VALUE"]),
        (["--image", "plane"], ["'plane'", "--image", "expected NAME=PATH.png"]),
        (["--image", "dragon=x.png"], ["--image dragon=…: airplane has no artwork called dragon; expected airplane, sky-background"]),
        (["--style", "circle", "--image", "airplane=x.png"], ["--image airplane=…: circle has no artwork called airplane; circle has no artwork to replace"]),
        (["--width", "0"], ["'0'", "--width", "header width 0.0 is not accepted; expected points from 100 to 2000"]),
        (["--width=-375"], ["'-375'", "--width", "header width -375.0"]),
        (["--width", "-375"], ["'-375'", "--width", "header width -375.0 is not accepted; expected points from 100 to 2000"]),
        (["--fps", "-30"], ["'-30'", "--fps", "frame rate -30 is not accepted"]),
        (["--jobs", "-2"], ["'-2'", "--jobs", "expected workers from 1 to 64"]),
        // Options of other formats are refused, naming the format, as --quality is.
        (["--format", "mp4", "--loop", "2"], ["--loop sets how many times an animation plays; it goes with --format gif, apng or webp, not --format mp4"]),
        (["--format", "png", "--loop", "0"], ["--loop", "not --format png"]),
        (["--format", "apng", "--matte", "white"], ["--matte blends a GIF's transparent edges; it goes with --format gif, not --format apng"]),
        (["--format", "png", "--gif-name", "a.gif"], ["--gif-name names the GIF file; it goes with --format gif, not --format png"]),
        (["--format", "gif", "--png-level", "9"], ["--png-level sets the zlib level of PNG frames; it goes with --format png or html, not --format gif"]),
        (["--format", "sheet", "--png-filter", "paeth"], ["--png-filter", "not --format sheet"]),
        (["lottie", "@F/lottie-small.json", "--format", "sheet", "--loop", "1"], ["--loop", "not --format sheet"]),
        // A repeatable KEY=VALUE option gives each key once.
        (["--style", "circle", "--style-option", "start=top", "--style-option", "start=bottom"],
         ["--style-option start=… is given twice; expected each key at most once"]),
        (["--image", "airplane=a.png", "--image", "airplane=b.png"],
         ["--image airplane=… is given twice; expected each artwork at most once"]),
        (["--width", "1e9"], ["'1e9'", "--width", "header width 1000000000.0 is not accepted"]),
        (["--width", "nan"], ["'nan'", "--width", "expected points from 100 to 2000"]),
        (["--width", "wide"], ["'wide'", "--width", "\"wide\" is not a number; expected points from 100 to 2000"]),
        (["--scale", "4"], ["'4'", "--scale", "pixel scale 4 is not accepted; expected 1, 2 or 3"]),
        (["--scale", "0"], ["'0'", "--scale", "expected 1, 2 or 3"]),
        (["--scale", "1.5"], ["'1.5'", "--scale", "expected 1, 2 or 3"]),
        (["--background", "mauve"], ["'mauve'", "--background", "- none\n", "- darkgray\n", "- #RRGGBB[AA]"]),
        (["--background", "#12345"], ["'#12345'", "--background", "#RRGGBB[AA]"]),
        (["--background", "#GGGGGG"], ["'#GGGGGG'", "--background"]),
        // Output.
        (["--format", "bmp"], ["'bmp'", "--format", "- sheet\n", "- apng\n", "- webm"]),
        (["--out", ""], ["--out", "expected a folder path"]),
        (["--jobs", "0"], ["'0'", "--jobs", "expected workers from 1 to 64"]),
        (["--jobs", "65"], ["'65'", "--jobs", "expected workers from 1 to 64"]),
        (["--bogus"], ["Unknown option '--bogus'"]),
        // The time sequence.
        (["--fps", "0"], ["'0'", "--fps", "frame rate 0 is not accepted; expected frames per second above 0 and at most 240"]),
        (["--fps", "nan"], ["'nan'", "--fps", "frames per second above 0 and at most 240"]),
        (["--fps", "241"], ["'241'", "--fps", "frame rate 241 is not accepted"]),
        (["--fps", "inf"], ["'inf'", "--fps", "frame rate inf is not accepted"]),
        (["--duration=-1"], ["'-1'", "--duration", "duration -1 s is not accepted; expected seconds above 0 and at most 600"]),
        (["--duration", "601"], ["'601'", "--duration", "duration 601 s is not accepted"]),
        (["--fps", "240", "--duration", "600"], ["--duration 600.0 at --fps 240.0 gives 144000 frames; at most 100000 are accepted"]),
        (["--frames", "9..3"], ["'9..3'", "--frames", "expected a range of frame indices A..B with 0 ≤ A ≤ B"]),
        (["--frames", "0..100000"], ["--frames 0..100000 is not accepted; expected a range within 0..332 (the sequence has 333 frames)"]),
        (["--frames", "1000..2000"], ["--frames 1000..2000 is not accepted; expected a range within 0..332"]),
        (["--style", "mj", "--scenario", "cancel", "--frames", "200"], ["--frames 200..200 is not accepted; expected a range within 0..83 (the sequence has 84 frames)"]),
        (["--scenario", "zigzag"], ["--scenario zigzag is not a preset or a file; expected refresh, cancel, load-more, no-more-data or a JSON file path"]),
        (["--scenario", "@F/scenario-types.json"], ["--scenario @F/scenario-types.json: scenario: steps[0].duration is \"long\"; expected a number"]),
        (["--scenario", "@F/scenario-missing.json"], ["--scenario @F/scenario-missing.json: scenario: steps is missing; expected an array of steps"]),
        (["--scenario", "@F/scenario-negative.json"], ["scenario-negative.json: scenario: steps[0].wait is -0.5; expected a number from 0 to 600"]),
        (["--scenario", "@F/scenario-overflow.json"], ["scenario-overflow.json: scenario: not valid JSON (Number 1e999 is not representable"]),
        (["--scenario", "@F/scenario-enormous.json"], ["scenario-enormous.json: scenario: steps is 800 s in all; expected at most 600 s"]),
        (["--scenario", "@F/scenario-order.json"], ["scenario-order.json: scenario: steps[2]: a pull may not start at 0.5 s while the control refreshes"]),
        (["--scenario", "@F/scenario-pull.json"], ["scenario-pull.json: scenario: steps[0].pull is 11; expected a number from 0 to 10"]),
        (["--scenario", "@F/scenario-tail.json"], ["scenario-tail.json: scenario: tail is -1; expected a number from 0 to 600"]),
        (["--scenario", "@F/scenario-steps.json"], ["scenario-steps.json: scenario: steps is 1000001 steps; expected at most 1000000 steps"]),
        (["--scenario", "@F/scenario-twice.json"], ["scenario-twice.json: scenario: wait is given twice in one object; expected each field once"]),
        (["--scenario", "@F/scenario-name.json"], ["scenario-name.json: scenario: name is 201 characters long; expected at most 200 characters"]),
        (["--scenario", "@F/scenario-array.json"], ["scenario-array.json: scenario: (top level) is an array; expected an object with \"steps\""]),
        (["--scenario", "@F/scenario-truncated.json"], ["scenario-truncated.json: scenario: not valid JSON (Unexpected end of file"]),
        (["--scenario", "@F/scenario-long.json", "--fps", "200"], ["--fps 200.0 over --scenario @F/scenario-long.json gives 120910 frames; at most 100000 are accepted"]),
        (["--scenario", "@F/scenario-long.json", "--duration", "600", "--fps", "200"], ["--duration 600.0 at --fps 200.0 gives 120000 frames"]),
        (["--scenario", "@F"], ["--scenario @F is a folder; expected a JSON file"]),
        (["--scenario", "/dev/zero"], ["--scenario /dev/zero is not a regular file (a device or a pipe); expected a JSON file"]),
        // The progress sweep.
        (["--progress", "0:1:0"], ["'0:1:0'", "--progress", "sweep step 0 is not accepted; expected a step above 0"]),
        (["--progress", "1:0:0.1"], ["'1:0:0.1'", "--progress", "sweep 1 to 0 ends below its start"]),
        (["--progress", "abc"], ["'abc'", "--progress", "\"abc\" is not a number", "like 0:1:0.05"]),
        (["--progress", "0:1"], ["'0:1'", "--progress", "expected a value like 0.5 or a range start:end:step"]),
        (["--progress=-1"], ["'-1'", "--progress", "pull progress -1 is out of range; expected values from 0 to 10"]),
        (["--progress", "0:10:0.00001"], ["'0:10:0.00001'", "--progress", "it gives 1000001 frames; at most 100000 are accepted"]),
        (["--progress", "0.5", "--state", "flying"], ["'flying'", "--state", "'idle', 'pulling', 'refreshing', 'ending' or 'no-more-data'"]),
        (["--state", "idle"], ["--state and --time go with --progress"]),
        (["--time", "1"], ["--state and --time go with --progress"]),
        (["--progress", "1", "--frames", "0..3"], ["--frames and --duration go with a time sequence, not with --progress"]),
        (["--progress", "1", "--time=-1"], ["'-1'", "--time", "time -1 s since the state began is not accepted; expected seconds from 0 to 600"]),
        (["--progress", "1", "--state", "refreshing", "--time", "nan"], ["'nan'", "--time", "time nan s"]),
        // GIF and sheet.
        (["--format", "gif", "--loop", "-1"], ["'-1'", "--loop", "expected play counts (0: forever) from 0 to 65536"]),
        (["--format", "gif", "--matte", "pink"], ["'pink'", "--matte", "'auto', 'white', 'black' or '#RRGGBB'"]),
        (["--format", "gif", "--matte", "#12345678"], ["'#12345678'", "--matte"]),
        (["--format", "gif", "--gif-name", "a/b.gif"], ["'a/b.gif'", "--gif-name", "a file name ending in .gif, without a folder"]),
        (["--format", "gif", "--progress", "0.5"], ["--format gif animates a time sequence; --progress is not accepted with it"]),
        (["--format", "apng", "--progress", "0:1:0.5"], ["--format apng animates a time sequence; --progress is not accepted with it"]),
        (["--format", "webm", "--progress", "1"], ["--format webm animates a time sequence; --progress is not accepted with it"]),
        (["--format", "mp4", "--background", "#FFFFFF80"], ["--background #ffffff80: H.264 MP4 has no transparency"]),
        (["--format", "mp4", "--background", "none"], ["--background none: H.264 MP4 has no transparency; a transparent background needs APNG, WebP or VP9 WebM"]),
        (["--format", "webp", "--quality", "101"], ["'101'", "--quality", "a WebP quality of 101.0 is not accepted; expected 0 (smallest) to 100 (best)"]),
        (["--format", "webp", "--quality", "-5"], ["--quality"]),
        (["--format", "webp", "--quality", "high"], ["'high'", "--quality", "\"high\" is not a number; expected 0 to 100"]),
        (["--format", "gif", "--quality", "80"], ["--quality sets a lossy WebP's quality; it goes with --format webp, not --format gif"]),
        (["--format", "image-set", "--duration", "1"], ["--format image-set makes idle images over --progress and refreshing images over one loop at --fps; --scenario, --frames"]),
        (["--format", "sheet", "--frames", "0..3"], ["--format sheet shows fixed states and times; --frames, --duration, --state and --time are not accepted"]),
        // A Lottie header (--style lottie) and a Lottie file's own frames (render-frames lottie).
        (["--style", "lottie"], ["--style lottie needs --lottie FILE"]),
        (["--lottie", "@F/lottie-small.json"], ["--lottie goes with --style lottie, not with --style airplane"]),
        (["--style", "lottie", "--lottie", "/nonexistent/spinner.json"], ["--lottie /nonexistent/spinner.json: no such file"]),
        (["--style", "lottie", "--lottie", "@F/lottie-truncated.json"], ["--lottie @F/lottie-truncated.json: not a Lottie JSON file"]),
        (["--style", "lottie", "--lottie", "@F/lottie-bad-shape.json"],
         ["--lottie @F/lottie-bad-shape.json: layers[0].shapes[0].it[0].c: 5000.0 copies over the limit of 1000"]),
        (["--style", "lottie", "--lottie", "@F/lottie-small.json", "--style-option", "pull=5..50"],
         ["--style-option pull=5..50 is not accepted for lottie; expected frames A..B with A ≤ B within the file's 0..10, like 0..30"]),
        (["--style", "lottie", "--lottie", "@F/lottie-small.json", "--style-option", "refresh=9..3"],
         ["--style-option refresh=9..3 is not accepted for lottie; expected frames A..B"]),
        (["--style", "lottie", "--lottie", "@F/lottie-small.json", "--style-option", "max-pull=5"],
         ["--style-option max-pull=5 is not accepted for lottie; expected points from 10 to 1000"]),
        (["--style", "lottie", "--lottie", "@F/lottie-small.json", "--style-option", "box=80"],
         ["--style-option box=80 is not accepted for lottie; expected WxH in points from 1 to 2000, like 80x60"]),
        (["--style", "lottie", "--lottie", "@F/lottie-small.json", "--style-option", "height=tall"],
         ["--style-option height=tall is not accepted for lottie; expected points from 20 to 200"]),
        (["--style", "lottie", "--lottie", "@F/lottie-small.json", "--style-option", "ending=loop"],
         ["--style-option ending=loop is not accepted for lottie; expected play, hold"]),
        (["--style", "lottie", "--lottie", "@F/lottie-small.json", "--style-option", "speed=2"],
         ["--style-option speed=… does not apply to lottie; expected max-pull, height, box, pull, refresh, end, ending"]),
        (["--style", "lottie", "--lottie", "@F/lottie-small.json", "--image", "plane=@F/grey.png"],
         ["--image plane=…: lottie has no artwork called plane; lottie has no artwork to replace"]),
        (["lottie", "/nonexistent/spinner.json"], ["lottie /nonexistent/spinner.json: no such file"]),
        (["lottie", "@F/lottie-bad-shape.json"], ["lottie @F/lottie-bad-shape.json: layers[0].shapes[0].it[0].c: 5000.0 copies over the limit of 1000"]),
        (["lottie", "@F/lottie-small.json", "--frames", "20..30"],
         ["--frames 20..30 is not accepted; expected a range within 0..9 (the file's frames)"]),
        (["lottie", "@F/lottie-small.json", "--frames", "5.0000001..5.0000001"],
         ["--frames 5.0000001..5.0000001 is not accepted; expected a range within 0..9 (the file's frames) of whole frame numbers"]),
        (["--style", "lottie", "--lottie", "@F/lottie-marker-past-end.json"],
         ["--lottie @F/lottie-marker-past-end.json: marker refresh covers frames 5..25; expected frames A..B with A ≤ B within the file's 0..10"]),
        (["lottie", "@F/lottie-small.json", "--frames", "-5..3"],
         ["--frames -5..3 is not accepted; expected a range within 0..", "(the file's frames)"]),
        (["--viewport", "iphone-8", "--rows", "@F/rows-twice.json"],
         ["--rows @F/rows-twice.json: \"title\" is given twice in one object; expected each field once"]),
        (["lottie", "@F/lottie-small.json", "--frames", "5"], ["'5'", "--frames", "expected file frame numbers A..B with A ≤ B"]),
        (["lottie", "@F/lottie-wide.json"], ["lottie @F/lottie-wide.json: the composition is 9000×30 pt, 1.08 Mpx a frame at @2x; expected at most 36 Mpx and sides of at most 16384 px"]),
        (["lottie", "@F/lottie-fast.json"], ["the composition plays at 300 frames per second; expected frames per second above 0 and at most 240"]),
        (["lottie", "@F/lottie-small.json", "--format", "image-set"], ["--format image-set makes a header's idle and refreshing images"]),
        (["lottie", "@F/lottie-small.json", "--format", "mp4", "--background", "none"], ["--background none:", "--format webm, apng or webp"]),
        (["lottie", "@F/lottie-small.json", "--format", "gif", "--quality", "80"], ["--quality", "--format webp, not --format gif"]),
        (["lottie", "@F/lottie-small.json", "--format", "gif", "--link-duplicates"], ["--link-duplicates", "--format gif"]),
        (["lottie", "@F/lottie-small.json", "--scale", "4"], ["'4'", "--scale", "expected 1, 2 or 3"]),
        // PNG.
        (["--png-level", "12"], ["'12'", "--png-level", "expected levels from 0 to 9"]),
        (["--png-level=-1"], ["'-1'", "--png-level", "expected levels from 0 to 9"]),
        (["--png-filter", "fancy"], ["'fancy'", "--png-filter", "none", "paeth", "all"]),
        (["--format", "gif", "--link-duplicates"], ["--link-duplicates links frame files; it goes with --format png or html, not --format gif"]),
        // Labels.
        (["--locale", "fr"], ["'fr'", "--locale", "- pt-BR\n", "- ar"]),
        (["--locale", "zh"], ["'zh'", "--locale", "- zh-Hans\n", "- zh-Hant\n"]),
        (["--title", "idel=Pull"], ["'idel=Pull'", "--title", "\"idel\" is not a state; expected one of idle, pulling, refreshing, ending"]),
        (["--title", "Pull"], ["'Pull'", "--title", "expected STATE=TEXT"]),
        // The value is shown escaped: its line break must not break the message's line.
        (["--title", "idle=line1\nline2"], ["'idle=line1\\nline2'", "--title", "the text holds a line break (U+000A); a label is one line"]),
        (["--title", "refreshing=a\tb"], ["--title", "the text holds a control character (U+0009)"]),
        (["--subtitle", "a\u{2028}b"], ["--subtitle", "the text holds a line break (U+2028)"]),
        (["--viewport", "iphone-8", "--nav-title", "Inbox\r"], ["--nav-title", "the text holds a line break (U+000D)"]),
        (["--title", "idle=a", "--title", "idle=b"], ["--title idle=… is given twice; expected each state at most once"]),
        (["--last-updated", "yesterday"], ["'yesterday'", "--last-updated", "YYYY-MM-DDTHH:MM", "never, or now"]),
        (["--last-updated", "2026-13-01T10:00"], ["'2026-13-01T10:00'", "--last-updated", "month 13 is out of range 1…12"]),
        (["--last-updated", "2026-11-22T14:05+99:00"], ["'2026-11-22T14:05+99:00'", "offset hours 99"]),
        // Files named on the command line: user PNGs (libpng's own message after the option and the path) and fonts.
        (["--image", "airplane=/nonexistent/plane.png"], ["--image airplane=/nonexistent/plane.png: /nonexistent/plane.png: cannot open"]),
        (["--image", "airplane=@F/corrupt.png"], ["--image airplane=@F/corrupt.png: cannot decode PNG: IDAT: incorrect data check"]),
        (["--image", "airplane=@F/truncated.png"], ["--image airplane=@F/truncated.png: cannot decode PNG: unexpected end of PNG data (file truncated)"]),
        (["--image", "airplane=@F/huge.png"], ["huge.png: PNG too large: Invalid IHDR data: Image width exceeds user limit in IHDR; Image height exceeds user limit in IHDR (limit 16384×16384"]),
        (["--image", "airplane=@F/not-a-png.png"], ["not-a-png.png: cannot decode PNG: not a PNG file (bad signature)"]),
        (["--image", "airplane=@F/empty.png"], ["empty.png: cannot decode PNG: not a PNG file (bad signature)"]),
        (["--image", "airplane=@F"], ["--image airplane=@F: @F: not a regular file (a folder, a device or a pipe)"]),
        (["--font", "/nonexistent/font.ttf"], ["--font /nonexistent/font.ttf: font file '/nonexistent/font.ttf' does not exist or cannot be read"]),
        (["--font", "/etc/hostname"], ["--font /etc/hostname: '/etc/hostname' is not a font"]),
        (["--font", "@F"], ["--font @F: '@F' is not a font (FreeType accepts TrueType, OpenType and collection files)"]),
        (["--font", "@F/text.ttf"], ["--font @F/text.ttf: '@F/text.ttf' is not a font"]),
        (["--bold-font", "@F/text.ttf"], ["--bold-font @F/text.ttf: '@F/text.ttf' is not a font"]),
    ]

    @Test(arguments: BadInputTests.rows)
    func isAUsageErrorNamingTheValue(arguments: [String], expected: [String]) {
        let out = RenderFramesBinary.temporaryFolder("bad")
        let (status, message) = InProcessCommand.outcome(arguments.map(InputFixtures.expand) + ["--out", out])
        #expect(status == 2, "\(arguments): \(message)")
        for piece in expected.map(InputFixtures.expand) {
            #expect(message.contains(piece), "\(arguments): \(message)")
        }
        #expect(!FileManager.default.fileExists(atPath: out), "\(arguments) wrote into --out")
    }

    /// 600 s of steps ending in a release is within the limit: the refresh, collapse and tail after them are the
    /// tool's, and are rendered (604.55 s of frames).
    @Test func whatTheToolAddsAfterTheStepsIsRendered() {
        let out = RenderFramesBinary.temporaryFolder("long")
        let (status, message) = InProcessCommand.outcome(["--scenario", InputFixtures.expand("@F/scenario-long.json"),
                                                          "--fps", "10", "--out", out])
        #expect(status == 0, "\(message)")
    }

    /// A scenario file over 64 MB is refused from its size, before it is read (a sparse file: nothing to read anyway).
    @Test func aScenarioFileOverTheLimitIsRefusedFromItsSize() throws {
        let path = RenderFramesBinary.temporaryFolder("huge-scenario") + ".json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil) && truncate(path, off_t(64 << 20) + 1) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, message) = InProcessCommand.outcome(["--scenario", path, "--out", RenderFramesBinary.temporaryFolder("bad")])
        #expect(status == 2)
        #expect(message.contains("--scenario \(path) has 67108865 bytes; expected a JSON file of at most 67108864 bytes"), "\(message)")
    }

    /// The same input, through `assets` and `compare`: their usage errors are 2 too.
    @Test(arguments: [
        (["assets", "--out", ""], ["--out", "expected a folder path"]),
        (["compare", "/nonexistent/a", "/nonexistent/b"], ["/nonexistent/a: no such file or folder"]),
        (["compare", "@F", "@F/corrupt.png"], ["@F is a folder but @F/corrupt.png is a file"]),
    ])
    func otherCommandsReportUsageErrorsToo(arguments: [String], expected: [String]) {
        let (status, message) = InProcessCommand.outcome(arguments.map(InputFixtures.expand))
        #expect(status == 2, "\(arguments): \(message)")
        for piece in expected.map(InputFixtures.expand) { #expect(message.contains(piece), "\(arguments): \(message)") }
    }
}
