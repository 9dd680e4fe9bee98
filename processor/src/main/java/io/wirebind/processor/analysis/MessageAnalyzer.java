package io.wirebind.processor.analysis;

import io.wirebind.processor.model.MessageModel;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;

/** Turns a {@code @WireMessage} element into a {@link MessageModel}, reporting every mistake. */
public final class MessageAnalyzer {
  private final ProcessingEnvironment env;
  private final ErrorReporter reporter;

  public MessageAnalyzer(ProcessingEnvironment env, ErrorReporter reporter) {
    this.env = env;
    this.reporter = reporter;
  }

  /** The model of {@code element}, or empty when it has mistakes (all reported). */
  public Optional<MessageModel> analyze(Element element) {
    throw new UnsupportedOperationException("analysis not written yet: " + env + reporter + element);
  }
}
