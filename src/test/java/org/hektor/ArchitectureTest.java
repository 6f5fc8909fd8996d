package org.hektor;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.codeUnits;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaParameter;
import com.tngtech.archunit.core.domain.JavaParameterizedType;
import com.tngtech.archunit.core.domain.JavaType;
import com.tngtech.archunit.core.domain.TryCatchBlock;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.chess.FenException;
import org.hektor.chess.IllegalMoveException;
import org.hektor.chess.SanException;
import org.hektor.words.Mistake;
import org.junit.jupiter.api.Test;

/** The dependency rules of design.md §2, pinned so a careless import fails the build. */
class ArchitectureTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.hektor");

    @Test
    void chessCoreUsesNothingButTheJdkItself() {
        classes().that().resideInAPackage("org.hektor.chess..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.chess..", "java..")
                .check(CLASSES);
    }

    @Test
    void clockUsesOnlyTheChessCoreAndTheJdk() {
        // design.md §2: the clock is pure (time comes from a TimeSource), so sync, arbiter and session can all use it;
        // it names its two sides with the chess core's Color (design-notes item 3), never the core's internals
        classes().that().resideInAPackage("org.hektor.clock..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.clock..", "org.hektor.chess", "java..")
                .check(CLASSES);
    }

    @Test
    void notationUsesOnlyTheChessCoreAndTheJdk() {
        // design.md §2: the spoken words sit on the rules core's public API (not its internals), the JDK and Commons
        // Lang's text helpers (design-notes 11)
        classes().that().resideInAPackage("org.hektor.notation..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.notation..", "org.hektor.chess", "java..",
                        "org.apache.commons.lang3..")
                .check(CLASSES);
    }

    @Test
    void speechIsAnEdgeOverNotationAndTheChessCoreAndCallsNoUiOrSession() {
        classes().that().resideInAPackage("org.hektor.speech..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.speech..", "org.hektor.notation..",
                        "org.hektor.chess..", "org.hektor.clock..", "org.hektor.words..", "org.hektor.signal..", "java..",
                        "javax.sound..",
                        "com.sun.speech.freetts..", "org.vosk..", "com.sun.jna..", "com.fasterxml.jackson..",
                        "edu.cmu.sphinx..", "org.apache.commons.lang3..")
                .check(CLASSES);
    }

    @Test
    void speechSubPackagesLayerAudioUnderVoiceAndHearingAndModelsOnTop() {
        // audio is sound itself (no words); the voice speaks it and the hearing hears it, neither knows the other;
        // the model store installs what the hearing loads
        layeredArchitecture().consideringOnlyDependenciesInAnyPackage("org.hektor.speech..")
                .layer("audio").definedBy("org.hektor.speech.audio..")
                .layer("voice").definedBy("org.hektor.speech.voice..")
                .layer("hearing").definedBy("org.hektor.speech.hearing..")
                .layer("models").definedBy("org.hektor.speech.models..")
                .whereLayer("models").mayNotBeAccessedByAnyLayer()
                .whereLayer("hearing").mayOnlyBeAccessedByLayers("models")
                .whereLayer("voice").mayNotBeAccessedByAnyLayer()
                .whereLayer("audio").mayOnlyBeAccessedByLayers("voice", "hearing")
                .check(CLASSES);
        noClasses().that().resideInAPackage("org.hektor.speech..")
                .should().resideInAPackage("org.hektor.speech")
                .because("every class of speech belongs to one of its four parts")
                .check(CLASSES);
    }

    @Test
    void theSessionUsesNothingOfSpeech() {
        // design.md §2: the session sits over chess, notation, clock, sync and arbiter; speech is an edge that
        // subscribes to it. Each event names its sound and urgency with signal's Cue and Urgency, which the speaker
        // plays as they are (one vocabulary for both sides, no mapping).
        classes().that().resideInAPackage("org.hektor.session..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.chess..", "org.hektor.clock..",
                        "org.hektor.notation..", "org.hektor.sync..", "org.hektor.arbiter..", "org.hektor.words..",
                        "org.hektor.signal..", "org.hektor.session..", "java..")
                .check(CLASSES);
    }

    @Test
    void signalUsesNothingButTheJdk() {
        // design.md §2: an event's sound and urgency are named once, below both the session that names them and the
        // speech that plays them
        classes().that().resideInAPackage("org.hektor.signal..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.signal..", "java..")
                .check(CLASSES);
    }

    @Test
    void syncUsesOnlyTheChessCoreAndTheClock() {
        // design.md §2: the two-board model is pure; the profile's words reach it as functions from the session
        classes().that().resideInAPackage("org.hektor.sync..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("org.hektor.sync..", "org.hektor.chess..", "org.hektor.clock..", "java..")
                .check(CLASSES);
    }

    @Test
    void engineUsesOnlyTheChessCoreAndTheJdk() {
        classes().that().resideInAPackage("org.hektor.engine..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.engine..", "org.hektor.chess..", "java..")
                .check(CLASSES);
    }

    @Test
    void arbiterUsesOnlyChessClockAndSync() {
        // design.md §2: the laws around a move are pure, no I/O, no wall clock
        classes().that().resideInAPackage("org.hektor.arbiter")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("org.hektor.arbiter", "org.hektor.sync..", "org.hektor.chess..",
                        "org.hektor.clock..", "java..")
                .check(CLASSES);
    }

    @Test
    void eventsAreReturnedNotFilledIntoACallersList() {
        // One owner per piece of state: a law group of the arbiter returns its ruling, a session handler the events
        // it made; none appends to a list of events its caller hands in. The three methods named here read a
        // finished list they are given (what the arbiter ruled, what is about to be said, what the journal holds).
        // Constructors and static factories take a list to keep as a value (a ruling, a retry's sentences).
        Set<String> readers = Set.of("Play.rule", "Talk.said", "JournalGate.down");
        methods().that().areDeclaredInClassesThat().resideInAnyPackage("org.hektor.arbiter", "org.hektor.session")
                .and().areNotStatic()
                .should(new ArchCondition<JavaMethod>("take no list of events to fill in") {
                    @Override
                    public void check(JavaMethod unit, ConditionEvents events) {
                        String name = unit.getOwner().getSimpleName() + "." + unit.getName();
                        for (JavaParameter p : unit.getParameters()) {
                            if (isListOfEvents(p.getType()) && !readers.contains(name)) {
                                events.add(SimpleConditionEvent.violated(unit, unit.getFullName()
                                        + " takes a list of events as parameter " + p.getIndex()));
                            }
                        }
                    }
                })
                .check(CLASSES);
    }

    @Test
    void whatATextOrAMoveMeansIsReadAsAValueNotCaught() {
        // Results, not exceptions, for expected outcomes: a text that names no move, an illegal or ambiguous move, a
        // FEN or a position no game can have are ordinary answers, read as values (San.read's SanReading,
        // Position.of and Position.readFenRepairing's PositionCheck, Position.isLegal). The throwing forms are for
        // the command line, where a bad argument ends the command with its sentence: only there may they be caught,
        // by name or by a wider type around a call of them.
        // A number is read the same way (WholeNumber.ofInt, ofLong).
        List<Class<?>> thrown = List.of(SanException.class, FenException.class, IllegalMoveException.class,
                NumberFormatException.class);
        Set<String> throwingForms = Set.of("San.parse", "SanReading.orElseThrow", "Position.fromFen",
                "Position.fromFenRepairing", "Position.play", "Integer.parseInt", "Long.parseLong", "Move.fromUci");
        codeUnits().that().areDeclaredInClassesThat().resideOutsideOfPackage("org.hektor.cli..")
                .should(new ArchCondition<JavaCodeUnit>("catch no exception of a move or a position read") {
                    @Override
                    public void check(JavaCodeUnit unit, ConditionEvents events) {
                        for (TryCatchBlock block : unit.getTryCatchBlocks()) {
                            boolean callsAThrowingForm = block.getAccessesContainedInTryBlock().stream()
                                    .anyMatch(a -> throwingForms.contains(outermost(a.getTarget().getOwner())
                                            .getSimpleName() + "." + a.getTarget().getName()));
                            for (JavaClass caught : block.getCaughtThrowables()) {
                                boolean named = thrown.stream().anyMatch(caught::isAssignableTo);
                                // not Throwable: try-with-resources closes its resources in a catch the compiler writes
                                boolean wider = !caught.isEquivalentTo(Throwable.class)
                                        && thrown.stream().anyMatch(t -> caught.isAssignableFrom(t));
                                if (named || wider && callsAThrowingForm) {
                                    events.add(SimpleConditionEvent.violated(unit, unit.getFullName() + " catches "
                                            + caught.getSimpleName() + " " + block.getSourceCodeLocation()));
                                }
                            }
                        }
                    }
                })
                .check(CLASSES);
    }

    @Test
    void aRefusalOfHektorsOwnCodeIsReadAsAValueNotCaught() {
        // Results, not exceptions, for expected outcomes: what a page may not do, a model or a sound file that cannot
        // be read are ordinary answers (TabletGame.submit's refusal, ModelVocabulary.read, VoskModel.folderProblem,
        // ProfileListening.find, Wav.reading). Hektor's own code throws
        // IllegalArgumentException only for the command line, which ends there with its sentence: outside cli no
        // catch of it (or of Mistake, a sentence of the catalogue) may stand around a call of Hektor's own methods.
        // Parsers with an exception type of their own (PgnException, BadMessageException) are not covered yet. Catches
        // around the JDK's sound and network calls, which answer with it, are the JDK's edge and stay. A scenario line
        // is read as a value (ArbiterScript.reading answers its sentence with the line's number; read throws it for the
        // command line). A journal's header is read as a value too (Journal.reading: the time control, the profile,
        // the choices and the FEN each answer with their reason), and so is each record (JournalCodec.read): the store
        // catches not even a RuntimeException around Hektor's code.
        codeUnits().that().areDeclaredInClassesThat().resideOutsideOfPackage("org.hektor.cli..")
                .should(new ArchCondition<JavaCodeUnit>("catch no IllegalArgumentException of Hektor's own code") {
                    @Override
                    public void check(JavaCodeUnit unit, ConditionEvents events) {
                        boolean inStore = unit.getOwner().getPackageName().equals("org.hektor.store");
                        for (TryCatchBlock block : unit.getTryCatchBlocks()) {
                            boolean callsHektor = block.getAccessesContainedInTryBlock().stream()
                                    .anyMatch(a -> a instanceof JavaMethodCall
                                            && a.getTarget().getOwner().getPackageName().startsWith("org.hektor"));
                            for (JavaClass caught : block.getCaughtThrowables()) {
                                boolean plain = caught.isEquivalentTo(IllegalArgumentException.class)
                                        || caught.isEquivalentTo(Mistake.class)
                                        || caught.isEquivalentTo(RuntimeException.class) && inStore;
                                if (callsHektor && plain) {
                                    events.add(SimpleConditionEvent.violated(unit, unit.getFullName() + " catches "
                                            + caught.getSimpleName() + " " + block.getSourceCodeLocation()));
                                }
                            }
                        }
                    }
                })
                .check(CLASSES);
    }

    @Test
    void theLibraryIsGivenItsConfigurationAndReadsNoSystemProperty() {
        // Configuration is passed in: the recognisers' tuning (LearnedTuning), the way foreign words are heard
        // (Recognition.ForeignWords) and the like are given by whoever builds them; a benchmark builds its variants
        // itself. Outside the command line no code reads a system property; the command line reads only the JVM's own
        // facts (where it runs from, its class path, the user's home, the Java version).
        noClasses().that().resideOutsideOfPackage("org.hektor.cli..")
                .should().callMethodWhere(describe("a reader of system properties", c -> isPropertyReader(c)))
                .check(CLASSES);
        Set<String> jvmFacts = Set.of("jpackage.app-path", "java.class.path", "java.home", "java.version", "user.home");
        noClasses().should().callMethodWhere(describe("a reader of system properties not at a JVM fact's name",
                        c -> isPropertyReader(c) && !readsOneOf(c, jvmFacts)))
                .check(CLASSES);
    }

    private static boolean isPropertyReader(JavaMethodCall call) {
        String owner = call.getTarget().getOwner().getName();
        String name = call.getName();
        return owner.equals(System.class.getName()) && (name.equals("getProperty") || name.equals("getProperties"))
                || owner.equals(Integer.class.getName()) && name.equals("getInteger")
                || owner.equals(Long.class.getName()) && name.equals("getLong")
                || owner.equals(Boolean.class.getName()) && name.equals("getBoolean");
    }

    /**
     * Whether every property read on the call's source line names one of {@code names} as a string: the bytecode keeps
     * a property's name as a constant that ArchUnit does not show, so the line of the source is read.
     */
    private static boolean readsOneOf(JavaMethodCall call, Set<String> names) {
        String file = call.getOriginOwner().getPackageName().replace('.', '/') + "/"
                + call.getSourceCodeLocation().getSourceFileName();
        try {
            String line = Files.readAllLines(Path.of("src/main/java", file))
                    .get(call.getLineNumber() - 1);
            Matcher reader = Pattern.compile("get(Property|Properties|Integer|Long|Boolean)\\((\"([^\"]*)\")?")
                    .matcher(line);
            while (reader.find()) {
                if (reader.group(3) == null || !names.contains(reader.group(3))) {
                    return false;
                }
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theEventsOfACommandAreCollectedByTheSessionAlone() {
        // One owner per piece of state: the read-back, the opponent's input and the game return the events they make;
        // the session alone collects a command's events, journals the command and then publishes them. No other
        // class of the session hands an event to another's keeping (an outbox that many fill).
        noClasses().that().resideInAPackage("org.hektor.session").and().doNotHaveSimpleName("GameSession")
                .should().callMethodWhere(describe("a method of another session class that keeps an event it is given",
                        c -> c.getTarget().getOwner().getPackageName().equals("org.hektor.session")
                                && !outermost(c.getTarget().getOwner()).equals(outermost(c.getOriginOwner()))
                                && c.getTarget().getRawReturnType().isEquivalentTo(void.class)
                                && c.getTarget().getRawParameterTypes().stream()
                                        .anyMatch(t -> t.isAssignableTo("org.hektor.session.Event"))))
                .check(CLASSES);
    }

    @Test
    void thePlayersWordsAreReadOnceInTheSessionAndTheUi() {
        // Each utterance understood once: the session and the interfaces read the words once (Understanding.read)
        // and ask every meaning of those readings (the move, the answer to a question, the talk words, the margin).
        // The forms that take the hypotheses themselves read them again; a tool reading one line may use them.
        Set<String> reading = Set.of("Understanding.understand", "Understanding.answer", "TalkWords.heard");
        noClasses().that().resideInAnyPackage("org.hektor.session", "org.hektor.ui..")
                .should().callMethodWhere(describe("a meaning asked of hypotheses not yet read",
                        c -> reading.contains(c.getTarget().getOwner().getSimpleName() + "." + c.getTarget().getName())
                                && c.getTarget().getRawParameterTypes().stream()
                                        .anyMatch(t -> t.isEquivalentTo(List.class))))
                .check(CLASSES);
    }

    @Test
    void eachPieceOfSessionStateHasOneOwner() {
        // One owner per piece of state: a class of the session changes only its own fields and asks the owner of any
        // other (the read-back waits for the player's words through Play, never by setting Play's fields); a class's
        // nested classes are its own (Settings fills in its private Copy)...
        noClasses().that().resideInAPackage("org.hektor.session")
                .should().setFieldWhere(describe("a field of another class",
                        a -> !outermost(a.getTarget().getOwner()).equals(outermost(a.getOriginOwner()))))
                .check(CLASSES);
        // ...and what can change (a field that is not final, a collection or map) is private to its owner
        fields().that().areDeclaredInClassesThat().resideInAPackage("org.hektor.session").and().areNotFinal()
                .and().areNotStatic()
                .should().bePrivate()
                .check(CLASSES);
        fields().that().areDeclaredInClassesThat().resideInAPackage("org.hektor.session").and().areNotStatic()
                .and(describe("a collection or map", f -> f.getRawType().isAssignableTo(Collection.class)
                        || f.getRawType().isAssignableTo(Map.class)))
                .should().bePrivate()
                .check(CLASSES);
    }

    @Test
    void theArbitersLawGroupsSetOnlyTheirOwnFields() {
        // One owner per piece of state: a law group sets its own fields; the game state they share changes through
        // its own steps (a new turn, an offer, a claim, the envelope, a sheet or board), the turn in progress
        // through its own (what was touched, released, announced, obliged)
        noClasses().that().resideInAPackage("org.hektor.arbiter")
                .should().setFieldWhere(describe("a field of another class",
                        a -> !outermost(a.getTarget().getOwner()).equals(outermost(a.getOriginOwner()))))
                .check(CLASSES);
        // and the collections the law groups share are changed only by their owner (the game state, the turn)
        fields().that().areDeclaredInClassesThat().resideInAPackage("org.hektor.arbiter").and().areNotStatic()
                .and(describe("a collection or map", f -> f.getRawType().isAssignableTo(Collection.class)
                        || f.getRawType().isAssignableTo(Map.class)))
                .should().bePrivate()
                .check(CLASSES);
    }

    private static JavaClass outermost(JavaClass c) {
        return c.getEnclosingClass().map(ArchitectureTest::outermost).orElse(c);
    }

    private static boolean isListOfEvents(JavaType type) {
        return type instanceof JavaParameterizedType p && p.toErasure().isAssignableTo(Collection.class)
                && p.getActualTypeArguments().stream().map(JavaType::toErasure).anyMatch(a ->
                        a.isAssignableTo("org.hektor.arbiter.ArbiterEvent") || a.isAssignableTo("org.hektor.session.Event"));
    }

    @Test
    void theArbitersOwnTestsNeedNeitherTheScriptNorTheCli() {
        // the laws are tested through the arbiter's API; the scenario files are the script's tests
        JavaClasses arbiterTests = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
                .importPackages("org.hektor.arbiter");
        noClasses().that().resideInAPackage("org.hektor.arbiter")
                .should().dependOnClassesThat().resideInAnyPackage("org.hektor.arbiter.script..", "org.hektor.cli..")
                .check(arbiterTests);
    }

    @Test
    void theArbiterScriptReadsScenariosOverTheArbiterAndTheSpokenWords() {
        // docs/arbiter-scenarios.md: the script reader understands moves in the player's words (notation) and
        // prints the arbiter's events; the cli opens the file and prints. The arbiter itself never needs the script.
        classes().that().resideInAPackage("org.hektor.arbiter.script..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("org.hektor.arbiter..", "org.hektor.notation..", "org.hektor.sync..",
                        "org.hektor.chess..", "org.hektor.clock..", "org.hektor.words..", "java..")
                .check(CLASSES);
    }

    @Test
    void wordsSayTheFactsOfThePureCoreAndNothingAboveIt() {
        // design-notes: words is the one place where game facts become sentences; the session, the tablet, the
        // console and the commands ask it, it asks none of them
        classes().that().resideInAPackage("org.hektor.words..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("org.hektor.words..", "org.hektor.chess", "org.hektor.notation..", "org.hektor.clock..",
                        "org.hektor.sync..", "org.hektor.arbiter", "java..")
                .check(CLASSES);
    }

    @Test
    void theTabletServerKnowsTheSessionOnlyThroughItsOneAdapter() {
        // design.md §2: ui.web is an edge over the session; SessionTablet (with the types inside it) alone translates
        // messages to commands
        noClasses().that().resideInAPackage("org.hektor.ui.web..")
                .and(describe("are not SessionTablet or inside it", c -> !outermost(c).getSimpleName().equals("SessionTablet")))
                .should().dependOnClassesThat().resideInAPackage("org.hektor.session..")
                .check(CLASSES);
    }

    @Test
    void noPackageDependsOnItselfThroughAnother() {
        // design.md §2: arrows run one way; each package (sub-packages apart) is a slice of its own
        slices().matching("org.hektor.(**)").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void theChessInternalsAreTheCoresAndTheSearchsAlone() {
        // design.md §4: internal sub-packages are for code nobody outside should call. The engine's search reads the
        // bitboard Board directly for speed (design-notes); everything else goes through chess's public API.
        noClasses().that().resideOutsideOfPackages("org.hektor.chess..", "org.hektor.engine.internal..")
                .should().dependOnClassesThat().resideInAPackage("org.hektor.chess.internal..")
                .check(CLASSES);
        // and the search only through its narrow, documented view of the board, never Board's fields
        noClasses().that().resideInAPackage("org.hektor.engine..")
                .should().dependOnClassesThat(com.tngtech.archunit.base.DescribedPredicate.describe(
                        "chess.internal other than SearchBoard", (com.tngtech.archunit.core.domain.JavaClass c) ->
                                c.getPackageName().startsWith("org.hektor.chess.internal")
                                        && !c.getName().equals("org.hektor.chess.internal.SearchBoard")))
                .check(CLASSES);
    }

    @Test
    void storeKeepsTheSessionsGamesAndCallsNoEdge() {
        // design.md §2: journals and exports are written from the session's commands, events and state
        classes().that().resideInAPackage("org.hektor.store..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.store..", "org.hektor.session..",
                        "org.hektor.words..", "org.hektor.notation..", "org.hektor.clock..", "org.hektor.chess..",
                        "java..", "com.fasterxml.jackson..", "org.apache.commons.lang3..")
                .check(CLASSES);
    }

    @Test
    void theConsoleIsAnEdgeOverTheSession() {
        // design.md §2: ui.console reads the keyboard into commands and prints events; the talk key is speech's
        classes().that().resideInAPackage("org.hektor.ui.console..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.ui.console..",
                        "org.hektor.session..", "org.hektor.words..", "org.hektor.notation..", "org.hektor.clock..",
                        "org.hektor.chess..", "org.hektor.speech..", "java..")
                .check(CLASSES);
    }

    @Test
    void theTabletIsAnEdgeOverTheSessionAndItsServer() {
        classes().that().resideInAPackage("org.hektor.ui.web..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.ui.web..", "org.hektor.session..",
                        "org.hektor.words..", "org.hektor.notation..", "org.hektor.clock..", "org.hektor.chess",
                        "java..", "io.javalin..", "org.eclipse.jetty..", "com.fasterxml.jackson..", "jakarta.servlet..",
                        "kotlin..")
                .check(CLASSES);
    }

    @Test
    void theReviewSitsOverTheEngineTheWordsAndTheStore() {
        // the review after a game: positions analysed by an engine, moves judged, said in the profile's words; the
        // Braille of its text is the store's; it knows no session, speech or page, and nothing but cli calls it
        classes().that().resideInAPackage("org.hektor.review..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.hektor.review..", "org.hektor.engine",
                        "org.hektor.chess", "org.hektor.notation..", "org.hektor.words..", "org.hektor.store..", "java..")
                .check(CLASSES);
        noClasses().that().resideOutsideOfPackages("org.hektor.review..", "org.hektor.cli..")
                .should().dependOnClassesThat().resideInAPackage("org.hektor.review..")
                .check(CLASSES);
    }

    @Test
    void nothingBelowTheCommandLineCallsIt() {
        // design.md §2: cli assembles everything; nothing depends on it
        noClasses().that().resideOutsideOfPackage("org.hektor.cli..")
                .should().dependOnClassesThat().resideInAPackage("org.hektor.cli..")
                .check(CLASSES);
    }
}
