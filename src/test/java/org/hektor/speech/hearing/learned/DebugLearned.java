package org.hektor.speech.hearing.learned;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.hektor.speech.audio.Wav;

/** Tuning aid: the cost and word boundaries of given phrases on one WAV. Args: VOICE_DIR SLUG WAV PHRASE... */
public final class DebugLearned {
    public static void main(String[] a) throws Exception {
        LearnedVoice voice = new VoiceStore(Path.of(a[0])).load(a[1], TuningFlags.read());
        double[][] mel = FrontEnd.melPower(Wav.read(Path.of(a[2])));
        Span span = Span.of(mel, voice.tuning().features().minRiseDb());
        System.out.printf("frames %d span %d..%d level %.3g noise %.3g%n", mel.length, span.start(), span.end(),
                span.level(), Arrays.stream(span.noise()).sum());
        Utterance u = Utterance.of(mel, span, voice.tuning());
        for (int i = 3; i < a.length; i++) {
            List<String> words = List.of(a[i].split(" "));
            PhraseMatch m = u.match(voice, words);
            System.out.printf("%-40s %.3f %s%n", a[i], m.cost(words) / m.frameCount(), Arrays.toString(m.boundaries(words)));
        }
        PhraseMatch m = u.match(voice, List.of("eins"));
        double q = 0;
        for (float[] f : u.frames()) {
            q += PhraseMatch.distance(f, u.silence());
        }
        System.out.printf("all quiet %.3f per frame; templates %s%n", q / u.frames().length, voice.counts());
    }
}
