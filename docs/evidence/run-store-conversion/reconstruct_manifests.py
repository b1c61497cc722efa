"""One-off conversion (2026-11-28): a reconstructed manifest.json and outcome.json in results/runs/<run-id>/
for every run whose files were committed before the run store existed, read from results/*.env.json.
preRegistered is false; no code fingerprint, class path or virtual flag could be recovered. Run from the
repository root: python3 docs/evidence/run-store-conversion/reconstruct_manifests.py"""
import collections
import datetime
import glob
import json
import os

envs = [json.load(open(f)) for f in sorted(glob.glob('results/*.env.json'))]
runs = collections.OrderedDict()
for e in sorted(envs, key=lambda e: e['runId']):
    runs.setdefault(e['runId'], []).append(e)
now = datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')
for rid, es in runs.items():
    e0 = es[0]
    forks = sorted((f for e in es for f in e['forks']), key=lambda f: (f['round'], f['position']))
    rows = []
    for f in forks:
        if f['row'] not in rows:
            rows.append(f['row'])
    jvms, suites = [], []
    for e in es:
        j = {'major': e['jvm']['major'], 'runtimeVersion': e['jvm']['runtimeVersion'], 'vendor': e['jvm']['vendor'],
             'vmName': e['jvm']['vmName']}
        if j not in jvms:
            jvms.append(j)
        if e['suite'] not in suites:
            suites.append(e['suite'])
    m = collections.OrderedDict([
        ('format', 1), ('runId', rid), ('written', now), ('preRegistered', False), ('commit', e0['gitCommit']),
        ('dirty', e0['gitDirty']),
        ('machine', collections.OrderedDict([('cpuModel', e0['cpuModel']), ('cpuMhz', e0['cpuMhz']),
                                             ('cores', e0['cores']), ('os', e0['os']), ('virtual', None)])),
        ('suites', suites), ('jvms', jvms), ('rows', rows), ('rounds', e0['rounds']), ('seed', e0['seed']),
        ('full', True), ('jmhArgs', e0['jmhArgs']), ('measuredCode', {}), ('classPath', []), ('setAside', None)])
    d = f'results/runs/{rid}'
    os.makedirs(d, exist_ok=True)
    open(d + '/manifest.json', 'w').write(json.dumps(m, indent=2).replace('": ', '" : ') + '\n')
    files = sorted({p for e in es for p in (f"{e['suite']}-jdk{e['jvm']['major']}.json",
                                            f"{e['suite']}-jdk{e['jvm']['major']}.env.json")})
    completed = sorted(e['date'] for e in es)[-1]
    open(d + '/outcome.json', 'w').write(json.dumps(collections.OrderedDict([('completed', completed),
                                                                             ('files', files)]), indent=2)
                                          .replace('": ', '" : ') + '\n')
