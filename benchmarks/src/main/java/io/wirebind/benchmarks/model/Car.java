package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * The shape of the Car message of the Simple Binary Encoding benchmarks (see car.proto). Enum
 * constants are numbered by declaration index; {@code UNSPECIFIED} is proto3's zero value.
 */
@WireMessage
@CompiledJson
public final class Car {
  /** The model code. */
  public enum Model {
    UNSPECIFIED,
    A,
    B,
    C
  }

  /** Optional equipment. */
  public enum Extras {
    UNSPECIFIED,
    SUN_ROOF,
    SPORTS_PACK,
    CRUISE_CONTROL
  }

  @WireField(value = 1, encoding = Encoding.UNSIGNED) public int serialNumber;
  @WireField(value = 2, encoding = Encoding.UNSIGNED) public int modelYear;
  @WireField(3) public boolean available;
  @WireField(4) public Model code;
  @WireField(5) public int[] someNumbers;
  @WireField(6) public String vehicleCode;
  @WireField(7) public List<Extras> optionalExtras;
  @WireField(8) public Engine engine;
  @WireField(9) public List<FuelFigures> fuelFigures;
  @WireField(10) public List<PerformanceFigures> performance;
  @WireField(11) public String make;
  @WireField(12) public String model;
}
