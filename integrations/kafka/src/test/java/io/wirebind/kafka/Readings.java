package io.wirebind.kafka;

import io.wirebind.kafka.model.Location;
import io.wirebind.kafka.model.Reading;
import io.wirebind.kafka.model.Unit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Random;

/** Random readings; collections are never null, since absent ones decode as empty. */
final class Readings {
  private Readings() {}

  static Reading random(Random r, int sequence) {
    Reading x = new Reading();
    x.sensor = r.nextInt(10) == 0 ? null : "sensor-" + r.nextInt(50);
    x.time = 1_700_000_000_000L + r.nextInt(1_000_000_000);
    x.value = r.nextInt(8) == 0 ? 0 : (r.nextDouble() - 0.5) * 2000;
    x.unit = r.nextInt(6) == 0 ? null : Unit.values()[r.nextInt(Unit.values().length)];
    x.location = r.nextInt(4) == 0 ? null : new Location(r.nextDouble() * 180 - 90, r.nextDouble() * 360 - 180,
        r.nextBoolean() ? "site-" + r.nextInt(9) + (r.nextInt(10) == 0 ? " é漢" : "") : null);
    x.tags = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      x.tags.add("t" + r.nextInt(100));
    }
    x.counts = new HashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      x.counts.put("c" + r.nextInt(20), r.nextInt());
    }
    if (r.nextInt(3) == 0) {
      x.raw = new byte[r.nextInt(12)];
      r.nextBytes(x.raw);
    }
    x.sequence = sequence;
    x.calibrated = r.nextBoolean();
    return x;
  }
}
