package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeInfo.As;
import com.fasterxml.jackson.annotation.JsonTypeInfo.Id;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Hierarchies whose codec hands a leading type id to the subtype's codec, which reads on after it
 * ({@code readJsonAfterTypeId}), and the subtypes that read the id themselves; see AfterIdTest.
 */
public final class AfterIdForms {
  private AfterIdForms() {}

  /** An enum holding a visible id: its subtype reads the id itself. */
  public enum Tag { coded, other }

  /**
   * PROPERTY, visible, with a defaultImpl: a mutable subtype with a String holder and an alias id, a
   * record without a holder, an enum holder, a strict subtype without a holder, a container of the
   * base.
   */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME, include = As.PROPERTY, property = "kind", visible = true, defaultImpl = VOther.class)
  @JsonSubTypes({
    @JsonSubTypes.Type(value = VText.class, name = "text", names = {"txt"}),
    @JsonSubTypes.Type(value = VNum.class, name = "num"),
    @JsonSubTypes.Type(value = VOther.class, name = "other"),
    @JsonSubTypes.Type(value = VCoded.class, name = "coded"),
    @JsonSubTypes.Type(value = VStrict.class, name = "strict"),
    @JsonSubTypes.Type(value = VGroup.class, name = "group")
  })
  public sealed interface Visible permits VText, VNum, VOther, VCoded, VStrict, VGroup {}

  /** Mutable, so a reused instance is decoded into. */
  @WireMessage
  public static final class VText implements Visible {
    public String kind;
    public String text;
    public int size;

    public VText() {}

    public VText(String kind, String text, int size) {
      this.kind = kind;
      this.text = text;
      this.size = size;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof VText t && Objects.equals(kind, t.kind) && Objects.equals(text, t.text) && size == t.size;
    }

    @Override
    public int hashCode() {
      return Objects.hash(kind, text, size);
    }

    @Override
    public String toString() {
      return "VText[" + kind + ", " + text + ", " + size + "]";
    }
  }

  @WireMessage public record VNum(long n) implements Visible {}

  @WireMessage public record VOther(String kind, int n) implements Visible {}

  @WireMessage public record VCoded(Tag kind, int n) implements Visible {}

  @WireMessage(failOnUnknownJson = true) public record VStrict(int n) implements Visible {}

  @WireMessage public record VGroup(String kind, List<Visible> items, Map<String, Visible> byName) implements Visible {}

  /** PROPERTY, not visible (the default {@code @type}), with a nested hierarchy and a holder named like the id. */
  @WireMessage
  @JsonTypeInfo(use = Id.NAME)
  @JsonSubTypes({
    @JsonSubTypes.Type(value = HText.class, name = "htext"),
    @JsonSubTypes.Type(value = HNamed.class, name = "hnamed"),
    @JsonSubTypes.Type(value = Inner.class)
  })
  public sealed interface Hidden permits HText, HNamed, Inner {}

  @WireMessage public record HText(String text, List<Hidden> children) implements Hidden {}

  /** A property named like the id, which keeps its default: the id is not visible. */
  @WireMessage
  public static final class HNamed implements Hidden {
    @com.fasterxml.jackson.annotation.JsonProperty("@type")
    public String type;
    public int n;

    public HNamed() {}

    public HNamed(String type, int n) {
      this.type = type;
      this.n = n;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof HNamed h && Objects.equals(type, h.type) && n == h.n;
    }

    @Override
    public int hashCode() {
      return Objects.hash(type, n);
    }

    @Override
    public String toString() {
      return "HNamed[" + type + ", " + n + "]";
    }
  }

  /** A hierarchy in the hierarchy: its own codec reads the id again, then hands it on. */
  @WireMessage
  @JsonSubTypes({@JsonSubTypes.Type(value = IA.class, name = "ia"), @JsonSubTypes.Type(value = IB.class, name = "ib")})
  public sealed interface Inner extends Hidden permits IA, IB {}

  @WireMessage public record IA(int a) implements Inner {}

  @WireMessage public record IB(String b, Hidden next) implements Inner {}

  /** Everything in the positions a base takes: field, list element, map value. */
  @WireMessage
  public record Holder(Visible one, List<Visible> many, Map<String, Hidden> hidden, Hidden single) {}
}
