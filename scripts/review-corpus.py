#!/usr/bin/env python3
"""Makes the review benchmark's corpus: games of Stockfish against itself that hold blunders of every size.

Mode "even" (default): both sides play as club players do. Each move, Stockfish searches two plies with every
legal move scored (MultiPV), and the side draws its move with chances falling off with the score (a softmax; the
temperature, 40 to 150 centipawns, is the side's strength): mostly good moves, sometimes a piece left hanging.
Both sides blunder, the game swings and stays open, so a blunder costs winning chances on the lichess scale (where a
lost position's moves cost nothing): dozens of blunders to measure on.
Mode "strong": a weak side (Skill Level 0-3, one to three plies) against Skill Level 5-15 at 30 ms a move; the game
is soon lost, so few blunders count.
Prints PGN with the moves in long algebraic notation; pgn-extract makes it standard. Usage:
  review-corpus.py GAMES SEED [even|strong] | pgn-extract -s --fixresulttags > corpus.pgn"""
import math, random, subprocess, sys

def engine(skill):
    p = subprocess.Popen(["/usr/games/stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    send(p, "uci"); wait(p, "uciok")
    send(p, "setoption name Threads value 1"); send(p, f"setoption name Skill Level value {skill}")
    send(p, "isready"); wait(p, "readyok")
    return p

def send(p, line):
    p.stdin.write(line + "\n"); p.stdin.flush()

def wait(p, start):
    while True:
        line = p.stdout.readline()
        if not line or line.startswith(start):
            return line.strip()

def searched(p, go):
    """The best move, or with MultiPV every move's score from the deepest lines: (bestmove, {move: cp})."""
    send(p, go)
    scores = {}
    while True:
        line = p.stdout.readline()
        if not line or line.startswith("bestmove"):
            return (line.split() + ["(none)", "(none)"])[1], scores
        w = line.split()
        if "multipv" in w and "pv" in w and "score" in w:
            kind, value = w[w.index("score") + 1], int(w[w.index("score") + 2])
            scores[w[w.index("pv") + 1]] = value if kind == "cp" else (10000 - abs(value)) * (1 if value > 0 else -1)

def drawn(scores, temperature, rnd):
    top = max(scores.values())
    moves = list(scores)
    weights = [math.exp((scores[m] - top) / temperature) for m in moves]
    return rnd.choices(moves, weights)[0]

def main():
    games, seed = int(sys.argv[1]), int(sys.argv[2])
    even = len(sys.argv) < 4 or sys.argv[3] == "even"
    rnd = random.Random(seed)
    for g in range(games):
        if even:
            temps = [rnd.choice([40, 60, 100, 150]) for _ in range(2)]
            sides = [engine(20), engine(20)]
            for p in sides:
                send(p, "setoption name MultiPV value 256")
            names = [f"Club-{t}" for t in temps]
        else:
            skills = [rnd.choice([0, 1, 2, 3]), rnd.choice([5, 8, 10, 15])]
            goes = [f"go depth {rnd.choice([1, 2, 3])}", "go movetime 30"]
            if g % 2:
                skills.reverse()
                goes.reverse()
            sides = [engine(s) for s in skills]
            names = [f"Stockfish-skill-{s}" for s in skills]
        moves = []
        for ply in range(rnd.randint(60, 110)):
            p = sides[ply % 2]
            send(p, "position startpos moves " + " ".join(moves))
            best, scores = searched(p, "go depth 2" if even else goes[ply % 2])
            if best == "(none)":
                break
            moves.append(drawn(scores, temps[ply % 2], rnd) if even and scores else best)
        for p in sides:
            send(p, "quit"); p.wait()
        site = "club players, two plies and a softmax over every move" if even else "weak side 1-3 plies, other 30 ms"
        print(f'[Event "Hektor review corpus"]\n[Site "Stockfish: {site}"]\n[Round "{g + 1}"]\n'
              f'[White "{names[0]}"]\n[Black "{names[1]}"]\n[Result "*"]\n\n' + " ".join(moves) + " *\n", flush=True)

main()
