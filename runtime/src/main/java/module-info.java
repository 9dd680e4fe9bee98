/**
 * Wirebind's runtime: {@code io.wirebind} is the API ({@code Wirebind}, {@code Codec}, the readers
 * and writers, {@code WirebindException}); {@code io.wirebind.spi} is for generated code only, with
 * no compatibility promise.
 */
module io.wirebind {
  requires transitive io.wirebind.annotation;
  requires ch.randelshofer.fastdoubleparser;
  // java.sql.Timestamp and java.sql.Date (spi.SqlDates): read only by codecs of classes that use them
  requires static java.sql;

  exports io.wirebind;
  exports io.wirebind.spi;
}
