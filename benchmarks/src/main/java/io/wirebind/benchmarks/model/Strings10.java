package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** ObjectBenchmark: ten short ASCII strings. */
@WireMessage
@CompiledJson
public final class Strings10 {
  @WireField(1) public String f1;
  @WireField(2) public String f2;
  @WireField(3) public String f3;
  @WireField(4) public String f4;
  @WireField(5) public String f5;
  @WireField(6) public String f6;
  @WireField(7) public String f7;
  @WireField(8) public String f8;
  @WireField(9) public String f9;
  @WireField(10) public String f10;
}
