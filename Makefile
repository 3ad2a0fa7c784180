# LayoutDoctor: set-up, build, demo and tests. `make demo` and `make test` are the README's
# two commands; both install what is missing first.

SWIFT ?= swift
FUZZ_SECONDS ?= 60
APT_PACKAGES := libgraphviz-dev graphviz libyaml-dev pkg-config chromium zsh fish groff-base
BREW_PACKAGES := graphviz libyaml pkg-config groff
DEMO_INPUT := fixtures/console-logs/021.log
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build demo test lint release bench fuzz clean install uninstall

# Where `make install` puts the tool (GNU conventions; DESTDIR stages into another root).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d
# The binary `make install` copies; built with `swift build -c release` when missing. The
# install test points it at the debug build.
LAYOUT_DOCTOR ?= .build/release/layout-doctor
RELEASE_BINARY := .build/release/layout-doctor
# Every file `make install` writes and `make uninstall` removes.
INSTALLED := $(BINDIR)/layout-doctor $(MANDIR)/man1/layout-doctor.1 \
  $(MANDIR)/man5/layout-dump.5 $(MANDIR)/man5/layout-doctor.yml.5 \
  $(BASH_COMPLETION_DIR)/layout-doctor \
  $(ZSH_COMPLETION_DIR)/_layout-doctor $(FISH_COMPLETION_DIR)/layout-doctor.fish

# Installs Graphviz's C library (headers, pkg-config file, plugins), libyaml (which reads
# .layout-doctor.yml), Chromium (the browser
# tests open the HTML report in it, headless), and zsh and fish (the completion tests check
# their scripts' syntax with them) and groff (the manual page tests render the pages) when any
# is missing, with apt-get; on macOS Graphviz, pkg-config and groff with Homebrew (zsh comes
# with the system; the browser tests need Debian's Chromium and are skipped there). Then it
# makes sure Graphviz's plugin configuration exists (without it every layout fails with
# 'Layout type: "dot" not recognized').
setup:
	@if [ "$$(uname -s)" = Darwin ]; then \
	  if ! pkg-config --exists libgvc 2>/dev/null || ! pkg-config --exists yaml-0.1 2>/dev/null \
	      || ! command -v dot >/dev/null || ! command -v groff >/dev/null; then \
	    echo "installing $(BREW_PACKAGES)"; brew install $(BREW_PACKAGES); \
	  fi; \
	elif ! pkg-config --exists libgvc 2>/dev/null || ! pkg-config --exists yaml-0.1 2>/dev/null \
	    || ! command -v dot >/dev/null \
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

# The tool, both manual pages and the bash, zsh and fish completions (which the tool writes
# itself) under DESTDIR$(PREFIX). Build first (`swift build -c release`) as yourself, then
# install (with sudo where PREFIX needs it): the binary is built here only when it is missing.
install: $(LAYOUT_DOCTOR)
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(MANDIR)/man5" \
	  "$(DESTDIR)$(BASH_COMPLETION_DIR)" "$(DESTDIR)$(ZSH_COMPLETION_DIR)" \
	  "$(DESTDIR)$(FISH_COMPLETION_DIR)"
	install -m 755 "$(LAYOUT_DOCTOR)" "$(DESTDIR)$(BINDIR)/layout-doctor"
	install -m 644 man/layout-doctor.1 "$(DESTDIR)$(MANDIR)/man1/layout-doctor.1"
	install -m 644 man/layout-dump.5 "$(DESTDIR)$(MANDIR)/man5/layout-dump.5"
	install -m 644 man/layout-doctor.yml.5 "$(DESTDIR)$(MANDIR)/man5/layout-doctor.yml.5"
	"$(LAYOUT_DOCTOR)" completion bash > "$(DESTDIR)$(BASH_COMPLETION_DIR)/layout-doctor"
	"$(LAYOUT_DOCTOR)" completion zsh > "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_layout-doctor"
	"$(LAYOUT_DOCTOR)" completion fish > "$(DESTDIR)$(FISH_COMPLETION_DIR)/layout-doctor.fish"
	chmod 644 "$(DESTDIR)$(BASH_COMPLETION_DIR)/layout-doctor" \
	  "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_layout-doctor" \
	  "$(DESTDIR)$(FISH_COMPLETION_DIR)/layout-doctor.fish"

# Removes exactly the files `make install` wrote (the folders may hold other tools' files).
uninstall:
	rm -f $(foreach file,$(INSTALLED),"$(DESTDIR)$(file)")

$(RELEASE_BINARY):
	$(SWIFT) build -c release --product layout-doctor

clean:
	rm -rf .build
