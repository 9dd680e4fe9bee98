package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code Page<Customer>} for DSL-JSON: its annotation processor does not compile a generic class
 * with a {@code List<T>} (it needs its reflection runtime for that), so a DSL-JSON user writes the
 * concrete envelope. Same properties, same JSON.
 */
@CompiledJson
public final class CustomerPage {
  public List<Customer> items = new ArrayList<>();
  public int page;
  public int size;
  public long total;
  public String next;
}
