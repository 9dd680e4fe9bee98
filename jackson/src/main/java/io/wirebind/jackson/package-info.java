/**
 * The Jackson bridge: {@link io.wirebind.jackson.JacksonBridge} and {@link
 * io.wirebind.jackson.Jackson3Bridge} hold the application's mapper (Jackson 2 or 3) that bridged
 * properties are handed to; the property classes are called by generated codecs only.
 */
package io.wirebind.jackson;
