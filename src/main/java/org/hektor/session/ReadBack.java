package org.hektor.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import org.hektor.arbiter.Action;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Readings;
import org.hektor.notation.Reason;
import org.hektor.notation.Style;
import org.hektor.notation.TalkWords;
import org.hektor.words.GameHelp;

/**
 * The player's side of the game: the read-back dialogue of spoken-notation.md §3 and rule 2.6. A move understood is
 * read back in long style and played on "ja"/"yes"/Enter, or by itself when the correction window runs out;
 * "Korrektur"/"nein" withdraws it; a question (ASK) is answered by number, by the full move, or withdrawn.
 * Resigning, draw offers and claims always ask for a yes first. What waits for an answer is {@link Play#pending}.
 * Each handler returns the events it made, in the order they are said.
 */
final class ReadBack {
    private final Play play;
    private final TalkWords talkWords;

    ReadBack(Play play) {
        this.play = play;
        this.talkWords = new TalkWords(play.understanding);
    }

    /** A typed line; {@code words} its words, read once (null for Enter alone). */
    List<Event> typed(String text, Said words, long now) {
        if (text.isBlank()) {
            // Enter alone confirms a move read back (contract §3); otherwise it asks what Hektor waits for
            if (play.pending() instanceof Pending.Proposal || play.paused()) {
                return command(Heard.Command.of(CommandWord.CONFIRM), now);
            }
            return play.over() ? List.of() : play.prompt();
        }
        return input(words, false, now);
    }

    /**
     * By voice, while a move is read back only confirm, correct, repeat, stop or a new move are heard: a
     * misheard "Korrektur" must never become a draw offer, a resignation or a claim. Typed, they are exact.
     */
    List<Event> spoken(Said said, long now) {
        return input(said, true, now);
    }

    /**
     * Help, rate or verbosity said, in the position now, from the words' one reading: they change how Hektor talks,
     * never the game, so they are heard at any time, also during a read-back (spoken-notation.md section 4).
     */
    Optional<CommandWord> talkWord(Said said) {
        return talkWords.command(said.read(), play::position);
    }

    private Event notUnderstood() {
        return play.rulings.rejected(Heard.Reject.of(Reason.of(Reason.Kind.NOT_UNDERSTOOD)));
    }

    /** The words are read once ({@link Said}); what waits for an answer decides what they are asked to mean. */
    private List<Event> input(Said said, boolean spoken, long now) {
        if (said.isEmpty()) {
            return List.of(notUnderstood());
        }
        Position position = play.position();
        if (play.pending() instanceof Pending.Repeat r) {
            Heard h = play.meaning(() -> play.understanding.understand(r.before(), said.read()));
            if (!(h instanceof Heard.Command)) {
                return checkRepeat(r, h);
            }
        }
        Function<Readings, Heard> meaning = play.pending() instanceof Pending.Question q
                ? read -> play.understanding.answer(position, q.ask(), read)
                : read -> play.understanding.understand(position, read);
        Understood understood = play.understood(() -> withMargin(meaning.apply(said.read()), said, meaning));
        Heard heard = understood.meaning();
        if (!(heard instanceof Heard.Command) && !play.over() && !play.paused() && !mayMove()) {
            // not read in the opponent's position: no confusing reasons
            return List.of(play.refusal(play.messages.say("session.not.your.move")));
        }
        if (heard instanceof Heard.Command c) {
            if (spoken && c.word().changesTheGame() && play.pending() instanceof Pending.Proposal) {
                return List.of(notUnderstood());
            }
            return command(c, now);
        } else if (heard instanceof Heard.Proposal p) {
            // a margin the journal did not record (an older Hektor's) is worked out again from the words
            double margin = understood.margin().orElseGet(() -> Margin.of(said.read(), p, meaning).value());
            return propose(p.move(), now, new Margin(margin).isClear());
        } else if (heard instanceof Heard.Ask a) {
            return ask(a);
        } else if (heard instanceof Heard.Reject r) {
            return List.of(play.rulings.rejected(r, position, said.hypotheses().stream()
                    .filter(h -> !h.isNoPhrase()).findFirst().map(Hypothesis::text).orElse("")));
        }
        return List.of();
    }

    /** A move proposed, with how clearly it beat the rest of the utterance (rule 2.6's window); anything else alone. */
    private static Understood withMargin(Heard heard, Said said, Function<Readings, Heard> meaning) {
        return heard instanceof Heard.Proposal p
                ? new Understood(p, OptionalDouble.of(Margin.of(said.read(), p, meaning).value()))
                : Understood.of(heard);
    }

    /** Rule 2.1: the player repeats the opponent's move; a wrong repeat is put right at once. */
    private List<Event> checkRepeat(Pending.Repeat r, Heard h) {
        if (h instanceof Heard.Reject reject) {
            return List.of(play.rulings.rejected(reject));
        }
        play.settle();
        boolean right = h instanceof Heard.Proposal p && p.move().equals(r.move());
        return then(new Event.RepeatChecked(right, right ? play.messages.say("session.repeat.right")
                : play.messages.say("session.repeat.wrong", "move",
                        play.announcer.announce(r.before(), r.move(), Style.LONG))), play.prompt());
    }

    /** One event, then the events after it. */
    private static List<Event> then(Event first, List<Event> after) {
        List<Event> said = new ArrayList<>(1 + after.size());
        said.add(first);
        said.addAll(after);
        return said;
    }

    private boolean mayMove() {
        return play.settings.mode() == Mode.ASSISTED || play.arbiter.toMove() == play.settings.player();
    }

    /** Why no move can be proposed now, or empty when one can. */
    private Optional<Event> notReadyForMove() {
        if (play.over()) {
            return Optional.of(play.refusal(play.messages.say("session.game.over")));
        }
        if (play.paused()) {
            return Optional.of(play.refusal(play.messages.say("session.paused.still")));
        }
        if (!mayMove()) {
            return Optional.of(play.refusal(play.messages.say("session.not.your.move")));
        }
        return Optional.empty();
    }

    /**
     * Reads the move back (contract §3). Rule 2.6's correction window plays it by itself only when the recogniser was
     * clearly sure of it ({@code windowMayPlay}); otherwise it waits for "ja", and the player is told so (a
     * wrong move must never be played because a tired player said nothing).
     */
    private List<Event> propose(Move move, long now, boolean windowMayPlay) {
        Optional<Event> notReady = notReadyForMove();
        if (notReady.isPresent()) {
            return List.of(notReady.get());
        }
        Settings settings = play.settings;
        Position position = play.position();
        boolean window = settings.windowMillis() > 0 && windowMayPlay;
        play.waitFor(new Pending.Proposal(move, window ? now + settings.windowMillis() : Long.MAX_VALUE));
        String phrase = play.announcer.announce(position, move, Style.LONG);   // contract §3: read back in long style
        String text = play.turns.readBack(position.sideToMove(), phrase, settings.windowMillis() > 0 && !window);
        return List.of(new Event.MoveProposed(move, San.of(position, move), text));
    }

    private List<Event> ask(Heard.Ask ask) {
        Optional<Event> notReady = notReadyForMove();
        if (notReady.isPresent()) {
            return List.of(notReady.get());
        }
        play.waitFor(new Pending.Question(ask));
        return List.of(asked(ask));
    }

    private Event asked(Heard.Ask ask) {
        return new Event.Asked(ask.moves(),
                play.messages.say("session.ask", "list", play.announcer.askList(play.position(), ask.moves())));
    }

    List<Event> command(Heard.Command c, long now) {
        CommandWord word = c.word();
        Position position = play.position();
        return switch (word) {
            case CONFIRM -> confirm();
            case CORRECTION -> correct();
            case REPEAT -> List.of(new Event.Answer(Event.Topic.REPEAT, play.lastAnnouncement().isEmpty()
                    ? play.messages.say("session.nothing.to.repeat") : play.lastAnnouncement()));
            case TIME -> List.of(new Event.Answer(Event.Topic.TIME, play.timeReport()));
            case WHERE -> List.of(new Event.Answer(Event.Topic.WHERE, c.piece()
                    .map(t -> play.readout.where(position, t)).orElseGet(() -> play.readout.byPieces(position))));
            case WHAT -> List.of(new Event.Answer(Event.Topic.WHAT, c.square()
                    .map(sq -> play.readout.what(position, sq)).orElseGet(() -> play.readout.byPieces(position))));
            case POSITION -> List.of(new Event.Answer(Event.Topic.POSITION, play.readout.byPieces(position)));
            case DRAW -> askYesNo(play.arbiter.drawOffer().orElse(null) == play.settings.opponent()
                    ? Event.Confirmation.ACCEPT_DRAW : Event.Confirmation.OFFER_DRAW, null);
            case RESIGN -> askYesNo(Event.Confirmation.RESIGN, null);
            // rules 9.2.1, 9.3.1: a move read back and not yet played is the claim's intended move
            case CLAIM -> askYesNo(Event.Confirmation.CLAIM,
                    play.pending() instanceof Pending.Proposal p ? p.move() : null);
            // spoken, the console answers these (GameSession.talkWith); here they come from the tablet's typed line
            case HELP, HELP_COMMANDS, HELP_KEYS, HELP_POSITION -> List.of(new Event.Answer(Event.Topic.HELP,
                    play.help(GameHelp.Topic.of(word))));
            // the rate and the talk belong to the console's voice: a tablet's page speaks with the browser's own
            case FASTER, SLOWER, BRIEF, NORMAL -> List.of(notUnderstood());
            // headphones belong to the console's hearing, which switches them itself: nothing is said here
            case HEADPHONES -> List.of();
        };
    }

    private List<Event> askYesNo(Event.Confirmation what, Move intended) {
        if (play.over()) {
            return List.of(play.refusal(play.messages.say("session.game.over")));
        }
        if (what == Event.Confirmation.CLAIM && play.arbiter.toMove() != play.settings.player()) {
            // rules 9.2, 9.3, B6: the player claims on his own move; not asked when the arbiter would refuse it
            return List.of(play.refusal(play.messages.say("session.claim.only.on.move")));
        }
        Position position = play.position();
        play.waitFor(new Pending.YesNo(what, intended));
        String text = switch (what) {
            case RESIGN -> play.messages.say("session.confirm.resign");
            case OFFER_DRAW -> play.messages.say("session.confirm.offer");
            case ACCEPT_DRAW -> play.messages.say("session.confirm.accept");
            case CLAIM -> play.arbiter.claimable().isPresent() ? play.messages.say("session.confirm.claim.irregular")
                    : intended == null ? play.messages.say("session.confirm.claim")
                    : play.messages.say("session.confirm.claim.move", "move",
                            play.announcer.announce(position, intended, Style.LONG));
        };
        return List.of(new Event.ConfirmationNeeded(what, text));
    }

    private List<Event> confirm() {
        if (play.pending() instanceof Pending.Proposal p) {
            return play.makeMove(p.move(), play.arbiter.toMove());
        } else if (play.pending() instanceof Pending.YesNo y) {
            play.settle();
            return confirmed(y);
        } else if (play.pending() instanceof Pending.Question q) {
            return List.of(asked(q.ask()));
        } else if (play.paused()) {
            play.endPause();                          // rule 6.12.3: the clocks start again on the player's word
            play.arbiter.handle(new Action.StartClocks());
            return then(new Event.ClockStopped(true, play.messages.say("session.clocks.running")), play.prompt());
        }
        return List.of(play.refusal(play.messages.say("session.no.move.to.confirm")));
    }

    private List<Event> correct() {
        if (play.pending() instanceof Pending.Proposal || play.pending() instanceof Pending.Question) {
            play.settle();                      // rule 2.6: a slip corrected before the clock is switched
            return then(new Event.Withdrawn(play.messages.say("session.withdrawn")), play.prompt());
        } else if (play.pending() instanceof Pending.YesNo) {
            play.settle();
            return List.of(new Event.Cancelled(play.messages.say("session.cancelled")));
        }
        // rule 2.6: once the clock is switched the move stands
        List<Position> record = play.arbiter.boards().gameRecord();
        boolean ownLast = record.size() > 1 && record.get(record.size() - 2).sideToMove() == play.settings.player();
        return List.of(play.refusal(play.messages.say(ownLast ? "session.move.stands" : "session.nothing.to.correct")));
    }

    /** The player said yes: his resignation, draw offer or acceptance, or claim goes to the arbiter. */
    private List<Event> confirmed(Pending.YesNo yes) {
        Color player = play.settings.player();
        return switch (yes.what()) {
            case RESIGN -> play.rule(play.arbiter.handle(new Action.Resign(player)));
            case ACCEPT_DRAW -> play.rule(play.arbiter.handle(new Action.Accept(player)));
            case OFFER_DRAW -> {
                List<Event> said = new ArrayList<>(play.rule(play.arbiter.handle(new Action.Offer(player))));
                said.addAll(play.engineAnswersDraw());
                if (play.settings.mode() == Mode.PRACTICE) {
                    said.addAll(play.prompt());   // the engine declined and the game goes on: whose move it is
                }
                yield said;
            }
            case CLAIM -> play.claim(player, yes.intended());
        };
    }

    /** Rule 2.6: the correction window has run out, and the move read back is played. */
    List<Event> tick(long now) {
        if (play.pending() instanceof Pending.Proposal p && now >= p.deadline()) {
            return play.makeMove(p.move(), play.arbiter.toMove());
        }
        return List.of();
    }
}
