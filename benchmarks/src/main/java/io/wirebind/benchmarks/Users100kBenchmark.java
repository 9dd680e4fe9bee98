package io.wirebind.benchmarks;

/** {@link UsersBenchmark}'s records, a page of 100 (about 100 KB of JSON). */
public class Users100kBenchmark extends UsersBenchmark {
  public Users100kBenchmark() {
    super(100);
  }
}
