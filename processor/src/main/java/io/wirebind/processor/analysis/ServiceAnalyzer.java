package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.ServiceModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Reads a {@code @WireRpcService} interface: each abstract method is an {@code rpc} from its one
 * {@code @WireMessage} parameter to its {@code @WireMessage} return type. Reports every mistake on
 * its method; a service with mistakes is not exported.
 */
public final class ServiceAnalyzer {
  public static final String WIRE_RPC_SERVICE = "io.wirebind.annotation.WireRpcService";
  static final String WIRE_RPC = "io.wirebind.annotation.WireRpc";
  private static final String WIRE_MESSAGE = "io.wirebind.annotation.WireMessage";

  private final ErrorReporter reporter;

  public ServiceAnalyzer(ErrorReporter reporter) {
    this.reporter = reporter;
  }

  public Optional<ServiceModel> analyze(Element element) {
    if (element.getKind() != ElementKind.INTERFACE) {
      reporter.error(element, "@WireRpcService declares a gRPC service on an interface; "
          + element.getSimpleName() + " is not one");
      return Optional.empty();
    }
    TypeElement type = (TypeElement) element;
    if (!type.getTypeParameters().isEmpty()) {
      reporter.error(element, "a @WireRpcService interface cannot have type parameters");
      return Optional.empty();
    }
    AnnotationMirror service = Mirrors.find(type, WIRE_RPC_SERVICE).orElseThrow();
    String name = Mirrors.stringValue(service, "value");
    if (name.isEmpty()) {
      name = type.getSimpleName().toString();
    } else if (!identifier(name)) {
      reporter.error(type, service, Mirrors.explicit(service, "value"),
          "'" + name + "' is not a service name: use letters, digits and '_', not starting with a digit");
      return Optional.empty();
    }
    int errors = reporter.errorCount();
    List<ServiceModel.Rpc> rpcs = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (Element member : type.getEnclosedElements()) {
      if (!(member instanceof ExecutableElement m) || !m.getModifiers().contains(Modifier.ABSTRACT)) {
        continue;
      }
      Optional<AnnotationMirror> rpc = Mirrors.find(m, WIRE_RPC);
      String rpcName = rpc.map(r -> Mirrors.stringValue(r, "name")).orElse("");
      if (rpcName.isEmpty()) {
        String java = m.getSimpleName().toString();
        rpcName = Character.toUpperCase(java.charAt(0)) + java.substring(1);
      } else if (!identifier(rpcName)) {
        reporter.error(m, rpc.get(), Mirrors.explicit(rpc.get(), "name"),
            "'" + rpcName + "' is not an rpc name: use letters, digits and '_', not starting with a digit");
        continue;
      }
      if (!names.add(rpcName)) {
        reporter.error(m, "service " + name + " already has an rpc named " + rpcName
            + "; give this one another name with @WireRpc(name = ...)");
        continue;
      }
      if (m.getParameters().size() != 1) {
        reporter.error(m, "an rpc method takes exactly one parameter, its request message");
        continue;
      }
      ClassName request = message(m.getParameters().get(0), m.getParameters().get(0).asType(), "request");
      ClassName response = message(m, m.getReturnType(), "response");
      if (request == null || response == null) {
        continue;
      }
      String streaming = rpc.map(r -> Mirrors.enumValue(r, "value", "UNARY")).orElse("UNARY");
      rpcs.add(new ServiceModel.Rpc(rpcName, request, response,
          streaming.equals("CLIENT") || streaming.equals("BIDI"),
          streaming.equals("SERVER") || streaming.equals("BIDI")));
    }
    if (reporter.errorCount() > errors) {
      return Optional.empty();
    }
    if (rpcs.isEmpty()) {
      reporter.error(type, "service " + name + " declares no rpc: add an abstract method per rpc, "
          + "like Receipt place(Order order)");
      return Optional.empty();
    }
    return Optional.of(new ServiceModel(ClassName.get(type), name, List.copyOf(rpcs)));
  }

  /** The message class of {@code t}, or null after reporting why it is none. */
  private ClassName message(Element on, TypeMirror t, String role) {
    if (t.getKind() == TypeKind.DECLARED && t instanceof DeclaredType d
        && d.getTypeArguments().isEmpty()
        && d.asElement() instanceof TypeElement e && Mirrors.has(e, WIRE_MESSAGE)) {
      return ClassName.get(e);
    }
    reporter.error(on, "the " + role + " of an rpc is a @WireMessage class without type parameters, not " + t);
    return null;
  }

  private static boolean identifier(String s) {
    return SourceVersion.isIdentifier(s) && s.indexOf('$') < 0;
  }
}
