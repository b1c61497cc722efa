#!/bin/bash
# 30 forks of StringBuildingBenchmark.pooledBucketed at 32 chars on JDK 21, one after another,
# the benchmark's own settings (3 x 1 s warmup, 3 x 500 ms measured, -Xms1g -Xmx1g G1 pre-touched)
# plus -XX:+PrintCompilation -XX:+PrintInlining; then 10 forks of sizedBuilder with the same flags.
set -e
cd "$(git rev-parse --show-toplevel)"
# cp.txt: the jars of the run manifest's classPath from ~/.m2, joined by ":" (after mvn -Pjdk21 test-compile)
CP="target/test-classes:target/classes:$(cat cp.txt)"
J21=/root/.cache/poolbench/jdks/temurin-21.0.8.2/bin/java
# the host JVM is the system JDK 17: the JDK 21 the installer unpacked until 2026-11-29 cannot spawn forks (its lib/jspawnhelper lacked the execute bit)
# forks <method> <count> <label prefix>: one fork after another, each fork's log kept, its score printed
forks() {
  for i in $(seq 1 "$2"); do
    java -cp "$CP" org.openjdk.jmh.Main "StringBuildingBenchmark.$1\$" -p length=32 -f 1 \
      -jvm $J21 -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:+PrintCompilation -XX:+PrintInlining" \
      > "./$1-f$i.log" 2>&1
    echo "$3$i $(grep -E "StringBuildingBenchmark.$1 +32" "./$1-f$i.log" | tail -1)"
  done
}
forks pooledBucketed 30 f
forks sizedBuilder 10 s
