package org.hektor.ui.web;

import java.util.Optional;
import java.util.function.Consumer;
import org.hektor.notation.Profile;

/**
 * What the tablet server needs from the game: the seam between the web pages and the game session that owns
 * everything (design.md §1). The server validates a page's message, checks the page may send it, and hands it
 * over here as an {@link Inbound}; the game answers only through events. The server never changes the game.
 *
 * <p>The implementation translates between these messages and the session's commands and events; the server
 * holds nothing of the game but what {@link #state()} returns.
 */
public interface TabletGame {

    /** The spoken-notation profile of the game: the words of the pages. */
    Profile profile();

    /** The whole state now, for a page that connects or reconnects. Safe to call from any thread; never waits for the game's thread. */
    TabletState state();

    /**
     * Hands over a validated action of a paired page. {@code from} says whose action it is: a {@link Role#BOARD}
     * page acts for the sighted player, a {@link Role#LISTEN} page for the blind player. Returns at once; the
     * outcome comes as events. An action no page of that kind can take is refused at once: the answer is the one
     * sentence the page is told, and nothing changes.
     */
    Optional<String> submit(Role from, Inbound action);

    /** Every event of the game, on whatever thread the game publishes it; {@link #state()} already shows it. */
    void subscribe(Consumer<TabletEvent> listener);

    /** The game's result for the scoresheet ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}), {@code *} while it goes on. */
    default String resultToken() {
        return "*";
    }

    /**
     * The first board page has paired: the sighted player is at the board, so a game waiting for him may start
     * now (rule 6.5: the clock starts when both players are ready, not while he is still typing the code).
     */
    void boardConnected();
}
