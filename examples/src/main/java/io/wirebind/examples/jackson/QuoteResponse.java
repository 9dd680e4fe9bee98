package io.wirebind.examples.jackson;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A response class of a pricing service, annotated for Jackson long before Wirebind arrived. Adding
 * {@code @WireMessage} is the only change: Wirebind reads the Jackson annotations (by name, without
 * depending on Jackson) and writes the same JSON as {@code ObjectMapper}:
 *
 * <ul>
 *   <li>{@code @JsonProperty("quote_id")} renames the property;
 *   <li>{@code @JsonInclude(NON_NULL)} leaves out {@code note} when it is null;
 *   <li>{@code @JsonIgnore} keeps {@code internalCost} out of JSON, and out of protobuf too.
 * </ul>
 *
 * Property order follows Jackson's too, quirks included: it moves a renamed property
 * ({@code quote_id}) after the others, and so does Wirebind.
 *
 * No {@code @WireField} numbers: protobuf numbers follow declaration order (1..8, the ignored field
 * skipped).
 */
@WireMessage
public class QuoteResponse {
  @JsonProperty("quote_id")
  private String quoteId;

  private String symbol;
  private QuoteType type;
  private double bid;
  private double ask;
  private long size;
  private long validUntil;
  private List<String> venues = new ArrayList<>();

  @JsonInclude(JsonInclude.Include.NON_NULL)
  private String note;

  @JsonIgnore
  private double internalCost;

  /** How firm the quote is. */
  public enum QuoteType {
    INDICATIVE,
    FIRM
  }

  public String getQuoteId() {
    return quoteId;
  }

  public void setQuoteId(String quoteId) {
    this.quoteId = quoteId;
  }

  public String getSymbol() {
    return symbol;
  }

  public void setSymbol(String symbol) {
    this.symbol = symbol;
  }

  public QuoteType getType() {
    return type;
  }

  public void setType(QuoteType type) {
    this.type = type;
  }

  public double getBid() {
    return bid;
  }

  public void setBid(double bid) {
    this.bid = bid;
  }

  public double getAsk() {
    return ask;
  }

  public void setAsk(double ask) {
    this.ask = ask;
  }

  public long getSize() {
    return size;
  }

  public void setSize(long size) {
    this.size = size;
  }

  public long getValidUntil() {
    return validUntil;
  }

  public void setValidUntil(long validUntil) {
    this.validUntil = validUntil;
  }

  public List<String> getVenues() {
    return venues;
  }

  public void setVenues(List<String> venues) {
    this.venues = venues;
  }

  public String getNote() {
    return note;
  }

  public void setNote(String note) {
    this.note = note;
  }

  public double getInternalCost() {
    return internalCost;
  }

  public void setInternalCost(double internalCost) {
    this.internalCost = internalCost;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof QuoteResponse q
        && Objects.equals(quoteId, q.quoteId)
        && Objects.equals(symbol, q.symbol)
        && type == q.type
        && Double.compare(bid, q.bid) == 0
        && Double.compare(ask, q.ask) == 0
        && size == q.size
        && validUntil == q.validUntil
        && Objects.equals(venues, q.venues)
        && Objects.equals(note, q.note)
        && Double.compare(internalCost, q.internalCost) == 0;
  }

  @Override
  public int hashCode() {
    return Objects.hash(quoteId, symbol, type, bid, ask, size, validUntil, venues, note);
  }
}
