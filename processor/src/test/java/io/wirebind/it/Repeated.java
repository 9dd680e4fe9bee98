package io.wirebind.it;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;

/** A JavaBean (private fields, getters and setters) of repeated fields: arrays and lists of every kind. */
@WireMessage
public class Repeated {
  private int[] ints;

  @WireField(encoding = Encoding.ZIGZAG)
  private long[] longs;

  private float[] floats;

  private double[] doubles;

  private boolean[] bools;

  @WireField(encoding = Encoding.FIXED)
  private int[] fixedInts;

  @WireField(encoding = Encoding.FIXED)
  private long[] fixedLongs;

  @WireField(encoding = Encoding.ZIGZAG)
  private int[] zigzagInts;

  @WireField(encoding = Encoding.UNSIGNED)
  private int[] unsignedInts;

  @WireField(encoding = Encoding.UNSIGNED)
  private long[] unsignedLongs;

  private long[] plainLongs;

  private List<Integer> intList;

  @WireField(encoding = Encoding.FIXED)
  private List<Long> longList;

  private List<Float> floatList;

  private List<Double> doubleList;

  private List<Boolean> boolList;

  @WireField(encoding = Encoding.ZIGZAG)
  private List<Short> shortList;

  private List<Byte> byteList;

  private List<Character> charList;

  @WireField(encoding = Encoding.UNSIGNED)
  private List<Integer> unsignedIntList;

  private List<String> strings;

  private List<byte[]> blobs;

  private List<Level> levels;

  private List<Color> colors;

  private List<Leaf> leaves;

  @WireField(packed = false)
  private int[] unpackedInts;

  @WireField(packed = false)
  private boolean[] unpackedBools;

  @WireField(packed = false)
  private float[] unpackedFloats;

  @WireField(packed = false, encoding = Encoding.FIXED)
  private long[] unpackedFixedLongs;

  @WireField(packed = false)
  private List<Double> unpackedDoubles;

  @WireField(packed = false, encoding = Encoding.ZIGZAG)
  private List<Long> unpackedLongs;

  @WireField(packed = false)
  private List<Color> unpackedColors;

  private List<Long> longCollection;

  private ArrayList<String> stringArrayList;

  public int[] getInts() {
    return ints;
  }

  public void setInts(int[] ints) {
    this.ints = ints;
  }

  public long[] getLongs() {
    return longs;
  }

  public void setLongs(long[] longs) {
    this.longs = longs;
  }

  public float[] getFloats() {
    return floats;
  }

  public void setFloats(float[] floats) {
    this.floats = floats;
  }

  public double[] getDoubles() {
    return doubles;
  }

  public void setDoubles(double[] doubles) {
    this.doubles = doubles;
  }

  public boolean[] getBools() {
    return bools;
  }

  public void setBools(boolean[] bools) {
    this.bools = bools;
  }

  public int[] getFixedInts() {
    return fixedInts;
  }

  public void setFixedInts(int[] fixedInts) {
    this.fixedInts = fixedInts;
  }

  public long[] getFixedLongs() {
    return fixedLongs;
  }

  public void setFixedLongs(long[] fixedLongs) {
    this.fixedLongs = fixedLongs;
  }

  public int[] getZigzagInts() {
    return zigzagInts;
  }

  public void setZigzagInts(int[] zigzagInts) {
    this.zigzagInts = zigzagInts;
  }

  public int[] getUnsignedInts() {
    return unsignedInts;
  }

  public void setUnsignedInts(int[] unsignedInts) {
    this.unsignedInts = unsignedInts;
  }

  public long[] getUnsignedLongs() {
    return unsignedLongs;
  }

  public void setUnsignedLongs(long[] unsignedLongs) {
    this.unsignedLongs = unsignedLongs;
  }

  public long[] getPlainLongs() {
    return plainLongs;
  }

  public void setPlainLongs(long[] plainLongs) {
    this.plainLongs = plainLongs;
  }

  public List<Integer> getIntList() {
    return intList;
  }

  public void setIntList(List<Integer> intList) {
    this.intList = intList;
  }

  public List<Long> getLongList() {
    return longList;
  }

  public void setLongList(List<Long> longList) {
    this.longList = longList;
  }

  public List<Float> getFloatList() {
    return floatList;
  }

  public void setFloatList(List<Float> floatList) {
    this.floatList = floatList;
  }

  public List<Double> getDoubleList() {
    return doubleList;
  }

  public void setDoubleList(List<Double> doubleList) {
    this.doubleList = doubleList;
  }

  public List<Boolean> getBoolList() {
    return boolList;
  }

  public void setBoolList(List<Boolean> boolList) {
    this.boolList = boolList;
  }

  public List<Short> getShortList() {
    return shortList;
  }

  public void setShortList(List<Short> shortList) {
    this.shortList = shortList;
  }

  public List<Byte> getByteList() {
    return byteList;
  }

  public void setByteList(List<Byte> byteList) {
    this.byteList = byteList;
  }

  public List<Character> getCharList() {
    return charList;
  }

  public void setCharList(List<Character> charList) {
    this.charList = charList;
  }

  public List<Integer> getUnsignedIntList() {
    return unsignedIntList;
  }

  public void setUnsignedIntList(List<Integer> unsignedIntList) {
    this.unsignedIntList = unsignedIntList;
  }

  public List<String> getStrings() {
    return strings;
  }

  public void setStrings(List<String> strings) {
    this.strings = strings;
  }

  public List<byte[]> getBlobs() {
    return blobs;
  }

  public void setBlobs(List<byte[]> blobs) {
    this.blobs = blobs;
  }

  public List<Level> getLevels() {
    return levels;
  }

  public void setLevels(List<Level> levels) {
    this.levels = levels;
  }

  public List<Color> getColors() {
    return colors;
  }

  public void setColors(List<Color> colors) {
    this.colors = colors;
  }

  public List<Leaf> getLeaves() {
    return leaves;
  }

  public void setLeaves(List<Leaf> leaves) {
    this.leaves = leaves;
  }

  public int[] getUnpackedInts() {
    return unpackedInts;
  }

  public void setUnpackedInts(int[] unpackedInts) {
    this.unpackedInts = unpackedInts;
  }

  public boolean[] getUnpackedBools() {
    return unpackedBools;
  }

  public void setUnpackedBools(boolean[] unpackedBools) {
    this.unpackedBools = unpackedBools;
  }

  public float[] getUnpackedFloats() {
    return unpackedFloats;
  }

  public void setUnpackedFloats(float[] unpackedFloats) {
    this.unpackedFloats = unpackedFloats;
  }

  public long[] getUnpackedFixedLongs() {
    return unpackedFixedLongs;
  }

  public void setUnpackedFixedLongs(long[] unpackedFixedLongs) {
    this.unpackedFixedLongs = unpackedFixedLongs;
  }

  public List<Double> getUnpackedDoubles() {
    return unpackedDoubles;
  }

  public void setUnpackedDoubles(List<Double> unpackedDoubles) {
    this.unpackedDoubles = unpackedDoubles;
  }

  public List<Long> getUnpackedLongs() {
    return unpackedLongs;
  }

  public void setUnpackedLongs(List<Long> unpackedLongs) {
    this.unpackedLongs = unpackedLongs;
  }

  public List<Color> getUnpackedColors() {
    return unpackedColors;
  }

  public void setUnpackedColors(List<Color> unpackedColors) {
    this.unpackedColors = unpackedColors;
  }

  public List<Long> getLongCollection() {
    return longCollection;
  }

  public void setLongCollection(List<Long> longCollection) {
    this.longCollection = longCollection;
  }

  public ArrayList<String> getStringArrayList() {
    return stringArrayList;
  }

  public void setStringArrayList(ArrayList<String> stringArrayList) {
    this.stringArrayList = stringArrayList;
  }
}
