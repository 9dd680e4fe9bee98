package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A bank account with its postings (AccountBenchmark): nested lists of small objects ({@link
 * Posting}s, each with its {@link Fee}s), {@code BigDecimal} amounts, {@code LocalDate}s and
 * {@code OffsetDateTime}s. {@code equals} is exact ({@code BigDecimal} scale included).
 */
@WireMessage
@CompiledJson
public final class Account {
  @WireField(1) public String iban;
  @WireField(2) public String owner;
  @WireField(3) public String currency;
  @WireField(4) public LocalDate openedOn;
  @WireField(5) public OffsetDateTime updatedAt;
  @WireField(6) public BigDecimal balance;
  @WireField(7) public BigDecimal creditLimit;
  @WireField(8) public List<Posting> postings = new ArrayList<>();

  @Override
  public boolean equals(Object o) {
    return o instanceof Account a
        && Objects.equals(iban, a.iban)
        && Objects.equals(owner, a.owner)
        && Objects.equals(currency, a.currency)
        && Objects.equals(openedOn, a.openedOn)
        && Objects.equals(updatedAt, a.updatedAt)
        && Objects.equals(balance, a.balance)
        && Objects.equals(creditLimit, a.creditLimit)
        && Objects.equals(postings, a.postings);
  }

  @Override
  public int hashCode() {
    return Objects.hash(iban, balance, postings);
  }

  @Override
  public String toString() {
    return "Account[" + iban + ", " + owner + ", " + currency + ", " + openedOn + ", " + updatedAt
        + ", " + balance + ", " + creditLimit + ", " + postings + "]";
  }
}
