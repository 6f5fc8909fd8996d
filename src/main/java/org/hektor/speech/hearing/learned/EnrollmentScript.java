package org.hektor.speech.hearing.learned;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;

/**
 * What a player says to teach Hektor his voice, each prompt once, so that every word is said at least twice: every
 * word of the profile alone (files, ranks, pieces, castling, capture, check, mate, en passant, every command word,
 * the fillers), then whole moves that say each move word again in connected speech (castling, a capture, en passant,
 * a promotion, check and mate, the fillers), a query of each kind as a player asks it ("Was David fünf", "Wo Turm"),
 * then the words no phrase says yet (the command words) again, a few to a phrase. The word said alone is the
 * template a phrase is cut by ({@link LearnedVoice}), so the words come first. The query words ("Wo", "Was") are also
 * said alone twice ({@link #takes}).
 *
 * <p>The queries said whole: in pink noise at 10 dB the "Was" learned alone (drawn out, loud) was too unlike the
 * short "Was" before a square for the match to tell it from the quiet before "Eva vier". On the tuning voices'
 * 800 more command words in that noise (LearnedVoiceBench seeds 26-29) "Was Eva vier" was missed 15 of 32 times
 * without the two queries, 7 with them, none heard as anything else; every command 769 -> 777 of 800, the kept
 * corpus's moves 416 of 480 either way (docs/measurements.md).
 */
public final class EnrollmentScript {
    /** Positions and moves whose long announcements are the script's whole moves. */
    private static final List<String[]> MOVES = List.of(
            new String[] {Position.INITIAL_FEN, "g1f3"},
            new String[] {Position.INITIAL_FEN, "e2e4"},
            new String[] {"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "f1c4"},
            new String[] {"r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 9", "e1g1"},
            new String[] {"r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 9", "e8c8"},
            new String[] {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6"},
            new String[] {"1r2k3/2P5/8/8/8/8/5p2/K5R1 w - - 0 1", "c7b8q"},
            new String[] {"rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "d1h5"},
            new String[] {"1r2k3/2P5/8/8/8/8/5p2/K5R1 w - - 0 1", "g1g8"},
            new String[] {"1r2k3/2P5/8/8/8/8/5p2/K5R1 w - - 0 1", "a1a2"});
    /** The words no move says are said again this many to a phrase: a take as long as a short move. */
    static final int WORDS_PER_PHRASE = 4;

    private EnrollmentScript() {
    }

    /** The prompts in the order they are said, as the profile spells them. */
    public static List<String> prompts(Profile profile) {
        Set<String> out = new LinkedHashSet<>(words(profile));
        Announcer announcer = new Announcer(profile);
        List<String> moves = new ArrayList<>();
        for (String[] m : MOVES) {
            Position p = Position.fromFen(m[0]);
            moves.add(announcer.announce(p, Move.fromUci(m[1]), Style.LONG));
        }
        out.addAll(moves);
        // the fillers in connected speech: "Springer von Bella eins nach Cäsar drei", "äh Bauer David zwei David vier"
        out.add(String.join(" ", profile.piece(PieceType.KNIGHT), profile.fromWord(), profile.square(Square.parse("b1")),
                profile.toWord(), profile.square(Square.parse("c3"))));
        List<String> hesitations = profile.hesitations();
        for (int i = 0; i < hesitations.size(); i++) {
            Position p = Position.initial();
            Move m = Move.fromUci(i == 0 ? "d2d4" : "g1h3");
            out.add(hesitations.get(i) + " " + announcer.announce(p, m, Style.LONG));
        }
        // a query as the player asks it: "Was" said alone is drawn out, before a square it is short and quiet
        out.add(profile.commandWords(CommandWord.WHAT).get(0) + " " + profile.square(Square.parse("d5")));
        out.add(profile.commandWords(CommandWord.WHERE).get(0) + " " + profile.piece(PieceType.ROOK));
        out.addAll(phrasesOfTheRest(profile, out));
        return List.copyOf(out);
    }

    /**
     * How often the player says {@code prompt}: twice for a query word ("Wo", "Was"), once for everything else. A
     * query word cut from a phrase made "Was Felix vier" come within the margin of the pawn move "Felix vier", so
     * that moves were not understood (LearnedVoiceBench, 20 held-out voices: 28 moves not understood instead of 15);
     * a second take said alone did not.
     */
    public static int takes(Profile profile, String prompt) {
        return queryWords(profile).contains(Take.normalize(prompt)) ? 2 : 1;
    }

    private static Set<String> queryWords(Profile profile) {
        Set<String> out = new LinkedHashSet<>();
        for (CommandWord c : List.of(CommandWord.WHERE, CommandWord.WHAT)) {
            profile.commandWords(c).forEach(q -> out.addAll(List.of(Take.normalize(q).split(" "))));
        }
        return out;
    }

    /**
     * The words said only alone so far (but the query words), again, {@link #WORDS_PER_PHRASE} or fewer to a phrase,
     * in script order.
     */
    private static List<String> phrasesOfTheRest(Profile profile, Set<String> prompts) {
        Set<String> inPhrases = new LinkedHashSet<>();
        prompts.stream().map(t -> List.of(Take.normalize(t).split(" "))).filter(w -> w.size() > 1)
                .forEach(inPhrases::addAll);
        Set<String> queries = queryWords(profile);
        List<String> rest = words(profile).stream()
                .filter(w -> !inPhrases.contains(Take.normalize(w)) && !queries.contains(Take.normalize(w))).toList();
        if (rest.size() == 1) {
            return List.of(rest.get(0) + " " + rest.get(0));    // a phrase, not the prompt said alone before
        }
        int phrases = (rest.size() + WORDS_PER_PHRASE - 1) / WORDS_PER_PHRASE;
        List<String> out = new ArrayList<>();
        for (int i = 0, from = 0; i < phrases; i++) {
            // as even as can be: 22 words are 3, 3, 4, 4, 4 and 4
            int to = from + (rest.size() - from) / (phrases - i);
            out.add(String.join(" ", rest.subList(from, to)));
            from = to;
        }
        return out;
    }

    /** Every single word of the profile, each once. */
    public static List<String> words(Profile profile) {
        Set<String> words = new LinkedHashSet<>(profile.canonicalWords());
        words.add(profile.fromWord());
        words.add(profile.toWord());
        words.addAll(profile.hesitations());
        return List.copyOf(words);
    }
}
