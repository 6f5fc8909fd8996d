package org.hektor.review;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.engine.Analysis;
import org.hektor.engine.AnalysisBudget;
import org.hektor.engine.Analyst;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.notation.Reason;
import org.hektor.words.TypedLine;
import org.hektor.words.Readout;
import org.hektor.words.Rejections;
import org.hektor.words.Words;

/**
 * The review by keys, one command a line: the summary first, then stepping through the mistakes (n, b) and the moves
 * (period, comma), the position before the current move read out as in a game (p, p files, p ranks, p and a file or
 * rank, w and a piece letter), the better move (s) and what the move played allowed (y), a move tried instead (t and
 * the move, or the move alone) read back and judged once confirmed ({@link ReadBack}), and playing on from there
 * against the engine (pl), each move read back too. Typed words of the
 * profile's language work too ("besser", "warum", "weiterspielen"), and they are what the review hears by voice
 * ({@link ReviewHearing}). Everything said goes to {@code say}.
 */
public final class ReviewDialogue {
    /** Where the commands come from: the keyboard's lines, or the keyboard's and the microphone's together. */
    @FunctionalInterface
    public interface Lines {
        /** The next command, null at the end. */
        String next() throws IOException;
    }

    private final GameReview review;
    private final ReviewWords words;
    private final Words sentences;
    private final Profile profile;
    private final Readout readout;
    private final Color player;
    private final Analyst engine;
    private final AnalysisBudget budget;
    private final Consumer<String> say;
    private final ReviewHearing hearing;
    private final ReadBack readBack;
    private final Rejections rejections;
    /** The move the player is at (index in review.moves()); -1 before the first. */
    private volatile int at = -1;
    /** The position a tried move reached, where "play on" starts; null when nothing was tried at this move. */
    private Position tried;
    /** The position of the game played on from here, null when not playing on (read by the hearing's thread). */
    private volatile Position playingOn;

    public ReviewDialogue(GameReview review, ReviewWords words, Profile profile, Color player, Analyst engine,
                          AnalysisBudget budget, Consumer<String> say) {
        this.review = review;
        this.words = words;
        this.sentences = words.words();
        this.profile = profile;
        this.readout = new Readout(profile, sentences);
        this.player = player;
        this.engine = engine;
        this.budget = budget;
        this.say = say;
        this.hearing = new ReviewHearing(profile, sentences);
        this.readBack = new ReadBack(words, hearing, say);
        this.rejections = new Rejections(sentences, profile);
    }

    /** Says the summary, then answers commands until q or the end of the input. */
    public void run(BufferedReader in) throws IOException {
        run(in::readLine);
    }

    /** Says the summary, then answers commands until q or the end of the lines. */
    public void run(Lines in) throws IOException {
        words.summary(review, player).forEach(say);
        String line;
        while ((line = in.next()) != null) {
            if (typedNothing(line)) {
                continue;
            }
            String cmd = keys(line).strip();
            if (isQuit(cmd)) {
                break;
            }
            if (cmd.equalsIgnoreCase("pl") || cmd.equalsIgnoreCase("p l") || word(cmd, "review.key.play")) {
                readBack.drop();
                playOn(in);
                continue;
            }
            handle(cmd);
        }
        say.accept(sentences.say("review.end"));
    }

    /** A typed line as the console's keys read it (an arrow taken out, a Russian layout's key); a heard one as is. */
    private static String keys(String line) {
        return ReviewHearing.isHeard(line) ? line : TypedLine.keys(line);
    }

    /** Whether {@code line} was typed keys that type nothing (an arrow), said so: it is neither Enter nor a key. */
    private boolean typedNothing(String line) {
        if (ReviewHearing.isHeard(line) || !TypedLine.typedNothing(line)) {
            return false;
        }
        say.accept(sentences.say("session.typed.nothing"));
        return true;
    }

    private boolean isQuit(String cmd) {
        return cmd.equalsIgnoreCase("q") || word(cmd, "review.key.stop");
    }

    private boolean word(String cmd, String key) {
        return cmd.equalsIgnoreCase(sentences.say(key)) || cmd.equalsIgnoreCase(Words.english().say(key));
    }

    /** One command (not q, not pl); while a tried move is read back, its yes or no first. */
    public void handle(String cmd) {
        ReviewHearing.Answer answer = readBack.answer(cmd);
        if (answer == ReviewHearing.Answer.YES) {
            judge(readBack.confirmed());
        }
        if (answer != ReviewHearing.Answer.OTHER) {
            return;
        }
        if (cmd.isEmpty() || cmd.equals("n") || word(cmd, "review.key.next")) {
            mistake(+1);
        } else if (cmd.equals("b") || word(cmd, "review.key.back")) {
            mistake(-1);
        } else if (cmd.equals(".") || word(cmd, "review.key.move.next")) {
            step(+1);
        } else if (cmd.equals(",") || word(cmd, "review.key.move.back")) {
            step(-1);
        } else if (cmd.equals("s") || word(cmd, "review.key.better")) {
            current(m -> say.accept(words.better(m)));
        } else if (cmd.equals("y") || word(cmd, "review.key.why")) {
            current(m -> say.accept(words.why(m)));
        } else if (cmd.equals(ReviewHearing.NOT_UNDERSTOOD) || cmd.equals(ReviewHearing.YES) || cmd.equals(ReviewHearing.NO)) {
            say.accept(sentences.say("review.heard.not"));
        } else if (cmd.equals("?") || cmd.equals("h")) {
            say.accept(sentences.say("review.help") + " " + sentences.say("review.help.voice"));
        } else if (cmd.equals("r") || word(cmd, "review.key.progress")) {
            say.accept(review.complete() ? sentences.say("review.progress.done") : sentences.say("review.progress",
                    "n", sentences.number(review.moves().size()), "total", sentences.number(review.game().moves().size())));
        } else if (cmd.equals("p") || cmd.startsWith("p ")) {
            say.accept(position(cmd.substring(1).strip()));
        } else if (cmd.startsWith("w ") && piece(cmd.substring(2).strip()) != null) {
            say.accept(readout.where(here(), piece(cmd.substring(2).strip())));
        } else if (cmd.startsWith(ReviewHearing.WHERE)) {
            say.accept(readout.where(here(), PieceType.valueOf(cmd.substring(ReviewHearing.WHERE.length()))));
        } else if (cmd.startsWith(ReviewHearing.WHAT)) {
            say.accept(readout.what(here(), Square.parse(cmd.substring(ReviewHearing.WHAT.length()))));
        } else {
            // the game's words typed as said ("Stellung", "Hilfe", "Wo Springer"), else a move to try
            Optional<String> asked = cmd.startsWith("t ") ? Optional.empty() : hearing.typed(here(), cmd);
            if (asked.isPresent()) {
                handle(asked.get());
            } else {
                tryMove(cmd.startsWith("t ") ? cmd.substring(2).strip() : cmd);
            }
        }
    }

    /** The position the current move was played in (the start before the first move). */
    public Position here() {
        int i = at;
        return i < 0 ? review.game().start() : review.moves().get(i).before();
    }

    /** Where a move said now is played: the game played on, else the position of the current move. */
    public Position position() {
        Position p = playingOn;
        return p != null ? p : here();
    }

    private void current(Consumer<MoveReview> action) {
        if (at < 0) {
            step(+1);
        }
        if (at >= 0) {
            action.accept(review.moves().get(at));
        }
    }

    private void mistake(int direction) {
        List<Integer> mistakes = review.mistakes().stream()
                .filter(i -> player == null || review.moves().get(i).mover() == player).toList();
        Integer next = null;
        for (int i : direction > 0 ? mistakes : reversed(mistakes)) {
            if (direction > 0 ? i > at : i < at) {
                next = i;
                break;
            }
        }
        if (next == null) {
            say.accept(sentences.say(direction > 0 ? "review.none.later" : "review.none.earlier"));
            return;
        }
        go(next);
    }

    private static List<Integer> reversed(List<Integer> list) {
        List<Integer> r = new ArrayList<>(list);
        java.util.Collections.reverse(r);
        return r;
    }

    private void step(int direction) {
        int next = at + direction;
        if (next < 0 || next >= review.moves().size()) {
            say.accept(sentences.say(direction > 0 ? "review.last" : "review.first"));
            return;
        }
        go(next);
    }

    private void go(int index) {
        at = index;
        tried = null;
        readBack.drop();
        say.accept(words.move(review.moves().get(at)));
    }

    private String position(String rest) {
        Position p = here();
        if (rest.isEmpty()) {
            return readout.byPieces(p);
        }
        if (rest.equalsIgnoreCase("files") || rest.equalsIgnoreCase(sentences.say("help.key.files"))) {
            return readout.read(p, Readout.By.FILES, 0);
        }
        if (rest.equalsIgnoreCase("ranks") || rest.equalsIgnoreCase(sentences.say("help.key.ranks"))) {
            return readout.read(p, Readout.By.RANKS, 0);
        }
        for (int i = 0; i < 8; i++) {
            if (rest.equalsIgnoreCase(profile.file(i)) || rest.equals(String.valueOf((char) ('a' + i)))) {
                return readout.read(p, Readout.By.FILE, i);
            }
            if (rest.equalsIgnoreCase(profile.rank(i)) || rest.equals(String.valueOf(i + 1))) {
                return readout.read(p, Readout.By.RANK, i);
            }
        }
        return readout.byPieces(p);
    }

    private PieceType piece(String letter) {
        if (letter.length() != 1) {
            return null;
        }
        for (PieceLetters letters : new PieceLetters[] {profile.letters(), PieceLetters.ENGLISH}) {
            for (PieceType t : PieceType.values()) {
                if (t != PieceType.PAWN && letters.letter(t, Color.WHITE).equalsIgnoreCase(letter)) {
                    return t;
                }
            }
        }
        return null;
    }

    /** A move tried instead of the one played here: read back, to be judged once confirmed. */
    private void tryMove(String text) {
        if (at < 0) {
            step(+1);
            if (at < 0) {
                return;
            }
        }
        MoveReview m = review.moves().get(at);
        read(m.before(), text).ifPresent(move -> readBack.propose(m.before(), move));
    }

    /** A tried move confirmed: judged against the best and the move played. */
    private void judge(Move move) {
        MoveReview m = review.moves().get(at);
        Position after = m.before().play(move);
        // judged as the move played was: with the second look's budget and scale when it had one
        Optional<Recheck> again = m.rechecked() ? Recheck.of(engine) : Optional.empty();
        Evaluation eval = after.legalMoves().isEmpty() ? Evaluation.ofFinal(after)
                : Evaluation.of(after, engine.analyse(after, again.map(r -> r.budget(budget)).orElse(budget), List.of()));
        Scale scale = again.map(Recheck::scale).orElse(Scale.of(engine));
        double lost = Math.max(0, scale.winPercent(m.evalBefore(), m.mover()) - scale.winPercent(eval, m.mover()));
        Tried verdict = Tried.of(move.equals(m.best().best()), lost, m.judgement(), scale);
        String best = words.announce(m.before(), m.best().best());
        say.accept(switch (verdict) {
            case AS_GOOD_AS_BEST -> sentences.say("review.try.best");
            case BETTER_THAN_PLAYED -> sentences.say("review.try.better", "best", best);
            case STILL_A_MISTAKE -> sentences.say("review.try.still", "best", best);
        });
        tried = after;
    }

    /**
     * A move typed (UCI, SAN in the profile's letters or English ones, or the profile's words) as a game reads it, or
     * empty once the player was told why not, as a game tells it ("Auf Eva zwei steht kein Springer von Ihnen."); what
     * is no move at all gets the review's own help.
     */
    private Optional<Move> read(Position p, String text) {
        Heard heard = hearing.understand(p, text);
        if (heard instanceof Heard.Proposal found) {
            return Optional.of(found.move());
        }
        if (heard instanceof Heard.Reject r && r.why().kind() != Reason.Kind.NOT_UNDERSTOOD) {
            say.accept(rejections.say(r));
        } else {
            say.accept(sentences.say("review.heard.not"));
        }
        return Optional.empty();
    }

    /**
     * Plays on against the engine from the position the tried move reached (or, with nothing tried, from before the
     * current move), the player the side that was to move there, until q, the end of the input, or the end of the game.
     */
    private void playOn(Lines in) throws IOException {
        Position p = tried != null ? tried : here();
        Color me = tried != null ? tried.sideToMove().opposite() : p.sideToMove();
        say.accept(sentences.say("review.play.on", "color", sentences.color(me), "engine", engine.name()));
        try {
            playOn(in, p, me);
        } finally {
            playingOn = null;
            readBack.drop();
        }
    }

    private void playOn(Lines in, Position start, Color me) throws IOException {
        Position p = start;
        while (true) {
            playingOn = p;
            if (p.legalMoves().isEmpty()) {
                say.accept(p.isCheckmate() ? sentences.say("review.play.on.won", "color", sentences.color(p.sideToMove().opposite()))
                        : sentences.say("review.play.on.drawn"));
                return;
            }
            if (p.sideToMove() != me) {
                Analysis a = engine.analyse(p, budget, List.of());
                say.accept(sentences.say("review.play.on.move", "engine", engine.name(), "move", words.announce(p, a.best())));
                p = p.play(a.best());
                continue;
            }
            String line = in.next();
            if (line == null) {
                return;
            }
            if (typedNothing(line)) {
                continue;
            }
            if (isQuit(keys(line).strip())) {
                say.accept(sentences.say("review.play.on.end"));
                return;
            }
            if (line.strip().equals(ReviewHearing.NOT_UNDERSTOOD)) {
                say.accept(sentences.say("review.heard.not"));
                continue;
            }
            ReviewHearing.Answer answer = readBack.answer(line.strip());
            if (answer == ReviewHearing.Answer.YES) {
                p = p.play(readBack.confirmed());
                continue;
            }
            if (answer == ReviewHearing.Answer.NO) {
                continue;
            }
            if (line.strip().equals(ReviewHearing.YES) || line.strip().equals(ReviewHearing.NO)) {
                say.accept(sentences.say("session.no.move.to.confirm"));
                continue;
            }
            Position at = p;
            read(p, line.strip()).ifPresent(move -> readBack.propose(at, move));
        }
    }
}
