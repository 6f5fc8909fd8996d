'use strict';
// The connection both pages share: one WebSocket to the tablet server, pairing with the code, and coming
// back after a reload or a dropped connection. The game never depends on a page: the server sends the whole
// state again on every pairing. The code is kept in sessionStorage (this tab only) so a reload re-pairs.

/* exported HektorLink */
const HektorLink = (() => {
  const CODE = 'hektor.code';
  // Messages after which the server closes the connection: handed over, refused the board, no free place,
  // not paired in time, too many wrong codes from this device.
  const FINAL = ['closed', 'refused', 'full', 'expired', 'barred'];

  function connect(role, on) {
    let ws = null;
    let retry = 0;
    let paired = false;
    let stopped = false;
    const tokenKey = 'hektor.token.' + role;

    function open() {
      ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
      ws.onopen = () => {
        retry = 0;
        on.status('open');
        if (sessionStorage.getItem(CODE)) {
          hello();
        } else {
          on.needCode('');
        }
      };
      ws.onmessage = ev => {
        let m;
        try {
          m = JSON.parse(ev.data);
        } catch (e) {
          return;
        }
        if (m.type === 'welcome') {
          paired = true;
          if (m.token) {
            sessionStorage.setItem(tokenKey, m.token);
          }
        } else if (m.type === 'wait' && m.token) {
          sessionStorage.setItem(tokenKey, m.token);     // a refusal is remembered by the server for this token
        } else if (m.type === 'error' && !paired && /code/i.test(m.text)) {
          sessionStorage.removeItem(CODE);
          on.needCode(m.text);
          return;
        } else if (FINAL.includes(m.type)) {
          // the server closes this connection and says why: no reconnecting until a person enters the code again
          stopped = true;
          sessionStorage.removeItem(CODE);
          if (m.type === 'refused') {
            sessionStorage.removeItem(tokenKey);
          }
          if (m.type !== 'closed') {
            on.needCode(m.text);
            return;
          }
        }
        on.message(m);
      };
      ws.onclose = () => {
        paired = false;
        if (finished) {
          // the game is over and this page has shown it: the server has nothing more to say, nor has the page
          on.status('over');
          return;
        }
        if (stopped) {
          on.status('stopped');
          return;
        }
        on.status('reconnecting');
        setTimeout(open, Math.min(5000, 300 * Math.pow(2, retry++)));
      };
    }

    function hello() {
      const m = { type: 'hello', role: role, code: sessionStorage.getItem(CODE) };
      const token = sessionStorage.getItem(tokenKey);
      if (token) {
        m.token = token;
      }
      send(m);
    }

    function send(m) {
      if (ws && ws.readyState === WebSocket.OPEN) {
        ws.send(JSON.stringify(m));
        return true;
      }
      return false;
    }

    setInterval(() => send({ type: 'ping' }), 20000);
    open();
    return {
      send: send,
      pair(code) {
        sessionStorage.setItem(CODE, code.trim());
        if (ws && ws.readyState === WebSocket.OPEN) {
          hello();
        } else if (stopped) {
          stopped = false;
          open();                 // the hello goes out once the new connection is open
        }
      },
      isPaired: () => paired
    };
  }

  // A status line that is rewritten only when its words change: each change is one announcement
  function setText(element, text) {
    if (element.textContent !== text) {
      element.textContent = text;
    }
  }

  // The connection's state in words; once the game is over the status says so, and nothing else
  function connectionText(s) {
    return { open: say('js.connected'), reconnecting: say('js.reconnecting'), stopped: say('js.stopped'),
      over: say('js.over.status') }[s] || s;
  }

  // A clock reading as the pages show it: 1:05:09, 4:59, 0:07.
  function clockText(ms) {
    const total = Math.max(0, Math.floor(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const ss = (s < 10 ? '0' : '') + s;
    return h > 0 ? h + ':' + (m < 10 ? '0' : '') + m + ':' + ss : m + ':' + ss;
  }

  // The clocks of a state, counting down locally from the moment the state arrived; null without a clock.
  function liveClocks(state, receivedAt, now) {
    if (!state.clocks) {
      return null;
    }
    const c = { white: state.clocks.white, black: state.clocks.black, running: state.clocks.running };
    if (c.running) {
      c[c.running] = Math.max(0, c[c.running] - (now - receivedAt));
    }
    return c;
  }

  // Both pages ask for the pairing code the same way: the game hidden, the code field shown and focused.
  function showPairing(text) {
    document.getElementById('pairing').hidden = false;
    document.getElementById('game').hidden = true;
    document.getElementById('pairing-message').textContent = text;
    document.getElementById('code').focus();
  }

  // A finished game shows its result in words and offers the scoresheet; the server is told once the
  // page has shown it (it stays up until every page has).
  let shownFor = null;
  let pgnUrl = null;
  let finished = false;     // the result is shown: a closed connection is the end, not a loss to report
  function showOver(state, link) {
    const over = document.getElementById('over');
    over.hidden = !state.result;
    if (!state.result) {
      finished = false;
      return;
    }
    finished = true;
    document.getElementById('over-result').textContent = state.result;
    if (pgnUrl) {
      URL.revokeObjectURL(pgnUrl);
    }
    pgnUrl = URL.createObjectURL(new Blob([state.pgn || ''], { type: 'application/x-chess-pgn' }));
    document.getElementById('pgn').href = pgnUrl;
    if (shownFor !== state.result + state.moves.length && link.send({ type: 'shown' })) {
      shownFor = state.result + state.moves.length;
    }
  }

  // The page's sentences in the profile's language, served by the tablet in the page itself:
  // say('js.over', { result: r }) fills {result}.
  const WORDS = JSON.parse(document.getElementById('words').textContent);
  function say(key, vars) {
    let s = WORDS[key] || key;
    Object.keys(vars || {}).forEach(k => { s = s.split('{' + k + '}').join(vars[k]); });
    return s;
  }

  return { connect: connect, setText: setText, connectionText: connectionText, isOver: () => finished, clockText: clockText, liveClocks: liveClocks, showPairing: showPairing, showOver: showOver,
    say: say };
})();
