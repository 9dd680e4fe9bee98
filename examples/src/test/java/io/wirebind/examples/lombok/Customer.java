package io.wirebind.examples.lombok;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import lombok.Data;

/** A mutable Lombok class: {@code @Data} writes the getters, setters and no-argument constructor. */
@WireMessage
@Data
public class Customer {
  private String name;
  private boolean vip;
  private List<String> emails;
}
