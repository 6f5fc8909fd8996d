package org.hektor.notation;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;

/**
 * A spoken-notation vocabulary (spoken-notation.md section 1): the words Hektor says and the words it
 * understands, the command words, and how the English TTS voice pronounces each canonical word. A profile
 * is data: {@code org/hektor/notation/<name>.properties}, one file per language.
 */
public final class Profile {
    public static final String DEFAULT = "ibca";
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_-]{0,30}");
    private static final Map<String, Profile> LOADED = new ConcurrentHashMap<>();
    /**
     * Where each language's command words are: German's and English's in their own profiles, Russian's in a file of
     * command words alone (Russian has no move words of its own: moves are said in the rules' words).
     */
    private static final Map<String, String> COMMANDS = Map.of("de", "ibca.properties", "en", "en.properties",
            "ru", "commands/ru.properties");
    /** The languages Hektor speaks, as ISO 639 codes. */
    public static final List<String> LANGUAGES = List.of("de", "en", "ru");
    private static final String[] PIECE_KEYS = {"pawn", "knight", "bishop", "rook", "queen", "king"};

    private final String name;
    private final String language;
    private final String description;
    private final PieceLetters letters;
    private final String[] files = new String[8];
    private final String[] ranks = new String[8];
    private final Map<PieceType, String> pieces = new EnumMap<>(PieceType.class);
    private final String castleShort;
    private final String castleLong;
    private final String capture;
    private final String check;
    private final String mate;
    private final String enPassant;
    private final Map<CommandWord, List<String>> commands = new EnumMap<>(CommandWord.class);
    private final Map<String, List<String>> spellings = new LinkedHashMap<>();
    private final Map<String, Pronunciation> pronunciations = new LinkedHashMap<>();
    private final Lexicon lexicon;
    private final String fromWord;
    private final String toWord;
    private final List<String> hesitations;

    private Profile(String name, Properties p) {
        this.name = name;
        Entries e = new Entries(name, p);
        lexicon = new Lexicon(name);
        description = e.required("name");
        language = e.required("language");
        letters = PieceLetters.byName(e.required("san.letters"));
        for (int i = 0; i < 8; i++) {
            files[i] = e.word("file." + (char) ('a' + i), Token.Kind.FILE, i);
            ranks[i] = e.word("rank." + (i + 1), Token.Kind.RANK, i);
        }
        for (PieceType t : PieceType.values()) {
            pieces.put(t, e.word("piece." + PIECE_KEYS[t.ordinal()], Token.Kind.PIECE, t.ordinal()));
        }
        castleShort = e.word("castle.short", Token.Kind.CASTLE, Token.CASTLE_SHORT);
        castleLong = e.word("castle.long", Token.Kind.CASTLE, Token.CASTLE_LONG);
        e.word("castle.either", Token.Kind.CASTLE, Token.CASTLE_EITHER);
        capture = e.word("capture", Token.Kind.CAPTURE, 0);
        // Check, mate and en passant words are said by Hektor but ignored on input (section 3).
        check = e.word("check", Token.Kind.FILLER, 0);
        mate = e.word("mate", Token.Kind.FILLER, 0);
        enPassant = e.word("enpassant", Token.Kind.FILLER, 0);
        for (String filler : e.list("promotion.markers")) {
            lexicon.add(filler, Token.Kind.FILLER, 0);
        }
        for (String filler : e.list("fillers")) {
            lexicon.add(filler, Token.Kind.FILLER, 0);
        }
        fromWord = e.required("fillers.from");
        toWord = e.required("fillers.to");
        hesitations = List.copyOf(e.list("fillers.hesitation"));
        for (String filler : e.list("fillers.from")) {
            lexicon.add(filler, Token.Kind.FILLER, 0);
        }
        for (String filler : e.list("fillers.to")) {
            lexicon.add(filler, Token.Kind.FILLER, 0);
        }
        hesitations.forEach(h -> lexicon.add(h, Token.Kind.FILLER, 0));
        for (CommandWord c : CommandWord.values()) {
            List<String> words = e.list("command." + c.key());
            if (words.isEmpty()) {
                throw new IllegalStateException("Profile " + name + " has no words for the command " + c.key() + ".");
            }
            words.forEach(w -> lexicon.add(w, Token.Kind.COMMAND, c.ordinal()));
            commands.put(c, List.copyOf(words));
        }
        for (String key : p.stringPropertyNames()) {
            if (key.startsWith("say.")) {
                String word = nfc(key.substring(4));
                String[] parts = p.getProperty(key).split("\\|");
                if (parts.length != 2) {
                    throw new IllegalStateException("Profile " + name + ": " + key + " must be 'respelling | phones'.");
                }
                List<String> phones = List.of(parts[1].strip().toLowerCase(Locale.ROOT).split("\\s+"));
                pronunciations.put(word.toLowerCase(Locale.ROOT), new Pronunciation(word, parts[0].strip(), phones));
            }
        }
    }

    /** A profile found by its names, or the one sentence saying which name Hektor does not know. */
    public sealed interface Finding {
        record Found(Profile profile) implements Finding {
        }

        record Unknown(String sentence) implements Finding {
        }
    }

    /**
     * Loads a profile by name (ibca, en, ...) in its own language (ibca German, en English); an unknown name is an
     * {@link IllegalArgumentException} with one sentence.
     */
    public static Profile load(String name) {
        return found(find(name));
    }

    /** The profile named {@code name} in its own language, or the sentence naming the profiles there are. */
    public static Finding find(String name) {
        String key = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        Profile cached = LOADED.get(key);
        if (cached != null) {
            return new Finding.Found(cached);
        }
        Optional<Properties> p = NAME.matcher(key).matches() ? read(key + ".properties") : Optional.empty();
        if (p.isEmpty()) {
            return new Finding.Unknown("There is no spoken-notation profile named '" + name + "'; try ibca or en.");
        }
        return new Finding.Found(LOADED.computeIfAbsent(key, k -> new Profile(k, p.get())));
    }

    /**
     * The move words of {@code words} (ibca, en) with the command words of {@code language} (de, en, ru): a player
     * announces moves in the rules' words whatever his own language (rule 2.1) and says "yes", "draw", "help" in
     * his own. The pair a profile means by itself ({@code ibca} and {@code de}) is that very profile.
     */
    public static Profile load(String words, String language) {
        return found(find(words, language));
    }

    /** The profile found; an unknown name's sentence is an {@link IllegalArgumentException} (the command line's form). */
    private static Profile found(Finding finding) {
        if (finding instanceof Finding.Unknown u) {
            throw new IllegalArgumentException(u.sentence());
        }
        return ((Finding.Found) finding).profile();
    }

    /** The pair {@link #load(String, String)} makes, or the sentence naming the profile or language Hektor lacks. */
    public static Finding find(String words, String language) {
        Finding found = find(words);
        if (!(found instanceof Finding.Found f)) {
            return found;
        }
        Profile own = f.profile();
        String lang = language == null ? "" : language.strip().toLowerCase(Locale.ROOT);
        if (own.language.equals(lang)) {
            return found;
        }
        String commandsFile = COMMANDS.get(lang);
        if (commandsFile == null) {
            return new Finding.Unknown("Hektor speaks no language '" + language + "'; try "
                    + String.join(", ", LANGUAGES) + ".");
        }
        return new Finding.Found(LOADED.computeIfAbsent(own.name + "@" + lang, k -> new Profile(own.name,
                withCommands(read(own.name + ".properties").orElseThrow(), read(commandsFile).orElseThrow()))));
    }

    /** The profile {@code --profile} meant by itself for a language: German ibca, English en. */
    public static String ownProfileOf(String language) {
        return "en".equals(language) ? "en" : DEFAULT;
    }

    /**
     * The properties of a move-word file with the command words (and their respellings) of another language's file:
     * the move words' own command words and their respellings go, so an English voice never says "was" as "vahs".
     */
    private static Properties withCommands(Properties words, Properties language) {
        Set<String> moveWords = new LinkedHashSet<>();
        Set<String> commandWords = new LinkedHashSet<>();
        for (String key : words.stringPropertyNames()) {
            Set<String> into = key.startsWith("command.") ? commandWords
                    : key.startsWith("file.") || key.startsWith("rank.") || key.startsWith("piece.")
                    || key.startsWith("castle.") || List.of("capture", "check", "mate", "enpassant").contains(key)
                    ? moveWords : null;
            if (into != null && !key.endsWith(".accept")) {
                for (String w : words.getProperty(key).split("[,\\s]+")) {
                    into.add(nfc(w.strip()).toLowerCase(Locale.ROOT));
                }
            }
        }
        Properties merged = new Properties();
        for (String key : words.stringPropertyNames()) {
            boolean command = key.startsWith("command.");
            boolean commandSaid = key.startsWith("say.")
                    && commandWords.contains(nfc(key.substring(4)).toLowerCase(Locale.ROOT))
                    && !moveWords.contains(nfc(key.substring(4)).toLowerCase(Locale.ROOT));
            if (!command && !commandSaid) {
                merged.setProperty(key, words.getProperty(key));
            }
        }
        for (String key : language.stringPropertyNames()) {
            if (key.startsWith("command.") || key.equals("language")
                    || key.startsWith("say.") && !merged.containsKey(key)) {
                merged.setProperty(key, language.getProperty(key));
            }
        }
        return merged;
    }

    private static Optional<Properties> read(String resource) {
        Properties p = new Properties();
        try (InputStream in = Profile.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                p.load(reader);
            }
        } catch (IOException ex) {
            throw new UncheckedIOException("The profile " + resource + " could not be read.", ex);
        }
        return Optional.of(p);
    }

    public static Profile ibca() {
        return load(DEFAULT);
    }

    public String name() {
        return name;
    }

    /**
     * The language of the player's sentences and of the command words, an ISO 639 code ({@code de}, {@code en}):
     * the move words may be another language's (English sentences with the IBCA words).
     */
    public String language() {
        return language;
    }

    public String description() {
        return description;
    }

    /** The piece letters typed SAN is read with first (ibca: German K D T L S). */
    public PieceLetters letters() {
        return letters;
    }

    public String file(int file) {
        return files[file];
    }

    public String rank(int rank) {
        return ranks[rank];
    }

    /** A square in words: "Eva vier". */
    public String square(Square square) {
        return files[square.file()] + " " + ranks[square.rank()];
    }

    public String piece(PieceType type) {
        return pieces.get(type);
    }

    public String castling(boolean kingside) {
        return kingside ? castleShort : castleLong;
    }

    public String capture() {
        return capture;
    }

    public String check() {
        return check;
    }

    public String mate() {
        return mate;
    }

    public String enPassant() {
        return enPassant;
    }

    /** The filler before the origin of a long move ("von"), dropped on input. */
    public String fromWord() {
        return fromWord;
    }

    /** The filler before the destination of a long move ("nach"), dropped on input. */
    public String toWord() {
        return toWord;
    }

    /** Hesitations a player may say before a move ("äh", "also"), dropped on input. */
    public List<String> hesitations() {
        return hesitations;
    }

    /** The words of a command, the canonical one first. */
    public List<String> commandWords(CommandWord command) {
        return commands.get(command);
    }

    /** The number words an ASK list counts with: the rank words, capitalised ("Eins", "Zwei"). */
    public String number(int n) {
        if (n < 1 || n > 8) {
            throw new IllegalArgumentException("A choice is numbered 1 to 8, not " + n + ".");
        }
        String w = ranks[n - 1];
        return w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1);
    }

    /**
     * Every word Hektor may say in this profile: files, ranks, pieces, castling, capture, check, mate, en
     * passant and every command word. Each has a {@link #pronunciation}.
     */
    public Set<String> canonicalWords() {
        Set<String> words = new LinkedHashSet<>();
        List<String> phrases = new ArrayList<>();
        phrases.addAll(List.of(files));
        phrases.addAll(List.of(ranks));
        phrases.addAll(pieces.values());
        phrases.addAll(List.of(castleShort, castleLong, capture, check, mate, enPassant));
        commands.values().forEach(phrases::addAll);
        for (String phrase : phrases) {
            words.addAll(List.of(phrase.split(" ")));
        }
        return Collections.unmodifiableSet(words);
    }

    /** The TTS entry of a word, whatever its case. */
    public Optional<Pronunciation> pronunciation(String word) {
        return Optional.ofNullable(pronunciations.get(nfc(word).toLowerCase(Locale.ROOT)));
    }

    /** All TTS entries, in file order. */
    public Map<String, Pronunciation> pronunciations() {
        return Collections.unmodifiableMap(pronunciations);
    }

    /**
     * A phrase of this profile respelled for the English voice (section 5, applied after section 2):
     * "Läufer Cäsar acht" becomes "loy-fer tsay-zar ahkt". Words without an entry stay as they are.
     */
    public String respell(String phrase) {
        StringBuilder sb = new StringBuilder(phrase.length() + 8);
        for (String word : phrase.split(" ")) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(pronunciation(word).map(Pronunciation::respelling).orElse(word));
        }
        return sb.toString();
    }

    /**
     * The ways to write one canonical word in lower case, canonical first, then its accepted variants of
     * one word: what a speech grammar may use when a model lacks the canonical spelling.
     */
    List<String> spellings(String canonicalWord) {
        List<String> list = spellings.get(canonicalWord.toLowerCase(Locale.ROOT));
        return list != null ? list : List.of(canonicalWord.toLowerCase(Locale.ROOT));
    }

    Lexicon lexicon() {
        return lexicon;
    }

    @Override
    public String toString() {
        return name;
    }

    private static String nfc(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFC);
    }

    /** Reads the entries of one profile file, registering every spelling in the lexicon as it goes. */
    private final class Entries {
        private final String profile;
        private final Properties p;

        Entries(String profile, Properties p) {
            this.profile = profile;
            this.p = p;
        }

        String required(String key) {
            String v = p.getProperty(key);
            if (v == null || v.isBlank()) {
                throw new IllegalStateException("Profile " + profile + " lacks the entry '" + key + "'.");
            }
            return nfc(v.strip().replaceAll("\\s+", " "));
        }

        List<String> list(String key) {
            List<String> out = new ArrayList<>();
            String v = p.getProperty(key);
            if (v != null) {
                for (String part : v.split(",")) {
                    if (!part.isBlank()) {
                        out.add(nfc(part.strip().replaceAll("\\s+", " ")));
                    }
                }
            }
            return out;
        }

        /** The canonical word of {@code key} and its {@code key.accept} variants, all meaning one thing. */
        String word(String key, Token.Kind kind, int value) {
            String canonical = required(key);
            lexicon.add(canonical, kind, value);
            List<String> forms = new ArrayList<>();
            forms.add(canonical.toLowerCase(Locale.ROOT));
            for (String variant : list(key + ".accept")) {
                lexicon.add(variant, kind, value);
                if (!variant.contains(" ")) {
                    forms.add(variant.toLowerCase(Locale.ROOT));
                }
            }
            if (!canonical.contains(" ")) {
                spellings.put(canonical.toLowerCase(Locale.ROOT), List.copyOf(forms));
            }
            return canonical;
        }
    }
}
