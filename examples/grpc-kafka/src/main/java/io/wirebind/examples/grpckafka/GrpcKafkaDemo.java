package io.wirebind.examples.grpckafka;

/** Runs both examples: the gRPC service, then the Kafka pipeline. */
public final class GrpcKafkaDemo {
  private GrpcKafkaDemo() {}

  public static void main(String[] args) throws Exception {
    GrpcExample.main(new String[0]);
    System.out.println();
    KafkaExample.main(new String[0]);
  }
}
