package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Messages Jackson creates through a static {@code @JsonCreator} factory: a concrete class, and an
 * abstract value class whose factory returns a subclass (what AutoValue generates), read through
 * its abstract accessors; in every position, against Jackson both ways, and in protobuf.
 */
class FactoryCreatorTest {
  private static final Compilation C = compile();

  private static Compilation compile() {
    Compilation c = javac().withProcessors(new WirebindProcessor())
        .withOptions("-Xlint:all,-processing")
        .compile(JavaFileObjects.forSourceLines("f.Quote",
            "package f;",
            "import com.fasterxml.jackson.annotation.*;",
            "import io.wirebind.annotation.WireMessage;",
            "@WireMessage",
            "public abstract class Quote {",
            "  @JsonProperty(\"symbol\") public abstract String symbol();",
            "  @JsonProperty(\"price\") public abstract double price();",
            "  @JsonCreator",
            "  public static Quote create(@JsonProperty(\"symbol\") String symbol, @JsonProperty(\"price\") double price) {",
            "    return new Quote_Value(symbol, price);",
            "  }",
            "}"),
            JavaFileObjects.forSourceLines("f.Quote_Value",
            "package f;",
            "final class Quote_Value extends Quote {",
            "  private final String symbol;",
            "  private final double price;",
            "  Quote_Value(String symbol, double price) { this.symbol = symbol; this.price = price; }",
            "  @Override public String symbol() { return symbol; }",
            "  @Override public double price() { return price; }",
            "}"),
            JavaFileObjects.forSourceLines("f.Point",
            "package f;",
            "import com.fasterxml.jackson.annotation.*;",
            "import io.wirebind.annotation.WireMessage;",
            "@WireMessage",
            "public final class Point {",
            "  private final int x;",
            "  private final int y;",
            "  private Point(int x, int y) { this.x = x; this.y = y; }",
            "  @JsonCreator public static Point of(@JsonProperty(\"x\") int x, @JsonProperty(\"y\") int y) {",
            "    return new Point(x, y);",
            "  }",
            "  public int getX() { return x; }",
            "  public int getY() { return y; }",
            "}"),
            JavaFileObjects.forSourceLines("f.Board",
            "package f;",
            "import io.wirebind.annotation.WireMessage;",
            "import java.util.*;",
            "@WireMessage",
            "public class Board {",
            "  public Quote quote;",
            "  public List<Quote> quotes;",
            "  public Map<String, Point> points;",
            "  public Optional<Point> last;",
            "}"));
    assertThat(c).succeededWithoutWarnings();
    return c;
  }

  @Test
  void factoriesMatchJacksonInEveryPosition() throws Exception {
    CompiledClasses classes = new CompiledClasses(C);
    Class<?> board = classes.load("f.Board");
    @SuppressWarnings("unchecked")
    Codec<Object> codec = (Codec<Object>) classes.load("f.Board_WireCodec").getField("INSTANCE").get(null);
    ObjectMapper mapper = new ObjectMapper().registerModule(new Jdk8Module());
    String[] inputs = {
        "{\"quote\":{\"symbol\":\"ACME\",\"price\":12.5},\"quotes\":[{\"symbol\":\"X\",\"price\":-0.0},"
            + "{\"symbol\":null,\"price\":1e300}],\"points\":{\"a\":{\"x\":1,\"y\":-2}},\"last\":{\"x\":0,\"y\":7}}",
        "{\"quote\":null,\"quotes\":[],\"points\":{},\"last\":null}",
        "{\"quote\":{\"price\":3},\"quotes\":null,\"points\":null}"};
    for (String in : inputs) {
      Object value = mapper.readValue(in, board);
      String expected = mapper.writeValueAsString(value);
      assertEquals(expected, new String(codec.toJson(value), StandardCharsets.UTF_8));
      assertEquals(expected, mapper.writeValueAsString(codec.fromJson(expected.getBytes(StandardCharsets.UTF_8))));
      byte[] pb = codec.toProto(value);
      assertArrayEquals(pb, codec.toProto(codec.fromProto(pb)));
    }
  }
}
