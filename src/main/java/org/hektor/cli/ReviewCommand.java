package org.hektor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.hektor.chess.Position;
import org.hektor.chess.Color;
import org.hektor.chess.Pgn;
import org.hektor.chess.PgnException;
import org.hektor.chess.PgnGame;
import org.hektor.engine.AnalysisBudget;
import org.hektor.engine.Analyst;
import org.hektor.notation.Profile;
import org.hektor.review.AnalysisFile;
import org.hektor.review.AnnotatedPgn;
import org.hektor.review.GameReview;
import org.hektor.review.ReviewDialogue;
import org.hektor.review.ReviewHearing;
import org.hektor.review.ReviewWords;
import org.hektor.review.Reviewer;
import org.hektor.store.Braille;
import org.hektor.store.GameFiles;
import org.hektor.store.Journal;
import org.hektor.words.Words;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "review", description = "After the game: every position analysed by an engine, each move judged by "
        + "the winning chances it lost (inaccuracy, mistake, blunder, a mate missed or allowed, the only move). The "
        + "analysis is kept beside the game (FILE.review): a second review is instant, an interrupted one goes on. "
        + "With --pgn, --text or --braille: writes the review and prints the summary; else the review by voice and by "
        + "keys: Hektor speaks every sentence and hears the review's words (next, better, why, a move, play on, stop; "
        + "? lists them).")
final class ReviewCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "A PGN file (default: the last finished "
            + "game in the games folder).")
    Path file;

    @Option(names = "--game", paramLabel = "N", description = "The game of FILE to review (default: the first for the "
            + "review by keys, every game for --pgn).")
    Integer game;

    @Option(names = "--pgn", paramLabel = "OUT", description = "Write the annotated PGN here: glyphs $1 $2 $4 $6, "
            + "[%%eval] comments, the best line as a variation.")
    Path pgnOut;

    @Option(names = "--text", paramLabel = "OUT", description = "Write the review as text here.")
    Path textOut;

    @Option(names = "--braille", paramLabel = "OUT", description = "Write the review in Unicode Braille here (and "
            + "Braille ASCII beside it, .brf).")
    Path brailleOut;

    @Option(names = "--journal", paramLabel = "DIR", description = "Where games are kept. Default: ~/.hektor/games.")
    Path journalDir;

    /** The review speaks the game's language with the game's words; these choose others, as for play. */
    @Mixin
    LanguageOptions languageOptions = new LanguageOptions();

    @Option(names = "--brief", description = "The brief variants of the sentences.")
    boolean brief;

    @Option(names = "--keyboard", description = "Type the review's commands only; do not open the microphone.")
    boolean keyboardOnly;

    @Mixin
    SilentOption silence;

    @Option(names = "--model", paramLabel = "DIR", description = "The speech model folder (default: as for play).")
    Path model;

    @Mixin
    VoiceOptions voiceOptions = new VoiceOptions();

    @Mixin
    AnalysisOptions analysis = new AnalysisOptions();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Set by play after a game: "Review the game now?" first, the review only on yes. */
    boolean askFirst;

    /**
     * The game file, and what the journal says about who played it and in which words and language (both null when it
     * is not one of the player's games).
     */
    private record Source(Path pgn, Color player, Profile notation) {
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        AnalysisBudget budget = analysis.budget();
        voiceOptions.rate();   // a bad rate is refused before anything is analysed
        for (Path o : new Path[] {pgnOut, textOut, brailleOut}) {
            if (o != null) {
                OutputFile.requireWritable(o, "review file");
            }
        }
        Source source = file != null ? new Source(file, null, null) : lastFinished();
        Profile chosen = source.notation() != null ? languageOptions.notationOf(source.notation())
                : languageOptions.playerNotation();
        Words told = Words.forLanguage(chosen.language());
        List<PgnGame> games;
        try {
            games = Pgn.read(String.join("\n", InputFile.readAll(source.pgn(), "PGN file")));
        } catch (PgnException e) {
            // the reader's reason is the chess core's English; where it stopped is what the player can look at
            throw new IllegalArgumentException(told.say("review.unreadable", "file", source.pgn(), "line", e.line(),
                    "column", e.column()), e);
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException(told.say("review.no.games", "file", source.pgn()));
        }
        if (game != null && (game < 1 || game > games.size())) {
            String key = games.size() == 1 ? "review.no.such.game.one" : "review.no.such.game";
            throw new IllegalArgumentException(told.say(key, "file", source.pgn(), "count", games.size(), "n", game));
        }
        boolean export = pgnOut != null || textOut != null || brailleOut != null;
        List<PgnGame> chosenGames = game != null ? List.of(games.get(game - 1)) : export ? games : games.subList(0, Math.min(1, games.size()));
        ReviewWords words = new ReviewWords(chosen, brief);
        AnalysisFile kept = AnalysisFile.open(AnalysisFile.beside(source.pgn()));
        String damage = kept.damaged() == 0 ? null : kept.damaged() == 1 ? words.words().say("review.kept.damaged.one")
                : words.words().say("review.kept.damaged.many", "n", words.words().number(kept.damaged()));
        if (export && damage != null) {
            out.println(damage);
        }
        try (Analyst engine = analysis.start()) {
            Reviewer reviewer = new Reviewer(engine, budget, kept);
            if (export) {
                List<GameReview> reviews = new ArrayList<>();
                for (PgnGame g : chosenGames) {
                    GameReview r = reviewer.review(g, (done, total) -> { }, () -> false);
                    reviews.add(r);
                    words.summary(r, source.player()).forEach(out::println);
                    out.flush();
                }
                write(reviews, words, engine.name(), source.player());
                return 0;
            }
            PgnGame g = chosenGames.get(0);
            Path folder = journalDir != null ? journalDir : Places.ofThisHektor().games();
            try (ReviewParts parts = new ReviewParts(chosen, out)) {
                parts.openVoice(voiceOptions, silence.silent, folder.resolve("speech.log"));
                if (damage != null) {
                    parts.say(damage);
                }
                AtomicReference<ReviewDialogue> dialogue = new AtomicReference<>();
                if (!keyboardOnly) {
                    openMicrophone(parts, chosen, () -> dialogue.get() != null ? dialogue.get().position() : g.start(), folder);
                }
                if (askFirst && !wanted(parts, words.words(), chosen)) {
                    return 0;
                }
                GameReview r = analyse(reviewer, g, words, parts);
                dialogue.set(new ReviewDialogue(r, words, chosen, source.player(), engine, budget, parts::say));
                parts.readKeyboard(keyboard());
                dialogue.get().run(parts.dialogueLines());
            }
        }
        return 0;
    }

    /** The keyboard: the standard input, or what play hands on after its game. */
    BufferedReader stdin;

    private BufferedReader keyboard() {
        if (stdin == null) {
            stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        }
        return stdin;
    }

    /** The microphone, unless there is no model for the profile's language: then one sentence, and the keyboard. */
    private void openMicrophone(ReviewParts parts, Profile p, java.util.function.Supplier<Position> at, Path games) {
        Path modelDir;
        try {
            modelDir = model != null ? model : Places.ofThisHektor().model(p.language());
        } catch (IllegalArgumentException e) {
            parts.say(Words.forLanguage(p.language()).say("session.no.hearing", "reason", e.getMessage()));
            return;
        }
        parts.openMicrophone(modelDir, at, games);
    }

    /**
     * "Review the game now? Yes or no.": yes, Enter or "ja" said or typed reviews; no, "nein", q or the input's end
     * does not; anything else asks again.
     */
    private boolean wanted(ReviewParts parts, Words w, Profile p) throws InterruptedException {
        ReviewHearing hearing = new ReviewHearing(p, w);
        parts.say(w.say("review.ask.now"));
        parts.readKeyboard(keyboard());
        while (true) {
            ReviewParts.Said said = parts.poll(Duration.ofDays(1)).orElse(null);
            if (said == null) {
                continue;
            }
            if (said.line() == null) {
                return false;
            }
            switch (hearing.answer(said.line())) {
                case YES:
                    return true;
                case NO:
                    return false;
                default:
                    parts.say(w.say("review.ask.again"));
            }
        }
    }

    /** A quiet tick this often while the analysis runs, so silence never means that Hektor has stopped. */
    static final Duration TICK = Duration.ofSeconds(2);

    /**
     * The analysis before the review, with a quiet tick every {@link #TICK}: "Move twelve of forty." on r (or the
     * word "progress"), anything else typed or said stops it and the review starts on the moves analysed so far.
     * Typed lines are read during the analysis only at a terminal: piped input holds the review's own commands.
     */
    private GameReview analyse(Reviewer reviewer, PgnGame g, ReviewWords words, ReviewParts parts)
            throws IOException, InterruptedException {
        AtomicInteger done = new AtomicInteger();
        AtomicInteger total = new AtomicInteger(g.moves().size() + 1);
        AtomicBoolean stop = new AtomicBoolean();
        CompletableFuture<GameReview> running = CompletableFuture.supplyAsync(() -> reviewer.review(g, (d, t) -> {
            done.set(d);
            total.set(t);
        }, stop::get));
        if (isTerminal()) {
            parts.readKeyboard(keyboard());
        }
        Words w = words.words();
        long nextTick = System.nanoTime() + TICK.toNanos();
        while (!running.isDone()) {
            Optional<ReviewParts.Said> said = parts.poll(Duration.ofMillis(100));
            if (said.isPresent()) {
                String line = said.get().line();
                if (ReviewHearing.NOT_UNDERSTOOD.equals(line)) {
                    parts.say(w.say("review.heard.not"));     // a cough does not stop the analysis
                    continue;
                }
                if (line == null || !(line.strip().equals("r") || line.strip().equalsIgnoreCase(w.say("review.key.progress")))) {
                    stop.set(true);
                    break;
                }
                parts.say(w.say("review.progress", "n", w.number(Math.max(1, done.get() - 1) / 2 + 1),
                        "total", w.number(total.get() / 2)));
            }
            if (System.nanoTime() >= nextTick) {
                parts.tick();
                nextTick += TICK.toNanos();
            }
        }
        GameReview r = running.join();
        if (!r.complete()) {
            parts.say(w.say("review.progress.stopped", "n", w.number(r.moves().size() / 2 + 1), "total",
                    w.number(g.moves().size() / 2 + 1)));
        }
        return r;
    }

    private static boolean isTerminal() {
        return System.console() != null;
    }

    private void write(List<GameReview> reviews, ReviewWords words, String engine, Color player) {
        if (pgnOut != null) {
            List<PgnGame> annotated = reviews.stream().map(r -> AnnotatedPgn.of(r, words)).toList();
            save(pgnOut, Pgn.write(annotated));
        }
        List<String> text = new ArrayList<>();
        for (GameReview r : reviews) {
            text.addAll(words.text(r, engine, player));
            text.add("");
        }
        if (textOut != null) {
            save(textOut, String.join("\n", text));
        }
        if (brailleOut != null) {
            List<String> cells = new ArrayList<>();
            text.forEach(line -> cells.addAll(line.isEmpty() ? List.of("") : Braille.wrap(line)));
            save(brailleOut, String.join("\n", cells) + "\n");
            String name = brailleOut.getFileName().toString();
            save(brailleOut.resolveSibling((name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name) + ".brf"),
                    Braille.brf(cells));
        }
    }

    private static void save(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw OutputFile.cannotWrite(file, "review file", e);
        }
    }

    /** The last game in the games folder that has ended and has its scoresheet, with the journal's player and words. */
    private Source lastFinished() {
        GameFiles files = new GameFiles(journalDir != null ? journalDir : Places.ofThisHektor().games());
        List<Path> journals = files.journals();
        for (int i = journals.size() - 1; i >= 0; i--) {
            Path pgn = GameFiles.sibling(journals.get(i), ".pgn");
            if (!Files.isRegularFile(pgn)) {
                continue;
            }
            Optional<PgnGame> g;
            try {
                g = Pgn.read(Files.readString(pgn, StandardCharsets.UTF_8)).stream().findFirst();
            } catch (IOException | RuntimeException e) {
                continue; // a scoresheet that cannot be read is not the game to review
            }
            if (g.isEmpty() || g.get().result().equals("*")) {
                continue;
            }
            return Journal.reading(journals.get(i)).asOptional().map(Journal.Contents::settings)
                    .map(s -> new Source(pgn, s.player(), s.notation())).orElse(new Source(pgn, null, null));
        }
        throw new IllegalArgumentException(Words.forLanguage(languageOptions.playerNotation().language())
                .say("review.no.game", "folder", files.directory()));
    }
}
