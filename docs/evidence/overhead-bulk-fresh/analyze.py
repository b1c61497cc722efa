"""Summarises summary.txt (lines: round source flags ns/op B/op gc.count gc.time-ms) of run.sh:
per-round paired ratios with a Student-t 95% interval over the rounds (t for 5 degrees of freedom)."""
import collections, math, statistics as st, sys

rows = [l.split() for l in open(sys.argv[1] if len(sys.argv) > 1 else 'summary.txt')]
by = collections.defaultdict(dict)
for r, src, fl, score, norm, gcc, gct in rows:
    by[int(r)][(src, fl)] = (float(score), float(norm), float(gct))

def ratio(a, b):
    l = [math.log(by[r][a][0] / by[r][b][0]) for r in by]
    m = st.mean(l); h = 2.571 * st.stdev(l) / math.sqrt(len(l))
    return '%.3f [%.3f, %.3f]' % (math.exp(m), math.exp(m - h), math.exp(m + h))

for k in [('fresh', 'default'), ('pooled', 'default'), ('fresh', 'noprefetch'), ('pooled', 'noprefetch')]:
    v = [by[r][k][0] for r in by]; b = by[1][k][1]; g = [by[r][k][2] for r in by]
    print('%-6s %-10s median %5.0f ns/op, %5.0f B/op, %.3f ns per allocated byte, gc.time median %2.0f ms per fork'
          % (k[0], k[1], st.median(v), b, st.median(v) / b, st.median(g)))
print('pooled / fresh, default    ', ratio(('pooled', 'default'), ('fresh', 'default')))
print('pooled / fresh, noprefetch ', ratio(('pooled', 'noprefetch'), ('fresh', 'noprefetch')))
print('noprefetch / default, fresh ', ratio(('fresh', 'noprefetch'), ('fresh', 'default')))
print('noprefetch / default, pooled', ratio(('pooled', 'noprefetch'), ('pooled', 'default')))
