package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.notation.Understanding;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.ProfileVoice;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The whole way of a spoken move with no sound card: the Announcer's long phrase, spoken by FreeTTS into PCM,
 * heard by Vosk with the English model and the position's grammar, read by the Understanding.
 */
class RoundTripTest {
    static final int MOVES = 300;
    private static VoskModel model;

    record Tally(int right, int wrong, int other, List<String> misses) {
        double rightShare() {
            return right / (double) (right + wrong + other);
        }
    }

    @BeforeAll
    static void load() {
        model = VoskModel.load(VoskModel.DEFAULT_ENGLISH);
    }

    @AfterAll
    static void close() {
        model.close();
    }

    /** A random legal position: random moves from the start, 0 to 80 plies, and a random move in it. */
    static List<Position> positions(long seed, int count) {
        Random r = new Random(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            Position p = Position.initial();
            int plies = r.nextInt(81);
            for (int i = 0; i < plies && !p.legalMoves().isEmpty(); i++) {
                p = p.play(p.legalMoves().get(r.nextInt(p.legalMoves().size())));
            }
            if (!p.legalMoves().isEmpty()) {
                out.add(p);
            }
        }
        return out;
    }

    static Tally run(Profile profile, long seed) {
        ProfileListening speech = ProfileListening.forModel(profile, model.vocabulary());
        Announcer announcer = new Announcer(profile);
        Understanding understanding = new Understanding(profile);
        Random r = new Random(seed);
        int right = 0;
        int wrong = 0;
        int other = 0;
        List<String> misses = new ArrayList<>();
        try (FreeTtsVoice voice = FreeTtsVoice.open(ProfileVoice.pronunciations(profile));
             VoskRecognizer recognizer = new VoskRecognizer(model)) {
            for (Position p : positions(seed, MOVES)) {
                Move m = p.legalMoves().get(r.nextInt(p.legalMoves().size()));
                String said = announcer.announce(p, m, Style.LONG);
                ListeningTable.Listening listening = speech.listening(p);
                List<Hypothesis> heard = listening.meaning(
                        recognizer.recognize(voice.synthesize(said), listening.grammar()).orElse(List.of()));
                Heard answer = understanding.understand(p, heard);
                if (answer instanceof Heard.Proposal proposal && proposal.move().equals(m)) {
                    right++;
                } else if (answer instanceof Heard.Proposal) {
                    wrong++;
                    misses.add("WRONG " + said + " -> " + heard + " in " + p.fen());
                } else {
                    other++;
                    misses.add(said + " -> " + heard + " " + answer);
                }
            }
        }
        return new Tally(right, wrong, other, misses);
    }

    @Test
    void enThreeHundredSpokenMovesNoWrongMoveAndAtLeast95PercentRight() {
        Tally t = run(Profile.load("en"), 20_261_129L);
        System.out.println("en round trip: " + t.right() + " right, " + t.wrong() + " wrong, " + t.other()
                + " asked or rejected of " + MOVES);
        assertEquals(0, t.wrong(), () -> "a wrong MOVE must never happen: " + t.misses());
        assertTrue(t.rightShare() >= 0.95, () -> t.right() + " of " + MOVES + "; missed: " + t.misses());
    }

    /**
     * ibca with only the English model: the listening table stands in English words for the German ones.
     * Measured: 279 of 300 right (93 %), none wrong; the misses are REJECTs ("not understood") where Vosk's
     * bigram grammar produced no phrase, mostly around Anna, Eva, eins and fünf. The floor is set below that.
     */
    @Test
    void ibcaThroughTheListeningTableNoWrongMoveAndAtLeast90PercentRight() {
        Tally t = run(Profile.load("ibca"), 20_261_130L);
        System.out.println("ibca round trip (English model, listening table): " + t.right() + " right, " + t.wrong()
                + " wrong, " + t.other() + " asked or rejected of " + MOVES);
        assertEquals(0, t.wrong(), () -> "a wrong MOVE must never happen: " + t.misses());
        assertTrue(t.rightShare() >= 0.90, () -> t.right() + " of " + MOVES + "; missed: " + t.misses());
    }
}
