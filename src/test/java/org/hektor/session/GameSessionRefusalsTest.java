package org.hektor.session;

import static org.hektor.session.Table.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.hektor.arbiter.Action;
import org.hektor.arbiter.Arbiter;
import org.hektor.arbiter.ArbiterEvent;
import org.hektor.arbiter.Refusal;
import org.hektor.arbiter.Rule;
import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.words.ClockReport;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Announcer;
import org.hektor.notation.Profile;
import org.hektor.words.Words;
import org.hektor.words.Refusals;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The arbiter's refusals that a player meets at the console or the tablet, said in the player's language: German in
 * an ibca game, the arbiter's own English sentence in an en game (which is also what {@code hektor arbiter} prints).
 */
class GameSessionRefusalsTest {

    /** A tablet game against a sighted opponent, White the blind player, started unless the scene says not to. */
    private static Table tablet(String profile, String control) {
        return new Table(Settings.practice(Color.WHITE, TimeControl.parse(control), "Opponent").withProfile(profile)
                .withMode(Mode.TABLET));
    }

    private static Command lift(String square) {
        return new Command.BoardEvent(Color.WHITE, Command.BoardAction.LIFT, Square.parse(square));
    }

    /**
     * kind, the scene (played in both languages; its last step is the refused one), what the ibca game says, what
     * the en game says.
     */
    static Stream<Arguments> scenes() {
        return Stream.of(
                // rule 6.5: in a tablet game the clocks start when the board page pairs; a move before is refused
                scene(Refusal.Kind.CLOCKS_NOT_STARTED, "300", false, (t, de) -> {
                    t.type("e4");
                    t.type(de ? "ja" : "yes");
                }, "Die Uhren laufen noch nicht; die Partie hat noch nicht begonnen (Regel sechs Punkt fünf).",
                        "The clocks have not been started, so the game has not begun (6.5)."),
                // rule 9.1.2.1: touching a piece declined the opponent's offer while the yes was awaited
                scene(Refusal.Kind.NO_DRAW_OFFER, "300", true, (t, de) -> {
                    t.type("e4");
                    t.type(de ? "ja" : "yes");
                    t.send(new Command.OpponentMove("e5"));
                    t.send(new Command.OpponentAction(Command.Action.DRAW));
                    t.type(de ? "Remis" : "draw");
                    t.send(lift("g1"));
                    t.type(de ? "ja" : "yes");
                }, "Es gibt kein Remisangebot von Schwarz.", "There is no draw offer from Black to accept."),
                // rule 9.4: a touched piece must be moved, and no draw can be claimed on this move
                scene(Refusal.Kind.TOUCHED_BEFORE_CLAIM, "300", true, (t, de) -> {
                    t.send(lift("g1"));
                    t.type(de ? "Reklamation" : "claim");
                    t.type(de ? "ja" : "yes");
                }, "Weiß hat eine Figur berührt, ohne vorher zu reklamieren, und kann in diesem Zug kein Remis mehr "
                        + "reklamieren (Regel neun Punkt vier).",
                        "White touched a piece without claiming first, so he can no longer claim a draw on this move (9.4)."),
                // rule 2.3: lifted, but not put on another square
                scene(Refusal.Kind.MOVE_NOT_COMPLETE, "300", true, (t, de) -> {
                    t.send(lift("g1"));
                    t.type("Nf3");
                    t.type(de ? "ja" : "yes");
                }, "Der Zug ist nicht vollständig, die Uhr kann noch nicht gedrückt werden: eine Figur muss gehoben, "
                        + "auf ein anderes Feld gesteckt und der Zug angesagt sein (Regel zwei Punkt drei).",
                        "The move is not complete, so the clock cannot be switched yet (2.3): no piece has been put "
                                + "into a hole on another square."),
                scene(Refusal.Kind.BAD_PLACEMENT, "300", true,
                        (t, de) -> t.send(new Command.BoardShows(Color.WHITE, "rnbqkbnr/pppppppp/8/8")),
                        "Das ist keine Stellung, die ein Brett zeigen kann: acht Reihen mit je acht Feldern, die Figuren "
                                + "in FEN-Buchstaben.",
                        "The placement 'rnbqkbnr/pppppppp/8/8' has 4 ranks; a board placement has 8, from the eighth "
                                + "down, separated by '/'."),
                scene(Refusal.Kind.NO_PIECE_TO_LIFT, "300", true, (t, de) -> t.send(lift("e4")),
                        "Auf Eva vier steht keine Figur, die gehoben werden kann.", "There is no piece on e4 to lift."),
                scene(Refusal.Kind.NOTHING_LIFTED, "300", true,
                        (t, de) -> t.send(new Command.BoardEvent(Color.WHITE, Command.BoardAction.PLACE, Square.parse("e4"))),
                        "Keine Figur ist gehoben, also kann keine auf Eva vier gesteckt werden.",
                        "No piece is lifted, so none can be placed on e4."),
                // rule 9.1.2.1: an offer stands and cannot be made again or withdrawn
                scene(Refusal.Kind.DRAW_OFFER_STANDS, "300", true, (t, de) -> {
                    t.type(de ? "Remis" : "draw");
                    t.type(de ? "ja" : "yes");
                    t.type(de ? "Remis" : "draw");
                    t.type(de ? "ja" : "yes");
                }, "Das Remisangebot von Weiß steht schon; es kann nicht zurückgenommen werden (Regel neun Punkt eins Punkt zwei Punkt eins).",
                        "White's draw offer already stands; it cannot be withdrawn (9.1.2.1)."),
                scene(Refusal.Kind.NO_CLOCK, "-", true,
                        (t, de) -> t.send(new Command.OpponentAction(Command.Action.CLAIM_FLAG)),
                        "Diese Partie hat keine Uhr.", "This game has no clock, so no flag can fall."));
    }

    private interface Scene {
        void play(Table t, boolean german);
    }

    private static Arguments scene(Refusal.Kind kind, String control, boolean started, Scene scene, String german,
                                   String english) {
        return Arguments.of(kind, control, started, scene, german, english);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenes")
    void theRefusalIsSaidInThePlayersLanguage(Refusal.Kind kind, String control, boolean started, Scene scene,
                                              String german, String english) {
        for (String profile : List.of("ibca", "en")) {
            Table t = tablet(profile, control);
            if (started) {
                t.start();
            }
            List<Event> before = new ArrayList<>();
            t.session.subscribe(before::add);
            scene.play(t, profile.equals("ibca"));
            Event.Rejected last = (Event.Rejected) before.stream().filter(e -> e instanceof Event.Rejected)
                    .reduce((a, b) -> b).orElseThrow(() -> new AssertionError("nothing refused in " + before));
            assertEquals(profile.equals("ibca") ? german : english, last.text(), profile + ": " + kind);
        }
    }

    // ---- refusals the session's own checks keep from players, said from the arbiter's real events ----

    private static String said(String profile, String control, Consumer<Arbiter> before, Action refused) {
        Settings settings = Settings.practice(Color.WHITE, TimeControl.parse(control), "Opponent")
                .withProfile(profile).withMode(Mode.TABLET);
        Arbiter arbiter = new Arbiter(GameSession.setup(settings), new ManualTimeSource());
        before.accept(arbiter);
        ArbiterEvent.Refused r = arbiter.handle(refused).stream().filter(e -> e instanceof ArbiterEvent.Refused)
                .map(e -> (ArbiterEvent.Refused) e).findFirst().orElseThrow();
        return rulings(profile, settings).say(r, arbiter.position()).get(0).text();
    }

    private static Rulings rulings(String profile, Settings settings) {
        Profile p = Profile.load(profile);
        return new Rulings(settings, new Announcer(p), Words.forProfile(profile),
                ClockReport.forProfile(profile));
    }

    @Test
    void theGameIsOverAndItIsNotYourMoveAreSaidInGerman() {
        Action resign = new Action.Resign(Color.BLACK);
        Consumer<Arbiter> over = a -> a.handle(new Action.Resign(Color.WHITE));
        assertEquals("Die Partie ist beendet.", said("ibca", "300", over, resign));
        assertEquals("The game is over (0-1, White resigned).", said("en", "300", over, resign));
        Action press = new Action.Press(Color.BLACK);
        assertEquals("Weiß ist am Zug, nicht Schwarz.", said("ibca", "300", a -> { }, press));
        assertEquals("It is White's move, not Black's.", said("en", "300", a -> { }, press));
    }

    @Test
    void nothingToClaimIsSaidInGermanInEachDiscipline() {
        // rapid B6, B5: claimed before one's own move; standard 7.4.1, 4.3: the arbiter acts at once
        Action illegal = new Action.Claiming(Color.WHITE, Action.Claim.ILLEGAL, null);
        Action touch = new Action.Claiming(Color.WHITE, Action.Claim.TOUCH, null);
        assertEquals("Es gibt keinen regelwidrigen Zug von Schwarz zu reklamieren; reklamiert wird vor dem eigenen Zug "
                + "(Regel B sechs).", said("ibca", "rapid", a -> { }, illegal));
        assertEquals("There is no illegal move of Black's to claim; a claim is made before one's own move (B6).",
                said("en", "rapid", a -> { }, illegal));
        assertEquals("Bei langer Bedenkzeit greift der Schiedsrichter bei einem regelwidrigen Zug sofort ein "
                + "(Regel sieben Punkt vier Punkt eins); es gibt keinen zu reklamieren.", said("ibca", "classical", a -> { }, illegal));
        assertEquals("Der letzte Zug von Schwarz hat die Berührungsregel eingehalten, oder es ist zu spät, ihn zu "
                + "reklamieren (Regel B fünf).", said("ibca", "rapid", a -> { }, touch));
        assertEquals("Bei langer Bedenkzeit setzt der Schiedsrichter die Berührungsregel sofort durch (Regel vier Punkt drei); es "
                + "gibt nichts zu reklamieren.", said("ibca", "classical", a -> { }, touch));
        assertEquals("In standard play the arbiter enforces touch-move at once (4.3); there is nothing to claim.",
                said("en", "classical", a -> { }, touch));
    }

    @Test
    void everyRefusalKindHasAGermanSentenceWithOnlyPlaceholdersTheSessionFills() {
        Pattern placeholder = Pattern.compile("\\{(\\w+)}");
        Set<String> known = Set.of("color", "player", "square", "rule", "mover", "piece", "from", "to", "passed");
        Words german = Words.forProfile("ibca");
        Settings settings = Settings.practice(Color.WHITE, TimeControl.parse("300"), "Opponent").withProfile("ibca");
        Rulings rulings = rulings("ibca", settings);
        List<String> bad = new ArrayList<>();
        for (Refusal.Kind kind : Refusal.Kind.values()) {
            if (kind == Refusal.Kind.OTHER) {
                continue;
            }
            String key = "refused." + kind.key();
            if (!german.has(key)) {
                bad.add(key + " is missing");
                continue;
            }
            Matcher m = placeholder.matcher(german.say(key));
            while (m.find()) {
                if (!known.contains(m.group(1))) {
                    bad.add(key + ": {" + m.group(1) + "}");
                }
            }
            Refusal why = new Refusal(kind, Color.BLACK, Square.parse("e4"), Rule.RAPID_ILLEGAL_CLAIMED);
            String text = rulings.say(new ArbiterEvent.Refused(Color.WHITE, why), Position.initial()).get(0).text();
            assertNotEquals(Refusals.english().say(why, Color.WHITE), text, kind.name());
            assertTrue(!text.contains("{"), text);
        }
        assertEquals(List.of(), bad);
    }

    @Test
    void aRefusalOfNoKindKeepsTheArbitersOwnSentence() {
        Settings settings = Settings.practice(Color.WHITE, TimeControl.parse("300"), "Opponent").withProfile("ibca");
        assertEquals("The arbiter says no.", rulings("ibca", settings).say(
                new ArbiterEvent.Refused(Color.WHITE, "The arbiter says no."), Position.initial()).get(0).text());
    }
}
