package io.wirebind;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads strict RFC 8259 JSON from a byte array, for generated codecs.
 *
 * <p>Not thread-safe: keep one per thread and {@link #reset(byte[]) re-point} it at new input.
 * Every failure is a {@link WirebindException} with the byte offset counted from the start of the
 * input. Member names are hashed while they are parsed (32-bit FNV-1a over their unescaped UTF-8
 * bytes, {@link #hash(byte[])}) so a generated {@code switch} can dispatch on them, and then
 * compared byte by byte ({@link #nameEquals(byte[])}): no {@code String} is made for a name.
 * Limits ({@link #limits(Limits)}, defaults {@link Limits#DEFAULTS}): nesting depth (default
 * {@value #DEFAULT_MAX_DEPTH}), string length (default {@value #DEFAULT_MAX_STRING_LENGTH} bytes),
 * decoded base64 length, number length (default {@value #DEFAULT_MAX_NUMBER_LENGTH} characters),
 * elements of one array or map field (default {@value #DEFAULT_MAX_COLLECTION_SIZE}) and the size
 * of the input, checked when it is {@link #reset(byte[]) given}.
 */
public final class JsonReader extends JsonCursor {
  /** {@link Limits#DEFAULT_MAX_DEPTH}. */
  public static final int DEFAULT_MAX_DEPTH = Limits.DEFAULT_MAX_DEPTH;
  /** {@link Limits#DEFAULT_MAX_STRING_LENGTH}. */
  public static final int DEFAULT_MAX_STRING_LENGTH = Limits.DEFAULT_MAX_STRING_LENGTH;
  /** {@link Limits#DEFAULT_MAX_NUMBER_LENGTH}. */
  public static final int DEFAULT_MAX_NUMBER_LENGTH = Limits.DEFAULT_MAX_NUMBER_LENGTH;
  /** {@link Limits#DEFAULT_MAX_COLLECTION_SIZE}. */
  public static final int DEFAULT_MAX_COLLECTION_SIZE = Limits.DEFAULT_MAX_COLLECTION_SIZE;

  final JsonNumbers numbers = new JsonNumbers(this);
  final JsonNumberArrays numberArrays = new JsonNumberArrays(this, numbers);

  /** A reader with no input; call {@link #reset(byte[])} before reading. */
  public JsonReader() {}

  /** The error for a member no field matches, when unknown members are rejected. */
  public WirebindException unknownMember(Class<?> type) {
    return errorAt(
        nameStart - 1 - base, "unknown property '" + lastName() + "' for " + type.getSimpleName());
  }

  // ---- whitespace and structure ----

  /** Consumes {@code null} if it is the next value. */
  public boolean tryNull() {
    if (peek() != 'n') {
      return false;
    }
    literal(JsonSkip.NULL);
    return true;
  }

  /**
   * Consumes the next value if it is a string that {@link String#trim()} leaves empty ({@code ""},
   * {@code "  "}, {@code "\t"}): what {@code JsonNullableModule} reads as undefined for every type
   * but {@code String}. Leaves any other value unread.
   */
  public boolean tryBlankString() {
    if (peek() != '"') {
      return false;
    }
    int p = pos + 1;
    while (p < limit && buf[p] == ' ') {
      p++;
    }
    if (p < limit && buf[p] == '"') {
      pos = p + 1;
      return true;
    }
    if (p < limit && buf[p] != '\\' && (buf[p] & 0xFF) >= 0x20) {
      return false; // a character trim keeps
    }
    int start = pos; // an escape or a control character: decode (and validate) the whole string
    if (JsonStrings.atQuote(this).trim().isEmpty()) {
      return true;
    }
    pos = start;
    return false;
  }

  /** Whether the next value is a number. */
  public boolean peekIsNumber() {
    int c = peek();
    return c == '-' || (c >= '0' && c <= '9');
  }

  private void enter() {
    if (++depth > maxDepth) {
      throw error("JSON nested deeper than " + maxDepth + " levels (Limits.maxDepth)");
    }
  }

  /**
   * Consumes the {@code {}} starting an object; returns false (having consumed the whole object)
   * when it is empty, true when a member follows.
   */
  public boolean startObjectMembers() {
    if (peek() != '{') {
      throw unexpected("'{'");
    }
    pos++;
    enter();
    if (peek() == '}') {
      pos++;
      depth--;
      return false;
    }
    return true;
  }

  /** After a member's value: consumes {@code ,} (true: another member follows) or {@code }}. */
  public boolean nextMember() {
    int c = peek();
    if (c == ',') {
      pos++;
      return true;
    }
    if (c == '}') {
      close();
      return false;
    }
    throw unexpected("',' or '}' after an object member");
  }

  /** Consumes the bracket at the position, closing the innermost open object or array. */
  private void close() {
    if (depth == 0) {
      throw error("'" + (char) buf[pos] + "' closes nothing: no object or array is open");
    }
    pos++;
    depth--;
  }

  /** Consumes the {@code [} starting an array; false (array consumed) when it is empty. */
  public boolean startArrayElements() {
    if (peek() != '[') {
      throw unexpected("'['");
    }
    pos++;
    enter();
    if (peek() == ']') {
      pos++;
      depth--;
      return false;
    }
    return true;
  }

  /** After an element: consumes {@code ,} (true: another element follows) or {@code ]}. */
  public boolean nextElement() {
    int c = peek();
    if (c == ',') {
      pos++;
      return true;
    }
    if (c == ']') {
      close();
      return false;
    }
    throw unexpected("',' or ']' after an array element");
  }

  /** Checks that only whitespace follows the top-level value. */
  public void endOfInput() {
    if (peek() != -1) {
      throw error("unexpected data after the JSON value");
    }
  }

  // ---- member names ----

  /**
   * Reads a member name and the {@code :} after it; returns the name's hash ({@link #hash}).
   * The name is then available to {@link #nameEquals} and {@link #lastName()}.
   */
  public int readNameHash() {
    if (peek() != '"') {
      throw unexpected("a member name in double quotes");
    }
    int h = JsonStrings.quotedHash(this);
    colon();
    return h;
  }

  /**
   * Reads a member name and the {@code :} after it as a {@code String}: a string-keyed map's key,
   * in one pass (no hash; {@link #nameEquals} and {@link #lastName()} then do not answer for it).
   */
  public String readMemberName() {
    if (peek() != '"') {
      throw unexpected("a member name in double quotes");
    }
    String name = JsonStrings.atQuote(this);
    colon();
    return name;
  }

  /**
   * Reads a string value and returns its hash, like {@link #readNameHash()} but with no colon
   * after it: generated codecs match enum constant names so, without making a {@code String}.
   */
  public int readStringHash() {
    if (peek() != '"') {
      throw unexpected("a string");
    }
    return JsonStrings.quotedHash(this);
  }

  /**
   * Reads a polymorphic type id as Jackson 2.18 takes one: a string's text, or the text of a number
   * or {@code true}/{@code false} as written (Jackson's {@code getValueAsString}), and returns its
   * hash; the text is then available to {@link #nameEquals} and {@link #lastName()}. The fast path
   * is {@link #readStringHash()}'s. For {@code null}, an object or an array, which Jackson passes
   * over to look for a later id member, it reads nothing (the member's name stays the last name)
   * and {@link #typeIdAbsent} is then true.
   */
  public int readTypeIdHash() {
    int c = peek();
    if (c == '"') {
      return JsonStrings.quotedHash(this);
    }
    return JsonTypeIds.scalarHash(this, c, false);
  }

  /**
   * Reads the type id that opens a wrapper array ({@code include = WRAPPER_ARRAY}) as Jackson 2.18
   * takes it: the text of any scalar, a string's or that of a number, {@code true}, {@code false}
   * or {@code null} as written; an object or an array there is an error, as with Jackson. Returns
   * its hash, like {@link #readTypeIdHash()}.
   */
  public int readWrappedTypeIdHash() {
    int c = peek();
    if (c == '"') {
      return JsonStrings.quotedHash(this);
    }
    return JsonTypeIds.wrappedHash(this, c);
  }

  /**
   * Whether {@link #readTypeIdHash()} returning {@code hash} found no id ({@code null}, an object or
   * an array, left unread): it then returns 0 and leaves the member's name as it was.
   */
  public boolean typeIdAbsent(int hash) {
    return hash == 0 && noIdAt == pos;
  }

  /**
   * Undoes {@link #tryStartName(byte[]) tryStartName(braceQuotedNameColon)} when {@link
   * #readTypeIdHash()} then found no id ({@link #typeIdAbsent}): back at the object's opening brace,
   * for a subtype's decoder to read the object from its start with that member as an ordinary one.
   */
  public void unreadTypeIdMember(byte[] braceQuotedNameColon) {
    JsonTypeIds.unread(this, braceQuotedNameColon.length);
  }

  void colon() {
    if (peek() != ':') {
      throw unexpected("':' after a member name");
    }
    pos++;
  }

  /**
   * Consumes the member name and colon when the input has exactly {@code quotedNameColon} (the
   * bytes {@code "name":}) next; otherwise consumes nothing. The in-order fast path of generated
   * decoders: one comparison instead of hashing.
   */
  public boolean tryName(byte[] quotedNameColon) {
    peek();
    return consumeName(quotedNameColon, 0);
  }

  /**
   * Consumes <code>{"name":</code> when exactly those bytes come next after whitespace (an
   * object's start and its first member's name, as compact JSON has them) and returns true;
   * otherwise consumes nothing, and {@link #startObjectMembers()} reads the object's start.
   */
  public boolean tryStartName(byte[] braceQuotedNameColon) {
    peek();
    if (depth >= maxDepth || !consumeName(braceQuotedNameColon, 1)) {
      return false; // startObjectMembers reports the depth
    }
    depth++;
    return true;
  }

  /**
   * After a member's value: consumes {@code ,"name":} when exactly those bytes come next (no
   * whitespace, as compact JSON has them) and returns true; otherwise consumes nothing. Generated
   * decoders try it before {@link #nextMember()} and {@link #tryName}: one comparison for the
   * comma, the name and the colon.
   */
  public boolean tryNextName(byte[] commaQuotedNameColon) {
    return consumeName(commaQuotedNameColon, 1);
  }

  /**
   * Consumes {@code expected} (a quoted name and colon after {@code lead} bytes) when it stands at
   * the position. The caller knows the name, so the reader does not record it: {@link
   * #nameEquals} and {@link #lastName()} answer for names read by {@link #readNameHash()} and
   * {@link #readStringHash()}, and a store per member here measurably slowed decoding.
   */
  private boolean consumeName(byte[] expected, int lead) {
    int n = expected.length;
    int p = pos;
    if (limit - p < n || !JsonScan.regionEquals(buf, p, expected)) {
      return false;
    }
    pos = p + n;
    return true;
  }

  /**
   * Whether the last name {@link #readNameHash()} or {@link #readStringHash()} read is exactly
   * {@code name} (its unescaped UTF-8 bytes).
   */
  public boolean nameEquals(byte[] name) {
    int from = nameCopied ? 0 : nameStart;
    return Arrays.equals(
        nameCopied ? nameCopy : buf, from, from + nameLength, name, 0, name.length);
  }

  /** The last name {@link #readNameHash()} read, as a string (for map keys and error messages). */
  public String lastName() {
    return new String(
        nameCopied ? nameCopy : buf, nameCopied ? 0 : nameStart, nameLength, StandardCharsets.UTF_8);
  }

  /** The last name read as {@link Long#parseLong} reads it, without a string when plain digits. */
  public long lastNameAsLong() {
    return JsonScan.parseLong(nameCopied ? nameCopy : buf, nameCopied ? 0 : nameStart, nameLength);
  }

  // ---- values ----

  /**
   * A {@code String} property's value: a string, or as Jackson coerces a scalar, a number's or
   * {@code true}/{@code false}'s text as written ({@link JsonStrings#scalarText}).
   */
  public String readString() {
    int c = peek();
    if (c != '"') {
      return JsonStrings.scalarText(this, c, "a string");
    }
    return JsonStrings.atQuote(this);
  }

  /** A {@code String} property's value or {@code null}, as {@link #readString()} reads it. */
  public String readStringOrNull() {
    int c = peek();
    if (c == '"') {
      return JsonStrings.atQuote(this);
    }
    if (c == 'n') {
      literal(JsonSkip.NULL);
      return null;
    }
    return JsonStrings.scalarText(this, c, "a string or null");
  }

  /** A string token and nothing else: the text a value type ({@code UUID}, a date) parses. */
  public String readStringToken() {
    if (peek() != '"') {
      throw unexpected("a string");
    }
    return JsonStrings.atQuote(this);
  }

  /**
   * A string value, for a decoder that reuses an instance holding {@code held} (may be null):
   * {@code held} itself when the string (once unescaped) is exactly it, else a new string as {@link
   * #readString()} makes. Compares without allocating; a non-ASCII string is kept only when it
   * has more than 24 chars and no escapes, and is otherwise decoded anew.
   */
  public String readString(String held) {
    if (held == null) {
      return readString();
    }
    int c = peek();
    if (c != '"') {
      return JsonStrings.scalarText(this, c, "a string");
    }
    return JsonStrings.atQuote(this, held);
  }

  /** A string value or {@code null}, reusing {@code held} as {@link #readString(String)} does. */
  public String readStringOrNull(String held) {
    if (held == null) {
      return readStringOrNull();
    }
    int c = peek();
    if (c == '"') {
      return JsonStrings.atQuote(this, held);
    }
    if (c == 'n') {
      literal(JsonSkip.NULL);
      return null;
    }
    return JsonStrings.scalarText(this, c, "a string or null");
  }

  /**
   * For the value-type readers of generated code ({@code io.wirebind.spi}): reads a string value
   * without making a {@code String} and returns its length in UTF-8 bytes; the bytes are then at
   * {@link #spanStart()} of {@link #spanBytes()} (the input, or a scratch array when the string had
   * escapes) until the next read.
   */
  public int readStringSpan() {
    if (peek() != '"') {
      throw unexpected("a string");
    }
    return JsonStrings.span(this);
  }

  /** Reads a number (or a quoted number), validated, and leaves its text as the span; returns its length. */
  public int readNumberSpan() {
    return numbers.span();
  }

  /**
   * For the fixed-format readers of generated code ({@code io.wirebind.spi}): if the next value is a
   * string with at least {@code n} bytes of input after its opening quote, the index in {@link
   * #input()} of its first byte, else -1. Reads nothing: a reader that accepts the bytes up to a
   * closing quote, having checked that none of them is a quote, a backslash or a control character,
   * ends the string with {@link #closeString}; otherwise it reads it with {@link #readStringSpan()}.
   */
  public int openString(int n) {
    return peek() == '"' && limit - pos > n + 1 && n < maxStringLength ? pos + 1 : -1;
  }

  /** The input array {@link #openString} indexes into. */
  public byte[] input() {
    return buf;
  }

  /** Ends the string {@link #openString} opened at its closing quote, at {@code quote} of the input. */
  public void closeString(int quote) {
    pos = quote + 1;
  }

  /**
   * For the decimal readers of generated code: the next value as a {@code BigDecimal} if it is a
   * number of at most 18 digits without an exponent (its scale as written), else null, reading nothing.
   */
  public java.math.BigDecimal readPlainDecimal() {
    return peek() == '"' ? null : numbers.plainBigDecimal();
  }

  /** The array holding the string {@link #readStringSpan()} read. */
  public byte[] spanBytes() {
    return spanInScratch ? scratch : buf;
  }

  /** Where the string {@link #readStringSpan()} read starts in {@link #spanBytes()}. */
  public int spanStart() {
    return spanStart;
  }

  /** Whether the next value is a string. */
  public boolean peekIsString() {
    return peek() == '"';
  }

  /** The byte the next value starts with, after whitespace (0 to 255), or -1 at the end. */
  public int peekByte() {
    return peek();
  }

  /** A {@code true} or {@code false} value. */
  public boolean readBoolean() {
    int c = peek();
    if (c == 't') {
      literal(JsonSkip.TRUE);
      return true;
    }
    if (c == 'f') {
      literal(JsonSkip.FALSE);
      return false;
    }
    throw unexpected("true or false");
  }

  /** A one-character string, as Jackson writes a {@code char}. */
  public char readChar() {
    return JsonStrings.readChar(this);
  }

  /** A base64 string (standard alphabet, padding optional), as Jackson writes {@code byte[]}. */
  public byte[] readBase64() {
    return JsonStrings.readBase64(this);
  }

  /** An {@code int}: a number (a fraction is truncated, as Jackson does) or a numeric string. */
  public int readInt() {
    return (int) numbers.readIntegral(Integer.MIN_VALUE, Integer.MAX_VALUE, "int");
  }

  /** A {@code long}, as {@link #readInt()}; a quoted number too (proto3 writes int64 so). */
  public long readLong() {
    return numbers.readIntegral(Long.MIN_VALUE, Long.MAX_VALUE, "long");
  }

  /** A {@code short}, range-checked. */
  public short readShort() {
    return (short) numbers.readIntegral(Short.MIN_VALUE, Short.MAX_VALUE, "short");
  }

  /** A {@code byte}, range-checked. */
  public byte readByte() {
    return (byte) numbers.readIntegral(Byte.MIN_VALUE, Byte.MAX_VALUE, "byte");
  }

  /** A number 0..65535 (proto3 JSON writes a Java {@code char} as a number). */
  public int readUnsignedShort() {
    return (int) numbers.readIntegral(0, 0xFFFF, "char");
  }

  /** A {@code uint32} value 0..4294967295, returned as its two's-complement {@code int}. */
  public int readUnsignedInt() {
    return (int) numbers.readIntegral(0, 0xFFFFFFFFL, "uint32");
  }

  /** A {@code uint64} value 0..18446744073709551615, returned as its two's-complement {@code long}. */
  public long readUnsignedLong() {
    return numbers.readUnsigned64();
  }

  /** A {@code double}: a number, or the strings {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"}. */
  public double readDouble() {
    return numbers.readDouble();
  }

  /** A {@code float}, rounded once from the decimal text. */
  public float readFloat() {
    return numbers.readFloat();
  }

  // ---- arrays of primitives (implemented in JsonNumberArrays) ----
  //
  // Each reads a JSON array (null elements read as 0 or false, as Jackson does) into `reuse` when
  // it has the right length, else into a new array; `field` names the field in errors.

  /** An array of ints. */
  public int[] readIntArray(int[] reuse, String field) {
    return numberArrays.readIntArray(reuse, field);
  }

  /** An array of longs. */
  public long[] readLongArray(long[] reuse, String field) {
    return numberArrays.readLongArray(reuse, field);
  }

  /** An array of doubles. */
  public double[] readDoubleArray(double[] reuse, String field) {
    return numberArrays.readDoubleArray(reuse, field);
  }

  /** An array of floats. */
  public float[] readFloatArray(float[] reuse, String field) {
    return numberArrays.readFloatArray(reuse, field);
  }

  /** An array of booleans. */
  public boolean[] readBooleanArray(boolean[] reuse, String field) {
    return numberArrays.readBooleanArray(reuse, field);
  }

  // ---- skipping ----

  /** Skips one value of any kind, validating it fully; iterative, so deep nesting is safe. */
  public void skipValue() {
    JsonSkip.skipValue(this, numbers);
  }

  /**
   * For the Jackson bridge: skips one value as {@link #skipValue()} does (validating it) and
   * returns the index in {@link #input()} where it starts; it ends at {@link #inputIndex()}.
   */
  public int skipValueSpan() {
    peek();
    int start = pos;
    JsonSkip.skipValue(this, numbers);
    return start;
  }

  /** The index in {@link #input()} of the next byte ({@link #position()} counts from the input's start). */
  public int inputIndex() {
    return pos;
  }

}
