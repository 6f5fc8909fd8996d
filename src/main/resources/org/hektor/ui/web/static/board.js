'use strict';
// The sighted player's page: an SVG board moved by tap-tap, drag or keyboard, both clocks, the moves, the
// read-back banner, draw and resign with confirmation. It holds no chess rules: every state message carries
// the legal moves of the sighted player (empty when it is not his turn), and the server decides everything.
(() => {
  const $ = id => document.getElementById(id);
  const say = HektorLink.say;
  const SVG = 'http://www.w3.org/2000/svg';
  const board = $('board');
  const layers = { squares: $('squares'), marks: $('marks'), coords: $('coords'), pieces: $('pieces'),
    targets: $('targets'), drag: $('drag') };

  let state = null;
  let receivedAt = 0;
  let words = null;
  let selected = null;     // the square of the picked-up piece
  let drag = null;         // a piece being dragged: {from, id, x, y, moved, wasSelected}
  let cursor = null;       // keyboard cursor square
  let promotion = null;    // {from, to} waiting for the chooser
  let confirmed = null;    // what the confirmation dialog does on "Yes"
  let large = localStorage.getItem('hektor.large') === 'yes';
  let touched = null;      // the square last touched, with the ply: a piece put back and taken again is one touch

  const link = HektorLink.connect('board', { status: connection, needCode: HektorLink.showPairing, message: message });

  // --- messages ---

  function connection(s) {
    HektorLink.setText($('connection'), HektorLink.connectionText(HektorLink.isOver() ? 'over' : s));
  }

  function message(m) {
    switch (m.type) {
      case 'welcome':
        words = m;
        $('pairing').hidden = true;
        $('game').hidden = false;
        document.querySelectorAll('#promotion [data-piece]').forEach(b => {
          const name = words.pieces[{ q: 'queen', r: 'rook', b: 'bishop', n: 'knight' }[b.dataset.piece]];
          b.querySelector('span').textContent = name;
        });
        break;
      case 'state':
        if (state && state.moves.length !== m.moves.length) {
          delete $('status').dataset.error;     // a refusal is old news once a move is made
        }
        state = m;
        receivedAt = performance.now();
        if (selected && !movesFrom(selected).length) {
          selected = null;
        }
        render();
        if (m.result) {
          connection('over');
        }
        break;
      case 'event':
      case 'notice':
        said(m.text);
        break;
      case 'error':
        if (link.isPaired()) {
          setStatus(m.text);
        } else {
          $('pairing-message').textContent = m.text;
        }
        break;
      case 'wait':
        $('pairing-message').textContent = m.text;
        break;
      case 'handover':
        $('handover-text').textContent = m.text;
        open('handover');
        break;
      case 'handover-done':
        close('handover');
        break;
      case 'closed':
        $('game').hidden = true;
        $('pairing').hidden = false;
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

  // --- geometry: the sighted player's side at the bottom ---

  function flipped() {
    return state && state.sighted === 'black';
  }

  function xy(square) {
    const f = square.charCodeAt(0) - 97;
    const r = square.charCodeAt(1) - 49;
    return flipped() ? { x: 7 - f, y: r } : { x: f, y: 7 - r };
  }

  function squareAtXY(x, y) {
    if (x < 0 || x > 7 || y < 0 || y > 7) {
      return null;
    }
    const f = flipped() ? 7 - x : x;
    const r = flipped() ? y : 7 - y;
    return String.fromCharCode(97 + f) + (r + 1);
  }

  function point(e) {
    const p = board.createSVGPoint();
    p.x = e.clientX;
    p.y = e.clientY;
    return p.matrixTransform(board.getScreenCTM().inverse());
  }

  function squareAt(e) {
    const p = point(e);
    return squareAtXY(Math.floor(p.x), Math.floor(p.y));
  }

  // --- the position ---

  function pieces() {
    const map = {};
    const rows = state.fen.split(' ')[0].split('/');
    rows.forEach((row, i) => {
      let f = 0;
      for (const ch of row) {
        if (ch >= '1' && ch <= '8') {
          f += Number(ch);
        } else {
          map[String.fromCharCode(97 + f) + (8 - i)] = ch;
          f++;
        }
      }
    });
    return map;
  }

  function movesFrom(square) {
    return state ? state.legal.filter(u => u.startsWith(square)) : [];
  }

  // --- drawing ---

  function el(name, attrs, parent) {
    const e = document.createElementNS(SVG, name);
    Object.entries(attrs).forEach(([k, v]) => e.setAttribute(k, v));
    if (parent) {
      parent.appendChild(e);
    }
    return e;
  }

  function rect(square, cls, parent) {
    const p = xy(square);
    return el('rect', { x: p.x, y: p.y, width: 1, height: 1, class: cls, 'data-square': square }, parent);
  }

  function pieceUse(letter, x, y, parent) {
    const white = letter === letter.toUpperCase();
    const inset = large ? 0.0 : 0.07;
    return el('use', { href: '#piece-' + letter, x: x + inset, y: y + inset,
      width: 1 - 2 * inset, height: 1 - 2 * inset, class: 'piece ' + (white ? 'white' : 'black') }, parent);
  }

  // a1 is dark (rule 2.1 of the Laws: the board is placed with a light square at each player's right)
  function onColour(x, y) {
    const sq = squareAtXY(x, y);
    return (sq.charCodeAt(0) - 97 + sq.charCodeAt(1) - 49) % 2 === 0 ? 'on-dark' : 'on-light';
  }

  function render() {
    if (!state) {
      return;
    }
    document.body.classList.toggle('large', large);
    Object.values(layers).forEach(g => g.replaceChildren());
    for (let f = 0; f < 8; f++) {
      for (let r = 0; r < 8; r++) {
        const sq = String.fromCharCode(97 + f) + (r + 1);
        rect(sq, (f + r) % 2 === 0 ? 'sq dark' : 'sq light', layers.squares);
      }
    }
    if (state.lastMove) {
      rect(state.lastMove.from, 'mark last', layers.marks);
      rect(state.lastMove.to, 'mark last', layers.marks);
    }
    if (state.check) {
      rect(state.check, 'mark check', layers.marks);
    }
    if (selected) {
      rect(selected, 'mark selected', layers.marks);
    }
    if (cursor && document.activeElement === board) {
      rect(cursor, 'mark cursor', layers.marks);
    }
    // a coordinate on a marked square takes the mark's own ink (WCAG 1.4.3: 4.5:1 on yellow, red and green)
    const marked = {};        // the uppermost mark of each square: last, check or selected
    layers.marks.querySelectorAll('rect:not(.cursor)').forEach(r => {
      marked[r.dataset.square] = 'on-' + r.getAttribute('class').replace('mark ', '');
    });
    const coord = (x, y, attrs) => {
      const sq = squareAtXY(x, y);
      return el('text', Object.assign(attrs, { class: 'coord ' + (marked[sq] || onColour(x, y)), 'data-square': sq }),
        layers.coords);
    };
    for (let i = 0; i < 8; i++) {
      const file = String.fromCharCode(97 + (flipped() ? 7 - i : i));
      const rank = String(flipped() ? i + 1 : 8 - i);
      coord(i, 7, { x: i + 0.96, y: 7.95, 'text-anchor': 'end' }).textContent = file;
      coord(0, i, { x: 0.04, y: i + 0.25 }).textContent = rank;
    }
    const map = pieces();
    Object.entries(map).forEach(([sq, letter]) => {
      if (drag && drag.moved && drag.from === sq) {
        return;
      }
      const p = xy(sq);
      const u = pieceUse(letter, p.x, p.y, layers.pieces);
      u.dataset.square = sq;
    });
    if (selected) {
      const seen = new Set();
      movesFrom(selected).forEach(u => {
        const to = u.substring(2, 4);
        if (seen.has(to)) {
          return;
        }
        seen.add(to);
        const p = xy(to);
        el('circle', { cx: p.x + 0.5, cy: p.y + 0.5, r: map[to] ? 0.44 : 0.15, class: map[to] ? 'target capture' : 'target',
          'data-square': to }, layers.targets);
      });
    }
    renderPanel();
  }

  function renderPanel() {
    const me = state.sighted;
    document.querySelectorAll('#promotion [data-piece] use').forEach(u => {
      const letter = u.closest('[data-piece]').dataset.piece;
      u.setAttribute('href', '#piece-' + (me === 'white' ? letter.toUpperCase() : letter));
    });
    const them = state.blind;
    $('clock-top').querySelector('.who').textContent = say('js.clock.them', { color: say('js.color.' + them) });
    $('clock-bottom').querySelector('.who').textContent = say('js.clock.me', { color: say('js.color.' + me) });
    $('clock-top').dataset.side = them;
    $('clock-bottom').dataset.side = me;
    tick();

    const list = $('moves');
    list.replaceChildren();
    const blackFirst = state.moves.length > 0 && state.fen && firstMoverIsBlack();
    let li = null;
    state.moves.forEach((m, i) => {
      const whiteMove = blackFirst ? i % 2 === 1 : i % 2 === 0;
      if (whiteMove || li === null) {
        li = document.createElement('li');
        list.appendChild(li);
        if (!whiteMove) {
          li.appendChild(span('…', 'w'));   // a game set up with black to move
        }
      }
      if (li.childNodes.length) {
        li.appendChild(document.createTextNode(' '));
      }
      li.appendChild(span(m.san, whiteMove ? 'w' : 'b'));
    });

    const banner = $('banner');
    let text = '';
    if (state.result) {
      text = '';      // the game-over section says it, with the scoresheet
    } else if (state.readBack && state.readBack.kind === 'repeat') {
      text = say('js.repeat.wait', { move: state.readBack.text });
    } else if (state.readBack) {
      text = say('js.readback.wait', { move: state.readBack.text });
    } else if (state.drawOffer === them) {
      text = say('js.draw.theirs');
    }
    banner.hidden = text === '';
    HektorLink.setText(banner, text);
    banner.dataset.kind = state.result ? 'over' : state.readBack ? state.readBack.kind : 'draw';

    if (!$('status').dataset.error) {
      HektorLink.setText($('status'), state.result ? '' : state.turn === me ? (state.readBack ? '' : say('js.your-move'))
        : say('js.their-move'));
    }

    const over = Boolean(state.result);
    const offered = state.drawOffer === them;
    $('draw').textContent = offered ? say('js.draw.accept') : state.drawOffer === me ? say('js.draw.offered') : say('js.draw.offer');
    $('draw').disabled = over || state.drawOffer === me;
    $('decline').hidden = !offered || over;
    $('resign').disabled = over;
    $('claim').disabled = over || state.turn !== me;     // rules 9.2, 9.3: the player having the move claims
    HektorLink.showOver(state, link);
    // last, when the banner and the buttons have taken their room: the newest move stays in view
    list.scrollTop = list.scrollHeight;
  }

  function firstMoverIsBlack() {
    // the side to move now and the number of moves made tell who moved first
    const blackToMove = state.turn === 'black';
    return (state.moves.length % 2 === 0) === blackToMove;
  }

  function span(text, cls) {
    const s = document.createElement('span');
    s.className = cls;
    s.textContent = text;
    return s;
  }

  function tick() {
    if (!state) {
      return;
    }
    const c = HektorLink.liveClocks(state, receivedAt, performance.now());
    ['clock-top', 'clock-bottom'].forEach(id => {
      const box = $(id);
      const side = box.dataset.side;
      if (!c) {
        box.querySelector('.time').textContent = 'no clock';
        return;
      }
      box.querySelector('.time').textContent = HektorLink.clockText(c[side]);
      box.classList.toggle('running', c.running === side);
      box.classList.toggle('low', c[side] < 60000);
    });
  }
  setInterval(tick, 250);

  function said(text) {
    const li = document.createElement('li');
    li.textContent = text;
    const list = $('said');
    list.prepend(li);
    while (list.children.length > 6) {
      list.lastChild.remove();
    }
  }

  function setStatus(text) {
    const s = $('status');
    s.textContent = text;
    s.dataset.error = 'yes';
    clearTimeout(setStatus.timer);
    setStatus.timer = setTimeout(() => {
      delete s.dataset.error;
      if (state) {
        renderPanel();
      }
    }, 4000);
  }

  // --- moving ---

  function select(square) {
    const touch = square + '@' + state.moves.length;
    if (selected !== square && touched !== touch) {
      link.send({ type: 'touch', square: square });   // rule 2.9e: the blind player is told of every touch
      touched = touch;
    }
    selected = square;
  }

  // --- the keyboard cursor, said for a screen reader: the square and what stands on it ---

  function squareLabel(sq) {
    return state.squares[(sq.charCodeAt(1) - 49) * 8 + (sq.charCodeAt(0) - 97)];
  }

  function cursorSay(text) {
    HektorLink.setText($('cursor-said'), text);
  }

  function refuse(from, to) {
    selected = null;
    setStatus(say('js.illegal', { from: from, to: to }));
    render();
  }

  function tryMove(from, to) {
    const moves = movesFrom(from).filter(u => u.substring(2, 4) === to);
    if (!moves.length) {
      refuse(from, to);
      return;
    }
    if (moves.length > 1) {
      promotion = { from: from, to: to };
      open('promotion');
      return;
    }
    send(from, to, null);
  }

  function send(from, to, piece) {
    const m = { type: 'move', from: from, to: to };
    if (piece) {
      m.promotion = piece;
    }
    link.send(m);
    selected = null;
    state.legal = [];          // no second move before the server answers
    render();
  }

  // a press on a square: by pointer or by Enter on the keyboard cursor
  function press(sq) {
    if (!state || !sq) {
      return false;
    }
    if (selected && selected !== sq && movesFrom(selected).some(u => u.substring(2, 4) === sq)) {
      tryMove(selected, sq);
      return false;
    }
    if (movesFrom(sq).length) {
      select(sq);
      render();
      return true;
    }
    if (selected) {
      refuse(selected, sq);
    } else if (state.turn !== state.sighted && !state.result) {
      setStatus(say('js.not-your-turn'));
    } else if (state.readBack && !state.result) {
      setStatus(say('js.wait-readback'));
    }
    return false;
  }

  board.addEventListener('pointerdown', e => {
    if (!state || e.button > 0) {
      return;
    }
    e.preventDefault();
    const sq = squareAt(e);
    const wasSelected = sq !== null && sq === selected;
    if (press(sq)) {
      drag = { from: sq, id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, wasSelected: wasSelected };
      board.setPointerCapture(e.pointerId);
    }
  });

  board.addEventListener('pointermove', e => {
    if (!drag || e.pointerId !== drag.id) {
      return;
    }
    if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 8) {
      return;
    }
    if (!drag.moved) {
      drag.moved = true;
      render();
    }
    const p = point(e);
    layers.drag.replaceChildren();
    pieceUse(pieces()[drag.from], p.x - 0.5, p.y - 0.5, layers.drag).classList.add('dragged');
  });

  board.addEventListener('pointerup', e => {
    if (!drag || e.pointerId !== drag.id) {
      return;
    }
    const d = drag;
    drag = null;
    layers.drag.replaceChildren();
    const sq = squareAt(e);
    if (d.moved && sq && sq !== d.from) {
      tryMove(d.from, sq);
    } else if (!d.moved && d.wasSelected) {
      selected = null;       // a second tap on the same piece puts it back
    }
    render();
  });

  board.addEventListener('pointercancel', () => {
    drag = null;
    render();
  });

  board.addEventListener('focus', () => {
    cursor = cursor || (state && state.sighted === 'black' ? 'e7' : 'e2');
    if (state && !state.result) {      // after the game the page says nothing unasked
      cursorSay(squareLabel(cursor));
    }
    render();
  });
  board.addEventListener('blur', () => render());

  board.addEventListener('keydown', e => {
    if (!state) {
      return;
    }
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (step) {
      const p = xy(cursor);
      cursor = squareAtXY(Math.min(7, Math.max(0, p.x + step[0])), Math.min(7, Math.max(0, p.y + step[1])));
      e.preventDefault();
      cursorSay(squareLabel(cursor));
      render();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (cursor === selected) {
        selected = null;
        render();
      } else if (press(cursor)) {
        cursorSay(say('js.cursor.picked', { square: squareLabel(cursor) }));
      }
    } else if (e.key === 'Escape') {
      selected = null;
      render();
    }
  });

  // --- dialogs and buttons ---

  function open(id) {
    const d = $(id);
    if (!d.open) {
      d.showModal();
    }
  }

  function close(id) {
    const d = $(id);
    if (d.open) {
      d.close();
    }
  }

  document.querySelectorAll('#promotion [data-piece]').forEach(b => b.addEventListener('click', () => {
    close('promotion');
    if (promotion) {
      send(promotion.from, promotion.to, b.dataset.piece);
      promotion = null;
    }
  }));
  $('promotion-cancel').addEventListener('click', () => {
    close('promotion');
    promotion = null;
    selected = null;
    render();
  });

  function ask(question, action) {
    $('confirm-title').textContent = question;
    confirmed = action;
    open('confirm');
    $('confirm-no').focus();
  }
  $('confirm-yes').addEventListener('click', () => {
    close('confirm');
    const action = confirmed;
    confirmed = null;
    if (action) {
      action();
    }
  });
  $('confirm-no').addEventListener('click', () => {
    close('confirm');
    confirmed = null;
  });

  $('draw').addEventListener('click', () => {
    if (state.drawOffer === state.blind) {
      ask(say('js.ask.accept'), () => link.send({ type: 'draw', action: 'accept' }));
    } else {
      ask(say('js.ask.offer'), () => link.send({ type: 'draw', action: 'offer' }));
    }
  });
  $('decline').addEventListener('click', () => link.send({ type: 'draw', action: 'decline' }));
  $('resign').addEventListener('click', () => ask(say('js.ask.resign'), () => link.send({ type: 'resign' })));
  $('claim').addEventListener('click', () => ask(say('js.ask.claim'),
    () => link.send({ type: 'claim' })));
  $('handover-allow').addEventListener('click', () => {
    close('handover');
    link.send({ type: 'handover', allow: true });
  });
  $('handover-refuse').addEventListener('click', () => {
    close('handover');
    link.send({ type: 'handover', allow: false });
  });

  const largeBox = $('large');
  largeBox.checked = large;
  largeBox.addEventListener('change', () => {
    large = largeBox.checked;
    localStorage.setItem('hektor.large', large ? 'yes' : 'no');
    render();
  });
})();
