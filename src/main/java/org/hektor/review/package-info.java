/**
 * The review after a game: every position evaluated by an engine ({@link org.hektor.engine.Analyst}), each move
 * judged by the winning chances it lost ({@link WinChances}, lichess's expected-score scale), the analysis kept
 * beside the game ({@link AnalysisFile}), the annotated PGN ({@link AnnotatedPgn}), the summary and the review in
 * words ({@link ReviewWords}), the dialogue by keys ({@link ReviewDialogue}) and the benchmark against Stockfish
 * ({@link ReviewBenchmark}).
 */
package org.hektor.review;
