package org.hektor.arbiter;

import java.time.Duration;
import java.util.Optional;
import org.hektor.chess.Color;

/**
 * The adjournment envelope (Annex A2): (a) the players' names, (b) the position immediately before the
 * adjournment, (c) the time used by each player, (d) the name of the player who sealed the move, (e) the number
 * of the sealed move, (f) a draw offer standing at the adjournment, (g) date, time and place of resumption;
 * and the sealed move itself, which stays unreadable until {@link SealedMove#open} (A7).
 */
public record Envelope(String white, String black, String position, Duration whiteUsed, Duration blackUsed,
                       Color sealer, String sealedBy, int moveNumber, Optional<Color> drawOffer, String resumption,
                       SealedMove sealedMove) {
}
