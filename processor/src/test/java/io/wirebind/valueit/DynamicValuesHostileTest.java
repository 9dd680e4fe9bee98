package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Hostile input to the dynamic-value readers — nesting a hundred thousand levels deep, truncation
 * at every byte, numbers of a million digits, invalid JSON in every form, forged and mistyped
 * protobuf messages, random bytes inside {@code Value}, {@code Struct} and {@code ListValue} —
 * fails with a {@link WirebindException} carrying an offset, and with nothing else.
 */
class DynamicValuesHostileTest {
  static final Codec<Dynamic> DYNAMIC = Wirebind.codec(Dynamic.class);
  static final Codec<DynamicBox> BOX = Wirebind.codec(DynamicBox.class);
  static final String[] MEMBERS = {"value", "attributes", "items", "rows", "lists", "byId", "maybe", "matrix"};

  private static void rejects(Runnable decode, String what) {
    try {
      decode.run();
      fail("accepted " + what);
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0, "no offset for " + what + ": " + e.getMessage());
    } catch (Throwable t) {
      throw new AssertionError("not a WirebindException for " + what, t);
    }
  }

  /** Decodes, or fails with a WirebindException carrying an offset; nothing else. */
  private static void survives(Runnable decode, String what) {
    try {
      decode.run();
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0, "no offset for " + what + ": " + e.getMessage());
    } catch (Throwable t) {
      throw new AssertionError("not a WirebindException for " + what, t);
    }
  }

  private static void jsonRejects(String json) {
    byte[] b = json.getBytes(StandardCharsets.UTF_8);
    rejects(() -> DYNAMIC.fromJson(b), json);
    rejects(() -> DYNAMIC.fromJson(b, JsonStyle.PROTO3), json);
  }

  @Test
  void deepJsonNesting() {
    int n = 100_000;
    for (String open : new String[] {"[", "{\"a\":", "[{\"\":"}) {
      String deep = open.repeat(n);
      for (String member : MEMBERS) {
        jsonRejects("{\"" + member + "\":" + deep);
        jsonRejects("{\"" + member + "\":" + deep + "1" + (open.equals("[") ? "]" : "}").repeat(n) + "}");
      }
    }
    // at the reader's limit: accepted up to it, rejected past it
    int max = io.wirebind.JsonReader.DEFAULT_MAX_DEPTH; // the outer object is a level
    String ok = "{\"value\":" + "[".repeat(max - 1) + "]".repeat(max - 1) + "}";
    DYNAMIC.fromJson(ok.getBytes(StandardCharsets.UTF_8));
    jsonRejects("{\"value\":" + "[".repeat(max) + "]".repeat(max) + "}");
  }

  @Test
  void invalidJsonInEveryForm() {
    String million = "9".repeat(1_000_000);
    for (String bad : new String[] {"nul", "tru", "fals", "nulx", "-", "01", "1.", ".5", "1e", "+1", "0x10", "NaN",
        "Infinity", "'a'", "\"\\x\"", "\"\\ud800\"", "\"a\u0001\"", "[1,]", "[,1]", "[1 2]", "{\"a\":1,}", "{,}",
        "{\"a\"}", "{\"a\" 1}", "{1:2}", "{\"a\":}", "]", "}", "[}", "{]", "", " ", "\"abc", "[\"a\"", "{\"a\":1",
        million, "-" + million, "1." + million, "1e" + million, "\"" + "a".repeat(10) + "\u0000\"", "[1]]", "@", "\u00e9"}) {
      for (String member : MEMBERS) {
        jsonRejects("{\"" + member + "\":" + bad + "}");
      }
      rejects(() -> BOX.fromJson(("{\"attrs\":{\"k\":" + bad + "}}").getBytes(StandardCharsets.UTF_8)), bad);
    }
    byte[] invalidUtf8 = {'{', '"', 'v', 'a', 'l', 'u', 'e', '"', ':', '"', (byte) 0xC0, (byte) 0xAF, '"', '}'};
    rejects(() -> DYNAMIC.fromJson(invalidUtf8), "overlong UTF-8");
    byte[] invalidKey = {'{', '"', 'v', 'a', 'l', 'u', 'e', '"', ':', '{', '"', (byte) 0xFF, '"', ':', '1', '}', '}'};
    rejects(() -> DYNAMIC.fromJson(invalidKey), "invalid UTF-8 in a key");
  }

  @Test
  void wrongShapesForMapsAndLists() {
    for (String bad : new String[] {"[]", "1", "\"{}\"", "true", "[{}]", "\"\""}) {
      jsonRejects("{\"attributes\":" + bad + "}");
      jsonRejects("{\"rows\":[" + bad + "]}");
      jsonRejects("{\"linked\":" + bad + "}");
    }
    for (String bad : new String[] {"{}", "1", "\"[]\"", "false", "\"\""}) {
      jsonRejects("{\"items\":" + bad + "}");
      jsonRejects("{\"matrix\":[" + bad + "]}");
      jsonRejects("{\"lists\":{\"a\":" + bad + "}}");
    }
  }

  @Test
  void hugeButValidNumbersAreReadAsJacksonReadsThem() throws Exception {
    // within the 1000-character limit: a BigInteger, and doubles that overflow or underflow
    String json = "{\"value\":[" + "9".repeat(1000) + ",1e999999999,-1e999999999,1e-999999999,"
        + "0." + "0".repeat(990) + "1]}";
    byte[] b = json.getBytes(StandardCharsets.UTF_8);
    assertEquals(ValueTypesDifferentialTest.BOOT.readValue(b, Dynamic.class), DYNAMIC.fromJson(b));
    jsonRejects("{\"value\":" + "9".repeat(1001) + "}");
  }

  @Test
  void collectionSizeLimit() {
    JsonReader reader = new JsonReader().maxCollectionSize(3);
    for (String json : new String[] {"{\"value\":[1,2,3,4]}", "{\"value\":{\"a\":1,\"b\":2,\"c\":3,\"d\":4}}",
        "{\"items\":[[1,2,3,4]]}", "{\"attributes\":{\"a\":{\"a\":1,\"b\":2,\"c\":3,\"d\":4}}}"}) {
      rejects(() -> DYNAMIC.readJson(reader.reset(json.getBytes(StandardCharsets.UTF_8)), null), json);
    }
    DYNAMIC.readJson(reader.reset("{\"value\":{\"a\":1,\"a\":2,\"a\":3,\"a\":4}}".getBytes(StandardCharsets.UTF_8)), null);
    Dynamic big = new Dynamic(List.of(1, 2, 3, 4), null, null, null, null, null, null, null, null, null);
    rejects(() -> DYNAMIC.readProto(new ProtoReader().maxCollectionSize(3).reset(DYNAMIC.toProto(big)), null),
        "a ListValue of 4");
  }

  @Test
  void truncatedAtEveryByte() {
    RandomTrees random = new RandomTrees(45, false);
    for (int i = 0; i < 60; i++) {
      Dynamic x = random.dynamic();
      byte[] proto = DYNAMIC.toProto(x);
      for (int n = 0; n < proto.length; n++) {
        byte[] cut = Arrays.copyOf(proto, n);
        survives(() -> DYNAMIC.fromProto(cut), HexFormat.of().formatHex(cut));
      }
      for (JsonStyle style : new JsonStyle[] {JsonStyle.JACKSON}) {
        byte[] json = DYNAMIC.toJson(x, style);
        for (int n = 0; n < json.length; n++) {
          byte[] cut = Arrays.copyOf(json, n);
          rejects(() -> DYNAMIC.fromJson(cut, style), new String(cut, StandardCharsets.UTF_8));
        }
      }
    }
  }

  @Test
  void mutatedInputs() {
    RandomTrees random = new RandomTrees(46, false);
    Random r = new Random(47);
    for (int i = 0; i < 3000; i++) {
      Dynamic x = random.dynamic();
      byte[] proto = DYNAMIC.toProto(x);
      byte[] json = DYNAMIC.toJson(x);
      for (int k = 0; k < 3; k++) {
        byte[] p = mutate(proto, r);
        survives(() -> DYNAMIC.fromProto(p), HexFormat.of().formatHex(p));
        byte[] j = mutate(json, r);
        survives(() -> DYNAMIC.fromJson(j), new String(j, StandardCharsets.UTF_8));
        survives(() -> DYNAMIC.fromJson(j, JsonStyle.PROTO3), new String(j, StandardCharsets.UTF_8));
      }
    }
  }

  private static final String SYNTAX = "{}[],:\"0-eE.ntf\\ ";

  private static byte[] mutate(byte[] b, Random r) {
    if (b.length == 0) {
      return b;
    }
    byte[] m = b.clone();
    for (int n = 1 + r.nextInt(3); n > 0; n--) {
      int at = r.nextInt(m.length);
      switch (r.nextInt(4)) {
        case 0 -> m[at] = (byte) r.nextInt(256);
        case 1 -> m[at] ^= (byte) (1 << r.nextInt(8));
        case 2 -> m[at] = (byte) SYNTAX.charAt(r.nextInt(SYNTAX.length()));
        default -> m = Arrays.copyOf(m, at);
      }
      if (m.length == 0) {
        return m;
      }
    }
    return m;
  }

  @Test
  void deepProtobufNesting() {
    int n = 50_000;
    // Dynamic.value = a Value holding a ListValue holding a Value ... n levels, then null_value
    rejects(() -> DYNAMIC.fromProto(nested(n, new int[] {0x32, 0x0A}, new byte[0], new byte[] {0x08, 0x00}, 0x0A)),
        n + " nested lists");
    // Dynamic.attributes = a Struct whose entry "k" holds a Value holding a Struct ... n levels
    rejects(() -> DYNAMIC.fromProto(nested(n, new int[] {0x0A, 0x12, 0x2A}, new byte[] {0x0A, 0x01, 'k'}, new byte[0],
        0x12)), n + " nested structs");
  }

  /**
   * {@code levels} times the length-delimited fields {@code tags} (outermost first) around {@code
   * innermost}, each level's second field preceded by {@code prefix}, all inside field {@code top}:
   * built back to front, so each length is known when it is written.
   */
  private static byte[] nested(int levels, int[] tags, byte[] prefix, byte[] innermost, int top) {
    byte[] buf = new byte[levels * (tags.length * 6 + prefix.length) + innermost.length + 16];
    int start = buf.length - innermost.length;
    System.arraycopy(innermost, 0, buf, start, innermost.length);
    for (int i = 0; i < levels; i++) {
      for (int t = tags.length - 1; t >= 0; t--) {
        start = prependField(buf, start, tags[t]);
        if (t == 1) { // the key before an entry's value
          start -= prefix.length;
          System.arraycopy(prefix, 0, buf, start, prefix.length);
        }
      }
    }
    start = prependField(buf, start, top);
    return Arrays.copyOfRange(buf, start, buf.length);
  }

  /** Puts a tag and the length of everything after {@code start} in front of it. */
  private static int prependField(byte[] buf, int start, int tag) {
    ByteArrayOutputStream head = new ByteArrayOutputStream(10);
    varint(head, tag);
    varint(head, buf.length - start);
    byte[] h = head.toByteArray();
    System.arraycopy(h, 0, buf, start - h.length, h.length);
    return start - h.length;
  }

  @Test
  void nestingCountsOneLevelPerMapOrList() {
    for (int depth : new int[] {1, 30, 63, 64, 65}) {
      Object tree = "leaf";
      for (int i = 0; i < depth; i++) {
        tree = i % 2 == 0 ? List.of(tree) : java.util.Map.of("k", tree);
      }
      Dynamic x = new Dynamic(tree, null, null, null, null, null, null, null, null, null);
      byte[] proto = DYNAMIC.toProto(x);
      io.wirebind.Limits limits = io.wirebind.Limits.DEFAULTS.withMaxProtoDepth(64);
      if (depth <= 64) {
        assertEquals(x.value(), DYNAMIC.fromProto(proto, limits).value());
        assertEquals(x.value(), DYNAMIC.fromProto(proto).value()); // the default, 100, is deeper
      } else {
        rejects(() -> DYNAMIC.fromProto(proto, limits), depth + " levels");
      }
    }
  }

  @Test
  void forgedAndMistypedProtobuf() {
    HexFormat hex = HexFormat.of();
    for (String message : new String[] {
        "0a05", // Dynamic.value: a length past the end
        "0a0211", // number_value cut short
        "0a09110000000000", // number_value: 8 bytes announced, 5 there
        "0a020a00", // Value field 1 (null_value) as length-delimited
        "0a021000", // Value field 2 (number_value) as a varint
        "0a0319ffff", // Value field 3 (string_value) as fixed64
        "0a0322ffff", // Value field 4 as length-delimited, past its length
        "0a022800", // Value field 5 (struct_value) as a varint
        "0a023000", // Value field 6 (list_value) as a varint
        "0a031a01ff", // string_value: invalid UTF-8
        "0a032a0108", // struct_value: an entry tag with no length
        "0a042a020800", // Struct field 1 as a varint
        "0a062a040a021a00", // Struct entry: key as fixed64... (field 3 of an entry, skipped) then fine
        "0a062a040a020800", // Struct entry: key as a varint
        "0a062a040a021000", // Struct entry: value as a varint
        "0a07 2a050a030a01ff".replace(" ", ""), // Struct entry: invalid UTF-8 key
        "0a043202 0800".replace(" ", ""), // ListValue field 1 as a varint
        "0a043202 0a05".replace(" ", ""), // ListValue value: a length past the end
        "0a0b2a090a070a01611202ffff", // Struct entry value: garbage Value
        "12020a05", // Dynamic.attributes: an entry whose length passes the end
        "1a03ffffff", // Dynamic.items: an unterminated tag varint
        "0a0a80808080808080808001", // an eleven-byte length
        "0a0f7fffffffffffffffffffffffffffff", // a field number out of range inside Value
    }) {
      byte[] b = hex.parseHex(message);
      if (message.equals("0a062a040a021a00")) {
        survives(() -> DYNAMIC.fromProto(b), message); // an unknown field 3 of an entry is skipped
        continue;
      }
      rejects(() -> DYNAMIC.fromProto(b), message);
    }
  }

  @Test
  void randomBytesInsideDynamicMessages() {
    Random r = new Random(48);
    for (int i = 0; i < 30_000; i++) {
      byte[] b = new byte[r.nextInt(24)];
      r.nextBytes(b);
      byte[] inner = r.nextBoolean() ? b : wrap(0x2A + 8 * r.nextInt(2), b); // inside a struct or list value
      int field = 1 + r.nextInt(10);
      byte[] msg = wrap(field << 3 | 2, inner);
      survives(() -> DYNAMIC.fromProto(msg), HexFormat.of().formatHex(msg));
      survives(() -> BOX.fromProto(msg), HexFormat.of().formatHex(msg));
    }
  }

  private static byte[] wrap(int tag, byte[] body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(body.length + 8);
    varint(out, tag);
    varint(out, body.length);
    out.writeBytes(body);
    return out.toByteArray();
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] c = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  private static void varint(ByteArrayOutputStream out, int v) {
    while ((v & ~0x7F) != 0) {
      out.write((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write(v);
  }
}
