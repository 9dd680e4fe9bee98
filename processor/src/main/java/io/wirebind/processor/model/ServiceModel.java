package io.wirebind.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * A gRPC service declared by a {@code @WireRpcService} interface: its {@code service} block in the
 * exported {@code .proto} of the interface's package.
 *
 * @param type the interface
 * @param name the service name
 * @param rpcs its methods, in declaration order
 */
public record ServiceModel(ClassName type, String name, List<Rpc> rpcs) {

  /**
   * One {@code rpc}.
   *
   * @param name the rpc name, e.g. {@code Place}
   * @param request the request message's class
   * @param response the response message's class
   * @param clientStreams whether the client sends a stream
   * @param serverStreams whether the server sends a stream
   */
  public record Rpc(String name, ClassName request, ClassName response, boolean clientStreams, boolean serverStreams) {}
}
