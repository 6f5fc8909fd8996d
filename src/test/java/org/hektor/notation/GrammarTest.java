package org.hektor.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.RandomGames;
import org.hektor.speech.hearing.PhraseGrammar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The recogniser's grammar: every phrase the player may say in a position, valid JSON, only words the model knows. */
class GrammarTest {
    private static final Position KIWIPETE = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");

    @ParameterizedTest
    @ValueSource(strings = {"ibca", "en"})
    void everyLegalMoveCanBeSaidInBothStylesAndEveryPhraseIsUnderstood(String name) {
        Profile profile = Profile.load(name);
        Grammar grammar = new Grammar(profile);
        Announcer announcer = new Announcer(profile);
        Understanding understanding = new Understanding(profile);
        for (Position p : List.of(KIWIPETE, Positions.EN_PASSANT, Positions.PROMOTION, Positions.CASTLING, Positions.START)) {
            List<String> phrases = JsonArray.parse(PhraseGrammar.write(grammar.listenFor(p)));
            assertEquals(Grammar.UNKNOWN, phrases.get(phrases.size() - 1));
            assertEquals(phrases.size(), new HashSet<>(phrases).size(), "no phrase twice");
            for (Move m : p.legalMoves()) {
                for (Style s : Style.values()) {
                    String said = announcer.announce(p, m, s).toLowerCase(java.util.Locale.ROOT);
                    assertTrue(phrases.contains(said), "'" + said + "' missing in " + p.fen());
                }
            }
            Set<String> numbers = new HashSet<>();
            for (int n = 1; n <= 8; n++) {
                numbers.add(profile.rank(n - 1));           // the answers to a question, see AskTest
            }
            for (String phrase : phrases.subList(0, phrases.size() - 1)) {
                assertEquals(phrase.toLowerCase(java.util.Locale.ROOT), phrase);
                if (numbers.contains(phrase)) {
                    continue;
                }
                Heard heard = understanding.understand(p, phrase);
                assertFalse(heard instanceof Heard.Reject, "'" + phrase + "' -> " + Answers.line(heard));
            }
        }
    }

    @Test
    void containsDestinationOnlyPiecePlusDestinationCommandsAndNumbers() {
        List<String> phrases = JsonArray.parse(PhraseGrammar.write(new Grammar(Profile.ibca()).listenFor(Positions.TWO_KNIGHTS)));
        for (String expected : List.of("springer bella eins david zwei", "springer bella david zwei", "springer david zwei",
                "david zwei", "springer felix drei david zwei", "eins", "acht", "ja", "korrektur", "zeit", "uhr",
                "wo springer", "was eva vier", "stellung", "remis", "aufgabe", "reklamation", "wiederholen",
                "hilfe", "hilfe befehle", "hilfe tasten", "hilfe stellung", "schneller", "langsamer", "kurz", "normal")) {
            assertTrue(phrases.contains(expected), expected);
        }
        List<String> withCapture = JsonArray.parse(PhraseGrammar.write(new Grammar(Profile.ibca()).listenFor(Positions.EN_PASSANT)));
        for (String expected : List.of("bauer eva fünf schlägt david sechs en passant", "bauer eva fünf schlägt david sechs",
                "bauer eva fünf david sechs", "eva schlägt david sechs", "david sechs")) {
            assertTrue(withCapture.contains(expected), expected);
        }
        List<String> castling = JsonArray.parse(PhraseGrammar.write(new Grammar(Profile.ibca()).listenFor(Positions.CASTLING)));
        for (String expected : List.of("kurze rochade", "lange rochade schach", "lange rochade", "könig eva eins gustav eins")) {
            assertTrue(castling.contains(expected), expected);
        }
    }

    @Test
    void onlyWordsTheModelKnowsTakingAKnownVariantWhenTheCanonicalWordIsMissing() {
        Grammar grammar = new Grammar(Profile.ibca());
        Set<String> known = new HashSet<>(List.of("springer", "bauer", "anna", "bella", "caesar", "david", "eva", "felix",
                "gustav", "eins", "zwei", "drei", "vier", "ja", "[unk]"));
        List<String> phrases = JsonArray.parse(PhraseGrammar.write(grammar.listenFor(Positions.START, known)));
        assertTrue(phrases.contains("bauer caesar zwei caesar vier"), "Cäsar written as the model's caesar");
        assertTrue(phrases.contains("springer gustav eins felix drei"));
        assertTrue(phrases.contains("ja"));
        for (String phrase : phrases) {
            for (String word : phrase.split(" ")) {
                assertTrue(known.contains(word), "'" + word + "' of '" + phrase + "' is unknown to the model");
            }
        }
        assertFalse(phrases.contains("bauer hektor zwei hektor vier"), "hektor is unknown to the model");
        // what the grammar offers, Understanding reads
        assertEquals("MOVE c2c4", Answers.line(new Understanding(Profile.ibca()).understand(Positions.START, "bauer caesar zwei caesar vier")));
    }

    @Test
    void aWordMapperRewritesWordsForAModelOfAnotherLanguage() {
        Set<String> english = new HashSet<>(List.of("spring", "ever", "gust", "of", "ice", "fell", "licks", "dry", "[unk]"));
        java.util.Map<String, String> table = java.util.Map.of("springer", "spring ever", "gustav", "gust of",
                "eins", "ice", "felix", "fell licks", "drei", "dry");
        String json = PhraseGrammar.write(new Grammar(Profile.ibca()).listenFor(Positions.START, english, table::get));
        assertEquals("[\"spring ever gust of ice fell licks dry\", \"spring ever fell licks dry\", \"fell licks dry\", \"gust of dry\", "
                + "\"ice\", \"dry\", \"[unk]\"]", json);
    }

    @Test
    void anEmptyGrammarIsRefusedBeforeTheRecogniserSeesIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PhraseGrammar.write(new Grammar(Profile.ibca()).listenFor(Positions.START, Set.of("hello", "world", "[unk]"))));
        assertEquals("The speech model knows none of the words of the ibca profile needed here, so there is nothing it "
                + "could listen for.", e.getMessage());
    }

    @Test
    void jsonEscapesWhatJsonRequires() {
        String json = PhraseGrammar.write(List.of("a\"b", "c\\d", "e\nf", "g\u0001h", "fünf"));
        assertEquals("[\"a\\\"b\", \"c\\\\d\", \"e\\nf\", \"g\\u0001h\", \"fünf\"]", json);
        assertEquals(List.of("a\"b", "c\\d", "e\nf", "g\u0001h", "fünf"), JsonArray.parse(json));
    }

    @Test
    void aMatedPositionStillHasTheCommands() {
        List<String> phrases = JsonArray.parse(PhraseGrammar.write(new Grammar(Profile.load("en")).listenFor(Positions.MATED)));
        assertTrue(phrases.contains("resign") && phrases.contains("claim") && phrases.contains("position"));
    }

    @Test
    void randomPositionsGiveValidGrammars() {
        Grammar grammar = new Grammar(Profile.load("en"));
        for (Position p : RandomGames.sample(5L, 200)) {
            List<String> phrases = JsonArray.parse(PhraseGrammar.write(grammar.listenFor(p)));
            assertTrue(phrases.size() > 80, p.fen());
        }
    }

    /** A strict reader of a JSON array of strings (RFC 8259), so the test does not trust the writer's own idea of JSON. */
    static final class JsonArray {
        private final String s;
        private int i;

        private JsonArray(String s) {
            this.s = s;
        }

        static List<String> parse(String json) {
            JsonArray r = new JsonArray(json);
            List<String> out = r.array();
            r.space();
            if (r.i != json.length()) {
                throw new AssertionError("text after the array at " + r.i);
            }
            return out;
        }

        private List<String> array() {
            List<String> out = new ArrayList<>();
            space();
            expect('[');
            space();
            if (peek() == ']') {
                i++;
                return out;
            }
            while (true) {
                space();
                out.add(string());
                space();
                char c = s.charAt(i++);
                if (c == ']') {
                    return out;
                }
                if (c != ',') {
                    throw new AssertionError("',' or ']' expected at " + (i - 1) + " in " + s);
                }
            }
        }

        private String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') {
                    return sb.toString();
                }
                if (c < 0x20) {
                    throw new AssertionError("raw control character in a JSON string at " + (i - 1));
                }
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char e = s.charAt(i++);
                switch (e) {
                    case '"', '\\', '/' -> sb.append(e);
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'u' -> {
                        sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        i += 4;
                    }
                    default -> throw new AssertionError("bad escape \\" + e);
                }
            }
        }

        private void space() {
            while (i < s.length() && " \t\n\r".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
        }

        private char peek() {
            return s.charAt(i);
        }

        private void expect(char c) {
            if (i >= s.length() || s.charAt(i) != c) {
                throw new AssertionError("'" + c + "' expected at " + i);
            }
            i++;
        }
    }
}
