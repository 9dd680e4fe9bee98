package io.wirebind.processor.schema;

import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.ServiceModel;
import io.wirebind.processor.model.TypeModel;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Exports the {@code .proto} file of each Java package whose {@code @WireMessage} classes this
 * compilation processed: collects the message models over all rounds and writes the files once, at
 * the end, to {@code META-INF/wirebind/proto/<package path>/<file>} in the class output.
 */
public final class ProtoExporter {
  /** Where the files go in the class output (and the jar). */
  public static final String ROOT = "META-INF/wirebind/proto/";

  private final Map<String, MessageModel> models = new LinkedHashMap<>();
  private final Map<String, Element> origins = new LinkedHashMap<>();

  /** Records a message that was generated without errors. */
  public void add(MessageModel m, Element origin) {
    models.put(m.protoName().canonicalName(), m);
    origins.put(m.protoName().canonicalName(), origin);
  }

  private final Map<String, io.wirebind.processor.model.OneofModel> oneofs = new LinkedHashMap<>();

  /** Records a sealed hierarchy that was generated without errors: a message holding a oneof. */
  public void addOneof(io.wirebind.processor.model.OneofModel m, Element origin) {
    oneofs.put(m.type().canonicalName(), m);
    origins.put(m.type().canonicalName(), origin);
  }

  private final Map<String, ServiceModel> services = new LinkedHashMap<>();

  /** Records a {@code @WireRpcService} interface without errors: a service in its package's file. */
  public void addService(ServiceModel s, Element origin) {
    services.put(s.type().canonicalName(), s);
    origins.put(s.type().canonicalName(), origin);
  }

  /** The text of every file, by its path below {@link #ROOT}, in a stable order. */
  public Map<String, String> render(Elements elements) {
    Map<String, ProtoFile> files = files(elements);
    Map<String, String> out = new TreeMap<>();
    for (ProtoFile f : new ArrayList<>(files.values())) {
      out.put(f.options.path(), f.render(pkg -> file(files, elements, pkg)));
    }
    return out;
  }

  /** The files of this compilation with their types, enums declared and scoped. */
  private Map<String, ProtoFile> files(Elements elements) {
    Map<String, ProtoFile> files = new TreeMap<>();
    for (Map.Entry<String, MessageModel> e : models.entrySet()) {
      MessageModel m = e.getValue();
      file(files, elements, m.protoName().packageName()).addMessage(m, origins.get(e.getKey()));
    }
    for (Map.Entry<String, io.wirebind.processor.model.OneofModel> e : oneofs.entrySet()) {
      io.wirebind.processor.model.OneofModel m = e.getValue();
      file(files, elements, m.type().packageName()).addOneof(m, origins.get(e.getKey()));
    }
    for (Map.Entry<String, ServiceModel> e : services.entrySet()) {
      ServiceModel s = e.getValue();
      file(files, elements, s.type().packageName()).addService(s, origins.get(e.getKey()));
    }
    ProtoScope collector = ProtoFile.collector(pkg -> file(files, elements, pkg));
    for (MessageModel m : models.values()) {
      for (FieldModel f : m.fields()) {
        for (Kind k : kinds(f.type())) {
          k.protoTypeName(collector);
        }
      }
    }
    for (ProtoFile f : files.values()) {
      f.root.dissolvePlainScopes();
      f.root.resolveEnumScopes();
    }
    return files;
  }

  private static ProtoFile file(Map<String, ProtoFile> files, Elements elements, String pkg) {
    return files.computeIfAbsent(pkg, p -> new ProtoFile(SchemaOptions.of(elements, p), elements));
  }

  static List<Kind> kinds(TypeModel t) {
    List<Kind> out = new ArrayList<>();
    if (t instanceof Kind k) {
      out.add(k);
    } else if (t instanceof TypeModel.ListType l) {
      out.add(l.element());
    } else if (t instanceof TypeModel.ArrayType a) {
      out.add(a.element());
    } else if (t instanceof TypeModel.MapType m) {
      out.add(m.key());
      out.add(m.value());
    } else if (t instanceof TypeModel.OptionalType o) {
      out.add(o.element());
    }
    return out;
  }

  /** Writes every file; called once, in the last round. */
  public void write(Filer filer, Elements elements, Messager messager) {
    if (models.isEmpty() && oneofs.isEmpty() && services.isEmpty()) {
      return;
    }
    Map<String, ProtoFile> files = files(elements);
    for (ProtoFile f : new ArrayList<>(files.values())) {
      String text = f.render(pkg -> file(files, elements, pkg));
      List<Element> from = f.origins.isEmpty() ? new ArrayList<>(origins.values()) : f.origins;
      try {
        FileObject o =
            filer.createResource(
                StandardLocation.CLASS_OUTPUT, "", f.options.resource(), from.toArray(new Element[0]));
        try (Writer w = o.openWriter()) {
          w.write(text);
        }
      } catch (IOException | RuntimeException e) {
        messager.printMessage(
            Diagnostic.Kind.ERROR,
            "Wirebind could not write " + f.options.resource() + ": " + e,
            from.get(0));
      }
    }
  }
}
