package io.wirebind.propsit;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.wirebind.annotation.WireMessage;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A model as openapi-generator's {@code spring} generator writes it: no {@code @JsonPropertyOrder},
 * {@code @JsonProperty} on the getter only, a keyword-named property ({@code _return} / {@code
 * getReturn()}), a {@code Boolean} with {@code getX()}, a nested model and a list of them.
 */
@WireMessage
public class SpringOrder {

  private Long id;

  private Integer _return;

  private OffsetDateTime shipDate;

  private Boolean complete = false;

  private OpenApiPet pet;

  private List<OpenApiPet> pets = new ArrayList<>();

  public SpringOrder id(Long id) {
    this.id = id;
    return this;
  }

  @JsonProperty("id")
  public Long getId() {
    return id;
  }

  public void setId(Long id) {
    this.id = id;
  }

  public SpringOrder _return(Integer _return) {
    this._return = _return;
    return this;
  }

  @JsonProperty("return")
  public Integer getReturn() {
    return _return;
  }

  public void setReturn(Integer _return) {
    this._return = _return;
  }

  public SpringOrder shipDate(OffsetDateTime shipDate) {
    this.shipDate = shipDate;
    return this;
  }

  @JsonProperty("shipDate")
  public OffsetDateTime getShipDate() {
    return shipDate;
  }

  public void setShipDate(OffsetDateTime shipDate) {
    this.shipDate = shipDate;
  }

  public SpringOrder complete(Boolean complete) {
    this.complete = complete;
    return this;
  }

  @JsonProperty("complete")
  public Boolean getComplete() {
    return complete;
  }

  public void setComplete(Boolean complete) {
    this.complete = complete;
  }

  public SpringOrder pet(OpenApiPet pet) {
    this.pet = pet;
    return this;
  }

  @JsonProperty("pet")
  public OpenApiPet getPet() {
    return pet;
  }

  public void setPet(OpenApiPet pet) {
    this.pet = pet;
  }

  public SpringOrder pets(List<OpenApiPet> pets) {
    this.pets = pets;
    return this;
  }

  @JsonProperty("pets")
  public List<OpenApiPet> getPets() {
    return pets;
  }

  public void setPets(List<OpenApiPet> pets) {
    this.pets = pets;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || getClass() != o.getClass()) {
      return false;
    }
    SpringOrder order = (SpringOrder) o;
    return Objects.equals(this.id, order.id) && Objects.equals(this._return, order._return)
        && Objects.equals(this.shipDate, order.shipDate)
        && Objects.equals(this.complete, order.complete) && Objects.equals(this.pet, order.pet)
        && Objects.equals(this.pets, order.pets);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, _return, shipDate, complete, pet, pets);
  }

  @Override
  public String toString() {
    return "class Order {id: " + id + ", return: " + _return + ", shipDate: " + shipDate
        + ", complete: " + complete + ", pet: " + pet + ", pets: " + pets + "}";
  }
}
