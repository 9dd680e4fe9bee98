package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Setter-only arrays (a setter without getter or visible field): Jackson reads them, calling the
 * setter only for a member present with a new array, and never writes them. What the setters
 * received last is recorded in {@link #calls()}, which is no bean accessor; {@link Written} holds
 * the same properties as fields (numbered alike) for what a peer writes, and {@link Holder} and
 * {@link Kept} put the message in every position.
 */
@WireMessage
public class SetterOnlyArrays {
  private final TreeMap<String, String> calls = new TreeMap<>();
  public String name;

  public void setInts(int[] v) {
    calls.put("ints", Arrays.toString(v));
  }

  public void setLongs(long[] v) {
    calls.put("longs", Arrays.toString(v));
  }

  public void setDoubles(double[] v) {
    calls.put("doubles", Arrays.toString(v));
  }

  public void setFloats(float[] v) {
    calls.put("floats", Arrays.toString(v));
  }

  public void setFlags(boolean[] v) {
    calls.put("flags", Arrays.toString(v));
  }

  public void setShorts(short[] v) {
    calls.put("shorts", Arrays.toString(v));
  }

  public void setNames(String[] v) {
    calls.put("names", Arrays.toString(v));
  }

  public void setBoxes(Integer[] v) {
    calls.put("boxes", Arrays.toString(v));
  }

  public void setSides(Side[] v) {
    calls.put("sides", Arrays.toString(v));
  }

  public void setTimes(Instant[] v) {
    calls.put("times", Arrays.toString(v));
  }

  public void setSpots(Spot[] v) {
    calls.put("spots", Arrays.toString(v));
  }

  public void setGrid(int[][] v) {
    calls.put("grid", Arrays.deepToString(v));
  }

  public void setBlobs(byte[][] v) {
    calls.put("blobs", Arrays.deepToString(v));
  }

  public void setItems(Iterable<String> v) {
    calls.put("items", String.valueOf(v));
  }

  public void setBytes(byte[] v) {
    calls.put("bytes", Arrays.toString(v));
  }

  public void setChars(char[] v) {
    calls.put("chars", v == null ? "null" : "'" + new String(v) + "'");
  }

  public String calls() {
    return calls.toString();
  }

  @Override
  public String toString() {
    return "SetterOnlyArrays[name=" + name + ", calls=" + calls + "]";
  }

  /**
   * The same properties as fields, numbered alike: what a peer writes. Null and empty values are
   * left out of its JSON, as protobuf leaves them out, so both formats carry the same members.
   */
  @WireMessage
  @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
  public static class Written {
    public String name;
    public int[] ints;
    public long[] longs;
    public double[] doubles;
    public float[] floats;
    public boolean[] flags;
    public short[] shorts;
    public String[] names;
    public Integer[] boxes;
    public Side[] sides;
    public Instant[] times;
    public Spot[] spots;
    public int[][] grid;
    public byte[][] blobs;
    public List<String> items;
    public byte[] bytes;
    public char[] chars;
  }

  /** The message as a field, list and set element, map value and optional. */
  @WireMessage
  public static class Holder {
    public SetterOnlyArrays one;
    public List<SetterOnlyArrays> list;
    public Set<SetterOnlyArrays> set;
    public Map<String, SetterOnlyArrays> map;
    public Optional<SetterOnlyArrays> maybe = Optional.empty(); // what protobuf gives an absent one

    @Override
    public String toString() {
      return "Holder[" + one + ", " + list + ", " + set + ", " + map + ", " + maybe + "]";
    }
  }

  /** {@link Holder} as a peer writes it. */
  @WireMessage
  @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
  public static class WrittenHolder {
    public Written one;
    public List<Written> list;
    public Set<Written> set;
    public Map<String, Written> map;
    public Optional<Written> maybe;
  }

  /** The message as a record component, beside a list of it. */
  @WireMessage
  public record Kept(SetterOnlyArrays one, List<SetterOnlyArrays> list) {}
}
