package io.wirebind.polyit;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** Fields declared as subtypes of wrapper hierarchies: Jackson wraps them too. */
@WireMessage
public record WrapperHolder(Forms.WoA a, List<Forms.WaB> bs, Forms.WrapObject any) {}
