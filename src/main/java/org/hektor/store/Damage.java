package org.hektor.store;

/**
 * Where a journal stops being readable: everything before {@code line} is kept and replayed, the rest is
 * the damage. {@code torn}: the damage is only an unfinished last line, the trace of a write interrupted by a kill or
 * a power cut (that record's events never went out, so no confirmed move is in it).
 *
 * @param line the number of the first line not kept, from 1 (the header)
 * @param what what is wrong there, in English, for the log and the note beside the kept file
 */
public record Damage(int line, String what, boolean torn) {
}
