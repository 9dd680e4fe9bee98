package io.wirebind.spring.boot4.model;

import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A Jackson 3 JavaBean: private fields, getters and setters, declared out of alphabetical order. */
@WireMessage
public class Account {
  private String owner;
  private long number;
  private BigDecimal balance;
  private boolean active;
  private Optional<String> email = Optional.empty();
  private List<Line> lines = new ArrayList<>();

  public String getOwner() {
    return owner;
  }

  public void setOwner(String owner) {
    this.owner = owner;
  }

  public long getNumber() {
    return number;
  }

  public void setNumber(long number) {
    this.number = number;
  }

  public BigDecimal getBalance() {
    return balance;
  }

  public void setBalance(BigDecimal balance) {
    this.balance = balance;
  }

  public boolean isActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }

  public Optional<String> getEmail() {
    return email;
  }

  public void setEmail(Optional<String> email) {
    this.email = email;
  }

  public List<Line> getLines() {
    return lines;
  }

  public void setLines(List<Line> lines) {
    this.lines = lines;
  }

  /** An account with {@code seed} lines. */
  public static Account sample(int seed) {
    Account a = new Account();
    a.owner = "owner-" + seed;
    a.number = 9_000_000_000L + seed;
    a.balance = new BigDecimal("1234.5" + seed);
    a.active = seed % 2 == 0;
    a.email = seed % 3 == 0 ? Optional.empty() : Optional.of("a" + seed + "@example.com");
    for (int i = 0; i < seed % 4; i++) {
      a.lines.add(Line.sample(seed * 10 + i));
    }
    return a;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Account x
        && Objects.equals(owner, x.owner)
        && number == x.number
        && Objects.equals(balance, x.balance)
        && active == x.active
        && Objects.equals(email, x.email)
        && Objects.equals(lines, x.lines);
  }

  @Override
  public int hashCode() {
    return Objects.hash(owner, number);
  }

  @Override
  public String toString() {
    return "Account[" + owner + ", " + number + ", " + balance + ", " + active + ", " + email + ", " + lines + "]";
  }
}
