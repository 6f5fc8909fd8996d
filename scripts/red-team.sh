#!/usr/bin/env bash
# A red team against the tablet's server and the journal, on this machine only (every address is loopback, 127.x.y.z) and bounded in count and time:
#   kill    hektor play killed with SIGKILL 0-80 ms after the player's move in a position where the engine mates
#           at once; the next start must say the end and write the PGN (0-1).
#   damage  a journal with one random byte flipped, resumed: no stack trace may be printed.
#   flood   idle WebSockets from 8 addresses fill the tablet server; a page from a fresh address must still pair.
#   guess   wrong pairing codes from rotating addresses: how many one code took before it was replaced.
#   full    the journal's folder on a 1 MB tmpfs of its own, filled while a game is played, the last page of the
#           journal left 0-300 bytes short, so the record that finds the disk full is a different one each game (a
#           typed move, its confirmation, the engine's reply, a clock tick): Hektor must name what was not saved,
#           and once space is back every move it played must be in the journal (the game resumed holds them all).
#           Mounting needs root: without it this loop says so and is skipped.
#   scripts/red-team.sh [KILLS] [DAMAGES] [GUESSES] [FULLS]      (defaults 10 20 400 6)
set -euo pipefail
trap '' PIPE      # the tablet game may have ended before it is told to quit
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kills="${1:-10}"; damages="${2:-20}"; guesses="${3:-400}"; fulls="${4:-6}"
work="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null || true; umount "$work/full" 2>/dev/null || true; rm -rf "$work"' EXIT
(cd "$here" && mvn -q -B -o compile dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >/dev/null)
cp -r "$here/target/classes" "$work/classes"
cp="$work/classes:$(cat "$work/cp.txt")"
hektor() { timeout 120 java -cp "$cp" org.hektor.cli.Hektor "$@"; }
fen='r5k1/8/8/8/8/8/1P4PP/7K w - - 0 1'

# ---- kill ----
scored=0
for i in $(seq 1 "$kills"); do
  dir="$work/kill-$i"; mkdir -p "$dir"
  coproc H { hektor play --keyboard --silent --profile en --level 10 --seed "$i" --time 600 --color white --fen "$fen" --journal "$dir" 2>&1; }
  while IFS= read -r -u "${H[0]}" line; do [[ "$line" == "Your move." ]] && break; done
  echo b3 >&"${H[1]}"
  while IFS= read -r -u "${H[0]}" line; do [[ "$line" == *"Correct?" ]] && break; done
  echo yes >&"${H[1]}"
  sleep "0.0$(( RANDOM % 8 ))"
  pkill -9 -P "$H_PID" java 2>/dev/null || true; kill -9 "$H_PID" 2>/dev/null || true; wait "$H_PID" 2>/dev/null || true
  (sleep 3; echo yes; sleep 10) 2>/dev/null | hektor play --keyboard --silent --profile en --level 10 --time 600 --journal "$dir" --resume \
    > "$dir/next.txt" 2>&1 || true
  pgn="$(ls "$dir"/*.pgn 2>/dev/null | head -1)"
  if [[ -n "$pgn" ]] && grep -q '0-1' "$pgn" && grep -q . "$dir/finished.list"; then scored=$((scored + 1)); fi
done
echo "kill: $scored of $kills games killed 0-80 ms after the player's move were scored and exported at the next start"

# ---- damage ----
traces=0
base="$work/damage-base"; mkdir -p "$base"
(echo e4; sleep 1; echo yes; sleep 2; echo d4; sleep 1; echo yes; sleep 2; echo quit; sleep 1; echo yes) |
  hektor play --keyboard --silent --profile en --level 1 --seed 1 --time 600 --color white --journal "$base" >/dev/null 2>&1 || true
journal="$(ls "$base"/*.journal | head -1)"
for i in $(seq 1 "$damages"); do
  dir="$work/damage-$i"; mkdir -p "$dir"; cp "$journal" "$dir/"
  f="$dir/$(basename "$journal")"; size=$(stat -c %s "$f")
  printf "\\x$(printf %02x $(( RANDOM % 256 )))" | dd of="$f" bs=1 seek=$(( RANDOM % size )) conv=notrunc 2>/dev/null
  (sleep 2; echo quit; sleep 1; echo yes) 2>/dev/null | hektor play --keyboard --silent --profile en --journal "$dir" --resume > "$dir/out.txt" 2>&1 || true
  if grep -qE 'Exception|^\s+at ' "$dir/out.txt"; then traces=$((traces + 1)); fi
done
echo "damage: $traces stack traces in $damages resumes of a journal with one random byte changed"

# ---- full: a real full disk ----
mkdir -p "$work/full"
if [[ "$(id -u)" != 0 ]] || ! mount -t tmpfs -o size=1m tmpfs "$work/full" 2>/dev/null; then
  echo "full: skipped - a full disk is made by mounting a small tmpfs as the journal's folder, and mounting needs root (run this script as root)"
else
  named=0; failed=0; lost=0; kinds=""
  for i in $(seq 1 "$fulls"); do
    dir="$work/full/g$i"; slack=$(( (i * 53) % 300 ))
    # a game on a full disk waits for a page of ticks: longer than hektor()'s two minutes
    coproc H { timeout 600 java -cp "$cp" org.hektor.cli.Hektor play --keyboard --silent --profile en --level 1 --seed "$i" --time 600 --color white --journal "$dir" 2>&1; }
    exec {from}<&"${H[0]}" {to}>&"${H[1]}"     # kept open even once the coprocess has ended
    said=""; line=""
    upto() {   # reads hektor's lines until one matches $1 (or $2 seconds pass); keeps every line in $said
      while IFS= read -r -t "${2:-60}" -u "$from" line; do said+="$line"$'\n'; [[ "$line" =~ $1 ]] && return 0; done; return 1
    }
    if ! { upto 'Your move\.$' && echo e4 >&"$to" && upto 'Correct\?$' && echo yes >&"$to" && upto 'Your move\.$'; }; then
      echo "full: game $i did not start: $said" >&2; exec {from}<&- {to}>&-; wait "$H_PID" 2>/dev/null || true; continue
    fi
    journal="$(ls "$dir"/*.journal)"
    # a typed line (refused, and journaled) brings the journal to $slack bytes short of its page's end
    pad=$(( 4096 - $(stat -c %s "$journal") % 4096 - 150 - slack )); (( pad < 20 )) && pad=$(( pad + 4096 ))
    python3 -c "print('x' * $pad)" >&"$to"; upto '.'
    dd if=/dev/zero of="$work/full/filler" bs=4k 2>/dev/null || true
    for m in d4 Nf3 c4; do   # play on until the disk refuses a record (a tick does within a page's time)
      echo "$m" >&"$to"; upto 'Correct\?$|cannot be saved' && [[ "$line" == *"cannot be saved"* ]] && break
      echo yes >&"$to"; upto 'Your move\.$|cannot be saved' && [[ "$line" == *"cannot be saved"* ]] && break
    done
    [[ "$line" == *"cannot be saved"* ]] || upto 'cannot be saved' 120 || true
    if [[ "$line" == *"cannot be saved"* ]]; then
      failed=$((failed + 1))
      case "$line" in
        *"your last words were not taken."*) named=$((named + 1)); kinds+=" words" ;;
        *"the opponent's move was not saved and is not played yet."*) named=$((named + 1)); kinds+=" opponent" ;;
        *"the last move is played and is said once it is saved."*) named=$((named + 1)); kinds+=" held" ;;
        *"nothing you said or played is lost."*) named=$((named + 1)); kinds+=" tick" ;;
        *) kinds+=" unnamed" ;;
      esac
    fi
    rm -f "$work/full/filler"
    upto 'can be saved again' 30 || true; echo yes >&"$to"; upto '.' 5 || true
    sleep 3; echo state >&"$to"; upto '^state ' 30 || true; live="${line#*moves=}"; live="${live%% *}"
    echo quit >&"$to"; upto '.' 5 || true; echo yes >&"$to"; wait "$H_PID" 2>/dev/null || true
    exec {from}<&- {to}>&-
    coproc H { hektor play --keyboard --silent --profile en --level 1 --time 600 --journal "$dir" --resume 2>&1; }
    exec {from}<&"${H[0]}" {to}>&"${H[1]}"
    echo state >&"$to"; upto '^state ' 60 || true; resumed="${line#*moves=}"; resumed="${resumed%% *}"
    echo quit >&"$to"; upto '.' 5 || true; echo yes >&"$to"; wait "$H_PID" 2>/dev/null || true
    exec {from}<&- {to}>&-
    [[ -n "$live" && "$resumed" == "$live"* ]] || lost=$((lost + 1))
    echo "$said" > "$work/full-$i.txt"
  done
  umount "$work/full"
  echo "full: $failed of $fulls games met the full disk; $named of them named what was not saved (${kinds# }); $lost lost a move Hektor had played once space was back"
fi

# ---- flood and guess: the tablet server ----
port=$(( 20000 + RANDOM % 20000 ))
dir="$work/tablet"; mkdir -p "$dir"
mkfifo "$work/keys"
hektor play --mode tablet --keyboard --silent --profile en --port "$port" --journal "$dir" < "$work/keys" > "$work/tablet.txt" 2>&1 &
exec 3>"$work/keys"
for _ in $(seq 1 120); do grep -q 'Pairing code: ' "$work/tablet.txt" 2>/dev/null && break; sleep 0.5; done
python3 - "$port" "$guesses" "$work/tablet.txt" <<'PY'
import base64, json, os, re, socket, sys, time
port, guesses, console = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
def code():
    return re.findall(r'Pairing code: (\d+)', open(console).read())[-1]
def page(src):
    s = socket.socket(); s.bind((src, 0)); s.settimeout(5); s.connect(('127.0.0.1', port))
    host = '127.0.0.1:%d' % port
    s.sendall(('GET /ws HTTP/1.1\r\nHost: %s\r\nOrigin: http://%s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
               'Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n' % (host, host, base64.b64encode(os.urandom(16)).decode())).encode())
    head = b''
    while not head.endswith(b'\r\n\r\n'):
        head += s.recv(1)
    return s
def send(s, text):
    data = text.encode(); mask = os.urandom(4)
    s.sendall(bytes([0x81, 0x80 | len(data)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
def recv(s):
    def n(k):
        b = b''
        while len(b) < k:
            c = s.recv(k - len(b))
            if not c: raise EOFError
            b += c
        return b
    while True:
        h = n(2); length = h[1] & 0x7f
        if length == 126: length = int.from_bytes(n(2), 'big')
        elif length == 127: length = int.from_bytes(n(8), 'big')
        body = n(length)
        if h[0] & 0x0f == 8: raise EOFError
        if h[0] & 0x0f == 1: return json.loads(body)
def until(s, kind):
    while True:
        m = recv(s)
        if m['type'] == kind: return m
def hello(s, c, role='listen'):
    send(s, json.dumps({'type': 'hello', 'role': role, 'code': c}))
# flood: 200 idle sockets from 8 addresses, then a page from a fresh address
idle = []
for i in range(200):
    try:
        p = page('127.1.0.%d' % (1 + i % 8)); idle.append(p)
    except OSError:
        pass
t0 = time.time()
try:
    p = page('127.9.9.9'); until(p, 'pairing'); hello(p, code()); until(p, 'welcome')
    print('flood: after 200 idle sockets from 8 addresses a page from a fresh address paired in %d ms' % ((time.time() - t0) * 1000))
except Exception as e:
    print('flood: a page from a fresh address did NOT pair after 200 idle sockets from 8 addresses (%s)' % e)
for p in idle: p.close()
# guess: 4 wrong codes per address (below every per-address limit), a fresh connection each
first = code(); t0 = time.time(); wrong = 0; n = 0
for i in range(guesses):
    src = '127.2.%d.%d' % (1 + (i // 4) // 250, 1 + (i // 4) % 250)
    try:
        p = page(src); until(p, 'pairing'); hello(p, '%06d' % i if '%06d' % i != code() else '999999', 'board')
        if 'wrong' in until(p, 'error')['text']: wrong += 1
        p.close()
    except Exception:
        pass
    n += 1
codes = re.findall(r'Pairing code: (\d+)', open(console).read())
minutes = (time.time() - t0) / 60
print('guess: %d wrong codes from %d addresses in %.1f s (%d a minute, none refused); %d new codes made: one code '
      'takes at most 100 wrong guesses' % (wrong, (n + 3) // 4, minutes * 60, wrong / minutes, len(codes) - 1))
PY
{ echo quit >&3; sleep 1; echo yes >&3; exec 3>&-; } 2>/dev/null || true
console_noise=$(grep -ciE 'WARN|Exception|Host' "$work/tablet.txt" || true)
echo "console: $console_noise lines of the server's logging or a stranger's text on the tablet game's console"
