package io.wirebind.jsonit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/** Java mirrors of {@code src/test/proto/jsonit.proto} (field numbers by declaration order). */
@SuppressWarnings("checkstyle:MemberName")
public final class ProtoMirror {
  private ProtoMirror() {}

  /** Mirrors {@code jsonit.Kind}. */
  public enum Kind {
    KIND_ZERO,
    KIND_ONE,
    @WireField(7)
    KIND_BIG
  }

  /** Mirrors {@code jsonit.Item}. */
  @WireMessage
  public static class Item {
    public String item_name;
    public long item_id;
  }

  /** Mirrors {@code jsonit.Everything}. */
  @WireMessage
  public static class Everything {
    public int an_int;
    public Long a_long;
    public float a_float;
    public double a_double;
    public boolean a_bool;
    public String a_string;
    public byte[] some_bytes;
    public Kind kind;
    public Item item;
    public long[] longs;
    public List<Double> doubles;
    public List<String> strings;
    public List<Item> items;
    public Map<String, Long> by_name;
    public Map<Integer, Item> by_id;
    public Map<Long, String> by_long;
    public Map<Boolean, Double> by_bool;
    public List<Kind> kinds;
    public float[] floats;
    public List<byte[]> blobs;
  }
}
