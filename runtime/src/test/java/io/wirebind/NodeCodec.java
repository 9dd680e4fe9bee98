package io.wirebind;

/**
 * A hand-written codec for a recursive test message {@code Node {int32 value = 1; Node child = 2;}}
 * as generated code would write it; unknown fields are skipped.
 */
final class NodeCodec extends Codec<NodeCodec.Node> {
  static final NodeCodec INSTANCE = new NodeCodec();
  static final int TAG_VALUE = 8, TAG_CHILD = 18;

  /** The message. */
  static final class Node {
    int value;
    Node child;

    Node() {}

    Node(int value, Node child) {
      this.value = value;
      this.child = child;
    }

    int depth() {
      int d = 0;
      for (Node n = this; n != null; n = n.child) {
        d++;
      }
      return d;
    }
  }

  private NodeCodec() {
    super(Node.class);
  }

  /** A chain of {@code depth} nodes, valued 1..depth from the outside in. */
  static Node chain(int depth) {
    Node n = null;
    for (int i = depth; i >= 1; i--) {
      n = new Node(i, n);
    }
    return n;
  }

  @Override
  public void writeProto(Node value, ProtoWriter out) {
    if (value.value != 0) {
      out.writeTag(TAG_VALUE);
      out.writeInt32(value.value);
    }
    if (value.child != null) {
      out.writeTag(TAG_CHILD);
      int mark = out.beginLength();
      writeProto(value.child, out);
      out.endLength(mark);
    }
  }

  @Override
  public Node readProto(ProtoReader in, Node reuse) {
    Node m = reuse != null ? reuse : new Node();
    m.value = 0;
    Node oldChild = m.child;
    m.child = null;
    for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
      switch (tag) {
        case TAG_VALUE:
          m.value = in.readInt32();
          break;
        case TAG_CHILD:
          m.child = in.readMessage(this, oldChild);
          break;
        default:
          in.skipField(tag);
      }
    }
    return m;
  }

  @Override
  public Node mergeProto(ProtoReader in, Node target) {
    for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
      switch (tag) {
        case TAG_VALUE:
          target.value = in.readInt32();
          break;
        case TAG_CHILD:
          target.child = in.mergeMessage(this, target.child);
          break;
        default:
          in.skipField(tag);
      }
    }
    return target;
  }
}
