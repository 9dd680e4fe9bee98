package io.wirebind.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.benchmarks.model.User;
import io.wirebind.benchmarks.model.UserList;
import io.wirebind.benchmarks.protobuf.Scenarios;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Random;
import java.util.UUID;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;
import us.hebi.quickbuf.RepeatedMessage;

/**
 * String-heavy user records as user-management APIs send them, one record (about 1 KB of JSON);
 * {@link Users100kBenchmark} sends a page of 100 (about 100 KB). Each record: a UUID string, names
 * (some non-ASCII), an e-mail, a company, a paragraph of free text (non-ASCII letters, CJK, Greek,
 * an emoji outside the BMP, and quotes, backslashes, a newline and a tab that need escaping), three
 * to six tags, an instant and a date as ISO text, and three doubles. Deterministic (seeded).
 * Jackson as Spring Boot configures it.
 */
public class UsersBenchmark
    extends WirebindJsonScenario<
        UserList,
        UserList,
        Scenarios.UserList,
        Scenarios.UserList,
        io.wirebind.benchmarks.quickbuf.Scenarios.UserList,
        io.wirebind.benchmarks.quickbuf.Scenarios.UserList> {

  private static final String[] FIRST = {
    "Olivia", "José", "Zoë", "Björn", "Łukasz", "Mei", "Noah", "Amélie", "Søren", "Aisha", "Kenji", "Lucía"
  };
  private static final String[] LAST = {
    "Johnson", "García", "Müller", "Kowalski", "Nakamura", "O'Brien", "Dubois", "Andersen", "Okafor",
    "Rossi", "Fernández", "Svensson"
  };
  private static final String[] COMPANIES = {
    "Acme Logistics", "Nordwind GmbH", "Blue Harbor Analytics", "Café Central S.A.", "Pixel & Co",
    "Tōkyō Systems"
  };
  private static final String[] SENTENCES = {
    "Grew up in Zürich and moved to São Paulo in 2015 to lead the payments team.",
    "Says \"hello\" in five languages, including 日本語 and Ελληνικά.",
    "Keeps the shared notes in C:\\Users\\shared\\notes.txt, don't ask why.",
    "Enjoys crème brûlée, naïve art and the café around the corner.",
    "Runs 10 km every morning 🙂 before the first stand-up.\n",
    "Lead engineer on the billing platform; previously at a fintech start-up in Berlin.",
    "Speaks English, Deutsch, Français and a little Polski (Łódź, 2019).",
    "\tOn call every third week, reachable via the team channel.",
    "Writes about distributed systems, JVM performance and the history of typography.",
    "Contributor to several open-source projects and organiser of the local meetup.",
    "Prefers e-mail over meetings; replies within 24 hours on working days.",
    "Reviewed 1,200 pull requests last year — mostly about caching and retries.",
  };
  private static final String[] TAGS = {
    "admin", "beta", "premium", "newsletter", "eu-west", "us-east", "apac", "verified", "trial",
    "enterprise"
  };

  private final int count;

  // stringsOnly: each string value of jsonInput as bytes[i] from offsets[i], lengths[i] long
  private byte[][] stringBytes;
  private int[] stringOffsets;
  private int[] stringLengths;
  // stringsCopyOnly: each string value already decoded, as Latin-1 bytes or (beyond Latin-1) chars
  private byte[] decodedLatin1;
  private char[] decodedChars;
  private int[] decodedOffsets; // into decodedLatin1, or ~offset into decodedChars
  private int[] copyLengths; // in chars

  public UsersBenchmark() {
    this(1);
  }

  protected UsersBenchmark(int count) {
    super(
        UserList.class,
        UserList.class,
        Scenarios.UserList.parser(),
        io.wirebind.benchmarks.quickbuf.Scenarios.UserList::newInstance,
        io.wirebind.benchmarks.quickbuf.Scenarios.UserList::newInstance);
    this.count = count;
  }

  @Override
  protected ObjectMapper createJackson() {
    return Libraries.springBootJackson();
  }

  @Override
  protected UserList createData() {
    Random rnd = new Random(20261127L + count);
    UserList l = new UserList();
    for (int i = 0; i < count; i++) {
      User u = new User();
      u.id = new UUID(rnd.nextLong(), rnd.nextLong()).toString();
      u.firstName = FIRST[rnd.nextInt(FIRST.length)];
      u.lastName = LAST[rnd.nextInt(LAST.length)];
      u.email = (ascii(u.firstName) + "." + ascii(u.lastName) + i + "@example.com").toLowerCase(java.util.Locale.ROOT);
      u.company = COMPANIES[rnd.nextInt(COMPANIES.length)];
      StringBuilder about = new StringBuilder();
      for (int k = 0, n = 5 + rnd.nextInt(3); k < n; k++) {
        if (k > 0) {
          about.append(' ');
        }
        about.append(SENTENCES[rnd.nextInt(SENTENCES.length)]);
      }
      u.about = about.toString();
      for (int k = 0, n = 3 + rnd.nextInt(4); k < n; k++) {
        u.tags.add(TAGS[rnd.nextInt(TAGS.length)]);
      }
      u.registered = Instant.ofEpochSecond(1_500_000_000L + rnd.nextInt(250_000_000)).toString();
      u.birthday = LocalDate.ofEpochDay(-8000 + rnd.nextInt(12000)).toString();
      u.latitude = Math.round((rnd.nextDouble() * 180 - 90) * 1e6) / 1e6;
      u.longitude = Math.round((rnd.nextDouble() * 360 - 180) * 1e6) / 1e6;
      u.balance = Math.round(rnd.nextDouble() * 1e7) / 100.0;
      l.users.add(u);
    }
    return l;
  }

  /** The ASCII letters of a name, for its e-mail address. */
  private static String ascii(String name) {
    StringBuilder b = new StringBuilder();
    for (char c : java.text.Normalizer.normalize(name, java.text.Normalizer.Form.NFD).toCharArray()) {
      if (c < 0x80 && Character.isLetter(c)) {
        b.append(c);
      } else if (c == 'Ł' || c == 'ł') {
        b.append('l');
      } else if (c == 'ø') {
        b.append('o');
      }
    }
    return b.toString();
  }

  @Override
  protected UserList expectedRead(UserList data) {
    return data;
  }

  /** Every decoder's result equals the data exactly (doubles bit for bit). */
  @Override
  protected void setupScenario() throws IOException {
    checkExact("wirebindJson", wirebindJsonDecode());
    checkExact("wirebindJson reuse", wirebindJsonDecodeReuse());
    checkExact("wirebindJson own bytes", codec.fromJson(codec.toJson(source)));
    checkExact("wirebindProto", wirebindProtoDecode());
    checkExact("jackson", jacksonDecode());
    checkExact("jackson3", jackson3Decode());
    checkExact("dslJson", dslJsonDecode());
    checkExact("fastjson2", fastjson2Decode());
    checkExact("protobufJava", fromProtobufJava(protobufJavaDecode()));
    setupStringsOnly();
  }

  /**
   * The floor of any decoder that makes JDK {@code String}s: only the document's string values
   * made, each with {@code new String(bytes, offset, length, UTF_8)} from its byte range in the
   * input found here in the setup (no tokens, names, numbers or objects); a string with escapes
   * from its unescaped UTF-8, decoded here. Compare with {@code jackson3Decode} and {@code
   * wirebindJsonDecode} in the same run (docs/PERFORMANCE.md, "Where the time goes").
   */
  @Benchmark
  public String[] stringsOnly() {
    byte[][] bytes = stringBytes;
    int[] offsets = stringOffsets;
    int[] lengths = stringLengths;
    String[] out = new String[bytes.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = new String(bytes[i], offsets[i], lengths[i], java.nio.charset.StandardCharsets.UTF_8);
    }
    return out;
  }

  /**
   * The floor of any decoder that makes JDK {@code String}s through their public constructors, with
   * no decoding at all: the document's string values made from their contents decoded here in the
   * setup, a Latin-1 one with {@code new String(bytes, offset, length, ISO_8859_1)} (one copy), one
   * beyond Latin-1 with {@code new String(chars, offset, length)} (the JDK tries the compact form
   * first, then copies the chars).
   */
  @Benchmark
  public String[] stringsCopyOnly() {
    byte[] latin1 = decodedLatin1;
    char[] chars = decodedChars;
    int[] offsets = decodedOffsets;
    int[] lengths = copyLengths;
    String[] out = new String[offsets.length];
    for (int i = 0; i < out.length; i++) {
      int off = offsets[i];
      out[i] = off >= 0
          ? new String(latin1, off, lengths[i], java.nio.charset.StandardCharsets.ISO_8859_1)
          : new String(chars, ~off, lengths[i]);
    }
    return out;
  }

  /** Finds the ranges of the string values in jsonInput with Jackson's parser, for {@link #stringsOnly}. */
  private void setupStringsOnly() throws IOException {
    java.util.List<byte[]> arrays = new ArrayList<>();
    java.util.List<int[]> ranges = new ArrayList<>();
    java.util.List<String> texts = new ArrayList<>();
    try (com.fasterxml.jackson.core.JsonParser p = new com.fasterxml.jackson.core.JsonFactory().createParser(jsonInput)) {
      for (com.fasterxml.jackson.core.JsonToken t; (t = p.nextToken()) != null; ) {
        if (t != com.fasterxml.jackson.core.JsonToken.VALUE_STRING) {
          continue;
        }
        int quote = (int) p.currentTokenLocation().getByteOffset();
        if (jsonInput[quote] != '"') {
          throw new IllegalStateException("stringsOnly: no quote at " + quote);
        }
        int end = quote + 1;
        boolean escapes = false;
        while (jsonInput[end] != '"') {
          if (jsonInput[end] == '\\') {
            escapes = true;
            end++;
          }
          end++;
        }
        String text = p.getText();
        texts.add(text);
        if (escapes) { // pre-decoded: its UTF-8 in an array of its own
          byte[] utf8 = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
          arrays.add(utf8);
          ranges.add(new int[] {0, utf8.length});
        } else {
          arrays.add(jsonInput);
          ranges.add(new int[] {quote + 1, end - quote - 1});
        }
      }
    }
    int n = arrays.size();
    stringBytes = arrays.toArray(new byte[0][]);
    stringOffsets = new int[n];
    stringLengths = new int[n];
    for (int i = 0; i < n; i++) {
      stringOffsets[i] = ranges.get(i)[0];
      stringLengths[i] = ranges.get(i)[1];
    }
    String[] made = stringsOnly();
    if (!java.util.Arrays.asList(made).equals(texts) || n != 8 * count + tagCount()) {
      throw new IllegalStateException("stringsOnly: not the document's " + n + " strings");
    }
    // stringsCopyOnly: the same strings decoded, Latin-1 ones as bytes, others as chars
    java.io.ByteArrayOutputStream latin1 = new java.io.ByteArrayOutputStream();
    StringBuilder chars = new StringBuilder();
    decodedOffsets = new int[n];
    int[] lengths = new int[n];
    for (int i = 0; i < n; i++) {
      String t = texts.get(i);
      lengths[i] = t.length();
      if (t.chars().allMatch(c -> c <= 0xFF)) {
        decodedOffsets[i] = latin1.size();
        latin1.writeBytes(t.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      } else {
        decodedOffsets[i] = ~chars.length();
        chars.append(t);
      }
    }
    decodedLatin1 = latin1.toByteArray();
    decodedChars = chars.toString().toCharArray();
    copyLengths = lengths;
    made = stringsCopyOnly();
    if (!java.util.Arrays.asList(made).equals(texts)) {
      throw new IllegalStateException("stringsCopyOnly: not the document's strings");
    }
  }

  private int tagCount() {
    int n = 0;
    for (User u : source.users) {
      n += u.tags.size();
    }
    return n;
  }

  private void checkExact(String what, UserList actual) {
    if (!source.equals(actual)) {
      throw new IllegalStateException(getClass().getSimpleName() + " " + what + ": not equal to the data");
    }
  }

  @Override
  protected Scenarios.UserList toProtobufJava(UserList l) {
    Scenarios.UserList.Builder b = Scenarios.UserList.newBuilder();
    for (User u : l.users) {
      Scenarios.User.Builder ub = Scenarios.User.newBuilder();
      if (u.id != null) {
        ub.setId(u.id);
      }
      if (u.firstName != null) {
        ub.setFirstName(u.firstName);
      }
      if (u.lastName != null) {
        ub.setLastName(u.lastName);
      }
      if (u.email != null) {
        ub.setEmail(u.email);
      }
      if (u.company != null) {
        ub.setCompany(u.company);
      }
      if (u.about != null) {
        ub.setAbout(u.about);
      }
      ub.addAllTags(u.tags);
      if (u.registered != null) {
        ub.setRegistered(u.registered);
      }
      if (u.birthday != null) {
        ub.setBirthday(u.birthday);
      }
      ub.setLatitude(u.latitude).setLongitude(u.longitude).setBalance(u.balance);
      b.addUsers(ub);
    }
    return b.build();
  }

  @Override
  protected UserList fromProtobufJava(Scenarios.UserList p) {
    UserList l = new UserList();
    for (Scenarios.User pu : p.getUsersList()) {
      User u = new User();
      u.id = pu.hasId() ? pu.getId() : null;
      u.firstName = pu.hasFirstName() ? pu.getFirstName() : null;
      u.lastName = pu.hasLastName() ? pu.getLastName() : null;
      u.email = pu.hasEmail() ? pu.getEmail() : null;
      u.company = pu.hasCompany() ? pu.getCompany() : null;
      u.about = pu.hasAbout() ? pu.getAbout() : null;
      u.tags = new ArrayList<>(pu.getTagsList());
      u.registered = pu.hasRegistered() ? pu.getRegistered() : null;
      u.birthday = pu.hasBirthday() ? pu.getBirthday() : null;
      u.latitude = pu.getLatitude();
      u.longitude = pu.getLongitude();
      u.balance = pu.getBalance();
      l.users.add(u);
    }
    return l;
  }

  @Override
  protected void fillQuickBuffers(UserList l, io.wirebind.benchmarks.quickbuf.Scenarios.UserList q) {
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.Scenarios.User> users = q.getMutableUsers();
    for (User u : l.users) {
      io.wirebind.benchmarks.quickbuf.Scenarios.User qu = users.next();
      if (u.id != null) {
        qu.setId(u.id);
      }
      if (u.firstName != null) {
        qu.setFirstName(u.firstName);
      }
      if (u.lastName != null) {
        qu.setLastName(u.lastName);
      }
      if (u.email != null) {
        qu.setEmail(u.email);
      }
      if (u.company != null) {
        qu.setCompany(u.company);
      }
      if (u.about != null) {
        qu.setAbout(u.about);
      }
      for (String t : u.tags) {
        qu.addTags(t);
      }
      if (u.registered != null) {
        qu.setRegistered(u.registered);
      }
      if (u.birthday != null) {
        qu.setBirthday(u.birthday);
      }
      qu.setLatitude(u.latitude).setLongitude(u.longitude).setBalance(u.balance);
    }
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.Scenarios.UserList q, Blackhole bh) {
    RepeatedMessage<io.wirebind.benchmarks.quickbuf.Scenarios.User> users = q.getUsers();
    for (int i = 0, n = users.length(); i < n; i++) {
      io.wirebind.benchmarks.quickbuf.Scenarios.User u = users.get(i);
      bh.consume(u.getId());
      bh.consume(u.getFirstName());
      bh.consume(u.getLastName());
      bh.consume(u.getEmail());
      bh.consume(u.getCompany());
      bh.consume(u.getAbout());
      for (int k = 0, m = u.getTags().length(); k < m; k++) {
        bh.consume(u.getTags().get(k));
      }
      bh.consume(u.getRegistered());
      bh.consume(u.getBirthday());
    }
  }
}
