package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.DoubleWritingReference;
import io.wirebind.JsonWriter;
import java.util.StringJoiner;

/**
 * Differential fuzzing of the number writers: doubles and floats (alone, after a prefix of any
 * length, after a property prefix in the same room, and in arrays, whose room is checked once per chunk) against {@link
 * DoubleWritingReference}, whose output reads back to the same bits and is the JDK's shortest
 * text; ints and longs (alone, after a property prefix, and in arrays) against the JDK. A
 * double's text must also read back to its bits.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl runtime -am test
 * -Dtest=NumberWritingFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class NumberWritingFuzzTest {
  @FuzzTest(maxDuration = "10m")
  void writes(FuzzedDataProvider data) {
    int offset = data.consumeInt(0, 40);
    int n = data.consumeInt(0, 300);
    double[] doubles = new double[n];
    float[] floats = new float[n];
    int[] ints = new int[n];
    long[] longs = new long[n];
    StringJoiner ds = new StringJoiner(",", "[", "]");
    StringJoiner fs = new StringJoiner(",", "[", "]");
    String prefix = "x".repeat(offset);
    for (int i = 0; i < n && data.remainingBytes() > 0; i++) {
      double d = Double.longBitsToDouble(data.consumeLong());
      float f = Float.intBitsToFloat(data.consumeInt());
      doubles[i] = d;
      floats[i] = f;
      String dt = DoubleWritingReference.text(d);
      JsonWriter w = new JsonWriter(64);
      w.writeRaw(prefix.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      w.writeDouble(d);
      w.writeFloat(f);
      int iv = data.consumeInt();
      long lv = data.consumeLong();
      w.writeInt(iv);
      w.writeByte((byte) ' ');
      w.writeLong(lv);
      byte[] name = ",\"name\":".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
      w.writeRawAndDouble(name, d);
      w.writeRawAndFloat(name, f);
      w.writeRawAndInt(name, iv);
      w.writeRawAndLong(name, lv);
      ints[i] = iv;
      longs[i] = lv;
      String ft = DoubleWritingReference.text(f);
      assertEquals(
          prefix + dt + ft + iv + " " + lv + ",\"name\":" + dt + ",\"name\":" + ft + ",\"name\":" + iv
              + ",\"name\":" + lv,
          w.toString());
      if (Double.isFinite(d)) {
        assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(dt)));
      }
    }
    for (int i = 0; i < n; i++) {
      ds.add(DoubleWritingReference.text(doubles[i]));
      fs.add(DoubleWritingReference.text(floats[i]));
    }
    JsonWriter w = new JsonWriter(64);
    w.writeRaw(prefix.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    w.writeDoubleArray(doubles);
    w.writeFloatArray(floats);
    w.writeIntArray(ints);
    w.writeLongArray(longs);
    assertEquals(
        prefix + ds + fs + java.util.Arrays.toString(ints).replace(" ", "")
            + java.util.Arrays.toString(longs).replace(" ", ""),
        w.toString());
  }
}
