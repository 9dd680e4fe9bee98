#!/bin/sh
# Builds what the examples need (annotations, runtime, processor, examples; tests skipped) and runs
# every example: ./demo.sh [hot-loop messages, default 200000]
# Works on a fresh clone: nothing from this project has to be installed in ~/.m2.
set -e
cd "$(dirname "$0")"
echo "Building the examples (mvn -pl examples -am package -DskipTests)..."
log=$(mktemp)
if ! mvn -q -B -ntp -pl examples -am package -DskipTests >"$log" 2>&1; then
  cat "$log"
  rm -f "$log"
  exit 1
fi
rm -f "$log"
# examples/target/classpath.txt (the runtime class path) is written during package by
# maven-dependency-plugin
exec java -cp "examples/target/wirebind-examples-0.1.0-SNAPSHOT.jar:$(cat examples/target/classpath.txt)" \
  io.wirebind.examples.Demo "$@"
