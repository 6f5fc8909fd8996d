package org.hektor.engine.internal;

import static org.hektor.chess.internal.SearchBoard.FILE_A;
import static org.hektor.chess.internal.SearchBoard.FILE_H;
import static org.hektor.chess.internal.SearchBoard.bishopAttacks;
import static org.hektor.chess.internal.SearchBoard.rookAttacks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.hektor.chess.internal.SearchBoard;

/**
 * The static evaluation, in centipawns from the side to move's point of view. Tapered: every term has a
 * middlegame and an endgame value, blended by how much non-pawn material is left, so that the king hides in
 * the middlegame and walks to the centre in the endgame without a jump in the score between the two.
 *
 * <p>Terms: material, piece-square tables, pawn structure (doubled, isolated, passed), king safety (pawn
 * shield, open files, attackers on the squares around the king), mobility, bishop pair, rooks on open files.
 */
public final class Evaluation {
    private Evaluation() {
    }

    /** Middlegame / endgame value of pawn, knight, bishop, rook, queen, king. */
    public static final int[] VALUE_MG = {90, 320, 335, 480, 980, 0};
    public static final int[] VALUE_EG = {110, 300, 320, 540, 990, 0};
    /** A single value per type, for exchange counting and move ordering. */
    public static final int[] VALUE = {100, 320, 330, 500, 975, 20000};

    /** The piece types in the order of the arrays above, as the tables' headings name them. */
    private static final List<String> PIECES = List.of("pawn", "knight", "bishop", "rook", "queen", "king");

    private static final int[] PHASE = {0, 1, 1, 2, 4, 0};
    private static final int MAX_PHASE = 24;

    /** Piece-square tables by piece type, a1 = 0, for White; Black looks its square up mirrored. */
    private static final int[][] PST_MG = new int[6][];
    private static final int[][] PST_EG = new int[6][];

    static {
        readTables("piece-square.txt");
    }

    private static final int[] PASSED_MG = {0, 5, 10, 15, 30, 50, 80, 0};
    private static final int[] PASSED_EG = {0, 10, 15, 25, 45, 75, 120, 0};
    /** King-zone attack weight by attacker type (knight, bishop, rook, queen). */
    private static final int[] ATTACK_WEIGHT = {0, 2, 2, 3, 5, 0};

    private static final long[] FILES = new long[8];
    private static final long[] ADJACENT_FILES = new long[8];
    /** FRONT_SPAN[color][sq]: the squares in front of a pawn on its file and both neighbouring files. */
    private static final long[][] FRONT_SPAN = new long[2][64];

    static {
        for (int f = 0; f < 8; f++) {
            FILES[f] = FILE_A << f;
        }
        for (int f = 0; f < 8; f++) {
            ADJACENT_FILES[f] = (f > 0 ? FILES[f - 1] : 0) | (f < 7 ? FILES[f + 1] : 0);
        }
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            long span = FILES[f] | ADJACENT_FILES[f];
            long ahead = 0;
            long behind = 0;
            for (int rr = 0; rr < 8; rr++) {
                if (rr > r) {
                    ahead |= 0xFFL << (rr * 8);
                } else if (rr < r) {
                    behind |= 0xFFL << (rr * 8);
                }
            }
            FRONT_SPAN[0][sq] = span & ahead;
            FRONT_SPAN[1][sq] = span & behind;
        }
    }

    /**
     * Reads the twelve tables of the resource once, at class initialisation: each a heading "piece phase" and eight
     * rows of eight numbers, drawn as a board seen from White's side (rank 8 first), turned here into a1 = 0 order.
     */
    private static void readTables(String resource) {
        List<String> lines;
        try (InputStream in = Evaluation.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the Hektor jar.");
            }
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (lines.size() != 12 * 9) {
            throw new IllegalStateException(resource + " holds " + lines.size() + " lines, not 12 tables of 9.");
        }
        for (int at = 0; at < lines.size(); at += 9) {
            String[] heading = lines.get(at).split(" ");
            int type = PIECES.indexOf(heading[0]);
            int[][] phase = heading.length != 2 ? null : heading[1].equals("middlegame") ? PST_MG
                    : heading[1].equals("endgame") ? PST_EG : null;
            if (type < 0 || phase == null || phase[type] != null) {
                throw new IllegalStateException(resource + ": '" + lines.get(at) + "' is no table still to read.");
            }
            int[] table = new int[64];
            for (int row = 0; row < 8; row++) {
                String[] numbers = lines.get(at + 1 + row).split(" +");
                if (numbers.length != 8) {
                    throw new IllegalStateException(resource + ": a row of " + lines.get(at) + " has not 8 numbers.");
                }
                for (int file = 0; file < 8; file++) {
                    table[(7 - row) * 8 + file] = Integer.parseInt(numbers[file]);
                }
            }
            phase[type] = table;
        }
    }

    /** The score of the position for the side to move. */
    public static int evaluate(SearchBoard b) {
        long[] p = b.pieces();
        int mg = 0;
        int eg = 0;
        int phase = 0;
        long occ = b.occupied();
        long whitePawns = p[0];
        long blackPawns = p[6];
        long whitePawnAttacks = ((whitePawns & ~FILE_A) << 7) | ((whitePawns & ~FILE_H) << 9);
        long blackPawnAttacks = ((blackPawns & ~FILE_H) >>> 7) | ((blackPawns & ~FILE_A) >>> 9);

        int[] attackUnits = new int[2];
        int[] attackers = new int[2];
        for (int color = 0; color < 2; color++) {
            int sign = color == 0 ? 1 : -1;
            int them = color ^ 1;
            long own = b.colorOcc()[color];
            long mobilityArea = ~own & ~(color == 0 ? blackPawnAttacks : whitePawnAttacks);
            long enemyKingZone = SearchBoard.kingAttacks(b.kingSquare(them)) | (1L << b.kingSquare(them));
            for (int type = 0; type < 6; type++) {
                long bb = p[color * 6 + type];
                int count = Long.bitCount(bb);
                phase += PHASE[type] * count;
                mg += sign * VALUE_MG[type] * count;
                eg += sign * VALUE_EG[type] * count;
                while (bb != 0) {
                    int sq = Long.numberOfTrailingZeros(bb);
                    bb &= bb - 1;
                    int t = color == 0 ? sq : sq ^ 56;
                    mg += sign * PST_MG[type][t];
                    eg += sign * PST_EG[type][t];
                    long attacks;
                    switch (type) {
                        case SearchBoard.KNIGHT_T -> {
                            attacks = SearchBoard.knightAttacks(sq);
                            int mob = Long.bitCount(attacks & mobilityArea);
                            mg += sign * (mob - 4) * 4;
                            eg += sign * (mob - 4) * 4;
                        }
                        case SearchBoard.BISHOP -> {
                            attacks = bishopAttacks(sq, occ);
                            int mob = Long.bitCount(attacks & mobilityArea);
                            mg += sign * (mob - 6) * 5;
                            eg += sign * (mob - 6) * 5;
                        }
                        case SearchBoard.ROOK -> {
                            attacks = rookAttacks(sq, occ);
                            int mob = Long.bitCount(attacks & mobilityArea);
                            mg += sign * (mob - 7) * 2;
                            eg += sign * (mob - 7) * 4;
                            long file = FILES[sq & 7];
                            if ((file & (whitePawns | blackPawns)) == 0) {
                                mg += sign * 25;
                                eg += sign * 10;
                            } else if ((file & p[color * 6]) == 0) {
                                mg += sign * 12;
                                eg += sign * 6;
                            }
                        }
                        case SearchBoard.QUEEN -> {
                            attacks = bishopAttacks(sq, occ) | rookAttacks(sq, occ);
                            int mob = Long.bitCount(attacks & mobilityArea);
                            mg += sign * (mob - 13);
                            eg += sign * (mob - 13) * 2;
                        }
                        default -> attacks = 0;
                    }
                    long zoneHits = attacks & enemyKingZone;
                    if (zoneHits != 0) {
                        attackers[color]++;
                        attackUnits[color] += ATTACK_WEIGHT[type] * Long.bitCount(zoneHits);
                    }
                }
            }
            if (Long.bitCount(p[color * 6 + SearchBoard.BISHOP]) >= 2) {
                mg += sign * 30;
                eg += sign * 50;
            }
        }

        for (int color = 0; color < 2; color++) {
            int sign = color == 0 ? 1 : -1;
            // Danger grows faster than linearly with the weight of the attack, and one attacker alone is no attack.
            if (attackers[color] >= 2 && p[color * 6 + SearchBoard.QUEEN] != 0) {
                int units = attackUnits[color];
                mg += sign * Math.min(units * units / 2, 450);
            }
            int[] structure = pawnStructure(b, color);
            mg += sign * structure[0];
            eg += sign * structure[1];
            mg += sign * kingShelter(b, color);
        }

        eg += mopUp(b);
        if (phase > MAX_PHASE) {
            phase = MAX_PHASE;
        }
        int score = (mg * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE;
        score = scaleDrawish(b, score);
        int tempo = 12;
        return (b.side() == SearchBoard.WHITE ? score : -score) + tempo;
    }

    /**
     * Converting a won ending: with a rook's worth more and no pawns on the defending side, drive the lone
     * king to the edge and bring the own king near, so that the mate the search cannot yet see comes closer.
     */
    private static int mopUp(SearchBoard b) {
        int white = nonPawnMaterial(b, 0);
        int black = nonPawnMaterial(b, 1);
        int strong;
        if (white - black >= VALUE[SearchBoard.ROOK] && b.pieces()[6] == 0) {
            strong = 0;
        } else if (black - white >= VALUE[SearchBoard.ROOK] && b.pieces()[0] == 0) {
            strong = 1;
        } else {
            return 0;
        }
        int weakKing = b.kingSquare(strong ^ 1);
        int strongKing = b.kingSquare(strong);
        int file = weakKing & 7;
        int rank = weakKing >>> 3;
        int fromCentre = Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
        int kingsApart = Math.abs(file - (strongKing & 7)) + Math.abs(rank - (strongKing >>> 3));
        int bonus = 10 * fromCentre + 4 * (14 - kingsApart);
        return strong == 0 ? bonus : -bonus;
    }

    /** Without pawns, an extra minor piece cannot win: such endings are scored near a draw. */
    private static int scaleDrawish(SearchBoard b, int score) {
        int strong = score > 0 ? 0 : 1;
        if (b.pieces()[strong * 6] != 0) {
            return score;
        }
        int diff = nonPawnMaterial(b, strong) - nonPawnMaterial(b, strong ^ 1);
        if (diff <= VALUE[SearchBoard.BISHOP]) {
            return score / 8;
        }
        return score;
    }

    public static int nonPawnMaterial(SearchBoard b, int color) {
        int m = 0;
        for (int type = 1; type < 5; type++) {
            m += VALUE[type] * Long.bitCount(b.pieces()[color * 6 + type]);
        }
        return m;
    }

    /** {mg, eg} of doubled, isolated and passed pawns for one side. */
    private static int[] pawnStructure(SearchBoard b, int color) {
        long own = b.pieces()[color * 6];
        long enemy = b.pieces()[(color ^ 1) * 6];
        int mg = 0;
        int eg = 0;
        for (int f = 0; f < 8; f++) {
            int onFile = Long.bitCount(own & FILES[f]);
            if (onFile > 1) {
                mg -= 10 * (onFile - 1);
                eg -= 20 * (onFile - 1);
            }
            if (onFile > 0 && (own & ADJACENT_FILES[f]) == 0) {
                mg -= 10 * onFile;
                eg -= 15 * onFile;
            }
        }
        long bb = own;
        while (bb != 0) {
            int sq = Long.numberOfTrailingZeros(bb);
            bb &= bb - 1;
            if ((FRONT_SPAN[color][sq] & enemy) == 0 && (FRONT_SPAN[color][sq] & FILES[sq & 7] & own) == 0) {
                int rank = color == 0 ? sq >>> 3 : 7 - (sq >>> 3);
                mg += PASSED_MG[rank];
                eg += PASSED_EG[rank];
                if (rank >= 3) {
                    // In the ending a passed pawn is worth more the farther the enemy king is from its path
                    // and the nearer its own king is.
                    int stop = color == 0 ? sq + 8 : sq - 8;
                    int weight = rank - 2;
                    eg += weight * (5 * distance(b.kingSquare(color ^ 1), stop) - 2 * distance(b.kingSquare(color), stop));
                }
            }
        }
        return new int[]{mg, eg};
    }

    private static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }

    /** Middlegame: own pawns in front of the king are a shelter; open files next to it are a road in. */
    private static int kingShelter(SearchBoard b, int color) {
        int k = b.kingSquare(color);
        int rank = color == 0 ? k >>> 3 : 7 - (k >>> 3);
        if (rank > 1) {
            return -20;
        }
        long own = b.pieces()[color * 6];
        long enemy = b.pieces()[(color ^ 1) * 6];
        int kf = k & 7;
        int score = 0;
        for (int f = Math.max(0, kf - 1); f <= Math.min(7, kf + 1); f++) {
            long file = FILES[f];
            long oneAhead = color == 0 ? 1L << (k + 8 - kf + f) : 1L << (k - 8 - kf + f);
            long twoAhead = color == 0 ? oneAhead << 8 : oneAhead >>> 8;
            if ((own & oneAhead) != 0) {
                score += 12;
            } else if ((own & twoAhead) != 0) {
                score += 6;
            } else {
                score -= 8;
            }
            if ((file & own) == 0) {
                score -= (file & enemy) == 0 ? 25 : 12;
            }
        }
        return score;
    }
}
