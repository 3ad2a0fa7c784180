#!/usr/bin/env python3
"""Issue 17's pathological inputs at full size, through the release `layout-doctor`.

Writes each shape to Benchmarks/results/local/pathological/ and runs `layout-doctor check`
on it, printing wall time, peak memory (ru_maxrss of the child) and exit status. The same
shapes at sizes that run in seconds are `PathologicalInputTests` in the normal suite.

  swift build -c release && Benchmarks/pathological.py            # every shape
  Benchmarks/pathological.py --only deep-chain long-line          # some
  Benchmarks/pathological.py --log-mb 100                         # a smaller big log
  Benchmarks/pathological.py --only deep-chain --format json      # another report format

Full sizes: a 20,000-deep superview chain, 100,000 constraints on one view, a log of
--log-mb (default 1024) MB with one report at the end, JSON nested 100,000 deep, a line of 10 MB.
"""
import argparse
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Benchmarks", "results", "local", "pathological")
TOOL = os.path.join(ROOT, ".build", "release", "layout-doctor")
REPORT = (
    "Unable to simultaneously satisfy constraints.\n(\n"
    '    "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",\n'
    '    "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>"\n)\n\n'
    "Will attempt to recover by breaking constraint\n"
    "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>\n"
)


def deep_chain(f, depth=20_000):
    f.write("view v0 class=UIView frame=0,0,375,812\n")
    for i in range(1, depth):
        f.write(f"view v{i} class=UIView in=v{i-1}\nv{i}.leading == v{i-1}.leading\n"
                f"v{i}.top == v{i-1}.top\nv{i}.width == v{i-1}.width\nv{i}.height == 10\n")


def many_constraints(f, count=100_000):
    f.write("view root class=UIView frame=0,0,375,812\nview box class=UIView in=root\n"
            "box.leading == root.leading\nbox.top == root.top\nbox.height == 10\n")
    for i in range(count):
        f.write(f"box.width >= {i % 1000}\n")


def big_log(f, megabytes):
    line = "2024-01-01 12:00:00.000 App[1:2] loading row\n"
    block = line * 10_000
    for _ in range(megabytes * 1024 * 1024 // len(block)):
        f.write(block)
    f.write(REPORT)


def deep_json(f, depth=100_000):
    f.write('{"format": "layout-dump", "version": 1, "views": ' + "[" * depth + "]" * depth + "}")


def long_line(f, size=10 * 1024 * 1024):
    f.write("# " + "x" * size + "\nview root class=UIView frame=0,0,10,10\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--log-mb", type=int, default=1024)
    parser.add_argument("--format", default="text", help="check's --format (text, json, sarif, html...)")
    args = parser.parse_args()
    shapes = {
        "deep-chain.layout": deep_chain, "many-constraints.layout": many_constraints,
        "big.log": lambda f: big_log(f, args.log_mb), "deep.json": deep_json,
        "long-line.layout": long_line,
    }
    os.makedirs(OUT, exist_ok=True)
    print("| shape | MB | seconds | peak MB | exit |\n|---|---|---|---|---|")
    for name, write in shapes.items():
        if args.only and not any(name.startswith(o) for o in args.only):
            continue
        path = os.path.join(OUT, name)
        with open(path, "w") as f:
            write(f)
        start = time.monotonic()
        # The child's own peak (wait4), not RUSAGE_CHILDREN, which keeps the largest child so far.
        child = subprocess.Popen([TOOL, "check", "--format", args.format, path],
                                 stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        code = child.returncode
        elapsed = time.monotonic() - start
        peak = usage.ru_maxrss / 1024
        size = os.path.getsize(path) / 1e6
        print(f"| {name} | {size:.1f} | {elapsed:.2f} | {peak:.0f} | {code} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
