/**
 * The domain example's trading records, JavaBean and enums.
 */
package io.wirebind.examples.trading;
