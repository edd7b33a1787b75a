# RefreshRender — the two commands a new user needs are `make demo` and `make test`.
# Each installs the Debian packages it needs (apt-get, with sudo when not root), builds, then renders / tests.

SWIFT ?= swift
# Fonts (README "Labels and languages"): Liberation Sans (Latin, Cyrillic), WenQuanYi Micro Hei (Chinese, Japanese),
# Noto Sans Arabic UI and Noto Sans Thai UI (fonts-noto-ui-core, 1.4 MB), NanumGothic (Korean, fonts-nanum).
# libwebp-dev: --format webp. ffmpeg: --format mp4/webm, and ffprobe for their tests (a large package, with its codecs).
# python3-pil: Pillow, the tests' independent APNG decoder. chromium, chromium-driver, python3-selenium: the browser
# tests of the review pages (scripts/review-pages-check; about 500 MB with their libraries on a minimal Debian 12).
# fonts-dejavu-core and tesseract-ocr: Lottie text set in installed fonts, read back with OCR in its tests.
# libturbojpeg0-dev: JPEG images in Lottie files, decoded through libjpeg-turbo's TurboJPEG API.
APT_PACKAGES := libpng-dev libturbojpeg0-dev zlib1g-dev libzip-dev libyajl-dev libssl-dev pkg-config libfreetype-dev libfontconfig1-dev libharfbuzz-dev libfribidi-dev \
	fonts-liberation2 fonts-wqy-microhei fonts-noto-ui-core fonts-nanum libgif-dev time librlottie-dev \
	libwebp-dev ffmpeg python3-pil chromium chromium-driver python3-selenium fonts-dejavu-core tesseract-ocr
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
# Release binaries carry the Swift runtime (--static-swift-stdlib): render-frames then runs on a Debian machine with
# only the C libraries above, and starts about 6 ms sooner (no Swift libraries to load and relocate). Only the
# executables are built so (the snapshot-testing adapter links XCTest, which exists only as a shared library). Each
# static link prints one linker warning from the toolchain's own libFoundationEssentials.a ("the use of `mktemp' is
# dangerous"): a known, open issue of swift-foundation (swiftlang/swift-foundation#1358), not of this project's code.
RELEASE := -c release --static-swift-stdlib
RELEASE_PRODUCTS := render-frames raster-bench lottie-bench
OUT ?= frames
# The tests that run frames on parallel workers, for ThreadSanitizer: the suites tagged `.parallel` in their sources
# (Swift 6.3's `swift test` cannot yet select by tag, so the tag's suites become the name filter here).
TSAN_FILTER ?= $(shell scripts/tagged-suites parallel)

.PHONY: all deps build release demo test bench docs check check-links example clean fuzz fuzz-build test-sanitize

all: build

# Installs only what is missing, so repeated runs are quick and need no network.
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "swift not found: install Swift 6 (https://swift.org/install) and put it on PATH"; exit 1; }
	@# thorvg-python (PyPI): ThorVG, the Lottie conformance tests' second player beside librlottie. Debian's own
	@# Python refuses pip installs into the system (PEP 668) unless told, hence the second try.
	@python3 -c "import thorvg_python" 2>/dev/null || { \
		echo "Installing thorvg-python (the Lottie conformance tests)"; \
		python3 -m pip --version >/dev/null 2>&1 || { $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q python3-pip; }; \
		python3 -m pip install -q --disable-pip-version-check thorvg-python 2>/dev/null || \
		python3 -m pip install -q --disable-pip-version-check --break-system-packages thorvg-python; }
	@# wagtail-lottie 0.1.19 (PyPI) ships lottie-web 5.7.4's lottie.js (as lottie-player.js), the conformance tests' third
	@# reference, drawn in headless Chromium through python3-selenium: installed for Debian's own /usr/bin/python3,
	@# where python3-selenium is, without its dependencies (Wagtail and Django: only the script is used).
	@/usr/bin/python3 -c "import importlib.util as u, sys; sys.exit(u.find_spec('wagtail_lottie') is None)" 2>/dev/null || { \
		echo "Installing wagtail-lottie (lottie-web 5.7.4 for the Lottie conformance tests)"; \
		/usr/bin/python3 -m pip --version >/dev/null 2>&1 || { $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q python3-pip; }; \
		/usr/bin/python3 -m pip install -q --disable-pip-version-check --no-deps wagtail-lottie==0.1.19 2>/dev/null || \
		/usr/bin/python3 -m pip install -q --disable-pip-version-check --no-deps --break-system-packages wagtail-lottie==0.1.19; }

build: deps
	$(SWIFT) build

release: deps
	@for product in $(RELEASE_PRODUCTS); do $(SWIFT) build $(RELEASE) --product $$product || exit 1; done

demo: release
	@mkdir -p $(OUT)
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/render-frames --style airplane --out $(OUT)

# The suite is built optimized (-O, as the product ships) with testable imports, in a folder of its own so it and
# `make release` (the same -O, without -enable-testing) do not rebuild each other. Most of the suite draws, encodes or
# parses a command line: in a debug build that is several times slower (each parse also runs ArgumentParser's
# debug-only checks of the whole command), 337 s of CPU against 69 s optimized. `swift test` on its own still builds
# and runs the same suite in debug.
TEST_BUILD := -c release -Xswiftc -enable-testing --scratch-path .build-test
# The tests write their frames, folders and snapshot artifacts to the temporary folder (some 200 folders a run). They
# get a folder of their own (TMPDIR), removed when every test passed and kept, with its path printed, when one failed
# (its diffs are there). Left in /tmp, thousands of such folders made creating any file there 12 times slower on this
# machine's ext4 (0.05 → 0.65 ms a file), which also skewed the end-to-end benchmarks.
# Then the review pages' browser tests (the tests named ...InTheBrowser, asked for with REVIEW_BROWSER_TESTS=1), in a
# step of their own so the Swift test phase stays short; without Chromium they are skipped, with a line saying so.
test: deps
	@[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] && /usr/bin/python3 -c "import selenium" 2>/dev/null || \
		echo "make test: chromium, chromium-driver or python3-selenium is missing: the review pages' browser tests are SKIPPED"
	@scratch=$$(mktemp -d "$${TMPDIR:-/tmp}/refreshrender-tests.XXXXXX") && \
	TMPDIR="$$scratch" $(SWIFT) build --build-tests $(TEST_BUILD) && \
	TMPDIR="$$scratch" $(SWIFT) test --skip-build $(TEST_BUILD) && \
	echo "make test: the review pages in headless Chromium (scripts/review-pages-check)" && \
	TMPDIR="$$scratch" REVIEW_BROWSER_TESTS=1 $(SWIFT) test --skip-build $(TEST_BUILD) --filter "$(REVIEW_TESTS)"; status=$$?; \
	if [ $$status -eq 0 ]; then rm -rf "$$scratch"; else echo "make test: the tests' files are kept in $$scratch"; fi; \
	exit $$status

# Every image the README shows, rendered by the tool itself into docs/: each style's GIF (@2x, default scenario —
# refresh for a header, load-more for a footer — 30 fps), its GIF on an iPhone 8 screen (@1x, 30 fps, STYLES.md §8)
# and contact sheet (@1x), the single frames under docs/frames/ (@2x, NAME: render-frames options), and the review
# pages' screenshots under docs/review/, taken by their browser tests; and the artwork exported into Assets/. Run on a
# clean clone, it changes no committed file unless the pictures changed (DocFramesTests checks the single frames and
# the contact sheets in make test).
DOCS ?= docs
STYLES := circle arrow sv mj airplane circle-footer sv-bottom sv-infinite mj-auto-footer mj-back-footer
DOC_FRAMES := \
	"airplane-pull-0.6: --style airplane --progress 0.6" \
	"airplane-refreshing: --style airplane --progress 1 --state refreshing --time 0.375" \
	"arrow-flip: --style arrow --progress 1.2 --state pulling --time 0.09" \
	"mj-pulling: --style mj --progress 1.2" \
	"sv-loading: --style sv --progress 1 --state refreshing --time 0.5" \
	"circle-pull-0.8: --style circle --progress 0.8"
# The tests that drive the review pages in the browser (and, for make docs, screenshot them).
REVIEW_TESTS := InTheBrowser
docs: release
	@mkdir -p $(DOCS)/frames
	@bin=$$($(SWIFT) build $(RELEASE) --show-bin-path)/render-frames; \
	for s in $(STYLES); do \
		$$bin --style $$s --format gif --scale 2 --fps 30 --out $(DOCS) --force || exit 1; \
		$$bin --style $$s --format sheet --scale 1 --out $(DOCS) --force || exit 1; \
		$$bin --style $$s --viewport iphone-8 --format gif --scale 1 --fps 30 --gif-name $$s-screen.gif --out $(DOCS) --force || exit 1; \
	done; \
	$$bin --style lottie --lottie $(DOCS)/lottie/spinner.json --format gif --scale 2 --fps 30 --out $(DOCS) --force || exit 1; \
	$$bin --style lottie --lottie $(DOCS)/lottie/spinner.json --format sheet --scale 1 --out $(DOCS) --force || exit 1; \
	$$bin --style lottie --lottie $(DOCS)/lottie/spinner.json --viewport iphone-8 --format gif --scale 1 --fps 30 --gif-name lottie-screen.gif --out $(DOCS) --force || exit 1; \
	$$bin assets --out Assets --force || exit 1; \
	work=$$(mktemp -d); \
	for spec in $(DOC_FRAMES); do \
		name=$${spec%%:*}; $$bin $${spec#*:} --scale 2 --out $$work/$$name || exit 1; \
		cp $$work/$$name/frame_0000.png $(DOCS)/frames/$$name.png; \
	done; \
	rm -rf $$work
	@# The review pages as a browser shows them: screenshots taken by their browser tests, into docs/review/.
	$(SWIFT) build --build-tests $(TEST_BUILD)
	@mkdir -p $(DOCS)/review && scratch=$$(mktemp -d "$${TMPDIR:-/tmp}/refreshrender-docs.XXXXXX") && \
	TMPDIR="$$scratch" REVIEW_BROWSER_TESTS=1 REVIEW_SCREENSHOTS="$(CURDIR)/$(DOCS)/review" $(SWIFT) test --skip-build \
		$(TEST_BUILD) --filter "$(REVIEW_TESTS)"; status=$$?; rm -rf "$$scratch"; exit $$status
	scripts/check-links

# Every relative link and image in README.md and docs/*.md exists (CI runs this too).
check-links:
	scripts/check-links

# What CI runs: .ci/run itself, which lists the steps: every README/docs link resolves; each module imports only
# what its row in scripts/check-layering allows, no library names a command-line flag, and Package.swift and the
# docs' module graph agree with the rows; the test suite; 20 s of each libFuzzer target; the example package.
check:
	.ci/run

# Examples/CustomHeader, a package of its own that uses this one by path as a user's would (README "Your own
# header"): built in its own .build, its tests run, and its tool writes its frames and GIF once (into a scratch folder).
example: deps
	@scratch=$$(mktemp -d "$${TMPDIR:-/tmp}/refreshrender-example.XXXXXX") && \
	cd Examples/CustomHeader && $(SWIFT) build --build-tests && TMPDIR="$$scratch" $(SWIFT) test --skip-build && \
	"$$($(SWIFT) build --show-bin-path)/airplane-frames" "$$scratch/out" && test -s "$$scratch/out/airplane-port.gif"; \
	status=$$?; \
	if [ $$status -eq 0 ]; then rm -rf "$$scratch"; else echo "make example: the files are kept in $$scratch"; fi; \
	exit $$status

# raster-bench, then lottie-bench: RefreshLottie against rlottie and ThorVG (thorvg-python's library, opened at run time)
# on the Lottie test animations, CPU and wall time per frame and peak memory; LOTTIE_BENCH_DIR=folder times any folder.
# BENCH_BASE=/path/to/render-frames (another release build, e.g. of the commit before) adds it to raster-bench's
# "reuse" table, its runs interleaved with this build's, and compares their frames byte for byte.
bench: release
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/raster-bench
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/lottie-bench

# libFuzzer targets (Fuzz/Package.swift) over the PNG decoder, the scenario parser, the stroker/rasterizer, Lottie
# files and their containers (seeded from the Lottie test fixtures too), built
# with -sanitize=fuzzer,address and linked with lld (gold fails on libFuzzer's main). Each runs FUZZ_SECONDS from the
# seeds in Fuzz/corpus/<target>/; new inputs go to .build-fuzz/corpus/, findings to Fuzz/crashes/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= png scenario stroke lottie container
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
FUZZ_BIN = $$(cd Fuzz && $(SWIFT) build -c release --scratch-path ../.build-fuzz $(FUZZ_FLAGS) --show-bin-path)

fuzz-build: deps
	cd Fuzz && $(SWIFT) build -c release --scratch-path ../.build-fuzz $(FUZZ_FLAGS)

fuzz: fuzz-build
	@mkdir -p Fuzz/crashes
	@bin=$(FUZZ_BIN); for t in $(FUZZ_TARGETS); do \
		name=Fuzz$$(echo $$t | sed 's/png/PNG/; s/scenario/Scenario/; s/stroke/Stroke/; s/lottie/Lottie/; s/container/LottieContainer/'); \
		seeds=$$(case $$t in lottie) echo Tests/RefreshLottieTests/Fixtures;; container) echo Tests/RefreshLottieTests/Fixtures/dotlottie;; esac); \
		mkdir -p .build-fuzz/corpus/$$t; \
		echo "== $$name for $(FUZZ_SECONDS) s"; \
		$$bin/$$name .build-fuzz/corpus/$$t Fuzz/corpus/$$t $$seeds -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
			-rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=Fuzz/crashes/$$t- || exit 1; \
	done

# The test suite under AddressSanitizer, and the parallel renderer's tests under ThreadSanitizer. LeakSanitizer
# ignores leaks inside fontconfig and XCTest (Sanitizers/lsan-suppressions.txt); the render-frames processes the
# tests start inherit the setting.
test-sanitize: export LSAN_OPTIONS = suppressions=$(CURDIR)/Sanitizers/lsan-suppressions.txt:print_suppressions=0
test-sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter "$(TSAN_FILTER)"

clean:
	rm -rf .build .build-test .build-fuzz .build-asan .build-tsan $(OUT)
