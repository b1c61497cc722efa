"""The table of README.md: strings' S1-S3 and gcpressure's G1 per JDK from results/decisions.csv (run from the repository root)."""
import csv
names = {'AMD EPYC at 2445 MHz, 2 cores, family 25 model 1 stepping 1': 'EPYC f25 m1',
         'Intel(R) Xeon(R) Processor at 2600 MHz, 2 cores, family 6 model 167 stepping 1': 'Xeon f6 m167'}
print('| question | JDK | runs | pooled ratio [95% CI] | τ | per CPU model | decision (reason) |')
print('|---|---:|---:|---|---:|---|---|')
for r in csv.DictReader(open('results/decisions.csv')):
    if r['claim'] in ('S1', 'S2', 'S3', 'G1'):
        bm = '; '.join('%s %.3f' % (names.get(k, k), float(v))
                       for k, v in (x.rsplit('=', 1) for x in r['by_cpu_model'].split('; ')))
        tau = r['tau'] and '%.3f' % float(r['tau']) or '–'
        print('| %s (%s) | %s | %s | %.3f [%.3f, %.3f] | %s | %s | %s (%s) |' % (
            r['object'], r['claim'], r['jdk'], r['runs'], float(r['estimate']), float(r['ci_low']),
            float(r['ci_high']), tau, bm, r['decision'], r['reason']))
