#!/bin/bash
# Builds the probe profiler of the page's section "The profiler's own histograms aged too": GcPauseProfiler as of
# 82dc9af (jfr.gc.survivors.aged added, the pause distribution still reported) without the one line that reports
# the pause distribution (jfr.gc.pause), as probe.ScalarsOnlyProfiler. Run from the checkout, after mvn test-compile
# and with the classpath file of run.sh.
#
# The page's forks, from the checkout at 82dc9af's code (GcPressureBenchmark at its 25 s warmup, so -wi 12 for 12 s):
#   java -cp target/test-classes:target/classes:$(cat /tmp/cp.txt) org.openjdk.jmh.Main 'GcPressureBenchmark.pooled$' \
#     -f 1 [-wi 12] -prof io.github.poolbench.runner.GcPauseProfiler
#   java -cp target/test-classes:target/classes:OUT/classes:$(cat /tmp/cp.txt) org.openjdk.jmh.Main \
#     'GcPressureBenchmark.pooled$' -f 1 -prof probe.ScalarsOnlyProfiler
# (and the same for sized; the last table's forks with the profiler as committed after 82dc9af, add -jvm for JDK 25).
set -e
out=${1:-/tmp/probeprof}
mkdir -p "$out/src/probe"
git show 82dc9af:src/jmh/java/io/github/poolbench/runner/GcPauseProfiler.java \
  | sed -e 's/^package io.github.poolbench.runner;/package probe;/' \
        -e 's/public final class GcPauseProfiler/public final class ScalarsOnlyProfiler/' \
  | grep -v 'out.add(new SampleTimeResult(ResultRole.SECONDARY, "jfr.gc.pause"' > "$out/src/probe/ScalarsOnlyProfiler.java"
javac -d "$out/classes" -cp "$(cat /tmp/cp.txt)" "$out/src/probe/ScalarsOnlyProfiler.java"
echo "$out/classes"
