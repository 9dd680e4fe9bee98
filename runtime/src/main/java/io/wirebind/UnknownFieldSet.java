package io.wirebind;

import java.util.Arrays;

/**
 * The fields of a message its class does not declare, kept so that a service passing messages on
 * loses nothing a newer peer wrote. Declare a field of this type in a {@code @WireMessage} class to
 * opt in: decoding collects every unknown field's bytes (tag and value, exactly as they arrived) in
 * input order, merging appends, and encoding writes them back after the known fields, where
 * protoc-generated code writes its unknown fields. Without such a field unknown fields are skipped.
 * An enum number the Java enum lacks in a singular field is kept for that field and written in its
 * place, as protobuf-java writes an open enum's unrecognized number ({@link #enumNumber}); in a list
 * it is kept with its position among the known elements and written back there, packed or not as the
 * field is written ({@link #enumNumbers}). If the list's size changes between decoding and encoding,
 * the positions no longer mean anything: the kept numbers go after the list's elements.
 * A map entry whose enum value or key the Java enum lacks, and an element of a nested collection
 * (or a map entry whose value is one) that held such numbers, are kept whole as they arrived and
 * written back in the field's place ({@link KeptField}).
 *
 * <p>Unknown JSON members are kept apart from the protobuf fields: each member's bytes exactly as
 * they arrived (name, colon and value), written back at the end of the object. Each format writes
 * only its own part, so a message read from JSON and written as protobuf writes no JSON text, and
 * the other way round. Decoding (either format) into an instance clears both parts first; {@code
 * mergeProto} appends to the protobuf part and keeps the JSON part.
 *
 * <p>Not thread-safe, like the message holding it.
 */
public final class UnknownFieldSet {
  private static final byte[] NONE = new byte[0];
  private static final int[] NO_ENUMS = new int[0];

  private byte[] proto = NONE;
  private int protoLength;
  private byte[] json = NONE;
  private int jsonLength;
  // enum numbers of singular fields the Java enum lacks: (field number, number) pairs
  private int[] enums = NO_ENUMS;
  private int enumCount;
  // enum numbers of repeated fields the Java enum lacks, with their positions; null when none
  private EnumLists enumLists;
  // map entries and nested-collection elements holding enum numbers the Java side lacks; null when none
  java.util.List<KeptField> kept;

  /** An empty set. */
  public UnknownFieldSet() {}

  /** Whether no unknown field or member was kept. */
  public boolean isEmpty() {
    return protoLength == 0 && jsonLength == 0 && enumCount == 0 && enumLists == null && kept == null;
  }

  /** The kept protobuf fields, tags included, in input order. */
  public byte[] protoBytes() {
    return Arrays.copyOf(proto, protoLength);
  }

  /**
   * The kept JSON members in input order, separated by commas, each exactly as it arrived: {@code
   * "name":value} (escapes and whitespace inside the member included).
   */
  public byte[] jsonBytes() {
    return Arrays.copyOf(json, jsonLength);
  }

  /** Forgets every kept field and member (keeping the buffers, for reuse). */
  public void clear() {
    protoLength = 0;
    jsonLength = 0;
    enumCount = 0;
    enumLists = null;
    kept = null;
  }

  /** An independent copy. */
  public UnknownFieldSet copy() {
    UnknownFieldSet c = new UnknownFieldSet();
    c.proto = protoBytes();
    c.protoLength = protoLength;
    c.json = jsonBytes();
    c.jsonLength = jsonLength;
    c.enums = Arrays.copyOf(enums, 2 * enumCount);
    c.enumCount = enumCount;
    c.enumLists = enumLists == null ? null : enumLists.copy();
    if (kept != null) {
      c.kept = new java.util.ArrayList<>(kept.size());
      for (KeptField f : kept) {
        c.kept.add(f.copy());
      }
    }
    return c;
  }

  /** Writes the kept fields as they arrived. */
  public void writeProto(ProtoWriter out) {
    if (protoLength > 0) {
      int at = out.size();
      byte[] room = out.room(protoLength);
      System.arraycopy(proto, 0, room, at, protoLength);
      out.commit(at + protoLength);
    }
  }

  /**
   * Writes the kept JSON members as they arrived, before the object's closing brace; {@code comma}
   * says whether a member was written before them.
   */
  public void writeJsonMembers(JsonWriter out, boolean comma) {
    int n = jsonLength;
    if (n > 0) {
      int at = out.size();
      byte[] room = out.room(n + 1);
      if (comma) {
        room[at++] = ',';
      }
      System.arraycopy(json, 0, room, at, n);
      out.commit(at + n);
    }
  }

  /**
   * For generated code: keeps the member whose name {@link JsonReader#readNameHash()} has just
   * read and that the class does not declare; reads its value (validated as a skipped member's,
   * under the reader's limits) and returns the set to keep using ({@code set}, or a new one when
   * it is null).
   */
  public static UnknownFieldSet keepJson(UnknownFieldSet set, JsonReader in) {
    int start = in.nameStart - 1; // the name's opening quote
    in.skipValue();
    UnknownFieldSet s = set != null ? set : new UnknownFieldSet();
    int n = in.pos - start;
    int need = n + 1;
    if (s.json.length - s.jsonLength < need) {
      s.json = Arrays.copyOf(s.json, Math.max(s.json.length * 2, s.jsonLength + need));
    }
    if (s.jsonLength > 0) {
      s.json[s.jsonLength++] = ',';
    }
    System.arraycopy(in.buf, start, s.json, s.jsonLength, n);
    s.jsonLength += n;
    return s;
  }

  /**
   * For generated code: keeps the field whose tag {@code tag} was just read and whose value starts
   * at {@code valueStart} ({@link ProtoReader#position()}) and has just been skipped; returns the set
   * to keep using ({@code set}, or a new one when it is null).
   */
  public static UnknownFieldSet keepProto(UnknownFieldSet set, ProtoReader in, int tag, int valueStart) {
    UnknownFieldSet s = set != null ? set : new UnknownFieldSet();
    int valueLength = in.position() - valueStart;
    int tagLength = ProtoWriter.varint32Size(tag);
    s.ensure(tagLength + valueLength);
    int t = tag;
    while ((t & ~0x7F) != 0) {
      s.proto[s.protoLength++] = (byte) ((t & 0x7F) | 0x80);
      t >>>= 7;
    }
    s.proto[s.protoLength++] = (byte) t;
    System.arraycopy(in.buf, in.base + valueStart, s.proto, s.protoLength, valueLength);
    s.protoLength += valueLength;
    return s;
  }

  /**
   * The enum number kept for the singular field {@code fieldNumber}, which the Java enum lacks, or
   * {@code null}: a newer peer's constant, written back in the field's place.
   */
  public Integer enumNumber(int fieldNumber) {
    for (int i = 0; i < enumCount; i++) {
      if (enums[2 * i] == fieldNumber) {
        return enums[2 * i + 1];
      }
    }
    return null;
  }

  /**
   * For generated code: keeps the enum number of the singular field {@code fieldNumber} that the
   * Java enum lacks, read from {@code valueStart} to the reader's position (the last one wins, as
   * for the field itself); returns the set to keep using.
   */
  public static UnknownFieldSet keepEnum(UnknownFieldSet set, ProtoReader in, int fieldNumber, int valueStart) {
    UnknownFieldSet s = set != null ? set : new UnknownFieldSet();
    int v = number(in, valueStart);
    for (int i = 0; i < s.enumCount; i++) {
      if (s.enums[2 * i] == fieldNumber) {
        s.enums[2 * i + 1] = v;
        return s;
      }
    }
    if (s.enums.length == 2 * s.enumCount) {
      s.enums = Arrays.copyOf(s.enums, Math.max(4, s.enums.length * 2));
    }
    s.enums[2 * s.enumCount] = fieldNumber;
    s.enums[2 * s.enumCount + 1] = v;
    s.enumCount++;
    return s;
  }

  /**
   * For generated code, in the place of the singular enum field {@code fieldNumber} when it holds
   * no value: writes the number kept for it, if any, as protobuf-java writes an open enum's
   * unrecognized number ({@code set} may be null).
   */
  public static void writeEnum(UnknownFieldSet set, ProtoWriter out, int fieldNumber) {
    if (set != null && set.enumCount != 0) {
      Integer v = set.enumNumber(fieldNumber);
      if (v != null) {
        out.writeTag(fieldNumber << 3);
        out.writeInt32(v);
      }
    }
  }

  /** The varint just read from {@code valueStart}, as an int32 (the low 32 bits). */
  private static int number(ProtoReader in, int valueStart) {
    int v = 0;
    int shift = 0;
    for (int p = in.base + valueStart, end = in.base + in.position(); p < end && shift < 32; p++, shift += 7) {
      v |= (in.buf[p] & 0x7F) << shift;
    }
    return v;
  }

  /**
   * The enum numbers kept for the repeated field {@code fieldNumber} that the Java enum lacks, in
   * the order they arrived (empty when none): a newer peer's constants, written back among the
   * list's elements where they were.
   */
  public int[] enumNumbers(int fieldNumber) {
    return enumLists == null ? new int[0] : enumLists.numbers(fieldNumber);
  }

  /**
   * For generated code: keeps the element of the repeated enum field {@code fieldNumber} that the
   * Java enum lacks, read from {@code valueStart} to the reader's position, after the list's first
   * {@code position} elements; returns the set to keep using.
   */
  public static UnknownFieldSet keepEnumElement(
      UnknownFieldSet set, ProtoReader in, int fieldNumber, int valueStart, int position) {
    UnknownFieldSet s = set != null ? set : new UnknownFieldSet();
    if (s.enumLists == null) {
      s.enumLists = new EnumLists();
    }
    s.enumLists.add(fieldNumber, position, number(in, valueStart));
    return s;
  }

  /**
   * For generated code, when decoding first meets the repeated enum field {@code fieldNumber}, its
   * list holding {@code size} elements (merging): numbers kept for a list changed since they were
   * read move after its elements ({@code set} may be null).
   */
  public static void startEnumList(UnknownFieldSet set, int fieldNumber, int size) {
    if (set != null && set.enumLists != null) {
      set.enumLists.start(fieldNumber, size);
    }
  }

  /**
   * For generated code, at the end of a decoding that met the repeated enum field {@code
   * fieldNumber}: its list's size, which encoding checks before writing the kept numbers in place.
   */
  public static void endEnumList(UnknownFieldSet set, int fieldNumber, int size) {
    if (set != null && set.enumLists != null) {
      set.enumLists.end(fieldNumber, size);
    }
  }

  /**
   * For generated code, before encoding the repeated enum field {@code fieldNumber} with {@code
   * size} elements: a writer of the numbers kept for it, or null when there are none.
   */
  public static EnumListWriter enumListWriter(UnknownFieldSet set, int fieldNumber, int size, boolean packed) {
    return set == null || set.enumLists == null ? null : set.enumLists.writer(fieldNumber, size, packed);
  }

  private void ensure(int n) {
    if (proto.length - protoLength < n) {
      proto = Arrays.copyOf(proto, Math.max(proto.length * 2, protoLength + n));
    }
  }

  /** Sets holding the same bytes (protobuf and JSON) are equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof UnknownFieldSet u
        && Arrays.equals(proto, 0, protoLength, u.proto, 0, u.protoLength)
        && Arrays.equals(json, 0, jsonLength, u.json, 0, u.jsonLength)
        && Arrays.equals(enums, 0, 2 * enumCount, u.enums, 0, 2 * u.enumCount)
        && java.util.Objects.equals(enumLists, u.enumLists)
        && java.util.Objects.equals(kept, u.kept);
  }

  @Override
  public int hashCode() {
    int h = 1;
    for (int i = 0; i < protoLength; i++) {
      h = 31 * h + proto[i];
    }
    for (int i = 0; i < jsonLength; i++) {
      h = 31 * h + json[i];
    }
    return h;
  }

  @Override
  public String toString() {
    return "UnknownFieldSet[" + protoLength + " protobuf bytes, " + enumCount + " enum numbers, "
        + jsonLength + " JSON bytes]";
  }
}
