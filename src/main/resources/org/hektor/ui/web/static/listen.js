'use strict';
// The blind player's page, made for a screen reader alone: no board picture; every event goes into a live
// log; moves and commands are typed; questions are buttons and single keys; the board is an 8x8 grid of
// squares read in the profile's words ("Eva vier, weißer Bauer"), walked with the arrow keys.
(() => {
  const $ = id => document.getElementById(id);
  const say = HektorLink.say;
  let words = null;
  let state = null;
  let receivedAt = 0;
  let active = null;          // the grid's focusable square (roving tabindex)
  let typed = null;           // the line sent and not yet answered: kept in the box until Hektor takes it
  let waitSaid = false;       // "the game starts when the board pairs" said once
  const CONFIRM = $('confirm').textContent;
  const CORRECT = $('correct').textContent;

  const link = HektorLink.connect('listen', { status: connection, needCode: HektorLink.showPairing, message: message });

  function connection(s) {
    HektorLink.setText($('connection'), HektorLink.connectionText(HektorLink.isOver() ? 'over' : s));
  }

  function message(m) {
    switch (m.type) {
      case 'welcome':
        words = m;
        $('pairing').hidden = true;
        $('game').hidden = false;
        fillPieces();
        $('say').focus();
        break;
      case 'state':
        if (!state && !$('announcements').children.length) {
          m.recent.forEach(t => announce(t, 'earlier'));   // a reloaded page shows what was said, once, in the log
        }
        state = m;
        receivedAt = performance.now();
        render();
        if (!m.started && !waitSaid) {
          waitSaid = true;
          announce(say('js.wait-board'), 'info');
        }
        if (m.result) {
          connection('over');
        }
        break;
      case 'event':
      case 'notice':
        heard(m);
        break;
      case 'error':
        if (link.isPaired()) {
          error(m.text);
        } else {
          $('pairing-message').textContent = m.text;
        }
        break;
      case 'handover':
        $('handover').hidden = false;
        $('handover-text').textContent = m.text;
        announce(m.text, 'handover');
        break;
      case 'handover-done':
        $('handover').hidden = true;
        break;
      case 'closed':
        $('pairing-message').textContent = m.text;
        break;
      default:
        break;
    }
  }

  $('pairing-form').addEventListener('submit', e => {
    e.preventDefault();
    $('pairing-message').textContent = '';
    link.pair($('code').value);
  });

  // --- what Hektor says ---

  // Hektor's answer to a typed line: a refusal repeats the line and leaves it in the box to mend;
  // anything else it answered clears the box (a touch or a clock call is the opponent's, not an answer)
  function heard(m) {
    const kind = m.kind || 'notice';
    if (typed !== null && kind === 'reject') {
      announce(say('js.refused', { text: typed, reason: m.text }), kind);
      typed = null;
      $('say').select();
      return;
    }
    if (typed !== null && kind !== 'touch' && kind !== 'clock') {
      if ($('say').value.trim() === typed) {
        $('say').value = '';
      }
      typed = null;
    }
    announce(m.text, kind);
  }

  function announce(text, kind) {
    const p = document.createElement('p');
    p.textContent = text;
    p.className = kind;
    if (words) {
      p.lang = words.lang;
    }
    const log = $('announcements');
    log.appendChild(p);
    while (log.children.length > 12) {
      log.firstChild.remove();
    }
    log.scrollTop = log.scrollHeight;
  }

  function error(text) {
    const e = $('errors');
    e.textContent = '';
    // a new text node, so the same sentence twice is announced twice
    setTimeout(() => {
      e.textContent = text;
    }, 50);
  }

  // --- the state ---

  function render() {
    renderGrid();
    renderClocks();
    // the moves as a scoresheet, one line per move: "1. e4 e5", "2. Sf3 …" (a game may start with Black to move)
    const moves = $('moves');
    moves.replaceChildren();
    const fullmove = state.startMove || 1;
    let li = null;
    state.moves.forEach((m, i) => {
      const ply = i + (state.startsBlack ? 1 : 0);
      if (ply % 2 === 0 || li === null) {
        li = document.createElement('li');
        li.lang = words.lang;
        li.textContent = (fullmove + Math.floor(ply / 2)) + '.' + (ply % 2 === 1 ? ' …' : '');
        moves.appendChild(li);
      }
      li.textContent += ' ' + m.san;
    });
    const rb = state.readBack;
    const answering = (rb && rb.kind === 'confirm') || Boolean(state.question);
    $('readback').hidden = !rb && !state.question;
    $('readback-text').textContent = state.question ? state.question
      : !rb ? '' : rb.kind === 'confirm' ? say('js.readback', { move: rb.text })
        : say('js.repeat', { move: rb.text });
    // a yes/no question is answered Yes or No; a move read back is confirmed or corrected; a question naming
    // several moves is answered by typing one of them (Correction withdraws it)
    $('confirm').hidden = !answering || (Boolean(state.question) && !state.yesNo);
    $('correct').hidden = !answering;
    HektorLink.setText($('confirm'), state.yesNo ? say('js.yes') : CONFIRM);
    HektorLink.setText($('correct'), state.yesNo ? say('js.no') : CORRECT);
    const offered = state.drawOffer === state.sighted;
    $('offer').hidden = !offered;
    $('offer').textContent = offered ? say('js.draw.sighted') : '';
    $('draw').textContent = offered ? say('js.draw.accept') : state.drawOffer === state.blind ? say('js.draw.offered') : say('js.draw.offer');
    $('draw').disabled = Boolean(state.result) || state.drawOffer === state.blind;
    $('resign').disabled = Boolean(state.result);
    $('claim').disabled = Boolean(state.result);
    HektorLink.showOver(state, link);
  }

  function renderClocks() {
    if (!state) {
      return;
    }
    const c = HektorLink.liveClocks(state, receivedAt, performance.now());
    if (!c) {
      $('clocks').textContent = say('js.no-clock');
      return;
    }
    let text = say('js.clocks', { white: HektorLink.clockText(c.white), black: HektorLink.clockText(c.black) });
    if (c.running) {
      text += ' ' + say('js.running.' + c.running);
    }
    $('clocks').textContent = text;
  }
  setInterval(renderClocks, 1000);

  // --- the grid: rows from the opponent's side down to the blind player's own ---

  function orderedSquares() {
    const rows = [];
    const white = !state || state.blind === 'white';
    for (let y = 0; y < 8; y++) {
      const row = [];
      for (let x = 0; x < 8; x++) {
        const f = white ? x : 7 - x;
        const r = white ? 7 - y : y;
        row.push(String.fromCharCode(97 + f) + (r + 1));
      }
      rows.push(row);
    }
    return rows;
  }

  function label(square) {
    const i = (square.charCodeAt(1) - 49) * 8 + (square.charCodeAt(0) - 97);
    return state.squares[i];
  }

  function renderGrid() {
    const grid = $('grid');
    const rows = orderedSquares();
    if (grid.dataset.side !== state.blind) {
      grid.replaceChildren();
      grid.dataset.side = state.blind;
      rows.forEach(row => {
        const r = document.createElement('div');
        r.setAttribute('role', 'row');
        // the row's name is its rank, not its eight squares read together
        r.setAttribute('aria-label', say('js.row', { rank: state.ranks[row[0].charCodeAt(1) - 49] }));
        row.forEach(sq => {
          const cell = document.createElement('div');
          cell.setAttribute('role', 'gridcell');
          cell.id = 'cell-' + sq;
          cell.dataset.square = sq;
          cell.tabIndex = -1;
          r.appendChild(cell);
        });
        grid.appendChild(r);
      });
      active = active || (state.blind === 'white' ? 'e2' : 'e7');
    }
    rows.flat().forEach(sq => {
      const cell = $('cell-' + sq);
      HektorLink.setText(cell, label(sq));
      cell.lang = words.lang;
      cell.tabIndex = sq === active ? 0 : -1;
    });
  }

  $('grid').addEventListener('keydown', e => {
    const cell = e.target.closest('[role="gridcell"]');
    if (!cell || !state) {
      return;
    }
    const rows = orderedSquares();
    let y = rows.findIndex(r => r.includes(cell.dataset.square));
    let x = rows[y].indexOf(cell.dataset.square);
    switch (e.key) {
      case 'ArrowUp': y = Math.max(0, y - 1); break;
      case 'ArrowDown': y = Math.min(7, y + 1); break;
      case 'ArrowLeft': x = Math.max(0, x - 1); break;
      case 'ArrowRight': x = Math.min(7, x + 1); break;
      case 'Home': x = 0; break;
      case 'End': x = 7; break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        link.send({ type: 'ask', what: 'what', square: cell.dataset.square });
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    focusSquare(rows[y][x]);
  });

  $('grid').addEventListener('click', e => {
    const cell = e.target.closest('[role="gridcell"]');
    if (cell) {
      focusSquare(cell.dataset.square);
    }
  });

  function focusSquare(sq) {
    const old = $('cell-' + active);
    if (old) {
      old.tabIndex = -1;
    }
    active = sq;
    const cell = $('cell-' + sq);
    cell.tabIndex = 0;
    cell.focus();
  }

  // --- typing, questions, buttons ---

  function fillPieces() {
    const select = $('where-piece');
    select.replaceChildren();
    select.lang = words.lang;
    ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'].forEach(k => {
      const o = document.createElement('option');
      o.value = k;
      o.textContent = words.pieces[k];
      select.appendChild(o);
    });
  }

  function send(m) {
    if (link.send(m)) {
      return true;
    }
    if (!HektorLink.isOver()) {      // after the game the status says it is over, and nothing more is said
      error(say('js.not-connected'));
    }
    return false;
  }

  $('say-form').addEventListener('submit', e => {
    e.preventDefault();
    const text = $('say').value.trim();
    if (text && send({ type: 'say', text: text })) {
      typed = text;        // stays in the box until Hektor answers: refused, it is there to mend
    }
  });

  const ask = what => send({ type: 'ask', what: what });
  $('ask-repeat').addEventListener('click', () => ask('repeat'));
  $('ask-time').addEventListener('click', () => ask('time'));
  $('ask-position').addEventListener('click', () => ask('position'));
  $('ask-where').addEventListener('click', () => send({ type: 'ask', what: 'where', piece: $('where-piece').value }));
  $('where-piece').addEventListener('keydown', e => {
    if (e.key === 'Enter') {
      e.preventDefault();
      $('ask-where').click();
    }
  });
  $('confirm').addEventListener('click', () => send({ type: 'confirm' }));
  $('correct').addEventListener('click', () => send({ type: 'correct' }));

  // Hektor itself asks "are you sure" for these, aloud, and the Confirm and Correction buttons answer it
  $('draw').addEventListener('click', () => send({ type: 'draw',
    action: state && state.drawOffer === state.sighted ? 'accept' : 'offer' }));
  $('resign').addEventListener('click', () => send({ type: 'resign' }));
  $('claim').addEventListener('click', () => send({ type: 'claim' }));
  $('handover-allow').addEventListener('click', () => send({ type: 'handover', allow: true }));
  $('handover-refuse').addEventListener('click', () => send({ type: 'handover', allow: false }));
  // after any button the blind player is back in the text box, never lost on <body>
  document.querySelectorAll('#game button').forEach(b => b.addEventListener('click', () => $('say').focus()));

  // single keys (WCAG 2.1.4: they can be switched off, and never fire while typing)
  document.addEventListener('keydown', e => {
    if (!$('keys').checked || !link.isPaired() || e.ctrlKey || e.altKey || e.metaKey) {
      return;
    }
    const t = e.target;
    if (t.closest && t.closest('input, select, textarea, dialog')) {
      return;
    }
    // a key by its place where the layout puts no Latin letter (Russian: "к" is where "r" is); by its letter
    // elsewhere, so that the keys stay where a French or German keyboard prints them
    const byPlace = !/^[a-z]$/i.test(e.key) && /^Key[A-Z]$/.test(e.code);
    const key = byPlace ? e.code.slice(3).toLowerCase() : e.key.toLowerCase();
    const actions = {
      r: () => ask('repeat'),
      t: () => ask('time'),
      p: () => ask('position'),
      w: () => $('where-piece').focus(),
      s: () => focusSquare(active || 'e2'),
      m: () => $('say').focus(),
      j: () => !$('confirm').hidden && send({ type: 'confirm' }),
      k: () => !$('correct').hidden && send({ type: 'correct' })
    };
    if (actions[key]) {
      e.preventDefault();
      actions[key]();
    }
  });
})();
