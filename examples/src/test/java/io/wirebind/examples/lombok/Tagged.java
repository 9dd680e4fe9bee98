package io.wirebind.examples.lombok;

import io.wirebind.annotation.WireMessage;
import lombok.AccessLevel;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

/** Lombok {@code @Getter}/{@code @Setter} on the class, over private fields. */
@WireMessage
@Getter
@Setter
@NoArgsConstructor(access = AccessLevel.PUBLIC)
public class Tagged {
  private String tag;
  private int weight;
  private Invoice invoice;

  @Override
  public boolean equals(Object o) {
    return o instanceof Tagged t && java.util.Objects.equals(t.tag, tag) && t.weight == weight
        && java.util.Objects.equals(t.invoice, invoice);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(tag, weight, invoice);
  }
}
