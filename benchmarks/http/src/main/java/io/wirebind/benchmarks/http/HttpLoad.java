package io.wirebind.benchmarks.http;

import com.sun.management.OperatingSystemMXBean;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import io.wirebind.http.fixtures.ProtoMirror;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Requests per second and CPU time per request of the same endpoint with Wirebind and with the
 * usual library, side by side in one JVM: JSON against Jackson, protobuf against protobuf-java,
 * on Spring MVC (Tomcat) and WebFlux (Reactor Netty). Client threads on loopback post a pool of
 * orders to {@code /echo} (decode, then encode the same order) until a deadline or a request
 * cap; rounds alternate which side runs first. CPU is the server's request threads' time
 * ({@link ThreadMXBean}, threads named {@code http-nio-*} or {@code reactor-http-*}) and the whole
 * process's ({@link OperatingSystemMXBean}, which includes the client).
 *
 * <pre>
 * java -jar benchmarks/http/target/http-load.jar [--stacks mvc,webflux] [--formats json,protobuf]
 *     [--threads 8] [--warmup 10] [--max-warmup 60] [--seconds 20] [--rounds 3] [--max-requests 5000000]
 * </pre>
 *
 * The same source runs on Spring Boot 3 (Jackson 2, {@code benchmarks/http/target/http-load.jar})
 * and on Spring Boot 4 (Jackson 3, {@code benchmarks/http-boot4/target/http-load-boot4.jar}, whose
 * order model is generated for Jackson 3); the JSON baseline is the application's own Jackson.
 *
 * Numbers mean something only on a quiet machine; the smoke test runs it for a moment and checks
 * nothing but that every request succeeded.
 */
public final class HttpLoad {
  private HttpLoad() {}

  /** What to run. Durations in seconds (fractions allowed). */
  record Options(
      List<String> stacks,
      List<String> formats,
      int threads,
      double warmup,
      double maxWarmup,
      double seconds,
      int rounds,
      long maxRequests,
      int orders) {
    static final String USAGE =
        "options: [--stacks mvc,webflux] [--formats json,protobuf] [--threads 8] [--warmup 10]"
            + " [--max-warmup 6 × warmup] [--seconds 20] [--rounds 3] [--max-requests 5000000]";

    static Options parse(String[] args) {
      List<String> stacks = List.of("mvc", "webflux");
      List<String> formats = List.of("json", "protobuf");
      int threads = 8;
      double warmup = 10;
      double maxWarmup = -1;
      double seconds = 20;
      int rounds = 3;
      long maxRequests = 5_000_000;
      for (int i = 0; i + 1 < args.length; i += 2) {
        String v = args[i + 1];
        switch (args[i]) {
          case "--stacks" -> stacks = List.of(v.split(","));
          case "--formats" -> formats = List.of(v.split(","));
          case "--threads" -> threads = Integer.parseInt(v);
          case "--warmup" -> warmup = Double.parseDouble(v);
          case "--max-warmup" -> maxWarmup = Double.parseDouble(v);
          case "--seconds" -> seconds = Double.parseDouble(v);
          case "--rounds" -> rounds = Integer.parseInt(v);
          case "--max-requests" -> maxRequests = Long.parseLong(v);
          default -> throw new IllegalArgumentException("unknown option " + args[i] + "; " + USAGE);
        }
      }
      if (args.length % 2 != 0) {
        throw new IllegalArgumentException("option " + args[args.length - 1] + " has no value; " + USAGE);
      }
      for (String f : formats) {
        if (!f.equals("json") && !f.equals("protobuf")) {
          throw new IllegalArgumentException("unknown format " + f + "; " + USAGE);
        }
      }
      return new Options(
          stacks, formats, threads, warmup, Math.max(warmup, maxWarmup < 0 ? 6 * warmup : maxWarmup),
          seconds, rounds, maxRequests, 256);
    }
  }

  /** One side of a comparison over all rounds. */
  static final class Side {
    final String name;
    final String url;
    final String contentType;
    final List<byte[]> bodies;
    long requests;
    long errors;
    long nanos;
    long serverCpuNanos;
    long processCpuNanos;
    /** Time the JIT compilers spent during this side's measured rounds (a sign the JVM was not warm yet). */
    long compileMillis;

    Side(String name, String url, String contentType, List<byte[]> bodies) {
      this.name = name;
      this.url = url;
      this.contentType = contentType;
      this.bodies = bodies;
    }

    double perSecond() {
      return nanos == 0 ? 0 : requests * 1e9 / nanos;
    }

    double serverMicros() {
      return requests == 0 ? 0 : serverCpuNanos / 1e3 / requests;
    }

    double processMicros() {
      return requests == 0 ? 0 : processCpuNanos / 1e3 / requests;
    }
  }

  /**
   * A row of the report: Wirebind against the baseline for one stack and format, after {@code
   * warmupSeconds} of warm-up.
   */
  record Row(String stack, String format, Side wirebind, Side baseline, double warmupSeconds) {
    double ratio() {
      return baseline.perSecond() == 0 ? 0 : wirebind.perSecond() / baseline.perSecond();
    }
  }

  public static void main(String[] args) throws Exception {
    if (List.of(args).contains("--help")) {
      System.out.println("java -jar http-load.jar " + Options.USAGE);
      return;
    }
    Options options = Options.parse(args);
    List<Row> rows = run(options);
    System.out.println(report(rows, options));
  }

  static List<Row> run(Options options) throws Exception {
    Codec<Order> codec = Wirebind.codec(Order.class);
    JsonStyle style = jackson().equals("Jackson 3") ? JsonStyle.JACKSON3 : JsonStyle.JACKSON;
    if (codec.jacksonStyle() != style) {
      // wirebind-spring would leave the JSON to the application's Jackson: Jackson against itself
      throw new IllegalStateException("the order model is generated for " + codec.jacksonStyle()
          + ", the application's Jackson needs " + style);
    }
    List<byte[]> json = new ArrayList<>();
    List<byte[]> wirebindProto = new ArrayList<>();
    List<byte[]> protobufJava = new ArrayList<>();
    for (int i = 0; i < options.orders(); i++) {
      Order o = Orders.stable(i);
      json.add(codec.toJson(o));
      wirebindProto.add(codec.toProto(o));
      protobufJava.add(ProtoMirror.of(o).toByteArray());
    }
    HttpClient client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .executor(Executors.newFixedThreadPool(2, daemon()))
            .build();
    List<Row> rows = new ArrayList<>();
    for (String stack : options.stacks()) {
      try (ConfigurableApplicationContext withWirebind = LoadApps.start(stack, true);
          ConfigurableApplicationContext without = LoadApps.start(stack, false)) {
        String w = LoadApps.baseUrl(withWirebind);
        String b = LoadApps.baseUrl(without);
        Row jsonRow =
            new Row(stack, "JSON",
                new Side("Wirebind", w + "/echo", "application/json", json),
                new Side(jackson(), b + "/echo", "application/json", json), 0);
        Row protoRow =
            new Row(stack, "protobuf",
                new Side("Wirebind", w + "/echo", "application/x-protobuf", wirebindProto),
                new Side("protobuf-java", b + "/echo-pb", "application/x-protobuf", protobufJava), 0);
        List<Row> selected = new ArrayList<>();
        if (options.formats().contains("json")) {
          selected.add(jsonRow);
        }
        if (options.formats().contains("protobuf")) {
          selected.add(protoRow);
        }
        for (Row row : selected) {
          double warmup = warmUp(client, row, options);
          for (int round = 0; round < options.rounds(); round++) {
            boolean wirebindFirst = round % 2 == 0;
            String label = stack + " " + row.format() + " round " + (round + 1) + " ";
            Side first = wirebindFirst ? row.wirebind() : row.baseline();
            Side second = wirebindFirst ? row.baseline() : row.wirebind();
            load(client, first, options, options.seconds(), label + first.name);
            load(client, second, options, options.seconds(), label + second.name);
          }
          rows.add(new Row(row.stack(), row.format(), row.wirebind(), row.baseline(), warmup));
        }
      }
    }
    return rows;
  }

  /**
   * Warms both sides up in alternating slices, not counted, so that each is compiled with the
   * other's type profiles too before either is measured: for at least {@code --warmup} seconds, then
   * on while the JIT compilers still work (compilation took 2 % or more of the last pair of slices'
   * wall time; on two cores a Spring application keeps them busy for tens of seconds, and the side
   * measured first would pay for it), up to {@code --max-warmup}. Returns the seconds spent.
   */
  private static double warmUp(HttpClient client, Row row, Options options) throws Exception {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean monitored = jit != null && jit.isCompilationTimeMonitoringSupported();
    double slice = Math.max(0.05, Math.min(2.5, options.warmup() / 4));
    long start = System.nanoTime();
    while (true) {
      long compiled0 = monitored ? jit.getTotalCompilationTime() : 0;
      long t0 = System.nanoTime();
      load(client, row.wirebind(), options, slice, null);
      load(client, row.baseline(), options, slice, null);
      double pair = (System.nanoTime() - t0) / 1e9;
      double spent = (System.nanoTime() - start) / 1e9;
      double compiling = monitored ? (jit.getTotalCompilationTime() - compiled0) / 1e3 : 0;
      if (spent >= options.maxWarmup() || spent >= options.warmup() && compiling < 0.02 * pair) {
        return spent;
      }
    }
  }

  /** Daemon threads, so that the JVM ends with {@code main}. */
  private static ThreadFactory daemon() {
    return r -> {
      Thread t = new Thread(r, "http-load-client");
      t.setDaemon(true);
      return t;
    };
  }

  /** The application's Jackson: Jackson 3 under Spring Boot 4, Jackson 2 under Boot 3. */
  static String jackson() {
    return isPresent("tools.jackson.databind.json.JsonMapper") ? "Jackson 3" : "Jackson";
  }

  private static boolean isPresent(String className) {
    try {
      Class.forName(className, false, HttpLoad.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  /**
   * Loads one side for {@code seconds} (or until the request cap); counts into it, and prints a line
   * to stderr starting with {@code label}, unless {@code label} is null (warm-up).
   */
  private static void load(HttpClient client, Side side, Options options, double seconds, String label)
      throws Exception {
    long deadline = System.nanoTime() + (long) (seconds * 1e9);
    AtomicLong requests = new AtomicLong();
    AtomicLong errors = new AtomicLong();
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean monitored = jit != null && jit.isCompilationTimeMonitoringSupported();
    long compiled0 = monitored ? jit.getTotalCompilationTime() : 0;
    long serverCpu0 = serverCpu(threads);
    long processCpu0 = os.getProcessCpuTime();
    long t0 = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(options.threads(), daemon());
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int t = 0; t < options.threads(); t++) {
        int offset = t * 31;
        futures.add(
            pool.submit(
                () -> {
                  for (int i = offset; System.nanoTime() < deadline; i++) {
                    if (requests.incrementAndGet() > options.maxRequests()) {
                      requests.decrementAndGet();
                      break;
                    }
                    byte[] body = side.bodies.get(i % side.bodies.size());
                    HttpRequest request =
                        HttpRequest.newBuilder(URI.create(side.url))
                            .header("Content-Type", side.contentType)
                            .header("Accept", side.contentType)
                            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                            .build();
                    try {
                      HttpResponse<byte[]> r = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
                      if (r.statusCode() != 200 || r.body().length == 0) {
                        errors.incrementAndGet();
                      }
                    } catch (Exception e) {
                      errors.incrementAndGet();
                    }
                  }
                  return null;
                }));
      }
      for (Future<?> f : futures) {
        f.get(Math.max(60, (long) seconds * 3), TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }
    long elapsed = System.nanoTime() - t0;
    if (label != null) {
      long serverCpu = serverCpu(threads) - serverCpu0;
      long compiled = monitored ? jit.getTotalCompilationTime() - compiled0 : 0;
      side.requests += requests.get();
      side.errors += errors.get();
      side.nanos += elapsed;
      side.serverCpuNanos += serverCpu;
      side.processCpuNanos += os.getProcessCpuTime() - processCpu0;
      side.compileMillis += compiled;
      System.err.printf(Locale.ROOT, "%s: %.0f req/s, server CPU %.1f µs/req, JIT %d ms%n", label,
          requests.get() * 1e9 / elapsed, requests.get() == 0 ? 0 : serverCpu / 1e3 / requests.get(), compiled);
    } else {
      side.errors += errors.get();
    }
  }

  /** CPU time of the servers' request threads (Tomcat's and Reactor Netty's) so far. */
  private static long serverCpu(ThreadMXBean threads) {
    long total = 0;
    for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
      if (info == null) {
        continue;
      }
      String name = info.getThreadName();
      if (name.startsWith("http-nio-") || name.startsWith("reactor-http-")) {
        long cpu = threads.getThreadCpuTime(info.getThreadId());
        if (cpu > 0) {
          total += cpu;
        }
      }
    }
    return total;
  }

  static String report(List<Row> rows, Options options) {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(Locale.ROOT,
            "Spring Boot %s, %d client threads, %d round(s) of %.1f s per side after %.1f–%.1f s warm-up"
                + " (both sides alternating, until the JIT is quiet), JDK %s%n",
            org.springframework.boot.SpringBootVersion.getVersion(), options.threads(), options.rounds(),
            options.seconds(), options.warmup(), options.maxWarmup(), System.getProperty("java.version")));
    sb.append("| stack | format | Wirebind req/s | baseline | baseline req/s | ratio | server CPU µs/req (Wirebind / baseline) | process CPU µs/req (Wirebind / baseline) | errors |\n");
    sb.append("|---|---|--:|---|--:|--:|--:|--:|--:|\n");
    for (Row r : rows) {
      sb.append(
          String.format(Locale.ROOT,
              "| %s | %s | %.0f | %s | %.0f | %.2f | %.1f / %.1f | %.1f / %.1f | %d |%n",
              r.stack(), r.format(), r.wirebind().perSecond(), r.baseline().name, r.baseline().perSecond(),
              r.ratio(), r.wirebind().serverMicros(), r.baseline().serverMicros(),
              r.wirebind().processMicros(), r.baseline().processMicros(),
              r.wirebind().errors + r.baseline().errors));
    }
    for (Row r : rows) {
      sb.append(
          String.format(Locale.ROOT,
              "%s %s: warm-up %.0f s; JIT compilation during the measured rounds %d ms (Wirebind) / %d ms (%s)%n",
              r.stack(), r.format(), r.warmupSeconds(), r.wirebind().compileMillis, r.baseline().compileMillis,
              r.baseline().name));
    }
    return sb.toString();
  }
}
