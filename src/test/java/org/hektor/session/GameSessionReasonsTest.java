package org.hektor.session;

import static org.hektor.session.Table.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.notation.Reason;
import org.hektor.notation.Understanding;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Why a move was not understood, said in the player's language (rule 2.1: the words of the profile): the ibca
 * session says each reason in German with the profile's piece and square words, the en session in the contract's
 * English, and {@code hektor hear} keeps printing the English sentence.
 */
class GameSessionReasonsTest {
    private static final String START = Position.INITIAL_FEN;
    /** 1. e4 d5: a black pawn on d5 to take, none of White's knights can. */
    private static final String D5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
    /** Eight knights and a rook reach d4: nine moves. */
    private static final String NINE = "7k/8/2N1N3/1N3N2/8/1N3N2/2N1N3/3R3K w - - 0 1";
    /** Two pawns can take on d5. */
    private static final String TWO_PAWNS = "rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 3";
    /** Black is stalemated. */
    private static final String STALEMATE = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    private static final String PROMOTION = "4k3/4P3/8/8/8/8/8/4K3 w - - 0 1";

    /** kind, position, what the player says in ibca, in en, what the ibca session says, what the en session says. */
    static Stream<Arguments> reasons() {
        return Stream.of(
                row(Reason.Kind.NOT_UNDERSTOOD, START, "bla bla", "bla bla",
                        "Nicht verstanden, bitte wiederholen.", "Not understood."),
                row(Reason.Kind.NO_LEGAL_MOVE, STALEMATE, "Gustav sieben", "golf seven",
                        "In dieser Stellung gibt es keinen regelgemäßen Zug.",
                        "There is no legal move in this position."),
                row(Reason.Kind.SHORT_CASTLING_NOT_LEGAL, START, "Kurze Rochade", "short castle",
                        "Der Weg von Eva eins nach Gustav eins ist versperrt: auf Felix eins steht ein Läufer.", "Short castling is not legal here."),
                row(Reason.Kind.LONG_CASTLING_NOT_LEGAL, START, "Lange Rochade", "long castle",
                        "Der Weg von Eva eins nach Cäsar eins ist versperrt: auf David eins steht eine Dame.", "Long castling is not legal here."),
                row(Reason.Kind.CASTLING_NOT_LEGAL, START, "Rochade", "castle",
                        "Der Weg von Eva eins nach Gustav eins ist versperrt: auf Felix eins steht ein Läufer. "
                                + "Der Weg von Eva eins nach Cäsar eins ist versperrt: auf David eins steht eine Dame.",
                        "Castling is not legal here."),
                row(Reason.Kind.NAME_PROMOTION_PIECE, PROMOTION, "Eva sieben Eva acht König", "echo seven echo eight king",
                        "Nennen Sie die Figur, in die der Bauer umgewandelt wird.", "Name the promotion piece."),
                row(Reason.Kind.NOT_A_PROMOTION, START, "Eva zwei Eva vier Dame", "echo two echo four queen",
                        "Dieser Zug ist keine Umwandlung.", "That move is not a promotion."),
                row(Reason.Kind.NAME_DESTINATION, START, "Springer", "knight",
                        "Nennen Sie das Feld, auf das die Figur zieht.", "Name the square the piece goes to."),
                row(Reason.Kind.NAME_PIECE_TO_FIND, START, "Wo", "where",
                        "Nennen Sie die Figur, die Sie suchen.", "Name the piece to look for."),
                row(Reason.Kind.NAME_SQUARE_TO_LOOK_AT, START, "Was", "what",
                        "Nennen Sie das Feld, nach dem Sie fragen.", "Name the square to look at."),
                row(Reason.Kind.NO_PIECE_OF_YOURS, START, "Springer Bella zwei Cäsar vier", "knight bravo two charlie four",
                        "Auf Bella zwei steht kein Springer von Ihnen.", "There is no knight of yours on b2."),
                row(Reason.Kind.NO_PIECE_OF_YOURS, START, "Eva vier Eva fünf", "echo four echo five",
                        "Auf Eva vier steht keine Figur von Ihnen.", "There is no piece of yours on e4."),
                row(Reason.Kind.CANNOT_REACH, START, "Springer Gustav eins Gustav drei", "knight golf one golf three",
                        "Ein Springer zieht nicht von Gustav eins nach Gustav drei.",
                        "The knight on g1 cannot reach g3."),
                row(Reason.Kind.CANNOT_REACH, START, "Dame David eins David drei", "queen delta one delta three",
                        "Der Weg von David eins nach David drei ist versperrt: auf David zwei steht ein Bauer.", "The queen on d1 cannot reach d3."),
                row(Reason.Kind.NOTHING_TO_TAKE, START, "Springer schlägt Felix drei", "knight takes foxtrot three",
                        "Auf Felix drei gibt es nichts zu schlagen.", "There is nothing to take on f3."),
                row(Reason.Kind.NONE_CAN_REACH, START, "Springer Felix vier", "knight foxtrot four",
                        "Kein Springer kann Felix vier erreichen.", "No knight can reach f4."),
                row(Reason.Kind.NONE_CAN_REACH, START, "Dame Eva vier", "queen echo four",
                        "Eine Dame zieht nicht von David eins nach Eva vier.", "No queen can reach e4."),
                row(Reason.Kind.NONE_CAN_REACH, START, "Eva fünf", "echo five",
                        "Keine Figur kann Eva fünf erreichen.", "No piece can reach e5."),
                row(Reason.Kind.NONE_CAN_TAKE, D5, "Springer schlägt David fünf", "knight takes delta five",
                        "Kein Springer kann auf David fünf schlagen.", "No knight can take on d5."),
                row(Reason.Kind.NONE_ON_FILE_CAN_REACH, START, "Springer Bella Felix drei", "knight bravo foxtrot three",
                        "Kein Springer auf der Linie Bella kann Felix drei erreichen.",
                        "No knight on the b-file can reach f3."),
                row(Reason.Kind.NONE_ON_FILE_CAN_TAKE, D5, "Springer Bella schlägt David fünf",
                        "knight bravo takes delta five",
                        "Kein Springer auf der Linie Bella kann auf David fünf schlagen.",
                        "No knight on the b-file can take on d5."),
                row(Reason.Kind.NONE_ON_RANK_CAN_REACH, START, "Springer zwei Felix drei", "knight two foxtrot three",
                        "Kein Springer auf der Reihe zwei kann Felix drei erreichen.",
                        "No knight on rank 2 can reach f3."),
                row(Reason.Kind.NONE_ON_RANK_CAN_TAKE, D5, "Springer zwei schlägt David fünf", "knight two takes delta five",
                        "Kein Springer auf der Reihe zwei kann auf David fünf schlagen.",
                        "No knight on rank 2 can take on d5."),
                row(Reason.Kind.TOO_MANY_MOVES, NINE, "David vier", "delta four",
                        "Neun Züge passen; nennen Sie das Feld, das die Figur verlässt.",
                        "9 moves match, name the square the piece leaves."),
                row(Reason.Kind.TYPED_NOT_LEGAL, START, "Nf5", "Nf5",
                        "Kein Springer kann Felix fünf erreichen.", "Nf5 is not legal here: no knight can go to f5."),
                row(Reason.Kind.TYPED_AMBIGUOUS, TWO_PAWNS, "xd5", "xd5",
                        "Das passt auf mehrere Züge; schreiben Sie das Feld dazu, das die Figur verlässt.",
                        "Two pawns can go to d5: exd5 or cxd5."));
    }

    private static Arguments row(Reason.Kind kind, String fen, String ibca, String en, String german, String english) {
        return Arguments.of(kind, fen, ibca, en, german, english);
    }

    private static Table table(String profile, String fen) {
        Color player = Position.fromFen(fen).sideToMove();
        return new Table(Settings.practice(player, TimeControl.parse("300"), "Hektor level 1").withProfile(profile)
                .withStart(fen)).start();
    }

    @ParameterizedTest(name = "{0}: {4}")
    @MethodSource("reasons")
    void eachReasonIsSaidInTheProfilesLanguageAndHearKeepsTheContractsEnglish(Reason.Kind kind, String fen,
            String ibca, String en, String german, String english) {
        Position position = Position.fromFen(fen);
        Heard heardIbca = new Understanding(Profile.load("ibca")).understand(position, ibca);
        Heard heardEn = new Understanding(Profile.load("en")).understand(position, en);
        assertEquals(kind, ((Heard.Reject) heardIbca).why().kind(), ibca);
        assertEquals(kind, ((Heard.Reject) heardEn).why().kind(), en);
        // hear prints the contract's sentence whatever the profile: the same in both
        assertEquals(((Heard.Reject) heardEn).reason(), ((Heard.Reject) heardIbca).reason());
        assertEquals(english, Words.capitalized(((Heard.Reject) heardEn).reason()) + ".");

        assertEquals(german, only(table("ibca", fen).type(ibca), Event.Rejected.class).text());
        // where the piece exists and only the law stands in the way, the session says the arbiter's reason instead
        assertEquals(ARBITERS_REASON.getOrDefault(english, english), only(table("en", fen).type(en), Event.Rejected.class).text());
    }

    /** The contract's sentence, and what an English game says instead: why the move is illegal. */
    private static final java.util.Map<String, String> ARBITERS_REASON = java.util.Map.of(
            "Short castling is not legal here.", "The way from echo one to golf one is blocked: a bishop stands on foxtrot one.",
            "Long castling is not legal here.", "The way from echo one to charlie one is blocked: a queen stands on delta one.",
            "The knight on g1 cannot reach g3.", "A knight does not move from golf one to golf three.",
            "The queen on d1 cannot reach d3.", "The way from delta one to delta three is blocked: a pawn stands on delta two.",
            "No queen can reach e4.", "A queen does not move from delta one to echo four.",
            "Castling is not legal here.", "The way from echo one to golf one is blocked: a bishop stands on foxtrot one. "
                    + "The way from echo one to charlie one is blocked: a queen stands on delta one.");

    @Test
    void everyReasonKindIsCoveredAbove() {
        Set<Reason.Kind> covered = EnumSet.noneOf(Reason.Kind.class);
        reasons().forEach(a -> covered.add((Reason.Kind) a.get()[0]));
        covered.add(Reason.Kind.NUMBER_OUT_OF_RANGE);     // an answer to a question: its own test below
        assertEquals(EnumSet.allOf(Reason.Kind.class), covered);
    }

    @Test
    void aNumberBeyondTheQuestionsListIsRefusedInTheProfilesLanguage() {
        String fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
        Table ibca = table("ibca", fen);
        ibca.type("Springer David zwei");
        assertEquals("Sagen Sie eine Zahl von eins bis zwei.", only(ibca.type("fünf"), Event.Rejected.class).text());
        Table en = table("en", fen);
        en.type("knight delta two");
        assertEquals("Say a number from 1 to 2.", only(en.type("five"), Event.Rejected.class).text());
    }

    /**
     * A newcomer's {@code Ng3} at the start fits two knights, and neither can go there: it said "Dieser Zug ist hier
     * nicht möglich." Now it says that no knight can; where the law bars the pieces that fit, each one's reason.
     */
    @Test
    void typedMoveThatFitsSeveralPiecesSaysWhyNoneOfThemCanGo() {
        assertEquals("Kein Springer kann Gustav drei erreichen.",
                only(table("ibca", START).type("Ng3"), Event.Rejected.class).text());
        assertEquals("Kein Springer kann auf Gustav drei schlagen.",
                only(table("ibca", START).type("Sxg3"), Event.Rejected.class).text());
        assertEquals("Ng3 is not legal here: no knight can go to g3.",
                only(table("en", START).type("Ng3"), Event.Rejected.class).text());
        String rooksBarred = "4k3/8/8/8/8/8/8/R1B1K2R w - - 0 1";
        assertEquals("Der Weg von Anna eins nach David eins ist versperrt: auf Cäsar eins steht ein Läufer. "
                + "Der Weg von Hektor eins nach David eins ist versperrt: auf Eva eins steht ein König.",
                only(table("ibca", rooksBarred).type("Td1"), Event.Rejected.class).text());
        assertEquals("The way from alfa one to delta one is blocked: a bishop stands on charlie one. "
                + "The way from hotel one to delta one is blocked: a king stands on echo one.",
                only(table("en", rooksBarred).type("rook delta one"), Event.Rejected.class).text());
        // a knight the law bars is named; the other, which does not move so, is not
        String onePinned = "4r1k1/8/8/8/8/8/4N3/N3K3 w - - 0 1";
        assertEquals("Der Springer auf Eva zwei ist gefesselt: Ihr König stünde im Schach, Turm auf Eva acht "
                + "(Regel drei Punkt neun).", only(table("ibca", onePinned).type("Sc3"), Event.Rejected.class).text());
        assertEquals("Kein Springer auf der Linie Anna kann Gustav drei erreichen.",
                only(table("ibca", START).type("Sag3"), Event.Rejected.class).text());
    }

    /** Rule 3.8.2 at the table: castling typed or said while in check names the checking piece and its square. */
    @Test
    void castlingInCheckSaysTheCheckingPieceAndItsSquare() {
        String inCheck = "r3k2r/8/8/8/8/5n2/8/R3K2R w KQkq - 0 1";
        String german = "Im Schach ist keine Rochade erlaubt: Ihr König steht im Schach, Springer auf Felix drei "
                + "(Regel drei Punkt acht Punkt zwei).";
        assertEquals(german, only(table("ibca", inCheck).type("O-O"), Event.Rejected.class).text());
        assertEquals(german, only(table("ibca", inCheck).type("Kurze Rochade"), Event.Rejected.class).text());
        assertEquals("You cannot castle out of check: the knight on foxtrot three gives check (3.8.2).",
                only(table("en", inCheck).type("long castle"), Event.Rejected.class).text());
    }

    @Test
    void theOpponentsUnreadableMoveIsRefusedInThePlayersLanguageToo() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Opponent").withProfile("ibca")
                .withMode(Mode.ASSISTED)).start();
        t.type("e4");
        t.type("ja");
        assertEquals("Kein Springer kann Felix vier erreichen.",
                only(t.send(new Command.OpponentMove("Springer Felix vier")), Event.Rejected.class).text());
    }

    @Test
    void everyGermanReasonHasOnlyPlaceholdersTheSessionFills() {
        Pattern placeholder = Pattern.compile("\\{(\\w+)}");
        Set<String> known = Set.of("piece", "from", "file", "rank", "to", "count");
        Words german = Words.forProfile("ibca");
        List<String> bad = new ArrayList<>();
        for (Reason.Kind kind : Reason.Kind.values()) {
            String key = "session.reject." + kind.key();
            assertTrue(german.has(key), key + " has no German sentence");
            Matcher m = placeholder.matcher(german.say(key));
            while (m.find()) {
                if (!known.contains(m.group(1))) {
                    bad.add(key + ": {" + m.group(1) + "}");
                }
            }
        }
        assertEquals(List.of(), bad);
    }
}
