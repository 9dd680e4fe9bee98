package io.wirebind.processor.schema;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.generate.kind.EnumConstant;
import io.wirebind.processor.generate.kind.EnumKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import javax.lang.model.element.Element;

/** The exported {@code .proto} file of one Java package: its types, then its text. */
final class ProtoFile {
  final SchemaOptions options;
  private final javax.lang.model.util.Elements elements;
  final ProtoNode root = new ProtoNode("", null);
  /** The node of each type by its Java simple names ({@code Shop.Order}), wherever it is exported. */
  private final Map<String, ProtoNode> byJavaName = new java.util.HashMap<>();
  final List<Element> origins = new ArrayList<>();
  private final TreeSet<String> imports = new TreeSet<>();
  private final TreeMap<String, String> synthesized = new TreeMap<>();
  /** Each synthesized message name with the qualified names of the wrappers that would take it. */
  private final TreeMap<String, java.util.TreeSet<String>> collectionMessageIdentities = new TreeMap<>();
  /** The synthesized names shared by two different wrappers: each takes its qualified name. */
  private final java.util.Set<String> qualifiedCollectionMessages = new java.util.TreeSet<>();

  ProtoFile(SchemaOptions options, javax.lang.model.util.Elements elements) {
    this.options = options;
    this.elements = elements;
  }

  private ProtoNode node(ClassName type) {
    return byJavaName.computeIfAbsent(
        String.join(".", type.simpleNames()), k -> root.child(type.simpleNames()));
  }

  void addMessage(MessageModel m, Element origin) {
    node(m.protoName()).message = m;
    origins.add(origin);
  }

  void addOneof(io.wirebind.processor.model.OneofModel m, Element origin) {
    node(m.type()).oneof = m;
    origins.add(origin);
  }

  private final List<io.wirebind.processor.model.ServiceModel> services = new ArrayList<>();

  void addService(io.wirebind.processor.model.ServiceModel s, Element origin) {
    services.add(s);
    origins.add(origin);
  }

  void addEnum(EnumKind e) {
    node(e.type()).enumKind = e;
  }

  /** Every message of this file, outer ones first. */
  List<MessageModel> messages() {
    List<MessageModel> out = new ArrayList<>();
    collect(root, out);
    return out;
  }

  private static void collect(ProtoNode n, List<MessageModel> out) {
    if (n.message != null) {
      out.add(n.message);
    }
    for (ProtoNode c : n.children.values()) {
      collect(c, out);
    }
  }

  /** The file's text; {@code files} gives the file of another Java package. */
  String render(Function<String, ProtoFile> files) {
    // a first pass finds the wrapper names two different wrappers would share; they take their
    // qualified names in the second, every other wrapper keeps its plain one
    for (ProtoNode n : root.children.values()) {
      renderNode(n, "", files, new StringBuilder());
    }
    collectionMessageIdentities.forEach((name, identities) -> {
      if (identities.size() > 1) {
        qualifiedCollectionMessages.add(name);
      }
    });
    synthesized.clear();
    StringBuilder body = new StringBuilder();
    for (ProtoNode n : root.children.values()) {
      renderNode(n, "", files, body);
    }
    for (Map.Entry<String, String> s : synthesized.entrySet()) {
      body.append("\nmessage ").append(s.getKey()).append(" {\n");
      for (String line : s.getValue().split("\n")) {
        body.append("  ").append(line).append('\n');
      }
      body.append("}\n");
    }
    services.sort(java.util.Comparator.comparing(io.wirebind.processor.model.ServiceModel::name));
    for (io.wirebind.processor.model.ServiceModel s : services) {
      // a service names its messages from the file's scope, importing those of other packages
      Scope scope = new Scope(root, files);
      body.append("\nservice ").append(s.name()).append(" {\n");
      for (io.wirebind.processor.model.ServiceModel.Rpc r : s.rpcs()) {
        body.append("  rpc ").append(r.name()).append('(').append(r.clientStreams() ? "stream " : "")
            .append(scope.message(r.request())).append(") returns (").append(r.serverStreams() ? "stream " : "")
            .append(scope.message(r.response())).append(");\n");
      }
      body.append("}\n");
    }
    StringBuilder text = new StringBuilder();
    text.append("// Exported by Wirebind from the @WireMessage classes of ")
        .append(options.javaPackage().isEmpty() ? "the unnamed package" : "package " + options.javaPackage())
        .append(". Do not edit: edit the classes.\n");
    text.append("syntax = \"proto3\";\n");
    if (!options.protoPackage().isEmpty()) {
      text.append("\npackage ").append(options.protoPackage()).append(";\n");
    }
    if (!imports.isEmpty()) {
      text.append('\n');
      for (String i : imports) {
        text.append("import \"").append(i).append("\";\n");
      }
    }
    if (!options.goOption().isEmpty() || !options.javaOption().isEmpty()) {
      text.append('\n');
      if (!options.goOption().isEmpty()) {
        text.append("option go_package = \"").append(options.goOption()).append("\";\n");
      }
      if (!options.javaOption().isEmpty()) {
        text.append("option java_package = \"").append(options.javaOption()).append("\";\n");
        text.append("option java_multiple_files = true;\n");
      }
    }
    return text.append(body).toString();
  }

  private void renderNode(ProtoNode n, String indent, Function<String, ProtoFile> files, StringBuilder out) {
    out.append('\n');
    if (n.enumKind != null) {
      String in = indent;
      if (n.wrapped) {
        out.append(indent).append("message ").append(n.name).append("Scope {\n");
        in = indent + "  ";
      }
      out.append(in).append("enum ").append(n.name).append(" {\n");
      EnumConstant zero = n.zeroConstant();
      if (zero == null) {
        out.append(in).append("  ").append(n.unspecifiedName()).append(" = 0;\n");
      } else {
        out.append(in).append("  ").append(zero.name()).append(" = 0;\n");
      }
      for (EnumConstant c : n.enumKind.constants()) {
        if (c != zero) {
          out.append(in).append("  ").append(c.name()).append(" = ").append(c.number()).append(";\n");
        }
      }
      out.append(in).append("}\n");
      if (n.wrapped) {
        out.append(indent).append("}\n");
      }
      return;
    }
    out.append(indent).append("message ").append(n.name).append(" {\n");
    if (n.message != null) {
      Scope scope = new Scope(n, files);
      for (FieldModel f : n.message.fields()) {
        out.append(indent).append("  ").append(ProtoFields.line(f, scope)).append('\n');
      }
      MessageModel.Reserved reserved = n.message.reserved();
      if (!reserved.numbers().isEmpty()) {
        out.append(indent).append("  reserved ").append(reserved.numbers().stream().sorted()
            .map(String::valueOf).collect(java.util.stream.Collectors.joining(", "))).append(";\n");
      }
      if (!reserved.names().isEmpty()) {
        out.append(indent).append("  reserved ").append(reserved.names().stream()
            .map(x -> "\"" + x + "\"").collect(java.util.stream.Collectors.joining(", "))).append(";\n");
      }
    }
    if (n.oneof != null) {
      // a sealed hierarchy: one case per subtype, as its codec writes it
      Scope scope = new Scope(n, files);
      out.append(indent).append("  oneof kind {\n");
      for (io.wirebind.processor.model.OneofModel.Case c : n.oneof.cases()) {
        out.append(indent).append("    ").append(scope.message(c.protoType())).append(' ').append(c.protoName())
            .append(" = ").append(c.number()).append(";\n");
      }
      out.append(indent).append("  }\n");
    }
    for (ProtoNode c : n.children.values()) {
      renderNode(c, indent + "  ", files, out);
    }
    out.append(indent).append("}\n");
  }

  /** The path of {@code type} in this file, or null when this compilation does not declare it here. */
  String pathOf(ClassName type) {
    ProtoNode n = byJavaName.get(String.join(".", type.simpleNames()));
    return n == null || n.plain() ? null : n.path();
  }

  /** Names types as seen from the message {@code at}, importing and qualifying where needed. */
  private final class Scope implements ProtoScope {
    private final ProtoNode at;
    private final Function<String, ProtoFile> files;

    Scope(ProtoNode at, Function<String, ProtoFile> files) {
      this.at = at;
      this.files = files;
    }

    @Override
    public String message(ClassName type) {
      return reference(type);
    }

    @Override
    public String enumType(EnumKind e) {
      return reference(e.type());
    }

    private String reference(ClassName type) {
      ProtoFile file = files.apply(type.packageName());
      String path = file.pathOf(type);
      if (path == null) { // declared by another compilation: named by the same rule, from its declaration
        path = ProtoPaths.of(elements, type);
      }
      if (file != ProtoFile.this) {
        imports.add(file.options.path());
        return file.options.qualified(path);
      }
      String first = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
      for (ProtoNode n = at; n.parent != null; n = n.parent) {
        for (ProtoNode c : n.children.values()) {
          if (c.name.equals(first) || (c.wrapped && first.equals(c.name + "Scope"))) {
            return options.qualified(path);
          }
        }
      }
      return path;
    }

    @Override
    public String imported(String file, String name) {
      imports.add(file);
      return name;
    }

    @Override
    public String synthesized(String name, String body) {
      synthesized.putIfAbsent(name, body);
      return name;
    }

    @Override
    public String synthesized(String name, String qualified, String body) {
      collectionMessageIdentities.computeIfAbsent(name, k -> new java.util.TreeSet<>()).add(qualified);
      return synthesized(qualifiedCollectionMessages.contains(name) ? qualified : name, body);
    }

    @Override
    public String field(TypeModel shape, String name, int number) {
      return ProtoFields.line(shape, name, number, true, name, this);
    }
  }

  /** A scope that only records the enums used, declaring each in its package's file. */
  static ProtoScope collector(Function<String, ProtoFile> files) {
    return new ProtoScope() {
      @Override
      public String message(ClassName type) {
        return "";
      }

      @Override
      public String enumType(EnumKind e) {
        files.apply(e.type().packageName()).addEnum(e);
        return "";
      }

      @Override
      public String imported(String file, String name) {
        return name;
      }

      @Override
      public String synthesized(String name, String body) {
        return name;
      }

      @Override
      public String field(TypeModel shape, String name, int number) {
        return ProtoFields.line(shape, name, number, true, name, this);
      }
    };
  }
}
