#!/usr/bin/env python3
"""Writes the huge console log of the speed issue (issue 18) and times `check` and `explain` on it.

The log (about 55 MB) is what a long `xcodebuild test` run prints: 3,278 pastes of the logs of
fixtures/console-logs (cycled in name order, so every report is repeated about 70 times, as a
reused cell repeats its conflict), each paste with its own memory addresses (every `0x…` of a
paste moved by the same offset, so a repeat is the same report up to addresses, as in a real
log), and 650,000 unrelated lines between the pastes (compiler invocations, test-case lines and
os_log lines of other subsystems). The generator is deterministic: the same arguments give the
same bytes (random.Random with a fixed seed, no clock).

  Benchmarks/huge_log.py                       # generate (if missing), then time both commands
  Benchmarks/huge_log.py --reps 7 --no-build
  Benchmarks/huge_log.py --generate-only --out /tmp/huge.log

Timing: each command runs --reps times (default 5), alternating, fresh processes, under
`/usr/bin/time -v`; the table gives the median wall time and the largest maximum resident set
size, with the 1-minute load average at the runs. Targets (issue 18): ≤ 0.8 s and ≤ 100 MB each.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

import random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, ".build", "release", "layout-doctor")
FIXTURES = os.path.join(ROOT, "fixtures", "console-logs")
DEFAULT_OUT = os.path.join(ROOT, "Benchmarks", "results", "local", "huge-console.log")
PASTES = 3_278
UNRELATED = 650_000
SEED = 18
TARGET_SECONDS = 0.8
TARGET_MEGABYTES = 100

ADDRESS = re.compile(rb"0x([0-9a-f]{6,16})")


def unrelated_lines(rng, count):
    """`count` lines a build log holds besides layout reports; none looks like a constraint."""
    modules = ["Feed", "Profile", "Settings", "Checkout", "Search", "Onboarding", "Player"]
    subsystems = ["Network", "CoreData", "Analytics", "MC", "BackgroundTask", "Keychain"]
    lines = []
    for index in range(count):
        module = modules[rng.randrange(len(modules))]
        kind = rng.randrange(4)
        if kind == 0:
            lines.append(
                f"CompileSwift normal arm64 /Users/ci/App/{module}/View{rng.randrange(400)}.swift"
                f" (in target '{module}')\n")
        elif kind == 1:
            lines.append(
                f"Test Case '-[{module}Tests.{module}ViewTests test{rng.randrange(900)}]' passed"
                f" ({rng.randrange(1, 999) / 1000:.3f} seconds).\n")
        elif kind == 2:
            subsystem = subsystems[rng.randrange(len(subsystems))]
            lines.append(
                f"2026-11-30 10:{index // 60000 % 60:02}:{index // 1000 % 60:02}."
                f"{index % 1000:03}482+0000 App[4213:{98000 + rng.randrange(40)}] [{subsystem}]"
                f" task {rng.randrange(1 << 20):05x} finished in {rng.randrange(1, 900)} ms\n")
        else:
            lines.append(f"    cd /Users/ci/App/{module} && export SDKROOT=iphonesimulator\n")
    return lines


def pasted(text, offset):
    """`text` with every address moved by `offset` (the same report, other addresses)."""
    def move(match):
        digits = match.group(1)
        value = (int(digits, 16) + offset) % (1 << (4 * len(digits)))
        return b"0x" + format(value, f"0{len(digits)}x").encode()
    return ADDRESS.sub(move, text)


def generate(path):
    rng = random.Random(SEED)
    names = sorted(n for n in os.listdir(FIXTURES) if n.endswith(".log"))
    texts = []
    for name in names:
        with open(os.path.join(FIXTURES, name), "rb") as handle:
            text = handle.read()
        texts.append(text if text.endswith(b"\n") else text + b"\n")
    noise = unrelated_lines(rng, UNRELATED)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    temporary = path + ".partial"
    with open(temporary, "wb") as out:
        written_noise = 0
        for index in range(PASTES):
            out.write(pasted(texts[index % len(texts)], 0x1000 * (index + 1)))
            end = UNRELATED * (index + 1) // PASTES
            out.write("".join(noise[written_noise:end]).encode())
            written_noise = end
    os.replace(temporary, path)


def measure(arguments, environment=None):
    """Wall seconds and maximum resident set size in MB of one fresh process, with
    `environment` (a dict) added to this process's."""
    env = dict(os.environ, **(environment or {}))
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-v"] + arguments, capture_output=True, env=env)
    wall = time.perf_counter() - start
    match = re.search(rb"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    if done.returncode not in (0, 1) or not match:
        sys.exit(f"error: {' '.join(arguments)} exited {done.returncode}:\n"
                 + done.stderr.decode(errors="replace")[-2000:])
    return wall, int(match.group(1)) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="where the log is written")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--generate-only", action="store_true")
    parser.add_argument("--regenerate", action="store_true")
    arguments = parser.parse_args()
    if arguments.regenerate or not os.path.exists(arguments.out):
        generate(arguments.out)
    megabytes = os.path.getsize(arguments.out) / 1e6
    print(f"{arguments.out}: {megabytes:.1f} MB, {PASTES} pastes, {UNRELATED} unrelated lines")
    if arguments.generate_only:
        return
    if not arguments.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout-doctor"],
                       cwd=ROOT, check=True)
    commands = {
        "check": [CLI, "check", "--fail-on", "never", arguments.out],
        "explain": [CLI, "explain", arguments.out],
    }
    times = {name: [] for name in commands}
    memory = {name: 0.0 for name in commands}
    loads = []
    for _ in range(arguments.reps):
        for name, command in commands.items():
            loads.append(os.getloadavg()[0])
            wall, rss = measure(command)
            times[name].append(wall)
            memory[name] = max(memory[name], rss)
    print(f"\nLoad average (1 min) at the runs: {min(loads):.1f}–{max(loads):.1f};"
          f" medians of {arguments.reps} fresh processes.\n")
    print("| command | wall s (median) | max RSS MB | goal | status |")
    print("|---|---|---|---|---|")
    for name in commands:
        median = statistics.median(times[name])
        met = median <= TARGET_SECONDS and memory[name] <= TARGET_MEGABYTES
        print(f"| `{name}` on the {megabytes:.0f} MB log | {median:.3f} | {memory[name]:.0f} |"
              f" ≤ {TARGET_SECONDS} s, ≤ {TARGET_MEGABYTES} MB | {'met' if met else 'missed'} |")


if __name__ == "__main__":
    main()
