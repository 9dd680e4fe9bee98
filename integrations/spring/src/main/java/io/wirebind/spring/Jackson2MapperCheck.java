package io.wirebind.spring;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategy;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.ConstructorDetector;
import com.fasterxml.jackson.databind.cfg.EnumFeature;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.deser.BeanDeserializerFactory;
import com.fasterxml.jackson.databind.deser.DeserializerFactory;
import com.fasterxml.jackson.databind.ser.BeanSerializerFactory;
import com.fasterxml.jackson.databind.ser.SerializerFactory;
import com.fasterxml.jackson.databind.util.StdDateFormat;
import java.text.DateFormat;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Compares a Jackson 2 {@link ObjectMapper} with the mapper Wirebind's Jackson-style JSON matches:
 * Spring Boot 3's, which is Jackson's defaults with {@code Jdk8Module}, {@code JavaTimeModule} and
 * {@code ParameterNamesModule} registered, {@code WRITE_DATES_AS_TIMESTAMPS},
 * {@code WRITE_DURATIONS_AS_TIMESTAMPS}, {@code FAIL_ON_UNKNOWN_PROPERTIES} and
 * {@code DEFAULT_VIEW_INCLUSION} off. Every setting that differs is a reason to leave the JSON
 * (writing, reading or both, by what the setting affects) to the mapper, except the settings
 * Wirebind follows anyway ({@link #FOLLOWED}). A pure function of the mapper's configuration.
 */
public final class Jackson2MapperCheck {
  private Jackson2MapperCheck() {}

  /** Features whose value in Boot 3's mapper is not Jackson's default. */
  private static final Map<Enum<?>, Boolean> BOOT_DEFAULTS =
      Map.of(
          SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false,
          SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS, false,
          DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false,
          MapperFeature.DEFAULT_VIEW_INCLUSION, false);

  /**
   * Feature values Wirebind's JSON already behaves by, though they are not Boot's defaults, and
   * features that cannot change the bytes of a value or whether they are accepted (closing and
   * flushing streams, how exceptions are wrapped, which number parser is used).
   */
  static final Map<Enum<?>, Boolean> FOLLOWED =
      Map.ofEntries(
          Map.entry(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true), // Wirebind always fails on them
          Map.entry(SerializationFeature.FAIL_ON_EMPTY_BEANS, false), // Wirebind writes {} for an empty class
          Map.entry(MapperFeature.DEFAULT_VIEW_INCLUSION, true), // no view is active in Wirebind
          Map.entry(SerializationFeature.CLOSE_CLOSEABLE, true),
          Map.entry(SerializationFeature.FLUSH_AFTER_WRITE_VALUE, false),
          Map.entry(SerializationFeature.WRAP_EXCEPTIONS, false),
          Map.entry(DeserializationFeature.WRAP_EXCEPTIONS, false),
          Map.entry(DeserializationFeature.EAGER_DESERIALIZER_FETCH, false),
          Map.entry(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false),
          Map.entry(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT, false),
          Map.entry(JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM, false),
          Map.entry(JsonParser.Feature.AUTO_CLOSE_SOURCE, false),
          Map.entry(JsonParser.Feature.INCLUDE_SOURCE_IN_LOCATION, true),
          Map.entry(JsonParser.Feature.USE_FAST_DOUBLE_PARSER, true),
          Map.entry(JsonParser.Feature.USE_FAST_BIG_NUMBER_PARSER, true));

  /** The module ids of Boot 3's mapper (and Boot's own modules, whose additions are counted below). */
  static final Map<String, String> KNOWN_MODULES =
      Map.of(
          "com.fasterxml.jackson.datatype.jdk8.Jdk8Module", "com.fasterxml.jackson.datatype.jdk8.Jdk8Module",
          "jackson-datatype-jsr310", "com.fasterxml.jackson.datatype.jsr310.JavaTimeModule",
          "jackson-module-parameter-names", "com.fasterxml.jackson.module.paramnames.ParameterNamesModule",
          "org.springframework.boot.jackson.JsonComponentModule", "org.springframework.boot.jackson.JsonComponentModule",
          "org.springframework.boot.jackson.JsonMixinModule", "org.springframework.boot.jackson.JsonMixinModule");

  /** The modules Wirebind's JSON of value types assumes (dates, durations, {@code Optional}), by id. */
  static final Map<String, String> REQUIRED_MODULES =
      Map.of("com.fasterxml.jackson.datatype.jdk8.Jdk8Module", "Jdk8Module", "jackson-datatype-jsr310", "JavaTimeModule");

  /** The mix-in Spring's {@code Jackson2ObjectMapperBuilder} registers for {@code ProblemDetail}. */
  private static final String PROBLEM_DETAIL = "org.springframework.http.ProblemDetail";

  /** What Wirebind does with the JSON of an application whose mapper is {@code mapper}. */
  public static JsonDecision check(ObjectMapper mapper) {
    MapperReasons r = new MapperReasons();
    SerializationConfig ser = mapper.getSerializationConfig();
    for (SerializationFeature f : SerializationFeature.values()) {
      feature(r, f, mapper.isEnabled(f), f.enabledByDefault(), "serialization", true, false);
    }
    for (DeserializationFeature f : DeserializationFeature.values()) {
      feature(r, f, mapper.isEnabled(f), f.enabledByDefault(), "deserialization", false, true);
    }
    for (MapperFeature f : MapperFeature.values()) {
      feature(r, f, mapper.isEnabled(f), f.enabledByDefault(), "mapper", true, true);
    }
    JsonFactory factory = mapper.getFactory();
    for (JsonGenerator.Feature f : JsonGenerator.Feature.values()) {
      feature(r, f, ser.isEnabled(f, factory), f.enabledByDefault(), "generator", true, false);
    }
    for (JsonParser.Feature f : JsonParser.Feature.values()) {
      feature(r, f, mapper.getDeserializationConfig().isEnabled(f, factory), f.enabledByDefault(), "parser", false, true);
    }
    // the JSON features not mapped to a JsonGenerator/JsonParser feature (those are checked above)
    JsonFactory plain = new JsonFactory();
    int writeMask = factory.getFormatGeneratorFeatures();
    for (JsonWriteFeature f : JsonWriteFeature.values()) {
      if (f.mappedFeature() == null) {
        boolean byDefault = (plain.getFormatGeneratorFeatures() & f.getMask()) != 0;
        feature(r, f, (writeMask & f.getMask()) != 0, byDefault, null, true, false);
      }
    }
    int readMask = factory.getFormatParserFeatures();
    for (JsonReadFeature f : JsonReadFeature.values()) {
      if (f.mappedFeature() == null) {
        boolean byDefault = (plain.getFormatParserFeatures() & f.getMask()) != 0;
        feature(r, f, (readMask & f.getMask()) != 0, byDefault, null, false, true);
      }
    }
    for (EnumFeature f : EnumFeature.values()) {
      feature(r, f, ser.isEnabled(f), f.enabledByDefault(), "datatype.enum", true, true);
    }
    for (JsonNodeFeature f : JsonNodeFeature.values()) {
      feature(r, f, ser.isEnabled(f), f.enabledByDefault(), "datatype.json-node", true, true);
    }
    if (factory.getCharacterEscapes() != null) {
      r.write("custom CharacterEscapes on the JsonFactory");
    }

    PropertyNamingStrategy naming = mapper.getPropertyNamingStrategy();
    if (naming != null) {
      r.both("property naming strategy " + naming.getClass().getSimpleName() + " (spring.jackson.property-naming-strategy)");
    }
    if (mapper.getEnumNamingStrategy() != null) {
      r.both("enum naming strategy " + mapper.getEnumNamingStrategy().getClass().getSimpleName());
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
    if (dateFormat == null || dateFormat.getClass() != StdDateFormat.class
        || !((StdDateFormat) dateFormat).isColonIncludedInTimeZone()) {
      r.both("date format " + (dateFormat == null ? "none" : dateFormat.getClass().getName()) + " (spring.jackson.date-format)");
    }
    if (!ser.getLocale().equals(Locale.getDefault())) {
      r.both("locale " + ser.getLocale() + " (spring.jackson.locale)");
    }
    ObjectMapper reference = new ObjectMapper();
    if (!mapper.getVisibilityChecker().toString().equals(reference.getVisibilityChecker().toString())) {
      r.both("property visibility " + mapper.getVisibilityChecker() + " (spring.jackson.visibility)");
    }
    ConstructorDetector detector = mapper.getDeserializationConfig().getConstructorDetector();
    if (detector != ConstructorDetector.DEFAULT) {
      r.read("constructor detector " + detector.singleArgMode() + " (spring.jackson.constructor-detector)");
    }
    Boolean lenient = mapper.getDeserializationConfig().getDefaultPropertyFormat(Object.class).getLenient();
    if (lenient != null) {
      r.both("default leniency " + lenient + " (spring.jackson.default-leniency)");
    }
    if (!mapper.getDeserializationConfig().getDefaultSetterInfo().equals(JsonSetter.Value.empty())) {
      r.read("default setter nulls " + mapper.getDeserializationConfig().getDefaultSetterInfo());
    }
    if (ser.getActiveView() != null) {
      r.write("active view " + ser.getActiveView().getName());
    }
    if (ser.getDefaultTyper(mapper.constructType(Object.class)) != null) {
      r.both("default typing (activateDefaultTyping)");
    }
    if (ser.getRootName() != null) {
      r.both("root name " + ser.getRootName());
    }
    int mixIns = mapper.mixInCount();
    try {
      Class<?> problem = Class.forName(PROBLEM_DETAIL, false, Jackson2MapperCheck.class.getClassLoader());
      Class<?> mixIn = mapper.findMixInClassFor(problem);
      if (mixIn != null && mixIn.getName().equals("org.springframework.http.converter.json.ProblemDetailJacksonMixin")) {
        mixIns--; // Spring's own, on a type that is never a @WireMessage
      }
    } catch (ClassNotFoundException | LinkageError e) {
      // no Spring web: no mix-in of its own
    }
    if (mixIns > 0) {
      r.both(mixIns + " mix-in(s) (Jackson2ObjectMapperBuilder.mixIn, @JsonMixin)");
    }
    modules(mapper, reference, r);
    return new JsonDecision(r.write, r.read, io.wirebind.annotation.JsonStyle.JACKSON);
  }

  private static void modules(ObjectMapper mapper, ObjectMapper reference, MapperReasons r) {
    Set<Object> ids = mapper.getRegisteredModuleIds();
    for (Object id : ids) {
      String className = KNOWN_MODULES.get(String.valueOf(id));
      if (className == null) {
        r.both("module " + id);
      } else {
        // the same module, fresh: what it adds with nothing registered on it
        try {
          Class<?> type = Class.forName(className, true, Jackson2MapperCheck.class.getClassLoader());
          reference.registerModule((com.fasterxml.jackson.databind.Module) type.getConstructor().newInstance());
        } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
          r.both("module " + id + " (not inspectable: " + e + ")");
        }
      }
    }
    for (Map.Entry<String, String> required : REQUIRED_MODULES.entrySet()) {
      if (!ids.contains(required.getKey())) {
        r.both(required.getValue() + " not registered");
      }
    }
    // serializers, deserializers and modifiers beyond what the known modules add: a Module bean's
    // or @JsonComponent's, which may apply to any type
    String added = "";
    added += more("serializers", serializers(mapper, 0), serializers(reference, 0));
    added += more("key serializers", serializers(mapper, 1), serializers(reference, 1));
    added += more("serializer modifiers", serializers(mapper, 2), serializers(reference, 2));
    added += more("deserializers", deserializers(mapper, 0), deserializers(reference, 0));
    added += more("key deserializers", deserializers(mapper, 1), deserializers(reference, 1));
    added += more("deserializer modifiers", deserializers(mapper, 2), deserializers(reference, 2));
    added += more("value instantiators", deserializers(mapper, 3), deserializers(reference, 3));
    added += more("abstract type resolvers", deserializers(mapper, 4), deserializers(reference, 4));
    if (!added.isEmpty()) {
      r.both("custom" + added.substring(1) + " registered (a Module bean, @JsonComponent or customizer)");
    }
    Set<String> introspectors = introspectors(mapper);
    Set<String> expected = introspectors(reference);
    if (!introspectors.equals(expected)) {
      r.both("annotation introspectors " + introspectors);
    }
  }

  private static String more(String what, int actual, int expected) {
    return actual > expected ? "," + " " + (actual - expected) + " " + what : "";
  }

  private static int serializers(ObjectMapper mapper, int kind) {
    SerializerFactory f = mapper.getSerializerFactory();
    if (!(f instanceof BeanSerializerFactory b)) {
      return Integer.MAX_VALUE;
    }
    var config = b.getFactoryConfig();
    return count(kind == 0 ? config.serializers() : kind == 1 ? config.keySerializers() : config.serializerModifiers());
  }

  private static int deserializers(ObjectMapper mapper, int kind) {
    DeserializerFactory f = mapper.getDeserializationContext().getFactory();
    if (!(f instanceof BeanDeserializerFactory b)) {
      return Integer.MAX_VALUE;
    }
    var config = b.getFactoryConfig();
    return count(
        switch (kind) {
          case 0 -> config.deserializers();
          case 1 -> config.keyDeserializers();
          case 2 -> config.deserializerModifiers();
          case 3 -> config.valueInstantiators();
          default -> config.abstractTypeResolvers();
        });
  }

  private static int count(Iterable<?> items) {
    int n = 0;
    for (Object ignored : items) {
      n++;
    }
    return n;
  }

  private static Set<String> introspectors(ObjectMapper mapper) {
    Set<String> names = new LinkedHashSet<>();
    for (var ai : mapper.getSerializationConfig().getAnnotationIntrospector().allIntrospectors()) {
      names.add(ai.getClass().getName());
    }
    for (var ai : mapper.getDeserializationConfig().getAnnotationIntrospector().allIntrospectors()) {
      names.add(ai.getClass().getName());
    }
    return names;
  }

  private static boolean isAlways(JsonInclude.Include include) {
    return include == JsonInclude.Include.ALWAYS || include == JsonInclude.Include.USE_DEFAULTS;
  }

  private static void feature(
      MapperReasons r, Enum<?> f, boolean enabled, boolean jacksonDefault, String group, boolean write, boolean read) {
    boolean expected = BOOT_DEFAULTS.getOrDefault(f, jacksonDefault);
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

  /** {@code SerializationFeature.WRITE_DATES_AS_TIMESTAMPS}, {@code JsonGenerator.Feature.ESCAPE_NON_ASCII}. */
  static String featureName(Enum<?> f) {
    return MapperReasons.featureName(f);
  }

  /** {@code WRITE_DATES_AS_TIMESTAMPS} as Boot's property key {@code write-dates-as-timestamps}. */
  static String property(String constant) {
    return MapperReasons.property(constant);
  }
}
