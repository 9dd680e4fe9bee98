package io.wirebind.jaxrs.app;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Page;
import io.wirebind.http.fixtures.Payment;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.GenericEntity;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;

/** A sealed message and a generic envelope as declared types, alone and in lists. */
@Path("/")
@Produces({"application/json", "application/x-protobuf", "application/protobuf", "application/x-ndjson"})
@Consumes({"application/json", "application/x-protobuf", "application/protobuf", "application/x-ndjson"})
public class ShapesResource {
  @GET
  @Path("payments/{seed}")
  public Payment payment(@PathParam("seed") int seed) {
    return Payment.sample(seed);
  }

  @GET
  @Path("payments")
  public List<Payment> payments(@QueryParam("count") int count) {
    List<Payment> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(Payment.sample(i));
    }
    return list;
  }

  @POST
  @Path("payments/echo")
  public Payment echoPayment(Payment payment) {
    return payment;
  }

  @POST
  @Path("payments/echo-list")
  public List<Payment> echoPayments(List<Payment> payments) {
    return payments;
  }

  @GET
  @Path("page")
  public Page<Order> page(@QueryParam("seed") long seed, @QueryParam("count") int count) {
    return Page.orders(seed, count);
  }

  @GET
  @Path("page-entity")
  public Response pageEntity(@QueryParam("seed") long seed) {
    return Response.ok(new GenericEntity<Page<Order>>(Page.orders(seed, 2)) {}).build();
  }

  @GET
  @Path("pages")
  public List<Page<Order>> pages(@QueryParam("count") int count) {
    List<Page<Order>> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(Page.orders(i * 10L, i));
    }
    return list;
  }

  @POST
  @Path("page/echo")
  public Page<Order> echoPage(Page<Order> page) {
    return page;
  }

  @POST
  @Path("pages/echo")
  public List<Page<Order>> echoPages(List<Page<Order>> pages) {
    return pages;
  }
}
