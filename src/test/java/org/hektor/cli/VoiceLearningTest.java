package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.session.Event;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.learned.Take;
import org.hektor.speech.hearing.learned.VoiceStore;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which utterances of a game become part of the learned voice: only those whose meaning the player confirmed, as
 * the phrase of the meaning confirmed (the move chosen after an ASK); never one taken back or cancelled; and the
 * store keeps a bounded number of them, the oldest dropped first, the recordings that taught the voice never.
 */
class VoiceLearningTest {
    private static final Profile IBCA = Profile.load("ibca");
    private static final Position START = Position.initial();
    private static final Sound SAID = Sound.silence(300);

    @TempDir
    Path dir;
    private VoiceStore store;
    private final List<String> log = new ArrayList<>();

    @BeforeEach
    void aLearnedVoice() throws Exception {
        store = new VoiceStore(dir);
        store.add("anna", new Take("ja", SAID));
    }

    private VoiceLearning learning() {
        return new VoiceLearning(store, "anna", IBCA, () -> START, log::add);
    }

    private static List<Hypothesis> heard(String... phrases) {
        return java.util.Arrays.stream(phrases).map(Hypothesis::of).toList();
    }

    private static Event.MoveMade made(String uci) {
        return new Event.MoveMade(Color.WHITE, 1, Move.fromUci(uci), "", START.play(Move.fromUci(uci)), "");
    }

    @Test
    void aMoveReadBackAndPlayedIsKeptAndOneTakenBackIsNot() throws Exception {
        try (VoiceLearning l = learning()) {
            l.heard(SAID, heard("bauer david zwei david vier"));
            l.accept(new Event.MoveProposed(Move.fromUci("d2d4"), "d4", ""));
            l.accept(new Event.Withdrawn("Zurückgenommen."));      // "Korrektur" or "nein"
            l.heard(SAID, heard("bauer eva zwei eva vier"));
            l.accept(new Event.MoveProposed(Move.fromUci("e2e4"), "e4", ""));
            l.accept(made("e2e4"));
        }
        assertEquals(List.of("bauer eva zwei eva vier"), store.heard("anna"), log.toString());
    }

    @Test
    void afterAnAskTheMoveChosenIsKeptAsThePhraseOfThatMove() throws Exception {
        try (VoiceLearning l = learning()) {
            l.heard(SAID, heard("springer gustav eins felix drei", "springer gustav eins hektor drei"));
            l.accept(new Event.Asked(List.of(Move.fromUci("g1f3"), Move.fromUci("g1h3")), ""));
            l.heard(SAID, heard("zwei"));
            l.accept(new Event.MoveProposed(Move.fromUci("g1h3"), "Nh3", ""));
            l.accept(made("g1h3"));
        }
        assertEquals(List.of("springer gustav eins hektor drei"), store.heard("anna"));
    }

    @Test
    void aDrawOfferAnsweredYesIsKeptAndOneCancelledIsNot() throws Exception {
        try (VoiceLearning l = learning()) {
            l.heard(SAID, heard("remis"));
            l.accept(new Event.ConfirmationNeeded(Event.Confirmation.OFFER_DRAW, ""));
            l.accept(new Event.Cancelled(""));                     // "nein"
            l.heard(SAID, heard("remis"));
            l.accept(new Event.ConfirmationNeeded(Event.Confirmation.OFFER_DRAW, ""));
            l.accept(new Event.DrawOffered(Color.WHITE, ""));
        }
        assertEquals(List.of("remis"), store.heard("anna"));
    }

    @Test
    void aTypedMoveHasNoSoundToKeep() throws Exception {
        try (VoiceLearning l = learning()) {
            l.heard(SAID, heard("bauer david zwei david vier"));
            l.accept(new Event.MoveProposed(Move.fromUci("e2e4"), "e4", ""));
            l.accept(made("e2e4"));
        }
        assertEquals(List.of(), store.heard("anna"));
    }

    @Test
    void theStoreKeepsTheNewestHeardTakesAndEveryTakeThatTaughtTheVoice() throws Exception {
        for (int i = 0; i < VoiceStore.MAX_HEARD + 5; i++) {
            store.addHeard("anna", new Take(i % 2 == 0 ? "ja" : "remis", SAID));
        }
        List<String> heard = store.heard("anna");
        assertEquals(VoiceStore.MAX_HEARD, heard.size());
        assertEquals("remis", heard.get(0), "the five oldest were dropped: the first kept is the sixth, 'remis'");
        assertEquals(VoiceStore.MAX_HEARD + 1, store.takes("anna").size(), "the take that taught 'ja' stays");
        try (var files = java.nio.file.Files.list(dir.resolve("anna"))) {
            assertEquals(VoiceStore.MAX_HEARD + 2, files.count(), "the dropped takes' files are gone (+ takes.tsv)");
        }
    }

    @Test
    void aTakeWhoseFileIsGoneOrBrokenIsLeftOutAndTheOthersStay() throws Exception {
        store.add("bert", new Take("ja", SAID));
        store.add("bert", new Take("nein", SAID));
        store.add("bert", new Take("remis", SAID));
        List<Path> files;
        try (var list = java.nio.file.Files.list(dir.resolve("bert"))) {
            files = list.filter(f -> f.toString().endsWith(".wav")).sorted().toList();
        }
        assertEquals(3, files.size());
        java.nio.file.Files.delete(files.get(0));
        java.nio.file.Files.writeString(files.get(1), "no sound");
        assertEquals(List.of("remis"), store.takes("bert").stream().map(Take::text).toList());
    }
}
