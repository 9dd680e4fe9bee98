package io.wirebind.jaxrs.app;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** The Jakarta REST endpoints the tests call. */
@Path("/")
@Produces({"application/json", "application/x-protobuf", "application/protobuf", "application/x-ndjson"})
@Consumes({"application/json", "application/x-protobuf", "application/protobuf", "application/x-ndjson"})
public class OrderResource {
  /** Orders the streaming endpoint has produced so far (one resource class per server). */
  public static final AtomicLong PRODUCED = new AtomicLong();

  @GET
  @Path("orders/{seed}")
  public Order order(@PathParam("seed") long seed) {
    return Orders.stable(seed);
  }

  @GET
  @Path("orders")
  public List<Order> orders(@QueryParam("seed") long seed, @QueryParam("count") int count) {
    List<Order> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(Orders.stable(seed + i));
    }
    return list;
  }

  @POST
  @Path("echo")
  public Order echo(Order order) {
    return order;
  }

  @POST
  @Path("checked")
  public io.wirebind.http.fixtures.Checked checked(io.wirebind.http.fixtures.Checked checked) {
    return checked;
  }

  @POST
  @Path("echo-list")
  public List<Order> echoList(List<Order> orders) {
    return orders;
  }

  @GET
  @Path("stream")
  public Stream<Order> stream(@QueryParam("count") int count, @QueryParam("size") @DefaultValue("0") int size) {
    PRODUCED.set(0);
    return LongStream.range(0, count)
        .mapToObj(
            i -> {
              PRODUCED.incrementAndGet();
              return size > 0 ? Orders.bulky(i, size) : Orders.stable(i);
            });
  }

  @GET
  @Path("info")
  @Produces("application/json")
  public Map<String, Object> info() {
    return Map.of("service", "orders");
  }
}
