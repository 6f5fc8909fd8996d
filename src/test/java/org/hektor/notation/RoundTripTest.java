package org.hektor.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.RandomGames;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What Hektor says, Hektor understands back as exactly that move: every legal move of 2,000 positions from
 * seeded random games (and the en passant positions of 30,000 more) and of every position of the perft suite (castling, en passant, promotions, pins),
 * in both styles and both profiles. A player who repeats an announcement (rule 2.1) is never asked or refused.
 */
class RoundTripTest {
    private static final List<Position> POSITIONS = new ArrayList<>();

    @BeforeAll
    static void positions() throws IOException {
        Set<Position> all = new LinkedHashSet<>(RandomGames.sample(20260601L, 2100));
        // random games seldom allow en passant: add the positions that do from many more games
        RandomGames.sample(20260602L, 30_000).stream().filter(p -> p.enPassantSquare().isPresent()).forEach(all::add);
        for (String line : Files.readAllLines(Path.of("src/test/resources/perft-suite.tsv"))) {
            if (!line.isBlank()) {
                all.add(Position.fromFen(line.split("\t")[0]));
            }
        }
        POSITIONS.addAll(all);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"ibca, long", "ibca, short", "en, long", "en, short"})
    void everyAnnouncedMoveIsHeardAsThatMove(String profile, String style) {
        Profile p = Profile.load(profile);
        Announcer announcer = new Announcer(p);
        Understanding understanding = new Understanding(p);
        Style s = Style.byName(style);
        int moves = 0;
        int promotions = 0;
        int castlings = 0;
        int enPassants = 0;
        for (Position position : POSITIONS) {
            for (Move m : position.legalMoves()) {
                String phrase = announcer.announce(position, m, s);
                Heard heard = understanding.understand(position, phrase);
                if (!(heard instanceof Heard.Proposal proposal) || !proposal.move().equals(m)) {
                    assertEquals("MOVE " + m.uci(), Answers.line(heard), "'" + phrase + "' in " + position.fen());
                }
                moves++;
                promotions += m.isPromotion() ? 1 : 0;
                castlings += position.isCastling(m) ? 1 : 0;
                enPassants += position.isEnPassant(m) ? 1 : 0;
            }
        }
        assertTrue(POSITIONS.size() >= 2000, "positions: " + POSITIONS.size());
        assertTrue(moves > 40_000 && promotions > 50 && castlings > 20 && enPassants > 20,
                "the sample covers the special moves: " + moves + " moves, " + promotions + " promotions, "
                + castlings + " castlings, " + enPassants + " en passant");
    }
}
