package io.wirebind;

import java.util.Arrays;

/**
 * The fields of a message its class does not declare, kept so that a service passing messages on
 * loses nothing a newer peer wrote. Declare a field of this type in a {@code @WireMessage} class to
 * opt in: decoding collects every unknown field's bytes (tag and value, exactly as they arrived) in
 * input order, merging appends, and encoding writes them back after the known fields, where
 * protoc-generated code writes its unknown fields. Without such a field unknown fields are skipped.
 *
 * <p>Not thread-safe, like the message holding it.
 */
public final class UnknownFieldSet {
  private static final byte[] NONE = new byte[0];

  private byte[] proto = NONE;
  private int protoLength;

  /** An empty set. */
  public UnknownFieldSet() {}

  /** Whether no unknown field was kept. */
  public boolean isEmpty() {
    return protoLength == 0;
  }

  /** The kept protobuf fields, tags included, in input order. */
  public byte[] protoBytes() {
    return Arrays.copyOf(proto, protoLength);
  }

  /** Forgets every kept field (keeping the buffer, for reuse). */
  public void clear() {
    protoLength = 0;
  }

  /** An independent copy. */
  public UnknownFieldSet copy() {
    UnknownFieldSet c = new UnknownFieldSet();
    c.proto = protoBytes();
    c.protoLength = protoLength;
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

  private void ensure(int n) {
    if (proto.length - protoLength < n) {
      proto = Arrays.copyOf(proto, Math.max(proto.length * 2, protoLength + n));
    }
  }

  /** Sets holding the same bytes are equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof UnknownFieldSet u
        && Arrays.equals(proto, 0, protoLength, u.proto, 0, u.protoLength);
  }

  @Override
  public int hashCode() {
    int h = 1;
    for (int i = 0; i < protoLength; i++) {
      h = 31 * h + proto[i];
    }
    return h;
  }

  @Override
  public String toString() {
    return "UnknownFieldSet[" + protoLength + " protobuf bytes]";
  }
}
