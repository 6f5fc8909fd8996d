package org.hektor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.hektor.chess.Excerpt;
import org.hektor.chess.Move;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.SanReading;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.speech.audio.Wav;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.speech.voice.Synthesizer;
import org.hektor.words.Mistake;
import org.hektor.words.Words;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "say", description = "Print how Hektor announces a move: one line in the move words of --words "
        + "(docs/spoken-notation.md section 2), spoken with --wav by the voice of --language.")
final class SayCommand extends LanguageCommand {
    @Option(names = "--style", paramLabel = "STYLE", completionCandidates = Choices.Styles.class, description = "long (default: names the square the piece leaves) or short (SAN spoken).")
    String style = "long";

    @CommandLine.Mixin
    PositionOption positionOption;

    @Option(names = "--wav", paramLabel = "FILE", description = "Also write the phrase as spoken audio (16 kHz mono "
            + "WAV) in the voice of --voice.")
    Path wav;

    @CommandLine.Mixin
    VoiceOptions voiceOptions;

    @Parameters(arity = "1..*", paramLabel = "MOVE", description = "The move in SAN (any language's piece letters) or UCI.")
    List<String> move;

    @Override
    public Integer call() {
        Profile p = languageOptions.notation();
        Style s = Style.byName(style);
        voiceOptions.rate();   // checked first: a bad rate prints nothing
        if (wav != null) {
            OutputFile.requireWritable(wav, "WAV file"); // before the phrase is printed: a failed say prints nothing
        }
        Optional<String> replaced = wav == null ? Optional.empty() : voiceOptions.settle(p);
        Position position = positionOption.position();
        Move m = read(position, String.join(" ", move).strip(), p.letters());
        PrintWriter out = spec.commandLine().getOut();
        String phrase = new Announcer(p).announce(position, m, s);
        out.println(phrase);
        out.flush();
        if (wav != null) {
            PrintWriter err = spec.commandLine().getErr();
            replaced.ifPresent(err::println);
            Runnable onFallback = () -> {
                err.println(Words.forLanguage(p.language()).say("session.voice.fallback"));
                err.flush();
            };
            try (Synthesizer voice = voiceOptions.open(p, onFallback)) {
                Wav.write(wav, voice.synthesize(ProfileVoice.speakable(p, phrase)));
            } catch (IOException e) {
                throw OutputFile.cannotWrite(wav, "WAV file", e);
            }
        }
        return 0;
    }

    /** A move typed as UCI (e2e4, e7e8q) or as SAN in any letter set, the profile's first. */
    static Move read(Position position, String text, PieceLetters letters) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (!Move.isUciSyntax(lower)) {
            SanReading reading = San.read(position, text, letters);
            String key = reading instanceof SanReading.Illegal ? "error.move.illegal"
                    : reading instanceof SanReading.Ambiguous ? "error.move.ambiguous" : "error.move.unreadable";
            return reading.move().orElseThrow(() -> new Mistake(key, "move", Excerpt.of(text), "reason", reading.reason()));
        }
        Move m = Move.fromUci(lower);
        if (position.isLegal(m)) {
            return m;
        }
        List<String> promotions = position.legalMoves().stream()
                .filter(l -> l.from().equals(m.from()) && l.to().equals(m.to()) && l.isPromotion())
                .map(Move::uci).collect(Collectors.toList());
        if (m.promotion() == null && !promotions.isEmpty()) {
            throw new Mistake("error.move.promotion", "move", text, "moves", String.join(", ", promotions));
        }
        throw new Mistake("error.move.illegal", "move", text, "reason", text + " is not a legal move in this position.");
    }
}
