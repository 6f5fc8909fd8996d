package org.hektor.speech.hearing.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.hektor.notation.Profile;
import org.hektor.speech.corpus.Condition;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.corpus.Tally;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project's floors for a learned voice (moves right clean, in pink noise at 20 and 10 dB, no wrong move, command
 * words right and never heard as another), on a small sample of the held-out benchmark (LearnedVoiceBench,
 * docs/measurements.md): two voices nobody tuned on — a German voice of espeak-ng ({@code de+m1}) and
 * Polish saying the German words — each learned from the script said once at 170 words a minute, then hearing moves
 * of random positions and every command word at other rates and pitches, through {@code hektor speaker learn --batch}
 * and {@code hektor listen --batch}: 12 moves per condition and every command word 6 times per condition. Measured
 * on 2026-12-05: moves 100 / 100 / 91.7 % (clean, 20 dB, 10 dB), commands 100 / 100 / 100 % (96 % at 10 dB while
 * the end-pointer wanted 6 dB over the room). The move floors lie three to six moves below that, as one move is 8
 * points of a dozen, the command floors three and five words of 50; a recogniser that asks or rejects most of what
 * it hears, or confuses words, fails them. No wrong move and no command heard as another are asserted as they are
 * (the project's floor).
 */
class LearnedVoiceFloorsTest {
    private static final List<String> VOICES = List.of("de+m1", "pl");
    /** Moves per voice and condition: two voices, so 12 moves a condition. */
    private static final int MOVES = 6;
    /** Not the benchmark's seed (25): other moves than those it reports. */
    private static final long SEED = 5;
    private static final double FLOOR_CLEAN = 0.75;
    private static final double FLOOR_20DB = 0.65;
    private static final double FLOOR_10DB = 0.45;
    private static final double FLOOR_COMMANDS = 0.94;
    private static final double FLOOR_COMMANDS_10DB = 0.90;
    private static final int PROMOTION_RATE = 195;
    /**
     * Of the 20 fast queries in {@link #aQuerySaidFastIsHeardThoughItsWordWasLearnedAlone}: 18 right (2026-12-05; 20
     * with only the query words shortened); with the words' templates as said alone only, none, and 7 "Was Eva vier"
     * heard as the pawn move e2e4. Two below what was measured, so that a change of the tuning that moves one query
     * does not fail it; the old templates' 0 stays far below.
     */
    private static final int QUERIES_FAST_FLOOR = 16;
    /**
     * Of the 40 queries in {@link #aQueryIsToldFromAnotherQueryByTheWordTheyDifferIn}: 31 right (2026-12-07, the
     * script's queries said whole and {@link LearnedRecognizer#QUERY_WORD_MARGIN} 3.5), 23 with the margin of 6 it had
     * while "Was" was learned alone only (16 before that, when another query one word away was judged by the margin of
     * the whole utterance); three below what was measured, five above the old margin. 34 since a move close behind a
     * query no longer holds it back (late on 2026-12-07).
     */
    private static final int QUERIES_IN_WORD_FLOOR = 28;
    /**
     * Of the 60 in {@link #aCommandWordIsNotHeldBackByARankItsVowelsSoundLike}: 58 right (2026-12-06: "Zeit" 18 of
     * 20, every rank said alone as the rank, a rank holding it back within {@link LearnedRecognizer#RANK_MARGIN}),
     * 55 when a rank alone held a command word back within the command margin; one below what was measured then, two
     * above the old rule. 60 with no rank holding "Zeit" back (2026-12-07).
     */
    private static final int TIME_IN_NOISE_FLOOR = 57;
    /**
     * Of the 20 in {@link #aQueryIsHeardInNoiseByItsWordAsSaidBeforeASquare}: 20 right (2026-12-07), none when the
     * script had "Was" said alone only (all not understood); four below what was measured.
     */
    private static final int QUERIES_IN_NOISE_FLOOR = 16;
    /**
     * Of the 80 in {@link #aWordThatOnlyTellsIsNotHeldBackByARankSaidAlone}: 76 right (2026-12-07: "Stellung" 16 of 20,
     * "Zeit" 20, every rank said alone as the rank), 71 when a rank said alone held a word that only tells back within
     * {@link LearnedRecognizer#RANK_MARGIN} ("Stellung" 14, "Zeit" 17); two below what was measured, three above the
     * old rule.
     */
    private static final int TELLS_IN_NOISE_FLOOR = 74;
    /**
     * Of the 60 in {@link #aFileWordSaidAloneIsAskedForItsSquare}: 60 answered "name the square" (2026-12-07); 9
     * while a file said alone was no phrase of the learned voice, and 39 harmful ("Bella" heard as "schneller" 20 times,
     * "Felix" as "Korrektur" 16, "Anna" as a2a3 3). Three below what was measured.
     */
    private static final int FILES_ALONE_FLOOR = 57;
    /**
     * Of the 40 in {@link #aQueryIsAnsweredThoughThePawnMoveOfItsSquareComesClose}: 37 right (2026-12-07); 22 while a
     * move within the margin held a query back and a square alone with speech before it was rejected outright. Three
     * below what was measured.
     */
    private static final int QUERY_BEFORE_MOVE_FLOOR = 34;

    @Test
    void heldOutVoicesMeetTheFloorsOnASample(@TempDir Path dir) throws Exception {
        Tally tally = LearnedVoiceBench.run(Profile.load("ibca"), VOICES,
                List.of(Condition.CLEAN, Condition.PINK_20DB, Condition.PINK_10DB), MOVES, SEED, dir, 2);
        String report = tally.report("learned voices, sample");
        System.out.println(report);
        assertEquals(List.of(), tally.outcomes().stream().filter(Tally.Outcome::harmful).toList(), report);
        Map<String, Tally.Counts> by = tally.by(o -> o.item().condition().key());
        assertTrue(by.get("clean").moveShare() >= FLOOR_CLEAN, report);
        assertTrue(by.get("pink-20db").moveShare() >= FLOOR_20DB, report);
        assertTrue(by.get("pink-10db").moveShare() >= FLOOR_10DB, report);
        assertTrue(by.get("clean").commandShare() >= FLOOR_COMMANDS, report);
        assertTrue(by.get("pink-20db").commandShare() >= FLOOR_COMMANDS, report);
        assertTrue(by.get("pink-10db").commandShare() >= FLOOR_COMMANDS_10DB, report);
        // the one-syllable "Uhr" rises only 3-6 dB over pink noise at 10 dB: with an end-pointer wanting 6 dB over
        // the room, 2 of these 6 were no speech at all
        assertEquals(List.of(), tally.outcomes().stream().filter(o -> o.item().text().equals("Uhr")
                && !o.answer().equals(o.item().expected())).toList(), report);
    }

    /**
     * A promotion to a rook said with a filler before it and "Schach" after it ("also Bauer von Cäsar sieben schlägt
     * Bella acht Turm Schach"), by the female German voice that was heard worst: the grammar had no phrase with both,
     * the piece word swallowed "Schach" and "Dame" fitted "Turm Schach" better than "Turm": 19 of these 20 were heard
     * as a queen (and one asked) before the recogniser completed the filler forms ({@code FillerForms}); now all 20
     * are asked between the rook and the queen (2026-12-05). The pattern of the benchmark's two wrong moves.
     */
    @Test
    void aPromotionToARookAfterAFillerAndBeforeCheckIsNeverHeardAsAQueen(@TempDir Path dir) throws Exception {
        String white = "1r2k3/2P5/8/8/8/8/5p2/K5R1 w - - 0 1";
        String black = "1r2k3/2P5/8/8/8/8/5p2/K5R1 b - - 0 1";
        List<String[]> moves = List.of(
                new String[] {white, "MOVE c7b8r", "also Bauer von Cäsar sieben schlägt Bella acht Turm Schach"},
                new String[] {white, "MOVE c7c8r", "also Bauer Cäsar sieben Cäsar acht Turm Schach"},
                new String[] {white, "MOVE c7b8r", "äh Bauer von Cäsar sieben schlägt Bella acht Turm Schach"},
                new String[] {black, "MOVE f2f1r", "also Bauer von Felix zwei nach Felix eins Turm Schach"},
                new String[] {black, "MOVE f2g1r", "äh Bauer von Felix zwei schlägt Gustav eins Turm Schach"});
        List<LearnedVoiceBench.Said> said = new java.util.ArrayList<>();
        for (String[] m : moves) {
            for (int pitch : new int[] {30, 40, 60, 70}) {
                said.add(new LearnedVoiceBench.Said(m[0], m[1], m[2], PROMOTION_RATE, pitch, Condition.FILLER));
            }
        }
        Tally tally = new Tally();
        LearnedVoiceBench.hear(Profile.load("ibca"), "de+f5", said, dir).forEach(tally::add);
        String report = tally.report("promotions to a rook after a filler, de+f5");
        System.out.println(report);
        // the rook, or a question that offers it
        assertEquals(List.of(), tally.outcomes().stream().filter(o -> !o.answer().equals(o.item().expected())
                && !(o.answer().startsWith("ASK ") && o.answer().contains(o.item().expected().substring(5)))).toList(),
                report);
    }
    /**
     * "Was Eva vier" said fast in pink noise at 10 dB by a female German voice, whose "Was" the noise can swallow: the
     * pawn move "Eva vier" then fits better than the query by more than any margin (on the tuning voices, {@code de+f3}
     * at 215 words a minute, once the room's noise floor made "vier" and "drei" easier to tell apart). A query is
     * never heard as a move: the speech before "Eva" that the move leaves to the quiet makes it not understood.
     */
    @Test
    void aQueryWhoseWasIsLostInNoiseIsNeverHeardAsThePawnMove(@TempDir Path dir) throws Exception {
        List<LearnedVoiceBench.Said> said = new java.util.ArrayList<>();
        for (int rate : new int[] {195, 215}) {
            for (int pitch : new int[] {30, 40, 50, 60, 70}) {
                said.add(new LearnedVoiceBench.Said(org.hektor.chess.Position.INITIAL_FEN, "COMMAND what e4",
                        "Was Eva vier", rate, pitch, Condition.PINK_10DB));
            }
        }
        Tally tally = new Tally();
        LearnedVoiceBench.hear(Profile.load("ibca"), "de+f3", said, dir).forEach(tally::add);
        String report = tally.report("\"Was Eva vier\" in pink noise at 10 dB, de+f3");
        System.out.println(report);
        assertEquals(List.of(), tally.outcomes().stream().filter(o -> o.answer().startsWith("MOVE ")).toList(), report);
    }

    /**
     * The queries said fast in pink noise at 20 dB by a female German voice that draws out a word said alone: its
     * "Was" and "Wo" learned alone were too long for the match to shrink them to the query said at 195-215 words a
     * minute, so "Bauer Eva vier" or "Kopfhörer" fitted better: "Wo Springer" was not understood and "Was Eva vier"
     * was heard as the pawn move "Eva vier" (the speech before "Eva" too short for the rule that catches that at 10
     * dB). A word said alone is also known at a shorter length ({@link LearnedVoice#SHORTENED}).
     */
    @Test
    void aQuerySaidFastIsHeardThoughItsWordWasLearnedAlone(@TempDir Path dir) throws Exception {
        List<LearnedVoiceBench.Said> said = new java.util.ArrayList<>();
        for (String[] q : List.of(new String[] {"COMMAND what e4", "Was Eva vier"},
                new String[] {"COMMAND where knight", "Wo Springer"})) {
            for (int rate : new int[] {195, 215}) {
                for (int pitch : new int[] {30, 40, 50, 60, 70}) {
                    said.add(new LearnedVoiceBench.Said(org.hektor.chess.Position.INITIAL_FEN, q[0], q[1], rate, pitch,
                            Condition.PINK_20DB));
                }
            }
        }
        assertNoHarmAndAtLeastRight("de+f3", said, dir, "the queries said fast in pink noise at 20 dB, de+f3",
                QUERIES_FAST_FLOOR);
    }

    /**
     * "Was Eva vier" said in pink noise at 20 and 10 dB by a female German voice, at every test rate and pitch: the
     * query is ranked first, but "Was Eva drei" or "Was Cäsar vier" came within the margin in evidence, a difference
     * diluted by the frames of the words the two share. Judged by the frames of the one word they differ in, the
     * query stands; no query is heard as another.
     */
    @Test
    void aQueryIsToldFromAnotherQueryByTheWordTheyDifferIn(@TempDir Path dir) throws Exception {
        assertWasEvaVierInNoise("de+f5", dir, QUERIES_IN_WORD_FLOOR);
    }

    /**
     * "Was Eva vier" said in pink noise at 10 dB by a Russian voice saying the German words, at every test rate and
     * pitch: its "Was" said alone is short and quiet, and in the noise it was too little like the "Was" before a
     * square to be told from the quiet before "Eva vier". The script has the player say a query as he asks it
     * ({@link EnrollmentScript#prompts}), so his "Was" is known as it sounds before a square.
     */
    @Test
    void aQueryIsHeardInNoiseByItsWordAsSaidBeforeASquare(@TempDir Path dir) throws Exception {
        List<LearnedVoiceBench.Said> said = new java.util.ArrayList<>();
        for (int rate : new int[] {130, 150, 195, 215}) {
            for (int pitch : new int[] {30, 40, 50, 60, 70}) {
                said.add(new LearnedVoiceBench.Said(org.hektor.chess.Position.INITIAL_FEN, "COMMAND what e4",
                        "Was Eva vier", rate, pitch, Condition.PINK_10DB));
            }
        }
        assertNoHarmAndAtLeastRight("ru+iven", said, dir, "\"Was Eva vier\" in pink noise at 10 dB, ru+iven",
                QUERIES_IN_NOISE_FLOOR);
    }

    /**
     * In pink noise at 10 dB "Stellung" comes close to "sechs" said alone (a rank alone: "name the square"). A word that
     * only tells is not held back by a rank alone: either answer given for the other changes nothing. {@code es+Mario},
     * a tuning voice, says "Stellung" at every test rate and pitch; "sechs" said alone by it in that noise is never
     * heard as a command (harmful).
     */
    @Test
    void aWordThatOnlyTellsIsNotHeldBackByARankSaidAlone(@TempDir Path dir) throws Exception {
        List<LearnedVoiceBench.Said> said = inNoiseAtEveryRateAndPitch(new String[][] {
            {"COMMAND position", "Stellung"}, {"COMMAND time", "Zeit"},
            {"REJECT name the square the piece goes to", "sechs"}, {"REJECT name the square the piece goes to", "drei"}});
        assertNoHarmAndAtLeastRight("es+Mario", said, dir,
                "\"Stellung\", \"Zeit\", \"sechs\" and \"drei\" in pink noise at 10 dB, es+Mario", TELLS_IN_NOISE_FLOOR);
    }

    /**
     * "Was Eva vier" said in pink noise at 20 and 10 dB by a female German voice at every test rate and pitch: the
     * pawn move "Eva vier" came within the margin of the query, or fitted best with the quiet-sounding "Was" before it
     * left unexplained, and the query was not understood. A query only tells: heard where a move was said, it changes
     * nothing, so a move close behind does not hold it back, and a square alone rejected for the speech before it gives
     * way to the query of that square. {@code de+Alicia} is a tuning voice; no query is heard as a move or another
     * query.
     */
    @Test
    void aQueryIsAnsweredThoughThePawnMoveOfItsSquareComesClose(@TempDir Path dir) throws Exception {
        assertWasEvaVierInNoise("de+Alicia", dir, QUERY_BEFORE_MOVE_FLOOR);
    }

    /** {@code voice} says "Was Eva vier" at every test rate and pitch in pink noise at 20 and 10 dB (40). */
    private static void assertWasEvaVierInNoise(String voice, Path dir, int floor) throws Exception {
        List<LearnedVoiceBench.Said> said = LearnedVoiceBench.Said.atEveryRateAndPitch(
                List.of(Condition.PINK_20DB, Condition.PINK_10DB), new String[][] {{"COMMAND what e4", "Was Eva vier"}});
        assertNoHarmAndAtLeastRight(voice, said, dir, "\"Was Eva vier\" in pink noise at 20 and 10 dB, " + voice, floor);
    }

    /** Each {answer, text} said at every test rate and pitch in pink noise at 10 dB, in the initial position. */
    private static List<LearnedVoiceBench.Said> inNoiseAtEveryRateAndPitch(String[][] texts) {
        return LearnedVoiceBench.Said.atEveryRateAndPitch(List.of(Condition.PINK_10DB), texts);
    }

    /** {@code voice} says {@code said}: no harmful answer, and at least {@code floor} answered as said. */
    private static void assertNoHarmAndAtLeastRight(String voice, List<LearnedVoiceBench.Said> said, Path dir,
                                                    String title, int floor) throws Exception {
        Tally tally = new Tally();
        LearnedVoiceBench.hear(Profile.load("ibca"), voice, said, dir).forEach(tally::add);
        String report = tally.report(title);
        System.out.println(report);
        assertEquals(List.of(), tally.outcomes().stream().filter(Tally.Outcome::harmful).toList(), report);
        long right = tally.outcomes().stream().filter(o -> o.answer().equals(o.item().expected())).count();
        assertTrue(right >= floor, right + " of " + said.size() + " right\n" + report);
    }

    /**
     * In pink noise at 10 dB the consonant before "-ei" is lost, and "Zeit" comes close to "zwei" or "drei" said alone
     * (a rank alone: "name the square"). {@code de+Andy}, a tuning voice, says "Zeit" at every test rate and pitch: a
     * rank alone does not hold it back, as it only tells (first a rank held a command word back only within
     * {@link LearnedRecognizer#RANK_MARGIN}, which still holds the others). The same voice saying "zwei" and
     * "drei" alone in that noise is never heard as a command (harmful: a command other than the one said).
     */
    @Test
    void aCommandWordIsNotHeldBackByARankItsVowelsSoundLike(@TempDir Path dir) throws Exception {
        List<LearnedVoiceBench.Said> said = inNoiseAtEveryRateAndPitch(new String[][] {{"COMMAND time", "Zeit"},
            {"REJECT name the square the piece goes to", "zwei"}, {"REJECT name the square the piece goes to", "drei"}});
        assertNoHarmAndAtLeastRight("de+Andy", said, dir,
                "\"Zeit\", \"zwei\" and \"drei\" in pink noise at 10 dB, de+Andy", TIME_IN_NOISE_FLOOR);
    }

    /**
     * A file word said alone ("Bella") is answered as a rank said alone: "name the square the piece goes to". While it
     * was no phrase the learned voice matched, it was heard as the nearest phrase: {@code ru+iven}, a tuning voice, in
     * pink noise said "Bella" and was heard as "schneller", "Felix" as "Korrektur", "Anna" as the pawn move a2a3. The
     * same voice says those three at every test rate and pitch in pink noise at 10 dB: never a move or a command.
     */
    @Test
    void aFileWordSaidAloneIsAskedForItsSquare(@TempDir Path dir) throws Exception {
        String name = "REJECT name the square the piece goes to";
        List<LearnedVoiceBench.Said> said = inNoiseAtEveryRateAndPitch(new String[][] {
            {name, "Bella"}, {name, "Felix"}, {name, "Anna"}});
        assertNoHarmAndAtLeastRight("ru+iven", said, dir,
                "\"Bella\", \"Felix\" and \"Anna\" said alone in pink noise at 10 dB, ru+iven", FILES_ALONE_FLOOR);
    }
}
