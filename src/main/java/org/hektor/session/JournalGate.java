package org.hektor.session;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.hektor.words.Words;

/**
 * The way into the journal (design.md principle 5): each record is on disk before what it caused is said. When the
 * disk does not take a record, the gate is down: the records handled since and what they caused are held back until
 * the journal takes them again, and the player is told, in his words, why.
 */
final class JournalGate {
    private final Words messages;
    private Consumer<Stamped> journal = s -> { };
    /** Records handled but not yet written while the journal cannot be written, else null. */
    private List<Stamped> unwritten;
    /** What those records caused, said once they are written. */
    private List<Event> heldEvents = List.of();
    private String trouble = "";
    private long lastRetry;
    private long lastJournaled = Long.MIN_VALUE / 2;

    JournalGate(Words messages) {
        this.messages = messages;
    }

    void sink(Consumer<Stamped> sink) {
        this.journal = Objects.requireNonNull(sink, "sink");
    }

    /** The journal could not be written and has not taken the records held back since. */
    boolean isDown() {
        return unwritten != null;
    }

    /** Gives one record to the journal; false (and the reason kept) when the disk did not take it. */
    boolean write(Stamped entry) {
        try {
            journal.accept(entry);
            return true;
        } catch (UncheckedIOException e) {
            trouble = reason(messages, e);
            return false;
        }
    }

    /**
     * Why the disk refused, in the player's words: the store names every reason by its key (store.DiskProblem); a
     * journal of another kind may give its own words.
     */
    static String reason(Words messages, UncheckedIOException e) {
        return messages.has(e.getMessage()) ? messages.say(e.getMessage()) : e.getMessage();
    }

    /** A record was written (or is about to be) at this instant: ticks that change nothing are journaled after it. */
    void journaledAt(long now) {
        lastJournaled = now;
    }

    /** A tick that changed nothing is journaled only when the last record is this old. */
    long sinceJournaled(long now) {
        return now - lastJournaled;
    }

    /**
     * The journal could not be written: {@code held} (the records already handled and not yet written) and the record
     * of the pause ({@link Command.Resumed} at this instant) wait for it, and what they caused ({@code caused}) is said
     * once they are written, except what waited for an answer: that is gone with the pause, as on a restart, and its
     * question is not said late.
     *
     * @param lost what was not saved, the key's last word ({@code session.journal.lost.*}): the player's words, the
     *             opponent's move, or what was played and is held until written; the sentence names it
     * @return the notice that says so
     */
    Event down(long now, List<Stamped> held, List<Event> caused, String lost) {
        heldEvents = caused.stream().filter(e -> !(e instanceof Event.MoveProposed || e instanceof Event.Asked
                || e instanceof Event.ConfirmationNeeded || e instanceof Event.Prompt)).toList();
        unwritten = new ArrayList<>(held);
        unwritten.add(new Stamped(now, new Command.Resumed()));
        lastRetry = now;
        return new Event.Notice(messages.say("session.journal.failed", "reason", trouble,
                "lost", messages.say("session.journal.lost." + lost)));
    }

    /**
     * What a try to write the held records gave.
     *
     * @param written true when everything held is written now and the command may be handled
     * @param said    what to say: what the held records caused and that the journal is back, or why it is not
     */
    record Retry(boolean written, List<Event> said) {
    }

    /**
     * While the journal cannot be written: tries again (on a tick at most every
     * {@link GameSession#JOURNAL_RETRY_MILLIS}). Unless everything held is written now, a command that is not a tick
     * is refused, so nothing the disk did not take is ever taken as confirmed.
     */
    Retry again(long now, boolean tick, boolean paused) {
        if (tick && now - lastRetry < GameSession.JOURNAL_RETRY_MILLIS) {
            return new Retry(false, List.of());
        }
        lastRetry = now;
        while (!unwritten.isEmpty()) {
            if (!write(unwritten.get(0))) {
                return new Retry(false, tick ? List.of()
                        : List.of(new Event.Notice(messages.say("session.journal.still", "reason", trouble))));
            }
            lastJournaled = unwritten.remove(0).at();
        }
        unwritten = null;
        List<Event> said = new ArrayList<>(heldEvents);
        said.add(new Event.Notice(messages.say("session.journal.back")
                + (paused ? " " + messages.say("session.paused.still") : "")));
        return new Retry(true, said);
    }
}
