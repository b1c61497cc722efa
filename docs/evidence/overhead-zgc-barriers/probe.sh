#!/usr/bin/env bash
# The bucketed pool's acquire+release under G1, generational ZGC and Parallel on JDK 21: what C2 makes of
# PoolOverheadBenchmark.shared1 (one thread, 32 chars, pool=bucketed), three forks per collector, with the
# overhead-g1 / -zgc / -parallel flags (1 GB heap; only the collector differs). Per fork: the inlining tree of the
# JMH stub's compiles (-XX:CompileCommand=PrintInlining) and HotSpot's hex dump of the stub's and of
# BucketedStringBuilderPool.release's C2 code (-XX:CompileCommand=print), which
# ../strings-stringbuffer-jdk25-eliminated-locks/disasm.py turns into assembly with objdump (no hsdis: Debian's
# libhsdis0-fcml exports only the pre-JDK 9 entry point, which JDK 21 does not call). Run from the project root
# after `mvn -B -o -q test-compile`, with nothing else running (the host JVM is the PATH's JDK 17; JMH forks onto
# JDK 21). Writes beside this script: <config>-<fork>-inlining.txt (the stub's inlining trees, last compile last),
# <config>-<fork>-sizes.txt (each printed compile's header and code size), <config>-<fork>-jmh.txt (JMH's score,
# one fork: not a measurement), and for fork 1 <config>-stub.s and <config>-release.s.
set -euo pipefail
out=$(cd "$(dirname "$0")" && pwd)
jdk=${JDK21:-/root/.cache/poolbench/jdks/temurin-21.0.8.2}
disasm=$out/../strings-stringbuffer-jdk25-eliminated-locks/disasm.py
stub=io.github.poolbench.overhead.jmh_generated.PoolOverheadBenchmark_shared1_jmhTest::shared1_avgt_jmhStub
release=io.github.poolbench.pool.BucketedStringBuilderPool::release
mvn -B -q dependency:build-classpath -Dmdep.outputFile=/tmp/poolbench-cp.txt
diag="-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=quiet -XX:CompileCommand=print,$stub"
diag="$diag -XX:CompileCommand=print,$release -XX:CompileCommand=PrintInlining,$stub"
cp=target/test-classes:target/classes:$(cat /tmp/poolbench-cp.txt)
for config in g1 zgc parallel; do
  case $config in
    g1) gc="-XX:+UseG1GC" ;;
    zgc) gc="-XX:+UseZGC -XX:+ZGenerational" ;;
    parallel) gc="-XX:+UseParallelGC" ;;
  esac
  for fork in 1 2 3; do
    log=/tmp/probe-$config-$fork.log
    java -cp "$cp" org.openjdk.jmh.Main 'PoolOverheadBenchmark\.shared1$' -p pool=bucketed -p capacity=32 \
      -f 1 -wi 3 -w 1 -i 3 -r 400ms -jvm "$jdk/bin/java" \
      -jvmArgsAppend "-Xms1g -Xmx1g $gc $diag" \
      > "$log" 2>&1
    grep -E '^ +@ ' "$log" | sed 's/[[:space:]]*$//' > "$out/$config-$fork-inlining.txt"
    grep -E '^Compiled method|^ main code' "$log" > "$out/$config-$fork-sizes.txt"
    grep -E '^(Benchmark|PoolOverheadBenchmark)|^# VM (version|options)' "$log" > "$out/$config-$fork-jmh.txt"
    if [ "$fork" = 1 ]; then
      python3 "$disasm" "$log" shared1_avgt_jmhStub > "$out/$config-stub.s"
      python3 "$disasm" "$log" BucketedStringBuilderPool::release > "$out/$config-release.s"
    fi
  done
done
