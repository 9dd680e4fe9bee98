package io.wirebind.propsit;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** Hand-written JavaBeans the way Jackson codebases write them. */
public final class Beans {
  private Beans() {}

  /**
   * Private fields behind getters and setters, {@code is}-getters for {@code boolean} and {@code
   * Boolean}, computed getter-only properties, an annotated private field without accessors, an
   * unannotated one (no property), an ignored getter, a method named like no accessor.
   */
  @WireMessage
  public static class Person {
    private String first;
    private String last;
    private boolean active;
    private Boolean verified;
    private int xValue;
    @JsonProperty String nickname;
    private String internal = "kept out";
    private String secret;
    private String code;

    public String getFirst() {
      return first;
    }

    public void setFirst(String first) {
      this.first = first;
    }

    public String getLast() {
      return last;
    }

    public void setLast(String last) {
      this.last = last;
    }

    /** Computed: written by Jackson, ignored (unknown) on reading. */
    public String getDisplayName() {
      return first + " " + last;
    }

    public boolean isActive() {
      return active;
    }

    public void setActive(boolean active) {
      this.active = active;
    }

    public Boolean isVerified() {
      return verified;
    }

    public void setVerified(Boolean verified) {
      this.verified = verified;
    }

    public int getXValue() {
      return xValue;
    }

    public void setXValue(int xValue) {
      this.xValue = xValue;
    }

    @JsonIgnore
    public String getSecret() {
      return secret;
    }

    public void setSecret(String secret) {
      this.secret = secret;
    }

    @JsonProperty("code")
    public String code() {
      return code;
    }

    @JsonProperty("code")
    public void code(String code) {
      this.code = code;
    }

    String nickname() {
      return nickname;
    }

    void nickname(String n) {
      nickname = n;
    }

    String internal() {
      return internal;
    }
  }

  /** A base class with a private field behind accessors and a computed getter. */
  public static class Base {
    private long id;
    public String kind = "base";

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public String getLabel() {
      return kind + "#" + id;
    }
  }

  /** Inheriting them, with its own field, renamed getter and computed getter. */
  @WireMessage
  public static class Derived extends Base {
    public int size;
    private double weight;

    @JsonProperty("w")
    public double getWeight() {
      return weight;
    }

    public void setWeight(double weight) {
      this.weight = weight;
    }

    public int getDoubled() {
      return size * 2;
    }
  }

  /** {@code @JsonIgnore} on record components: left out, null / 0 passed to the constructor. */
  @WireMessage
  public record Hidden(String shown, @JsonIgnore String hidden, @JsonIgnore int count,
      List<String> tags) {}

  /** A record with a computed getter, written by Jackson 2.18 like a class's. */
  @WireMessage
  public record Named(String first, String last) {
    public String getFull() {
      return first + " " + last;
    }
  }
}
