# RefreshRender — the two commands a new user needs are `make demo` and `make test`.
# Each installs the Debian packages it needs (apt-get, with sudo when not root), builds, then renders / tests.

SWIFT ?= swift
APT_PACKAGES := libpng-dev zlib1g-dev pkg-config libfreetype-dev libfontconfig1-dev fonts-liberation2 fonts-wqy-microhei libgif-dev time
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
RELEASE := -c release
OUT ?= frames

.PHONY: all deps build release demo test bench docs clean

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

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE)

demo: release
	@mkdir -p $(OUT)
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/render-frames --style airplane --out $(OUT)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The README gallery: each style's GIF (@2x, default scenario, 30 fps) and contact sheet (@1x), into docs/.
DOCS ?= docs
STYLES := circle arrow sv mj airplane
docs: release
	@mkdir -p $(DOCS)
	@bin=$$($(SWIFT) build $(RELEASE) --show-bin-path)/render-frames; \
	for s in $(STYLES); do \
		$$bin --style $$s --format gif --scale 2 --fps 30 --out $(DOCS) --force || exit 1; \
		$$bin --style $$s --format sheet --scale 1 --out $(DOCS) --force || exit 1; \
	done

bench: release
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/raster-bench

clean:
	rm -rf .build $(OUT)
