/**
 * Runnable examples a new user copies from; {@code Demo} runs them all ({@code ./demo.sh}).
 */
package io.wirebind.examples;
