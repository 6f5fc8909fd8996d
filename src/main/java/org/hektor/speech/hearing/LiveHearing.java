package org.hektor.speech.hearing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.AudioSource;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.WavRecorder;

/**
 * Hearing the player for a whole game. One thread reads the microphone without pause and cuts it into utterances
 * ({@link EndPointer}, or the talk key in push-to-talk mode); another recognises each whole utterance through the
 * {@link SpeechRecognizer} seam with what may be heard at that moment, and hands the hypotheses on in the
 * profile's words. A recogniser that guesses (a learned voice) is also given the utterance so far after a short quiet:
 * a phrase the player has finished is answered then, without waiting out the rest of the end-pointer's quiet, and
 * anything else is answered from that guess when the quiet has lasted (dropped if the player went on speaking).
 * Every utterance is answered (never silence): what holds no phrase, or no words at all
 * (a cough, a burst of noise that sounded like speech to the end-pointer), is handed on as an empty list, which the
 * session answers "not understood".
 * While Hektor speaks only the barge-in words (stop, repeat) get through, so Hektor never hears his own voice as
 * the player's move; in push-to-talk mode what the microphone hears while Hektor speaks is left out.
 */
public final class LiveHearing implements AutoCloseable {
    private final AudioSource microphone;
    private final Supplier<SpeechRecognizer> recognizers;
    private final Supplier<ListeningTable.Listening> context;
    private final Consumer<List<Hypothesis>> heard;
    private final Set<String> bargeInWords;
    private final PushToTalk talkKey;
    /** This much loud sound is the player speaking (one loud frame may be a click). */
    static final int ONSET_MILLIS = 2 * EndPointer.FRAME_MILLIS;
    private final LinkedBlockingQueue<Optional<EndPointer.Found>> utterances = new LinkedBlockingQueue<>();
    private final Thread reading;
    private final Thread recognising;
    private volatile BooleanSupplier hektorSpeaking = () -> false;
    private volatile LongSupplier soundingQueuedAt = () -> Long.MIN_VALUE;
    private volatile Runnable silenceHektor;
    private volatile boolean headphones;
    private volatile WavRecorder recorder;
    private volatile Consumer<String> trace = line -> { };
    private volatile BiConsumer<Sound, List<Hypothesis>> sounds = (sound, meaning) -> { };
    private volatile boolean closed;
    private final Guesses guesses = new Guesses();
    private int count;
    /**
     * When something said over Hektor was last answered "not understood" ({@link System#nanoTime}), until the player is
     * heard again; {@link Long#MAX_VALUE} when not. Written on the recognising thread, read on the reading thread.
     */
    private volatile long answeredOverHektorAt = Long.MAX_VALUE;
    private int echoNumber;                 // reading thread only: the utterance whose frames are counted below,
    private int echoVoiced;                 // its voiced frames,
    private int echoDuringAnswer;           // and those while Hektor said what was queued after that answer
    /** Utterances said mostly while Hektor said his answer to something said over him: perhaps that answer. */
    private final Set<Integer> answerEchoes = ConcurrentHashMap.newKeySet();
    private Recognised fromGuess;           // the latest guess's answer, not handed on (recognising thread only)

    /** What was recognised in one utterance (or its guess), with what could be heard then. */
    private record Recognised(EndPointer.Found said, ListeningTable.Listening listening,
                              Optional<List<Hypothesis>> result, long millis) {
    }

    /**
     * @param recognizers makes the recogniser on the recognising thread, which alone uses and closes it
     * @param context     what may be heard now (the position's grammar and the way back to the profile's words)
     * @param heard       receives each utterance's hypotheses, in the profile's words
     * @param talkKey     push-to-talk when not null; else the microphone is heard all the time
     */
    public LiveHearing(AudioSource microphone, Supplier<SpeechRecognizer> recognizers,
                       Supplier<ListeningTable.Listening> context, Consumer<List<Hypothesis>> heard,
                       Set<String> bargeInWords, PushToTalk talkKey) {
        this.microphone = microphone;
        this.recognizers = recognizers;
        this.context = context;
        this.heard = heard;
        this.bargeInWords = Set.copyOf(bargeInWords);
        this.talkKey = talkKey;
        this.reading = new Thread(this::read, "hektor-microphone");
        this.recognising = new Thread(this::recognise, "hektor-listener");
        reading.setDaemon(true);
        recognising.setDaemon(true);
    }

    /**
     * Tells the hearing when Hektor is speaking (usually {@code speaker::isSpeaking}) and when what sounds now was
     * queued ({@code speaker::soundingQueuedAt}).
     */
    public LiveHearing pauseWhile(BooleanSupplier speaking, LongSupplier soundingQueuedAt) {
        this.hektorSpeaking = speaking;
        this.soundingQueuedAt = soundingQueuedAt;
        return this;
    }

    /**
     * Over headphones the microphone cannot hear Hektor: everything it hears is the player's and is heard in full,
     * whenever it is said, and Hektor falls silent the moment the player starts to speak (as a screen reader
     * does at a key), so the player never waits for Hektor to finish.
     */
    public LiveHearing overHeadphones(Runnable silence) {
        this.silenceHektor = silence;
        this.headphones = true;
        return this;
    }

    /**
     * Headphones on or off during the game (the key h, the word "headphones"): on, as {@link #overHeadphones}, with the
     * silence given there; off, Hektor is heard out as through a loudspeaker ({@link #pauseWhile}). Whether now on.
     */
    public boolean toggleHeadphones() {
        headphones = !headphones && silenceHektor != null;
        return headphones;
    }

    /** Rule 2.5: what the player said goes on the game's tape too. */
    public LiveHearing recordTo(WavRecorder tape) {
        this.recorder = tape;
        return this;
    }

    /**
     * Also told each utterance that was understood: its sound and what it was heard as, just before the hypotheses
     * are handed on (a learned voice keeps the ones the player then confirms).
     */
    public LiveHearing soundsTo(BiConsumer<Sound, List<Hypothesis>> understood) {
        this.sounds = understood;
        return this;
    }

    /** One line per utterance (its length and what became of it): the hearing log. */
    public LiveHearing traceTo(Consumer<String> lines) {
        this.trace = lines;
        return this;
    }

    public LiveHearing start() {
        recognising.start();
        reading.start();
        return this;
    }

    /** Waits until a recording given as the microphone has been heard to its end (tests, replays). */
    public boolean awaitEnd(long millis) throws InterruptedException {
        reading.join(millis);
        recognising.join(Math.max(1, millis));
        return !recognising.isAlive();
    }

    private void read() {
        EndPointer endPointer = new EndPointer();
        byte[] frame = new byte[EndPointer.FRAME_BYTES];
        List<byte[]> held = new ArrayList<>();     // push-to-talk: the frames said while the key was down
        boolean interrupted = false;               // headphones: Hektor was silenced for the utterance under way
        try {
            while (!closed) {
                int n = microphone.read(frame);
                if (n < 0) {
                    break;
                }
                Runnable silence = headphones ? silenceHektor : null;
                boolean speaking = silence == null && hektorSpeaking.getAsBoolean();
                if (talkKey == null) {
                    if (endPointer.inUtterance() && guesses.answered(endPointer.number())) {
                        endPointer.drop();      // answered from its guess, quiet since: what comes is new
                    }
                    Optional<EndPointer.Found> found = endPointer.accept(frame, n, speaking);
                    if (endPointer.inUtterance() && endPointer.quietMillis() == 0) {
                        guesses.speech(endPointer.number());
                        countEcho(endPointer.number(), speaking);
                    }
                    found.ifPresent(u -> {
                        if (u.complete()) {
                            noteEcho(u);
                        } else {
                            guesses.guessed(u);
                        }
                        utterances.add(Optional.of(u));
                    });
                    if (silence != null && !interrupted && endPointer.voicedMillis() >= ONSET_MILLIS) {
                        silence.run();
                        interrupted = true;
                    } else if (!endPointer.inUtterance()) {
                        interrupted = false;
                    }
                } else if (talkKey.isDown()) {
                    if (!speaking) {
                        held.add(java.util.Arrays.copyOf(frame, n));
                    }
                } else if (!held.isEmpty()) {   // the key came up: the utterance is complete
                    utterances.add(Optional.of(new EndPointer.Found(join(held), false)));
                    held.clear();
                }
            }
            if (talkKey == null) {
                endPointer.flush().ifPresent(u -> {
                    noteEcho(u);
                    utterances.add(Optional.of(u));
                });
            } else if (!held.isEmpty()) {
                utterances.add(Optional.of(new EndPointer.Found(join(held), false)));
            }
        } finally {
            utterances.add(Optional.empty());
        }
    }

    /** One voiced frame of utterance {@code number}: was Hektor saying his answer to something said over him? */
    private void countEcho(int number, boolean speaking) {
        if (number != echoNumber) {
            echoNumber = number;
            echoVoiced = 0;
            echoDuringAnswer = 0;
        }
        echoVoiced++;
        if (speaking && soundingQueuedAt.getAsLong() >= answeredOverHektorAt) {
            echoDuringAnswer++;
        }
    }

    /** As {@link EndPointer} flags an utterance said over Hektor: by most of its voiced frames. */
    private void noteEcho(EndPointer.Found u) {
        if (u.flagged() && u.number() == echoNumber && 2 * echoDuringAnswer > echoVoiced) {
            answerEchoes.add(u.number());
        }
    }

    private void recognise() {
        try (SpeechRecognizer recognizer = recognizers.get()) {
            recognizer.warmUp(context.get().grammar());
            while (true) {
                Optional<EndPointer.Found> next = utterances.take();
                if (next.isEmpty() || closed) {
                    return;
                }
                EndPointer.Found u = next.get();
                if (u.complete()) {
                    hear(recognizer, u);
                } else {
                    guess(recognizer, u);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            trace.accept("hearing stopped: " + e.getMessage());
        }
    }

    /**
     * The utterance so far, after {@link EndPointer#GUESS_MILLIS} of quiet: recognised now, and answered at once when
     * the recogniser finds it finished (for a learned voice: one phrase alone that no phrase goes on from, the way
     * Vosk ends a grammar's phrase); otherwise its answer waits for the end of the hangover, and is used then if
     * nothing more was said.
     */
    private void guess(SpeechRecognizer recognizer, EndPointer.Found u) {
        fromGuess = null;
        if (u.flagged() || !guesses.stands(u)) {      // over Hektor: only at the end, as always; or already stale
            return;
        }
        ListeningTable.Listening listening = context.get();
        long start = System.nanoTime();
        Optional<SpeechRecognizer.Guessed> guessed = recognizer.guess(u.sound(), listening.grammar());
        if (guessed.isEmpty()) {
            return;
        }
        Recognised r = new Recognised(u, listening, guessed.get().heard(), (System.nanoTime() - start) / 1_000_000);
        if (guessed.get().finished() && guesses.answer(u)) {
            handOn(r, u, ", answered " + EndPointer.GUESS_MILLIS + " ms after the speech");
        } else {
            fromGuess = r;
        }
    }

    private void hear(SpeechRecognizer recognizer, EndPointer.Found u) {
        if (guesses.answered(u.number())) {           // answered from its guess; only quiet came since
            return;
        }
        Recognised guessed = fromGuess;
        fromGuess = null;
        if (guessed != null && guessed.said().number() == u.number() && guesses.stands(guessed.said())) {
            handOn(guessed, u, ", from its guess");   // nothing was said since the guess: the same utterance
        } else {
            handOn(recognised(recognizer, u), u, "");
        }
    }

    private Recognised recognised(SpeechRecognizer recognizer, EndPointer.Found u) {
        ListeningTable.Listening listening = context.get();
        PhraseGrammar grammar = listening.grammar();
        if (u.flagged()) {
            grammar = grammar.plus(List.copyOf(bargeInWords));
        }
        long start = System.nanoTime();
        Optional<List<Hypothesis>> result = recognizer.recognize(u.sound(), grammar);
        return new Recognised(u, listening, result, (System.nanoTime() - start) / 1_000_000);
    }

    /** Hands on what {@code r} recognised as the answer to utterance {@code u} (its sound goes on the tape). */
    private void handOn(Recognised r, EndPointer.Found u, String how) {
        int number = ++count;
        ListeningTable.Listening listening = r.listening();
        Optional<List<Hypothesis>> result = r.result();
        String what = "utterance " + number + " (" + u.sound().durationMillis() + " ms, recognised in " + r.millis()
                + " ms" + how + "): ";
        List<Hypothesis> hyps = result.orElse(List.of());
        boolean overTheAnswer = answerEchoes.remove(u.number());
        if (u.flagged()) {        // said while Hektor spoke: perhaps his own voice, so only stop and repeat count
            hyps = hyps.stream().filter(h -> bargeInWords.contains(h.text())).toList();
            if (hyps.isEmpty()) {
                notUnderstoodOverHektor(overTheAnswer, what + "while Hektor spoke, no barge-in word: " + result.orElse(List.of()));
                return;
            }
        }
        answeredOverHektorAt = Long.MAX_VALUE;    // the player was heard: what Hektor says now answers him
        if (result.isEmpty()) {       // the end-pointer found speech-like sound, the recogniser no words: say so
            trace.accept(what + "no words, not understood");
            heard.accept(List.of());
            return;
        }
        WavRecorder tape = recorder;
        if (tape != null) {
            tape.append(u.sound());
        }
        List<Hypothesis> meaning = listening.meaning(hyps);
        trace.accept(what + (meaning.isEmpty() ? "not understood" : "heard " + meaning.stream()
                .map(Hypothesis::text).toList()));
        if (!meaning.isEmpty()) {
            sounds.accept(u.sound(), meaning);
        }
        heard.accept(meaning);
    }

    /**
     * Never silence: each thing said over Hektor that is not a barge-in word is answered "not understood" (an empty
     * list) rather than dropped — a player who spoke twice while Hektor read out a long reply hears an answer to
     * each. Except what was said mostly while Hektor said that answer (or anything queued after it): through a
     * loudspeaker the microphone hears Hektor himself, and answering his own answer would never end.
     */
    private void notUnderstoodOverHektor(boolean overTheAnswer, String line) {
        if (overTheAnswer) {
            trace.accept(line + "; said over Hektor's answer, perhaps that answer: already answered");
            return;
        }
        answeredOverHektorAt = System.nanoTime();     // before the answer is queued
        trace.accept(line + "; not understood");
        heard.accept(List.of());
    }

    private static Sound join(List<byte[]> frames) {
        java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
        frames.forEach(f -> b.write(f, 0, f.length & ~1));
        return new Sound(b.toByteArray());
    }

    /** Stops both threads; the recogniser is closed on its own thread. */
    @Override
    public void close() {
        closed = true;
        utterances.add(Optional.empty());
        microphone.close();
        try {
            recognising.join(5_000);
            reading.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
