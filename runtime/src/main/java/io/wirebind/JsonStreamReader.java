package io.wirebind;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Consumer;

/**
 * Reads a stream of JSON messages one at a time without reading the stream whole: the elements
 * of a top-level JSON array ({@link #array}) or the lines of NDJSON ({@link #lines}). One buffer
 * holds the element being read and grows to the largest element seen, so memory is bounded by the
 * largest element (and by {@link Limits#maxInputSize()} for one element), not by the stream.
 * Each element is decoded strictly by a {@link JsonReader}; the framing around it is checked here
 * ({@code [}, {@code ,}, {@code ]}, only whitespace after the array).
 *
 * <pre>{@code
 * JsonStreamReader orders = JsonStreamReader.array(in).limits(limits);
 * Order reuse = new Order();
 * while (orders.hasNext()) {
 *   Order o = orders.read(codec, reuse);   // decoded into reuse: copy what you keep
 * }
 * }</pre>
 *
 * <p>Errors are {@link WirebindException}s whose offset counts bytes from the start of the stream.
 * A stream that ends inside an element, or before the array's {@code ]}, is an error, never a
 * partial element. Blocking reads block; the reader never waits for more bytes than the element it
 * frames needs. Not thread-safe; the stream is not closed.
 */
public final class JsonStreamReader {
  private static final int BEFORE = 0; // array: '[' next
  private static final int FIRST = 1; // array: an element or ']' next
  private static final int NEXT = 2; // array: ',' or ']' next
  private static final int DONE = 3;
  private static final int LINES = 4; // NDJSON: the next non-blank line

  private final InputStream in;
  private final JsonReader reader = new JsonReader();
  private Limits limits = Limits.DEFAULTS;
  private byte[] buf = new byte[8192];
  private int start; // first byte not yet consumed
  private int end; // bytes filled
  private long bufOffset; // stream offset of buf[0]
  private boolean eof;
  private int state;
  private int elementEnd = -1; // end of the framed element, -1 when none is framed

  private JsonStreamReader(InputStream in, int state) {
    this.in = in;
    this.state = state;
    limits(Limits.DEFAULTS);
  }

  /** Reads the elements of the top-level JSON array that {@code in} holds. */
  public static JsonStreamReader array(InputStream in) {
    return new JsonStreamReader(in, BEFORE);
  }

  /** Reads one JSON value per line of {@code in} (NDJSON; blank lines are skipped, {@code \r\n} accepted). */
  public static JsonStreamReader lines(InputStream in) {
    return new JsonStreamReader(in, LINES);
  }

  /**
   * Reads the elements of the top-level JSON array that {@code in} holds, as {@link
   * #array(InputStream)} does (the same buffer, filled by the channel's reads). {@code in} must be
   * blocking: a {@link java.nio.channels.SelectableChannel} in non-blocking mode makes the reads throw
   * {@link java.nio.channels.IllegalBlockingModeException}. The channel is not closed.
   */
  public static JsonStreamReader array(ReadableByteChannel in) {
    return array(Channels.newInputStream(in));
  }

  /** Reads one JSON value per line of {@code in} (NDJSON), as {@link #lines(InputStream)}; {@code in} must be blocking. */
  public static JsonStreamReader lines(ReadableByteChannel in) {
    return lines(Channels.newInputStream(in));
  }

  /**
   * Reads with {@code limits}: {@link Limits#maxInputSize()} bounds each element (an element of
   * exactly that many bytes is accepted; in NDJSON, the line without its {@code \n} or {@code \r\n}).
   */
  public JsonStreamReader limits(Limits limits) {
    this.limits = limits;
    // an array's element is one level below the array, as when the whole array is read at once
    reader.limits(state == LINES ? limits : limits.withMaxDepth(Math.max(0, limits.maxDepth() - 1)));
    return this;
  }

  /** Bytes of the stream consumed so far (the framed element, if any, not counted). */
  public long position() {
    return bufOffset + start;
  }

  /** Whether another element follows; reads as much of the stream as frames it. */
  public boolean hasNext() throws IOException {
    if (elementEnd >= 0) {
      return true;
    }
    return state == LINES ? frameLine() : frameElement();
  }

  /**
   * The next element decoded with {@code codec}, into {@code reuse} when not null (then copy what
   * you keep); null for a JSON {@code null} element.
   *
   * @throws NoSuchElementException at the end of the stream
   * @throws WirebindException when the element or the framing is invalid, or the stream ends early
   */
  public <T> T read(Codec<T> codec, T reuse) throws IOException {
    if (!hasNext()) {
      throw new NoSuchElementException("no element left in the JSON stream");
    }
    int from = start;
    int to = elementEnd;
    elementEnd = -1;
    start = to;
    try {
      T value = codec.readJson(reader.reset(buf, from, to - from), reuse);
      reader.endOfInput();
      return value;
    } catch (WirebindException e) {
      long at = bufOffset + from;
      throw new WirebindException(DelimitedReader.withoutOffset(e) + ", in the element at stream offset " + at,
          at + Math.max(0, e.offset()), e);
    } finally {
      reader.reset(buf, 0, 0);
    }
  }

  /**
   * Hands every remaining element to {@code sink}, decoded into {@code reuse} when not null (the
   * sink must copy what it keeps); returns the number of elements.
   */
  public <T> long forEach(Codec<T> codec, T reuse, Consumer<? super T> sink) throws IOException {
    long n = 0;
    while (hasNext()) {
      T value = read(codec, reuse);
      if (reuse != null && value != null) {
        reuse = value;
      }
      sink.accept(value);
      n++;
    }
    return n;
  }

  /**
   * The remaining elements as an iterator (decoded into {@code reuse} when not null); an {@link
   * IOException} of the stream is thrown as an {@link UncheckedIOException}.
   */
  public <T> Iterator<T> iterator(Codec<T> codec, T reuse) {
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        try {
          return JsonStreamReader.this.hasNext();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }

      @Override
      public T next() {
        try {
          return read(codec, reuse);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    };
  }

  // ---- framing ----

  private boolean frameLine() throws IOException {
    while (true) {
      int p = start;
      boolean blank = true;
      while (true) {
        if (p == end) {
          int consumed = p - start;
          if (!fill(lineEnd(p) - start)) { // a '\r' last may be the terminator's, not the element's
            if (blank) {
              start = end;
              return false;
            }
            elementEnd = lineEnd(end);
            return true;
          }
          p = start + consumed;
        }
        byte b = buf[p];
        if (b == '\n') {
          break;
        }
        blank &= b == ' ' || b == '\t' || b == '\r';
        p++;
      }
      if (blank) {
        start = p + 1;
        continue;
      }
      elementEnd = lineEnd(p);
      return true;
    }
  }

  /** The end of the line's element that ends before {@code p}: a {@code \r} there is the line terminator's. */
  private int lineEnd(int p) {
    return p > start && buf[p - 1] == '\r' ? p - 1 : p;
  }

  private boolean frameElement() throws IOException {
    int c = nextToken();
    switch (state) {
      case BEFORE -> {
        if (c != '[') {
          throw c < 0 ? streamError("stream ends before the JSON array (empty input)")
              : streamError("expected '[' starting a JSON array of messages but found " + describe(c));
        }
        start++;
        c = nextToken();
        if (c == ']') {
          start++;
          return finish();
        }
        state = NEXT;
      }
      case NEXT -> {
        if (c == ']') {
          start++;
          return finish();
        }
        if (c != ',') {
          throw c < 0 ? streamError("stream ends inside the JSON array (truncated JSON)")
              : streamError("expected ',' or ']' after an array element but found " + describe(c));
        }
        start++;
        c = nextToken();
      }
      default -> {
        return false;
      }
    }
    if (c < 0) {
      throw streamError("stream ends inside the JSON array (truncated JSON)");
    }
    if (c == ']' || c == ',') {
      throw streamError("expected an array element but found " + describe(c));
    }
    int length = scanValue(); // may move the buffer's contents, and start with them
    elementEnd = start + length;
    return true;
  }

  /** After the array's ']': only whitespace may follow. */
  private boolean finish() throws IOException {
    state = DONE;
    int c = nextToken();
    if (c >= 0) {
      throw streamError("unexpected data after the JSON array: " + describe(c));
    }
    return false;
  }

  /** Skips whitespace; the byte at {@code start}, or -1 at the end of the stream. */
  private int nextToken() throws IOException {
    while (true) {
      while (start < end) {
        byte b = buf[start];
        if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
          return b & 0xFF;
        }
        start++;
      }
      if (!fill(0)) {
        return -1;
      }
    }
  }

  /**
   * The length of the value starting at {@code start}: an object or array up to its closing
   * bracket, a string up to its quote, any other value up to the next delimiter. Only what frames
   * it is checked; the element's reader checks the rest.
   */
  private int scanValue() throws IOException {
    int first = buf[start];
    int p = start + 1;
    if (first != '{' && first != '[' && first != '"') {
      while (true) { // a number or a literal: up to a delimiter, which ends it
        if (p == end) {
          int n = p - start;
          if (!fill(n)) {
            throw streamError(n, "stream ends inside the JSON array (truncated JSON)");
          }
          p = start + n;
        }
        byte b = buf[p];
        if (b == ',' || b == ']' || b == '}' || b == ' ' || b == '\n' || b == '\r' || b == '\t') {
          return p - start;
        }
        p++;
      }
    }
    int depth = first == '"' ? 0 : 1;
    boolean inString = first == '"';
    int maxDepth = limits.maxDepth();
    while (true) {
      if (p == end) {
        int n = p - start;
        if (!fill(n)) {
          throw streamError(n, "stream ends inside an array element (truncated JSON)");
        }
        p = start + n;
      }
      byte b = buf[p++];
      if (inString) {
        if (b == '"') {
          inString = false;
          if (depth == 0) {
            return p - start;
          }
        } else if (b == '\\') {
          if (p == end) {
            int n = p - start;
            if (!fill(n)) {
              throw streamError(n, "stream ends inside an array element (truncated JSON)");
            }
            p = start + n;
          }
          p++; // the escaped byte, whatever it is (the reader checks the escape)
        }
      } else if (b == '"') {
        inString = true;
      } else if (b == '{' || b == '[') {
        if (++depth + 1 > maxDepth) { // the array around the element is a level too
          throw streamError(p - 1 - start, "JSON nested deeper than " + maxDepth + " levels (Limits.maxDepth)");
        }
      } else if (b == '}' || b == ']') {
        if (--depth == 0) {
          return p - start;
        }
      }
    }
  }

  /**
   * Reads more of the stream while the {@code keep} bytes from {@code start} are kept; false at the
   * end of the stream. Compacts the buffer, or grows it when those bytes fill it.
   */
  private boolean fill(int keep) throws IOException {
    if (eof) {
      return false;
    }
    // more bytes are wanted while keep are held: for a number, a literal or a line they may be only
    // the delimiter after it, so an element of exactly maxInputSize bytes is accepted; one longer
    // fails here, or in JsonReader.reset when its last byte was already read
    if (keep > limits.maxInputSize()) {
      throw Limits.inputTooLarge(keep, limits.maxInputSize(), "a JSON element",
          bufOffset + start + limits.maxInputSize());
    }
    if (start > 0 && (end == buf.length || start >= buf.length / 2)) {
      System.arraycopy(buf, start, buf, 0, end - start);
      end -= start;
      bufOffset += start;
      start = 0;
    }
    if (end == buf.length) {
      if (buf.length >= Integer.MAX_VALUE - 8) {
        throw new WirebindException("a JSON element of 2 GiB or more cannot be buffered", bufOffset + end);
      }
      buf = java.util.Arrays.copyOf(buf, (int) Math.min((long) buf.length * 2, Integer.MAX_VALUE - 8));
    }
    int r = in.read(buf, end, buf.length - end);
    while (r == 0) { // read blocks for at least one byte by contract; a stream that returns 0 is asked again
      r = in.read(buf, end, buf.length - end);
    }
    if (r < 0) {
      eof = true;
      return false;
    }
    end += r;
    return true;
  }

  private WirebindException streamError(String message) {
    return new WirebindException(message, bufOffset + start);
  }

  private WirebindException streamError(int at, String message) {
    return new WirebindException(message, bufOffset + start + at);
  }

  private static String describe(int c) {
    return c >= 0x20 && c < 0x7F ? "'" + (char) c + "'" : String.format("byte 0x%02X", c);
  }
}
