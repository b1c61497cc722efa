# Per probe log: C2's decisions on AbstractStringBuilder methods in the last tier-4 (non-OSR) compile of the
# measurement loop, counted over all logs. Usage: python3 loop_inlining.py 'l4096-f*.log'
import collections, glob, re, sys

LOOP = re.compile(r'(\d+)\s+\d+\s+4\s+(?:# [^:]*:\s+)?\S*_jmhStub \(57 bytes\)\s*$')
CALL = re.compile(r'AbstractStringBuilder::(\w+) \((\d+) bytes\)\s+(.*)$')
counts = collections.Counter()
for f in glob.glob(sys.argv[1]):
    # JMH's iteration lines interleave with the JIT's; strip them so compile headers parse
    lines = [re.sub(r'# (Warmup )?Iteration\s+\d+:\s*', '', x) for x in open(f, errors='replace').read().splitlines()]
    loops = [i for i, l in enumerate(lines) if LOOP.search(l)]
    if not loops:
        counts[('no tier-4 compile of the loop',)] += 1
        continue
    decisions = []
    for s in lines[loops[-1] + 1:loops[-1] + 120]:
        m = CALL.search(s) if '@' in s else None
        if m:
            decisions.append(m.group(1) + ': ' + m.group(3).strip())
        if 'Blackhole::consume ' in s:
            break
    counts[tuple(decisions)] += 1
for decisions, n in counts.most_common():
    print(n, 'forks:', '; '.join(decisions))
