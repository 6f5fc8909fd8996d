package org.hektor.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.FallbackOpponent;
import org.hektor.engine.Opponent;
import org.hektor.engine.UciSettings;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.session.Command;
import org.hektor.session.GameSession;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.WavRecorder;
import org.hektor.speech.hearing.HearServerClient;
import org.hektor.speech.hearing.HearingLog;
import org.hektor.speech.hearing.Listeners;
import org.hektor.speech.hearing.LiveHearing;
import org.hektor.speech.hearing.PushToTalk;
import org.hektor.speech.hearing.learned.LearnedRecognizer;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.speech.voice.Speaker;
import org.hektor.speech.voice.SpeakingRate;
import org.hektor.speech.voice.SystemSpeaker;
import org.hektor.speech.voice.VoiceName;
import org.hektor.speech.voice.VoiceSpeaker;
import org.hektor.store.Journal;
import org.hektor.ui.console.Console;
import org.hektor.ui.web.SessionTablet;
import org.hektor.ui.web.TabletOptions;
import org.hektor.ui.web.TabletServer;
import org.hektor.words.EngineFallback;
import org.hektor.words.Words;

/**
 * The parts of one game around its session — journal, tape, voice, engine, tablet, microphone — opened one by one
 * as {@code play} assembles the game, and closed together when it ends, in the reverse order of opening:
 * the microphone stops first, the voice says its last sentence before it closes, the journal closes last. A part
 * that fails to close does not keep the others open.
 */
final class GameParts implements AutoCloseable {
    private final OpenedParts opened = new OpenedParts();
    private final GameSession session;
    private final Console console;
    private final PrintWriter out;
    private Speaker speaker;
    private WavRecorder recorder;

    /** The parts of {@code session}'s game, the journal it writes to the first of them. */
    GameParts(GameSession session, Journal journal, PrintWriter out) {
        this.session = session;
        this.out = out;
        this.console = new Console(session, out);
        opened.push(journal);
    }

    Console console() {
        return console;
    }

    /**
     * The voice, when there is a sound device (or a recording to make) and it is wanted. Without a sound device the
     * console already prints every sentence, so the voice would only repeat them: Hektor says so once instead.
     */
    void openVoice(Profile p, Words messages, boolean silent, Path record, VoiceOptions voiceOptions, Path speechLog) {
        if (silent && record == null) {
            return;
        }
        Runnable onFallback = () -> session.submit(new Command.Notice(messages.say("session.voice.fallback")));
        voiceOptions.settle(p).ifPresent(s -> session.submit(new Command.Notice(s)));
        // speech-dispatcher has its own sound, so it speaks even where Java sees no sound device
        boolean system = !silent && voiceOptions.voice() == VoiceName.SYSTEM;
        if (system && !SystemSpeaker.isRunning(System.getenv())) {
            onFallback.run();          // not running: said once, and Hektor's own voice speaks
            system = false;
        }
        boolean sound = !silent && Sound.deviceAvailable();
        if (!sound && !silent && !system) {
            console.print(messages.say("session.no.sound"));
        }
        if (!sound && !system && record == null) {
            return;
        }
        if (record != null) {
            recorder = WavRecorder.create(record);
            opened.push(recorder);
        }
        // with no device VoiceSpeaker would print each sentence again: its text goes nowhere, the tape gets the sound
        PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
        Speaker voice;
        if (system) {
            Speaker own = VoiceSpeaker.open(voiceOptions.open(p, onFallback), nowhere, null)
                    .traceTo(new HearingLog(speechLog));
            Speaker tape = recorder == null ? Speaker.none()
                    : VoiceSpeaker.tapeOnly(voiceOptions.open(p, () -> { }), recorder);
            voice = new SystemSpeaker(p.language(), voiceOptions.rate(), own, tape,
                    onFallback);
        } else {
            voice = VoiceSpeaker.open(voiceOptions.open(p, onFallback), nowhere, recorder)
                    .traceTo(new HearingLog(speechLog));
        }
        speaker = voice;
        // + and - at the console, from the chosen rate or the voice's own, within 80 to 450
        AtomicInteger wpm = new AtomicInteger(
                (voiceOptions.rate() != null ? voiceOptions.rate() : voiceOptions.voice().ownRate()).wordsPerMinute());
        console.useRate(step -> {
            int now = wpm.updateAndGet(w -> Math.max(SpeakingRate.MIN, Math.min(SpeakingRate.MAX, w + step)));
            voice.setRate(new SpeakingRate(now));
            return now;
        });
        console.useSilence(voice::stop);
        opened.push(() -> {
            try {
                voice.awaitQuiet(Duration.ofSeconds(10));    // the last sentence is heard before Hektor ends
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            voice.close();
        });
        session.subscribe(e -> {
            if (e.cue() != null) {
                voice.cue(e.cue(), e.urgency());
            }
            if (!e.text().isEmpty()) {
                voice.say(ProfileVoice.speakable(p, e.text()), e.urgency());
            }
        });
    }

    /** The engine across the board: a UCI engine if one is given (the built-in one takes over when it fails). */
    void openEngine(int level, long seed, Path uciEngine, Words messages) {
        Opponent builtIn = new BuiltInEngine(level, seed);
        Opponent opponent = uciEngine == null ? builtIn : FallbackOpponent.startUci(uciEngine, UciSettings.defaults(),
                builtIn, why -> session.submit(new Command.Notice(EngineFallback.say(messages, why))));
        opened.push(opponent);
        opponent.newGame();
        session.subscribe(new EngineSeat(session, opponent));
    }

    /** Tablet mode: the sighted player's board page and the blind player's listening page (docs/tablet.md). */
    void openTablet(TabletOptions options) {
        TabletServer tablet = TabletServer.start(new SessionTablet(session), options);
        opened.push(tablet);
        tablet.consoleLines().forEach(out::println);
        out.flush();
        session.submit(new Command.Notice(tablet.pairingSentence()));   // the code, said to the blind player
        tablet.onNewCode(code -> {
            out.println(tablet.codeLine(code));
            out.flush();
            session.submit(new Command.Notice(tablet.newCodeSentence(code)));
        });
    }

    /**
     * The microphone over the model in {@code modelDir}. Without a microphone or a model the speech package says so
     * in one sentence and the console goes on reading the keyboard alone. Recognition runs in a hear-server child
     * process: when it dies the player is told, types meanwhile, and hearing comes back by itself.
     */
    void openMicrophone(Profile p, Path modelDir, boolean pushToTalk, boolean headphones, Path gamesDir) {
        PushToTalk talkKey = pushToTalk ? new PushToTalk() : null;
        Words words = Words.forLanguage(p.language());
        Listeners.Game game = new Listeners.Game(modelDir, p, talkKey, bargeInWords(p), () -> session.state().position(),
                session::heard, HearServerCommand.command(modelDir),
                gamesDir.resolve("hearing.log"), status -> session.submit(new Command.Notice(words.say(
                        status == HearServerClient.Status.LOST ? "session.hearing.lost" : "session.hearing.back"))));
        Listeners.open(game, out).ifPresent(hearing -> listen(hearing, p, talkKey, headphones, gamesDir));
    }

    /**
     * The microphone heard through the player's learned voice ({@code hektor speaker learn}), in this process, with
     * the same turn-taking as a model's: the same grammar, the same read-back, ASK and "not understood". What the
     * player confirms is kept in {@code store} as more of his voice ({@link VoiceLearning}).
     */
    void openMicrophone(Profile p, LearnedRecognizer voice, VoiceStore store, String speakerName, boolean pushToTalk,
                        boolean headphones, Path gamesDir) {
        PushToTalk talkKey = pushToTalk ? new PushToTalk() : null;
        HearingLog log = new HearingLog(gamesDir.resolve("hearing.log"));
        VoiceLearning learning = new VoiceLearning(store, speakerName, p, () -> session.state().position(), log);
        Listeners.OwnVoice game = new Listeners.OwnVoice(p, voice, talkKey, bargeInWords(p),
                () -> session.state().position(), session::heard);
        Listeners.open(game, out).ifPresent(hearing -> {
            opened.push(learning);        // closed after the hearing: the last confirmed move is kept
            session.subscribe(learning);
            listen(hearing.soundsTo(learning::heard), p, talkKey, headphones, gamesDir);
        });
    }

    /** The words heard even while Hektor speaks: repeat and correction (stop). */
    private static Set<String> bargeInWords(Profile p) {
        Set<String> bargeIn = new HashSet<>();
        bargeIn.addAll(p.commandWords(CommandWord.REPEAT));
        bargeIn.addAll(p.commandWords(CommandWord.CORRECTION));
        return bargeIn;
    }

    /** Starts {@code hearing} with the talk key, the turn-taking with the voice, the tape and the hearing log. */
    private void listen(LiveHearing hearing, Profile p, PushToTalk talkKey, boolean headphones, Path gamesDir) {
        opened.push(hearing);
        if (talkKey != null) {
            console.useTalkKey(talkKey);
            session.submit(new Command.Notice(Words.forLanguage(p.language()).say("help.listening")));
        }
        if (speaker != null) {
            hearing.pauseWhile(speaker::isSpeaking, speaker::soundingQueuedAt).overHeadphones(speaker::stop);
            if (!headphones) {
                hearing.toggleHeadphones();
                session.greetShortly();   // through a loudspeaker the player speaks only after the greeting
            }
            console.useHeadphones(hearing::toggleHeadphones);
        }
        hearing.recordTo(recorder).traceTo(new HearingLog(gamesDir.resolve("hearing.log"))).start();
    }

    /** Runs the game until it ends or the player quits: the session's thread, the ticker and the keyboard. */
    void play(BufferedReader keyboard) throws InterruptedException {
        session.startTicker();
        Thread game = new Thread(session::run, "hektor-session");
        game.start();
        Thread typing = new Thread(() -> console.readFrom(keyboard), "hektor-keyboard");
        typing.setDaemon(true);
        typing.start();
        game.join();
    }

    @Override
    public void close() {
        opened.close();
    }
}
