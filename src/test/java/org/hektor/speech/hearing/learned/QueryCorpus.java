package org.hektor.speech.hearing.learned;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.speech.corpus.Condition;
import org.hektor.speech.corpus.LearnedVoiceBench;
import org.hektor.speech.corpus.Tally;

/**
 * Tuning aid (never in CI): the queries alone, many of them, for voices learned from the script: "Was" before a random
 * square and "Wo" before a random piece, at the benchmark's test rates and pitches, in pink noise at 20 and 10 dB,
 * kept in OUT/VOICE/said (read again with TuneLearned -Dsub=said). Arguments: OUT, queries per voice and condition,
 * seed, voices. With -Dtext=PHRASE -Dexpected=ANSWER: that phrase at every test rate and pitch instead (several:
 * separated by "|" in both). -Dconditions=KEY,KEY: other conditions than pink noise at 20 and 10 dB.
 */
public final class QueryCorpus {
    private static final int[] RATES = {130, 150, 195, 215};
    private static final int[] PITCHES = {30, 40, 60, 70};

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int n = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        Profile profile = Profile.load("ibca");
        String what = profile.commandWords(CommandWord.WHAT).get(0);
        String where = profile.commandWords(CommandWord.WHERE).get(0);
        PieceType[] pieces = {PieceType.KING, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT,
            PieceType.PAWN};
        for (int v = 3; v < args.length; v++) {
            Random r = new Random(seed ^ args[v].hashCode());
            List<LearnedVoiceBench.Said> said = new ArrayList<>();
            // every rate and pitch of one phrase instead: -Dtext=Zeit "-Dexpected=COMMAND time"
            String fixed = System.getProperty("text");
            for (Condition c : org.hektor.speech.corpus.VoiceBench.conditions(System.getProperty("conditions", "pink-20db,pink-10db"))) {
                if (fixed != null) {
                    String[] texts = fixed.split("\\|");
                    String[] expected = System.getProperty("expected").split("\\|");
                    String[][] pairs = new String[texts.length][];
                    for (int t = 0; t < texts.length; t++) {
                        pairs[t] = new String[] {expected[t], texts[t]};
                    }
                    said.addAll(LearnedVoiceBench.Said.atEveryRateAndPitch(List.of(c), pairs));
                    continue;
                }
                for (int i = 0; i < n; i++) {
                    int rate = RATES[r.nextInt(RATES.length)];
                    int pitch = PITCHES[r.nextInt(PITCHES.length)];
                    if (i % 4 == 3) {
                        PieceType p = pieces[r.nextInt(pieces.length)];
                        said.add(new LearnedVoiceBench.Said(Position.INITIAL_FEN,
                                "COMMAND where " + p.name().toLowerCase(java.util.Locale.ROOT),
                                where + " " + profile.piece(p), rate, pitch, c));
                    } else {
                        Square s = Square.of(r.nextInt(64));
                        said.add(new LearnedVoiceBench.Said(Position.INITIAL_FEN, "COMMAND what " + s,
                                what + " " + profile.square(s), rate, pitch, c));
                    }
                }
            }
            Tally tally = new Tally();
            LearnedVoiceBench.hear(profile, args[v], said, out).forEach(tally::add);
            System.out.println(tally.report("queries, " + args[v]));
        }
    }
}
