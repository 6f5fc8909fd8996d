package org.hektor.speech.corpus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;

/**
 * The evaluation corpus: move phrases (long and short style, from random positions, with castling, en passant and
 * promotions on purpose) and every command word, spoken by {@link Voice}s at 130 to 260 words per minute under each
 * {@link Condition}. Written as WAV files and {@code corpus.tsv} (one {@link Item} per line); {@code batch.tsv} next
 * to it is the same list as {@code hektor listen --batch} input.
 */
public final class Corpus {
    static final int[] RATES = {130, 160, 190, 220, 260};
    /** Positions where castling (both sides), en passant and promotions (with and without capture) are legal. */
    static final List<String> SPECIAL = List.of(
            "r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 9",
            "r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 9",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "rnbqkbnr/pp1ppppp/8/8/2pPP3/8/PPP2PPP/RNBQKBNR b KQkq d3 0 3",
            "1r2k3/2P5/8/8/8/8/5p2/K5R1 w - - 0 1",
            "1r2k3/2P5/8/8/8/8/5p2/K5R1 b - - 0 1");

    /** One utterance: who said what under which condition, in which position, and what Hektor should answer. */
    public record Item(String id, String voice, int rate, Condition condition, String fen, String expected,
                       String text, String wav) {
        public boolean isMove() {
            return expected.startsWith("MOVE ");
        }

        String line() {
            return String.join("\t", id, voice, Integer.toString(rate), condition.key(), fen, expected, text, wav);
        }

        static Item parse(String line) {
            String[] f = line.split("\t", -1);
            return new Item(f[0], f[1], Integer.parseInt(f[2]), Condition.of(f[3]), f[4], f[5], f[6], f[7]);
        }
    }

    private Corpus() {
    }

    /** What each voice says under each condition: {@code moves} move phrases and every command phrase once. */
    public static List<Item> plan(Profile profile, List<Voice> voices, List<Condition> conditions, int moves,
                                  boolean commands, long seed) {
        Announcer announcer = new Announcer(profile);
        List<Item> items = new ArrayList<>();
        Random r = new Random(seed);
        List<String> fillers = fillers(profile);
        for (Voice v : voices) {
            for (Condition c : conditions) {
                for (int i = 0; i < moves; i++) {
                    Position p = i % 5 == 4 ? Position.fromFen(SPECIAL.get(r.nextInt(SPECIAL.size()))) : randomPosition(r);
                    Move m = pick(p, r);
                    Style style = r.nextInt(5) < 3 ? Style.LONG : Style.SHORT;
                    String phrase = announcer.announce(p, m, style);
                    if (c == Condition.FILLER && style == Style.LONG && r.nextBoolean() && !p.isCastling(m)) {
                        phrase = fromTo(profile, phrase);
                    }
                    items.add(new Item(id(v, c, items.size()), v.name(), RATES[r.nextInt(RATES.length)], c,
                            p.fen(), "MOVE " + m.uci(), c.text(phrase, fillers, r), ""));
                }
                if (commands) {
                    for (String[] command : commands(profile)) {
                        items.add(new Item(id(v, c, items.size()), v.name(), RATES[r.nextInt(RATES.length)], c,
                                Position.INITIAL_FEN, command[1], command[0], ""));
                    }
                }
            }
        }
        return items;
    }

    /** Speaks the plan into {@code dir} as WAV files. Returns the items with their WAVs. */
    public static List<Item> write(List<Item> plan, Path dir, long seed) throws IOException {
        return write(plan, dir, seed, true);
    }

    /** As {@link #write(List, Path, long)}; without {@code quietEdges} each recording starts and ends with sound. */
    public static List<Item> write(List<Item> plan, Path dir, long seed, boolean quietEdges) throws IOException {
        Files.createDirectories(dir);
        Path work = Files.createTempDirectory("corpus");
        List<Item> out = new ArrayList<>(plan.size());
        try {
            for (Item item : plan) {
                Random r = new Random(seed ^ item.id().hashCode());
                Sound said = new Voice(item.voice()).speak(item.text(), item.rate(), work);
                String wav = item.id() + ".wav";
                Wav.write(dir.resolve(wav), item.condition().apply(said, r, work, quietEdges));
                out.add(new Item(item.id(), item.voice(), item.rate(), item.condition(), item.fen(), item.expected(),
                        item.text(), wav));
            }
        } finally {
            try (var files = Files.list(work)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(work);
        }
        return out;
    }

    /** corpus.tsv (the items) and batch.tsv (the same as {@code hektor listen --batch} input). */
    public static void writeLists(List<Item> items, Path dir) throws IOException {
        List<String> lines = new ArrayList<>();
        List<String> batch = new ArrayList<>();
        for (Item i : items) {
            lines.add(i.line());
            batch.add(i.fen() + "\t" + i.wav());
        }
        Files.write(dir.resolve("corpus.tsv"), lines, StandardCharsets.UTF_8);
        Files.write(dir.resolve("batch.tsv"), batch, StandardCharsets.UTF_8);
    }

    public static List<Item> read(Path dir) throws IOException {
        return Files.readAllLines(dir.resolve("corpus.tsv"), StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank()).map(Item::parse).toList();
    }

    private static String id(Voice v, Condition c, int n) {
        return String.format("%05d-%s-%s", n, v.name().replaceAll("[^A-Za-z0-9]+", "_"), c.key());
    }

    /** A random position: 0 to 80 random plies from the start (as RoundTripTest), never one without moves. */
    static Position randomPosition(Random r) {
        while (true) {
            Position p = Position.initial();
            int plies = r.nextInt(81);
            for (int i = 0; i < plies && !p.legalMoves().isEmpty(); i++) {
                p = p.play(p.legalMoves().get(r.nextInt(p.legalMoves().size())));
            }
            if (!p.legalMoves().isEmpty()) {
                return p;
            }
        }
    }

    /** A legal move; castling, en passant and promotions are picked first when the position has them. */
    static Move pick(Position p, Random r) {
        List<Move> special = p.legalMoves().stream().filter(m -> p.isCastling(m) || m.promotion() != null
                || p.enPassantSquare().filter(m.to()::equals).isPresent()
                && p.pieceAt(m.from()).type() == PieceType.PAWN).toList();
        List<Move> from = !special.isEmpty() && r.nextInt(3) > 0 ? special : p.legalMoves();
        return from.get(r.nextInt(from.size()));
    }

    /** The long phrase with the contract's von/nach (from/to) fillers: "Springer von Gustav eins nach Felix drei". */
    static String fromTo(Profile profile, String longPhrase) {
        boolean en = profile.name().equals("en");
        String[] w = longPhrase.split(" ");
        // piece word, origin file, origin rank, [capture], destination ...
        StringBuilder sb = new StringBuilder(w[0]).append(en ? " from " : " von ").append(w[1]).append(' ').append(w[2]);
        int i = 3;
        if (w[i].equalsIgnoreCase(profile.capture())) {
            sb.append(' ').append(w[i++]);
        } else {
            sb.append(en ? " to" : " nach");
        }
        for (; i < w.length; i++) {
            sb.append(' ').append(w[i]);
        }
        return sb.toString();
    }

    static List<String> fillers(Profile profile) {
        return profile.name().equals("en") ? List.of("uh", "um") : List.of("äh", "also");
    }

    /** Every command phrase with its expected answer: each word of section 4, "Wo Springer", "Was Eva vier". */
    static List<String[]> commands(Profile profile) {
        List<String[]> out = new ArrayList<>();
        for (CommandWord c : CommandWord.values()) {
            for (String word : profile.commandWords(c)) {
                switch (c) {
                    case WHERE -> out.add(new String[] {word + " " + profile.piece(PieceType.KNIGHT), "COMMAND where knight"});
                    case WHAT -> out.add(new String[] {word + " " + profile.square(org.hektor.chess.Square.parse("e4")),
                            "COMMAND what e4"});
                    default -> out.add(new String[] {word, "COMMAND " + c.key()});
                }
            }
        }
        return out;
    }
}
