package io.wirebind.processor.schema;

import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The {@code .proto} file of one Java package: its path, proto package and options, from {@code
 * @WireSchema} on the package (read by mirror) or the defaults.
 *
 * @param javaPackage the Java package ({@code ""} for the unnamed package)
 * @param file the file name, {@code it.proto}
 * @param protoPackage the proto {@code package}, {@code ""} for none
 * @param javaOption {@code option java_package}, {@code ""} for none
 * @param goOption {@code option go_package}, {@code ""} for none
 */
record SchemaOptions(
    String javaPackage, String file, String protoPackage, String javaOption, String goOption) {
  static final String WIRE_SCHEMA = "io.wirebind.annotation.WireSchema";

  /** The options of {@code javaPackage}, read from its {@code package-info} when there is one. */
  static SchemaOptions of(Elements elements, String javaPackage) {
    String last = javaPackage.substring(javaPackage.lastIndexOf('.') + 1);
    String file = (javaPackage.isEmpty() ? "wirebind" : last) + ".proto";
    String protoPackage = javaPackage;
    String javaOption = "";
    String goOption = "";
    PackageElement p = elements.getPackageElement(javaPackage);
    if (p != null) {
      for (AnnotationMirror mirror : p.getAnnotationMirrors()) {
        TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
        if (!type.getQualifiedName().contentEquals(WIRE_SCHEMA)) {
          continue;
        }
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
            mirror.getElementValues().entrySet()) {
          String value = String.valueOf(e.getValue().getValue());
          if (value.isEmpty()) {
            continue;
          }
          switch (e.getKey().getSimpleName().toString()) {
            case "file" -> file = value;
            case "protoPackage" -> protoPackage = value;
            case "javaPackage" -> javaOption = value;
            case "goPackage" -> goOption = value;
            default -> { }
          }
        }
      }
    }
    return new SchemaOptions(javaPackage, file, protoPackage, javaOption, goOption);
  }

  /** The file's path below the proto root: {@code io/wirebind/it/it.proto}. */
  String path() {
    return javaPackage.isEmpty() ? file : javaPackage.replace('.', '/') + "/" + file;
  }

  /** {@code path()} inside the class output. */
  String resource() {
    return ProtoExporter.ROOT + path();
  }

  /** The fully qualified name of the type at {@code path} in this file: {@code .io.wirebind.it.Outer.Inner}. */
  String qualified(String path) {
    return protoPackage.isEmpty() ? "." + path : "." + protoPackage + "." + path;
  }
}
