package io.wirebind.unwrapit;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A record with collections and an optional, unwrapped without renaming. */
@WireMessage
public record Tagged(List<String> labels, Map<String, Long> sizes, Optional<String> memo) {}
