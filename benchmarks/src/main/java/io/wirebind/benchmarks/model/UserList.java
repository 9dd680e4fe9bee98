package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A page of {@link User}s (UsersBenchmark, Users100kBenchmark). */
@WireMessage
@CompiledJson
public final class UserList {
  @WireField(1) public List<User> users = new ArrayList<>();

  @Override
  public boolean equals(Object o) {
    return o instanceof UserList l && Objects.equals(users, l.users);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(users);
  }
}
