package io.wirebind.grpc.shop;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A cart line. */
@WireMessage
public record Item(String sku, int qty, List<Integer> sizes) {}
