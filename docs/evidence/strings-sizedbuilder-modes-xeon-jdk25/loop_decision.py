# Per fork log: JMH's score, C2's decision on ensureCapacityNewCoder in the last tier-4 (non-OSR) compile of the
# measurement loop (with its time stamp), and how often the whole log shows it "inline (hot)" and "too big".
# Usage: python3 loop_decision.py 'w8192-f*.log'
import glob, re, sys

LOOP = re.compile(r'(\d+)\s+\d+\s+4\s+(?:# [^:]*:\s+)?\S*_jmhStub \(57 bytes\)\s*$')


def key(f):
    return int(re.search(r'-f(\d+)\.log', f).group(1))


for f in sorted(glob.glob(sys.argv[1]), key=key):
    text = open(f, errors='replace').read()
    score = re.findall(r'avgt\s+3\s+([\d.,]+)\s+±', text)
    # JMH's iteration lines interleave with the JIT's; strip them so compile headers parse
    lines = [re.sub(r'# (Warmup )?Iteration\s+\d+:\s*', '', x) for x in text.splitlines()]
    loops = [(i, m.group(1)) for i, l in enumerate(lines) for m in [LOOP.search(l)] if m]
    t, decision = '', 'no tier-4 compile of the loop'
    if loops:
        i, t = loops[-1]
        decision = 'not in tree'
        for s in lines[i + 1:i + 80]:
            if 'ensureCapacityNewCoder' in s and '@' in s:
                decision = re.sub(r'.*\(125 bytes\)\s*', '', s).strip().split('   ')[0]
                break
            if 'Blackhole::consume ' in s:
                break
    hot = sum(1 for l in lines if 'ensureCapacityNewCoder' in l and 'inline (hot)' in l)
    big = sum(1 for l in lines if 'ensureCapacityNewCoder' in l and 'too big' in l)
    print(f"| {key(f)} | {score[-1] if score else '?'} | t={t}: {decision} | {hot} | {big} |")
