package org.hektor.notation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.RandomGames;
import org.hektor.chess.San;
import org.hektor.chess.Square;

/**
 * Whatever a recogniser or a keyboard delivers, Understanding never crashes, never proposes a move that is
 * not legal, and never asks about fewer than 2 or more than 8 moves (section 3: "never pick silently, never
 * accept a move that is not legal").
 */
class WordSoupProperties {
    private static final List<Position> POSITIONS = RandomGames.sample(77L, 300);
    private static final String[] PROFILES = {"ibca", "en"};

    @Provide
    Arbitrary<String> soup() {
        List<String> vocabulary = new ArrayList<>();
        for (String name : PROFILES) {
            vocabulary.addAll(Profile.load(name).lexicon().phrases());
        }
        vocabulary.addAll(List.of("[unk]", "e4", "d5", "g7g8", "e1g1", "O-O", "O-O-O", "Nf3", "Sd2", "exd5", "e8=Q", "x",
                "+", "#", "e.p.", "1", "8", "0", "9", "i9", "Кр", "♘", "", " ", "\t", "=", "-", "\uFFFD"));
        Arbitrary<String> known = Arbitraries.of(vocabulary);
        Arbitrary<String> unknown = Arbitraries.strings().withCharRange('a', 'z').withChars("ÄäöüßéКр♘0123456789-=+#.")
                .ofMinLength(1).ofMaxLength(6);
        Arbitrary<String> square = Arbitraries.of(Square.all()).map(Square::name);
        Arbitrary<String> word = Arbitraries.frequencyOf(Tuple.of(6, known), Tuple.of(3, square), Tuple.of(1, unknown));
        return word.list().ofMinSize(0).ofMaxSize(7).map(words -> String.join(" ", words));
    }

    @Provide
    Arbitrary<List<String>> nBest() {
        return soup().list().ofMinSize(1).ofMaxSize(5);
    }

    @Property(tries = 3000)
    void wordSoupNeverThrowsNeverProposesAnIllegalMoveAndAsksTwoToEight(
            @ForAll("nBest") List<String> hypotheses, @ForAll("positionIndex") int index, @ForAll("profileName") String profile) {
        Position position = POSITIONS.get(index);
        Understanding understanding = new Understanding(Profile.load(profile));
        Heard heard = understanding.understand(position, hypotheses.stream().map(Hypothesis::of).toList());
        check(position, heard);
        Statistics.collect(heard.getClass().getSimpleName());
        // the soup must reach every kind of answer, or the laws above were tested on refusals only
        Statistics.coverage(c -> {
            c.check("Proposal").count(n -> n >= 30);
            c.check("Ask").count(n -> n >= 10);
            c.check("Command").count(n -> n >= 10);
        });
        if (heard instanceof Heard.Ask ask) {
            // the answer to a question obeys the same laws
            check(position, understanding.answer(position, ask, hypotheses.stream().map(Hypothesis::of).toList()));
        }
    }

    @Property(tries = 1000)
    void aLegalMoveTypedOrSpokenAmidSoupIsStillNeverWrong(
            @ForAll("soup") String before, @ForAll("positionIndex") int index, @ForAll("profileName") String profile,
            @ForAll("moveIndex") int moveIndex) {
        Position position = POSITIONS.get(index);
        if (position.legalMoves().isEmpty()) {
            return;
        }
        Move m = position.legalMoves().get(moveIndex % position.legalMoves().size());
        Understanding understanding = new Understanding(Profile.load(profile));
        String spoken = new Announcer(understanding.profile()).announce(position, m);
        for (String text : List.of(before + " " + spoken, spoken + " " + before, San.of(position, m) + " " + before, m.uci())) {
            check(position, understanding.understand(position, text));
        }
    }

    @Provide
    Arbitrary<Integer> positionIndex() {
        return Arbitraries.integers().between(0, POSITIONS.size() - 1);
    }

    @Provide
    Arbitrary<Integer> moveIndex() {
        return Arbitraries.integers().between(0, 500);
    }

    @Provide
    Arbitrary<String> profileName() {
        return Arbitraries.of(PROFILES);
    }

    private static void check(Position position, Heard heard) {
        if (heard instanceof Heard.Proposal p) {
            assertTrue(position.isLegal(p.move()), p.move() + " is not legal in " + position.fen());
        } else if (heard instanceof Heard.Ask ask) {
            assertTrue(ask.moves().size() >= 2 && ask.moves().size() <= 8, "ASK of " + ask.moves().size());
            assertTrue(new HashSet<>(ask.moves()).size() == ask.moves().size(), "ASK repeats a move");
            for (Move m : ask.moves()) {
                assertTrue(position.isLegal(m), m + " is not legal in " + position.fen());
            }
        } else if (heard instanceof Heard.Reject r) {
            assertTrue(!r.reason().isBlank() && !r.reason().contains("Exception"), r.reason());
        }
    }
}
