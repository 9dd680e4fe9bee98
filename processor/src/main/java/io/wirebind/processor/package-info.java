/**
 * Wirebind's annotation processor: {@link io.wirebind.processor.WirebindProcessor} runs analysis
 * ({@code analysis}), which builds the model ({@code model}), then generation ({@code generate})
 * and the schema export and compatibility check ({@code schema}) for each {@code @WireMessage}.
 */
package io.wirebind.processor;
