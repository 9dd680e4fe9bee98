package io.wirebind.benchmarks.model.generated.dsl;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.dslplatform.json.JsonValue;
import java.util.List;

/**
 * {@link io.wirebind.benchmarks.model.generated.Cat} for DSL-JSON: its own properties first, then
 * the base's, as Jackson orders them (the subclass's {@code @JsonPropertyOrder} names only its own);
 * {@code index} sets DSL-JSON's member order, which otherwise is not the declaration order.
 */
@CompiledJson(discriminator = "petType", name = "Cat", objectFormatPolicy = CompiledJson.ObjectFormatPolicy.MINIMAL)
public class DslCat implements DslPet {
  @JsonAttribute(index = 1)
  public Boolean indoor;
  @JsonAttribute(index = 2)
  public HuntingSkill huntingSkill;
  @JsonAttribute(index = 3)
  public Long id;
  @JsonAttribute(index = 4)
  public String name;
  @JsonAttribute(index = 5)
  public DslPetStatus status;
  @JsonAttribute(index = 6)
  public DslCategory category;
  @JsonAttribute(index = 7)
  public Integer age;
  @JsonAttribute(index = 8)
  public List<String> tags;
  /** Never undefined in the data: present or an explicit {@code null}, which MINIMAL would leave out. */
  @JsonAttribute(index = 9, includeToMinimal = JsonAttribute.IncludePolicy.ALWAYS)
  public String nickname;
  /** Never an explicit {@code null} in the data: present or undefined (left out). */
  @JsonAttribute(index = 10)
  public List<String> photoUrls;

  public enum HuntingSkill {
    CLUELESS("clueless"),
    LAZY("lazy"),
    ADVENTUROUS("adventurous"),
    AGGRESSIVE("aggressive");

    private final String value;

    HuntingSkill(String value) {
      this.value = value;
    }

    @JsonValue
    public String getValue() {
      return value;
    }
  }
}
