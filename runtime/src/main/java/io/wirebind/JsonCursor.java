package io.wirebind;

import java.util.Arrays;

/**
 * The input a {@link JsonReader} reads and what every part of reading shares: the position, the
 * limits, the scratch buffer, whitespace, literals and errors with their byte offsets. Split from
 * {@link JsonReader}, which adds the structure and the values; package-private, so its public
 * methods are {@code JsonReader}'s.
 */
abstract sealed class JsonCursor permits JsonReader {
  private static final byte[] NO_BYTES = new byte[0];
  private static final char[] NO_CHARS = new char[0];
  private static final long[] NO_LONGS = new long[0]; // shared: empty arrays are only replaced
  static final int FNV_BASIS = 0x811C9DC5;
  static final int FNV_PRIME = 0x01000193;

  byte[] buf = NO_BYTES;
  int pos;
  int limit;
  int base;
  int depth;
  int maxDepth = Limits.DEFAULT_MAX_DEPTH;
  int maxStringLength = Limits.DEFAULT_MAX_STRING_LENGTH;
  int maxNumberLength = Limits.DEFAULT_MAX_NUMBER_LENGTH;
  int maxCollectionSize = Limits.DEFAULT_MAX_COLLECTION_SIZE;
  int maxBytesLength = Limits.DEFAULT_MAX_BYTES_LENGTH;
  long maxInputSize = Limits.DEFAULT_MAX_INPUT_SIZE;
  byte[] copy = NO_BYTES; // a direct buffer's bytes, copied once per reset

  // The last member name: nameLength bytes at nameStart in buf, or in nameCopy when it had
  // escapes. Only ints and a boolean change per name: a reference store would pay the
  // collector's write barrier for every member read.
  byte[] nameCopy = NO_BYTES;
  boolean nameCopied;
  int nameStart; // in buf: the byte after the name's opening quote
  int nameLength;

  // the last string readStringSpan read: spanLength bytes at spanStart of buf, or of scratch when it had escapes
  boolean spanInScratch;
  int spanStart;

  byte[] scratch = NO_BYTES; // grown on first use
  char[] chars = NO_CHARS; // JsonStringChars: a non-ASCII or escaped string decoded, grown on first use
  java.nio.charset.CharsetDecoder latin1; // JsonStringChars: widens long runs of bytes into chars, made on first use
  Utf8Encoder utf8; // JsonStrings: encodes held strings to compare, made on first use
  int escapeEnd; // JsonStrings: scratch length after the last escape
  long[] kinds = NO_LONGS; // JsonSkip: object or array, one bit per nesting level
  boolean borrowed; // Lending: this thread's reader is in use
  boolean pooled; // Lending: the pool's reader, given back to it
  boolean grew; // a buffer of this reader grew since Lending last summed them
  boolean customLimits; // a limit was set other than by limits(Limits.DEFAULTS)
  int noIdAt = -1; // JsonTypeIds: where readTypeIdHash left a null, object or array unread

  /** 32-bit FNV-1a of {@code name}: the hash {@link #readNameHash()} returns for that name. */
  public static int hash(byte[] name) {
    int h = FNV_BASIS;
    for (byte b : name) {
      h = (h ^ (b & 0xFF)) * FNV_PRIME;
    }
    return h;
  }

  /** Reads {@code input} from its start. */
  public JsonReader reset(byte[] input) {
    return reset(input, 0, input.length);
  }

  /**
   * Reads {@code length} bytes of {@code input} from {@code offset}.
   *
   * @throws WirebindException when {@code length} is over {@link Limits#maxInputSize()}
   */
  public JsonReader reset(byte[] input, int offset, int length) {
    if (offset < 0 || length < 0 || offset > input.length - length) {
      throw new IndexOutOfBoundsException(
          "offset " + offset + " and length " + length + " outside an array of " + input.length);
    }
    if (length > maxInputSize) {
      throw Limits.inputTooLarge(length, maxInputSize, "JSON input");
    }
    buf = input;
    pos = offset;
    base = offset;
    limit = offset + length;
    depth = 0;
    nameCopied = false;
    nameStart = offset;
    nameLength = 0;
    noIdAt = -1;
    return (JsonReader) this;
  }

  /**
   * Reads the remaining bytes of {@code input} (its position is not moved). A heap buffer is read
   * in place; a direct buffer is copied once, in bulk, into an array this reader keeps.
   */
  public JsonReader reset(java.nio.ByteBuffer input) {
    int n = input.remaining();
    if (input.hasArray()) {
      return reset(input.array(), input.arrayOffset() + input.position(), n);
    }
    if (n > maxInputSize) {
      throw Limits.inputTooLarge(n, maxInputSize, "JSON input");
    }
    if (copy.length < n) {
      copy = new byte[Math.max(n, Math.min(copy.length * 2, Integer.MAX_VALUE - 8))];
      grew = true;
    }
    input.get(input.position(), copy, 0, n);
    return reset(copy, 0, n);
  }

  /** Sets every limit from {@code limits}; they apply from the next value read. */
  public JsonReader limits(Limits limits) {
    maxDepth = limits.maxDepth();
    maxStringLength = limits.maxStringLength();
    maxNumberLength = limits.maxNumberLength();
    maxCollectionSize = limits.maxCollectionSize();
    maxBytesLength = limits.maxBytesLength();
    maxInputSize = limits.maxInputSize();
    customLimits = limits != Limits.DEFAULTS;
    return (JsonReader) this;
  }

  /** The limits in force. */
  public Limits limits() {
    return Limits.DEFAULTS.withMaxDepth(maxDepth).withMaxStringLength(maxStringLength)
        .withMaxNumberLength(maxNumberLength).withMaxCollectionSize(maxCollectionSize)
        .withMaxBytesLength(maxBytesLength).withMaxInputSize(maxInputSize);
  }

  /** Sets the maximum nesting depth of objects and arrays. */
  public JsonReader maxDepth(int maxDepth) {
    this.maxDepth = maxDepth;
    customLimits = true;
    return (JsonReader) this;
  }

  /** Sets the maximum length in bytes of one string (after unescaping). */
  public JsonReader maxStringLength(int bytes) {
    this.maxStringLength = bytes;
    customLimits = true;
    return (JsonReader) this;
  }

  /** Sets the maximum number of characters of one number. */
  public JsonReader maxNumberLength(int chars) {
    this.maxNumberLength = chars;
    customLimits = true;
    return (JsonReader) this;
  }

  /** Sets the maximum number of elements of one list, array or map field. */
  public JsonReader maxCollectionSize(int elements) {
    this.maxCollectionSize = elements;
    customLimits = true;
    return (JsonReader) this;
  }

  /** The maximum number of elements of one list, array or map field. */
  public int maxCollectionSize() {
    return maxCollectionSize;
  }

  /** The error for a list, array or map field with more elements than the limit. */
  public WirebindException tooManyElements(String field, long count) {
    return error(
        "field '" + field + "' has " + count + " elements, more than the limit of "
            + maxCollectionSize + " (Limits.maxCollectionSize)");
  }

  /** Offset of the next byte, counted from the start of the input. */
  public int position() {
    return pos - base;
  }

  /**
   * Skips whitespace and returns a mark of the position and nesting depth for {@link #rewind}: a
   * hierarchy's decoder scans an object for its type id, then reads it again from its start.
   */
  public long mark() {
    peek();
    return ((long) depth << 32) | (pos & 0xFFFF_FFFFL);
  }

  /** Returns to a {@link #mark()} taken on this input. */
  public void rewind(long mark) {
    pos = (int) mark;
    depth = (int) (mark >>> 32);
  }

  // ---- errors ----

  /**
   * For generated decoders: the exception to throw for {@code e}, which passed out of the decoder
   * of {@code message}, with the JSON path where it happened; an exception of the message's own
   * code (constructor, creator, setter) is wrapped.
   */
  public WirebindException failure(RuntimeException e, String message) {
    return JsonPaths.failure(this, e, message, null);
  }

  /**
   * As {@link #failure(RuntimeException, String)}; {@code properties} lists the message's JSON
   * properties with their Java types ({@code "id=long;items=List<Line>|Line"}), so the failure
   * names the type the value at its path was read as.
   */
  public WirebindException failure(RuntimeException e, String message, String properties) {
    return JsonPaths.failure(this, e, message, properties);
  }

  /** An error at the current position. */
  public WirebindException error(String message) {
    return new WirebindException(message, pos - base);
  }

  /** An error at {@code offset} (as returned by {@link #position()}). */
  public WirebindException errorAt(int offset, String message) {
    return new WirebindException(message, offset);
  }

  WirebindException errorAtIndex(int index, String message) {
    return new WirebindException(message, index - base);
  }

  WirebindException unexpected(String expected) {
    if (pos >= limit) {
      return error("input ends where " + expected + " was expected (truncated JSON)");
    }
    int c = buf[pos] & 0xFF;
    String found = c >= 0x20 && c < 0x7F ? "'" + (char) c + "'" : String.format("byte 0x%02X", c);
    return error("expected " + expected + " but found " + found);
  }

  /**
   * Skips whitespace; returns the next byte or -1 at the end. Compact JSON has no whitespace, so
   * the common case reads one byte and stores nothing; the loop lives in {@link JsonSkip#pastSpace}.
   */
  int peek() {
    int p = pos;
    if (p < limit) {
      int c = buf[p];
      if (c > ' ') {
        return c;
      }
    }
    return JsonSkip.pastSpace(this);
  }

  /** Consumes {@code word} ({@link JsonSkip#NULL}, {@code TRUE} or {@code FALSE}), compared as words. */
  void literal(byte[] word) {
    int n = word.length;
    if (limit - pos < n || !JsonScan.regionEquals(buf, pos, word)) {
      throw JsonSkip.badLiteral(this, word);
    }
    pos += n;
  }

  /**
   * For generated enum readers ({@code io.wirebind.spi.EnumValues}): consumes the string value
   * {@code quoted} (its opening quote, text and closing quote, the text without escapes) when
   * exactly those bytes come next after whitespace and the text is within the string limit;
   * otherwise consumes nothing (an escaped spelling of the same text is then read as usual).
   */
  public boolean tryQuoted(byte[] quoted) {
    int n = quoted.length;
    int p = pos;
    if (limit - p < n || n - 2 > maxStringLength || !JsonScan.regionEquals(buf, p, quoted)) {
      return false;
    }
    pos = p + n;
    return true;
  }

  /** Grows the scratch buffer to at least {@code n} bytes, keeping its content. */
  byte[] scratch(int n) {
    if (scratch.length < n) {
      scratch = Arrays.copyOf(scratch, Math.max(n, scratch.length * 2));
      grew = true;
    }
    return scratch;
  }
}
