package org.hektor.notation;

import static org.hektor.notation.Answers.hear;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Understanding a move (spoken-notation.md section 3) in the words of rule 2.1 and of the English profile.
 * Positions are named in {@link Positions}; each row is an utterance and the answer {@code hektor hear} prints.
 */
class UnderstandingTest {
    private static final Understanding IBCA = new Understanding(Profile.load("ibca"));
    private static final Understanding EN = new Understanding(Profile.load("en"));
    private static final Map<String, Position> AT = Map.ofEntries(
            Map.entry("start", Positions.START),
            Map.entry("twoKnights", Positions.TWO_KNIGHTS),
            Map.entry("knightsRooks", Positions.TWO_KNIGHTS_TWO_ROOKS),
            Map.entry("pawnTakes", Positions.PAWN_TAKES),
            Map.entry("enPassant", Positions.EN_PASSANT),
            Map.entry("promotion", Positions.PROMOTION),
            Map.entry("castling", Positions.CASTLING),
            Map.entry("blackBishop", Positions.BLACK_BISHOP),
            Map.entry("nineToE4", Positions.NINE_TO_E4),
            Map.entry("twoPromotingCaptures", Positions.TWO_PROMOTING_CAPTURES),
            Map.entry("mated", Positions.MATED),
            Map.entry("afterE4E5", Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")));

    @ParameterizedTest(name = "[{0}] \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            # the examples of section 2, heard back
            start        | Springer Gustav eins Felix drei              | MOVE g1f3
            pawnTakes    | Bauer Eva vier schlägt David fünf            | MOVE e4d5
            enPassant    | Bauer Eva fünf schlägt David sechs en passant | MOVE e5d6
            promotion    | Bauer Gustav sieben Gustav acht Dame Schach  | MOVE g7g8q
            castling     | Kurze Rochade                                | MOVE e1g1
            castling     | Lange Rochade Schach                         | MOVE e1c1
            start        | Springer Felix drei                          | MOVE g1f3
            start        | Eva vier                                     | MOVE e2e4
            pawnTakes    | Eva schlägt David fünf                       | MOVE e4d5
            knightsRooks | Springer Bella David zwei                    | MOVE b1d2
            knightsRooks | Turm eins Anna drei                          | MOVE a1a3
            """)
    void contractExamplesInIbca(String at, String text, String expected) {
        assertEquals(expected, hear(IBCA, AT.get(at), text));
    }

    @ParameterizedTest(name = "[{0}] \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            start         | knight golf one foxtrot three               | MOVE g1f3
            enPassant     | pawn echo five takes delta six en passant   | MOVE e5d6
            castling      | short castle check                          | MOVE e1g1
            castling      | short castle                                | MOVE e1g1
            castling      | long castle                                 | MOVE e1c1
            castling      | castles kingside                            | MOVE e1g1
            castling      | castle queenside                            | MOVE e1c1
            castling      | O-O                                         | MOVE e1g1
            castling      | O-O-O                                       | MOVE e1c1
            pawnTakes     | echo takes delta five                       | MOVE e4d5
            pawnTakes     | pawn echo four captures delta five          | MOVE e4d5
            pawnTakes     | e x d5                                      | MOVE e4d5
            promotion     | golf eight promotes to queen                | MOVE g7g8q
            promotion     | golf eight queen check                      | MOVE g7g8q
            promotion     | golf eight promotes to Q                    | MOVE g7g8q
            promotion     | golf eight N                                | MOVE g7g8n
            promotion     | pawn golf seven golf eight rook             | MOVE g7g8r
            start         | knight g one f three                        | MOVE g1f3
            start         | knight alpha three                          | MOVE b1a3
            start         | alfa four                                   | MOVE a2a4
            start         | um knight from golf one to foxtrot three    | MOVE g1f3
            start         | the knight uh on foxtrot 3                  | MOVE g1f3
            enPassant     | echo takes delta six                        | MOVE e5d6
            enPassant     | echo takes delta six e.p.                   | MOVE e5d6
            start         | e4                                          | MOVE e2e4
            start         | knight golf one foxtrot three check         | MOVE g1f3
            start         | knight golf one foxtrot three mate          | MOVE g1f3
            start         | knight golf one foxtrot three checkmate     | MOVE g1f3
            start         | [unk] knight foxtrot three [unk]            | MOVE g1f3
            start         | KNIGHT Golf One Foxtrot Three               | MOVE g1f3
            promotion     | golf eight equals queen                     | MOVE g7g8q
            castling      | castle                                      | ASK e1c1 e1g1
            start         | knight foxtrot six                          | REJECT no knight can reach f6
            start         | banana                                      | REJECT not understood
            """)
    void englishProfile(String at, String text, String expected) {
        assertEquals(expected, hear(EN, AT.get(at), text));
    }

    @ParameterizedTest(name = "[{0}] \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            # spelling variants of section 1
            start       | Bauer Caesar zwei Caesar vier            | MOVE c2c4
            start       | Bauer Casar zwei Casar vier              | MOVE c2c4
            start       | Bauer Zäsar zwei Zäsar vier              | MOVE c2c4
            start       | Bauer Cesar zwei Cesar vier              | MOVE c2c4
            start       | Hector vier                              | MOVE h2h4
            start       | Springer Gustav ein Felix drei           | MOVE g1f3
            start       | Springer Gustav eine Felix drei          | MOVE g1f3
            start       | Bauer Eva zwo Eva vier                   | MOVE e2e4
            blackBishop | Läufer Cäsar acht Felix fuenf            | MOVE c8f5
            blackBishop | Läufer Cäsar acht Felix funf             | MOVE c8f5
            blackBishop | Bauer Anna sieben Anna sex               | MOVE a7a6
            blackBishop | Bauer Anna siebn Anna sechs              | MOVE a7a6
            blackBishop | Laeufer Cäsar acht Felix fünf            | MOVE c8f5
            blackBishop | Laufer Cäsar acht Felix fünf             | MOVE c8f5
            afterE4E5   | Koenig Eva zwei                          | MOVE e1e2
            afterE4E5   | Konig Eva eins Eva zwei                  | MOVE e1e2
            afterE4E5   | König Eva zwei                           | MOVE e1e2
            castling    | kurz Rochade                             | MOVE e1g1
            castling    | lang Rochade                             | MOVE e1c1
            castling    | Rochade kurz                             | MOVE e1g1
            castling    | Rochade lang                             | MOVE e1c1
            pawnTakes   | Eva schlaegt David fünf                  | MOVE e4d5
            pawnTakes   | Eva schlagt David fünf                   | MOVE e4d5
            pawnTakes   | Eva nimmt David fünf                     | MOVE e4d5
            pawnTakes   | Eva x David fünf                         | MOVE e4d5
            enPassant   | Eva schlägt David sechs e.p.             | MOVE e5d6
            enPassant   | Eva schlägt David sechs ep               | MOVE e5d6
            promotion   | Gustav acht wird Dame                    | MOVE g7g8q
            promotion   | Gustav acht Umwandlung Turm              | MOVE g7g8r
            promotion   | Bauer Gustav sieben Gustav acht Umwandlung in Springer | MOVE g7g8n
            promotion   | Gustav acht Läufer Schachmatt            | MOVE g7g8b
            # any case, punctuation, NFC (a decomposed umlaut), digits and typed squares
            start       | SPRINGER gustav EINS felix DREI          | MOVE g1f3
            start       | springer, Gustav eins. Felix drei!       | MOVE g1f3
            blackBishop | La\u0308ufer Ca\u0308sar acht Felix fu\u0308nf | MOVE c8f5
            start       | Springer Gustav 1 Felix 3                | MOVE g1f3
            start       | Springer Felix 3                         | MOVE g1f3
            start       | Springer g1 f3                           | MOVE g1f3
            start       | e4                                       | MOVE e2e4
            start       | E4                                       | MOVE e2e4
            start       | Springer f3                              | MOVE g1f3
            start       | e2-e4                                    | MOVE e2e4
            castling    | Kurze-Rochade                            | MOVE e1g1
            # fillers (the German federation's habit) and the recogniser's [unk]
            blackBishop | Läufer von Cäsar acht nach Felix fünf    | MOVE c8f5
            start       | äh Springer ähm von Gustav eins also nach Felix drei bitte | MOVE g1f3
            start       | und Springer auf Felix drei              | MOVE g1f3
            start       | [unk] Springer Felix drei [unk]          | MOVE g1f3
            # check, mate and en passant words are ignored for matching
            start       | Springer Gustav eins Felix drei Schach   | MOVE g1f3
            start       | Eva vier Matt                            | MOVE e2e4
            enPassant   | Bauer Eva fünf David sechs               | MOVE e5d6
            """)
    void variantsFillersCaseAndDigits(String at, String text, String expected) {
        assertEquals(expected, hear(IBCA, AT.get(at), text.replace("\\u0308", "\u0308")));
    }

    @ParameterizedTest(name = "[{0}] \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            # no piece word: a pawn move if one fits, else any piece (a dropped piece word never hides a legal move)
            start      | Felix drei                 | MOVE f2f3
            start      | Anna drei                  | MOVE a2a3
            twoKnights | Eva fünf                   | MOVE f3e5
            twoKnights | David zwei                 | ASK b1d2 e1d2 f3d2
            # a lone file or rank word before the destination tells the origin apart
            twoKnights | Springer Bella David zwei  | MOVE b1d2
            twoKnights | Springer Felix David zwei  | MOVE f3d2
            knightsRooks | Turm fünf Anna drei      | MOVE a5a3
            # origin then destination
            twoKnights | Springer Felix drei David zwei | MOVE f3d2
            twoKnights | Felix drei David zwei      | MOVE f3d2
            # the capture word must capture; without it either
            pawnTakes  | Bauer Eva vier David fünf  | MOVE e4d5
            pawnTakes  | Bauer schlägt David fünf   | MOVE e4d5
            # a promotion without a piece is never guessed
            promotion  | Gustav acht                | ASK g7g8b g7g8n g7g8q g7g8r
            promotion  | Bauer Gustav sieben Gustav acht | ASK g7g8b g7g8n g7g8q g7g8r
            promotion  | Bauer Gustav acht Schach   | ASK g7g8b g7g8n g7g8q g7g8r
            twoPromotingCaptures | Gustav acht      | ASK f7g8b f7g8n f7g8q f7g8r h7g8b h7g8n h7g8q h7g8r
            twoPromotingCaptures | Felix schlägt Gustav acht Dame | MOVE f7g8q
            # castling said as castling or as a king moving two files
            castling   | König Eva eins Gustav eins | MOVE e1g1
            castling   | König Eva eins Cäsar eins  | MOVE e1c1
            castling   | König Gustav eins          | MOVE e1g1
            castling   | König Kurze Rochade        | MOVE e1g1
            castling   | Rochade                    | ASK e1c1 e1g1
            """)
    void constraintReading(String at, String text, String expected) {
        assertEquals(expected, hear(IBCA, AT.get(at), text));
    }

    @ParameterizedTest(name = "[{0}] \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            start        | blah                              | REJECT not understood
            start        | ''                                | REJECT not understood
            start        | [unk]                             | REJECT not understood
            start        | Springer Gustav eins Felix drei danke | REJECT not understood
            start        | ja Springer                       | REJECT not understood
            start        | Springer Gustav eins Springer Felix drei | REJECT not understood
            twoKnights   | Springer Felix drei               | REJECT no knight can reach f3
            start        | Springer Felix sechs              | REJECT no knight can reach f6
            start        | Eva fünf                          | REJECT no piece can reach e5
            start        | Springer schlägt Felix drei       | REJECT there is nothing to take on f3
            start        | Springer Bella zwei Felix drei    | REJECT there is no knight of yours on b2
            start        | Eva drei Eva vier                 | REJECT there is no piece of yours on e3
            start        | Springer Gustav eins Eva zwei     | REJECT the knight on g1 cannot reach e2
            twoKnights   | Springer Cäsar David zwei         | REJECT no knight on the c-file can reach d2
            knightsRooks | Turm zwei Anna drei               | REJECT no rook on rank 2 can reach a3
            start        | Kurze Rochade                     | REJECT short castling is not legal here
            start        | Lange Rochade                     | REJECT long castling is not legal here
            start        | Rochade                           | REJECT castling is not legal here
            promotion    | Gustav acht König                 | REJECT name the promotion piece
            promotion    | Gustav acht Bauer                 | REJECT name the promotion piece
            start        | Eva vier Dame                     | REJECT that move is not a promotion
            start        | Springer                          | REJECT name the square the piece goes to
            start        | Springer Bella                    | REJECT name the square the piece goes to
            start        | drei                              | REJECT name the square the piece goes to
            nineToE4     | Eva vier                          | REJECT 9 moves match, name the square the piece leaves
            nineToE4     | Springer Eva vier                 | ASK c3e4 d6e4 f2e4 g5e4
            mated        | Eva vier                          | REJECT there is no legal move in this position
            start        | Wo                                | REJECT name the piece to look for
            start        | Was                               | REJECT name the square to look at
            start        | Nf6                               | REJECT Nf6 is not legal here: no knight can go to f6
            start        | e2e5                              | REJECT the pawn on e2 cannot reach e5
            """)
    void rejectsWithAReasonAPersonUnderstands(String at, String text, String expected) {
        assertEquals(expected, hear(IBCA, AT.get(at), text));
    }

    @ParameterizedTest(name = "[{0}] \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            # typed SAN in every letter set (the profile's first: German for ibca), and UCI
            start      | Nf3       | MOVE g1f3
            start      | Sf3       | MOVE g1f3
            start      | Cf3       | MOVE g1f3
            start      | Кf3       | MOVE g1f3
            start      | ♘f3       | MOVE g1f3
            start      | nf3       | MOVE g1f3
            start      | Ng1-f3    | MOVE g1f3
            afterE4E5  | Lc4       | MOVE f1c4
            afterE4E5  | Bc4       | MOVE f1c4
            afterE4E5  | Dh5       | MOVE d1h5
            afterE4E5  | Qh5+      | MOVE d1h5
            pawnTakes  | exd5      | MOVE e4d5
            enPassant  | exd6 e.p. | MOVE e5d6
            castling   | O-O       | MOVE e1g1
            castling   | 0-0-0     | MOVE e1c1
            castling   | Kg1       | MOVE e1g1
            promotion  | g8=D+     | MOVE g7g8q
            promotion  | g8Q       | MOVE g7g8q
            twoKnights | Nd2       | ASK b1d2 f3d2
            twoKnights | Sd2       | ASK b1d2 f3d2
            twoKnights | Nbd2      | MOVE b1d2
            twoPromotingCaptures | fxg8 | ASK f7g8b f7g8n f7g8q f7g8r
            twoPromotingCaptures | fxg8=T | MOVE f7g8r
            start      | g1f3      | MOVE g1f3
            start      | G1F3      | MOVE g1f3
            castling   | e1g1      | MOVE e1g1
            promotion  | g7g8q     | MOVE g7g8q
            promotion  | g7g8      | ASK g7g8b g7g8n g7g8q g7g8r
            start      | e3e4      | REJECT there is no piece of yours on e3
            """)
    void typedSanAndUci(String at, String text, String expected) {
        assertEquals(expected, hear(IBCA, AT.get(at), text));
        if (!text.equals("Sd2") && !text.equals("Sf3")) {
            assertEquals(expected, hear(EN, AT.get(at), text), "the English profile reads typed moves alike");
        }
    }

    /**
     * A move typed with the Russian layout on: the Cyrillic а, с, е (х, О) that look like a, c, e (x, O) are those
     * letters; Russian piece initials keep their meaning (С is the bishop, so "Сс4" is the bishop to c4) and so do the
     * Russian command words of a player who speaks Russian. The letters are Cyrillic here, written as Unicode escapes.
     */
    @ParameterizedTest(name = "[{0}] \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            start      | \u04354                  | MOVE e2e4
            start      | \u04414                  | MOVE c2c4
            start      | \u04303                  | MOVE a2a3
            start      | \u041a\u04413            | MOVE b1c3
            start      | \u041a\u04303            | MOVE b1a3
            start      | \u04352\u04354            | MOVE e2e4
            start      | \u04352-\u04354           | MOVE e2e4
            afterE4E5  | \u0421\u04414            | MOVE f1c4
            afterE4E5  | \u0421\u04352            | MOVE f1e2
            afterE4E5  | \u041a\u0440\u04352      | MOVE e1e2
            pawnTakes  | \u0435\u0445d5           | MOVE e4d5
            pawnTakes  | \u0435:d5                | MOVE e4d5
            castling   | \u041e-\u041e            | MOVE e1g1
            castling   | \u041e-\u041e-\u041e     | MOVE e1c1
            start      | \u04355                  | REJECT e5 is not legal here: no pawn can go to e5
            start      | \u0434\u0430            | COMMAND confirm
            start      | \u0441\u0434\u0430\u044e\u0441\u044c | COMMAND resign
            """)
    void aMoveTypedWithTheRussianLayoutsLookAlikeLettersIsTheMoveItLooksLike(String at, String text, String expected) {
        assertEquals(expected, hear(new Understanding(Profile.load("ibca", "ru")), AT.get(at), text), text);
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ja             | COMMAND confirm
            richtig        | COMMAND confirm
            bestätigt      | COMMAND confirm
            bestaetigt     | COMMAND confirm
            okay           | COMMAND confirm
            ja richtig     | COMMAND confirm
            Korrektur      | COMMAND correction
            nein           | COMMAND correction
            falsch         | COMMAND correction
            Wiederholen    | COMMAND repeat
            Zeit           | COMMAND time
            Uhr            | COMMAND time
            Wo Springer    | COMMAND where knight
            Wo ist Läufer  | COMMAND where bishop
            Was Eva vier   | COMMAND what e4
            Was steht auf Hektor acht | COMMAND what h8
            Stellung       | COMMAND position
            Remis          | COMMAND draw
            Aufgabe        | COMMAND resign
            Reklamation    | COMMAND claim
            Hilfe          | COMMAND help
            Hilfe Befehle  | COMMAND help_commands
            Hilfe Tasten   | COMMAND help_keys
            Hilfe Stellung | COMMAND help_position
            schneller      | COMMAND faster
            langsamer      | COMMAND slower
            kurz           | COMMAND brief
            normal         | COMMAND normal
            """)
    void ibcaCommandsAreCommandsNotMoves(String text, String expected) {
        assertEquals(expected, hear(IBCA, Positions.START, text));
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            yes              | COMMAND confirm
            correct          | COMMAND confirm
            confirm          | COMMAND confirm
            no               | COMMAND correction
            cancel           | COMMAND correction
            correction       | COMMAND correction
            repeat           | COMMAND repeat
            time             | COMMAND time
            clock            | COMMAND time
            where knight     | COMMAND where knight
            where is the queen | COMMAND where queen
            what echo four   | COMMAND what e4
            what e4          | COMMAND what e4
            position         | COMMAND position
            draw             | COMMAND draw
            resign           | COMMAND resign
            claim            | COMMAND claim
            help             | COMMAND help
            help commands    | COMMAND help_commands
            help keys        | COMMAND help_keys
            help position    | COMMAND help_position
            faster           | COMMAND faster
            slower           | COMMAND slower
            less talk        | COMMAND brief
            normal           | COMMAND normal
            """)
    void englishCommandsAreCommandsNotMoves(String text, String expected) {
        assertEquals(expected, hear(EN, Positions.START, text));
    }

    // ---- the n-best resolution rules 1-5 of section 3 ----

    @Test
    void rule1DropsHypothesesWithoutALegalMove() {
        assertEquals("MOVE g1f3", hear(IBCA, Positions.START, "Springer Felix sechs", "Springer Felix drei"));
        assertEquals("MOVE g1f3", hear(IBCA, Positions.START, "blah", "[unk]", "Springer Felix drei"));
    }

    @Test
    void rule1RejectsWhenNoHypothesisIsLeftGivingTheBestReason() {
        assertEquals("REJECT no knight can reach f6", hear(IBCA, Positions.START, "blah", "Springer Felix sechs",
                "Turm Eva fünf"));
    }

    @Test
    void rule3TheOneUniqueMoveInTheFirstSetIsTheMove() {
        // F = {b1d2, f3d2}; the second hypothesis gives only b1d2, which F contains
        assertEquals("MOVE b1d2", hear(IBCA, Positions.TWO_KNIGHTS, "Springer David zwei", "Springer Bella David zwei"));
        // a single hypothesis with one move: F = U = {g1f3}
        assertEquals("MOVE g1f3", hear(IBCA, Positions.START, "Springer Felix drei"));
        // the same unique move from two hypotheses is still one move
        assertEquals("MOVE g1f3", hear(IBCA, Positions.START, "Springer Felix drei", "Springer Gustav eins Felix drei"));
    }

    @Test
    void rule4AsksAmongSeveralUniqueMoves() {
        assertEquals("ASK b1d2 f3d2", hear(IBCA, Positions.TWO_KNIGHTS,
                "Springer Felix drei David zwei", "Springer Bella eins David zwei"));
    }

    @Test
    void rule4AsksTheFirstSetWhenNoHypothesisIsUnique() {
        assertEquals("ASK b1d2 f3d2", hear(IBCA, Positions.TWO_KNIGHTS, "Springer David zwei"));
        assertEquals("ASK b1d2 f3d2", hear(IBCA, Positions.TWO_KNIGHTS, "Springer David zwei", "David zwei"));
    }

    @Test
    void rule4AsksTheFirstSetAndTheUniqueMoveWhenTheFirstSetLacksIt() {
        assertEquals("ASK b1d2 f3d2 f3e5", hear(IBCA, Positions.TWO_KNIGHTS, "Springer David zwei", "Springer Eva fünf"));
    }

    @Test
    void rule5AnAskOfMoreThanEightMovesIsARejection() {
        assertEquals("REJECT 9 moves match, name the square the piece leaves", hear(IBCA, Positions.NINE_TO_E4, "Eva vier"));
        // nine hypotheses, each sure of a different move
        String[] nine = {"Springer Cäsar drei Eva vier", "Springer David sechs Eva vier", "Springer Felix zwei Eva vier",
            "Springer Gustav fünf Eva vier", "Dame Eva vier", "Turm Eva eins Eva vier", "Turm Hektor vier Eva vier",
            "Läufer Bella eins Eva vier", "Läufer Hektor sieben Eva vier"};
        assertEquals("REJECT 9 moves match, name the square the piece leaves", hear(IBCA, Positions.NINE_TO_E4, nine));
        // eight is still a question
        assertEquals(8, hear(IBCA, Positions.NINE_TO_E4, java.util.Arrays.copyOf(nine, 8)).split(" ").length - 1);
    }

    @Test
    void aCommandCountsOnlyWhenNoBetterHypothesisNamedAMove() {
        assertEquals("COMMAND time", hear(IBCA, Positions.START, "Zeit", "Eva vier"));
        assertEquals("COMMAND confirm", hear(IBCA, Positions.START, "blah", "ja"));
        assertEquals("MOVE e2e4", hear(IBCA, Positions.START, "Eva vier", "Zeit"));
    }

    @Test
    void confidenceIsCarriedButTheOrderDecides() {
        Heard heard = IBCA.understand(Positions.TWO_KNIGHTS, java.util.List.of(
                Hypothesis.of("Springer David zwei", 0.4), Hypothesis.of("Springer Bella David zwei", 0.9)));
        assertEquals("MOVE b1d2", Answers.line(heard));
    }

    @Test
    void aCommandMustBeatWhatWasHeardThatIsNoPhraseAMoveByItsOwnMargin() {
        // "resign" in noise, heard 0.64 as "where knight" and 0.36 as words that are no phrase ("knight",
        // "three knight"): the query does not win by the margin, so it is not understood
        assertEquals("REJECT not understood", Answers.line(EN.understand(Positions.START, java.util.List.of(
                Hypothesis.of("where knight", 0.64), Hypothesis.noPhrase(0.36)))));
        assertEquals("COMMAND where knight", Answers.line(EN.understand(Positions.START, java.util.List.of(
                Hypothesis.of("where knight", 0.9), Hypothesis.noPhrase(0.1)))));
        // partial move phrases are what the recogniser's bigram model makes of most moves: no rival of a move by the
        // measured margins, a rival when a margin for it is given
        java.util.List<Hypothesis> heard = java.util.List.of(Hypothesis.noPhrase(0.74),
                Hypothesis.of("knight golf one foxtrot three", 0.26));
        assertEquals("MOVE g1f3", Answers.line(EN.understand(Positions.START, heard)));
        assertEquals("REJECT not understood", Answers.line(new Understanding(EN.profile(), new Margins(0.6, 0.4, -0.3))
                .understand(Positions.START, heard)));
    }
}
