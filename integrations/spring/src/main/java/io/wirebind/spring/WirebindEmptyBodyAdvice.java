package io.wirebind.spring;

import java.lang.reflect.Type;
import org.springframework.core.GenericTypeResolver;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.lang.Nullable;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;

/**
 * Spring MVC: an empty {@code @RequestBody} in protobuf ({@code Content-Type:
 * application/x-protobuf} or {@code application/protobuf}, no bytes) for a type {@link
 * WirebindHttpMessageConverter} reads is the message with every field at its default, which is
 * what protobuf writes for it, or an empty list; Spring MVC does not hand an empty body to a
 * converter and would answer {@code 400} for a missing body. JSON and NDJSON bodies are left as
 * they are (an empty body is not a JSON value).
 */
@ControllerAdvice
public class WirebindEmptyBodyAdvice extends RequestBodyAdviceAdapter {

  @Override
  public boolean supports(
      MethodParameter parameter, Type targetType, Class<? extends HttpMessageConverter<?>> converterType) {
    return WirebindHttpMessageConverter.class.isAssignableFrom(converterType);
  }

  @Override
  @Nullable
  public Object handleEmptyBody(
      @Nullable Object body,
      HttpInputMessage inputMessage,
      MethodParameter parameter,
      Type targetType,
      Class<? extends HttpMessageConverter<?>> converterType) {
    if (body != null || WireFormat.of(inputMessage.getHeaders().getContentType()) != WireFormat.PROTO) {
      return body;
    }
    WireTypes.Declared declared =
        WireTypes.declared(GenericTypeResolver.resolveType(targetType, parameter.getContainingClass()));
    return declared.readable() ? WirebindDecoder.emptyProto(declared.target()) : null;
  }
}
