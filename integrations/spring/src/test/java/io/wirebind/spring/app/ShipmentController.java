package io.wirebind.spring.app;

import io.wirebind.http.fixtures.Shipment;
import java.util.ArrayList;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Shipments, for the mapper-settings tests; annotated so it serves in MVC and WebFlux alike. */
@RestController
public class ShipmentController {
  @GetMapping("/shipments/{seed}")
  public Shipment get(@PathVariable("seed") int seed) {
    return Shipment.sample(seed);
  }

  @GetMapping("/shipments")
  public List<Shipment> list(@RequestParam("count") int count) {
    List<Shipment> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(Shipment.sample(i));
    }
    return list;
  }

  @PostMapping("/shipments/echo")
  public Shipment echo(@RequestBody Shipment shipment) {
    return shipment;
  }
}
