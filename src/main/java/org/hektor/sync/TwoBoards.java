package org.hektor.sync;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.clock.ClockSnapshot;

/**
 * The two-board model (design.md §3; rules art. 1, 2.7, 2.8): each player's physical board and scoresheet, by
 * the colour of the player who owns them, and the game record — the position after each ply as the arbiter
 * completed it, index 0 the start. Immutable and pure: {@link #check()} and {@link #reconcile()} give the same
 * answer for the same boards, sheets and record.
 */
public record TwoBoards(PlayerBoard whiteBoard, PlayerBoard blackBoard, Scoresheet whiteSheet, Scoresheet blackSheet,
                        List<Position> gameRecord) {

    public TwoBoards {
        gameRecord = List.copyOf(gameRecord);
        if (gameRecord.isEmpty()) {
            throw new IllegalArgumentException("The game record needs at least its start position.");
        }
    }

    /** Both boards set up, both sheets empty, the game at its start. */
    public static TwoBoards start(Position start) {
        return new TwoBoards(PlayerBoard.of(start), PlayerBoard.of(start), Scoresheet.empty(start),
                Scoresheet.empty(start), List.of(start));
    }

    public PlayerBoard board(Color owner) {
        return owner == Color.WHITE ? whiteBoard : blackBoard;
    }

    public Scoresheet sheet(Color owner) {
        return owner == Color.WHITE ? whiteSheet : blackSheet;
    }

    public TwoBoards with(Color owner, PlayerBoard board) {
        return owner == Color.WHITE ? new TwoBoards(board, blackBoard, whiteSheet, blackSheet, gameRecord)
                : new TwoBoards(whiteBoard, board, whiteSheet, blackSheet, gameRecord);
    }

    public TwoBoards with(Color owner, Scoresheet sheet) {
        return owner == Color.WHITE ? new TwoBoards(whiteBoard, blackBoard, sheet, blackSheet, gameRecord)
                : new TwoBoards(whiteBoard, blackBoard, whiteSheet, sheet, gameRecord);
    }

    public TwoBoards withRecord(List<Position> record) {
        return new TwoBoards(whiteBoard, blackBoard, whiteSheet, blackSheet, record);
    }

    /** The game record's current position. */
    public Position position() {
        return gameRecord.get(gameRecord.size() - 1);
    }

    /** Plies in the game record. */
    public int ply() {
        return gameRecord.size() - 1;
    }

    /**
     * Compares the boards with each other and with the game record, and the scoresheets. Empty when all agree. Rule
     * 2.7 applies only when the positions differ: while both boards show the game record's position the game stands,
     * and the scoresheets are compared with the game, each on its own (8.1); otherwise with each other (2.7, 2.8).
     * A scoresheet that is merely behind the game is no divergence (rule 8.1 lets a player reply before writing the
     * opponent's move).
     */
    public Optional<Divergence> check() {
        List<Square> squares = whiteBoard.differences(blackBoard);
        Set<Color> off = EnumSet.noneOf(Color.class);
        for (Color c : Color.values()) {
            if (!board(c).shows(position())) {
                off.add(c);
            }
        }
        if (squares.isEmpty() && off.isEmpty()) {
            Map<Color, Integer> departures = departures();
            if (departures.isEmpty()) {
                return Optional.empty();
            }
            int first = departures.values().stream().min(Integer::compare).orElseThrow();
            Set<Color> sheets = EnumSet.noneOf(Color.class);
            departures.forEach((c, ply) -> {
                if (ply == first) {
                    sheets.add(c);
                }
            });
            return Optional.of(new Divergence(squares, off, OptionalInt.of(first), sheets));
        }
        Comparison cmp = compareSheets();
        Set<Color> sheetsOff = cmp.difference().isPresent() ? sheetsOffRecord(cmp.difference().getAsInt()) : Set.of();
        return Optional.of(new Divergence(squares, off, cmp.difference(), sheetsOff));
    }

    /** Do both boards show the game record's position? Then the game stands, whatever the scoresheets say. */
    public boolean boardsShowTheGame() {
        return whiteBoard.shows(position()) && blackBoard.shows(position());
    }

    /**
     * The plan that brings both boards in line, by the rules:
     * <ul>
     *   <li>both boards show the game: it stands (2.7 applies only when the positions differ); a sheet that departs
     *       from it is corrected from the first entry that does, a sheet that lacks moves is completed (8.1);</li>
     *   <li>a sheet lacks moves the game has, and the sheets agree as far as both go: complete it first;</li>
     *   <li>the sheets agree: rule 2.7, each board that does not show their position is corrected to it;</li>
     *   <li>the sheets differ (a different move, an entry that is not a legal move, an entry one sheet lacks
     *       or has extra): rule 2.8, back to the last ply where both agree, both boards set to it.</li>
     * </ul>
     */
    public Reconciliation reconcile() {
        return reconcile(List.of());
    }

    /**
     * As {@link #reconcile()}, with the clock's snapshot after each ply ({@code ChessClock.history()}, index 0
     * the start), so a rule 2.8 plan carries both clocks' times at the ply it goes back to.
     */
    public Reconciliation reconcile(List<ClockSnapshot> clockHistory) {
        if (boardsShowTheGame()) {
            Map<Color, Integer> departures = departures();
            if (!departures.isEmpty()) {
                return new Reconciliation.CorrectScoresheets(ply(), recordMoves(), departures);
            }
            if (whiteSheet.length() < ply() || blackSheet.length() < ply()) {
                return new Reconciliation.CompleteScoresheets(ply(), recordMoves(), written());
            }
            return new Reconciliation.InOrder(ply(), recordMoves());
        }
        Comparison cmp = compareSheets();
        if (cmp.difference().isPresent()) {
            int differing = cmp.difference().getAsInt();
            int ply = differing - 1;
            Position target = whiteSheet.positionAfter(ply).orElseThrow();
            Map<Color, Scoresheet.Entry> entries = new EnumMap<>(Color.class);
            for (Color c : Color.values()) {
                sheet(c).entry(differing).ifPresent(e -> entries.put(c, e));
            }
            return new Reconciliation.Rewind(ply, movesOf(whiteSheet, ply), target, correctionsTo(target),
                    differing, entries, sheetsOffRecord(differing),
                    ply < clockHistory.size() ? Optional.of(clockHistory.get(ply)) : Optional.empty());
        }
        int agreed = cmp.agreed();
        if (whiteSheet.length() < ply() || blackSheet.length() < ply()) {
            return new Reconciliation.CompleteScoresheets(ply(), movesOf(whiteSheet, agreed), written());
        }
        Position target = whiteSheet.positionAfter(agreed).orElseThrow();
        Map<Color, List<Correction>> corrections = correctionsTo(target);
        if (corrections.values().stream().allMatch(List::isEmpty)) {
            return new Reconciliation.InOrder(agreed, movesOf(whiteSheet, agreed));
        }
        return new Reconciliation.CorrectBoards(agreed, movesOf(whiteSheet, agreed), target, corrections);
    }

    private Map<Color, Integer> written() {
        Map<Color, Integer> written = new EnumMap<>(Color.class);
        for (Color c : Color.values()) {
            written.put(c, sheet(c).length());
        }
        return written;
    }

    /**
     * For each sheet that departs from the game record, the first ply where it does: an entry that is not the
     * record's move (unreadable, another move, or after such an entry), or an entry beyond the game's last ply. A
     * sheet merely behind the game does not depart from it; an illegal move that stands (B6, 17.3.2) is the record's.
     */
    private Map<Color, Integer> departures() {
        Map<Color, Integer> departures = new EnumMap<>(Color.class);
        for (Color c : Color.values()) {
            Scoresheet sheet = sheet(c);
            for (int k = 1; k <= sheet.length(); k++) {
                Optional<Position> after = sheet.positionAfter(k);
                if (k > ply() || after.isEmpty() || !after.get().equals(gameRecord.get(k))) {
                    departures.put(c, k);
                    break;
                }
            }
        }
        return departures;
    }

    /** The game record's moves; an illegal move that stands as the squares its piece went from and to. */
    private List<Move> recordMoves() {
        List<Move> moves = new ArrayList<>();
        for (int k = 1; k <= ply(); k++) {
            Position before = gameRecord.get(k - 1);
            Position after = gameRecord.get(k);
            moves.add(before.legalMoves().stream().filter(m -> before.play(m).equals(after)).findFirst()
                    .orElseGet(() -> physicalMove(before, after)));
        }
        return moves;
    }

    /** The corrections that make each board show {@code target}. */
    public Map<Color, List<Correction>> correctionsTo(Position target) {
        Map<Color, List<Correction>> m = new EnumMap<>(Color.class);
        for (Color c : Color.values()) {
            m.put(c, Corrections.between(board(c), target));
        }
        return m;
    }

    /**
     * How far the sheets agree. Ply by ply: two entries agree when both were read as the same move, or both record
     * the same illegal move that stands (B6, 17.3.2); an entry that cannot be read is where the sheets stop agreeing; an entry only one sheet has is a difference when
     * the game has no such ply (an extra entry), and the other sheet being behind when it has.
     */
    private Comparison compareSheets() {
        int longest = Math.max(whiteSheet.length(), blackSheet.length());
        for (int k = 1; k <= longest; k++) {
            Optional<Scoresheet.Entry> w = whiteSheet.entry(k);
            Optional<Scoresheet.Entry> b = blackSheet.entry(k);
            if (w.isPresent() && b.isPresent()) {
                boolean bothStand = w.get().standing() && b.get().standing()
                        && whiteSheet.positionAfter(k).equals(blackSheet.positionAfter(k));
                if (!bothStand && (!w.get().isRead() || !b.get().isRead() || !w.get().move().equals(b.get().move()))) {
                    return new Comparison(k - 1, OptionalInt.of(k));
                }
            } else if (k <= ply()) {
                return new Comparison(k - 1, OptionalInt.empty());
            } else {
                return new Comparison(k - 1, OptionalInt.of(k));
            }
        }
        return new Comparison(longest, OptionalInt.empty());
    }

    /**
     * The sheets that differ from the game record at {@code ply}: for a ply the game has, an entry missing,
     * unreadable or not the record's move; for a ply the game does not have, any entry at all (an extra one).
     */
    private Set<Color> sheetsOffRecord(int ply) {
        Set<Color> off = EnumSet.noneOf(Color.class);
        for (Color c : Color.values()) {
            Scoresheet sheet = sheet(c);
            boolean matches;
            if (ply >= gameRecord.size()) {
                matches = sheet.entry(ply).isEmpty();
            } else {
                Optional<Position> after = sheet.positionAfter(ply);
                matches = after.isPresent() && after.get().equals(gameRecord.get(ply))
                        && sheet.positionAfter(ply - 1).orElseThrow().equals(gameRecord.get(ply - 1));
            }
            if (!matches) {
                off.add(c);
            }
        }
        return off;
    }

    /**
     * The moves of the sheet's first plies as read; a standing illegal move (B6, 17.3.2) as the from and to squares
     * its position change shows, since it is no legal move of the position before it.
     */
    private static List<Move> movesOf(Scoresheet sheet, int plies) {
        List<Move> moves = new ArrayList<>();
        for (int k = 1; k <= plies; k++) {
            Scoresheet.Entry e = sheet.entry(k).orElseThrow();
            moves.add(e.isRead() ? e.move()
                    : physicalMove(sheet.positionAfter(k - 1).orElseThrow(), sheet.positionAfter(k).orElseThrow()));
        }
        return moves;
    }

    private static Move physicalMove(Position before, Position after) {
        Color mover = before.sideToMove();
        Square from = null;
        Square to = null;
        for (Square s : Square.all()) {
            boolean had = before.pieceAt(s) != null && before.pieceAt(s).color() == mover;
            boolean has = after.pieceAt(s) != null && after.pieceAt(s).color() == mover;
            if (had && (!has || before.pieceAt(s) != after.pieceAt(s)) && from == null) {
                from = s;
            }
            if (has && (!had || before.pieceAt(s) != after.pieceAt(s)) && to == null) {
                to = s;
            }
        }
        if (from == null || to == null || from.equals(to)) {
            throw new IllegalStateException("No move of " + mover + " leads from " + before + " to " + after);
        }
        return Move.of(from, to);
    }

    private record Comparison(int agreed, OptionalInt difference) {
    }
}
