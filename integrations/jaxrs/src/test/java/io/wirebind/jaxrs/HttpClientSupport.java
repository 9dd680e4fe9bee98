package io.wirebind.jaxrs;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A plain JDK HTTP/1.1 client for the tests. */
final class HttpClientSupport {
  static final String JSON = "application/json";
  static final String PROTOBUF = "application/x-protobuf";
  static final String NDJSON = "application/x-ndjson";

  static final HttpClient CLIENT =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(10))
          .build();

  private HttpClientSupport() {}

  static HttpResponse<byte[]> get(String url, String accept) {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60));
    if (accept != null) {
      b.header("Accept", accept);
    }
    return send(b.GET().build());
  }

  static HttpResponse<byte[]> post(String url, String contentType, String accept, byte[] body) {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(url))
            .timeout(Duration.ofSeconds(60))
            .header("Content-Type", contentType)
            .header("Accept", accept)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
            .build();
    return send(request);
  }

  static HttpResponse<InputStream> stream(String url, String accept) {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(url))
            .timeout(Duration.ofSeconds(120))
            .header("Accept", accept)
            .GET()
            .build();
    try {
      return CLIENT.send(request, HttpResponse.BodyHandlers.ofInputStream());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static HttpResponse<byte[]> send(HttpRequest request) {
    try {
      return CLIENT.send(request, HttpResponse.BodyHandlers.ofByteArray());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
