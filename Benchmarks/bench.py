#!/usr/bin/env python3
"""LayoutDoctor's benchmarks against Kiwi, on the shared workload listings.

Runs `layout-doctor-bench` (release build) and Kiwi (`kiwi_baseline.py`'s own parser and
timing code, from the shared bench folder) alternately on the same files, each run a fresh
process, and prints one markdown table: medians per phase, ratio ours/Kiwi per phase, workload
and size, whether the frames are equal, instructions per added constraint (callgrind), then
the goal rows G1-G10 of issue 8 and G11-G14 of issue 18 (the whole-process rows of
`whole_process.py`: `solve`, `solve --format json` and `check` at 10,000 views, the 55 MB log;
`--whole-process-reps 0` skips them) marked met / missed with the margin.

  Benchmarks/bench.py                      # everything (about 15 min on an idle 2-core machine)
  Benchmarks/bench.py --sizes 100 1000     # skip 10k (a few minutes)
  Benchmarks/bench.py --only W1 W4-W3 --no-callgrind

The shared bench folder (kiwi_baseline.py, diag_baseline.py, workloads/, results/) is
../shared/bench beside the repository (for a git worktree: beside its main checkout);
LAYOUT_DOCTOR_SHARED_BENCH=/path/to/bench overrides it. Generated workloads and raw outputs go
to Benchmarks/results/local/ (git-ignored). kiwisolver is installed with pip when missing.
"""
import argparse
import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import whole_process

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(REPO, ".build", "release", "layout-doctor-bench")
CLI = os.path.join(REPO, ".build", "release", "layout-doctor")
LOCAL = os.path.join(REPO, "Benchmarks", "results", "local")
ENV_SHARED = "LAYOUT_DOCTOR_SHARED_BENCH"
SOLVE_WORKLOADS = ["W1", "W2", "W3"]
EDIT_WORKLOADS = ["W4-W1", "W4-W2", "W4-W3"]
CHANGES = 200
ATTRS = ("left", "top", "width", "height")


class BenchError(Exception):
    """A problem the user can fix; printed as one `error:` line, exit status 2."""


# ------------------------------------------------------------------------ set-up

def shared_bench_dir():
    """The shared bench folder: $LAYOUT_DOCTOR_SHARED_BENCH, else ../shared/bench beside the
    repository or beside the main checkout of this worktree."""
    need = ("kiwi_baseline.py", "workloads")
    override = os.environ.get(ENV_SHARED)
    if override:
        path = os.path.abspath(override)
        if not all(os.path.exists(os.path.join(path, n)) for n in need):
            raise BenchError(f"{ENV_SHARED}={override} does not hold kiwi_baseline.py and "
                             "workloads/ (the shared bench folder)")
        return path
    tried = [os.path.normpath(os.path.join(REPO, "..", "shared", "bench"))]
    try:
        common = subprocess.run(["git", "-C", REPO, "rev-parse", "--path-format=absolute",
                                 "--git-common-dir"], capture_output=True, text=True,
                                check=True).stdout.strip()
        main_checkout = os.path.dirname(common)
        tried.append(os.path.normpath(os.path.join(main_checkout, "..", "shared", "bench")))
    except (OSError, subprocess.CalledProcessError):
        pass
    for path in tried:
        if all(os.path.exists(os.path.join(path, n)) for n in need):
            return path
    raise BenchError(
        "the shared bench folder (kiwi_baseline.py, diag_baseline.py, workloads/) was not "
        f"found; looked in {', '.join(dict.fromkeys(tried))}. Set {ENV_SHARED}=/path/to/bench "
        "to where it is.")


def ensure_kiwisolver():
    """Installs kiwisolver with pip when `import kiwisolver` fails."""
    probe = [sys.executable, "-c", "import kiwisolver; print(kiwisolver.__version__)"]
    result = subprocess.run(probe, capture_output=True, text=True)
    if result.returncode == 0:
        return result.stdout.strip()
    print("kiwisolver is missing: pip install kiwisolver", file=sys.stderr, flush=True)
    install = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "kiwisolver"])
    result = subprocess.run(probe, capture_output=True, text=True)
    if install.returncode != 0 or result.returncode != 0:
        raise BenchError("could not install kiwisolver (pip install kiwisolver); "
                         "run with --no-kiwi to time LayoutDoctor alone")
    return result.stdout.strip()


def build(products):
    for product in products:
        print(f"swift build -c release --product {product}", file=sys.stderr, flush=True)
        done = subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=REPO)
        if done.returncode != 0:
            raise BenchError(f"the release build of {product} failed")


def generate_w5(shared, n):
    """Writes W5-conflict_n{n}.txt under Benchmarks/results/local/workloads with
    diag_baseline.py's generator (diag_baseline.py iis --n N would also time Kiwi's
    QuickXplain, minutes at 10k, and write into the shared folder)."""
    folder = os.path.join(LOCAL, "workloads")
    path = os.path.join(folder, f"W5-conflict_n{n}.txt")
    if os.path.exists(path):
        return path
    os.makedirs(folder, exist_ok=True)
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import kiwi_baseline as kb; "
            "import diag_baseline as db; kb.WORKLOAD_DIR = sys.argv[2]; n = int(sys.argv[3]); "
            "lines, expect = db.gen_w5(n); kb.write_listing('W5-conflict', n, lines, "
            "['# expected-iis (' + str(len(expect)) + '): ' + ' ; '.join(expect)], "
            "by='diag_baseline.py')")
    subprocess.run([sys.executable, "-c", code, shared, folder, str(n)], check=True)
    return path


def load_average():
    return os.getloadavg()[0]


def wait_for_load(limit, patience):
    """Waits (up to `patience` s) until the 1-minute load average is below `limit`."""
    start = time.time()
    while load_average() > limit and time.time() - start < patience:
        time.sleep(15)


# --------------------------------------------------------------------- children

def kiwi_cell(shared, path, changes, frames):
    """Child process: one Kiwi run of kiwi_baseline.run_kiwi on `path`; JSON on stdout, and the
    final frames (after the edits and constant changes, as ours) written to `frames`."""
    sys.path.insert(0, shared)
    import kiwi_baseline as kb
    parsed = kb.parse_listing(path)
    timings, (solver, var) = kb.run_kiwi(parsed, changes)
    row = dict(timings, constraints=len(parsed["constraints"]))
    if frames:
        solver.updateVariables()
        out = {v: [var[(v, a)].value() for a in ATTRS] for v in parsed["views"]}
        with open(frames, "w") as f:
            json.dump(out, f)
    print(json.dumps(row))


def run_json(cmd, timeout):
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise BenchError(f"{' '.join(cmd)} failed: {done.stderr.strip() or done.stdout.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def ours(path, frames=None, timeout=600):
    cmd = [BIN, "workload", path, "--changes", str(CHANGES)]
    if frames:
        cmd += ["--frames", frames]
    return run_json(cmd, timeout)


def kiwi(shared, path, frames=None, timeout=3600):
    cmd = [sys.executable, os.path.abspath(__file__), "--kiwi-cell", path, "--shared", shared,
           "--changes", str(CHANGES)]
    if frames:
        cmd += ["--frames", frames]
    return run_json(cmd, timeout)


def compare_frames(ours_path, kiwi_path):
    """(equal, max difference in points, where)."""
    with open(ours_path) as f:
        a = json.load(f)
    with open(kiwi_path) as f:
        b = json.load(f)
    if set(a) != set(b):
        return False, None, "different views"
    worst, where = 0.0, ""
    equal = True
    for view, frame in b.items():
        for attr, x, y in zip(ATTRS, a[view], frame):
            diff = abs(x - y)
            if diff > 1e-6 + 1e-9 * abs(y):
                equal = False
            if diff > worst:
                worst, where = diff, f"{view}.{attr}"
    return equal, worst, where


def callgrind_adds(path, timeout=1800):
    """Instructions (Ir) inside addAllConstraints for one run, or None without valgrind."""
    if not shutil.which("valgrind"):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                        "--collect-atstart=no", "--toggle-collect=*addAllConstraints*",
                        BIN, "workload", path, "--edits", "0", "--changes", "0"],
                       capture_output=True, text=True, timeout=timeout, check=True)
        with open(out) as f:
            for line in f:
                if line.startswith(("summary:", "totals:")):
                    return int(line.split()[1])
    return None


# ---------------------------------------------------------------- reference data

def kiwi_reference(shared):
    """Kiwi's medians measured earlier on this machine (results/*/kiwi.json), by (workload, n),
    and Kiwi's instructions in Solver_addConstraint (results/*/instr.txt)."""
    medians, instr = {}, {}
    results = os.path.join(shared, "results")
    for folder in sorted(os.listdir(results)) if os.path.isdir(results) else []:
        path = os.path.join(results, folder, "kiwi.json")
        if os.path.exists(path):
            with open(path) as f:
                for row in json.load(f):
                    medians[(row["workload"], row["n"])] = dict(row["median"], reference=folder)
        path = os.path.join(results, folder, "instr.txt")
        if os.path.exists(path):
            key = None
            with open(path) as f:
                for line in f:
                    m = re.match(r"(\S+) n=(\d+)", line)
                    if m:
                        key = (m.group(1), int(m.group(2)))
                    m = re.match(r"\s*([\d,]+) Solver_addConstraint", line)
                    if m and key:
                        instr[key] = int(m.group(1).replace(",", ""))
    return medians, instr


def read_text(shared, name):
    for folder in sorted(os.listdir(os.path.join(shared, "results")), reverse=True):
        path = os.path.join(shared, "results", folder, name)
        if os.path.exists(path):
            with open(path) as f:
                return f.read()
    return ""


# ---------------------------------------------------------------------- running

def median_of(rows, key):
    values = [r[key] for r in rows if r.get(key) is not None]
    return statistics.median(values) if values else None


def reps_for(n, override):
    """Our runs per cell: 7 at 100 views, 5 at 1k and 10k (a 10k run of ours takes well under a
    second, and single 10k edit timings on this 2-core machine swing by 2×)."""
    return override or (7 if n <= 100 else 5)


def kiwi_reps_for(n, override):
    """Kiwi's runs per cell: 7 at 100 views, 5 at 1k, 3 at 10k (a minute or more each)."""
    return override or (7 if n <= 100 else 5 if n <= 1000 else 3)


def run_cells(args, shared, raw):
    """Alternates ours and Kiwi per cell, rep-major, fresh processes. Returns results by cell."""
    cells = [(w, n) for w in args.only if not w.startswith(("W5", "W6")) for n in args.sizes]
    workloads = os.path.join(shared, "workloads")
    cells = [c for c in cells if os.path.exists(os.path.join(workloads, f"{c[0]}_n{c[1]}.txt"))]
    kiwi_cells = set()
    if not args.no_kiwi:
        kiwi_cells = {c for c in cells if c[0] in SOLVE_WORKLOADS or c[1] in args.kiwi_edit_sizes}
    results = {c: dict(ours=[], kiwi=[], frames=None) for c in cells}
    frames_dir = tempfile.mkdtemp(prefix="bench-frames-")
    rounds = max(reps_for(n, args.reps) for _, n in cells) if cells else 0
    loads = []
    for rep in range(rounds):
        if args.max_load:
            wait_for_load(args.max_load, args.load_patience)
        for cell in cells:
            name, n = cell
            if rep >= reps_for(n, args.reps):
                continue
            path = os.path.join(workloads, f"{name}_n{n}.txt")
            loads.append(load_average())
            first = rep == 0
            ours_frames = os.path.join(frames_dir, f"{name}_{n}.ours.json") if first else None
            row = ours(path, ours_frames)
            results[cell]["ours"].append(row)
            raw.write(json.dumps(dict(row, side="ours", rep=rep, load=loads[-1])) + "\n")
            if cell in kiwi_cells and rep < kiwi_reps_for(n, args.kiwi_reps or args.reps):
                loads.append(load_average())
                kiwi_frames = os.path.join(frames_dir, f"{name}_{n}.kiwi.json") if first else None
                krow = kiwi(shared, path, kiwi_frames)
                results[cell]["kiwi"].append(krow)
                raw.write(json.dumps(dict(krow, side="kiwi", workload=f"{name}_n{n}", rep=rep,
                                          load=loads[-1])) + "\n")
                if first:
                    results[cell]["frames"] = compare_frames(ours_frames, kiwi_frames)
            raw.flush()
        print(f"  round {rep + 1}/{rounds} done (load {load_average():.1f})", file=sys.stderr,
              flush=True)
    shutil.rmtree(frames_dir, ignore_errors=True)
    return results, loads


def run_conflicts(args, shared, raw):
    """W5: the shared 2.5k file and generated larger ones; medians over fresh processes."""
    out = {}
    if "W5" not in args.only:
        return out
    paths = {2500: os.path.join(shared, "workloads", "W5-conflict_n2500.txt")}
    for n in args.w5_sizes:
        if n != 2500:
            paths[n] = generate_w5(shared, n)
    for n, path in sorted(paths.items()):
        rows = [run_json([BIN, "conflict", path], 600) for _ in range(reps_for(min(n, 1000), args.reps))]
        for r in rows:
            raw.write(json.dumps(dict(r, side="ours")) + "\n")
        out[n] = rows
    return out


def run_ambiguity(args, shared, raw):
    """W6 at 1k and 10k (medians over fresh processes), and W1-W4 at the sizes run from 1k up
    (one run each) for false positives."""
    out = dict(w6={}, clean={})
    if "W6" not in args.only:
        return out
    for n in (1000, 10000):
        path = os.path.join(shared, "workloads", f"W6-ambiguous_n{n}.txt")
        if n in args.sizes and os.path.exists(path):
            rows = [run_json([BIN, "ambiguity", path], 600) for _ in range(reps_for(n, args.reps))]
            for r in rows:
                raw.write(json.dumps(dict(r, side="ours")) + "\n")
            out["w6"][n] = rows
    for name in SOLVE_WORKLOADS + EDIT_WORKLOADS:
        for n in args.sizes:
            path = os.path.join(shared, "workloads", f"{name}_n{n}.txt")
            if n >= 1000 and os.path.exists(path):
                row = run_json([BIN, "ambiguity", path], 600)
                raw.write(json.dumps(dict(row, side="ours")) + "\n")
                out["clean"][(name, n)] = row
    return out


def run_instructions(args, shared, results):
    """Ir per added constraint, W1-W3 (and the W4 sizes timed), ours; Kiwi's from instr.txt."""
    out = {}
    if args.no_callgrind:
        return out
    for (name, n) in results:
        if name in SOLVE_WORKLOADS:
            path = os.path.join(shared, "workloads", f"{name}_n{n}.txt")
            ir = callgrind_adds(path)
            if ir is not None:
                out[(name, n)] = ir
    return out


def summarize_runs(workload, runs):
    """One probe row from repeated runs: median seconds and largest RSS of the runs that
    succeeded; the status is 0 only when all did."""
    done = [r for r in runs if r["status"] == 0]
    return dict(
        workload=workload,
        status=0 if len(done) == len(runs) else runs[-1]["status"],
        seconds=statistics.median(r["seconds"] for r in done) if done else None,
        rss_mb=max(r["rss_mb"] or 0 for r in done) if done else None,
        stderr=runs[-1]["stderr"])


def probe_cli(args, shared, raw):
    """G9 and G10 through the layout-doctor executable, when the commands exist."""
    probes = {}
    if not os.path.exists(CLI):
        return {"G9": None, "G10": None, "why": "layout-doctor is not built (make release)"}
    time_bin = shutil.which("time") or "/usr/bin/time"

    def timed(cmd, timeout):
        start = time.perf_counter()
        try:
            done = subprocess.run([time_bin, "-f", "%M", *cmd], capture_output=True, text=True,
                                  timeout=timeout)
        except subprocess.TimeoutExpired:
            return dict(status="timeout", seconds=None, rss_mb=None, stderr="")
        seconds = time.perf_counter() - start
        lines = done.stderr.strip().splitlines()
        rss = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else None
        messages = [l for l in lines[:-1] if not l.startswith("Command exited with")]
        return dict(status=done.returncode, seconds=seconds, rss_mb=rss,
                    stderr="\n".join(messages))

    help_graph = subprocess.run([CLI, "graph", "--help"], capture_output=True, text=True)
    if help_graph.returncode == 0:
        rows = []
        for name in ("W1", "W2", "W3", "W4-W1", "W4-W2", "W4-W3", "W6-ambiguous"):
            path = os.path.join(shared, "workloads", f"{name}_n1000.txt")
            if not os.path.exists(path):
                continue
            runs = []
            for _ in range(3):
                with tempfile.TemporaryDirectory() as tmp:
                    runs.append(timed([CLI, "graph", path, "-o", os.path.join(tmp, "g.svg")], 120))
                raw.write(json.dumps(dict(runs[-1], bench="graph", workload=f"{name}_n1000")) + "\n")
            rows.append(summarize_runs(f"{name}_n1000", runs))
        probes["G9"] = rows
    rows = []
    paths = [os.path.join(shared, "workloads", f"{name}_n10000.txt")
             for name in ("W1", "W2", "W3", "W4-W1", "W4-W2", "W4-W3", "W6-ambiguous")]
    paths.append(os.path.join(LOCAL, "workloads", "W5-conflict_n10000.txt"))
    for path in paths:
        if not os.path.exists(path):
            continue
        runs = [timed([CLI, "check", "--format", "text", "--fail-on", "never", path], 120)
                for _ in range(3)]
        for r in runs:
            raw.write(json.dumps(dict(r, bench="check", workload=os.path.basename(path))) + "\n")
        rows.append(summarize_runs(os.path.basename(path)[:-4], runs))
    probes["G10"] = rows
    return probes


# ---------------------------------------------------------------------- table

def ms(x, digits=1):
    return "-" if x is None else f"{x * 1e3:.{digits}f}" if x >= 0.01 else f"{x * 1e3:.3f}"


def us(x):
    return "-" if x is None else f"{x * 1e6:.1f}" if x < 1e-3 else f"{x * 1e6:.0f}"


def ratio(a, b):
    return None if a is None or not b else a / b


def fmt_ratio(r):
    return "-" if r is None else f"{r:.3f}" if r < 10 else f"{r:.1f}"


def summarize(results, reference, instr_ours, instr_kiwi):
    """One row per cell with medians of ours and Kiwi (same run, else the reference)."""
    rows = []
    for (name, n), res in results.items():
        o = res["ours"]
        k = res["kiwi"]
        om = {key: median_of(o, key) for key in ("parse_s", "build_s", "add_s", "solve_s",
                                                 "frames_s", "total_s", "edit_s", "change_s")}
        if k:
            km = {key: median_of(k, key) for key in ("build", "add", "update", "edit", "change")}
            source = "same run"
        elif (name, n) in reference:
            km = {key: reference[(name, n)].get(key) for key in ("build", "add", "update", "edit",
                                                                 "change")}
            source = "reference"
        else:
            km, source = {}, None
        if km:
            km["total"] = sum(km[x] for x in ("build", "add", "update") if km.get(x) is not None)
            if k:
                km["solve_total"] = statistics.median(r["add"] + r["update"] for r in k)
            else:
                km["solve_total"] = sum(km[x] for x in ("add", "update") if km.get(x) is not None)
        om["solve_total_s"] = statistics.median(r["add_s"] + r["solve_s"] + r["frames_s"] for r in o)
        totals = [r["total_s"] for r in o]
        constraints = o[0]["constraints"]
        rows.append(dict(
            workload=name, n=n, constraints=constraints, runs=len(o), kiwi_runs=len(k),
            kiwi_source=source, ours=om, kiwi=km,
            spread=max(totals) / min(totals) if totals and min(totals) > 0 else None,
            verified=all(r["verified"] for r in o), frames=res["frames"],
            ir=instr_ours.get((name, n)), kiwi_ir=instr_kiwi.get((name, n))))
    return rows


def table(rows):
    """The markdown table: one row per workload and size; each phase as ours / Kiwi (ratio)."""
    head = ["workload", "n", "constraints", "parse ms", "build ms ours / Kiwi",
            "add ms ours / Kiwi (ratio)", "solve+read ms ours / Kiwi",
            "**add+solve ms** ours / Kiwi (**ratio**)",
            "total ms ours / Kiwi (ratio)", "edit µs ours / Kiwi (ratio)",
            "change µs ours / Kiwi (ratio)", "Ir per added constraint ours (Kiwi)",
            "spread", "frames"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        o, k = r["ours"], r["kiwi"]
        mark = "†" if r["kiwi_source"] == "reference" else ""
        solve = None if o["solve_s"] is None else o["solve_s"] + (o["frames_s"] or 0)
        frames = r["frames"]
        frames_text = ("-" if frames is None else "equal" if frames[0]
                       else f"DIFFER ({frames[1]:.3g} pt at {frames[2]})")
        if not r["verified"]:
            frames_text += ", REQUIRED VIOLATED"
        ir = "-" if r["ir"] is None else f"{r['ir'] / r['constraints']:,.0f}"
        if r["kiwi_ir"]:
            ir += f" ({r['kiwi_ir'] / r['constraints']:,.0f}†)"

        def pair(a, b, fmt, with_ratio=True):
            text = f"{fmt(a)} / {fmt(b)}{mark if b is not None else ''}"
            return text + (f" ({fmt_ratio(ratio(a, b))})" if with_ratio and b else "")

        cells = [
            r["workload"], str(r["n"]), str(r["constraints"]), ms(o["parse_s"]),
            pair(o["build_s"], k.get("build"), ms, False),
            pair(o["add_s"], k.get("add"), ms),
            pair(solve, k.get("update"), ms, False),
            f"**{ms(o['solve_total_s'])}** / {ms(k.get('solve_total'))}{mark if k else ''}"
            + (f" (**{fmt_ratio(ratio(o['solve_total_s'], k.get('solve_total')))}**)" if k else ""),
            pair(o["total_s"], k.get("total"), ms),
            pair(o["edit_s"], k.get("edit"), us) if o["edit_s"] is not None else "-",
            pair(o["change_s"], k.get("change"), us) if o["change_s"] is not None else "-",
            ir, "-" if r["spread"] is None else f"{r['spread']:.2f}", frames_text]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


# ------------------------------------------------------------------------ goals

def verdict(measured, target):
    """(met, margin text) for a goal `measured <= target`."""
    if measured is None:
        return None, "not measured"
    share = measured / target
    if share <= 1:
        return True, f"{share:.2g}× the target"
    return False, f"misses by {share:.2f}×"


def goals(rows, conflicts, ambiguity, probes, shared):
    by = {(r["workload"], r["n"]): r for r in rows}
    out = []

    def add(goal, target, measured, met, margin):
        status = "not yet" if met is None else "**met**" if met else "**missed**"
        out.append((goal, target, measured, status, margin))

    def combine(checks):
        """checks: [(label, measured, target)] -> (measured text, met, margin of the worst)."""
        done = [(label, m, t) for label, m, t in checks if m is not None]
        if not done:
            return "not measured", None, "-"
        worst = max(done, key=lambda c: c[1] / c[2])
        met, margin = verdict(worst[1], worst[2])
        return ", ".join(f"{label} {m:.3g}" for label, m, _ in done), met, f"worst {worst[0]}: {margin}"

    # G1
    checks = []
    for name in SOLVE_WORKLOADS + EDIT_WORKLOADS:
        a, b = by.get((name, 1000)), by.get((name, 10000))
        if a and b:
            checks.append((name, b["ours"]["solve_total_s"] / a["ours"]["solve_total_s"], 12))
    add("G1", "t(10k)/t(1k) ≤ 12, every workload (t = add + solve + read)", *combine(checks))
    # G2
    checks, ref = [], False
    for name in SOLVE_WORKLOADS:
        for n, target in ((1000, 0.1), (10000, 0.01)):
            r = by.get((name, n))
            if r and r["kiwi"].get("solve_total"):
                ref |= r["kiwi_source"] == "reference"
                checks.append((f"{name}@{n // 1000}k",
                               r["ours"]["solve_total_s"] / r["kiwi"]["solve_total"], target))
    text, met, margin = combine(checks)
    add("G2", "ours/Kiwi ≤ 0.1 at 1k, ≤ 0.01 at 10k (W1-W3; add + solve, as the issue's Kiwi column)", text + (" (†)" if ref else ""), met, margin)
    # G2a
    checks = []
    for name, limit in (("W1", 0.25), ("W2", 0.3), ("W3", 0.18)):
        r = by.get((name, 10000))
        if r:
            checks.append((f"{name} ms", r["ours"]["solve_total_s"] * 1e3, limit * 1e3))
    add("G2a", "10k, add + solve + read: W1 ≤ 250 ms, W2 ≤ 300, W3 ≤ 180", *combine(checks))
    # G3
    checks, flat = [], []
    for name in SOLVE_WORKLOADS:
        per = {n: by[(name, n)]["ir"] / by[(name, n)]["constraints"]
               for n in (100, 1000, 10000) if (name, n) in by and by[(name, n)]["ir"]}
        for n, value in per.items():
            checks.append((f"{name}@{n}", value, 10_000))
        if 1000 in per and 10000 in per:
            flat.append((name, per[10000] / per[1000]))
    text, met, margin = combine(checks)
    if flat:
        worst = max(flat, key=lambda f: f[1])
        text += "; growth 1k→10k " + ", ".join(f"{n} {g:.2f}×" for n, g in flat)
        if worst[1] > 1.25:
            met = False
            margin += f"; not flat: {worst[0]} grows {worst[1]:.2f}× (limit 1.25×)"
    add("G3", "Ir per added constraint ≤ 10k, flat with n (1k→10k ≤ 1.25×)", text, met, margin)
    # G4
    checks, ref = [], False
    for name in ("W4-W1", "W4-W2"):
        for n in (1000, 10000):
            r = by.get((name, n))
            if r and r["kiwi"].get("edit") and r["ours"]["edit_s"] is not None:
                ref |= r["kiwi_source"] == "reference"
                checks.append((f"{name}@{n // 1000}k", r["ours"]["edit_s"] / r["kiwi"]["edit"], 0.5))
    text, met, margin = combine(checks)
    add("G4", "global edit ≤ 0.5× Kiwi at 1k and 10k", text + (" (†)" if ref else ""), met, margin)
    # G5
    checks = [(f"n={n} µs", r["ours"]["edit_s"] * 1e6, 10) for (name, n), r in sorted(by.items())
              if name == "W4-W3" and r["ours"]["edit_s"] is not None]
    add("G5", "local edit (W4-W3) ≤ 10 µs at every size", *combine(checks))
    # G6
    checks = [(f"{name}@{n}", r["ours"]["change_s"] / r["ours"]["edit_s"], 1.2)
              for (name, n), r in sorted(by.items())
              if r["ours"]["change_s"] is not None and r["ours"]["edit_s"]]
    text, met, margin = combine(checks)
    add("G6", "required-constant change ≤ 1.2× an edit; no remove + add",
        text + "; Solver.setConstant shifts the marker column (remove + add only if infeasible)",
        met, margin)
    # G7
    if conflicts:
        parts, met, margins = [], True, []
        for n, rs in sorted(conflicts.items()):
            t = statistics.median(r["conflict_s"] for r in rs)
            ok = all(r.get("matches_expected") and r.get("farkas_verified") and r.get("irreducible")
                     for r in rs)
            parts.append(f"{n}: {t * 1e3:.2f} ms, {rs[0].get('iis_size')} constraints"
                         + (", expected and certified" if ok else ", NOT the expected certified set"))
            met &= ok
        if 2500 in conflicts:
            t25 = statistics.median(r["conflict_s"] for r in conflicts[2500])
            ok, margin = verdict(t25, 0.05)
            met &= bool(ok)
            margins.append(f"2.5k: {margin}")
            if 10000 in conflicts:
                t10 = statistics.median(r["conflict_s"] for r in conflicts[10000])
                ok, margin = verdict(t10 / t25, 1.5)
                met &= bool(ok)
                margins.append(f"10k/2.5k = {t10 / t25:.2f}: {margin}")
        add("G7", "W5: the 16 expected, certified, ≤ 50 ms after the failing add; 10k ≤ 1.5× 2.5k",
            "; ".join(parts), met, "; ".join(margins))
    else:
        add("G7", "W5 minimal conflict", "not run", None, "-")
    # G8
    w6, clean = ambiguity.get("w6", {}), ambiguity.get("clean", {})
    if w6:
        parts, checks, ok = [], [], True
        for n, rs in sorted(w6.items()):
            t = statistics.median(r["ambiguity_s"] for r in rs)
            report = statistics.median(r["report_s"] for r in rs)
            right = all(r["matches_expected"] and r["witnesses"] == len(r["ambiguous"])
                        and r["report_matches_expected"] for r in rs)
            ok &= right
            parts.append(f"{n}: full report {report * 1e3:.1f} ms (solver ranging alone "
                         f"{t * 1e3:.1f} ms), {len(rs[0]['ambiguous'])} ambiguous "
                         f"({'the expected, each with a witness' if right else 'NOT the expected'}), "
                         f"{rs[0]['flagged']} of {rs[0]['variables']} flagged by the screen")
            checks.append((f"{n // 1000}k ms", report * 1e3, 50 if n == 1000 else 1000))
        false_positives = [f"{k[0]}@{k[1]}" for k, r in sorted(clean.items())
                           if r["ambiguous"] or r.get("report_ambiguous")]
        parts.append("false positives on W1-W4: " + (", ".join(false_positives) or
                                                     f"none ({len(clean)} listings)"))
        text, met, margin = combine(checks)
        met = bool(met) and ok and not false_positives
        add("G8", "W6: exactly the 6, ranges + witnesses; 10k ≤ 1 s, 1k ≤ 50 ms; no false positives",
            "; ".join(parts),
            met, margin + "; Kiwi perturbation: 6.4 s at 1k, 827 s at 10k†")
    else:
        add("G8", "W6: the 6 injected, ranges + witnesses; 10k ≤ 1 s, 1k ≤ 50 ms",
            "not run", None, "-")
    # G9
    g9 = probes.get("G9")
    if g9:
        checks = [(f"{r['workload']} s", r["seconds"], 1.0) for r in g9 if r["seconds"] is not None]
        text, met, margin = combine(checks)
        rss = [r["rss_mb"] for r in g9 if r["rss_mb"] is not None]
        if rss:
            text += f"; peak RSS ≤ {max(rss):.0f} MB"
            met = met and max(rss) <= 200
        if any(r["status"] != 0 for r in g9):
            met, margin = False, margin + "; a run failed or timed out"
        add("G9", "graph of a 1k workload to SVG ≤ 1 s, ≤ 200 MB (median of 3)", text, met, margin)
    else:
        add("G9", "graph of a 1k workload to SVG ≤ 1 s, ≤ 200 MB",
            "`layout-doctor graph` not on main yet" if "why" not in probes else probes["why"],
            None, "-")
    # G10
    parse = by.get(("W2", 10000))
    parse_text, per65k = "-", None
    if parse:
        lines = sum(1 for _ in open(os.path.join(shared, "workloads", "W2_n10000.txt")))
        per65k = parse["ours"]["parse_s"] * 65000 / lines
        ok, margin = verdict(per65k, 0.1)
        parse_text = f"parse {per65k * 1e3:.1f} ms per 65k lines ({margin})"
    g10 = probes.get("G10") or []
    target = "end to end 10k ≤ 1.5 s, ≤ 150 MB (`check`: parse, solve, conflicts, ambiguity, truncation, text); parse ≤ 100 ms / 65k lines"
    failed = [r for r in g10 if r["status"] != 0]
    if g10 and not failed:
        slowest = max(g10, key=lambda r: r["seconds"])
        largest = max(g10, key=lambda r: r["rss_mb"] or 0)
        ok_t, margin_t = verdict(slowest["seconds"], 1.5)
        ok_m, margin_m = verdict(largest["rss_mb"] or 0, 150)
        ok_p = parse_text != "-" and per65k <= 0.1
        each = ", ".join(f"{r['workload']} {r['seconds']:.2f} s {r['rss_mb']:.0f} MB" for r in g10)
        add("G10", target, f"check (median of 3): {each}; {parse_text}",
            bool(ok_t and ok_m and ok_p),
            f"slowest {slowest['workload']}: {margin_t}; largest {largest['workload']}: {margin_m}")
    else:
        why = failed[0]["stderr"].strip().splitlines() if failed else []
        add("G10", target,
            f"{parse_text}; `check` on a listing: {why[-1] if why else 'not run'}", None, "-")
    # G11-G14: the whole-process rows of issue 18 (`whole_process.py`), medians of fresh
    # processes; no peer, so absolute seconds.
    whole = probes.get("whole")
    groups = [
        ("G11", "`solve --format json` at 10k, whole process: W1 ≤ 0.20 s, W2 ≤ 0.30, W3 ≤ 0.25",
         "solve --format json W", None),
        ("G12", "`solve` at 10k, whole process: W1 ≤ 0.18 s, W2 ≤ 0.28, W3 ≤ 0.22", "solve W",
         None),
        ("G13", "`check` at 10k, whole process: W1 ≤ 0.25 s, W2 ≤ 0.35, W3 ≤ 0.30", "check W",
         None),
        ("G14", "`check` and `explain` on the 55 MB log: ≤ 0.8 s and ≤ 100 MB each", "55 MB log",
         100),
    ]
    for goal, target, marker, memory_mb in groups:
        if not whole:
            add(goal, target, "not run (--whole-process-reps 0)", None, "-")
            continue
        # Each marker names exactly its group's rows ("solve W" is not in "solve --format json W1").
        picked = [r for r in whole if marker in r["name"]]
        checks = [(r["name"], r["median_s"], r["target_s"]) for r in picked if r["target_s"]]
        if memory_mb:
            checks += [(r["name"] + " MB", r["rss_mb"], memory_mb) for r in picked]
        add(goal, target, *combine(checks))
    lines = ["| goal | target | measured | status | margin |", "|---|---|---|---|---|"]
    lines += [f"| {g} | {t} | {m} | {s} | {mg} |" for g, t, m, s, mg in out]
    return "\n".join(lines)


# ------------------------------------------------------------------------- main

def machine():
    model = "?"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"nproc {os.cpu_count()}, CPU {model}"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 10000])
    ap.add_argument("--only", nargs="+", default=SOLVE_WORKLOADS + EDIT_WORKLOADS + ["W5", "W6"],
                    help="workloads (W1 W2 W3 W4-W1 W4-W2 W4-W3 W5 W6)")
    ap.add_argument("--reps", type=int, default=0,
                    help="runs per cell (default 7 at 100, 5 at 1k and 10k)")
    ap.add_argument("--kiwi-reps", type=int, default=0,
                    help="Kiwi runs per cell (default --reps if given, else 7 at 100, 5 at 1k, 3 at 10k)")
    ap.add_argument("--kiwi-edit-sizes", type=int, nargs="*", default=[100, 1000],
                    help="sizes at which W4 runs Kiwi too (others use the shared reference "
                         "results, marked †; a 10k W4 Kiwi run takes about a minute)")
    ap.add_argument("--w5-sizes", type=int, nargs="*", default=[2500, 10000])
    ap.add_argument("--no-kiwi", action="store_true", help="time LayoutDoctor only")
    ap.add_argument("--no-callgrind", action="store_true", help="skip the instruction counts")
    ap.add_argument("--no-build", action="store_true", help="use the existing release build")
    ap.add_argument("--whole-process-reps", type=int, default=5,
                    help="rounds of Benchmarks/whole_process.py for G11-G14 (0 skips them)")
    ap.add_argument("--max-load", type=float, default=0,
                    help="before each round wait until the 1-minute load is below this")
    ap.add_argument("--load-patience", type=float, default=600, help="longest wait, seconds")
    ap.add_argument("--out", help="folder for raw.jsonl and table.md "
                                  "(default Benchmarks/results/local/DATE-TIME)")
    ap.add_argument("--kiwi-cell", help=argparse.SUPPRESS)
    ap.add_argument("--shared", help=argparse.SUPPRESS)
    ap.add_argument("--changes", type=int, default=CHANGES, help=argparse.SUPPRESS)
    ap.add_argument("--frames", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.kiwi_cell:
        kiwi_cell(args.shared, args.kiwi_cell, args.changes, args.frames)
        return

    shared = shared_bench_dir()
    kiwi_version = None if args.no_kiwi else ensure_kiwisolver()
    if not args.no_build:
        build(["layout-doctor-bench", "layout-doctor"])
    if not os.path.exists(BIN):
        raise BenchError(f"{BIN} is missing: swift build -c release --product layout-doctor-bench")
    out = args.out or os.path.join(LOCAL, datetime.datetime.now().strftime("%Y-%m-%d-%H%M"))
    os.makedirs(out, exist_ok=True)
    start_load = load_average()
    started = time.time()
    with open(os.path.join(out, "raw.jsonl"), "w") as raw:
        results, loads = run_cells(args, shared, raw)
        conflicts = run_conflicts(args, shared, raw)
        ambiguity = run_ambiguity(args, shared, raw)
        probes = probe_cli(args, shared, raw)
        if args.whole_process_reps > 0 and os.path.exists(CLI):
            rows_, _, times, _, memory, whole_loads = whole_process.measure(
                CLI, args.whole_process_reps, workloads=os.path.join(shared, "workloads"))
            loads += whole_loads
            probes["whole"] = [
                {"name": name, "median_s": statistics.median(times[index]),
                 "target_s": target, "rss_mb": memory[index]}
                for index, (name, _, target) in enumerate(rows_)]
            for row in probes["whole"]:
                raw.write(json.dumps({"bench": "whole-process", **row}) + "\n")
    instr_ours = run_instructions(args, shared, results)
    reference, instr_kiwi = kiwi_reference(shared)
    rows = summarize(results, reference, instr_ours, instr_kiwi)
    ref_folder = sorted({v["reference"] for v in reference.values()} or {"-"})[-1]
    header = [
        f"LayoutDoctor vs Kiwi ({'kiwisolver ' + kiwi_version if kiwi_version else 'Kiwi not run'}); "
        f"{machine()}; {datetime.date.today()}; {time.time() - started:.0f} s",
        f"Load average (1 min) at the runs: {min(loads + [start_load]):.1f}–{max(loads + [start_load]):.1f}. "
        "Medians over fresh processes, ours and Kiwi alternating per cell; spread = max/min of "
        "our totals. add+solve = add + solve + read all frames (Kiwi: add + updateVariables), "
        "the phases of the issue's Kiwi column and of G1, G2, G2a; total = build + add+solve "
        "(Kiwi: build + add + updateVariables). Edits: per suggestion, suggest + re-solve + read the frames that "
        "changed; change: a required constant (setConstant; Kiwi remove + add), 200 steps.",
        f"† Kiwi from the shared reference results ({ref_folder}, same machine, not this run).",
        "",
    ]
    text = "\n".join(header) + "\n" + table(rows) + "\n\n" + goals(rows, conflicts, ambiguity, probes, shared)
    if conflicts:
        text += "\n\nW5 (ours, medians): " + "; ".join(
            f"n={n}: failing add {statistics.median(r['detect_s'] for r in rs) * 1e3:.3f} ms + "
            f"certification {statistics.median(r['certify_s'] for r in rs) * 1e3:.2f} ms "
            f"({rs[0]['feasibility_checks']} feasibility checks), IIS {rs[0]['iis_size']} of "
            f"expected {rs[0]['expected_size']}, matches {rs[0]['matches_expected']}"
            for n, rs in sorted(conflicts.items()))
        text += "; Kiwi + QuickXplain at 2.5k: 27.65 s†"
    print(text)
    with open(os.path.join(out, "table.md"), "w") as f:
        f.write(text + "\n")
    print(f"\nraw results: {os.path.relpath(out, REPO)}/raw.jsonl", file=sys.stderr)


if __name__ == "__main__":
    try:
        main()
    except BenchError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
    except subprocess.TimeoutExpired as error:
        print(f"error: timed out: {' '.join(map(str, error.cmd))}", file=sys.stderr)
        sys.exit(2)
