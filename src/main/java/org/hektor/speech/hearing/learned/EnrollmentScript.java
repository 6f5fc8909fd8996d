package org.hektor.speech.hearing.learned;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;

/**
 * What a player says to teach Hektor his voice: every word of the profile alone (files, ranks, pieces, castling,
 * capture, check, mate, en passant, every command word, the fillers), then whole moves that use each file and rank
 * word again in connected speech, with castling, a capture, en passant, a promotion, check and mate, and the fillers.
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
        out.add(String.join(" ", profile.piece(org.hektor.chess.PieceType.KNIGHT), profile.fromWord(),
                profile.square(org.hektor.chess.Square.parse("b1")), profile.toWord(),
                profile.square(org.hektor.chess.Square.parse("c3"))));
        List<String> hesitations = profile.hesitations();
        for (int i = 0; i < hesitations.size(); i++) {
            Position p = Position.initial();
            Move m = Move.fromUci(i == 0 ? "d2d4" : "g1h3");
            out.add(hesitations.get(i) + " " + announcer.announce(p, m, Style.LONG));
        }
        return List.copyOf(out);
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
