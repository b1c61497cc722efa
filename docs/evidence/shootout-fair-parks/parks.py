import sys, collections, statistics
# Reads `jfr print --events jdk.ThreadPark --stack-depth 1 FILE` (every park: the probe's
# settings set jdk.ThreadPark's threshold to 0 ms) and prints, per parked class, the parks,
# the time parked in all, and the median, p99 and longest park.
durs = collections.defaultdict(list); dur = None
def ms(s):
    v, u = s.split()
    return float(v) * {'ns': 1e-6, 'us': 1e-3, 'ms': 1, 's': 1e3}[u]
for line in sys.stdin:
    line = line.strip()
    if line.startswith('duration ='):
        dur = ms(line.split('=', 1)[1].strip())
    elif line.startswith('parkedClass ='):
        durs[line.split('=', 1)[1].split('(')[0].strip()].append(dur)
print(f"{'parks':>9} {'parked (ms)':>12} {'median':>8} {'p99':>8} {'longest':>8}  parked class (ms per park)")
for c, d in sorted(durs.items(), key=lambda e: -len(e[1])):
    d.sort()
    p99 = d[min(len(d) - 1, int(0.99 * len(d)))]
    print(f"{len(d):>9} {sum(d):>12.1f} {statistics.median(d):>8.3f} {p99:>8.1f} {d[-1]:>8.1f}  {c}")
