# Per fork log of run.sh: JMH's score, and C2's decision on ensureCapacityNewCoder in the last tier-4 (non-OSR)
# compile of the measurement loop (its time stamp, ms since JVM start); adapted from
# strings-sizedbuilder-modes-xeon-jdk25/loop_decision.py. Usage: python3 decision.py 'r*-*.log'
import glob, re, sys

LOOP = re.compile(r'(\d+)\s+\d+\s+4\s+(?:# [^:]*:\s+)?\S*_jmhStub \(\d+ bytes\)\s*$')


def key(f):
    m = re.search(r'r(\d+)-(\w+)-(\w+)\.log', f)
    return (m.group(2), m.group(3), int(m.group(1)))


for f in sorted(glob.glob(sys.argv[1]), key=key):
    text = open(f, errors='replace').read()
    score = re.findall(r'thrpt\s+4\s+([\d.,]+)\s+±', text)
    lines = [re.sub(r'# (Warmup )?Iteration\s+\d+:\s*', '', x) for x in text.splitlines()]
    loops = [(i, m.group(1)) for i, l in enumerate(lines) for m in [LOOP.search(l)] if m]
    t, decision = '', 'no tier-4 compile of the loop'
    if loops:
        i, t = loops[-1]
        decision = 'not in tree'
        for s in lines[i + 1:i + 120]:
            if 'ensureCapacityNewCoder' in s and '@' in s:
                decision = re.sub(r'.*\(125 bytes\)\s*', '', s).strip().split('   ')[0]
                break
            if 'Blackhole::consume ' in s:
                break
    b, mode, r = key(f)
    print(f"| {b} | {mode} | {r} | {score[-1] if score else '?'} | t={t}: {decision} |")
