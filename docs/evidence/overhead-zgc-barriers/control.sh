#!/usr/bin/env bash
# Control for probe.sh: does the inlining of BucketedStringBuilderPool.release move the row? shared1, pool=bucketed,
# 32 chars, JDK 21, under G1, generational ZGC and Parallel at the default InlineSmallCode (2500 bytes) and, as a
# labelled mechanism variant, G1 and ZGC with -XX:InlineSmallCode=4000 (above every collector's compiled release).
# 5 rounds, one fork of each configuration per round in a shuffled order (3 x 1 s warmup, 3 x 400 ms measured);
# writes control.txt (one line per fork: round, configuration, ns/op) and control-summary.txt (per configuration,
# the geometric mean over rounds of its ns/op over G1's in the same round, with a Student-t 95% interval).
set -euo pipefail
out=$(cd "$(dirname "$0")" && pwd)
jdk=${JDK21:-/root/.cache/poolbench/jdks/temurin-21.0.8.2}
stub=io.github.poolbench.overhead.jmh_generated.PoolOverheadBenchmark_shared1_jmhTest::shared1_avgt_jmhStub
mvn -B -q dependency:build-classpath -Dmdep.outputFile=/tmp/poolbench-cp.txt
cp=target/test-classes:target/classes:$(cat /tmp/poolbench-cp.txt)
declare -A flags=([g1]="-XX:+UseG1GC" [zgc]="-XX:+UseZGC -XX:+ZGenerational" [parallel]="-XX:+UseParallelGC"
  [g1-isc4000]="-XX:+UseG1GC -XX:InlineSmallCode=4000" [zgc-isc4000]="-XX:+UseZGC -XX:+ZGenerational -XX:InlineSmallCode=4000")
: > "$out/control.txt"
for round in 1 2 3 4 5; do
  for config in $(printf '%s\n' "${!flags[@]}" | shuf --random-source=<(yes $round)); do
    score=$(java -cp "$cp" org.openjdk.jmh.Main 'PoolOverheadBenchmark\.shared1$' -p pool=bucketed -p capacity=32 \
      -f 1 -wi 3 -w 1 -i 3 -r 400ms -jvm "$jdk/bin/java" -jvmArgsAppend "-Xms1g -Xmx1g ${flags[$config]}" \
      | awk '/^PoolOverheadBenchmark.shared1/ {print $(NF-3)}')
    echo "$round $config $score" >> "$out/control.txt"
  done
done
python3 - "$out/control.txt" > "$out/control-summary.txt" <<'P'
import math, sys, statistics as st
from collections import defaultdict
t = {4: 2.776}
by = defaultdict(dict)
for line in open(sys.argv[1]):
    r, c, s = line.split()
    by[c][r] = float(s)
print("configuration | ns/op (median of 5 forks) | over G1 in the same round: geometric mean [95% CI]")
def ratio(a, b):
    logs = [math.log(by[a][r] / by[b][r]) for r in by[b]]
    m, h = st.mean(logs), t[len(logs) - 1] * st.stdev(logs) / math.sqrt(len(logs)) if a != b else 0
    return f"{math.exp(m):.2f} [{math.exp(m - h):.2f}, {math.exp(m + h):.2f}]"
for c in ["g1", "g1-isc4000", "parallel", "zgc", "zgc-isc4000"]:
    print(f"{c} | {st.median(by[c].values()):.2f} | {ratio(c, 'g1')}")
print(f"paired: zgc-isc4000 / zgc {ratio('zgc-isc4000', 'zgc')}; g1-isc4000 / g1 {ratio('g1-isc4000', 'g1')};"
      f" zgc-isc4000 / g1-isc4000 {ratio('zgc-isc4000', 'g1-isc4000')}")
P
# the variant's point: with InlineSmallCode=4000 the stub's last compile inlines release (control-inlining.txt)
: > "$out/control-inlining.txt"
inlining="-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=quiet -XX:CompileCommand=PrintInlining,$stub"
for config in g1-isc4000 zgc-isc4000; do
  java -cp "$cp" org.openjdk.jmh.Main 'PoolOverheadBenchmark\.shared1$' -p pool=bucketed -p capacity=32 -f 1 -wi 3 -w 1 \
    -i 1 -r 400ms -jvm "$jdk/bin/java" -jvmArgsAppend "-Xms1g -Xmx1g ${flags[$config]} $inlining" | grep 'BucketedStringBuilderPool::release' \
    | tail -1 | sed "s/^ */$config: /" >> "$out/control-inlining.txt"
done
cat "$out/control-summary.txt" "$out/control-inlining.txt"
