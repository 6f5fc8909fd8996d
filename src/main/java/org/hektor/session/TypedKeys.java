package org.hektor.session;

import java.util.Locale;
import java.util.Optional;
import org.hektor.chess.Color;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.words.GameHelp;
import org.hektor.words.Readout;
import org.hektor.words.Words;

/**
 * The short typed keys of the read-outs and the help, one language for the console and the tablet's listening
 * page: {@code r} repeat, {@code t} time, {@code p} and {@code p files}, {@code p ranks}, {@code p e}, {@code p 4},
 * {@code p echo} (also after the profile's word for position: "Stellung Eva"), {@code w N}, {@code s e4},
 * "last move", and help with its topics ("? keys", "Hilfe Tasten"). Everything else is words for the session.
 */
public final class TypedKeys {
    private final Profile profile;
    private final Words messages;

    public TypedKeys(Profile profile) {
        this.profile = profile;
        this.messages = Words.forLanguage(profile.language());
    }

    /** The command a read-out key means ({@code r}, {@code t}, {@code p …}, {@code w …}, {@code s …}); empty for words. */
    public Optional<Command> command(String typed) {
        String lower = typed.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        String[] parts = lower.split(" ", 2);
        String rest = parts.length > 1 ? parts[1] : "";
        if (lower.equals(messages.say("help.key.last-move").toLowerCase(Locale.ROOT)) || lower.equals("last move")) {
            return Optional.of(request(CommandWord.REPEAT));      // what "r" says: the last move again
        }
        if (parts[0].equals(word(CommandWord.POSITION).toLowerCase(Locale.ROOT)) && !rest.isEmpty()) {
            return readout(rest);                                 // "position echo", "Stellung Linien"
        }
        return switch (parts[0]) {
            case "r" -> rest.isEmpty() ? Optional.of(request(CommandWord.REPEAT)) : Optional.empty();
            case "t" -> rest.isEmpty() ? Optional.of(request(CommandWord.TIME)) : Optional.empty();
            case "p" -> readout(rest);
            case "w" -> rest.isEmpty() ? Optional.empty() : Optional.of(pieceLetter(rest)
                    .<Command>map(p -> new Command.Request(new Heard.Command(CommandWord.WHERE, Optional.of(p), Optional.empty())))
                    .orElseGet(() -> new Command.Typed(word(CommandWord.WHERE) + " " + rest)));
            case "s" -> rest.isEmpty() ? Optional.empty() : Optional.of(rest.matches("[a-h][1-8]")
                    ? new Command.Request(new Heard.Command(CommandWord.WHAT, Optional.empty(), Optional.of(Square.parse(rest))))
                    : new Command.Typed(word(CommandWord.WHAT) + " " + rest));
            default -> Optional.empty();
        };
    }

    /**
     * "?", "Hilfe" or "help", alone (the overview) or with a topic ("Hilfe Tasten", "? keys"); empty for
     * anything else, and for a topic Hektor does not know (it is then read as words, and not understood).
     */
    public Optional<GameHelp.Topic> help(String typed) {
        String[] parts = typed.strip().toLowerCase(Locale.ROOT).split("\\s+", 2);
        if (!parts[0].equals("?") && !parts[0].equals("help")
                && !parts[0].equals(messages.say("help.word").toLowerCase(Locale.ROOT))) {
            return Optional.empty();
        }
        return parts.length == 1 ? Optional.of(GameHelp.Topic.OVERVIEW) : GameHelp.Topic.named(messages, parts[1]);
    }

    private Optional<Command> readout(String rest) {
        if (rest.isEmpty()) {
            return Optional.of(new Command.Read(Readout.By.PIECES, 0));
        }
        // the read-out keys in the profile's words too ("p Linien", "p vier", "p Eva")
        if (rest.equals("files") || rest.equalsIgnoreCase(messages.say("help.key.files"))) {
            return Optional.of(new Command.Read(Readout.By.FILES, 0));
        }
        if (rest.equals("ranks") || rest.equalsIgnoreCase(messages.say("help.key.ranks"))) {
            return Optional.of(new Command.Read(Readout.By.RANKS, 0));
        }
        for (int r = 0; r < 8; r++) {
            if (profile.rank(r).equalsIgnoreCase(rest)) {
                return Optional.of(new Command.Read(Readout.By.RANK, r));
            }
        }
        if (rest.matches("[a-h]")) {
            return Optional.of(new Command.Read(Readout.By.FILE, rest.charAt(0) - 'a'));
        }
        if (rest.matches("[1-8]")) {
            return Optional.of(new Command.Read(Readout.By.RANK, rest.charAt(0) - '1'));
        }
        for (int f = 0; f < 8; f++) {
            if (profile.file(f).equalsIgnoreCase(rest)) {
                return Optional.of(new Command.Read(Readout.By.FILE, f));
            }
        }
        return Optional.empty();
    }

    /** A piece letter of the profile's language or English (K Q R B N P, or K D T L S B). */
    private Optional<PieceType> pieceLetter(String s) {
        if (s.length() != 1) {
            return Optional.empty();
        }
        for (PieceLetters letters : new PieceLetters[] {profile.letters(), PieceLetters.ENGLISH}) {
            for (PieceType type : PieceType.values()) {
                if (type != PieceType.PAWN && letters.letter(type, Color.WHITE).equalsIgnoreCase(s)) {
                    return Optional.of(type);
                }
            }
        }
        return s.equalsIgnoreCase("p") ? Optional.of(PieceType.PAWN) : Optional.empty();
    }

    private static Command request(CommandWord word) {
        return new Command.Request(Heard.Command.of(word));
    }

    private String word(CommandWord w) {
        return profile.commandWords(w).get(0);
    }
}
