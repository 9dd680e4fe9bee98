package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.generated.Category;
import io.wirebind.benchmarks.model.generated.Cat;
import io.wirebind.benchmarks.model.generated.Dog;
import io.wirebind.benchmarks.model.generated.Pet;
import io.wirebind.benchmarks.model.generated.PetPage;
import io.wirebind.benchmarks.model.generated.PetStatus;
import io.wirebind.benchmarks.protobuf.GeneratedProtos;
import java.util.ArrayList;
import java.util.List;
import org.openapitools.jackson.nullable.JsonNullable;

/**
 * {@link GeneratedModelBenchmark}'s conversion between the generated classes and protoc's messages
 * of {@code generated.proto}, as a protobuf-java user with these domain classes writes it: enums by
 * number ({@code setXValue(ordinal)}), a {@code JsonNullable} as its wrapper message (absent when
 * undefined, empty when null), the open base as its {@code oneof}.
 */
final class GeneratedModelProtos {
  private GeneratedModelProtos() {}

  static GeneratedProtos.PetPage toMessage(PetPage page) {
    GeneratedProtos.PetPage.Builder b = GeneratedProtos.PetPage.newBuilder();
    for (Pet p : page.getItems()) {
      GeneratedProtos.Pet.Builder pb = GeneratedProtos.Pet.newBuilder();
      if (p instanceof Dog d) {
        pb.setDog(toMessage(d));
      } else if (p instanceof Cat c) {
        pb.setCat(toMessage(c));
      } else {
        pb.setPet(toOwnMessage(p));
      }
      b.addItems(pb);
    }
    if (page.getTotal() != null) {
      b.setTotal(page.getTotal());
    }
    if (page.getNextCursor_JsonNullable().isPresent()) {
      b.setNextCursorJsonNullable(nullable(page.getNextCursor()));
    }
    return b.build();
  }

  private static GeneratedProtos.NullableString nullable(String s) {
    GeneratedProtos.NullableString.Builder b = GeneratedProtos.NullableString.newBuilder();
    if (s != null) {
      b.setValue(s);
    }
    return b.build();
  }

  private static GeneratedProtos.NullableListOfString nullable(List<String> l) {
    GeneratedProtos.NullableListOfString.Builder b = GeneratedProtos.NullableListOfString.newBuilder();
    if (l != null) {
      b.setValue(GeneratedProtos.ListOfString.newBuilder().addAllValues(l));
    }
    return b.build();
  }

  private static GeneratedProtos.Category toMessage(Category c) {
    GeneratedProtos.Category.Builder b = GeneratedProtos.Category.newBuilder();
    if (c.getId() != null) {
      b.setId(c.getId());
    }
    if (c.getName() != null) {
      b.setName(c.getName());
    }
    return b.build();
  }

  private static GeneratedProtos.Dog toMessage(Dog p) {
    GeneratedProtos.Dog.Builder b = GeneratedProtos.Dog.newBuilder();
    if (p.getPetType() != null) {
      b.setPetType(p.getPetType());
    }
    if (p.getId() != null) {
      b.setId(p.getId());
    }
    if (p.getName() != null) {
      b.setName(p.getName());
    }
    if (p.getStatus() != null) {
      b.setStatusValue(p.getStatus().ordinal());
    }
    if (p.getCategory() != null) {
      b.setCategory(toMessage(p.getCategory()));
    }
    if (p.getAge() != null) {
      b.setAge(p.getAge());
    }
    if (p.getTags() != null) {
      b.addAllTags(p.getTags());
    }
    if (p.getPackSize() != null) {
      b.setPackSize(p.getPackSize());
    }
    if (p.getSize() != null) {
      b.setSizeValue(p.getSize().ordinal());
    }
    if (p.getNickname().isPresent()) {
      b.setNickname(nullable(p.getNickname().get()));
    }
    if (p.getPhotoUrls().isPresent()) {
      b.setPhotoUrls(nullable(p.getPhotoUrls().get()));
    }
    return b.build();
  }

  private static GeneratedProtos.Cat toMessage(Cat p) {
    GeneratedProtos.Cat.Builder b = GeneratedProtos.Cat.newBuilder();
    if (p.getPetType() != null) {
      b.setPetType(p.getPetType());
    }
    if (p.getId() != null) {
      b.setId(p.getId());
    }
    if (p.getName() != null) {
      b.setName(p.getName());
    }
    if (p.getStatus() != null) {
      b.setStatusValue(p.getStatus().ordinal());
    }
    if (p.getCategory() != null) {
      b.setCategory(toMessage(p.getCategory()));
    }
    if (p.getAge() != null) {
      b.setAge(p.getAge());
    }
    if (p.getTags() != null) {
      b.addAllTags(p.getTags());
    }
    if (p.getIndoor() != null) {
      b.setIndoor(p.getIndoor());
    }
    if (p.getHuntingSkill() != null) {
      b.setHuntingSkillValue(p.getHuntingSkill().ordinal());
    }
    if (p.getNickname().isPresent()) {
      b.setNickname(nullable(p.getNickname().get()));
    }
    if (p.getPhotoUrls().isPresent()) {
      b.setPhotoUrls(nullable(p.getPhotoUrls().get()));
    }
    return b.build();
  }

  private static GeneratedProtos.Pet.Own toOwnMessage(Pet p) {
    GeneratedProtos.Pet.Own.Builder b = GeneratedProtos.Pet.Own.newBuilder();
    if (p.getPetType() != null) {
      b.setPetType(p.getPetType());
    }
    if (p.getId() != null) {
      b.setId(p.getId());
    }
    if (p.getName() != null) {
      b.setName(p.getName());
    }
    if (p.getStatus() != null) {
      b.setStatusValue(p.getStatus().ordinal());
    }
    if (p.getCategory() != null) {
      b.setCategory(toMessage(p.getCategory()));
    }
    if (p.getAge() != null) {
      b.setAge(p.getAge());
    }
    if (p.getTags() != null) {
      b.addAllTags(p.getTags());
    }
    if (p.getNickname().isPresent()) {
      b.setNickname(nullable(p.getNickname().get()));
    }
    if (p.getPhotoUrls().isPresent()) {
      b.setPhotoUrls(nullable(p.getPhotoUrls().get()));
    }
    return b.build();
  }

  // ---- messages to the generated classes (the checks; protobufJavaDecode stops at the messages) ----

  static PetPage fromMessage(GeneratedProtos.PetPage m) {
    PetPage page = new PetPage();
    for (GeneratedProtos.Pet pm : m.getItemsList()) {
      page.addItemsItem(switch (pm.getKindCase()) {
        case DOG -> fromMessage(pm.getDog());
        case CAT -> fromMessage(pm.getCat());
        case PET -> fromMessage(pm.getPet());
        case KIND_NOT_SET -> null;
      });
    }
    page.setTotal(m.hasTotal() ? m.getTotal() : null);
    if (m.hasNextCursorJsonNullable()) {
      page.setNextCursor(value(m.getNextCursorJsonNullable()));
    }
    return page;
  }

  private static String value(GeneratedProtos.NullableString n) {
    return n.hasValue() ? n.getValue() : null;
  }

  private static JsonNullable<List<String>> value(boolean present, GeneratedProtos.NullableListOfString n) {
    if (!present) {
      return JsonNullable.undefined();
    }
    return JsonNullable.of(n.hasValue() ? new ArrayList<>(n.getValue().getValuesList()) : null);
  }

  private static Category fromMessage(GeneratedProtos.Category m) {
    return new Category().id(m.hasId() ? m.getId() : null).name(m.hasName() ? m.getName() : null);
  }

  private static Dog fromMessage(GeneratedProtos.Dog m) {
    Dog p = new Dog()
        .packSize(m.hasPackSize() ? m.getPackSize() : null)
        .size(m.hasSize() ? Dog.SizeEnum.values()[m.getSizeValue()] : null);
    p.setPetType(m.hasPetType() ? m.getPetType() : null);
    p.id(m.hasId() ? m.getId() : null)
        .name(m.hasName() ? m.getName() : null)
        .status(m.hasStatus() ? PetStatus.values()[m.getStatusValue()] : null)
        .category(m.hasCategory() ? fromMessage(m.getCategory()) : null)
        .age(m.hasAge() ? m.getAge() : null)
        .tags(new ArrayList<>(m.getTagsList()));
    if (m.hasNickname()) {
      p.nickname(value(m.getNickname()));
    }
    p.setPhotoUrls(value(m.hasPhotoUrls(), m.getPhotoUrls()));
    return p;
  }

  private static Cat fromMessage(GeneratedProtos.Cat m) {
    Cat p = new Cat()
        .indoor(m.hasIndoor() ? m.getIndoor() : null)
        .huntingSkill(m.hasHuntingSkill() ? Cat.HuntingSkillEnum.values()[m.getHuntingSkillValue()] : null);
    p.setPetType(m.hasPetType() ? m.getPetType() : null);
    p.id(m.hasId() ? m.getId() : null)
        .name(m.hasName() ? m.getName() : null)
        .status(m.hasStatus() ? PetStatus.values()[m.getStatusValue()] : null)
        .category(m.hasCategory() ? fromMessage(m.getCategory()) : null)
        .age(m.hasAge() ? m.getAge() : null)
        .tags(new ArrayList<>(m.getTagsList()));
    if (m.hasNickname()) {
      p.nickname(value(m.getNickname()));
    }
    p.setPhotoUrls(value(m.hasPhotoUrls(), m.getPhotoUrls()));
    return p;
  }

  private static Pet fromMessage(GeneratedProtos.Pet.Own m) {
    Pet p = new Pet();
    p.setPetType(m.hasPetType() ? m.getPetType() : null);
    p.id(m.hasId() ? m.getId() : null)
        .name(m.hasName() ? m.getName() : null)
        .status(m.hasStatus() ? PetStatus.values()[m.getStatusValue()] : null)
        .category(m.hasCategory() ? fromMessage(m.getCategory()) : null)
        .age(m.hasAge() ? m.getAge() : null)
        .tags(new ArrayList<>(m.getTagsList()));
    if (m.hasNickname()) {
      p.nickname(value(m.getNickname()));
    }
    p.setPhotoUrls(value(m.hasPhotoUrls(), m.getPhotoUrls()));
    return p;
  }
}
