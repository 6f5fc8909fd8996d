#!/usr/bin/env python3
"""Makes the review benchmark's corpus: Stockfish against itself, a weak side (Skill Level 0-3 searching one to
three plies, so it blunders as club players do) against a stronger one (Skill Level 5-15, 30 ms a move), so the
games hold blunders and mistakes of every size. Prints one game a line as UCI moves with its players; the Java side
(ReviewCorpus) turns them into PGN. Usage: review-corpus.py GAMES SEED > games.txt"""
import random, subprocess, sys

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

def main():
    games, seed = int(sys.argv[1]), int(sys.argv[2])
    rnd = random.Random(seed)
    for g in range(games):
        skills = [rnd.choice([0, 1, 2, 3]), rnd.choice([5, 8, 10, 15])]
        goes = [f"go depth {rnd.choice([1, 2, 3])}", "go movetime 30"]
        if g % 2:
            skills.reverse()
            goes.reverse()
        sides = [engine(s) for s in skills]
        moves = []
        for ply in range(rnd.randint(60, 110)):
            p = sides[ply % 2]
            send(p, "position startpos moves " + " ".join(moves))
            send(p, goes[ply % 2])
            best = wait(p, "bestmove").split()
            if len(best) < 2 or best[1] == "(none)":
                break
            moves.append(best[1])
        for p in sides:
            send(p, "quit"); p.wait()
        print(f"Stockfish-skill-{skills[0]} Stockfish-skill-{skills[1]} " + " ".join(moves), flush=True)

main()
