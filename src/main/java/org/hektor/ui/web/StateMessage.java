package org.hektor.ui.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hektor.chess.Pgn;
import org.hektor.chess.PgnGame;
import org.hektor.chess.PgnMove;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;
import org.hektor.notation.Announcer;
import org.hektor.words.TabletWords;

/**
 * The {@code state} message: a {@link TabletState} with everything a page draws worked out on the server, so
 * the pages hold no chess rules (docs/tablet.md lists the fields). A page gets one after pairing and
 * after every event, and renders from it alone.
 */
final class StateMessage {
    private final TabletWords words;
    private final Announcer announcer;

    StateMessage(TabletWords words) {
        this.words = words;
        this.announcer = new Announcer(words.profile());
    }

    String json(TabletState state, Role role) {
        return json(state, role, "*");
    }

    /** The state for a page of {@code role}; once the game is over it carries the scoresheet as PGN. */
    String json(TabletState state, Role role, String resultToken) {
        ObjectNode o = Wire.MAPPER.createObjectNode();
        o.put("type", "state");
        Position position = state.start();
        o.put("startMove", position.fullmoveNumber());            // the scoresheet's numbering
        o.put("startsBlack", position.sideToMove() == Color.BLACK);
        ArrayNode moves = o.putArray("moves");
        for (Move m : state.moves()) {
            ObjectNode mv = moves.addObject();
            mv.put("san", San.of(position, m, words.profile().letters()));
            mv.put("spoken", announcer.announce(position, m));
            position = position.play(m);
        }
        o.put("fen", position.fen());
        o.put("turn", color(position.sideToMove()));
        o.put("sighted", color(state.sightedSide()));
        o.put("blind", color(state.blindSide()));
        if (state.moves().isEmpty()) {
            o.putNull("lastMove");
        } else {
            Move last = state.moves().get(state.moves().size() - 1);
            o.putObject("lastMove").put("from", last.from().name()).put("to", last.to().name());
        }
        if (position.isCheck()) {
            o.put("check", position.kingSquare(position.sideToMove()).name());
        } else {
            o.putNull("check");
        }
        // Only the board page moves pieces, and only the sighted player's, on his turn, while nothing is pending.
        ArrayNode legal = o.putArray("legal");
        if (role == Role.BOARD && position.sideToMove() == state.sightedSide() && state.result().isEmpty()
                && state.readBack().isEmpty()) {
            position.legalMoves().forEach(m -> legal.add(m.uci()));
        }
        state.clocks().ifPresentOrElse(c -> {
            ObjectNode clocks = o.putObject("clocks");
            clocks.put("white", c.whiteMillis());
            clocks.put("black", c.blackMillis());
            c.running().ifPresentOrElse(r -> clocks.put("running", color(r)), () -> clocks.putNull("running"));
        }, () -> o.putNull("clocks"));
        state.readBack().ifPresentOrElse(r -> o.putObject("readBack")
                        .put("kind", r.kind().name().toLowerCase(Locale.ROOT)).put("text", r.text()),
                () -> o.putNull("readBack"));
        state.question().ifPresentOrElse(q -> o.put("question", q), () -> o.putNull("question"));
        // a yes/no question gets Yes and No buttons; a question naming moves is answered by typing one
        o.put("yesNo", state.question().isPresent() && state.yesNo());
        o.put("started", state.started());
        state.drawOffer().ifPresentOrElse(c -> o.put("drawOffer", color(c)), () -> o.putNull("drawOffer"));
        state.result().ifPresentOrElse(r -> o.put("result", r), () -> o.putNull("result"));
        if (state.result().isPresent()) {
            o.put("pgn", scoresheet(state, resultToken));
        }
        ArrayNode recent = o.putArray("recent");
        state.recent().forEach(recent::add);
        ArrayNode ranks = o.putArray("ranks");          // the grid's rows are named by their rank, in words
        for (int r = 0; r < 8; r++) {
            ranks.add(words.profile().rank(r));
        }
        ArrayNode squares = o.putArray("squares");
        for (Square sq : Square.all()) {
            squares.add(words.square(position, sq));
        }
        return o.toString();
    }

    /** The game's moves in PGN export format, for the pages' download of the scoresheet. */
    private static String scoresheet(TabletState state, String resultToken) {
        List<PgnMove> moves = new ArrayList<>();
        Position p = state.start();
        for (Move m : state.moves()) {
            moves.add(PgnMove.of(p, m));
            p = p.play(m);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Hektor");
        tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tags.put("Result", resultToken);
        return Pgn.write(new PgnGame(tags, state.start(), "", moves, resultToken));
    }

    static String color(Color c) {
        return c.name().toLowerCase(Locale.ROOT);
    }
}
