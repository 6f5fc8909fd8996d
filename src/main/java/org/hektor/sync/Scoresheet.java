package org.hektor.sync;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.SanReading;

/**
 * One player's scoresheet (rules 8.1, 8.8): the moves as he wrote them, one entry per ply, which may hold a
 * wrong or illegal move. Each entry keeps the raw text and the move it was read as, if any: an entry is read
 * in the position the sheet's own earlier entries lead to, in any language's piece letters (rule E3, the
 * owner's letters first), so once an entry cannot be read the entries after it cannot be either — except after
 * an illegal move the arbiter let stand (rapid B6, blitz 17.3.2), which is read from the position it left.
 * Draw offers are marked "(=)" (rules 8.8.12, 9.1.2.2), written by the player or marked by the arbiter. Immutable.
 */
public final class Scoresheet {
    /** A draw-offer mark as written: "(=)". */
    public static final String OFFER_MARK = "(=)";
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\s*\\.+\\s*");

    /**
     * One written move.
     *
     * @param ply      1 for the first move of the sheet, and so on
     * @param text     exactly what was written
     * @param move     the move it was read as, or null when it cannot be read
     * @param problem  why it cannot be read (the SAN reader's sentence), or null when it was read
     * @param standing it records an illegal move that stands (B6, 17.3.2): not read, yet not an error
     */
    public record Entry(int ply, String text, Move move, String problem, boolean standing) {
        public boolean isRead() {
            return move != null;
        }

        /** The written text without the draw-offer mark. */
        public String moveText() {
            return stripMark(text);
        }
    }

    private final Position start;
    private final PieceLetters letters;
    private final List<String> written;
    private final SortedSet<Integer> offers;
    private final SortedMap<Integer, Position> standing;
    private final List<Entry> entries = new ArrayList<>();
    private final List<Position> positions = new ArrayList<>();

    /**
     * @param same   an earlier sheet whose first {@code reused} entries are read exactly as this one's would be (its
     *               writing and standing plies agree up to there), so their readings are taken over; or null
     */
    private Scoresheet(Position start, PieceLetters letters, List<String> written, SortedSet<Integer> offers,
                       SortedMap<Integer, Position> standing, Scoresheet same, int reused) {
        this.start = start;
        this.letters = letters;
        this.written = List.copyOf(written);
        this.offers = Collections.unmodifiableSortedSet(new TreeSet<>(offers));
        this.standing = Collections.unmodifiableSortedMap(new TreeMap<>(standing));
        if (same == null) {
            positions.add(start);
            read(0);
        } else {
            entries.addAll(same.entries.subList(0, reused));
            positions.addAll(same.positions.subList(0, Math.min(same.positions.size(), reused + 1)));
            read(reused);
        }
    }

    /** Reads the entries from index {@code from} on: each in the position after the ones before, while they can be. */
    private void read(int from) {
        for (int i = from; i < written.size(); i++) {
            int ply = i + 1;
            String raw = written.get(i);
            boolean readable = positions.size() == ply;
            if (standing.containsKey(ply) && readable) {
                entries.add(new Entry(ply, raw, null, "an illegal move that stands", true));
                positions.add(standing.get(ply));
            } else if (!readable) {
                entries.add(new Entry(ply, raw, null, "it comes after an entry that could not be read", false));
            } else {
                Position before = positions.get(ply - 1);
                String text = MOVE_NUMBER.matcher(stripMark(raw)).replaceFirst("");
                SanReading read = San.read(before, text, letters);
                if (read instanceof SanReading.Found found) {
                    entries.add(new Entry(ply, raw, found.found(), null, false));
                    positions.add(before.play(found.found()));
                } else {
                    entries.add(new Entry(ply, raw, null, read.reason(), false));
                }
            }
        }
    }

    /** An empty sheet for a game from {@code start}, written with English piece letters (others still read). */
    public static Scoresheet empty(Position start) {
        return empty(start, PieceLetters.ENGLISH);
    }

    /** An empty sheet whose owner writes with {@code letters} (German S, L, T, D for example). */
    public static Scoresheet empty(Position start, PieceLetters letters) {
        return new Scoresheet(start, letters, List.of(), new TreeSet<>(), new TreeMap<>(), null, 0);
    }

    /** Is {@code text} no entry at all (nothing, or only a draw-offer mark)? Such an entry cannot be written. */
    public static boolean isEmptyEntry(String text) {
        return text == null || stripMark(text).isBlank();
    }

    /** The sheet with one more entry. "(=)" in the text marks a draw offer with that move. */
    public Scoresheet write(String text) {
        if (isEmptyEntry(text)) {
            throw new IllegalArgumentException("An empty scoresheet entry cannot be written; write the move, "
                    + "for example Nf3.");
        }
        String raw = text.strip();
        List<String> w = new ArrayList<>(written);
        w.add(raw);
        SortedSet<Integer> o = new TreeSet<>(offers);
        if (raw.contains(OFFER_MARK)) {
            o.add(w.size());
        }
        return new Scoresheet(start, letters, w, o, standing, this, written.size());
    }

    /** The arbiter marks a draw offer made with the move of {@code ply} (rule 9.1.2.2), written yet or not. */
    public Scoresheet markOffer(int ply) {
        if (ply < 1) {
            throw new IllegalArgumentException("A draw offer is marked on a move; ply " + ply + " is none.");
        }
        SortedSet<Integer> o = new TreeSet<>(offers);
        o.add(ply);
        return new Scoresheet(start, letters, written, o, standing, this, written.size());
    }

    /**
     * The arbiter let the illegal move of {@code ply} stand (the opponent moved without claiming it, B6, 17.3.2):
     * whatever is written for it is taken as that move, and the entries after it are read from {@code after}.
     */
    public Scoresheet stand(int ply, Position after) {
        SortedMap<Integer, Position> s = new TreeMap<>(standing);
        s.put(ply, after);
        int before = Math.min(written.size(), Math.max(0, ply - 1));
        return new Scoresheet(start, letters, written, offers, s, this, before);
    }

    /**
     * The sheet as its owner reads it out ("my scoresheet says …"): exactly these entries, in place of the ones
     * written so far. Draw-offer marks already made stay (the arbiter's, 9.1.2.2), and "(=)" in an entry adds one;
     * an illegal move that stands (B6, 17.3.2) still stands at its ply.
     */
    public Scoresheet rewrite(List<String> entries) {
        List<String> w = new ArrayList<>();
        SortedSet<Integer> o = new TreeSet<>(offers);
        for (String text : entries) {
            if (isEmptyEntry(text)) {
                throw new IllegalArgumentException("An empty scoresheet entry cannot be written; write the move, "
                        + "for example Nf3.");
            }
            w.add(text.strip());
            if (text.contains(OFFER_MARK)) {
                o.add(w.size());
            }
        }
        int same = 0;
        while (same < w.size() && same < written.size() && w.get(same).equals(written.get(same))) {
            same++;
        }
        return new Scoresheet(start, letters, w, o, standing, this, same);
    }

    /**
     * The entries from {@code ply} on struck out, to be written again (rule 8.1: the game stands, the sheet is
     * corrected); unlike {@link #truncate} the game is not retraced, so draw-offer marks and illegal moves that stand
     * stay where they are.
     */
    public Scoresheet strikeOutFrom(int ply) {
        List<String> kept = new ArrayList<>();
        for (Entry e : entries.subList(0, Math.max(0, Math.min(entries.size(), ply - 1)))) {
            kept.add(e.text());
        }
        return rewrite(kept);
    }

    /** The first {@code plies} entries only: the later ones are struck out (rule 2.8 retrace, rule 7.4.1). */
    public Scoresheet truncate(int plies) {
        int keep = Math.max(0, plies);
        if (keep >= written.size() && offers.headSet(keep + 1).equals(offers)
                && standing.headMap(keep + 1).equals(standing)) {
            return this;
        }
        int kept = Math.min(keep, written.size());
        return new Scoresheet(start, letters, written.subList(0, kept), offers.headSet(keep + 1),
                standing.headMap(keep + 1), this, kept);
    }

    public Position start() {
        return start;
    }

    public PieceLetters letters() {
        return letters;
    }

    public List<Entry> entries() {
        return Collections.unmodifiableList(entries);
    }

    /** The number of entries written. */
    public int length() {
        return entries.size();
    }

    /** The entry of {@code ply} (1-based), if written. */
    public Optional<Entry> entry(int ply) {
        return ply >= 1 && ply <= entries.size() ? Optional.of(entries.get(ply - 1)) : Optional.empty();
    }

    /** The plies marked with a draw offer. */
    public SortedSet<Integer> offers() {
        return offers;
    }

    /** The plies of illegal moves that stand, and the positions they left. */
    public Map<Integer, Position> standing() {
        return standing;
    }

    /** The position after the sheet's first {@code ply} entries, if they can all be read. */
    public Optional<Position> positionAfter(int ply) {
        return ply >= 0 && ply < positions.size() ? Optional.of(positions.get(ply)) : Optional.empty();
    }

    /** The sheet as a reader sees it: "1. e4 e5 2. Nf3 (=) Nc6". */
    public String text() {
        StringBuilder sb = new StringBuilder();
        boolean whiteFirst = start.sideToMove() == Color.WHITE;
        int number = start.fullmoveNumber();
        for (Entry e : entries) {
            boolean white = (e.ply() % 2 == 1) == whiteFirst;
            if (sb.length() > 0) {
                sb.append(' ');
            }
            if (white) {
                sb.append(number).append(". ");
            } else if (e.ply() == 1) {
                sb.append(number).append("... ");
            }
            sb.append(e.moveText());
            if (offers.contains(e.ply())) {
                sb.append(' ').append(OFFER_MARK);
            }
            if (!white) {
                number++;
            }
        }
        return sb.toString();
    }

    private static String stripMark(String text) {
        return text.replace(OFFER_MARK, "").strip();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Scoresheet s && start.equals(s.start) && letters == s.letters
                && written.equals(s.written) && offers.equals(s.offers) && standing.equals(s.standing);
    }

    @Override
    public int hashCode() {
        return written.hashCode() * 31 + offers.hashCode();
    }

    @Override
    public String toString() {
        return text();
    }
}
