package org.hektor.ui.web;

/** A message from a page that cannot be used; the text is the one sentence sent back to that page. */
public final class BadMessageException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public BadMessageException(String sentence) {
        super(sentence);
    }
}
