/** The annotations users put on their classes: {@code @WireMessage}, {@code @WireField}, ... */
module io.wirebind.annotation {
  exports io.wirebind.annotation;
}
