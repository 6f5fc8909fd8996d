package org.hektor.ui.web;

import java.util.Locale;

/** The two kinds of page: the sighted player's board and the blind player's listening page. */
public enum Role {
    /** The touch board of the sighted player (the page at {@code /}). */
    BOARD,
    /** The screen-reader page of the blind player ({@code /listen}). */
    LISTEN;

    /** The name the messages use: {@code board} or {@code listen}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
