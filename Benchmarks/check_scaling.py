#!/usr/bin/env python3
"""Times `layout-doctor check` over a folder of 1,000 layout dumps, one job against all cores.

The folder is generated under Benchmarks/results/local/dumps1000 (git-ignored): copies of the
layout dumps in fixtures/layout-dumps (listings and JSON) and of the 100-view workload listings
W1, W2, W3 and W4-W3 from the shared bench folder, cycled in that order. Each setting runs
--reps times (default 7), alternating, each a fresh process; the table gives the median wall
time, the median CPU time (user + system) and the speed-up of each -j over -j 1. The reports
of every setting are compared byte for byte. A control row runs as many independent
processes as the largest -j, each with -j 1 on its share of the files: what the machine gives
to work that shares nothing.

  Benchmarks/check_scaling.py              # -j 1 against -j (nproc)
  Benchmarks/check_scaling.py --jobs 1 2 4 --reps 9
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, ".build", "release", "layout-doctor")


def shared_bench():
    env = os.environ.get("LAYOUT_DOCTOR_SHARED_BENCH")
    candidates = [env] if env else [os.path.join(ROOT, "..", "shared", "bench")]
    for path in candidates:
        if path and os.path.isdir(os.path.join(path, "workloads")):
            return path
    sys.exit("error: no shared bench folder (set LAYOUT_DOCTOR_SHARED_BENCH); looked at "
             + ", ".join(c for c in candidates if c))


def make_folder(count):
    folder = os.path.join(ROOT, "Benchmarks", "results", "local", f"dumps{count}")
    dumps = os.path.join(ROOT, "fixtures", "layout-dumps")
    sources = sorted(os.path.join(dumps, f) for f in os.listdir(dumps)
                     if f.endswith((".layout", ".json")))
    workloads = os.path.join(shared_bench(), "workloads")
    sources += [os.path.join(workloads, f"{w}_n100.txt") for w in ("W1", "W2", "W3", "W4-W3")]
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for index in range(count):
        source = sources[index % len(sources)]
        extension = ".json" if source.endswith(".json") else ".layout"
        shutil.copyfile(source, os.path.join(folder, f"dump-{index:04}{extension}"))
    return folder


def run(jobs, folder):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([CLI, "check", "-j", str(jobs), "--fail-on", "never", folder],
                          capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"error: check -j {jobs} exited {done.returncode}: {done.stderr.decode()[:300]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout


def run_split(parts, folder):
    """The machine's own ceiling: `parts` processes at once, -j 1 each, on 1/parts of the files."""
    names = sorted(os.listdir(folder))
    split = os.path.join(os.path.dirname(folder), f"{os.path.basename(folder)}-split{parts}")
    shutil.rmtree(split, ignore_errors=True)
    for index, name in enumerate(names):
        part = os.path.join(split, str(index % parts))
        os.makedirs(part, exist_ok=True)
        os.link(os.path.join(folder, name), os.path.join(part, name))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    running = [subprocess.Popen([CLI, "check", "-j", "1", "--fail-on", "never",
                                 os.path.join(split, str(part))], stdout=subprocess.DEVNULL)
               for part in range(parts)]
    statuses = [process.wait() for process in running]
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if any(statuses):
        sys.exit(f"error: a split run exited {statuses}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, os.cpu_count() or 1])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout-doctor"],
                       cwd=ROOT, check=True)
    if not os.path.exists(CLI):
        sys.exit(f"error: {CLI} is missing: swift build -c release --product layout-doctor")
    folder = make_folder(args.count)
    times = {jobs: [] for jobs in args.jobs}
    reports = {}
    parts = max(args.jobs)
    split = []
    for _ in range(args.reps):
        for jobs in args.jobs:
            wall, cpu, report = run(jobs, folder)
            times[jobs].append((wall, cpu))
            reports.setdefault(jobs, report)
        if parts > 1:
            split.append(run_split(parts, folder))
    same = len(set(reports.values())) == 1
    base = statistics.median(w for w, _ in times[args.jobs[0]])
    print(f"check over {args.count} dumps; nproc {os.cpu_count()}; {args.reps} runs each; "
          f"load average {os.getloadavg()[0]:.2f}; reports identical: {same}")
    print("| -j | wall s (median) | CPU s (median) | speed-up over -j "
          f"{args.jobs[0]} |\n|---|---|---|---|")
    for jobs in args.jobs:
        wall = statistics.median(w for w, _ in times[jobs])
        cpu = statistics.median(c for _, c in times[jobs])
        print(f"| {jobs} | {wall:.3f} | {cpu:.3f} | {base / wall:.2f}× |")
    if split:
        wall = statistics.median(w for w, _ in split)
        cpu = statistics.median(c for _, c in split)
        print(f"| {parts} processes, -j 1 each on 1/{parts} of the files (the machine's ceiling) "
              f"| {wall:.3f} | {cpu:.3f} | {base / wall:.2f}× |")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
