package io.wirebind.benchmarks.model.generated;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.openapitools.jackson.nullable.JsonNullable;

/** A page of pets: a list of the discriminated base, a count and a nullable cursor. */
@JsonPropertyOrder({
  PetPage.JSON_PROPERTY_ITEMS,
  PetPage.JSON_PROPERTY_TOTAL,
  PetPage.JSON_PROPERTY_NEXT_CURSOR
})
@io.wirebind.annotation.WireMessage
@com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
public class PetPage {
  public static final String JSON_PROPERTY_ITEMS = "items";
  private List<Pet> items = new ArrayList<>();

  public static final String JSON_PROPERTY_TOTAL = "total";
  private Integer total;

  public static final String JSON_PROPERTY_NEXT_CURSOR = "nextCursor";
  private JsonNullable<String> nextCursor = JsonNullable.<String>undefined();

  public PetPage() {
  }

  public PetPage items(List<Pet> items) {
    this.items = items;
    return this;
  }

  public PetPage addItemsItem(Pet itemsItem) {
    if (this.items == null) {
      this.items = new ArrayList<>();
    }
    this.items.add(itemsItem);
    return this;
  }

  @JsonProperty(value = JSON_PROPERTY_ITEMS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public List<Pet> getItems() {
    return items;
  }

  @JsonProperty(value = JSON_PROPERTY_ITEMS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setItems(List<Pet> items) {
    this.items = items;
  }

  public PetPage total(Integer total) {
    this.total = total;
    return this;
  }

  @JsonProperty(value = JSON_PROPERTY_TOTAL, required = false)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public Integer getTotal() {
    return total;
  }

  @JsonProperty(value = JSON_PROPERTY_TOTAL, required = false)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public void setTotal(Integer total) {
    this.total = total;
  }

  public PetPage nextCursor(String nextCursor) {
    this.nextCursor = JsonNullable.<String>of(nextCursor);
    return this;
  }

  @JsonIgnore
  public String getNextCursor() {
    return nextCursor.orElse(null);
  }

  @JsonProperty(value = JSON_PROPERTY_NEXT_CURSOR, required = false)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public JsonNullable<String> getNextCursor_JsonNullable() {
    return nextCursor;
  }

  @JsonProperty(JSON_PROPERTY_NEXT_CURSOR)
  public void setNextCursor_JsonNullable(JsonNullable<String> nextCursor) {
    this.nextCursor = nextCursor;
  }

  public void setNextCursor(String nextCursor) {
    this.nextCursor = JsonNullable.<String>of(nextCursor);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || getClass() != o.getClass()) {
      return false;
    }
    PetPage petPage = (PetPage) o;
    return Objects.equals(this.items, petPage.items) &&
        Objects.equals(this.total, petPage.total) &&
        Objects.equals(this.nextCursor, petPage.nextCursor);
  }

  @Override
  public int hashCode() {
    return Objects.hash(items, total, nextCursor);
  }

  @Override
  public String toString() {
    return "class PetPage {\n    items: " + items + "\n    total: " + total + "\n    nextCursor: " + nextCursor + "\n}";
  }
}
