#!/bin/sh
# Builds what the examples need (annotations, runtime, processor, examples; tests skipped) and runs
# every example: ./demo.sh [hot-loop messages, default 200000]
# Works on a fresh clone: nothing from this project has to be installed in ~/.m2.
set -e
cd "$(dirname "$0")"
mvn -q -B -ntp -Dstyle.color=never -pl examples -am package -DskipTests
# examples/target/classpath.txt is written during package by maven-dependency-plugin
exec java -cp "examples/target/wirebind-examples-0.1.0-SNAPSHOT.jar:$(cat examples/target/classpath.txt)" \
  io.wirebind.examples.Demo "$@"
