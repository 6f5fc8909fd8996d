package org.hektor.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.clock.SystemTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.notation.Understanding;
import org.hektor.session.Command;
import org.hektor.session.Event;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.hektor.session.Verbosity;
import org.hektor.speech.hearing.Microphone;
import org.hektor.speech.hearing.learned.LearnedRecognizer;
import org.hektor.speech.hearing.learned.LearnedVoice;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.hektor.speech.models.ModelStore;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.speech.voice.Speaker;
import org.hektor.speech.voice.TextSpeaker;
import org.hektor.speech.voice.VoiceSpeaker;
import org.hektor.store.Exports;
import org.hektor.store.GameFiles;
import org.hektor.store.Journal;
import org.hektor.store.Recovery;
import org.hektor.store.Replay;
import org.hektor.ui.web.TabletOptions;
import org.hektor.words.DateWords;
import org.hektor.words.Mistake;
import org.hektor.words.Words;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code hektor play}: a whole game by ear and by keyboard. Builds the session (or rebuilds it from the journal),
 * subscribes the console, the voice and the engine, and runs until the game ends or the player quits. Works with
 * no sound card and no microphone: then Hektor says so once and uses text and the keyboard.
 */
@CommandLine.Command(name = "play", header = {
    "Start by voice: hektor play, say a move (\"Bauer Eva vier\"), then \"ja\".",
    "Start by keys:  hektor play --keyboard, type a move (e4, Nf3), then Enter twice.",
    "Stop:           type q and Enter; the game is kept.",
    "Go on later:    hektor play --resume",
    ""}, description = "Play a game by ear: every move read back and announced, the clock called "
        + "like a tactile dial, the score kept as PGN and Braille. Type moves (words, SAN or UCI) or speak them.")
final class PlayCommand extends LanguageCommand {
    @Option(names = "--mode", paramLabel = "MODE", completionCandidates = Choices.Modes.class, description = "practice (against the engine, default), tablet "
            + "(against a sighted player on the tablet page; his moves may also be typed after '>'), assisted (an "
            + "assistant types both players' moves).")
    Mode mode = Mode.PRACTICE;

    @Option(names = "--lan", description = "Tablet mode: serve the pages to the home network (at the printed address), "
            + "not only to this machine.")
    boolean lan;

    @Option(names = "--port", paramLabel = "N", description = "Tablet mode: the port of the pages. Default 8080.")
    int port = TabletOptions.DEFAULT_PORT;

    @Option(names = "--style", paramLabel = "STYLE", completionCandidates = Choices.Styles.class, description = "How the opponent's moves are announced: long "
            + "(default, names the square the piece leaves) or short. Your own moves are always read back long.")
    Style style = Style.LONG;

    @Option(names = "--time", paramLabel = "TC", description = "Time control: a preset (rapid, blitz, classical, ...), "
            + "a PGN TimeControl such as 900+10, or - for no clock. Default: rapid.")
    String time = "rapid";

    @Option(names = "--level", paramLabel = "N", description = "The built-in engine's level, 1 (beginner) to 10. Default 3.")
    int level = 3;

    @Option(names = "--engine", paramLabel = "PATH", description = "A UCI engine to play against (Stockfish, ...); "
            + "if it fails, the built-in engine takes over.")
    Path engine;

    @Option(names = "--color", paramLabel = "COLOR", completionCandidates = Choices.Colors.class, description = "Your colour: white (default), black or random.")
    PlayerColor color = PlayerColor.WHITE;

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

    @Option(names = "--microphone", description = "Speak moves (the default): the microphone with the speech model "
            + "(or your learned voice, --speaker); without either, Hektor says so and reads the keyboard.")
    boolean microphone;

    @CommandLine.Mixin
    VoiceOptions voiceOptions;

    @Option(names = "--push-to-talk", description = "Listen only while the talk key is down: type v and Enter, "
            + "speak, then v and Enter again. Hektor says \"Listening.\" and \"Not listening.\" each time. "
            + "Without it the microphone listens all the time.")
    boolean pushToTalk;

    @Option(names = "--headphones", description = "You hear Hektor in headphones, so the microphone does not hear "
            + "him: speak whenever you like, and Hektor stops talking the moment you start. Without it Hektor "
            + "does not listen for moves while he speaks (through a loudspeaker he would hear himself).")
    boolean headphones;

    @Option(names = "--verbosity", paramLabel = "LEVEL", completionCandidates = Choices.Verbosities.class,
            description = "How much Hektor says: brief (the opponent's move and what needs an answer; your confirmed "
            + "move is a sound, \"thinking\" only after a second), normal (default, every sentence) or full (as normal).")
    Verbosity verbosity = Verbosity.NORMAL;

    @CommandLine.Mixin
    SilentOption silence;

    @CommandLine.Mixin
    HearingOptions hearing;

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

    @Option(names = "--ask-review", negatable = true, description = "When a game against the engine ends (not one "
            + "you stop with q), ask \"Review the game now?\"; yes (or Enter) starts hektor review on it. Default: asked "
            + "when Hektor runs in a terminal, not when its input is piped from a script.")
    Boolean askReview;

    @Option(names = "--offer-voice", negatable = true, description = "When the game would hear you in the IBCA words "
            + "with no German speech model and no voice learned for you, ask before it whether Hektor may learn your voice; "
            + "yes learns it by ear (hektor speaker learn) and the game hears you through it, no is remembered and never "
            + "asked again. A voice once learned is heard through in every such game. Default: asked when Hektor runs "
            + "in a terminal, not when its input is piped from a script.")
    Boolean offerVoice;

    @Override
    public Integer call() throws InterruptedException, java.io.IOException {
        if (keyboard && microphone) {
            throw new Mistake("error.choose.one", "one", "--keyboard", "other", "--microphone");
        }
        voiceOptions.rate();   // a bad rate is refused before any game is made
        if (keyboard && pushToTalk) {
            throw new Mistake("error.choose.talk", "one", "--keyboard", "other", "--push-to-talk");
        }
        Profile chosen = languageOptions.playerNotation();
        if (!silence.silent || record != null) {
            voiceOptions.requireVoiceFor(chosen);   // a game no voice here can speak is refused before it is made
        }
        TimeControl control = TimeControlOption.read(time);
        if (control.mode() == TimeControl.Mode.UNKNOWN) {
            throw new Mistake("error.time.unknown", "unknown", "?", "none", "-");
        }
        if (level < 1 || level > 10) {
            throw new Mistake("error.level", "min", 1, "max", 10, "level", level);
        }
        if (window < 0 || window > 60) {
            throw new Mistake("error.window", "min", 0, "max", 60, "window", window);
        }
        if (engine != null && !Files.isExecutable(engine)) {
            throw new Mistake("error.engine.not.executable", "engine", engine);
        }
        Position start = Position.fromFen(fen);
        LearnedVoice learned = loadLearnedVoice();    // an unknown speaker is said before any game is made
        Words messages = Words.forLanguage(chosen.language());
        if (!resume) {             // a game already over is refused before anything starts (tablet too)
            FinishedStart.refusal(start, messages).ifPresent(why -> {
                throw new IllegalArgumentException(why);
            });
        }
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        GameFiles files = new GameFiles(journalDir != null ? journalDir : Places.ofThisHektor().games());
        files.writeProblem().ifPresent(p -> {      // a folder that cannot keep the game is said before it starts
            throw new IllegalArgumentException(messages.say("session.folder.unusable", "folder", files.directory(),
                    "reason", messages.say(p.key())));
        });
        long engineSeed = seed != null ? seed : new SecureRandom().nextLong();

        GameSession session;
        Journal journal;
        Path journalFile;
        GameFiles.Search found = files.latestUnfinished();
        Optional<Journal.Contents> unfinished = found.unfinished();
        String unreadable = String.join(" ", found.unreadable().stream().map(u -> messages.say(
                "session.journal.unreadable", "file", u.was(), "kept", u.now().getFileName())).toList());
        if (resume && !unreadable.isEmpty()) {     // never an older game instead without asking
            throw new IllegalArgumentException(unreadable + " " + messages.say("session.journal.unreadable.resume"));
        }
        if (!unreadable.isEmpty()) {
            out.println(unreadable);
        }
        found.empty().forEach(e -> out.println(messages.say("session.journal.empty", "file", e.was(),
                "kept", e.now().getFileName())));     // a kill while a journal was made: no game, and none hidden
        if (resume && unfinished.isEmpty()) {
            throw new IllegalArgumentException(messages.say("session.resume.none", "folder", files.directory()));
        }
        // a game whose end the journal holds but which was never said (killed just then) is not asked about: it is
        // taken up only to say its end and write its scoresheets
        boolean ended = unfinished.isPresent() && Replay.rebuild(unfinished.get(), new SystemTimeSource()).isOver();
        if (!resume && !ended && unfinished.isPresent() && !offerResume(unfinished.get(), in, out, chosen, messages)) {
            GameFiles.setAside(unfinished.get().file());
            unfinished = Optional.empty();
        }
        boolean resuming = unfinished.isPresent();
        String speakerName = hearing.learnedVoice().speaker();
        BufferedReader keys = in;
        if (learned == null) {     // asked before the game is made: a game left for the learning is no unfinished one
            VoiceOffer.Outcome own = ownVoice(resuming ? unfinished.get().settings().notation() : chosen, in, out);
            if (own.voice().isPresent()) {
                learned = own.voice().get();
                speakerName = VoiceStore.DEFAULT_SPEAKER;
            }
            keys = own.keys();
        }
        if (resuming) {
            Journal.Contents contents = unfinished.get();
            session = Replay.rebuild(contents, new SystemTimeSource());
            journal = Journal.append(contents);
            journalFile = contents.file();
        } else {
            Color player = color.draw(new SecureRandom());
            Settings settings = Settings.builder().mode(mode).notation(chosen).style(style).control(control)
                    .player(player).start(Position.fromFen(fen)).windowMillis(Math.round(window * 1000))
                    .repeatCheck(repeat).playerName(name).opponentName(opponentName(mode, chosen, messages))
                    .created(LocalDateTime.now()).build();
            journalFile = files.newJournal(settings);
            journal = Journal.create(journalFile, settings);
            session = new GameSession(settings, new SessionTime(new SystemTimeSource()));
        }
        session.verbosity(verbosity);
        Settings settings = session.settings();
        Profile gameProfile = settings.notation();
        // asked at a terminal, where a player is (a screen reader's console at home); a script that plays a game to
        // its end and then waits for the program to end never hears a question it does not answer
        KeyboardAfterGame afterGame = settings.mode() == Mode.PRACTICE
                && Spoken.askAtTerminal(askReview) ? new KeyboardAfterGame() : null;
        java.util.concurrent.atomic.AtomicBoolean over = new java.util.concurrent.atomic.AtomicBoolean();
        try (GameParts parts = new GameParts(session, journal, out)) {
            if (afterGame != null) {
                parts.console().afterGame(afterGame);
            }
            session.journalTo(journal::write);
            Path journalPath = journalFile;
            session.exportWith(state -> Exports.write(state, journalPath));
            session.subscribe(parts.console()::show);
            Words gameWords = Words.forLanguage(gameProfile.language());
            parts.openVoice(gameProfile, gameWords, silence.silent, record, voiceOptions,
                    files.directory().resolve("speech.log"));
            if (settings.mode() == Mode.PRACTICE) {
                parts.openEngine(level, engineSeed, engine, gameWords);
            }
            session.subscribe(e -> {
                if (e instanceof Event.GameOver) {
                    over.set(true);
                    session.stop();
                }
            });
            session.goLive();
            if (resuming) {
                Recovery.sentence(unfinished.get(), session.state(), journal.kept(), Words.forLanguage(gameProfile.language()))
                        .ifPresent(s -> session.submit(new Command.Notice(s)));     // said before the pause
                session.submit(new Command.Resumed());
            }
            if (settings.mode() == Mode.TABLET) {
                parts.openTablet(TabletOptions.of(lan, port));   // the game starts when the board page pairs (rule 6.5)
            }
            if (learned != null) {
                parts.openMicrophone(gameProfile, new LearnedRecognizer(learned, gameProfile), hearing.learnedVoice().store(),
                        speakerName,
                        pushToTalk, headphones, files.directory());
            } else {
                openMicrophone(gameProfile, parts, files.directory());   // says so now if there is none, before the game talks
            }
            if (!resuming && settings.mode() != Mode.TABLET) {
                // after the microphone: the greeting is short only when the game listens through a loudspeaker
                session.submit(new Command.Start());
            }
            parts.play(keys);
        }
        if (over.get()) {
            // only now, with the parts closed, has the voice said the end: a game killed before this is taken up
            // again at the next start, which says its end (rule 5.1.1) instead of the player never hearing it
            files.markFinished(journalFile);
        }
        if (afterGame != null && over.get()) {
            return reviewNow(files.directory(), afterGame);
        }
        return 0;
    }

    /** "Review the game now?", and the review of the game just finished on yes (its voice, ears and keys as the game's). */
    private int reviewNow(Path games, KeyboardAfterGame keys) throws java.io.IOException, InterruptedException {
        ReviewCommand review = new ReviewCommand();
        new CommandLine(review).setOut(spec.commandLine().getOut()).setErr(spec.commandLine().getErr())
                .parseArgs();      // its defaults, and play's output
        review.journalDir = games;
        review.keyboardOnly = keyboard;
        review.silence = silence;
        review.model = hearing.model();
        review.voiceOptions = voiceOptions;
        review.askFirst = true;
        review.stdin = keys.reader();
        return review.call();
    }

    /**
     * The opponent's name is said in sentences ("Computer denkt nach."), so it is a word of the player's
     * language and never a word of the notation: "Hektor level 1 denkt nach." next to "Turm Hektor acht" was both the
     * engine and the h-file.
     */
    private String opponentName(Mode m, Profile p, Words messages) {
        String chosen = opponentName != null && !opponentName.isBlank() ? opponentName.strip()
                : messages.say(m == Mode.PRACTICE ? "session.opponent.engine" : "session.opponent.person");
        Set<String> notation = new HashSet<>();
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
                new Understanding(game.settings().notation()));
        out.println(messages.say("session.resume.offer", "created",
                DateWords.said(messages, LocalDateTime.parse(game.settings().created()), LocalDate.now())));
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
     * The voice learned from the player's recordings when {@code --speaker} names one; null without it. A name
     * Hektor has no voice for is refused in one sentence (exit status 2), as a model that is not there would be.
     */
    private LearnedVoice loadLearnedVoice() {
        if (!hearing.learnedVoice().given()) {
            return null;
        }
        if (keyboard) {
            throw new Mistake("error.choose.learned.heard", "one", "--keyboard", "other", "--speaker");
        }
        if (hearing.model() != null) {
            throw new Mistake("error.choose.learned.model", "one", "--model", "other", "--speaker");
        }
        return hearing.learnedVoice().load();
    }

    /**
     * The player's own voice for a game heard in move words no installed model is of (the IBCA words with no German
     * model: the English one hears them badly), when no {@code --speaker}, {@code --model} or {@code --keyboard}
     * chose how he is heard and there is a microphone: the default voice when it is learned, else the offer to learn
     * it now, asked at a terminal or with {@code --offer-voice} and never after a no. English words are heard by the
     * English model Hektor brings.
     */
    private VoiceOffer.Outcome ownVoice(Profile p, BufferedReader in, PrintWriter out)
            throws java.io.IOException, InterruptedException {
        VoiceOffer.Outcome asBefore = new VoiceOffer.Outcome(Optional.empty(), in);
        String wordsLanguage = Profile.load(p.name()).language();
        if (keyboard || hearing.model() != null || hearing.learnedVoice().given() || wordsLanguage.equals("en")
                || Places.ofThisHektor().findModel(wordsLanguage).filter(ModelStore.Found::own).isPresent()
                || !Microphone.isAvailable()) {
            return asBefore;
        }
        VoiceStore store = hearing.learnedVoice().store();
        if (VoiceEnrollment.learned(p, store, VoiceStore.DEFAULT_SPEAKER)) {
            return new VoiceOffer.Outcome(Optional.of(store.load(VoiceStore.DEFAULT_SPEAKER)), in);
        }
        VoiceOffer offer = new VoiceOffer(p, store, VoiceStore.DEFAULT_SPEAKER);
        // asked where a player is; a script that pipes its input is never left waiting for an answer it does not give
        if (!Spoken.askAtTerminal(offerVoice) || offer.declined()) {
            return asBefore;
        }
        PrintWriter nowhere = new PrintWriter(java.io.Writer.nullWriter());
        try (Speaker voice = silence.silent ? new TextSpeaker(nowhere)
                : VoiceSpeaker.open(voiceOptions.open(p, () -> { }), nowhere, null)) {
            return offer.ask(voice, in, out, spec.commandLine().getErr());
        }
    }

    /**
     * The microphone, unless the keyboard was asked for; without a model for the profile's language Hektor says so
     * and reads the keyboard.
     */
    private void openMicrophone(Profile p, GameParts parts, Path gamesDir) {
        if (keyboard) {
            return;
        }
        Places places = Places.ofThisHektor();
        Optional<Path> modelDir = hearing.model() != null ? Optional.of(hearing.model())
                : places.findModel(p.language()).map(ModelStore.Found::folder);
        if (modelDir.isEmpty()) {
            parts.console().print(places.noModel(Words.forLanguage(p.language()), p.language()));
            return;
        }
        parts.openMicrophone(p, modelDir.get(), pushToTalk, headphones, gamesDir);
    }
}
