# LayoutDoctor: set-up, build, demo and tests. `make demo` and `make test` are the README's
# two commands; both install what is missing first.

SWIFT ?= swift
FUZZ_SECONDS ?= 60
APT_PACKAGES := libgraphviz-dev graphviz pkg-config chromium zsh fish groff-base
DEMO_INPUT := fixtures/console-logs/021.log
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build demo test lint release bench fuzz clean

# Installs Graphviz's C library (headers, pkg-config file, plugins), Chromium (the browser
# tests open the HTML report in it, headless), and zsh and fish (the completion tests check
# their scripts' syntax with them) and groff (the manual page tests render the pages) when any
# is missing, and
# makes sure Graphviz's plugin configuration exists (without it every layout fails with
# 'Layout type: "dot" not recognized').
setup:
	@if ! pkg-config --exists libgvc 2>/dev/null || ! command -v dot >/dev/null \
	    || ! command -v chromium >/dev/null || ! command -v zsh >/dev/null \
	    || ! command -v fish >/dev/null || ! command -v groff >/dev/null; then \
	  echo "installing $(APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $(APT_PACKAGES); \
	fi
	@if ! echo 'digraph{a->b}' | dot -Tsvg >/dev/null 2>&1; then \
	  echo "writing Graphviz's plugin configuration (dot -c)"; $(SUDO) dot -c; \
	fi

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

demo: build
	@if [ -f $(DEMO_INPUT) ] && $(SWIFT) run -q layout-doctor explain --help >/dev/null 2>&1; then \
	  $(SWIFT) run -q layout-doctor explain $(DEMO_INPUT); \
	else \
	  $(SWIFT) run -q layout-doctor --help; \
	fi

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) lint

# The formatter's check (configuration in .swift-format), as CI runs it.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks/Sources fuzz/Harnesses \
	  fuzz/Support Package.swift

# Coverage-guided fuzzing (fuzz/README.md): builds the libFuzzer harnesses and runs each for
# FUZZ_SECONDS (default 60); non-zero on any crash, hang or failed property. Not part of `test`.
fuzz: setup
	sh fuzz/build.sh
	FUZZ_SECONDS=$(FUZZ_SECONDS) sh fuzz/run.sh

bench: release
	python3 Benchmarks/bench.py $(BENCH_ARGS)

clean:
	rm -rf .build
