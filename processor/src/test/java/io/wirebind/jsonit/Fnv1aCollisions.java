package io.wirebind.jsonit;

import io.wirebind.JsonReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds ASCII names with the same 32-bit FNV-1a hash as a given name by meeting in the middle:
 * the hash state after 2^20 four-letter prefixes is tabulated, then three-letter suffixes are
 * undone from the target hash (each FNV-1a step is invertible: xor, then multiply by an odd prime).
 */
final class Fnv1aCollisions {
  private static final int BASIS = 0x811C9DC5;
  private static final int PRIME = 0x01000193;
  private static final byte[] PREFIX_ALPHABET =
      "abcdefghijklmnopqrstuvwxyzABCDEF".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] SUFFIX_ALPHABET =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
          .getBytes(StandardCharsets.US_ASCII);

  private Fnv1aCollisions() {}

  static List<String> find(byte[] target, int wanted) {
    int goal = JsonReader.hash(target);
    int inverse = PRIME;
    for (int i = 0; i < 5; i++) { // Newton's iteration for the inverse mod 2^32
      inverse *= 2 - PRIME * inverse;
    }
    long[] table = new long[1 << 20];
    for (int i = 0; i < table.length; i++) {
      int h = BASIS;
      for (byte b : prefix(i)) {
        h = (h ^ b) * PRIME;
      }
      table[i] = ((long) h << 32) | i;
    }
    Arrays.sort(table);
    List<String> found = new ArrayList<>();
    String own = new String(target, StandardCharsets.US_ASCII);
    for (byte s1 : SUFFIX_ALPHABET) {
      for (byte s2 : SUFFIX_ALPHABET) {
        for (byte s3 : SUFFIX_ALPHABET) {
          int h = ((goal * inverse) ^ s3);
          h = (h * inverse) ^ s2;
          h = (h * inverse) ^ s1;
          int at = Arrays.binarySearch(table, (long) h << 32);
          at = at < 0 ? -at - 1 : at;
          for (; at < table.length && (int) (table[at] >> 32) == h; at++) {
            String name =
                new String(prefix((int) table[at]), StandardCharsets.US_ASCII)
                    + (char) s1 + (char) s2 + (char) s3;
            if (!name.equals(own)) {
              found.add(name);
              if (found.size() == wanted) {
                return found;
              }
            }
          }
        }
      }
    }
    return found;
  }

  private static byte[] prefix(int i) {
    byte[] p = new byte[4];
    for (int k = 0; k < 4; k++) {
      p[k] = PREFIX_ALPHABET[(i >>> (5 * k)) & 31];
    }
    return p;
  }
}
