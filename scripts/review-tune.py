#!/usr/bin/env python3
"""Tries the built-in engine's review thresholds on the tuning games: reads the per-move lines of
`hektor review-bench TUNING.pgn --moves MOVES.tsv` (both engines' evaluations, the reference's severity) and judges
each move again as review.Judgement does, with the engine's centipawns scaled by SCALE and a blunder (a mistake) from
BLUNDER (MISTAKE) points of winning chances lost. Without SCALE: tries scales and thresholds and prints the best by
F1 (found and not wrong, balanced) for blunders, then for mistakes-or-worse at the best blunder pairs. With them:
the counts for that one choice (review.Scale.BUILT_IN is 2.0 22 32).
With --recheck: the lines of `review-bench TUNING.pgn --recheck-from LOW --moves MOVES.tsv`, where every move that lost
LOW points or more on the first pass was judged again from deeper searches (review.Recheck): tries from which points
(SUSPECT, at least LOW) a move is looked at again and the deeper evaluations' scale and thresholds, first pass as
review.Scale.BUILT_IN judged it; with them, the counts for that one choice (review.Recheck.BUILT_IN).
Usage: review-tune.py MOVES.tsv [SCALE MISTAKE BLUNDER]
       review-tune.py --recheck MOVES.tsv [SUSPECT SCALE MISTAKE BLUNDER]"""
import math, sys

def evaluation(text):
    """(centipawns, mater) from White's side: mater 1 White mates, -1 Black mates, 0 none."""
    if text.startswith("#"):
        return 0, (1 if not text.startswith("#-") else -1)
    return round(float(text) * 100), 0

def for_mover(ev, white, scale):
    cp, mater = ev
    if mater:
        return 1000 if (mater == 1) == white else -1000
    cp = cp * scale
    return cp if white else -cp

def win(cp):
    cp = max(-1000, min(1000, cp))
    return 50 + 50 * (2 / (1 + math.exp(-0.00368208 * cp)) - 1)

MATE_RULES = 0.7  # review.Scale.BUILT_IN's mateRules: Hektor's centipawns beside a mate read as Stockfish's

def judged(white, before, after, best, scale, mistake, blunder):
    if best:
        return None
    mine = 1 if white else -1
    beside = 1 if scale == 1 else MATE_RULES  # lichess's scale (1) reads Stockfish's centipawns as they are
    lost = max(0, win(for_mover(before, white, scale)) - win(for_mover(after, white, scale)))
    if before[1] == mine and after[1] != mine:
        left = for_mover(after, white, beside)
        return "blunder" if after[1] == -mine or left <= 700 else "mistake" if left <= 999 else "inaccuracy"
    if before[1] != -mine and after[1] == -mine:
        had = for_mover(before, white, beside)
        return "inaccuracy" if had < -999 else "mistake" if had < -700 else "blunder"
    if before[1] and before[1] == after[1]:
        return None
    return "blunder" if lost >= blunder else "mistake" if lost >= mistake else None

def counts(rows, scale, mistake, blunder, worst):
    """(reference's, found, reported, wrong) for the severities in worst ({"blunder"} or with "mistake")."""
    ref = found = reported = wrong = 0
    for r in rows:
        h = judged(r["white"], r["t_before"], r["t_after"], r["t_best"], scale, mistake, blunder) in worst
        rb = r["ref"] in worst
        ref += rb; reported += h; found += rb and h; wrong += h and not rb
    return ref, found, reported, wrong

def f1(c):
    ref, found, reported, wrong = c
    precision, recall = (reported - wrong) / max(reported, 1), found / max(ref, 1)
    return 2 * precision * recall / max(precision + recall, 1e-9)

def line(what, c):
    ref, found, reported, wrong = c
    return (f"{what}: {found} of {ref} found ({100 * found / max(ref, 1):.1f} %), "
            f"{wrong} of {reported} reported are not ({100 * wrong / max(reported, 1):.1f} %)")

LOW = 15   # the --recheck-from of the tuning run; SUSPECT is tried from there up

def recheck_counts(rows, suspect, scale, mistake, blunder, worst):
    ref = found = reported = wrong = 0
    for r in rows:
        # looked at again below LOW: a mate let go or allowed, which review.Recheck always looks at again
        if r["first_lost"] is not None and (r["first_lost"] >= suspect or r["first_lost"] < LOW):
            sev = judged(r["white"], r["t_before"], r["t_after"], r["t_best"], scale, mistake, blunder)
        else:
            sev = r["first_sev"] if r["first_lost"] is not None else r["t_sev"]
        h = sev in worst
        rb = r["ref"] in worst
        ref += rb; reported += h; found += rb and h; wrong += h and not rb
    return ref, found, reported, wrong

def recheck_main(args):
    rows = []
    for text in open(args[0]):
        f = text.rstrip("\n").split("\t")
        rows.append({"white": f[2] == "WHITE", "ref": f[6], "t_before": evaluation(f[7]), "t_after": evaluation(f[8]),
                     "t_best": f[9] == "true", "t_sev": f[10] if f[10] != "-" else None,
                     "first_lost": float(f[11]) if len(f) > 11 else None,
                     "first_sev": (f[12] if f[12] != "-" else None) if len(f) > 12 else None})
    blunders, worse = {"blunder"}, {"blunder", "mistake"}
    if len(args) == 5:
        suspect, scale, mistake, blunder = (float(a) for a in args[1:])
        print(line("Blunders", recheck_counts(rows, suspect, scale, mistake, blunder, blunders)))
        print(line("Mistakes or worse", recheck_counts(rows, suspect, scale, mistake, blunder, worse)))
        print(f"moves looked at again: {sum(1 for r in rows if r['first_lost'] is not None and r['first_lost'] >= suspect)}"
              f" of {len(rows)}")
        return
    tried = [(f1(recheck_counts(rows, S, s, 22, b, blunders)), S, s, b) for S in [15, 17, 19, 21, 23, 26]
             for s in [1.0, 1.25, 1.5, 1.75, 2.0, 2.5] for b in range(24, 46, 2)]
    for _, S, s, b in sorted(tried, reverse=True)[:8]:
        print(line(f"suspect {S} scale {s} blunder {b}", recheck_counts(rows, S, s, 22, b, blunders)))
        for m in range(16, 30, 2):
            print("    " + line(f"mistake {m}, mistakes or worse", recheck_counts(rows, S, s, m, b, worse)))

def main():
    if sys.argv[1] == "--recheck":
        recheck_main(sys.argv[2:])
        return
    rows = []
    for text in open(sys.argv[1]):
        f = text.rstrip("\n").split("\t")
        rows.append({"white": f[2] == "WHITE", "ref": f[6], "t_before": evaluation(f[7]), "t_after": evaluation(f[8]),
                     "t_best": f[9] == "true"})
    blunders, worse = {"blunder"}, {"blunder", "mistake"}
    if len(sys.argv) == 5:
        scale, mistake, blunder = float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
        print(line("Blunders", counts(rows, scale, mistake, blunder, blunders)))
        print(line("Mistakes or worse", counts(rows, scale, mistake, blunder, worse)))
        return
    tried = [(f1(counts(rows, s, 20, b, blunders)), s, b) for s in [1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0]
             for b in range(24, 46, 2)]
    for _, s, b in sorted(tried, reverse=True)[:5]:
        print(line(f"scale {s} blunder {b}", counts(rows, s, 20, b, blunders)))
        for m in range(18, 32, 2):
            print("    " + line(f"mistake {m}, mistakes or worse", counts(rows, s, m, b, worse)))

main()
