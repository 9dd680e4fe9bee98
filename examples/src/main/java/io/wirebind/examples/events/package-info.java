/**
 * The polymorphism example's sealed event hierarchy.
 */
package io.wirebind.examples.events;
