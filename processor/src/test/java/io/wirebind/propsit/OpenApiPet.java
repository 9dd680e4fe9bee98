package io.wirebind.propsit;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonTypeName;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A model as openapi-generator's {@code java} generator (library {@code native}) writes it:
 * private fields named apart from the JSON names, fluent setters, {@code @JsonProperty} on getter
 * and setter, {@code @JsonInclude(USE_DEFAULTS)}, {@code @JsonPropertyOrder}.
 */
@JsonPropertyOrder({
  OpenApiPet.JSON_PROPERTY_ID,
  OpenApiPet.JSON_PROPERTY_NAME,
  OpenApiPet.JSON_PROPERTY_FLOAT,
  OpenApiPet.JSON_PROPERTY_RETURN,
  OpenApiPet.JSON_PROPERTY_123_LIST,
  OpenApiPet.JSON_PROPERTY_A_T_T_N_A_M_E,
  OpenApiPet.JSON_PROPERTY_PHOTO_URLS
})
@JsonTypeName("Pet")
@WireMessage
public class OpenApiPet {
  public static final String JSON_PROPERTY_ID = "id";
  private Long id;

  public static final String JSON_PROPERTY_NAME = "name";
  private String name;

  public static final String JSON_PROPERTY_FLOAT = "float";
  private Float _float;

  public static final String JSON_PROPERTY_RETURN = "return";
  private Integer _return;

  public static final String JSON_PROPERTY_123_LIST = "123-list";
  private String _123list;

  public static final String JSON_PROPERTY_A_T_T_N_A_M_E = "ATT_NAME";
  private String ATT_NAME;

  public static final String JSON_PROPERTY_PHOTO_URLS = "photoUrls";
  private List<String> photoUrls = new ArrayList<>();

  public OpenApiPet() {
  }

  public OpenApiPet id(Long id) {
    this.id = id;
    return this;
  }

  /**
   * Get id
   * @return id
   */
  @JsonProperty(JSON_PROPERTY_ID)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public Long getId() {
    return id;
  }

  @JsonProperty(JSON_PROPERTY_ID)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public void setId(Long id) {
    this.id = id;
  }

  public OpenApiPet name(String name) {
    this.name = name;
    return this;
  }

  @JsonProperty(JSON_PROPERTY_NAME)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getName() {
    return name;
  }

  @JsonProperty(JSON_PROPERTY_NAME)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setName(String name) {
    this.name = name;
  }

  public OpenApiPet _float(Float _float) {
    this._float = _float;
    return this;
  }

  @JsonProperty(JSON_PROPERTY_FLOAT)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public Float getFloat() {
    return _float;
  }

  @JsonProperty(JSON_PROPERTY_FLOAT)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public void setFloat(Float _float) {
    this._float = _float;
  }

  public OpenApiPet _return(Integer _return) {
    this._return = _return;
    return this;
  }

  @JsonProperty(JSON_PROPERTY_RETURN)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public Integer getReturn() {
    return _return;
  }

  @JsonProperty(JSON_PROPERTY_RETURN)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public void setReturn(Integer _return) {
    this._return = _return;
  }

  public OpenApiPet _123list(String _123list) {
    this._123list = _123list;
    return this;
  }

  @JsonProperty(JSON_PROPERTY_123_LIST)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public String get123list() {
    return _123list;
  }

  @JsonProperty(JSON_PROPERTY_123_LIST)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public void set123list(String _123list) {
    this._123list = _123list;
  }

  public OpenApiPet ATT_NAME(String ATT_NAME) {
    this.ATT_NAME = ATT_NAME;
    return this;
  }

  @JsonProperty(JSON_PROPERTY_A_T_T_N_A_M_E)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public String getATTNAME() {
    return ATT_NAME;
  }

  @JsonProperty(JSON_PROPERTY_A_T_T_N_A_M_E)
  @JsonInclude(value = JsonInclude.Include.USE_DEFAULTS)
  public void setATTNAME(String ATT_NAME) {
    this.ATT_NAME = ATT_NAME;
  }

  public OpenApiPet photoUrls(List<String> photoUrls) {
    this.photoUrls = photoUrls;
    return this;
  }

  public OpenApiPet addPhotoUrlsItem(String photoUrlsItem) {
    if (this.photoUrls == null) {
      this.photoUrls = new ArrayList<>();
    }
    this.photoUrls.add(photoUrlsItem);
    return this;
  }

  @JsonProperty(JSON_PROPERTY_PHOTO_URLS)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public List<String> getPhotoUrls() {
    return photoUrls;
  }

  @JsonProperty(JSON_PROPERTY_PHOTO_URLS)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setPhotoUrls(List<String> photoUrls) {
    this.photoUrls = photoUrls;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || getClass() != o.getClass()) {
      return false;
    }
    OpenApiPet pet = (OpenApiPet) o;
    return Objects.equals(this.id, pet.id)
        && Objects.equals(this.name, pet.name)
        && Objects.equals(this._float, pet._float)
        && Objects.equals(this._return, pet._return)
        && Objects.equals(this._123list, pet._123list)
        && Objects.equals(this.ATT_NAME, pet.ATT_NAME)
        && Objects.equals(this.photoUrls, pet.photoUrls);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, _float, _return, _123list, ATT_NAME, photoUrls);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("class Pet {\n");
    sb.append("    id: ").append(toIndentedString(id)).append("\n");
    sb.append("    name: ").append(toIndentedString(name)).append("\n");
    sb.append("    _float: ").append(toIndentedString(_float)).append("\n");
    sb.append("    _return: ").append(toIndentedString(_return)).append("\n");
    sb.append("    _123list: ").append(toIndentedString(_123list)).append("\n");
    sb.append("    ATT_NAME: ").append(toIndentedString(ATT_NAME)).append("\n");
    sb.append("    photoUrls: ").append(toIndentedString(photoUrls)).append("\n");
    sb.append("}");
    return sb.toString();
  }

  private String toIndentedString(Object o) {
    if (o == null) {
      return "null";
    }
    return o.toString().replace("\n", "\n    ");
  }
}
