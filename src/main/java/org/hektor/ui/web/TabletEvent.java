package org.hektor.ui.web;

import java.util.Objects;

/**
 * Something the game said: the printed/spoken text of one session event, for the pages to show and the
 * listening page to announce in its live region.
 *
 * @param kind what happened, a short word the pages may style by: {@code move}, {@code touch},
 *             {@code readback}, {@code ask}, {@code reject}, {@code clock}, {@code draw}, {@code over},
 *             {@code info}
 * @param text the sentence, exactly as Hektor speaks or prints it
 */
public record TabletEvent(String kind, String text) {
    public TabletEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
    }
}
