package io.wirebind.fuzz;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;
import io.wirebind.convertit.Ledger;
import io.wirebind.convertit.Wallet;
import io.wirebind.enumvalue.ValuedEnums;
import io.wirebind.genericit.Item;
import io.wirebind.genericit.OrderEvent;
import io.wirebind.genericit.Page;
import io.wirebind.genericit.Pair;
import io.wirebind.it.Bundle;
import io.wirebind.valueit.ArrayShapes;
import io.wirebind.valueit.KeyedMaps;
import io.wirebind.valueit.Nested;
import io.wirebind.valueit.Nullables;
import io.wirebind.valueit.Optionals;
import io.wirebind.valueit.SetHolder;
import io.wirebind.valueit.Sets;
import io.wirebind.valueit.ValueObjectModels;
import io.wirebind.valueit.ValueShapes;
import io.wirebind.valueit.Values;
import java.util.List;
import java.util.Map;

/**
 * The message the fuzzers decode: every supported type through {@link Bundle} (scalars in every
 * encoding, boxes, strings, bytes, enums, arrays and lists of every kind, maps of every key and
 * value kind, a recursive tree), plus recursion through a field, a list and a map value; and the
 * value types: a sample of the JDK value types ({@link Values}, also in lists, maps and nested
 * messages through {@link ValueShapes}; every type of the registry is fuzzed by {@link
 * RegistryValuesFuzzTest}, in the message built from the registry), every kind of {@code Optional} ({@link Optionals}) and value objects with
 * Jackson's {@code @JsonValue} ({@link ValueObjectModels.Ticket}); the collection shapes: enum,
 * UUID and value-object map keys, sorted and enum maps ({@link KeyedMaps}), collections inside
 * collections ({@link Nested}), object arrays, {@code short[]}, {@code char[]}, {@code byte[][]}
 * and {@code Iterable} ({@link ArrayShapes}), every set and collection shape ({@link Sets}, and
 * {@link SetHolder} for sets decoded into a mutable instance's own); a recursive sealed hierarchy ({@link FuzzExpr})
 * in a field and a list; enums written through Jackson's {@code @JsonValue} and read through its
 * {@code @JsonCreator} ({@link ValuedEnums}); and generic messages bound at the use site ({@code Page<Item>} in a field
 * and a list, {@code Pair<String, Item>} as a map value) and through a generic base class ({@link
 * OrderEvent}); and converted types ({@link Ledger}, {@link Wallet}: @WireConverter to a
 * String, a message and a long in every position, Jackson StdConverters on a property), whose
 * converters throw on some input; bridged properties handed to Jackson ({@link FuzzBridged}, in a
 * field and a list), whose deserializers throw on some input; and openapi-generator's {@code JsonNullable} in its three states
 * as fields, list elements and map values ({@link Nullables}).
 */
@WireMessage
public class FuzzRoot {
  @WireField(1)
  public Bundle bundle;

  @WireField(2)
  public FuzzRoot next;

  @WireField(3)
  public List<FuzzRoot> children;

  @WireField(4)
  public Map<String, FuzzRoot> byName;

  @WireField(value = 5, encoding = Encoding.ZIGZAG)
  public long[] deltas;

  @WireField(6)
  public List<String> names;

  @WireField(7)
  public byte[] payload;

  @WireField(value = 8, keyEncoding = Encoding.FIXED)
  public Map<Long, byte[]> blobs;

  @WireField(9)
  public Values values;

  @WireField(10)
  public ValueShapes shapes;

  @WireField(11)
  public Optionals optionals;

  @WireField(12)
  public ValueObjectModels.Ticket ticket;

  @WireField(13)
  public KeyedMaps keyedMaps;

  @WireField(14)
  public Nested nested;

  @WireField(15)
  public ArrayShapes arrays;

  @WireField(16)
  public FuzzExpr expr;

  @WireField(17)
  public List<FuzzExpr> exprs;

  @WireField(18)
  public Page<Item> page;

  @WireField(19)
  public List<Page<Item>> pages;

  @WireField(20)
  public Map<String, Pair<String, Item>> pairs;

  @WireField(21)
  public OrderEvent event;

  @WireField(22)
  public Sets sets;

  @WireField(23)
  public SetHolder setHolder;

  @WireField(24)
  public ValuedEnums valuedEnums;

  @WireField(25)
  public Ledger ledger;

  @WireField(26)
  public Wallet wallet;

  @WireField(27)
  public Nullables nullables;

  @WireField(28)
  public FuzzBridged bridged;

  @WireField(29)
  public List<FuzzBridged> bridgedList;
}
