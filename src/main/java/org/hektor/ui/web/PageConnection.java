package org.hektor.ui.web;

import io.javalin.websocket.WsContext;
import java.util.concurrent.ScheduledFuture;
import org.eclipse.jetty.websocket.api.Callback;

/** One page's WebSocket: its role once paired, its wrong codes, and the address it comes from. */
final class PageConnection {
    final WsContext ctx;
    final String address;
    final Pairing.Attempts attempts = new Pairing.Attempts();
    Role role;                       // null until paired
    String waitToken;                // the token a page waiting for the board was given, to remember a refusal by
    ScheduledFuture<?> pairingTimeout;

    PageConnection(WsContext ctx, String address) {
        this.ctx = ctx;
        this.address = address;
    }

    /**
     * Sends a message without waiting. A send that fails drops the connection: the page sees it close, reconnects
     * and is sent the whole state, so a lost message never leaves a page silently behind the game.
     */
    void send(String json) {
        if (ctx.session.isOpen()) {
            ctx.session.sendText(json, Callback.from(() -> { }, failure -> ctx.session.disconnect()));
        }
    }

    /** Sends the page its last message (it shows the text and stops reconnecting) and closes the connection. */
    void close(String json, String reason) {
        if (json != null) {
            send(json);
        }
        ctx.closeSession(1000, reason);
    }

    void cancelTimeout() {
        if (pairingTimeout != null) {
            pairingTimeout.cancel(false);
        }
    }
}
