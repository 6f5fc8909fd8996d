package org.hektor.session;

import java.util.List;
import java.util.function.Function;
import org.hektor.arbiter.Action;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Reason;
import org.hektor.notation.Style;
import org.hektor.words.GameHelp;

/**
 * The player's side of the game: the read-back dialogue of spoken-notation.md §3 and rule 2.6. A move understood is
 * read back in long style and played on "ja"/"yes"/Enter, or by itself when the correction window runs out;
 * "Korrektur"/"nein" withdraws it; a question (ASK) is answered by number, by the full move, or withdrawn.
 * Resigning, draw offers and claims always ask for a yes first. What waits for an answer is {@link Play#pending}.
 */
final class ReadBack {
    private final Play play;

    ReadBack(Play play) {
        this.play = play;
    }

    void typed(String text, long now) {
        if (text.isBlank()) {
            // Enter alone confirms a move read back (contract §3); otherwise it asks what Hektor waits for
            if (play.pending() instanceof Pending.Proposal || play.paused()) {
                command(Heard.Command.of(CommandWord.CONFIRM), now);
            } else if (!play.over()) {
                play.prompt();
            }
            return;
        }
        input(List.of(Hypothesis.of(text.strip())), now);
    }

    /**
     * By voice, while a move is read back only confirm, correct, repeat, stop or a new move are heard: a
     * misheard "Korrektur" must never become a draw offer, a resignation or a claim. Typed, they are exact.
     */
    void spoken(List<Hypothesis> hypotheses, long now) {
        if (play.pending() instanceof Pending.Proposal && !hypotheses.isEmpty()
                && play.understanding.understand(play.position(), hypotheses) instanceof Heard.Command c
                && c.word().changesTheGame()) {
            play.say(play.rulings.rejected(Heard.Reject.of(Reason.of(Reason.Kind.NOT_UNDERSTOOD))));
            return;
        }
        input(hypotheses, now);
    }

    private void input(List<Hypothesis> hypotheses, long now) {
        if (hypotheses.isEmpty()) {
            play.say(play.rulings.rejected(Heard.Reject.of(Reason.of(Reason.Kind.NOT_UNDERSTOOD))));
            return;
        }
        Position position = play.position();
        if (play.pending() instanceof Pending.Repeat r) {
            Heard h = play.understood(() -> play.understanding.understand(r.before(), hypotheses));
            if (!(h instanceof Heard.Command)) {
                checkRepeat(r, h);
                return;
            }
        }
        Function<List<Hypothesis>, Heard> meaning = play.pending() instanceof Pending.Question q
                ? hs -> play.understanding.answer(position, q.ask(), hs)
                : hs -> play.understanding.understand(position, hs);
        Heard heard = play.understood(() -> meaning.apply(hypotheses));
        if (!(heard instanceof Heard.Command) && !play.over() && !play.paused() && !mayMove()) {
            // not read in the opponent's position: no confusing reasons
            play.reject(play.messages.say("session.not.your.move"));
            return;
        }
        if (heard instanceof Heard.Command c) {
            command(c, now);
        } else if (heard instanceof Heard.Proposal p) {
            propose(p.move(), now, Margin.of(hypotheses, p, meaning).isClear());
        } else if (heard instanceof Heard.Ask a) {
            ask(a);
        } else if (heard instanceof Heard.Reject r) {
            play.say(play.rulings.rejected(r, position, hypotheses.stream().filter(h -> !h.isNoPhrase())
                    .findFirst().map(Hypothesis::text).orElse("")));
        }
    }

    /** Rule 2.1: the player repeats the opponent's move; a wrong repeat is put right at once. */
    private void checkRepeat(Pending.Repeat r, Heard h) {
        if (h instanceof Heard.Reject reject) {
            play.say(play.rulings.rejected(reject));
            return;
        }
        play.settle();
        boolean right = h instanceof Heard.Proposal p && p.move().equals(r.move());
        play.say(new Event.RepeatChecked(right, right ? play.messages.say("session.repeat.right")
                : play.messages.say("session.repeat.wrong", "move",
                        play.announcer.announce(r.before(), r.move(), Style.LONG))));
        play.prompt();
    }

    private boolean mayMove() {
        return play.settings.mode() == Mode.ASSISTED || play.arbiter.toMove() == play.settings.player();
    }

    /** Can a move be proposed now? Says why not when it cannot. */
    private boolean readyForMove() {
        if (play.over()) {
            play.reject(play.messages.say("session.game.over"));
            return false;
        }
        if (play.paused()) {
            play.reject(play.messages.say("session.paused.still"));
            return false;
        }
        if (!mayMove()) {
            play.reject(play.messages.say("session.not.your.move"));
            return false;
        }
        return true;
    }

    /**
     * Reads the move back (contract §3). Rule 2.6's correction window plays it by itself only when the recogniser was
     * clearly sure of it ({@code windowMayPlay}); otherwise it waits for "ja", and the player is told so (a
     * wrong move must never be played because a tired player said nothing).
     */
    private void propose(Move move, long now, boolean windowMayPlay) {
        if (!readyForMove()) {
            return;
        }
        Settings settings = play.settings;
        Position position = play.position();
        boolean window = settings.windowMillis() > 0 && windowMayPlay;
        play.waitFor(new Pending.Proposal(move, window ? now + settings.windowMillis() : Long.MAX_VALUE));
        String phrase = play.announcer.announce(position, move, Style.LONG);   // contract §3: read back in long style
        String text = play.turns.readBack(position.sideToMove(), phrase, settings.windowMillis() > 0 && !window);
        play.say(new Event.MoveProposed(move, San.of(position, move), text));
    }

    private void ask(Heard.Ask ask) {
        if (!readyForMove()) {
            return;
        }
        play.waitFor(new Pending.Question(ask));
        play.say(asked(ask));
    }

    private Event asked(Heard.Ask ask) {
        return new Event.Asked(ask.moves(),
                play.messages.say("session.ask", "list", play.announcer.askList(play.position(), ask.moves())));
    }

    void command(Heard.Command c, long now) {
        CommandWord word = c.word();
        Position position = play.position();
        switch (word) {
            case CONFIRM -> confirm();
            case CORRECTION -> correct();
            case REPEAT -> play.say(new Event.Answer(Event.Topic.REPEAT, play.lastAnnouncement().isEmpty()
                    ? play.messages.say("session.nothing.to.repeat") : play.lastAnnouncement()));
            case TIME -> play.say(new Event.Answer(Event.Topic.TIME, play.timeReport()));
            case WHERE -> play.say(new Event.Answer(Event.Topic.WHERE, c.piece()
                    .map(t -> play.readout.where(position, t)).orElseGet(() -> play.readout.byPieces(position))));
            case WHAT -> play.say(new Event.Answer(Event.Topic.WHAT, c.square()
                    .map(sq -> play.readout.what(position, sq)).orElseGet(() -> play.readout.byPieces(position))));
            case POSITION -> play.say(new Event.Answer(Event.Topic.POSITION, play.readout.byPieces(position)));
            case DRAW -> askYesNo(play.arbiter.drawOffer().orElse(null) == play.settings.opponent()
                    ? Event.Confirmation.ACCEPT_DRAW : Event.Confirmation.OFFER_DRAW, null);
            case RESIGN -> askYesNo(Event.Confirmation.RESIGN, null);
            // rules 9.2.1, 9.3.1: a move read back and not yet played is the claim's intended move
            case CLAIM -> askYesNo(Event.Confirmation.CLAIM,
                    play.pending() instanceof Pending.Proposal p ? p.move() : null);
            // the console hears these itself (Console.heard); here they come from the tablet's typed line
            case HELP, HELP_COMMANDS, HELP_KEYS, HELP_POSITION -> play.say(new Event.Answer(Event.Topic.HELP,
                    play.help(GameHelp.Topic.of(word))));
            // the rate and the talk belong to the console's voice: a tablet's page speaks with the browser's own
            case FASTER, SLOWER, BRIEF, NORMAL -> play.say(play.rulings.rejected(
                    Heard.Reject.of(Reason.of(Reason.Kind.NOT_UNDERSTOOD))));
        }
    }

    private void askYesNo(Event.Confirmation what, Move intended) {
        if (play.over()) {
            play.reject(play.messages.say("session.game.over"));
            return;
        }
        if (what == Event.Confirmation.CLAIM && play.arbiter.toMove() != play.settings.player()) {
            // rules 9.2, 9.3, B6: the player claims on his own move; not asked when the arbiter would refuse it
            play.reject(play.messages.say("session.claim.only.on.move"));
            return;
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
        play.say(new Event.ConfirmationNeeded(what, text));
    }

    private void confirm() {
        if (play.pending() instanceof Pending.Proposal p) {
            play.makeMove(p.move(), play.arbiter.toMove());
        } else if (play.pending() instanceof Pending.YesNo y) {
            play.settle();
            confirmed(y);
        } else if (play.pending() instanceof Pending.Question q) {
            play.say(asked(q.ask()));
        } else if (play.paused()) {
            play.endPause();                          // rule 6.12.3: the clocks start again on the player's word
            play.arbiter.handle(new Action.StartClocks());
            play.say(new Event.ClockStopped(true, play.messages.say("session.clocks.running")));
            play.prompt();
        } else {
            play.reject(play.messages.say("session.no.move.to.confirm"));
        }
    }

    private void correct() {
        if (play.pending() instanceof Pending.Proposal || play.pending() instanceof Pending.Question) {
            play.settle();                      // rule 2.6: a slip corrected before the clock is switched
            play.say(new Event.Withdrawn(play.messages.say("session.withdrawn")));
            play.prompt();
        } else if (play.pending() instanceof Pending.YesNo) {
            play.settle();
            play.say(new Event.Cancelled(play.messages.say("session.cancelled")));
        } else {
            // rule 2.6: once the clock is switched the move stands
            List<Position> record = play.arbiter.boards().gameRecord();
            boolean ownLast = record.size() > 1 && record.get(record.size() - 2).sideToMove() == play.settings.player();
            play.reject(play.messages.say(ownLast ? "session.move.stands" : "session.nothing.to.correct"));
        }
    }

    /** The player said yes: his resignation, draw offer or acceptance, or claim goes to the arbiter. */
    private void confirmed(Pending.YesNo yes) {
        Color player = play.settings.player();
        switch (yes.what()) {
            case RESIGN -> play.rule(play.arbiter.handle(new Action.Resign(player)));
            case ACCEPT_DRAW -> play.rule(play.arbiter.handle(new Action.Accept(player)));
            case OFFER_DRAW -> {
                play.rule(play.arbiter.handle(new Action.Offer(player)));
                play.engineAnswersDraw();
                if (play.settings.mode() == Mode.PRACTICE) {
                    play.prompt();       // the engine declined and the game goes on: whose move it is
                }
            }
            case CLAIM -> play.claim(player, yes.intended());
        }
    }

    /** Rule 2.6: the correction window has run out, and the move read back is played. */
    void tick(long now) {
        if (play.pending() instanceof Pending.Proposal p && now >= p.deadline()) {
            play.makeMove(p.move(), play.arbiter.toMove());
        }
    }
}
