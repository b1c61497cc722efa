#!/usr/bin/env bash
# Does the same inlining decision move the strings rows? StringBuildingBenchmark pooledBucketed against sizedBuilder
# at 32 chars on JDK 21, the strings variants' flags (1 GB pre-touched heap), under G1 and generational ZGC at the
# default InlineSmallCode and with -XX:InlineSmallCode=4000 (the labelled mechanism variant of control.sh). 5 rounds,
# configurations in a shuffled order, each one JMH run of both rows (one fork each, 3 x 1 s warmup, 3 x 500 ms
# measured). Writes strings-control.txt (round, configuration, row, ns/op) and strings-control-summary.txt (per
# configuration, pooledBucketed / sizedBuilder, geometric mean over rounds with a Student-t 95% interval), then the
# inlining of release in each configuration's last stub compile (strings-control-inlining.txt, one fork each).
set -euo pipefail
out=$(cd "$(dirname "$0")" && pwd)
jdk=${JDK21:-/root/.cache/poolbench/jdks/temurin-21.0.8.2}
stub=io.github.poolbench.strings.jmh_generated.StringBuildingBenchmark_pooledBucketed_jmhTest::pooledBucketed_avgt_jmhStub
mvn -B -q dependency:build-classpath -Dmdep.outputFile=/tmp/poolbench-cp.txt
cp=target/test-classes:target/classes:$(cat /tmp/poolbench-cp.txt)
declare -A flags=([g1]="-XX:+UseG1GC" [zgc]="-XX:+UseZGC -XX:+ZGenerational"
  [g1-isc4000]="-XX:+UseG1GC -XX:InlineSmallCode=4000" [zgc-isc4000]="-XX:+UseZGC -XX:+ZGenerational -XX:InlineSmallCode=4000")
: > "$out/strings-control.txt"
for round in 1 2 3 4 5; do
  for config in $(printf '%s\n' "${!flags[@]}" | shuf --random-source=<(yes $round)); do
    java -cp "$cp" org.openjdk.jmh.Main 'StringBuildingBenchmark\.(pooledBucketed|sizedBuilder)$' -p length=32 \
      -f 1 -wi 3 -w 1 -i 3 -r 500ms -jvm "$jdk/bin/java" \
      -jvmArgsAppend "-Xms1g -Xmx1g ${flags[$config]} -XX:+AlwaysPreTouch" \
      | awk -v r=$round -v c=$config '/^StringBuildingBenchmark\./ {sub("StringBuildingBenchmark.", "", $1); print r, c, $1, $(NF-3)}' \
      >> "$out/strings-control.txt"
  done
done
python3 - "$out/strings-control.txt" > "$out/strings-control-summary.txt" <<'P'
import math, sys, statistics as st
from collections import defaultdict
d = defaultdict(dict)
for line in open(sys.argv[1]):
    r, c, row, s = line.split()
    d[(c, row)][r] = float(s)
print("configuration | pooledBucketed / sizedBuilder, 32 chars: geometric mean [95% CI] over 5 rounds")
for c in ["g1", "g1-isc4000", "zgc", "zgc-isc4000"]:
    logs = [math.log(d[(c, "pooledBucketed")][r] / d[(c, "sizedBuilder")][r]) for r in d[(c, "sizedBuilder")]]
    m, h = st.mean(logs), 2.776 * st.stdev(logs) / math.sqrt(len(logs))
    print(f"{c} | {math.exp(m):.2f} [{math.exp(m - h):.2f}, {math.exp(m + h):.2f}]")
P
: > "$out/strings-control-inlining.txt"
inlining="-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=quiet -XX:CompileCommand=PrintInlining,$stub"
for config in g1 zgc g1-isc4000 zgc-isc4000; do
  java -cp "$cp" org.openjdk.jmh.Main 'StringBuildingBenchmark\.pooledBucketed$' -p length=32 -f 1 -wi 3 -w 1 -i 1 \
    -r 500ms -jvm "$jdk/bin/java" -jvmArgsAppend "-Xms1g -Xmx1g ${flags[$config]} -XX:+AlwaysPreTouch $inlining" \
    | grep 'BucketedStringBuilderPool::release' | tail -1 | sed "s/^ */$config: /" >> "$out/strings-control-inlining.txt"
done
cat "$out/strings-control-summary.txt" "$out/strings-control-inlining.txt"
