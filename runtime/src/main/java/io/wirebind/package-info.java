/**
 * The user API: {@link io.wirebind.Wirebind} finds a generated {@link io.wirebind.Codec}; {@link
 * io.wirebind.ProtoReader}, {@link io.wirebind.ProtoWriter}, {@link io.wirebind.JsonReader} and
 * {@link io.wirebind.JsonWriter} are the reusable readers and writers of hot paths; {@link
 * io.wirebind.WirebindException} is every decoding failure, with its byte offset. The varint,
 * UTF-8, number and skipping kernels behind them are package-private.
 */
package io.wirebind;
