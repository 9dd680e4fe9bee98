package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Lists;
import io.wirebind.benchmarks.model.SkipReader;
import io.wirebind.benchmarks.model.SkipWriter;
import io.wirebind.benchmarks.protobuf.Scenarios;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Skipping unknown fields: the writer's type has a list of strings, a nested object with three
 * string lists and a string; the reader's type knows only the string, so every decoder skips the
 * rest. protobuf-java keeps what it skips as unknown fields (that is its behaviour, measured as
 * is); QuickBuffers drops them (its default {@code store_unknown_fields=false}). The encode
 * methods write the writer's type.
 */
public class SkipBenchmark
    extends WirebindJsonScenario<
        SkipWriter,
        SkipReader,
        Scenarios.SkipWriter,
        Scenarios.SkipReader,
        io.wirebind.benchmarks.quickbuf.Scenarios.SkipWriter,
        io.wirebind.benchmarks.quickbuf.Scenarios.SkipReader> {

  public SkipBenchmark() {
    super(
        SkipWriter.class,
        SkipReader.class,
        Scenarios.SkipReader.parser(),
        io.wirebind.benchmarks.quickbuf.Scenarios.SkipWriter::newInstance,
        io.wirebind.benchmarks.quickbuf.Scenarios.SkipReader::newInstance);
  }

  private static List<String> strings(String prefix, int n) {
    List<String> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(prefix + "-" + i);
    }
    return l;
  }

  @Override
  protected SkipWriter createData() {
    SkipWriter w = new SkipWriter();
    w.tags = strings("tag", 20);
    w.lists = new Lists();
    w.lists.a = strings("alpha", 10);
    w.lists.b = strings("beta", 10);
    w.lists.c = strings("gamma", 10);
    w.id = "the-only-field-the-reader-knows";
    return w;
  }

  @Override
  protected SkipReader expectedRead(SkipWriter data) {
    SkipReader r = new SkipReader();
    r.id = data.id;
    return r;
  }

  @Override
  protected Scenarios.SkipWriter toProtobufJava(SkipWriter w) {
    Scenarios.SkipWriter.Builder b = Scenarios.SkipWriter.newBuilder().addAllTags(w.tags);
    if (w.lists != null) {
      b.setLists(
          Scenarios.Lists.newBuilder()
              .addAllA(w.lists.a)
              .addAllB(w.lists.b)
              .addAllC(w.lists.c));
    }
    return b.setId(w.id).build();
  }

  @Override
  protected SkipReader fromProtobufJava(Scenarios.SkipReader p) {
    SkipReader r = new SkipReader();
    r.id = p.getId();
    return r;
  }

  @Override
  protected void fillQuickBuffers(
      SkipWriter w, io.wirebind.benchmarks.quickbuf.Scenarios.SkipWriter q) {
    for (String s : w.tags) {
      q.addTags(s);
    }
    if (w.lists != null) {
      io.wirebind.benchmarks.quickbuf.Scenarios.Lists l = q.getMutableLists();
      for (String s : w.lists.a) {
        l.addA(s);
      }
      for (String s : w.lists.b) {
        l.addB(s);
      }
      for (String s : w.lists.c) {
        l.addC(s);
      }
    }
    q.setId(w.id);
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.Scenarios.SkipReader q, Blackhole bh) {
    bh.consume(q.getId());
  }
}
