# Per round of the committed sweep run on JDK 25: each row's fork mean over sizedBuilder's fork mean in the same round,
# split by sizedBuilder's mode in that round (slow: fork mean at least 1.25x its fastest fork).
import json, statistics as st
d = json.load(open('results/sweep-jdk25.json'))
rows = {}
for b in d:
    if b['params'].get('length') in ('8192', '16384'):
        rows[b['benchmark'].split('.')[-1] + '@' + b['params']['length']] = [st.mean(f) for f in b['primaryMetric']['rawData']]
for L in ('8192', '16384'):
    sb = rows['sizedBuilder@' + L]
    print(L, 'chars, sizedBuilder fork means by round:', ' '.join('%.0f' % x for x in sb))
    for n in ('sizedBuilderAgain', 'pooledBucketed', 'pooledCommons', 'sizedEscaping', 'sizedOutOfLine'):
        r = rows[n + '@' + L]
        fast = [r[i] / sb[i] for i in range(len(sb)) if sb[i] < min(sb) * 1.25]
        slow = [r[i] / sb[i] for i in range(len(sb)) if sb[i] >= min(sb) * 1.25]
        print('  %-18s rounds with sizedBuilder fast: %s | slow: %s' % (n, ' '.join('%.2f' % x for x in fast), ' '.join('%.2f' % x for x in slow)))
