#!/usr/bin/env python3
"""Whole-process times of `layout-doctor` as a user runs it (issue 18): `solve --format json`,
`solve` (text) and `check` on W1, W2 and W3 at 10,000 views, and `check` and `explain` on the
55 MB console log of `huge_log.py`.

There is no peer to take a ratio against, so each row is a median of fresh processes (release
build), the commands alternating within a round, with the 1-minute load average at the runs.
`--callgrind` also counts each command's instructions once (valgrind), which the machine's load
does not move. `--system-heap` also runs every command with LAYOUT_DOCTOR_HEAP=system (the
allocator's defaults instead of the executable's heap set-up, `HeapTuning`) in the same rounds,
and gives both medians and their ratio.

  Benchmarks/whole_process.py                      # release build, then 5 rounds
  Benchmarks/whole_process.py --no-build --reps 7 --callgrind
  Benchmarks/whole_process.py --no-build --reps 7 --system-heap
  Benchmarks/whole_process.py --binary /tmp/old/layout-doctor --no-build   # another build
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

import huge_log

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, ".build", "release", "layout-doctor")

# (name, arguments after the binary with {W} for the workloads folder, target seconds)
ROWS = [
    ("solve --format json W1", ["solve", "--format", "json", "{W}/W1_n10000.txt"], 0.20),
    ("solve --format json W2", ["solve", "--format", "json", "{W}/W2_n10000.txt"], 0.30),
    ("solve --format json W3", ["solve", "--format", "json", "{W}/W3_n10000.txt"], 0.25),
    ("solve W1", ["solve", "{W}/W1_n10000.txt"], 0.18),
    ("solve W2", ["solve", "{W}/W2_n10000.txt"], 0.28),
    ("solve W3", ["solve", "{W}/W3_n10000.txt"], 0.22),
    ("check W1", ["check", "--fail-on", "never", "{W}/W1_n10000.txt"], 0.25),
    ("check W2", ["check", "--fail-on", "never", "{W}/W2_n10000.txt"], 0.35),
    ("check W3", ["check", "--fail-on", "never", "{W}/W3_n10000.txt"], 0.30),
    ("check --format json W1", ["check", "--format", "json", "--fail-on", "never",
                                "{W}/W1_n10000.txt"], None),
    ("check --format json W2", ["check", "--format", "json", "--fail-on", "never",
                                "{W}/W2_n10000.txt"], None),
    ("check --format json W3", ["check", "--format", "json", "--fail-on", "never",
                                "{W}/W3_n10000.txt"], None),
    ("check, 55 MB log", ["check", "--fail-on", "never", "{LOG}"], huge_log.TARGET_SECONDS),
    ("explain, 55 MB log", ["explain", "{LOG}"], huge_log.TARGET_SECONDS),
]


def shared_workloads():
    env = os.environ.get("LAYOUT_DOCTOR_SHARED_BENCH")
    candidates = [env] if env else [os.path.join(ROOT, "..", "shared", "bench")]
    for path in candidates:
        if path and os.path.isdir(os.path.join(path, "workloads")):
            return os.path.join(path, "workloads")
    sys.exit("error: no shared bench folder (set LAYOUT_DOCTOR_SHARED_BENCH); looked at "
             + ", ".join(c for c in candidates if c))


SYSTEM_HEAP = {"LAYOUT_DOCTOR_HEAP": "system"}


def run(binary, arguments, environment=None):
    """Wall seconds and maximum resident set size (MB) of one fresh process."""
    return huge_log.measure([binary] + arguments, environment)


def instructions(binary, arguments):
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}",
                        binary] + arguments, capture_output=True)
        text = open(out.name).read()
    match = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
    return int(match.group(1)) if match else None


def measure(binary, reps, only=None, system_heap=False, workloads=None):
    """Times the rows (those whose name contains a word of `only`, default all) in `reps` rounds
    of fresh processes, the commands alternating within a round. Returns (rows, commands,
    times, system_times, memory, loads): per row its wall seconds of each round, the same with
    LAYOUT_DOCTOR_HEAP=system when `system_heap`, and its largest resident set size in MB."""
    workloads = workloads or shared_workloads()
    if not os.path.exists(huge_log.DEFAULT_OUT):
        huge_log.generate(huge_log.DEFAULT_OUT)
    rows = [row for row in ROWS if not only or any(word in row[0] for word in only)]
    commands = [[a.replace("{W}", workloads).replace("{LOG}", huge_log.DEFAULT_OUT)
                 for a in row[1]] for row in rows]
    times = [[] for _ in rows]
    system_times = [[] for _ in rows]
    memory = [0.0 for _ in rows]
    loads = []
    for _ in range(reps):
        for index, command in enumerate(commands):
            loads.append(os.getloadavg()[0])
            wall, rss = run(binary, command)
            times[index].append(wall)
            memory[index] = max(memory[index], rss)
            if system_heap:
                system_times[index].append(run(binary, command, SYSTEM_HEAP)[0])
    return rows, commands, times, system_times, memory, loads


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--binary", default=CLI)
    parser.add_argument("--callgrind", action="store_true")
    parser.add_argument("--system-heap", action="store_true",
                        help="also time each command with LAYOUT_DOCTOR_HEAP=system")
    parser.add_argument("--only", nargs="*", help="rows whose name contains one of these")
    arguments = parser.parse_args()
    if not arguments.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout-doctor"],
                       cwd=ROOT, check=True)
    rows, commands, times, system_times, memory, loads = measure(
        arguments.binary, arguments.reps, arguments.only, arguments.system_heap)
    print(f"Whole process, {arguments.binary}; medians of {arguments.reps} fresh processes;"
          f" load average (1 min) at the runs {min(loads):.1f}–{max(loads):.1f}.\n")
    header = "| command | median s | min s | max RSS MB | goal s | status |"
    rule = "|---|---|---|---|---|---|"
    if arguments.system_heap:
        header += " system heap, median s | ratio |"
        rule += "---|---|"
    if arguments.callgrind:
        header += " instructions |"
        rule += "---|"
    print(header)
    print(rule)
    for index, (name, _, target) in enumerate(rows):
        median = statistics.median(times[index])
        status = "-" if target is None else ("met" if median <= target else
                                             f"missed by {median / target:.2f}×")
        line = (f"| `{name}` | {median:.3f} | {min(times[index]):.3f} | {memory[index]:.0f} |"
                f" {'-' if target is None else f'≤ {target}'} | {status} |")
        if arguments.system_heap:
            system = statistics.median(system_times[index])
            line += f" {system:.3f} | {median / system:.2f} |"
        if arguments.callgrind:
            count = instructions(arguments.binary, commands[index])
            line += f" {count:,} |" if count else " - |"
        print(line)


if __name__ == "__main__":
    main()
