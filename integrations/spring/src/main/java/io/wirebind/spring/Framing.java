package io.wirebind.spring;

import io.wirebind.WirebindException;
import java.util.Arrays;
import java.util.List;

/**
 * Cuts a body arriving in chunks into the bytes of single messages, so a sequence is decoded one
 * message at a time: the elements of a top-level JSON array, NDJSON lines, or length-delimited
 * protobuf messages. Only the framing is checked here; each message is then decoded strictly.
 * Stateful: one instance per body.
 */
abstract class Framing {
  private final int maxMessageSize;
  /** Bytes of the message being collected. */
  private byte[] current = new byte[256];
  private int size;
  /** Offset in the body of the next byte fed. */
  long position;

  Framing(int maxMessageSize) {
    this.maxMessageSize = maxMessageSize;
  }

  static Framing of(WireFormat format, int maxMessageSize) {
    return switch (format) {
      case JSON -> new JsonArray(maxMessageSize);
      case NDJSON -> new Lines(maxMessageSize);
      case PROTO -> new Delimited(maxMessageSize);
    };
  }

  /** Feeds {@code len} bytes; complete messages are added to {@code out}. */
  abstract void feed(byte[] chunk, int off, int len, List<byte[]> out);

  /** The body has ended: adds what remains to {@code out}, or fails when it ends mid-message. */
  abstract void finish(List<byte[]> out);

  final void append(byte b) {
    if (size == current.length) {
      if (size >= maxMessageSize) {
        throw new WirebindException(
            "message larger than the limit of " + maxMessageSize + " bytes", position);
      }
      current = Arrays.copyOf(current, (int) Math.min((long) size * 2, maxMessageSize));
    }
    current[size++] = b;
  }

  final byte[] take() {
    byte[] message = Arrays.copyOf(current, size);
    size = 0;
    if (current.length > 1 << 16) {
      current = new byte[256];
    }
    return message;
  }

  final int size() {
    return size;
  }

  /** The elements of one top-level JSON array; any other JSON value is one message. */
  static final class JsonArray extends Framing {
    private static final int START = 0;
    private static final int BETWEEN = 1; // after '[' or ',': an element or (after '[') ']' next
    private static final int AFTER = 2; // after an element: ',' or ']' next
    private static final int IN_ELEMENT = 3;
    private static final int DONE = 4;
    private static final int SINGLE = 5; // not an array: the whole body is one value

    private int state = START;
    private boolean empty = true; // no element yet
    private int depth;
    private boolean inString;
    private boolean escaped;

    JsonArray(int maxMessageSize) {
      super(maxMessageSize);
    }

    @Override
    void feed(byte[] chunk, int off, int len, List<byte[]> out) {
      for (int i = off; i < off + len; i++, position++) {
        byte b = chunk[i];
        switch (state) {
          case START -> {
            if (b == '[') {
              state = BETWEEN;
            } else if (!whitespace(b)) {
              state = SINGLE;
              append(b);
            }
          }
          case SINGLE -> append(b);
          case BETWEEN -> {
            if (b == ']' && empty) {
              state = DONE;
            } else if (!whitespace(b)) {
              if (b == ',' || b == ']') {
                throw new WirebindException("expected an array element, found '" + (char) b + "'", position);
              }
              state = IN_ELEMENT;
              element(b, out);
            }
          }
          case AFTER -> {
            if (b == ',') {
              state = BETWEEN;
            } else if (b == ']') {
              state = DONE;
            } else if (!whitespace(b)) {
              throw new WirebindException("expected ',' or ']' after an array element", position);
            }
          }
          case IN_ELEMENT -> element(b, out);
          default -> {
            if (!whitespace(b)) {
              throw new WirebindException("unexpected data after the JSON array", position);
            }
          }
        }
      }
    }

    private void element(byte b, List<byte[]> out) {
      if (inString) {
        if (escaped) {
          escaped = false;
        } else if (b == '\\') {
          escaped = true;
        } else if (b == '"') {
          inString = false;
        }
        append(b);
        return;
      }
      if (depth == 0 && (b == ',' || b == ']')) {
        out.add(take());
        empty = false;
        state = b == ',' ? BETWEEN : DONE;
        return;
      }
      if (b == '"') {
        inString = true;
      } else if (b == '{' || b == '[') {
        depth++;
      } else if (b == '}' || b == ']') {
        depth--;
        if (depth < 0) {
          throw new WirebindException("'" + (char) b + "' closes nothing", position);
        }
      }
      append(b);
    }

    @Override
    void finish(List<byte[]> out) {
      if (state == SINGLE) {
        out.add(take());
      } else if (state != DONE) {
        throw new WirebindException(
            state == START ? "empty body: expected a JSON array" : "body ends inside the JSON array",
            position);
      }
    }

    private static boolean whitespace(byte b) {
      return b == ' ' || b == '\n' || b == '\r' || b == '\t';
    }
  }

  /** Lines separated by {@code \n} (a {@code \r} before it is dropped); blank lines are skipped. */
  static final class Lines extends Framing {
    private boolean blank = true;

    Lines(int maxMessageSize) {
      super(maxMessageSize);
    }

    @Override
    void feed(byte[] chunk, int off, int len, List<byte[]> out) {
      for (int i = off; i < off + len; i++, position++) {
        byte b = chunk[i];
        if (b == '\n') {
          emit(out);
        } else {
          blank &= b == ' ' || b == '\t' || b == '\r';
          append(b);
        }
      }
    }

    private void emit(List<byte[]> out) {
      byte[] line = take();
      if (!blank) {
        out.add(line);
      }
      blank = true;
    }

    @Override
    void finish(List<byte[]> out) {
      emit(out);
    }
  }

  /** Messages each preceded by their length as a varint of at most five bytes. */
  static final class Delimited extends Framing {
    private final int maxMessageSize;
    private int length = -1; // -1: reading the prefix
    private int prefix;
    private int shift;

    Delimited(int maxMessageSize) {
      super(maxMessageSize);
      this.maxMessageSize = maxMessageSize;
    }

    @Override
    void feed(byte[] chunk, int off, int len, List<byte[]> out) {
      for (int i = off; i < off + len; i++, position++) {
        byte b = chunk[i];
        if (length >= 0) {
          append(b);
        } else {
          if (shift == 28 && (b & 0xF8) != 0) {
            throw new WirebindException("message length prefix out of range", position);
          }
          prefix |= (b & 0x7F) << shift;
          shift += 7;
          if (b >= 0) {
            if (prefix > maxMessageSize) {
              throw new WirebindException(
                  "message length " + prefix + " exceeds the limit of " + maxMessageSize + " bytes",
                  position);
            }
            length = prefix;
            prefix = 0;
            shift = 0;
          }
        }
        if (length >= 0 && size() == length) {
          out.add(take());
          length = -1;
        }
      }
    }

    @Override
    void finish(List<byte[]> out) {
      if (length >= 0 || shift > 0) {
        throw new WirebindException(
            length >= 0
                ? "body ends inside a message of " + length + " bytes (" + size() + " present)"
                : "body ends inside a length prefix",
            position);
      }
    }
  }
}
