package io.wirebind.processor.analysis;

import io.wirebind.processor.model.MessageModel.UnknownMember;
import java.util.Iterator;
import java.util.List;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.element.TypeElement;

/**
 * Finds the member of type {@code io.wirebind.UnknownFieldSet} that opts a message into keeping
 * unknown fields, and takes it out of the serialized properties.
 */
final class UnknownFields {
  static final String TYPE = "io.wirebind.UnknownFieldSet";

  private UnknownFields() {}

  static boolean isUnknownFieldSet(Property p) {
    return p.type.getKind() == TypeKind.DECLARED
        && ((TypeElement) ((DeclaredType) p.type).asElement()).getQualifiedName().contentEquals(TYPE);
  }

  /** Removes the member from {@code props}; returns it, or null (reporting misuse). */
  static UnknownMember extract(List<Property> props, boolean record, ErrorReporter reporter) {
    UnknownMember found = null;
    for (Iterator<Property> it = props.iterator(); it.hasNext(); ) {
      Property p = it.next();
      if (!isUnknownFieldSet(p)) {
        continue;
      }
      it.remove();
      if (record) {
        reporter.error(p.element, SchemaMessages.unknownFieldsInRecord(p.name));
      } else if (found != null) {
        reporter.error(p.element, SchemaMessages.secondUnknownFields(p.name, found.name()));
      } else if (p.read == null || p.write == null) {
        reporter.error(p.element, SchemaMessages.unknownFieldsNotWritable(p.name));
      } else {
        found = new UnknownMember(p.name, p.read, p.write);
      }
    }
    return found;
  }
}
