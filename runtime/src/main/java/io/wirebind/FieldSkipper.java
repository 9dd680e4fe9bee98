package io.wirebind;

/** Skipping of field values whose tags a decoder does not know ({@link ProtoReader#skipField}). */
final class FieldSkipper {
  private FieldSkipper() {}

  static void skipField(ProtoReader in, int tag) {
    switch (tag & 7) {
      case 0:
        in.readVarint64();
        return;
      case 1:
        skip(in, 8);
        return;
      case 2:
        {
          // not "pos += readLength()": that would add the length to pos as it was before the prefix
          int len = in.readLength();
          in.pos += len;
        }
        return;
      case 3:
        skipGroup(in, tag >>> 3);
        return;
      case 5:
        skip(in, 4);
        return;
      case 4:
        backToTag(in, tag);
        throw in.error("end-group tag for field " + (tag >>> 3) + " without a matching start");
      default:
        backToTag(in, tag);
        throw in.error("invalid wire type " + (tag & 7) + " for field " + (tag >>> 3));
    }
  }

  /** Steps back over {@code tag}, just read, so that an error points at it. */
  private static void backToTag(ProtoReader in, int tag) {
    in.pos = Math.max(in.base, in.pos - ProtoWriter.varint32Size(tag));
  }

  private static void skip(ProtoReader in, int n) {
    if (in.limit - in.pos < n) {
      throw in.truncated();
    }
    in.pos += n;
  }

  private static void skipGroup(ProtoReader in, int number) {
    if (++in.depth > in.maxDepth) {
      throw in.error("groups nested deeper than " + in.maxDepth + " (Limits.maxProtoDepth)");
    }
    while (true) {
      int tag = in.readTag();
      if (tag == 0) {
        throw in.error("input ends inside group " + number);
      }
      if ((tag & 7) == 4) {
        if ((tag >>> 3) != number) {
          throw in.error("end-group tag for field " + (tag >>> 3) + " inside group " + number);
        }
        in.depth--;
        return;
      }
      skipField(in, tag);
    }
  }
}
