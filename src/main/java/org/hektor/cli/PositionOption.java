package org.hektor.cli;

import org.hektor.chess.Position;
import picocli.CommandLine.Option;

/** {@code --fen}, the same for every tool that works on one position and starts from the initial one by default. */
final class PositionOption {
    @Option(names = "--fen", description = "The position (default: the initial position).")
    String fen;

    /**
     * The position given (the initial one when none is), read when the command runs: a bad FEN is refused with the
     * reader's sentence.
     */
    Position position() {
        return Position.fromFen(fen == null ? Position.INITIAL_FEN : fen);
    }

    /** Whether {@code --fen} was given (a tool's batch of positions takes none beside it). */
    boolean given() {
        return fen != null;
    }
}
