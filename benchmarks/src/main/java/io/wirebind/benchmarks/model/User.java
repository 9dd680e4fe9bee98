package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A user record as user-management APIs send it (UsersBenchmark): mostly strings (a UUID, names,
 * an e-mail, a paragraph of free text with non-ASCII characters and characters that need escaping,
 * tags, dates as ISO text) and a few doubles.
 */
@WireMessage
@CompiledJson
public final class User {
  @WireField(1) public String id;
  @WireField(2) public String firstName;
  @WireField(3) public String lastName;
  @WireField(4) public String email;
  @WireField(5) public String company;
  @WireField(6) public String about;
  @WireField(7) public List<String> tags = new ArrayList<>();
  @WireField(8) public String registered;
  @WireField(9) public String birthday;
  @WireField(10) public double latitude;
  @WireField(11) public double longitude;
  @WireField(12) public double balance;

  @Override
  public boolean equals(Object o) {
    return o instanceof User u
        && Objects.equals(id, u.id)
        && Objects.equals(firstName, u.firstName)
        && Objects.equals(lastName, u.lastName)
        && Objects.equals(email, u.email)
        && Objects.equals(company, u.company)
        && Objects.equals(about, u.about)
        && Objects.equals(tags, u.tags)
        && Objects.equals(registered, u.registered)
        && Objects.equals(birthday, u.birthday)
        && Double.compare(latitude, u.latitude) == 0
        && Double.compare(longitude, u.longitude) == 0
        && Double.compare(balance, u.balance) == 0;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, email, about);
  }

  @Override
  public String toString() {
    return "User[" + id + ", " + firstName + " " + lastName + ", " + email + "]";
  }
}
