package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Acceleration;
import io.wirebind.benchmarks.model.Car;
import io.wirebind.benchmarks.model.Engine;
import io.wirebind.benchmarks.model.FuelFigures;
import io.wirebind.benchmarks.model.PerformanceFigures;
import io.wirebind.benchmarks.protobuf.CarProtos;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.infra.Blackhole;
import us.hebi.quickbuf.RepeatedMessage;

/**
 * The Car message of the Simple Binary Encoding benchmarks (also in QuickBuffers' benchmarks),
 * with the same values: scalars, enums, a packed int list, a packed enum list, a nested engine,
 * lists of nested objects two levels deep and five strings. Enums are converted to the
 * generated messages by number ({@code setXValue(ordinal)}), the cheapest mapping a user has.
 */
public class CarBenchmark
    extends WirebindJsonScenario<
        Car,
        Car,
        CarProtos.Car,
        CarProtos.Car,
        io.wirebind.benchmarks.quickbuf.CarProtos.Car,
        io.wirebind.benchmarks.quickbuf.CarProtos.Car> {

  public CarBenchmark() {
    super(
        Car.class,
        Car.class,
        CarProtos.Car.parser(),
        io.wirebind.benchmarks.quickbuf.CarProtos.Car::newInstance,
        io.wirebind.benchmarks.quickbuf.CarProtos.Car::newInstance);
  }

  private static FuelFigures fuel(int speed, float mpg) {
    FuelFigures f = new FuelFigures();
    f.speed = speed;
    f.mpg = mpg;
    return f;
  }

  private static Acceleration acceleration(int mph, float seconds) {
    Acceleration a = new Acceleration();
    a.mph = mph;
    a.seconds = seconds;
    return a;
  }

  private static PerformanceFigures performance(int octane) {
    PerformanceFigures p = new PerformanceFigures();
    p.octaneRating = octane;
    p.acceleration =
        new ArrayList<>(
            List.of(acceleration(30, 4.0f), acceleration(60, 7.5f), acceleration(100, 12.2f)));
    return p;
  }

  @Override
  protected Car createData() {
    Car c = new Car();
    c.serialNumber = 1234;
    c.modelYear = 2013;
    c.available = true;
    c.code = Car.Model.A;
    c.someNumbers = new int[] {0, 1, 2, 3, 4};
    c.vehicleCode = "abcdef";
    c.optionalExtras = new ArrayList<>(List.of(Car.Extras.SUN_ROOF, Car.Extras.CRUISE_CONTROL));
    c.engine = new Engine();
    c.engine.capacity = 2000;
    c.engine.numCylinders = 4;
    c.engine.maxRpm = 9000;
    c.engine.manufacturerCode = "123";
    c.engine.fuel = "Petrol";
    c.fuelFigures = new ArrayList<>(List.of(fuel(30, 35.9f), fuel(55, 49.0f), fuel(75, 40.0f)));
    c.performance = new ArrayList<>(List.of(performance(95), performance(99)));
    c.make = "Honda";
    c.model = "Civic VTi";
    return c;
  }

  @Override
  protected Car expectedRead(Car data) {
    return data;
  }

  @Override
  protected CarProtos.Car toProtobufJava(Car c) {
    CarProtos.Car.Builder b =
        CarProtos.Car.newBuilder()
            .setSerialNumber(c.serialNumber)
            .setModelYear(c.modelYear)
            .setAvailable(c.available);
    if (c.code != null) {
      b.setCodeValue(c.code.ordinal());
    }
    for (int n : c.someNumbers) {
      b.addSomeNumbers(n);
    }
    b.setVehicleCode(c.vehicleCode);
    for (Car.Extras e : c.optionalExtras) {
      b.addOptionalExtrasValue(e.ordinal());
    }
    if (c.engine != null) {
      b.setEngine(
          CarProtos.Engine.newBuilder()
              .setCapacity(c.engine.capacity)
              .setNumCylinders(c.engine.numCylinders)
              .setMaxRpm(c.engine.maxRpm)
              .setManufacturerCode(c.engine.manufacturerCode)
              .setFuel(c.engine.fuel));
    }
    for (FuelFigures f : c.fuelFigures) {
      b.addFuelFigures(CarProtos.FuelFigures.newBuilder().setSpeed(f.speed).setMpg(f.mpg));
    }
    for (PerformanceFigures p : c.performance) {
      CarProtos.PerformanceFigures.Builder pb =
          CarProtos.PerformanceFigures.newBuilder().setOctaneRating(p.octaneRating);
      for (Acceleration a : p.acceleration) {
        pb.addAcceleration(CarProtos.Acceleration.newBuilder().setMph(a.mph).setSeconds(a.seconds));
      }
      b.addPerformance(pb);
    }
    return b.setMake(c.make).setModel(c.model).build();
  }

  @Override
  protected Car fromProtobufJava(CarProtos.Car p) {
    Car c = new Car();
    c.serialNumber = p.getSerialNumber();
    c.modelYear = p.getModelYear();
    c.available = p.getAvailable();
    c.code = Car.Model.values()[p.getCodeValue()];
    c.someNumbers = p.getSomeNumbersList().stream().mapToInt(Integer::intValue).toArray();
    c.vehicleCode = p.getVehicleCode();
    c.optionalExtras = new ArrayList<>();
    for (int e : p.getOptionalExtrasValueList()) {
      c.optionalExtras.add(Car.Extras.values()[e]);
    }
    if (p.hasEngine()) {
      CarProtos.Engine pe = p.getEngine();
      c.engine = new Engine();
      c.engine.capacity = pe.getCapacity();
      c.engine.numCylinders = pe.getNumCylinders();
      c.engine.maxRpm = pe.getMaxRpm();
      c.engine.manufacturerCode = pe.getManufacturerCode();
      c.engine.fuel = pe.getFuel();
    }
    c.fuelFigures = new ArrayList<>();
    for (CarProtos.FuelFigures f : p.getFuelFiguresList()) {
      c.fuelFigures.add(fuel(f.getSpeed(), f.getMpg()));
    }
    c.performance = new ArrayList<>();
    for (CarProtos.PerformanceFigures pf : p.getPerformanceList()) {
      PerformanceFigures f = new PerformanceFigures();
      f.octaneRating = pf.getOctaneRating();
      f.acceleration = new ArrayList<>();
      for (CarProtos.Acceleration a : pf.getAccelerationList()) {
        f.acceleration.add(acceleration(a.getMph(), a.getSeconds()));
      }
      c.performance.add(f);
    }
    c.make = p.getMake();
    c.model = p.getModel();
    return c;
  }

  @Override
  protected void fillQuickBuffers(Car c, io.wirebind.benchmarks.quickbuf.CarProtos.Car q) {
    q.setSerialNumber(c.serialNumber).setModelYear(c.modelYear).setAvailable(c.available);
    if (c.code != null) {
      q.setCodeValue(c.code.ordinal());
    }
    q.getMutableSomeNumbers().addAll(c.someNumbers);
    q.setVehicleCode(c.vehicleCode);
    for (Car.Extras e : c.optionalExtras) {
      q.getMutableOptionalExtras().addValue(e.ordinal());
    }
    if (c.engine != null) {
      q.getMutableEngine()
          .setCapacity(c.engine.capacity)
          .setNumCylinders(c.engine.numCylinders)
          .setMaxRpm(c.engine.maxRpm)
          .setManufacturerCode(c.engine.manufacturerCode)
          .setFuel(c.engine.fuel);
    }
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.CarProtos.FuelFigures> fuel =
        q.getMutableFuelFigures();
    for (FuelFigures f : c.fuelFigures) {
      fuel.next().setSpeed(f.speed).setMpg(f.mpg);
    }
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.CarProtos.PerformanceFigures> perf =
        q.getMutablePerformance();
    for (PerformanceFigures p : c.performance) {
      io.wirebind.benchmarks.quickbuf.CarProtos.PerformanceFigures qp =
          perf.next().setOctaneRating(p.octaneRating);
      RepeatedMessage<io.wirebind.benchmarks.quickbuf.CarProtos.Acceleration> acc =
          qp.getMutableAcceleration();
      for (Acceleration a : p.acceleration) {
        acc.next().setMph(a.mph).setSeconds(a.seconds);
      }
    }
    q.setMake(c.make).setModel(c.model);
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.CarProtos.Car q, Blackhole bh) {
    bh.consume(q.getVehicleCode());
    bh.consume(q.getEngine().getManufacturerCode());
    bh.consume(q.getEngine().getFuel());
    bh.consume(q.getMake());
    bh.consume(q.getModel());
  }
}
