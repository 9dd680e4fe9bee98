package io.wirebind.processor.analysis;

import io.wirebind.processor.model.MessageModel.Reserved;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * {@code @WireMessage(reserved = {...}, reservedNames = {...})}: the retired numbers must be valid
 * field numbers, and no field may use a retired number or name (its protobuf name, the Java name).
 */
final class Reservations {
  private Reservations() {}

  static Reserved check(TypeElement type, AnnotationMirror wireMessage, List<Property> props, int[] numbers,
      ErrorReporter reporter) {
    List<Integer> reservedNumbers = new ArrayList<>();
    Object v = Mirrors.value(wireMessage, "reserved");
    if (v instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof AnnotationValue av && av.getValue() instanceof Integer n) {
          if (n < 1 || n > 536_870_911 || (n >= 19_000 && n <= 19_999)) {
            reporter.error(type, wireMessage, av, SchemaMessages.reservedOutOfRange(n));
          } else {
            reservedNumbers.add(n);
          }
        }
      }
    }
    List<String> reservedNames = Mirrors.stringsValue(wireMessage, "reservedNames");
    for (int k = 0; k < props.size(); k++) {
      Property p = props.get(k);
      if (reservedNumbers.contains(numbers[k])) {
        reporter.error(p.element, SchemaMessages.numberIsReserved(p.name, numbers[k], type.getSimpleName().toString()));
      }
      if (reservedNames.contains(p.name)) {
        reporter.error(p.element, SchemaMessages.nameIsReserved(p.name, type.getSimpleName().toString()));
      }
    }
    return new Reserved(reservedNumbers, reservedNames);
  }
}
