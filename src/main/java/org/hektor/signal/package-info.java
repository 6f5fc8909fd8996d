/**
 * What an event signals besides its words: its sound ({@link Cue}) and how urgent it is ({@link Urgency}). The
 * session names them and the speech edge plays them, so both see this package and it sees nothing but the JDK.
 */
package org.hektor.signal;
