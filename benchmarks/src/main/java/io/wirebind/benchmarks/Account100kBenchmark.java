package io.wirebind.benchmarks;

/** {@link AccountBenchmark}'s account with 420 postings (about 100 KB of JSON). */
public class Account100kBenchmark extends AccountBenchmark {
  public Account100kBenchmark() {
    super(420);
  }
}
