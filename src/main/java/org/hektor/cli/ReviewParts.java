package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Supplier;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.hektor.review.ReviewDialogue;
import org.hektor.review.ReviewHearing;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.HearServerClient;
import org.hektor.speech.hearing.HearingLog;
import org.hektor.speech.hearing.Listeners;
import org.hektor.speech.hearing.LiveHearing;
import org.hektor.speech.voice.Speaker;
import org.hektor.speech.voice.VoiceSpeaker;
import org.hektor.words.Words;

/**
 * The review's ears and voice, as a game has them: every sentence printed and spoken, the keyboard's lines and
 * what the microphone heard (as the dialogue's lines, {@link ReviewHearing}) in one queue. Closed in the reverse
 * order of opening: the microphone first, the voice after its last sentence.
 */
final class ReviewParts implements AutoCloseable {
    /** A line typed or said; {@code spoken} when it came from the microphone. */
    record Said(String line, boolean spoken) {
    }

    private static final Said END = new Said(null, false);

    private final Profile profile;
    private final Words words;
    private final PrintWriter out;
    private final OpenedParts opened = new OpenedParts();
    private final LinkedBlockingQueue<Said> lines = new LinkedBlockingQueue<>();
    private Speaker voice;
    private boolean keyboardRead;

    ReviewParts(Profile profile, PrintWriter out) {
        this.profile = profile;
        this.words = Words.forLanguage(profile.language());
        this.out = out;
    }

    /** Printed, and spoken when there is a voice. */
    synchronized void say(String sentence) {
        Spoken.printAndSay(voice, out, profile, sentence);
    }

    /** The quiet tick of an analysis at work (the clock dial's single dot), when there is a voice. */
    void tick() {
        if (voice != null) {
            voice.cue(Cue.CLOCK_TICK, Urgency.CLOCK);
        }
    }

    /** The voice, unless {@code silent}; without a sound device the printed sentences are all, said once. */
    void openVoice(VoiceOptions options, boolean silent, Path speechLog) {
        if (silent) {
            return;
        }
        if (!Sound.deviceAvailable()) {
            say(words.say("session.no.sound"));
            return;
        }
        Runnable onFallback = () -> say(words.say("session.voice.fallback"));
        Speaker v = VoiceSpeaker.open(options.open(profile, onFallback), new PrintWriter(Writer.nullWriter()), null)
                .traceTo(new HearingLog(speechLog));
        voice = v;
        opened.push(() -> {
            try {
                v.awaitQuiet(Duration.ofSeconds(10));    // the last sentence is heard before the review ends
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            v.close();
        });
    }

    /**
     * The microphone over the model in {@code modelDir}, hearing in the position {@code at} tells: a game's words and
     * the review's. Without a microphone or a model the speech package says so in one sentence and the keyboard is all.
     */
    void openMicrophone(Path modelDir, Supplier<Position> at, Path gamesDir) {
        ReviewHearing hearing = new ReviewHearing(profile, words);
        Path log = gamesDir.resolve("hearing.log");
        // "progress" and "stop" are heard over Hektor too: over the analysis's ticks, and to stop a long read-out
        Set<String> bargeIn = Set.of(words.say("review.key.progress").toLowerCase(java.util.Locale.ROOT),
                words.say("review.key.stop").toLowerCase(java.util.Locale.ROOT));
        Listeners.Game game = new Listeners.Game(modelDir, profile, null, bargeIn, at,
                heard -> lines.add(new Said(hearing.line(at.get(), heard), true)), HearServerCommand.command(modelDir),
                log, status -> say(words.say(status == HearServerClient.Status.LOST ? "session.hearing.lost"
                        : "session.hearing.back")));
        try {
            java.nio.file.Files.createDirectories(gamesDir);     // the hear-server's errors go to its log there
        } catch (IOException e) {
            // no log then; hearing itself does not need it
        }
        java.io.StringWriter why = new java.io.StringWriter();
        Optional<LiveHearing> live = Listeners.open(game, hearing.phrases(), new PrintWriter(why));
        why.toString().lines().filter(l -> !l.isBlank()).forEach(this::say);     // spoken too, not only printed
        if (live.isEmpty()) {
            return;
        }
        opened.push(live.get());
        Speaker v = voice;
        if (v != null) {
            live.get().pauseWhile(v::isSpeaking, v::soundingQueuedAt);     // a loudspeaker: Hektor would hear himself
        }
        live.get().traceTo(new HearingLog(log)).start();
    }

    /** From now on the keyboard's lines join the queue (its end ends the review). */
    void readKeyboard(BufferedReader keyboard) {
        if (keyboardRead) {
            return;
        }
        keyboardRead = true;
        Thread typing = new Thread(() -> {
            try {
                for (String line = keyboard.readLine(); line != null; line = keyboard.readLine()) {
                    lines.add(new Said(line, false));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                lines.add(END);
            }
        }, "hektor-review-keyboard");
        typing.setDaemon(true);
        typing.start();
    }

    /** The next line typed or said within {@code wait}, or empty. */
    Optional<Said> poll(Duration wait) throws InterruptedException {
        Said s = lines.poll(wait.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        if (s == END) {
            lines.add(END);          // the end stays the end for whoever reads next
        }
        return Optional.ofNullable(s);
    }

    /** The dialogue's lines: what is typed and what is said, in the order they come; a word said silences Hektor. */
    ReviewDialogue.Lines dialogueLines() {
        return () -> {
            try {
                Said s = lines.take();
                if (s == END) {
                    lines.add(END);
                    return null;
                }
                if (s.spoken() && voice != null) {
                    voice.stop();
                }
                return s.line();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        };
    }

    @Override
    public void close() {
        opened.close();
    }
}
