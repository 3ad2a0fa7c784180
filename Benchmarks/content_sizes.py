#!/usr/bin/env python3
"""What a text sweep costs: `layout-doctor check --content-sizes all` against one `check` on a
generated 1,000-view layout listing (issue 34). Goal: at most 4 times.

Each row is the median of fresh processes of the release build, the two commands alternating so
that both see the same machine. The ratio is of the medians, taken in the same run.

  Benchmarks/content_sizes.py                     # release build, then 7 runs per row
  Benchmarks/content_sizes.py --no-build --reps 9
  Benchmarks/content_sizes.py --views 3000        # a bigger listing

The listing is a 375 pt wide root holding rows of three views, as a settings screen has them: a
row pinned to the root's leading and trailing edges below the previous one, at least 24 pt
taller than its text; in it a title (body text style, its text measured at Large, with its
baselines) at the leading edge and a value (body text style, compression resistance 751) at the
trailing edge, their first baselines aligned, the title giving way first. The sweep lays it out
at all twelve content size categories: from accessibility sizes up the titles no longer fit
beside their values and are truncated, which the sweep reports, so the cost includes finding
and wording what it finds.
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
GOAL = 4.0


def listing(views):
    """A layout listing of `views` views (rounded down to whole rows of 3, plus the root)."""
    rows = max(1, views // 3)
    out = [f"view root class=UIView frame=0,0,375,{rows * 100}"]
    constraints = []
    previous = None
    for r in range(1, rows + 1):
        width = 90 + (r * 37) % 80
        out.append(f"view r{r} class=UIView in=root")
        out.append(
            f'view t{r} class=UILabel in=r{r} text="Setting {r}" intrinsic={width}x20.5'
            f" baseline=16,4.5 style=body")
        out.append(
            f'view v{r} class=UILabel in=r{r} text="Value" intrinsic=44x20.5 baseline=16,4.5'
            f" style=body compress=751,750")
        constraints += [
            f"r{r}.leading == root.leading",
            f"r{r}.trailing == root.trailing",
            f"r{r}.top == root.top" if previous is None else f"r{r}.top == r{previous}.bottom",
            f"r{r}.height >= t{r}.height + 24",
            f"r{r}.height == 44 @250",
            f"t{r}.leading == r{r}.leading + 16",
            f"t{r}.centerY == r{r}.centerY",
            f"v{r}.trailing == r{r}.trailing - 16",
            f"v{r}.leading >= t{r}.trailing + 8",
            f"v{r}.firstBaseline == t{r}.firstBaseline",
        ]
        previous = r
    return "\n".join(out + constraints) + "\n", rows * 3 + 1


def run_once(args):
    """(seconds, exit status) of one fresh process, its output discarded."""
    start = time.perf_counter()
    status = subprocess.run([CLI] + args, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL).returncode
    return time.perf_counter() - start, status


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--views", type=int, default=1000)
    parser.add_argument("--no-build", action="store_true")
    options = parser.parse_args()
    if not options.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout-doctor"],
                       cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory() as folder:
        text, count = listing(options.views)
        path = os.path.join(folder, "settings.layout")
        with open(path, "w") as handle:
            handle.write(text)
        rows = [
            ("check", ["check", "--fail-on", "never", path]),
            ("check --content-sizes all",
             ["check", "--fail-on", "never", "--content-sizes", "all", path]),
        ]
        times = {name: [] for name, _ in rows}
        statuses = {name: set() for name, _ in rows}
        for _ in range(options.reps):
            for name, args in rows:
                seconds, status = run_once(args)
                times[name].append(seconds)
                statuses[name].add(status)
        found = subprocess.run([CLI, "check", "--content-sizes", "all", "--format", "github",
                                path], capture_output=True, text=True).stdout
    medians = {name: statistics.median(times[name]) for name, _ in rows}
    ratio = medians["check --content-sizes all"] / medians["check"]
    print(f"| command ({count} views) | median s | exit |")
    print("| --- | --- | --- |")
    for name, _ in rows:
        print(f"| {name} | {medians[name]:.3f} | "
              f"{','.join(map(str, sorted(statuses[name])))} |")
    print(f"\nratio: {ratio:.2f} (goal <= {GOAL})")
    print(f"findings of the sweep: {found.count('::warning')} warnings, "
          f"{found.count('::error')} errors")
    print(f"load average: {os.getloadavg()[0]:.2f}; {options.reps} runs per row, medians")
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    sys.exit(main())
