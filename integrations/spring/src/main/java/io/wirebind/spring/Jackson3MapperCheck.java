package io.wirebind.spring;

import static io.wirebind.spring.MapperReasons.featureName;
import static io.wirebind.spring.MapperReasons.property;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.JsonStyle;
import java.text.DateFormat;
import java.util.LinkedHashSet;
import java.lang.reflect.Field;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonReadFeature;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.cfg.JsonNodeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

/**
 * Compares a Jackson 3 {@link JsonMapper} (Spring Boot 4's mapper bean) with the mapper the
 * {@link JsonStyle#JACKSON3} codecs match: Jackson 3's default {@code JsonMapper.builder().build()},
 * which is also what Boot 4 builds without {@code spring.jackson.*} settings (the features Boot 4
 * turns off — {@code WRITE_DATES_AS_TIMESTAMPS}, {@code WRITE_DURATIONS_AS_TIMESTAMPS},
 * {@code FAIL_ON_UNKNOWN_PROPERTIES}, {@code DEFAULT_VIEW_INCLUSION} — are already off in Jackson
 * 3). Every setting that differs is a reason to leave the JSON (writing, reading or both, by what
 * the setting affects) to the mapper, except the settings Wirebind follows anyway ({@link
 * #FOLLOWED}); as in {@link Jackson2MapperCheck}. The decision carries {@link JsonStyle#JACKSON3}:
 * only codecs generated for Jackson 3 serve JSON, the others leave it to the mapper. A pure
 * function of the mapper's configuration.
 */
public final class Jackson3MapperCheck {
  private Jackson3MapperCheck() {}

  /** The mapper the Jackson 3 style matches. */
  private static final JsonMapper REFERENCE = JsonMapper.builder().build();

  /**
   * Feature values Wirebind's JSON already behaves by, though they are not Jackson 3's defaults,
   * and features that cannot change the bytes of a value or whether they are accepted (closing and
   * flushing streams, how exceptions are wrapped, which number parser is used, source locations).
   */
  static final Map<Enum<?>, Boolean> FOLLOWED =
      Map.ofEntries(
          Map.entry(SerializationFeature.FAIL_ON_EMPTY_BEANS, true), // Wirebind has no message without members to fail on
          Map.entry(MapperFeature.DEFAULT_VIEW_INCLUSION, true), // no view is active in Wirebind
          Map.entry(SerializationFeature.CLOSE_CLOSEABLE, true),
          Map.entry(SerializationFeature.FLUSH_AFTER_WRITE_VALUE, false),
          Map.entry(SerializationFeature.WRAP_EXCEPTIONS, false),
          Map.entry(DeserializationFeature.WRAP_EXCEPTIONS, false),
          Map.entry(DeserializationFeature.EAGER_DESERIALIZER_FETCH, false),
          Map.entry(StreamWriteFeature.AUTO_CLOSE_TARGET, false),
          Map.entry(StreamWriteFeature.AUTO_CLOSE_CONTENT, false),
          Map.entry(StreamWriteFeature.FLUSH_PASSED_TO_STREAM, false),
          Map.entry(StreamReadFeature.AUTO_CLOSE_SOURCE, false),
          Map.entry(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION, true),
          Map.entry(StreamReadFeature.USE_FAST_DOUBLE_PARSER, true),
          Map.entry(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER, true));

  /** The classes of the modules Boot 4 registers itself (for {@code @JacksonComponent}s and {@code @JacksonMixin}s). */
  static final Set<String> KNOWN_MODULES =
      Set.of(
          "org.springframework.boot.jackson.JacksonComponentModule",
          "org.springframework.boot.jackson.JacksonMixinModule");

  /** The mix-in Spring registers for {@code ProblemDetail}, a type that is never a {@code @WireMessage}. */
  private static final String PROBLEM_DETAIL = "org.springframework.http.ProblemDetail";

  /** What Wirebind does with the JSON of an application whose mapper is {@code mapper}. */
  public static JsonDecision check(JsonMapper mapper) {
    MapperReasons r = new MapperReasons();
    SerializationConfig ser = mapper.serializationConfig();
    DeserializationConfig deser = mapper.deserializationConfig();
    SerializationConfig refSer = REFERENCE.serializationConfig();
    DeserializationConfig refDeser = REFERENCE.deserializationConfig();
    for (SerializationFeature f : SerializationFeature.values()) {
      feature(r, f, mapper.isEnabled(f), REFERENCE.isEnabled(f), "serialization", true, false);
    }
    for (DeserializationFeature f : DeserializationFeature.values()) {
      feature(r, f, mapper.isEnabled(f), REFERENCE.isEnabled(f), "deserialization", false, true);
    }
    for (MapperFeature f : MapperFeature.values()) {
      feature(r, f, mapper.isEnabled(f), REFERENCE.isEnabled(f), "mapper", true, true);
    }
    for (DateTimeFeature f : DateTimeFeature.values()) {
      feature(r, f, mapper.isEnabled(f), REFERENCE.isEnabled(f), "datatype.datetime", writes(f), reads(f));
    }
    for (EnumFeature f : EnumFeature.values()) {
      feature(r, f, mapper.isEnabled(f), REFERENCE.isEnabled(f), "datatype.enum", writes(f), reads(f));
    }
    for (JsonNodeFeature f : JsonNodeFeature.values()) {
      feature(r, f, mapper.isEnabled(f), REFERENCE.isEnabled(f), "datatype.json-node", true, true);
    }
    for (StreamWriteFeature f : StreamWriteFeature.values()) {
      feature(r, f, ser.isEnabled(f), refSer.isEnabled(f), null, true, false);
    }
    for (StreamReadFeature f : StreamReadFeature.values()) {
      feature(r, f, deser.isEnabled(f), refDeser.isEnabled(f), null, false, true);
    }
    for (JsonWriteFeature f : JsonWriteFeature.values()) {
      feature(r, f, ser.hasFormatFeature(f), refSer.hasFormatFeature(f), "json.write", true, false);
    }
    for (JsonReadFeature f : JsonReadFeature.values()) {
      feature(r, f, deser.hasFormatFeature(f), refDeser.hasFormatFeature(f), "json.read", false, true);
    }
    TokenStreamFactory factory = mapper.tokenStreamFactory();
    if (!(factory instanceof JsonFactory json) || json.getCharacterEscapes() != null) {
      r.write("custom CharacterEscapes or a custom JsonFactory");
    }

    if (ser.getPropertyNamingStrategy() != null) {
      r.both("property naming strategy " + ser.getPropertyNamingStrategy().getClass().getSimpleName()
          + " (spring.jackson.property-naming-strategy)");
    }
    if (ser.getEnumNamingStrategy() != null) {
      r.both("enum naming strategy " + ser.getEnumNamingStrategy().getClass().getSimpleName());
    }
    JsonInclude.Value inclusion = ser.getDefaultPropertyInclusion();
    if (!isAlways(inclusion.getValueInclusion()) || !isAlways(inclusion.getContentInclusion())) {
      r.write("default property inclusion " + inclusion.getValueInclusion()
          + (isAlways(inclusion.getContentInclusion()) ? "" : " (content " + inclusion.getContentInclusion() + ")")
          + " (spring.jackson.default-property-inclusion)");
    }
    if (ser.hasExplicitTimeZone()) {
      r.both("time zone " + ser.getTimeZone().getID() + " (spring.jackson.time-zone)");
    }
    DateFormat dateFormat = ser.getDateFormat();
    if (!sameClass(dateFormat, refSer.getDateFormat()) || !Objects.equals(dateFormat, refSer.getDateFormat())) {
      r.both("date format " + (dateFormat == null ? "none" : dateFormat.getClass().getName()) + " (spring.jackson.date-format)");
    }
    if (!ser.getLocale().equals(refSer.getLocale())) {
      r.both("locale " + ser.getLocale() + " (spring.jackson.locale)");
    }
    if (!String.valueOf(ser.getDefaultVisibilityChecker()).equals(String.valueOf(refSer.getDefaultVisibilityChecker()))) {
      r.both("property visibility " + ser.getDefaultVisibilityChecker() + " (spring.jackson.visibility)");
    }
    if (!Objects.equals(String.valueOf(deser.getConstructorDetector()), String.valueOf(refDeser.getConstructorDetector()))) {
      r.read("constructor detector " + deser.getConstructorDetector().singleArgMode() + " (spring.jackson.constructor-detector)");
    }
    Boolean lenient = deser.getDefaultPropertyFormat(Object.class).getLenient();
    if (!Objects.equals(lenient, refDeser.getDefaultPropertyFormat(Object.class).getLenient())) {
      r.both("default leniency " + lenient + " (spring.jackson.default-leniency)");
    }
    if (!deser.getDefaultNullHandling().equals(refDeser.getDefaultNullHandling())) {
      r.read("default setter nulls " + deser.getDefaultNullHandling());
    }
    if (ser.getActiveView() != null) {
      r.write("active view " + ser.getActiveView().getName());
    }
    if (ser.getDefaultTyper(mapper.constructType(Object.class)) != null) {
      r.both("default typing (activateDefaultTyping)");
    }
    int mixIns = Math.max(ser.mixInCount(), deser.mixInCount());
    try {
      Class<?> problem = Class.forName(PROBLEM_DETAIL, false, Jackson3MapperCheck.class.getClassLoader());
      if (ser.findMixInClassFor(problem) != null) {
        mixIns--; // Spring's own, on a type that is never a @WireMessage
      }
    } catch (ClassNotFoundException | LinkageError e) {
      // no Spring web: no mix-in of its own
    }
    if (mixIns > 0) {
      r.both(mixIns + " mix-in(s) (JsonMapper.Builder.addMixIn, @JacksonMixin)");
    }
    Set<String> modules = new LinkedHashSet<>();
    for (JacksonModule module : mapper.registeredModules()) {
      String name = module.getClass().getName();
      if (!KNOWN_MODULES.contains(name) || hasAdditions(module)) {
        modules.add(module.getRegistrationId() instanceof String id && !id.equals(name) ? id + " (" + name + ")" : name);
      }
    }
    if (!modules.isEmpty()) {
      r.both("module(s) " + String.join(", ", modules) + " (a JacksonModule bean, @JacksonComponent or customizer)");
    }
    Set<String> introspectors = introspectors(ser, deser);
    if (!introspectors.equals(introspectors(refSer, refDeser))) {
      r.both("annotation introspectors " + introspectors);
    }
    return new JsonDecision(r.write, r.read, JsonStyle.JACKSON3);
  }

  /** The fields of a {@code SimpleModule} that hold what it registers. */
  private static final String[] ADDITIONS = {
    "_serializers", "_deserializers", "_keySerializers", "_keyDeserializers", "_defaultNullKeySerializer",
    "_defaultNullValueSerializer", "_abstractTypes", "_valueInstantiators", "_deserializerModifier",
    "_serializerModifier", "_mixins", "_subtypes", "_namingStrategy"
  };

  /**
   * Whether one of Boot's own modules registers serializers, deserializers or the like (a {@code
   * @JacksonComponent}), which would change some type's JSON; true when that cannot be read.
   */
  static boolean hasAdditions(JacksonModule module) {
    if (!(module instanceof SimpleModule)) {
      return true;
    }
    try {
      for (String name : ADDITIONS) {
        Field field = SimpleModule.class.getDeclaredField(name);
        field.setAccessible(true);
        Object value = field.get(module);
        if (value != null && !(value instanceof Collection<?> c && c.isEmpty()) && !(value instanceof Map<?, ?> m && m.isEmpty())) {
          return true;
        }
      }
      return false;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return true; // not inspectable (a module path without access): assume it changes JSON
    }
  }

  /** Whether a date or enum feature affects writing: all but the {@code READ_…} and {@code FAIL_ON_…} ones. */
  private static boolean writes(Enum<?> f) {
    return !f.name().startsWith("READ_") && !f.name().startsWith("FAIL_ON_");
  }

  /** Whether a date or enum feature affects reading: all but the {@code WRITE_…} ones. */
  private static boolean reads(Enum<?> f) {
    return !f.name().startsWith("WRITE_");
  }

  private static Set<String> introspectors(SerializationConfig ser, DeserializationConfig deser) {
    Set<String> names = new LinkedHashSet<>();
    for (var ai : ser.getAnnotationIntrospector().allIntrospectors()) {
      names.add(ai.getClass().getName());
    }
    for (var ai : deser.getAnnotationIntrospector().allIntrospectors()) {
      names.add(ai.getClass().getName());
    }
    return names;
  }

  private static boolean sameClass(Object a, Object b) {
    return a == null ? b == null : b != null && a.getClass() == b.getClass();
  }

  private static boolean isAlways(JsonInclude.Include include) {
    return include == JsonInclude.Include.ALWAYS || include == JsonInclude.Include.USE_DEFAULTS;
  }

  private static void feature(
      MapperReasons r, Enum<?> f, boolean enabled, boolean expected, String group, boolean write, boolean read) {
    if (enabled == expected) {
      return;
    }
    Boolean followed = FOLLOWED.get(f);
    if (followed != null && followed == enabled) {
      return;
    }
    String reason = featureName(f) + "=" + enabled
        + (group == null ? "" : " (spring.jackson." + group + "." + property(f.name()) + ")");
    if (write) {
      r.write(reason);
    }
    if (read) {
      r.read(reason);
    }
  }
}
