package io.wirebind.unknownit;

import java.util.List;
import java.util.Map;

/**
 * Version 2 of {@link PassV1}, as a newer peer writes it with plain Jackson: new members between
 * and after the known ones (numbers, strings with escapes, nested objects and arrays, any JSON
 * tree), and a child with a new member of its own.
 */
public class PassV2 {
  public long id;
  public double price;
  public String name;
  public String note;
  public List<String> tags;
  public Child child;
  public Map<String, Object> attrs;
  public List<Object> extra;
  public Object payload;
  public boolean flag;
  public Long big;

  /** The child's version 2. */
  public static class Child {
    public String label;
    public List<Integer> values;
    public int size;
    public String comment;
  }
}
