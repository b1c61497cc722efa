#!/usr/bin/env bash
# Where a fork's CPU time goes: StringBuildingBenchmark sizedBuilder and pooledBucketed at 32 chars on JDK 25,
# under G1 and generational ZGC (the strings-g1 and strings-zgc flags: 1 GB pre-touched heap), one fork each,
# profiled by perf's software clock (this VM has no hardware counters) with the JIT's symbols from
# -XX:+DumpPerfMapAtExit. Sampling starts after the fork's warmup (perf -D). Run from the project root after
# `mvn -B -o -q test-compile`; writes <config>-<method>.txt (perf report by command, shared object, symbol)
# <config>-<method>-threads.txt (by thread name and shared object: the benchmark thread against the GC's threads)
# and <config>-<method>-jmh.txt (JMH's own output) beside this script.
set -euo pipefail
out=$(cd "$(dirname "$0")" && pwd)
jdk=${JDK25:-/usr/lib/jvm/temurin-25-jdk-amd64}
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=/tmp/poolbench-cp.txt
cp=target/test-classes:target/classes:$(cat /tmp/poolbench-cp.txt)
for config in g1 zgc; do
  gc=-XX:+UseG1GC; [ "$config" = zgc ] && gc=-XX:+UseZGC
  for method in sizedBuilder pooledBucketed; do
    perf record -q -e cpu-clock -F 1999 -D 7000 -o "/tmp/perf-$config-$method.data" -- \
      "$jdk/bin/java" -cp "$cp" org.openjdk.jmh.Main "StringBuildingBenchmark\\.$method\$" -p length=32 \
      -f 1 -wi 5 -w 1 -i 5 -r 1 -jvm "$jdk/bin/java" \
      -jvmArgsAppend "-Xms1g -Xmx1g $gc -XX:+AlwaysPreTouch -XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit" \
      > "$out/$config-$method-jmh.txt" 2>&1
    perf report -q -i "/tmp/perf-$config-$method.data" --stdio --sort comm,dso,sym --percent-limit 0.5 \
      2>/dev/null | sed 's/[[:space:]]*$//' > "$out/$config-$method.txt"
    perf report -q -i "/tmp/perf-$config-$method.data" --stdio --sort comm,dso 2>/dev/null \
      | sed 's/[[:space:]]*$//' > "$out/$config-$method-threads.txt"
    rm -f "/tmp/perf-$config-$method.data"
  done
done
