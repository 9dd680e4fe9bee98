package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Lists of messages that hold lists of messages ({@link Tree#children}), deep and wide (lengths
 * across the growth steps of a list: 0, 1, 9 to 17, 33, 65), decoded fresh, into a reused tree of
 * another shape and through one reader after inputs that failed inside a list: each inner list is
 * read on its own, and nothing of one decode shows in the next. JSON is Jackson's both ways;
 * protobuf bytes survive the same decodes.
 */
class ListNestingTest {
  private static final Codec<Tree> TREE = Diff.codec(Tree.class);
  private static final ObjectMapper JACKSON = new ObjectMapper();
  private static final int[] WIDTHS = {0, 1, 2, 9, 10, 11, 16, 17, 33, 65};

  private static Tree tree(Random r, int depth) {
    Tree t = new Tree();
    t.value = r.nextInt();
    t.label = r.nextInt(4) == 0 ? null : "n" + r.nextInt(1000);
    if (depth > 0 && r.nextInt(5) == 0) {
      t.left = tree(r, depth - 1);
    }
    if (depth > 0 && r.nextInt(6) != 0) {
      int width = depth > 3 ? r.nextInt(4) : WIDTHS[r.nextInt(WIDTHS.length)];
      t.children = new ArrayList<>();
      for (int i = 0; i < width; i++) {
        t.children.add(tree(r, depth - 1)); // no null element: protobuf has none
      }
    }
    return t;
  }

  /** A path of {@code depth} single children, each also holding {@code siblings} leaves. */
  private static Tree spine(int depth, int siblings) {
    Tree root = new Tree();
    Tree t = root;
    for (int d = 0; d < depth; d++) {
      t.children = new ArrayList<>();
      for (int i = 0; i < siblings; i++) {
        Tree leaf = new Tree();
        leaf.value = d * 1000 + i;
        t.children.add(leaf);
      }
      Tree next = new Tree();
      next.value = d;
      t.children.add(siblings / 2, next);
      t = next;
    }
    return root;
  }

  @Test
  void nestedListsMatchJacksonFreshAndReused() throws Exception {
    Random r = new Random(31);
    Tree reuse = new Tree();
    JsonReader reader = new JsonReader();
    ProtoReader proto = new ProtoReader();
    for (int i = 0; i < 300; i++) {
      Tree x = tree(r, 1 + r.nextInt(6));
      byte[] json = JACKSON.writeValueAsBytes(x);
      assertArrayEquals(json, TREE.toJson(x));
      assertArrayEquals(json, TREE.toJson(TREE.fromJson(json)));
      assertArrayEquals(json, JACKSON.writeValueAsBytes(JACKSON.readValue(TREE.toJson(x), Tree.class)));
      // into the previous tree, whose lists have other lengths and hold other elements
      Tree out = TREE.readJson(reader.reset(json), reuse);
      assertSame(reuse, out);
      assertArrayEquals(json, TREE.toJson(out));
      // protobuf writes no empty list, so compare its bytes, not the JSON (null or [])
      byte[] pb = TREE.toProto(x);
      assertArrayEquals(pb, TREE.toProto(TREE.fromProto(pb)));
      assertArrayEquals(pb, TREE.toProto(TREE.readProto(proto.reset(pb), tree(r, 3))));
    }
  }

  @Test
  void deepSpineOfWideLists() throws Exception {
    for (int siblings : new int[] {0, 1, 9, 40}) {
      Tree x = spine(400, siblings); // 801 levels of JSON nesting, within Jackson's and our 1000
      byte[] json = JACKSON.writeValueAsBytes(x);
      Tree back = TREE.fromJson(json);
      assertArrayEquals(json, TREE.toJson(back));
      Tree shallow = spine(90, siblings); // within protobuf's 100 levels
      byte[] pb = TREE.toProto(shallow);
      assertArrayEquals(pb, TREE.toProto(TREE.fromProto(pb)));
      // decoded again into itself: every inner list is decoded into the one already there
      List<Tree> rootChildren = back.children;
      assertSame(back, TREE.readJson(new JsonReader().reset(json), back));
      assertSame(rootChildren, back.children);
      assertArrayEquals(json, TREE.toJson(back));
    }
  }

  @Test
  void failuresInsideListsLeaveNothingForTheNextDecode() throws Exception {
    Random r = new Random(32);
    JsonReader reader = new JsonReader();
    ProtoReader proto = new ProtoReader();
    for (int i = 0; i < 200; i++) {
      Tree bad = tree(r, 5);
      byte[] badJson = TREE.toJson(bad);
      byte[] badProto = TREE.toProto(bad);
      int cut = badJson.length <= 2 ? 1 : 1 + r.nextInt(badJson.length - 2);
      assertThrows(WirebindException.class, () -> TREE.readJson(reader.reset(Arrays.copyOf(badJson, cut)), null));
      if (badProto.length > 1) {
        int protoCut = 1 + r.nextInt(badProto.length - 1);
        try {
          TREE.readProto(proto.reset(Arrays.copyOf(badProto, protoCut)), null);
        } catch (WirebindException expected) {
          // a cut at a field boundary may be valid protobuf
        }
      }
      Tree good = tree(r, 4);
      byte[] json = TREE.toJson(good);
      assertArrayEquals(json, TREE.toJson(TREE.readJson(reader.reset(json), null)));
      byte[] pb = TREE.toProto(good);
      assertArrayEquals(pb, TREE.toProto(TREE.readProto(proto.reset(pb), null)));
    }
  }

  @Test
  void listSizeLimitCountsEachListOnItsOwn() {
    // 3 children each holding 3: within a limit of 3 per list although 12 trees are read
    String ok = "{\"children\":[{\"children\":[{},{},{}]},{\"children\":[{},{},{}]},{\"children\":[{},{},{}]}]}";
    JsonReader reader = new JsonReader().maxCollectionSize(3);
    Tree t = TREE.readJson(reader.reset(ok.getBytes(StandardCharsets.UTF_8)), null);
    assertEquals(3, t.children.size());
    t.children.forEach(c -> assertEquals(3, c.children.size()));
    String over = "{\"children\":[{\"children\":[{},{},{}]},{\"children\":[{},{},{},{}]}]}";
    WirebindException e = assertThrows(WirebindException.class,
        () -> TREE.readJson(reader.reset(over.getBytes(StandardCharsets.UTF_8)), null));
    assertTrue(e.getMessage().contains("'children' has 4 elements"), e.getMessage());
  }
}
