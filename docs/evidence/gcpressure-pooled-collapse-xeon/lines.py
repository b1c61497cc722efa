"""How close the two threads' reused builders sit, beside the throughput, per window or iteration.

Reads SharedLineProbe's output (probe-*.tsv: round, layout, window, ops/ms, builder A, its array, builder B, its
array, oop shift) and the instrumented JMH forks' output (jmh-*.out: an "ADDR" line per iteration, printed by the
probe's @TearDown(Level.Iteration) with the addresses of the builders idle in the pool's thread caches, then the
iteration's ops/ms). Prints one line per window or iteration: ops/ms, the distance from builder A's object to builder
B's in bytes, the smallest gap in bytes between any part of one thread's builder (object or array) and the other's, which
parts, whether they share a 64-byte line or a 128-byte pair of lines, and whether the two builders' fields (bytes
12-23 of each object: count, coder, value; every append reads them and writes count) share a 64-byte line. Then, per
source, the median ops/ms of the windows whose builders' fields share a line and of the others, whether a JMH fork collapsed (collapse.py's rule:
its slowest measured iteration after the third under 0.4 of its fastest), and the last window's distance between the
two builder objects; then how many JMH forks collapsed, how far apart (in bytes, either order) their builders ended,
and how many iterations ended with the builders' fields in one line.

Usage: python3 lines.py probe-*.tsv jmh-*.out
"""
import re
import statistics
import sys
from collections import Counter

from collapse import collapsed

SB, ARR = 24, 16 + 4096  # JDK 17 and 25, compressed oops and class pointers: a StringBuilder, a byte[4096]
FIELDS = (12, 24)  # a StringBuilder's fields (count at 12, coder at 16, value at 20; JDK 25 adds maybeLatin1 at 17)


def regions(sb, arr):
    return {"sb": (sb, sb + SB), "arr": (arr, arr + ARR)}


def lines_shared(r1, r2, shift):
    (s1, e1), (s2, e2) = r1, r2
    return (e1 - 1) >> shift >= s2 >> shift and (e2 - 1) >> shift >= s1 >> shift


def closest(a, b):
    best = None
    for na, r1 in a.items():
        for nb, r2 in b.items():
            gap = max(0, r2[0] - r1[1], r1[0] - r2[1])
            if best is None or gap < best[0]:
                best = (gap, f"{na}A-{nb}B", int(lines_shared(r1, r2, 6)), int(lines_shared(r1, r2, 7)))
    return best


def rows(path):
    text = open(path).read()
    if path.endswith(".tsv"):
        for line in text.splitlines():
            if line.startswith("#") or not line.strip():
                continue
            r, layout, w, ops, a, aa, b, ba, shift = line.split("\t")
            yield f"{r}/{layout}/{w}", float(ops), int(a), int(aa), int(b), int(ba)
    else:
        pattern = r"(Warmup Iteration|Iteration)\s+(\d+): ADDR \d+ (\d+) (\d+) (\d+) (\d+)\s*\n\s*([\d.]+) ops/ms"
        for m in re.finditer(pattern, text):
            phase = "w" if m.group(1).startswith("Warmup") else "m"
            yield (f"{phase}{m.group(2)}", float(m.group(7)), int(m.group(3)), int(m.group(4)), int(m.group(5)),
                   int(m.group(6)))


def main(paths):
    print("source\twindow\tops/ms\tsbB-sbA\tgap\tparts\tshared64\tshared128\tfields64")
    summary = []
    for path in paths:
        source = re.sub(r".*/", "", path)
        same, other, measured, last = [], [], [], None
        for window, ops, a, aa, b, ba in rows(path):
            last = b - a
            if window.startswith("m"):
                measured.append(ops)
            gap, parts, l64, l128 = closest(regions(a, aa), regions(b, ba))
            fields_share = lines_shared((a + FIELDS[0], a + FIELDS[1]), (b + FIELDS[0], b + FIELDS[1]), 6)
            print(f"{source}\t{window}\t{ops:.1f}\t{b - a}\t{gap}\t{parts}\t{l64}\t{l128}\t{int(fields_share)}")
            (same if fields_share else other).append(ops)
        summary.append((source, same, other, measured, last))
    print()
    print("source\twindows, fields in one line\tmedian ops/ms\twindows, not\tmedian ops/ms\tcollapsed"
          "\tlast sbB-sbA")
    collapsed_forks = 0
    for source, same, other, measured, last in summary:
        med = lambda xs: f"{statistics.median(xs):.1f}" if xs else "-"
        fell = "-" if len(measured) < 4 else "yes" if collapsed(measured) else "no"
        collapsed_forks += fell == "yes"
        print(f"{source}\t{len(same)}\t{med(same)}\t{len(other)}\t{med(other)}\t{fell}\t{last}")
    forks = [s for s in summary if len(s[3]) >= 4]
    if forks:
        print(f"\n{collapsed_forks} of {len(forks)} JMH forks collapsed; the last iteration's sbB-sbA over those forks:",
              ", ".join(f"{d} ({n})" for d, n in sorted(Counter(abs(s[4]) for s in forks).items())))
        shared = sum(len(s[1]) for s in forks)
        print(f"iterations ending with the two builders' fields in one line: {shared} of "
              f"{sum(len(s[1]) + len(s[2]) for s in forks)}")


main(sys.argv[1:])
