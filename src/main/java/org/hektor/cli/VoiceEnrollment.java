package org.hektor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.hektor.notation.Profile;
import org.hektor.signal.Urgency;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.TakeListener;
import org.hektor.speech.hearing.learned.EnrollmentScript;
import org.hektor.speech.hearing.learned.LearnedVoice;
import org.hektor.speech.hearing.learned.Take;
import org.hektor.speech.hearing.learned.TakeCheck;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.speech.voice.Speaker;
import org.hektor.words.TypedLine;
import org.hektor.words.Words;

/**
 * Learning a voice by ear: Hektor says each prompt of the script and the player says it after him, once: the script
 * says every word at least twice (alone, and in a move or a phrase), and a second take of every prompt cost the
 * player a third of learning's time. A query word is asked twice ({@link EnrollmentScript#takes}). A take is kept at once (so a stopped run keeps it and the next run goes on
 * after it) unless it is too quiet, clipped, cut off or unlike what the player said before: then the reason is said
 * and the prompt asked again. Keys, each followed by Enter: r says the prompt again, u takes back the last take
 * kept, s skips the prompt, q stops.
 */
final class VoiceEnrollment {
    /** How long Hektor waits for the player to say a prompt before he says that he heard nothing. */
    static final Duration WAIT = Duration.ofSeconds(8);
    /** Says how far it is every this many prompts: "Wort 21 von 77" (every ten took a tenth of learning's time). */
    static final int PROGRESS_EVERY = 20;
    /** A take unlike the others is asked again this often, then kept: a voice varies, and the player must get on. */
    static final int MAX_UNLIKE = 2;

    /** What the microphone and the keyboard bring, in the order they came. */
    sealed interface Event permits Heard, Key {
    }

    record Heard(TakeListener.Said said) implements Event {
    }

    record Key(String key) implements Event {
    }

    /** How a run ended: the takes it kept, and whether every prompt was done (false: stopped). */
    record Outcome(int kept, boolean finished) {
    }

    private final Profile profile;
    private final Words words;
    private final Speaker voice;
    private final PrintWriter out;
    private final VoiceStore store;
    private final String speaker;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();

    VoiceEnrollment(Profile profile, Speaker voice, PrintWriter out, VoiceStore store, String speaker) {
        this.profile = profile;
        this.words = Words.forLanguage(profile.language());
        this.voice = voice;
        this.out = out;
        this.store = store;
        this.speaker = speaker;
    }

    /**
     * Learning by ear from where an earlier run stopped, as {@code speaker learn} and {@code play}'s offer run it:
     * the microphone takes what the player says while Hektor is quiet, the keyboard's lines are the keys; at the end
     * of the script Hektor says whether every word is learned.
     *
     * @param err where a missing microphone is said
     * @return how the run ended; empty when there is no microphone to learn with
     */
    static Optional<Outcome> byEar(Profile p, Speaker voice, PrintWriter out, PrintWriter err, VoiceStore store,
                                   String speaker, KeyboardRelay keys) throws IOException, InterruptedException {
        Words words = Words.forLanguage(p.language());
        VoiceEnrollment enrollment = new VoiceEnrollment(p, voice, out, store, speaker);
        Optional<TakeListener> ears = TakeListener.open(words, err, enrollment::heard);
        if (ears.isEmpty()) {
            return Optional.empty();
        }
        try (TakeListener listener = ears.get().pauseWhile(voice::isSpeaking).start()) {
            keys.to(enrollment::typed);
            Outcome outcome = enrollment.run(EnrollmentScript.prompts(p));
            if (outcome.finished()) {
                List<String> missing = missing(p, store.load(speaker));
                enrollment.say(missing.isEmpty() ? words.say("session.learn.done")
                        : words.say("session.learn.done.missing", "missing", String.join(", ", missing)));
            }
            return Optional.of(outcome);
        }
    }

    /** The words of the profile's script the voice has no take of. */
    static List<String> missing(Profile p, LearnedVoice voice) {
        return EnrollmentScript.words(p).stream().map(Take::normalize).filter(w -> !voice.knows(w)).toList();
    }

    /**
     * Whether the speaker's voice is learned: its script run to the end (a prompt skipped counts as done). A
     * learning stopped part-way is not yet a voice to play with.
     */
    static boolean learned(Profile p, VoiceStore store, String speaker) throws IOException {
        List<String> prompts = EnrollmentScript.prompts(p);
        return resumeAt(p, prompts, store.taught(speaker)) == prompts.size();
    }

    /** Where the microphone's takes go. */
    void heard(TakeListener.Said said) {
        events.add(new Heard(said));
    }

    /** Where the keyboard's lines go. */
    void typed(String line) {
        events.add(new Key(TypedLine.keys(line).strip().toLowerCase(Locale.ROOT)));
    }

    /** Runs the script from where an earlier run stopped. */
    Outcome run(List<String> prompts) throws IOException, InterruptedException {
        Map<String, List<Sound>> kept = new HashMap<>();
        List<String> taught = store.taught(speaker);
        for (Take t : taught.isEmpty() ? List.<Take>of() : store.takes(speaker)) {
            kept.computeIfAbsent(t.text(), x -> new ArrayList<>()).add(t.sound());
        }
        int start = resumeAt(profile, prompts, taught);
        say(words.say("session.learn.intro", "count", prompts.size()));
        if (start > 0) {
            say(words.say("session.learn.resume", "number", start + 1, "count", prompts.size()));
        }
        int keptNow = 0;
        int next;
        for (int i = start; i < prompts.size(); i = next) {
            next = i + 1;
            String prompt = prompts.get(i);
            String text = Take.normalize(prompt);
            if (i > start && i % PROGRESS_EVERY == 0) {
                say(words.say("session.learn.progress", "number", i + 1, "count", prompts.size()));
            }
            int unlike = 0;
            boolean done = false;
            while (!done) {
                events.clear();                  // what came before the prompt is not its take
                sayPrompt(prompt);
                Event e = events.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
                if (e == null) {
                    say(words.say("session.learn.nothing"));
                } else if (e instanceof Key k) {
                    switch (k.key()) {
                        case "q" -> {
                            say(words.say("session.learn.stopped", "kept", keptNow, "number", i + 1));
                            return new Outcome(keptNow, false);
                        }
                        case "s" -> done = true;
                        case "u" -> {
                            // the take taken back may be the last prompt's: that prompt is asked again first
                            int back = undo(kept).map(p -> indexOf(prompts, p)).orElse(i);
                            if (back >= 0 && back < i) {
                                next = back;
                                done = true;
                            }
                        }
                        case "r" -> { }
                        default -> say(words.say("session.learn.keys"));
                    }
                } else if (e instanceof Heard h) {
                    List<Sound> same = kept.computeIfAbsent(text, x -> new ArrayList<>());
                    var problem = TakeCheck.problem(h.said().sound(), h.said().cutOff(),
                            unlike >= MAX_UNLIKE ? List.of() : same.isEmpty() ? wordsAlone(text, kept) : same);
                    if (problem.isPresent()) {
                        unlike += problem.get() == TakeCheck.Problem.UNLIKE ? 1 : 0;
                        say(words.say("session.learn.problem." + problem.get().name().toLowerCase(Locale.ROOT)));
                    } else {
                        store.add(speaker, new Take(prompt, h.said().sound()));
                        same.add(h.said().sound());
                        keptNow++;
                        done = same.size() >= EnrollmentScript.takes(profile, prompt);
                    }
                }
            }
        }
        return new Outcome(keptNow, true);
    }

    /**
     * What a phrase is compared with: the player's last take of each of its words said alone; none for a word, or
     * when a word of it has no take (skipped).
     */
    private static List<Sound> wordsAlone(String text, Map<String, List<Sound>> kept) {
        List<Sound> out = new ArrayList<>();
        String[] phrase = text.split(" ");
        for (String w : phrase.length > 1 ? phrase : new String[0]) {
            List<Sound> alone = kept.getOrDefault(w, List.of());
            if (alone.isEmpty()) {
                return List.of();
            }
            out.add(alone.get(alone.size() - 1));
        }
        return out;
    }

    /** Takes back the last take kept, in the store and here; returns its phrase (normalized), if there was one. */
    private Optional<String> undo(Map<String, List<Sound>> kept) throws IOException, InterruptedException {
        Optional<String> phrase = store.dropLast(speaker).map(Take::normalize);
        phrase.map(kept::get).filter(l -> !l.isEmpty()).ifPresent(l -> l.remove(l.size() - 1));
        say(words.say("session.learn.undone"));
        return phrase;
    }

    private static int indexOf(List<String> prompts, String text) {
        for (int i = 0; i < prompts.size(); i++) {
            if (Take.normalize(prompts.get(i)).equals(text)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Where a run goes on: after the last prompt an earlier run kept a take of (at it, if it has fewer than the script
     * asks), so that a prompt skipped before is not asked again.
     */
    static int resumeAt(Profile p, List<String> prompts, List<String> taught) {
        int at = 0;
        for (int i = 0; i < prompts.size(); i++) {
            String text = Take.normalize(prompts.get(i));
            long n = taught.stream().filter(text::equals).count();
            if (n > 0) {
                at = n >= EnrollmentScript.takes(p, prompts.get(i)) ? i + 1 : i;
            }
        }
        return at;
    }

    /** Says the prompt and prints it when it has been heard: then it is the player's turn. */
    private void sayPrompt(String prompt) throws InterruptedException {
        voice.say(ProfileVoice.speakable(profile, prompt), Urgency.REPLY);
        voice.awaitQuiet(Duration.ofSeconds(30));
        out.println(prompt);
        out.flush();
    }

    private void say(String sentence) throws InterruptedException {
        Spoken.printAndSay(voice, out, profile, sentence);
        voice.awaitQuiet(Duration.ofSeconds(30));
    }
}
