/**
 * A Spring Boot service serving JSON, NDJSON and protobuf from one controller through {@code
 * wirebind-spring}.
 */
package io.wirebind.examples.spring;
