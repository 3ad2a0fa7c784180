#!/usr/bin/env python3
"""Times the HTML report (release build): `solve --format html` of a 1,000-view layout and
`check --format html` of the 46 real console logs, each a fresh process, --reps times
(default 7); prints the median and the largest wall time and the page's size.

Goals (issue 16): the 1,000-view page in at most 1.5 s and 5 MB; the 46-log page in 2 s.

  swift build -c release && Benchmarks/html_report.py [--reps N]

The 1,000-view layout is W1_n1000 of the shared bench folder (../shared/bench/workloads, or
LAYOUT_DOCTOR_SHARED_BENCH).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, ".build", "release", "layout-doctor")


def workload():
    shared = os.environ.get("LAYOUT_DOCTOR_SHARED_BENCH") or os.path.join(
        os.path.dirname(ROOT), "shared", "bench")
    return os.path.join(shared, "workloads", "W1_n1000.txt")


def measure(arguments, reps):
    times, size = [], 0
    with tempfile.TemporaryDirectory() as folder:
        output = os.path.join(folder, "report.html")
        for _ in range(reps):
            start = time.perf_counter()
            subprocess.run([CLI] + arguments + ["--format", "html", "-o", output], cwd=ROOT,
                           check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
            size = os.path.getsize(output)
    return statistics.median(times), max(times), size


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=7)
    reps = parser.parse_args().reps
    if not os.path.exists(CLI):
        sys.exit(f"no release build at {CLI}: run swift build -c release")
    cases = [
        ("solve, 1,000 views (W1_n1000)", ["solve", workload()], 1.5, 5_000_000),
        ("check, 46 console logs", ["check", "fixtures/console-logs", "--fail-on", "never"], 2.0,
         None),
    ]
    print(f"| page | median s | max s | size MB | goal | ({reps} runs)")
    print("| --- | --- | --- | --- | --- |")
    for name, arguments, seconds, size_goal in cases:
        median, largest, size = measure(arguments, reps)
        goal = f"≤ {seconds} s" + (f", ≤ {size_goal / 1e6:.0f} MB" if size_goal else "")
        met = median <= seconds and (size_goal is None or size <= size_goal)
        print(f"| {name} | {median:.2f} | {largest:.2f} | {size / 1e6:.2f} | {goal}:"
              f" {'met' if met else 'missed'} |")


if __name__ == "__main__":
    main()
