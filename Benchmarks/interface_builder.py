#!/usr/bin/env python3
"""Whole-process time and peak memory of `layout-doctor check` on Interface Builder documents
(issue 31): a generated storyboard of 5,000 views, and the shared folder of real documents
(`../shared/realib`, 43 files).

Each row is the median of fresh processes of the release build; peak memory is the largest
resident set size (`ru_maxrss` of the finished child) over the runs. Targets: the generated
storyboard read and checked in at most 0.5 s and 100 MB, the real folder in at most 2 s on two
cores.

  Benchmarks/interface_builder.py                    # release build, then 7 runs per row
  Benchmarks/interface_builder.py --no-build --reps 9
  Benchmarks/interface_builder.py --views 20000       # a bigger generated storyboard
  Benchmarks/interface_builder.py --device iphone-16  # and the real folder at one device

With `--device`, a third row checks the real folder laid out at that catalogue device, where
every root is swept and its findings' size thresholds walked (`SizeWalk`); it has no target.

The generated storyboard has one scene whose 375x667 root holds rows of five views (a row and
four boxes): each row is pinned to the root's leading and trailing edges, below the previous
row, 44 pt high; its boxes are 32x32 squares 8 pt apart, centred vertically. Every stored frame
is the solved one, so the document is clean: `check` must find nothing (exit 0).
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, ".build", "release", "layout-doctor")
REALIB = os.path.join(ROOT, "..", "shared", "realib")

TARGETS = {"generated": (0.5, 100.0), "realib": (2.0, None), "device": (None, None)}


def object_id(n):
    """An IB-looking object id (`aaa-bb-ccc`) that is unique for each n."""
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    chars = []
    for _ in range(8):
        n, r = divmod(n, len(letters))
        chars.append(letters[r])
    s = "".join(chars)
    return f"{s[0:3]}-{s[3:5]}-{s[5:8]}"


def storyboard(views):
    """A storyboard whose scene root holds `views` views (rounded down to whole rows of 5)."""
    rows = max(1, views // 5)
    counter = iter(range(10, 10**9))
    ident = lambda: object_id(next(counter))
    root = ident()
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
        'toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" '
        'useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" '
        'initialViewController="vc0-00-000">',
        '    <device id="retina4_7" orientation="portrait" appearance="light"/>',
        "    <scenes>",
        '        <scene sceneID="sc0-00-000">',
        "            <objects>",
        '                <viewController id="vc0-00-000" sceneMemberID="viewController">',
        f'                    <view key="view" contentMode="scaleToFill" id="{root}">',
        '                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
        '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" '
        'heightSizable="YES"/>',
        "                        <subviews>",
    ]
    root_constraints = []
    previous = None
    for r in range(rows):
        row = ident()
        boxes = [ident() for _ in range(4)]
        out.append(f'                            <view contentMode="scaleToFill" '
                   f'translatesAutoresizingMaskIntoConstraints="NO" id="{row}" '
                   f'userLabel="Row {r + 1}">')
        out.append(f'                                <rect key="frame" x="0.0" y="{r * 44}" '
                   f'width="375" height="44"/>')
        out.append("                                <subviews>")
        row_constraints = []
        for b, box in enumerate(boxes):
            x = 16 + b * 40
            out.append(f'                                    <view contentMode="scaleToFill" '
                       f'translatesAutoresizingMaskIntoConstraints="NO" id="{box}">')
            out.append(f'                                        <rect key="frame" x="{x}" y="6" '
                       f'width="32" height="32"/>')
            out.append("                                        <constraints>")
            out.append(f'                                            <constraint '
                       f'firstAttribute="width" constant="32" id="{ident()}"/>')
            out.append(f'                                            <constraint '
                       f'firstAttribute="height" constant="32" id="{ident()}"/>')
            out.append("                                        </constraints>")
            out.append("                                    </view>")
            if b == 0:
                row_constraints.append(
                    f'firstItem="{box}" firstAttribute="leading" secondItem="{row}" '
                    f'secondAttribute="leading" constant="16"')
            else:
                row_constraints.append(
                    f'firstItem="{box}" firstAttribute="leading" secondItem="{boxes[b - 1]}" '
                    f'secondAttribute="trailing" constant="8"')
            row_constraints.append(
                f'firstItem="{box}" firstAttribute="centerY" secondItem="{row}" '
                f'secondAttribute="centerY"')
        out.append("                                </subviews>")
        out.append("                                <constraints>")
        for c in row_constraints + [f'firstAttribute="height" constant="44"']:
            out.append(f"                                    <constraint {c} id=\"{ident()}\"/>")
        out.append("                                </constraints>")
        out.append("                            </view>")
        root_constraints.append(
            f'firstItem="{row}" firstAttribute="leading" secondItem="{root}" '
            f'secondAttribute="leading"')
        root_constraints.append(
            f'firstItem="{root}" firstAttribute="trailing" secondItem="{row}" '
            f'secondAttribute="trailing"')
        if previous is None:
            root_constraints.append(
                f'firstItem="{row}" firstAttribute="top" secondItem="{root}" '
                f'secondAttribute="top"')
        else:
            root_constraints.append(
                f'firstItem="{row}" firstAttribute="top" secondItem="{previous}" '
                f'secondAttribute="bottom"')
        previous = row
    out.append("                        </subviews>")
    out.append("                        <constraints>")
    for c in root_constraints:
        out.append(f"                            <constraint {c} id=\"{ident()}\"/>")
    out.append("                        </constraints>")
    out += [
        "                    </view>",
        "                </viewController>",
        '                <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-000" '
        'userLabel="First Responder" sceneMemberID="firstResponder"/>',
        "            </objects>",
        "        </scene>",
        "    </scenes>",
        "</document>",
        "",
    ]
    return "\n".join(out), rows * 5 + 1


def run_once(args):
    """(seconds, peak resident megabytes, exit status) of one fresh process."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execv(CLI, [CLI] + args)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--views", type=int, default=5000)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--device", help="also check the real folder at this device")
    options = parser.parse_args()
    if not options.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout-doctor"],
                       cwd=ROOT, check=True)
    if not os.path.isdir(REALIB):
        sys.exit(f"error: no real documents at {REALIB}")
    with tempfile.TemporaryDirectory() as folder:
        text, count = storyboard(options.views)
        path = os.path.join(folder, "Generated.storyboard")
        with open(path, "w") as handle:
            handle.write(text)
        rows = [
            ("generated", f"check, generated storyboard ({count} views)",
             ["check", "--fail-on", "never", path]),
            ("realib", "check ../shared/realib (43 documents)",
             ["check", "--fail-on", "never", REALIB]),
        ]
        if options.device:
            rows.append(
                ("device", f"check ../shared/realib --device {options.device}",
                 ["check", "--fail-on", "never", "--device", options.device, REALIB]))
        results = {key: [] for key, _, _ in rows}
        statuses = {key: set() for key, _, _ in rows}
        for _ in range(options.reps):
            for key, _, args in rows:
                seconds, megabytes, status = run_once(args)
                results[key].append((seconds, megabytes))
                statuses[key].add(status)
        clean = run_once(["check", path])[2]
    print(f"| row | median s | target s | peak MB | target MB | exit |")
    print("| --- | --- | --- | --- | --- | --- |")
    failed = False
    for key, name, _ in rows:
        seconds = statistics.median(s for s, _ in results[key])
        peak = max(m for _, m in results[key])
        target_s, target_mb = TARGETS[key]
        failed |= (target_s is not None and seconds > target_s) or (
            target_mb is not None and peak > target_mb)
        print(f"| {name} | {seconds:.3f} | {target_s if target_s is not None else '-'} | "
              f"{peak:.1f} | "
              f"{target_mb if target_mb is not None else '-'} | "
              f"{','.join(map(str, sorted(statuses[key])))} |")
    print(f"\n`check` on the generated storyboard (default --fail-on): exit {clean} "
          f"(0 expected: every stored frame is the solved one)")
    print(f"load average: {os.getloadavg()[0]:.2f}; {options.reps} runs per row, medians")
    return 1 if failed or clean != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
