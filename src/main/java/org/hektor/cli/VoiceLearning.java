package org.hektor.cli;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;
import org.hektor.session.Event;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.learned.Take;
import org.hektor.speech.hearing.learned.VoiceStore;

/**
 * A learned voice learning while the player plays: what he said and then confirmed is kept as one more take of the
 * phrase it was, in his voice's store, and heard with from the next game on. Only a confirmed meaning is evidence:
 * a move is kept when it is played (rule 2.6: no "Korrektur" came before the clock was switched), a resignation,
 * draw or claim when its question was answered yes; a move withdrawn ("Korrektur", "nein") or a question cancelled
 * is never kept. The "ja" itself is not kept: a "nein" misheard as "ja" plays the move, and could not be corrected
 * any more (rule 2.6), so nothing shows it was right.
 *
 * <p>Utterances come from the listening thread, events from the session's; the takes are written on a thread of
 * their own, so a slow disk never holds up the game.
 */
final class VoiceLearning implements Consumer<Event>, AutoCloseable {
    /** Utterances kept while their meaning is open: a move and the answer to its ASK ("eins"), and a spare. */
    private static final int RECENT = 3;

    private record Said(Sound sound, List<Hypothesis> hypotheses, Position position) {
    }

    private record Pending(Take take, Move move) {
    }

    private final VoiceStore store;
    private final String speaker;
    private final Understanding understanding;
    private final Supplier<Position> position;
    private final Consumer<String> trace;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hektor-voice-learning");
        t.setDaemon(true);
        return t;
    });
    private final Deque<Said> recent = new ArrayDeque<>();
    private Pending pending;

    /**
     * @param position the position now, when an utterance is heard
     * @param trace    one line per take kept, or why one could not be (the hearing log)
     */
    VoiceLearning(VoiceStore store, String speaker, Profile profile, Supplier<Position> position,
                  Consumer<String> trace) {
        this.store = store;
        this.speaker = speaker;
        this.understanding = new Understanding(profile);
        this.position = position;
        this.trace = trace;
    }

    /** An utterance understood, with what it was heard as (the listening thread). */
    synchronized void heard(Sound sound, List<Hypothesis> hypotheses) {
        recent.addLast(new Said(sound, List.copyOf(hypotheses), position.get()));
        while (recent.size() > RECENT) {
            recent.removeFirst();
        }
    }

    /** What the session made of it (the session's thread). */
    @Override
    public synchronized void accept(Event e) {
        if (e instanceof Event.MoveProposed p) {
            pending = said(p.move()).orElse(null);     // typed moves have no sound: nothing to keep
            recent.clear();
        } else if (e instanceof Event.ConfirmationNeeded) {
            pending = command().orElse(null);
            recent.clear();
        } else if (e instanceof Event.Withdrawn || e instanceof Event.Cancelled) {
            pending = null;
        } else if (pending != null && pending.move() != null && e instanceof Event.MoveMade m) {
            if (m.move().equals(pending.move())) {
                keep(pending.take());
            }
            pending = null;
        } else if (pending != null && pending.move() == null && confirmedCommand(e)) {
            keep(pending.take());
            pending = null;
        }
    }

    /**
     * What follows a resignation, draw offer or acceptance, or claim answered yes: the game's end, the offer, the
     * arbiter's ruling on the claim.
     */
    private static boolean confirmedCommand(Event e) {
        return e instanceof Event.GameOver || e instanceof Event.DrawOffered || e instanceof Event.ClaimRejected
                || e instanceof Event.Ruling;
    }

    /**
     * The newest utterance that meant {@code move}, as the best phrase of it that was heard (after an ASK, the move
     * chosen, not the one first heard).
     */
    private Optional<Pending> said(Move move) {
        for (var it = recent.descendingIterator(); it.hasNext(); ) {
            Said s = it.next();
            for (Hypothesis h : s.hypotheses()) {
                if (understanding.understand(s.position(), h.text()) instanceof Heard.Proposal p
                        && p.move().equals(move)) {
                    return Optional.of(new Pending(new Take(h.text(), s.sound()), move));
                }
            }
        }
        return Optional.empty();
    }

    /** The newest utterance heard as a command (one alone: a command is never guessed between others). */
    private Optional<Pending> command() {
        Said s = recent.peekLast();
        if (s == null || s.hypotheses().size() != 1) {
            return Optional.empty();
        }
        String text = s.hypotheses().get(0).text();
        return understanding.understand(s.position(), text) instanceof Heard.Command
                ? Optional.of(new Pending(new Take(text, s.sound()), null)) : Optional.empty();
    }

    private void keep(Take take) {
        writer.execute(() -> {
            try {
                store.addHeard(speaker, take);
                trace.accept("kept in the voice '" + speaker + "': " + take.text());
            } catch (IOException | RuntimeException ex) {
                trace.accept("not kept in the voice '" + speaker + "' (" + take.text() + "): " + ex.getMessage());
            }
        });
    }

    /** Waits for the takes still being written: the game's last confirmed move is kept too. */
    @Override
    public void close() throws InterruptedException {
        writer.shutdown();
        writer.awaitTermination(10, TimeUnit.SECONDS);
    }
}
