package org.hektor.ui.web;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;

/**
 * The seam's far side for tests of the server alone: a state the test sets and publishes, and a record of
 * every action the server handed over. It plays no chess; tests that need a game use the real session.
 */
final class ScriptedGame implements TabletGame {
    private final Profile profile;
    private final List<Consumer<TabletEvent>> listeners = new CopyOnWriteArrayList<>();
    final List<Submitted> submitted = new CopyOnWriteArrayList<>();
    final java.util.concurrent.atomic.AtomicInteger boardConnections = new java.util.concurrent.atomic.AtomicInteger();
    private volatile TabletState state;

    record Submitted(Role from, Inbound action) {
    }

    ScriptedGame(Profile profile, TabletState state) {
        this.profile = profile;
        this.state = state;
    }

    /** The initial position, the sighted player white, five minutes each, nothing pending. */
    static TabletState start() {
        return state(Position.initial(), List.of());
    }

    static TabletState state(Position start, List<Move> moves) {
        return new TabletState(start, moves, Color.WHITE,
                Optional.of(new TabletState.Clocks(300_000, 300_000, Optional.empty())),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of());
    }

    @Override
    public Profile profile() {
        return profile;
    }

    @Override
    public TabletState state() {
        return state;
    }

    @Override
    public Optional<String> submit(Role from, Inbound action) {
        submitted.add(new Submitted(from, action));
        return Optional.empty();
    }

    @Override
    public void subscribe(Consumer<TabletEvent> listener) {
        listeners.add(listener);
    }

    @Override
    public void boardConnected() {
        boardConnections.incrementAndGet();
    }

    void publish(TabletState next, TabletEvent event) {
        state = next;
        listeners.forEach(l -> l.accept(event));
    }
}
