#!/usr/bin/env bash
# Perft speed of hektor next to Stockfish's "go perft" (both count the last ply in bulk), same positions,
# same run. Prints nodes, seconds and nodes/second for each; the time is the whole process (JVM start
# included for hektor), taken as the best of RUNS runs.
set -euo pipefail
cd "$(dirname "$0")/.."
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
RUNS=${RUNS:-3}
[ -f target/hektor.jar ] || mvn -q -B -DskipTests package
KIWIPETE="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
now() { date +%s%N; }
measure() { # name fen depth
  local name=$1 fen=$2 depth=$3 best_h=999999999999 best_s=999999999999 nodes_h nodes_s t0 t1
  for _ in $(seq "$RUNS"); do
    t0=$(now); nodes_h=$(java -jar target/hektor.jar perft "$depth" --fen "$fen" 2>/dev/null | tail -1 | cut -d' ' -f2); t1=$(now)
    (( t1 - t0 < best_h )) && best_h=$((t1 - t0))
    t0=$(now)
    nodes_s=$(printf 'position fen %s\ngo perft %s\nquit\n' "$fen" "$depth" | "$STOCKFISH" | awk '/Nodes searched/ {print $3}')
    t1=$(now)
    (( t1 - t0 < best_s )) && best_s=$((t1 - t0))
  done
  awk -v n="$name" -v d="$depth" -v nh="$nodes_h" -v th="$best_h" -v ns="$nodes_s" -v ts="$best_s" 'BEGIN {
    printf "%-9s depth %d  hektor    %12d nodes %7.3f s %12.0f nodes/s\n", n, d, nh, th/1e9, nh/(th/1e9);
    printf "%-9s depth %d  stockfish %12d nodes %7.3f s %12.0f nodes/s\n", n, d, ns, ts/1e9, ns/(ts/1e9);
    printf "%-9s depth %d  hektor / stockfish = %.2f\n", n, d, (nh/(th/1e9))/(ns/(ts/1e9)) }'
}
measure startpos "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 6
measure kiwipete "$KIWIPETE" 5
