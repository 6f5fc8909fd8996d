package org.hektor.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.clock.SystemTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.engine.BuiltInEngine;
import org.hektor.engine.FallbackOpponent;
import org.hektor.engine.Opponent;
import org.hektor.engine.UciSettings;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.notation.Understanding;
import org.hektor.session.Command;
import org.hektor.session.Event;
import org.hektor.session.GameSession;
import org.hektor.words.Words;
import org.hektor.session.Mode;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.hektor.session.Verbosity;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.WavRecorder;
import org.hektor.speech.hearing.HearServerClient;
import org.hektor.speech.hearing.HearingLog;
import org.hektor.speech.hearing.Listeners;
import org.hektor.speech.hearing.LiveHearing;
import org.hektor.speech.hearing.PushToTalk;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.speech.voice.Speaker;
import org.hektor.speech.voice.SpeakingRate;
import org.hektor.speech.voice.SystemSpeaker;
import org.hektor.speech.voice.VoiceName;
import org.hektor.speech.voice.VoiceSpeaker;
import org.hektor.store.Exports;
import org.hektor.store.GameFiles;
import org.hektor.store.Journal;
import org.hektor.store.Recovery;
import org.hektor.store.Replay;
import org.hektor.ui.console.Console;
import org.hektor.ui.web.SessionTablet;
import org.hektor.ui.web.TabletOptions;
import org.hektor.ui.web.TabletServer;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code hektor play}: a whole game by ear and by keyboard. Builds the session (or rebuilds it from the journal),
 * subscribes the console, the voice and the engine, and runs until the game ends or the player quits. Works with
 * no sound card and no microphone: then Hektor says so once and uses text and the keyboard.
 */
@CommandLine.Command(name = "play", description = "Play a game by ear: every move read back and announced, the clock called "
        + "like a tactile dial, the score kept as PGN and Braille. Type moves (words, SAN or UCI) or speak them.")
final class PlayCommand implements Callable<Integer> {
    @Option(names = "--mode", paramLabel = "MODE", completionCandidates = Choices.Modes.class, description = "practice (against the engine, default), tablet "
            + "(against a sighted player on the tablet page; his moves may also be typed after '>'), assisted (an "
            + "assistant types both players' moves).")
    String mode = "practice";

    @Option(names = "--lan", description = "Tablet mode: serve the pages to the home network (at the printed address), "
            + "not only to this machine.")
    boolean lan;

    @Option(names = "--port", paramLabel = "N", description = "Tablet mode: the port of the pages. Default 8080.")
    int port = TabletOptions.DEFAULT_PORT;

    @Option(names = "--profile", paramLabel = "NAME", completionCandidates = Choices.Profiles.class, description = "The spoken vocabulary and language: ibca (German "
            + "words of the rules, default) or en.")
    String profile = Profile.DEFAULT;

    @Option(names = "--style", paramLabel = "STYLE", completionCandidates = Choices.Styles.class, description = "How the opponent's moves are announced: long "
            + "(default, names the square the piece leaves) or short. Your own moves are always read back long.")
    String style = "long";

    @Option(names = "--time", paramLabel = "TC", description = "Time control: a preset (rapid, blitz, classical, ...), "
            + "a PGN TimeControl such as 900+10, or - for no clock. Default: rapid.")
    String time = "rapid";

    @Option(names = "--level", paramLabel = "N", description = "The built-in engine's level, 1 (beginner) to 10. Default 3.")
    int level = 3;

    @Option(names = "--engine", paramLabel = "PATH", description = "A UCI engine to play against (Stockfish, ...); "
            + "if it fails, the built-in engine takes over.")
    Path engine;

    @Option(names = "--color", paramLabel = "COLOR", completionCandidates = Choices.Colors.class, description = "Your colour: white (default), black or random.")
    String color = "white";

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position instead of the initial one.")
    String fen = Position.INITIAL_FEN;

    @Option(names = "--window", paramLabel = "SECONDS", description = "Correction window (rule 2.6): a move read back "
            + "is played by itself after this many seconds unless corrected. Default 0: wait for yes or Enter.")
    double window = 0;

    @Option(names = "--repeat", description = "Repeat each of the opponent's moves (rule 2.1); a wrong repeat is "
            + "caught at once.")
    boolean repeat;

    @Option(names = "--record", paramLabel = "FILE", description = "Record everything said into this WAV file (rule 2.5).")
    Path record;

    @Option(names = "--keyboard", description = "Type moves only; do not open the microphone.")
    boolean keyboard;

    @Option(names = "--microphone", description = "Speak moves (the default): the microphone with the speech model; "
            + "without either, Hektor says so and reads the keyboard.")
    boolean microphone;

    @CommandLine.Mixin
    VoiceOptions voiceOptions;

    @Option(names = "--push-to-talk", description = "Listen only while the talk key is down: type v and Enter, "
            + "speak, then v and Enter again. Hektor says \"Listening.\" and \"Not listening.\" each time. "
            + "Without it the microphone listens all the time.")
    boolean pushToTalk;

    @Option(names = "--verbosity", paramLabel = "LEVEL", completionCandidates = Choices.Verbosities.class,
            description = "How much Hektor says: brief (the opponent's move and what needs an answer; your confirmed "
            + "move is a sound, \"thinking\" only after a second), normal (default, every sentence) or full (as normal).")
    String verbosity = "normal";

    @Option(names = "--silent", description = "Do not speak; print only (for a screen reader that reads the console).")
    boolean silent;

    @Option(names = "--model", paramLabel = "DIR", description = "The speech model folder (default: a model of the "
            + "profile's language in ~/.hektor/models, else next to the installation; for ibca without a German model, "
            + "the English one).")
    Path model;

    @Option(names = "--resume", description = "Go on with the last unfinished game from its journal.")
    boolean resume;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the engine's choices (the same seed and level "
            + "give the same replies).")
    Long seed;

    @Option(names = "--journal", paramLabel = "DIR", description = "Where games are kept (journal and scoresheets). "
            + "Default: ~/.hektor/games.")
    Path journalDir;

    @Option(names = "--name", paramLabel = "NAME", description = "Your name for the scoresheet. Default: Player.")
    String name = "Player";

    @Option(names = "--opponent-name", paramLabel = "NAME", description = "What Hektor calls your opponent, in "
            + "sentences and on the scoresheet. Default: Computer against the engine, Gegner (en: Opponent) against a "
            + "person. A name that sounds like a file or a piece (Hektor is the h-file) is refused.")
    String opponentName;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private Console console;
    private Speaker speaker;
    private WavRecorder recorder;
    private Opponent opponent;
    private LiveHearing hearing;
    private Journal journal;
    private TabletServer tablet;

    @Override
    public Integer call() throws InterruptedException {
        if (keyboard && microphone) {
            throw new IllegalArgumentException("Choose --keyboard or --microphone, not both.");
        }
        voiceOptions.rate();   // a bad rate is refused before any game is made
        Verbosity talk = Verbosity.byName(verbosity);   // and a bad verbosity
        if (keyboard && pushToTalk) {
            throw new IllegalArgumentException("Choose --keyboard or --push-to-talk, not both: the talk key is the "
                    + "microphone's.");
        }
        Profile chosen = Profile.load(profile);
        Mode gameMode = Mode.byName(mode);
        Style announceStyle = Style.byName(style);
        TimeControl control = TimeControl.parse(time);
        if (control.mode() == TimeControl.Mode.UNKNOWN) {
            throw new IllegalArgumentException("The time control ? is unknown; give one, or - for a game without a clock.");
        }
        if (level < 1 || level > 10) {
            throw new IllegalArgumentException("The level must be between 1 and 10, not " + level + ".");
        }
        if (window < 0 || window > 60) {
            throw new IllegalArgumentException("The correction window is 0 to 60 seconds, not " + window + ".");
        }
        if (engine != null && !Files.isExecutable(engine)) {
            throw new IllegalArgumentException("The engine " + engine + " is not an executable file.");
        }
        Position start = Position.fromFen(fen);
        Words messages = Words.forProfile(chosen.name());
        if (!resume) {             // issue 13: a game already over is refused before anything starts (tablet too)
            FinishedStart.refusal(start, messages).ifPresent(why -> {
                throw new IllegalArgumentException(why);
            });
        }
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        GameFiles files = new GameFiles(journalDir != null ? journalDir : Places.ofThisHektor().games());
        files.checkWritable();     // issue 13: a folder that cannot keep the game is said before it starts
        long engineSeed = seed != null ? seed : new SecureRandom().nextLong();

        GameSession session;
        Path journalFile;
        GameFiles.Search found = files.latestUnfinished();
        Optional<Journal.Contents> unfinished = found.unfinished();
        String unreadable = String.join(" ", found.unreadable().stream().map(u -> messages.say(
                "session.journal.unreadable", "file", u.was(), "kept", u.now().getFileName())).toList());
        if (resume && !unreadable.isEmpty()) {     // issue 13: never an older game instead without asking
            throw new IllegalArgumentException(unreadable + " " + messages.say("session.journal.unreadable.resume"));
        }
        if (!unreadable.isEmpty()) {
            out.println(unreadable);
        }
        if (resume && unfinished.isEmpty()) {
            throw new IllegalArgumentException(messages.say("session.resume.none", "folder", files.directory()));
        }
        if (!resume && unfinished.isPresent() && !offerResume(unfinished.get(), in, out, chosen, messages)) {
            GameFiles.setAside(unfinished.get().file());
            unfinished = Optional.empty();
        }
        boolean resuming = unfinished.isPresent();
        if (resuming) {
            Journal.Contents contents = unfinished.get();
            session = Replay.rebuild(contents, new SystemTimeSource());
            journal = Journal.append(contents);
            journalFile = contents.file();
        } else {
            Color player = switch (color.strip().toLowerCase(Locale.ROOT)) {
                case "white" -> Color.WHITE;
                case "black" -> Color.BLACK;
                case "random" -> new SecureRandom().nextBoolean() ? Color.WHITE : Color.BLACK;
                default -> throw new IllegalArgumentException("There is no colour '" + color + "'; choose white, black or random.");
            };
            String created = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString();
            Settings settings = new Settings(gameMode, chosen.name(), announceStyle, control, player, fen,
                    Math.round(window * 1000), repeat, name, opponentName(gameMode, chosen, messages), created);
            journalFile = files.newJournal(settings);
            journal = Journal.create(journalFile, settings);
            session = new GameSession(settings, new SessionTime(new SystemTimeSource()));
        }
        session.verbosity(talk);
        Settings settings = session.settings();
        Profile gameProfile = Profile.load(settings.profile());
        console = new Console(session, out);
        try {
            session.journalTo(journal::write);
            Path journalPath = journalFile;
            session.exportWith(state -> Exports.write(state, journalPath));
            session.subscribe(console::show);
            openSpeaker(gameProfile, Words.forProfile(gameProfile.name()), session);
            if (settings.mode() == Mode.PRACTICE) {
                openOpponent(session, engineSeed);
            }
            session.subscribe(e -> {
                if (e instanceof Event.GameOver) {
                    files.markFinished(journalPath);      // issue 13: never read again at start-up
                    session.stop();
                }
            });
            session.goLive();
            if (resuming) {
                Recovery.sentence(unfinished.get(), session.state(), journal.kept(), Words.forProfile(gameProfile.name()))
                        .ifPresent(s -> session.submit(new Command.Notice(s)));     // issue 13: said before the pause
                session.submit(new Command.Resumed());
            } else if (settings.mode() != Mode.TABLET) {
                session.submit(new Command.Start());
            }
            if (settings.mode() == Mode.TABLET) {
                openTablet(session, out);      // the game starts when the board page pairs (rule 6.5), see SessionTablet
            }
            openListener(gameProfile, session, files.directory());       // says so now if there is no microphone, before the game talks
            session.startTicker();
            Thread game = new Thread(session::run, "hektor-session");
            game.start();
            Thread typing = new Thread(() -> console.readFrom(in), "hektor-keyboard");
            typing.setDaemon(true);
            typing.start();
            game.join();
        } finally {
            close();
        }
        return 0;
    }

    /**
     * Issue 16: the opponent's name is said in sentences ("Computer denkt nach."), so it is a word of the player's
     * language and never a word of the notation: "Hektor level 1 denkt nach." next to "Turm Hektor acht" was both the
     * engine and the h-file.
     */
    private String opponentName(Mode m, Profile p, Words messages) {
        String chosen = opponentName != null && !opponentName.isBlank() ? opponentName.strip()
                : messages.say(m == Mode.PRACTICE ? "session.opponent.engine" : "session.opponent.person");
        Set<String> notation = new java.util.HashSet<>();
        p.canonicalWords().forEach(w -> notation.add(w.toLowerCase(Locale.ROOT)));
        for (String word : chosen.split("[\\s\\p{Punct}]+")) {
            if (notation.contains(word.toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException(messages.say("session.opponent.name.square", "name", chosen,
                        "word", word));
            }
        }
        return chosen;
    }

    /** An unfinished game is waiting: yes (or Enter) goes on with it, no starts a new one. */
    private boolean offerResume(Journal.Contents game, BufferedReader in, PrintWriter out, Profile chosen,
                                Words messages) {
        // the words of the profile asked for and of the unfinished game's own profile are both understood
        List<Understanding> understandings = List.of(new Understanding(chosen),
                new Understanding(Profile.load(game.settings().profile())));
        out.println(messages.say("session.resume.offer", "created", game.settings().created().replace('T', ' ')));
        out.flush();
        while (true) {
            String line;
            try {
                line = in.readLine();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("The keyboard could not be read", e);
            }
            if (line == null || line.isBlank()) {
                return true;
            }
            for (Understanding understanding : understandings) {
                Heard h = understanding.understand(Position.initial(), List.of(Hypothesis.of(line.strip())));
                if (h instanceof Heard.Command c && c.word() == CommandWord.CONFIRM) {
                    return true;
                }
                if (h instanceof Heard.Command c && c.word() == CommandWord.CORRECTION) {
                    return false;
                }
            }
            out.println(messages.say("session.resume.again"));
            out.flush();
        }
    }

    /**
     * The voice, when there is a sound device (or a recording to make) and it is wanted. Without a sound device the
     * console already prints every sentence, so the voice would only repeat them: Hektor says so once instead.
     */
    private void openSpeaker(Profile p, Words messages, GameSession session) {
        if (silent && record == null) {
            return;
        }
        Runnable onFallback = () -> session.submit(new Command.Notice(messages.say("session.voice.fallback")));
        // issue 16: speech-dispatcher has its own sound, so it speaks even where Java sees no sound device
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
        }
        // with no device VoiceSpeaker would print each sentence again: its text goes nowhere, the tape gets the sound
        PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
        if (system) {
            Speaker own = VoiceSpeaker.open(voiceOptions.open(p, onFallback), nowhere, null);
            Speaker tape = recorder == null ? null : VoiceSpeaker.tapeOnly(voiceOptions.open(p, () -> { }), recorder);
            speaker = new SystemSpeaker(ProfileVoice.isGermanProfile(p) ? "de" : "en", voiceOptions.rate(), own, tape,
                    onFallback);
        } else {
            speaker = VoiceSpeaker.open(voiceOptions.open(p, onFallback), nowhere, recorder);
        }
        // issue 16: + and - at the console, from the chosen rate or the voice's own, within 80 to 450
        java.util.concurrent.atomic.AtomicInteger wpm = new java.util.concurrent.atomic.AtomicInteger(
                (voiceOptions.rate() != null ? voiceOptions.rate() : voiceOptions.voice().ownRate()).wordsPerMinute());
        console.useRate(step -> {
            int now = wpm.updateAndGet(w -> Math.max(SpeakingRate.MIN, Math.min(SpeakingRate.MAX, w + step)));
            speaker.setRate(new SpeakingRate(now));
            return now;
        });
        session.subscribe(e -> {
            if (e.earcon() != null) {
                speaker.cue(e.earcon(), e.priority());
            }
            if (!e.text().isEmpty()) {
                speaker.say(ProfileVoice.speakable(p, e.text()), e.priority());
            }
        });
    }

    private void openOpponent(GameSession session, long engineSeed) {
        Opponent builtIn = new BuiltInEngine(level, engineSeed);
        if (engine != null) {
            opponent = FallbackOpponent.startUci(engine, UciSettings.defaults(), builtIn,
                    sentence -> session.submit(new Command.Notice(sentence)));
        } else {
            opponent = builtIn;
        }
        opponent.newGame();
        session.subscribe(new EngineSeat(session, opponent));
    }

    /**
     * The microphone, unless the keyboard was asked for. Without a microphone or a model the speech package says
     * so in one sentence and the console goes on reading the keyboard alone. Recognition runs in a hear-server
     * child process (issue 20): when it dies the player is told, types meanwhile, and hearing comes back by itself.
     */
    private void openListener(Profile p, GameSession session, Path gamesDir) {
        if (keyboard) {
            return;
        }
        Path modelDir;
        try {
            modelDir = model != null ? model : Places.ofThisHektor().model(ProfileVoice.isGermanProfile(p) ? "de" : "en");
        } catch (IllegalArgumentException e) {
            console.print(Words.forProfile(p.name()).say("session.no.hearing", "reason", e.getMessage()));
            return;
        }
        Set<String> bargeIn = new java.util.HashSet<>();
        bargeIn.addAll(p.commandWords(CommandWord.REPEAT));
        bargeIn.addAll(p.commandWords(CommandWord.CORRECTION));
        PushToTalk talkKey = pushToTalk ? new PushToTalk() : null;
        Words words = Words.forProfile(p.name());
        Listeners.Game game = new Listeners.Game(modelDir, p, talkKey, bargeIn, () -> session.state().position(),
                heard -> session.submit(new Command.Utterance(heard)), HearServerCommand.command(modelDir),
                gamesDir.resolve("hearing.log"), status -> session.submit(new Command.Notice(words.say(
                        status == HearServerClient.Status.LOST ? "session.hearing.lost" : "session.hearing.back"))));
        hearing = Listeners.open(game, spec.commandLine().getOut()).orElse(null);
        if (hearing == null) {
            return;
        }
        if (talkKey != null) {
            console.useTalkKey(talkKey);
            session.submit(new Command.Notice(words.say("help.listening")));
        }
        if (speaker != null) {
            hearing.pauseWhile(speaker::isSpeaking);
        }
        hearing.recordTo(recorder).traceTo(new HearingLog(gamesDir.resolve("hearing.log"))).start();
    }

    /** Tablet mode: the sighted player's board page and the blind player's listening page (README "The tablet"). */
    private void openTablet(GameSession session, PrintWriter out) {
        tablet = TabletServer.start(new SessionTablet(session), TabletOptions.of(lan, port));
        tablet.consoleLines().forEach(out::println);
        out.flush();
        session.submit(new Command.Notice(tablet.pairingSentence()));   // the code, said to the blind player
    }

    private void close() {
        if (hearing != null) {
            hearing.close();
        }
        if (opponent != null) {
            opponent.close();
        }
        if (speaker != null) {
            try {
                speaker.awaitQuiet(Duration.ofSeconds(10));    // the last sentence is heard before Hektor ends
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            speaker.close();
        }
        if (recorder != null) {
            recorder.close();
        }
        if (tablet != null) {
            tablet.close();
        }
        if (journal != null) {
            journal.close();
        }
    }
}
