/**
 * Wirebind's runtime: {@code io.wirebind} is the API ({@code Wirebind}, {@code Codec}, the readers
 * and writers, {@code WirebindException}); {@code io.wirebind.spi} is for generated code only, with
 * no compatibility promise.
 */
module io.wirebind {
  requires transitive io.wirebind.annotation;
  requires ch.randelshofer.fastdoubleparser;

  exports io.wirebind;
  exports io.wirebind.spi;
}
