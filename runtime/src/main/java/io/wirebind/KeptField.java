package io.wirebind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * For generated code: what an {@link UnknownFieldSet} keeps of one map or repeated field whose
 * values the Java side cannot hold whole, as raw bytes (tag included, exactly as they arrived).
 *
 * <ul>
 *   <li><b>Lacking entries</b>: a map entry whose enum value or enum key the Java enum lacks (a
 *       newer peer's constant). The Java map cannot hold it, so the entry is kept by its key and
 *       the key leaves the Java map (the last entry for a key wins, as in protobuf). Encoding writes
 *       it after the map's entries unless the map holds its key again (then the map's value wins).
 *   <li><b>Whole values</b>: an element of a nested collection (a wrapper message such as {@code
 *       ListOfSide}) or a map entry whose value is one, which held numbers the Java enum lacks.
 *       The Java value holds the rest; encoding writes the bytes as they arrived instead of
 *       re-encoding it while the field still holds that very object, unchanged (same hash code)
 *       under the same key; otherwise the Java value is encoded and the numbers are gone.
 * </ul>
 */
public final class KeptField {
  final int number;
  private final LinkedHashMap<Object, byte[]> lacking = new LinkedHashMap<>();
  private final IdentityHashMap<Object, Whole> whole = new IdentityHashMap<>();
  private final List<Whole> wholeOrder = new ArrayList<>(); // arrival order, for equals

  private record Whole(Object key, int digest, byte[] bytes) {}

  /** The key of an entry whose enum key the Java enum lacks: its number. */
  private record MissingKey(int number) {}

  KeptField(int number) {
    this.number = number;
  }

  KeptField copy() {
    KeptField c = new KeptField(number);
    c.lacking.putAll(lacking);
    c.whole.putAll(whole);
    c.wholeOrder.addAll(wholeOrder);
    return c;
  }

  boolean isEmpty() {
    return lacking.isEmpty() && whole.isEmpty();
  }

  /**
   * Keeps the map entry of field {@code fieldNumber} just read (tag {@code tag}, from {@code
   * start}, before its length, to the reader's position) whose enum value, or enum key when
   * {@code key} is null, the Java enum lacks; returns the set to keep using. Generated code then
   * removes {@code key} from the Java map.
   */
  public static UnknownFieldSet keepEntry(
      UnknownFieldSet set, ProtoReader in, int tag, int start, int fieldNumber, Object key) {
    UnknownFieldSet s = set != null ? set : new UnknownFieldSet();
    byte[] raw = raw(in, tag, start);
    Object k = key != null ? key : new MissingKey(keyNumber(raw));
    KeptField f = field(s, fieldNumber);
    f.lacking.remove(k); // the last one wins, and goes last
    f.lacking.put(k, raw);
    if (f.lacking.size() > in.maxCollectionSize()) { // entries the map's own count does not see
      throw in.tooManyElements("number " + fieldNumber + " (kept entries)", f.lacking.size());
    }
    return s;
  }

  /**
   * Keeps the element (or map entry, under {@code key}) of field {@code fieldNumber} just read
   * (tag {@code tag}, from {@code start} to the reader's position) that decoded to {@code value}
   * but held numbers the Java enum lacks; returns the set to keep using.
   */
  public static UnknownFieldSet keepWhole(UnknownFieldSet set, ProtoReader in, int tag, int start,
      int fieldNumber, Object key, Object value) {
    UnknownFieldSet s = set != null ? set : new UnknownFieldSet();
    Whole w = new Whole(key, digest(value), raw(in, tag, start));
    KeptField f = field(s, fieldNumber);
    f.whole.put(value, w);
    f.wholeOrder.add(w);
    return s;
  }

  /** What {@code set} keeps for field {@code fieldNumber}, or null ({@code set} may be null). */
  public static KeptField of(UnknownFieldSet set, int fieldNumber) {
    if (set == null || set.kept == null) {
      return null;
    }
    for (KeptField f : set.kept) {
      if (f.number == fieldNumber) {
        return f;
      }
    }
    return null;
  }

  /**
   * Writes the bytes kept for {@code value} (under {@code key}; null for a list element) when it
   * is the object decoded from them, unchanged; returns whether it did (then the caller writes
   * nothing more for it).
   */
  public boolean writeWhole(ProtoWriter out, Object key, Object value) {
    if (whole.isEmpty()) {
      return false;
    }
    Whole w = whole.get(value);
    if (w == null || !Objects.equals(w.key, key) || w.digest != digest(value)) {
      return false;
    }
    out.writeRawBytes(w.bytes);
    return true;
  }

  /**
   * Writes the lacking entries whose key {@code map} does not hold (may be null: all of them), in
   * the order they arrived.
   */
  public void writeLacking(ProtoWriter out, Map<?, ?> map) {
    for (Map.Entry<Object, byte[]> e : lacking.entrySet()) {
      if (map == null || e.getKey() instanceof MissingKey || !map.containsKey(e.getKey())) {
        out.writeRawBytes(e.getValue());
      }
    }
  }

  private static KeptField field(UnknownFieldSet s, int fieldNumber) {
    KeptField f = of(s, fieldNumber);
    if (f == null) {
      f = new KeptField(fieldNumber);
      if (s.kept == null) {
        s.kept = new ArrayList<>(2);
      }
      s.kept.add(f);
    }
    return f;
  }

  /** The tag's varint followed by the input from {@code start} to the reader's position. */
  private static byte[] raw(ProtoReader in, int tag, int start) {
    int valueLength = in.position() - start;
    int tagLength = ProtoWriter.varint32Size(tag);
    byte[] raw = new byte[tagLength + valueLength];
    int p = 0;
    int t = tag;
    while ((t & ~0x7F) != 0) {
      raw[p++] = (byte) ((t & 0x7F) | 0x80);
      t >>>= 7;
    }
    raw[p++] = (byte) t;
    System.arraycopy(in.buf, in.base + start, raw, p, valueLength);
    return raw;
  }

  /** The key (field 1, a varint) of a kept entry: tag, length, then the entry's fields. */
  private static int keyNumber(byte[] raw) {
    int p = 0;
    while (raw[p++] < 0) {} // the tag
    while (raw[p++] < 0) {} // the length
    ProtoReader r = new ProtoReader().reset(raw, p, raw.length - p);
    int key = 0;
    for (int t = r.readTag(); t != 0; t = r.readTag()) {
      if (t == 8) {
        key = r.readInt32();
      } else {
        r.skipField(t);
      }
    }
    return key;
  }

  /** Tells a value changed since it was decoded from one that was not (same object). */
  private static int digest(Object v) {
    return v instanceof Object[] a ? Arrays.deepHashCode(a) : Objects.hashCode(v);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof KeptField f) || f.number != number || f.lacking.size() != lacking.size()
        || f.wholeOrder.size() != wholeOrder.size()) {
      return false;
    }
    var a = lacking.entrySet().iterator();
    var b = f.lacking.entrySet().iterator();
    while (a.hasNext()) {
      var x = a.next();
      var y = b.next();
      if (!x.getKey().equals(y.getKey()) || !Arrays.equals(x.getValue(), y.getValue())) {
        return false;
      }
    }
    for (int i = 0; i < wholeOrder.size(); i++) {
      Whole x = wholeOrder.get(i);
      Whole y = f.wholeOrder.get(i);
      if (!Objects.equals(x.key, y.key) || !Arrays.equals(x.bytes, y.bytes)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return 31 * number + lacking.size() + 7 * wholeOrder.size();
  }
}
