package org.hektor.speech.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;

/**
 * Tuning aid (never in CI): a corpus of promotions only (every promotion of the two promotion positions of
 * {@link Corpus#SPECIAL}, long and short, clean, with a filler, in pink noise at 20 and 10 dB) and the short
 * "what"/"where" queries beside the pawn moves they resemble, for voices kept by LearnedVoiceBench, written into
 * VOICEDIR/promo-SEED as a test corpus (corpus.tsv). Arguments: seed, then the voice folders.
 */
public final class PromotionCorpus {
    public static void main(String[] args) throws Exception {
        Profile profile = Profile.load("ibca");
        Announcer announcer = new Announcer(profile);
        long seed = Long.parseLong(args[0]);
        // -Dfocus=true: promotions with a filler only, half of them with von/nach (the benchmark's filler condition)
        boolean focus = Boolean.getBoolean("focus");
        List<Condition> conditions = focus ? List.of(Condition.FILLER, Condition.FILLER) : List.of(Condition.CLEAN,
                Condition.FILLER, Condition.PINK_20DB, Condition.PINK_10DB);
        for (int a = 1; a < args.length; a++) {
            Path dir = Path.of(args[a]);
            String slug = dir.getFileName().toString();
            String voice = slug.replaceFirst("_", "+");
            Path out = Files.createDirectories(dir.resolve((focus ? "focus-" : "promo-") + seed));
            Path work = Files.createDirectories(dir.resolve("work-promo"));
            List<Corpus.Item> items = new ArrayList<>();
            Random r = new Random(seed ^ slug.hashCode());
            for (Condition c : conditions) {
                for (String fen : List.of(Corpus.SPECIAL.get(4), Corpus.SPECIAL.get(5))) {
                    Position p = Position.fromFen(fen);
                    for (Move m : p.legalMoves()) {
                        if (m.promotion() == null || !focus && r.nextInt(2) == 0) {
                            continue;
                        }
                        Style style = focus || r.nextInt(5) < 3 ? Style.LONG : Style.SHORT;
                        String phrase = announcer.announce(p, m, style);
                        if (focus && r.nextBoolean()) {
                            phrase = Corpus.fromTo(profile, phrase);
                        }
                        items.add(item(voice, slug, c, items.size(), fen, "MOVE " + m.uci(),
                                c.text(phrase, Corpus.fillers(profile), r), r, out, work));
                    }
                }
                if (c != Condition.FILLER && !focus) {
                    for (String[] cmd : Corpus.commands(profile)) {
                        if (cmd[1].startsWith("COMMAND what") || cmd[1].startsWith("COMMAND where")) {
                            items.add(item(voice, slug, c, items.size(), Position.INITIAL_FEN, cmd[1], cmd[0], r, out,
                                    work));
                        }
                    }
                    String what = profile.commandWords(org.hektor.notation.CommandWord.WHAT).get(0);
                    for (int i = 0; i < 4; i++) {
                        org.hektor.chess.Square sq = org.hektor.chess.Square.parse(
                                (char) ('a' + r.nextInt(8)) + "" + (char) ('3' + r.nextInt(4)));
                        items.add(item(voice, slug, c, items.size(), Position.INITIAL_FEN, "COMMAND what " + sq,
                                what + " " + profile.square(sq), r, out, work));
                    }
                }
            }
            Corpus.writeLists(items, out);
            System.out.println(slug + ": " + items.size());
        }
    }

    private static Corpus.Item item(String voice, String slug, Condition c, int n, String fen, String expected,
                                    String text, Random r, Path out, Path work) throws Exception {
        int rate = LearnedVoiceBench.TEST_RATES[r.nextInt(LearnedVoiceBench.TEST_RATES.length)];
        int pitch = LearnedVoiceBench.TEST_PITCHES[r.nextInt(LearnedVoiceBench.TEST_PITCHES.length)];
        String id = String.format("p%04d-%s-%s", n, slug, c.key());
        Sound said = LearnedVoiceBench.speak(voice, text, rate, pitch, work);
        Wav.write(out.resolve(id + ".wav"), c.apply(said, r, work));
        return new Corpus.Item(id, voice, rate, c, fen, expected, text, id + ".wav");
    }
}
