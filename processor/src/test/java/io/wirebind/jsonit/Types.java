package io.wirebind.jsonit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Message classes of every shape and field type, compared with Jackson's default ObjectMapper. */
public final class Types {
  private Types() {}

  /** An enum with a constant renumbered for protobuf (JSON uses the name). */
  public enum Color {
    RED,
    @WireField(7)
    GREEN,
    BLUE_ISH
  }

  /** Every scalar and reference type as record components. */
  @WireMessage
  public record Scalars(
      int i,
      long l,
      float f,
      double d,
      boolean z,
      byte b,
      short s,
      char c,
      Integer bi,
      Long bl,
      Float bf,
      Double bd,
      Boolean bz,
      Byte bb,
      Short bs,
      Character bc,
      String str,
      byte[] raw,
      Color color,
      int[] ia,
      long[] la,
      float[] fa,
      double[] da,
      boolean[] za) {}

  /** Every element type in lists, as public fields. */
  @WireMessage
  public static class Lists {
    public List<Integer> ints;
    public List<Long> longs;
    public List<Float> floats;
    public List<Double> doubles;
    public List<Boolean> bools;
    public List<Byte> bytes;
    public List<Short> shorts;
    public List<Character> chars;
    public List<String> strings;
    public List<byte[]> blobs;
    public List<Color> colors;
    public ArrayList<Scalars> messages;
    public List<Node> nodes;
  }

  /** Every key type and value types in maps, as a getter/setter bean. */
  @WireMessage
  public static class Maps {
    private Map<String, String> byString;
    private Map<Integer, Long> byInt;
    private Map<Long, Double> byLong;
    private Map<Boolean, Integer> byBool;
    private Map<Short, Float> byShort;
    private Map<Byte, Boolean> byByte;
    private Map<Character, Color> byChar;
    private HashMap<String, Node> nodes;
    private LinkedHashMap<String, byte[]> blobs;
    private Map<Integer, Character> charValues;
    private Map<String, Short> shortValues;
    private Map<String, Byte> byteValues;

    public Map<String, String> getByString() { return byString; }
    public void setByString(Map<String, String> v) { byString = v; }
    public Map<Integer, Long> getByInt() { return byInt; }
    public void setByInt(Map<Integer, Long> v) { byInt = v; }
    public Map<Long, Double> getByLong() { return byLong; }
    public void setByLong(Map<Long, Double> v) { byLong = v; }
    public Map<Boolean, Integer> getByBool() { return byBool; }
    public void setByBool(Map<Boolean, Integer> v) { byBool = v; }
    public Map<Short, Float> getByShort() { return byShort; }
    public void setByShort(Map<Short, Float> v) { byShort = v; }
    public Map<Byte, Boolean> getByByte() { return byByte; }
    public void setByByte(Map<Byte, Boolean> v) { byByte = v; }
    public Map<Character, Color> getByChar() { return byChar; }
    public void setByChar(Map<Character, Color> v) { byChar = v; }
    public HashMap<String, Node> getNodes() { return nodes; }
    public void setNodes(HashMap<String, Node> v) { nodes = v; }
    public LinkedHashMap<String, byte[]> getBlobs() { return blobs; }
    public void setBlobs(LinkedHashMap<String, byte[]> v) { blobs = v; }
    public Map<Integer, Character> getCharValues() { return charValues; }
    public void setCharValues(Map<Integer, Character> v) { charValues = v; }
    public Map<String, Short> getShortValues() { return shortValues; }
    public void setShortValues(Map<String, Short> v) { shortValues = v; }
    public Map<String, Byte> getByteValues() { return byteValues; }
    public void setByteValues(Map<String, Byte> v) { byteValues = v; }
  }

  /** A recursive message: nested message field, list of messages, and a scalar. */
  @WireMessage
  public static class Node {
    public String name;
    public Node child;
    public List<Node> children;
    public double weight;
  }

  /** A base class whose fields come first. */
  public static class Base {
    public long id;
    public Color kind;
  }

  /** Inherits the base's fields, adds nested messages of every shape. */
  @WireMessage
  public static class Derived extends Base {
    public Scalars scalars;
    public Lists lists;
    public Maps maps;
    public Node tree;
    public char letter;
    public Character boxedLetter;
  }
}
