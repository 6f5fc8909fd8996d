package org.hektor.chess;

import java.util.ArrayList;
import java.util.List;

/** The main line or a variation while {@link PgnReader} reads it: its moves so far and the position after them. */
final class PgnLine {
    Position position;
    /** The move this variation replaces; null for the main line. */
    final PgnMoveBuilder parent;
    final int openLine;
    final int openColumn;
    final List<PgnMoveBuilder> moves = new ArrayList<>();
    final StringBuilder commentBefore = new StringBuilder();

    PgnLine(Position start, PgnMoveBuilder parent, int openLine, int openColumn) {
        this.position = start;
        this.parent = parent;
        this.openLine = openLine;
        this.openColumn = openColumn;
    }

    PgnMoveBuilder last() {
        return moves.get(moves.size() - 1);
    }

    List<PgnMove> build() {
        List<PgnMove> list = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            // the main line's leading comment is the game's; a variation's goes to its first move
            String before = i == 0 && parent != null ? commentBefore.toString() : "";
            list.add(moves.get(i).build(before));
        }
        return list;
    }

    /** Adds a comment to the text before, a space between. */
    static void append(StringBuilder sb, String comment) {
        if (comment.isEmpty()) {
            return;
        }
        if (!sb.isEmpty()) {
            sb.append(' ');
        }
        sb.append(comment);
    }
}
