/**
 * Analysis: turns a {@code @WireMessage} {@link javax.lang.model.element.TypeElement} into an
 * immutable {@link io.wirebind.processor.model.MessageModel}, reporting every user mistake on the
 * offending element (and annotation value) with a message saying how to fix it.
 *
 * <h2>Class shapes</h2>
 *
 * <ul>
 *   <li>Records: every component, in order; read by its accessor, written through the canonical
 *       constructor. A component cannot be ignored.
 *   <li>Classes: instance fields of the class and its superclasses up to {@code Object},
 *       superclass fields first. Excluded: {@code static}, {@code transient}, {@code
 *       @WireIgnore} or Jackson {@code @JsonIgnore} on the field, getter or setter, and names
 *       listed in the class's {@code @JsonIgnoreProperties}. A field is accessed directly when
 *       the codec (generated in the message's package) can reach it: public, or non-private and
 *       declared in that package; otherwise through a JavaBean getter ({@code getX}, {@code isX}
 *       for {@code boolean}/{@code Boolean}) and setter ({@code setX}) of the exact field type.
 *       {@code X} matches the field as Java beans capitalize it ({@code xValue}: {@code
 *       getXValue}) or as Jackson lower-cases it ({@code url}: {@code getURL}).
 *   <li>Creation: a {@code @JsonCreator} constructor whose parameters carry
 *       {@code @JsonProperty("name")} (JSON or Java name of a field), else a non-private no-arg
 *       constructor. Fields passed to the creator are written by it unless a setter or a
 *       writable field exists.
 * </ul>
 *
 * <h2>JSON names and order (measured against jackson-databind 2.18's default ObjectMapper)</h2>
 *
 * <ul>
 *   <li>Name: {@code @WireField(json)}, else {@code @JsonProperty} (field, getter, setter or
 *       record component), else the field name, except when Jackson sees a private field only
 *       through a getter whose derived name differs ({@code getXValue()} gives {@code "xvalue"});
 *       {@code getURL()} for field {@code url} gives {@code "url"}. Proto3 style: {@code
 *       @WireField(json)} or the lowerCamelCase field name, in field order.
 *   <li>Order: field-backed properties in declaration order, superclass first (records:
 *       component order); then private fields Jackson only sees through a getter of another
 *       name. Every explicitly named property ({@code @JsonProperty("n")}, even {@code "n"}
 *       equal to the field name) moves to the end. Then, if
 *       the class has {@code @JsonPropertyOrder}, an {@code index} or creator properties: the
 *       listed names, then by {@code index}, then creator properties in parameter order (a
 *       record's components count as creator properties), then the rest.
 *   <li>Differences from Jackson, by design: package-private and protected fields are serialized
 *       (Jackson ignores them without a public getter); getter-only properties without a field
 *       are not serialized; {@code transient} fields are excluded even with a getter; unknown
 *       properties are skipped unless {@code @WireMessage(failOnUnknownJson = true)} or {@code
 *       @JsonIgnoreProperties(ignoreUnknown = false)}.
 * </ul>
 *
 * <p>Types, numbers and encodings: see {@code TypeMapper} and {@code MessageAnalyzer}.
 */
package io.wirebind.processor.analysis;
