package org.hektor.session;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;

/**
 * A live session on a hand-advanced time line, with what it published and what it journaled: the test seat
 * for session behaviour (no threads, no sleeps).
 */
final class Table {
    final ManualTimeSource real = new ManualTimeSource();
    final GameSession session;
    final List<Event> events = new ArrayList<>();
    final List<Stamped> journal = new ArrayList<>();
    private int seen;

    Table(Settings settings) {
        session = new GameSession(settings, new SessionTime(real));
        session.subscribe(e -> {
            // principle 5: the command behind an event is in the journal before the event goes out
            if (journal.isEmpty()) {
                throw new AssertionError("an event went out before anything was journaled: " + e);
            }
            events.add(e);
        });
        session.journalTo(journal::add);
        session.goLive();
    }

    static Table practice(String profile, Color player, String control) {
        return new Table(Settings.practice(player, TimeControl.parse(control), "Hektor level 1").withProfile(profile));
    }

    static Table english() {
        return practice("en", Color.WHITE, "300");
    }

    Table start() {
        send(new Command.Start());
        return this;
    }

    /** Handles a command and returns the events it caused. */
    List<Event> send(Command c) {
        session.handle(c);
        List<Event> fresh = new ArrayList<>(events.subList(seen, events.size()));
        seen = events.size();
        return fresh;
    }

    List<Event> type(String line) {
        return send(new Command.Typed(line));
    }

    List<Event> engine(String uci) {
        return send(new Command.EngineMove(session.state().ply(), org.hektor.chess.Move.fromUci(uci)));
    }

    List<Event> tick() {
        return send(new Command.Tick());
    }

    List<Event> after(long millis) {
        real.advanceMillis(millis);
        return tick();
    }

    /** The texts of the events, one per line, as the console prints them. */
    static List<String> texts(List<Event> events) {
        return events.stream().map(Event::text).filter(t -> !t.isEmpty()).toList();
    }

    @SuppressWarnings("unchecked")
    static <T extends Event> T only(List<Event> events, Class<T> type) {
        List<Event> found = events.stream().filter(type::isInstance).toList();
        if (found.size() != 1) {
            throw new AssertionError("expected one " + type.getSimpleName() + " in " + events);
        }
        return (T) found.get(0);
    }

    static boolean has(List<Event> events, Class<? extends Event> type) {
        return events.stream().anyMatch(type::isInstance);
    }
}
