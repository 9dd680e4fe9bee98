package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.JsonReader;
import io.wirebind.WirebindException;

/**
 * Fuzzes {@link JsonReader}: the skipper over whole documents, and a script of typed reads
 * (taken from the front of the input) over the rest, walking into objects and arrays as the
 * script says. Checked: the {@link Hostile} invariants, and that skipping agrees with itself —
 * a document the skipper accepts is also accepted when skipped as one array element, and ends
 * where the reader says.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl runtime -am test
 * -Dtest=JsonReaderFuzzTest#skip -Dsurefire.failIfNoSpecifiedTests=false} (or {@code #reads}).
 */
class JsonReaderFuzzTest {
  private final JsonReader reader =
      new JsonReader().maxDepth(32).maxNumberLength(64).maxStringLength(1 << 12);

  @FuzzTest(maxDuration = "10m")
  void skip(byte[] input) {
    Hostile.decode(input.length, () -> skipAndCheck(input));
  }

  @FuzzTest(maxDuration = "10m")
  void reads(FuzzedDataProvider data) {
    int ops = data.consumeInt(0, 48);
    byte[] script = data.consumeBytes(ops);
    byte[] json = data.consumeRemainingAsBytes();
    Hostile.decode(json.length, () -> run(script, json));
  }

  private void skipAndCheck(byte[] input) {
    reader.reset(input);
    reader.skipValue();
    int end = reader.position();
    reader.endOfInput();
    // the same value as the only element of an array skips to the same place
    byte[] wrapped = new byte[end + 2];
    wrapped[0] = '[';
    System.arraycopy(input, 0, wrapped, 1, end);
    wrapped[end + 1] = ']';
    try {
      reader.reset(wrapped);
      reader.skipValue();
      reader.endOfInput();
      assertEquals(wrapped.length, reader.position());
    } catch (WirebindException e) {
      if (!e.getMessage().contains("deeper")) {
        throw new AssertionError("accepted alone, rejected inside an array", e);
      }
    }
  }

  private void run(byte[] script, byte[] json) {
    JsonReader in = reader.reset(json);
    for (byte op : script) {
      switch ((op & 0xFF) % 24) {
        case 0 -> in.tryNull();
        case 1 -> in.startObjectMembers();
        case 2 -> in.nextMember();
        case 3 -> in.startArrayElements();
        case 4 -> in.nextElement();
        case 5 -> in.readNameHash();
        case 6 -> in.readString();
        case 7 -> in.readBoolean();
        case 8 -> in.readChar();
        case 9 -> in.readBase64();
        case 10 -> in.readInt();
        case 11 -> in.readLong();
        case 12 -> in.readShort();
        case 13 -> in.readByte();
        case 14 -> in.readUnsignedInt();
        case 15 -> in.readUnsignedLong();
        case 16 -> in.readDouble();
        case 17 -> in.readFloat();
        case 18 -> in.readIntArray(null, "f");
        case 19 -> in.readLongArray(null, "f");
        case 20 -> in.readDoubleArray(null, "f");
        case 21 -> in.readBooleanArray(null, "f");
        case 22 -> in.skipValue();
        default -> in.endOfInput();
      }
      if (in.position() < 0 || in.position() > json.length) {
        throw new AssertionError("position " + in.position() + " outside the input");
      }
    }
  }
}
