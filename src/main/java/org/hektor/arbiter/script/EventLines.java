package org.hektor.arbiter.script;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.hektor.arbiter.ArbiterEvent;
import org.hektor.arbiter.Envelope;
import org.hektor.arbiter.SealedMove;
import org.hektor.chess.Color;
import org.hektor.chess.Outcome;
import org.hektor.chess.Position;
import org.hektor.clock.ClockSnapshot;
import org.hektor.sync.Correction;
import org.hektor.sync.Divergence;
import org.hektor.words.Instructions;
import org.hektor.words.Refusals;
import org.hektor.sync.Reconciliation;
import org.hektor.sync.Scoresheet;

/** The printed form of arbiter events, one line each (plans add explanation and instruction lines): README. */
final class EventLines {
    private final Function<Color, Instructions> instructions;
    private final Position start;

    EventLines(Function<Color, Instructions> instructions, Position start) {
        this.instructions = instructions;
        this.start = start;
    }

    List<String> lines(ArbiterEvent event) {
        List<String> out = new ArrayList<>();
        if (event instanceof ArbiterEvent.Refused r) {
            out.add("refused" + (r.player() == null ? "" : " " + name(r.player())) + ": "
                    + Refusals.english().say(r.why(), r.player()));
        } else if (event instanceof ArbiterEvent.Touched t) {
            out.add("touched " + name(t.player()) + " " + t.square().name() + " " + t.piece().fenLetter()
                    + (t.reported() ? " (told to " + name(t.player().opposite()) + ", 2.9e)" : "") + ": "
                    + t.obligation().rule().article() + " " + t.obligation().description());
        } else if (event instanceof ArbiterEvent.Adjusted a) {
            out.add("adjusted " + name(a.player()) + " " + a.square().name() + " (4.2)");
        } else if (event instanceof ArbiterEvent.Announced a) {
            out.add("announced " + name(a.player()) + " " + (a.san().equals(a.move().uci())
                    ? a.move().uci() + ", not a legal move" : a.san() + " " + a.move().uci()));
        } else if (event instanceof ArbiterEvent.Corrected c) {
            out.add("corrected " + name(c.player()) + " " + c.wasSan() + " -> " + c.san() + " " + c.now().uci() + " (2.6)");
        } else if (event instanceof ArbiterEvent.Moved m) {
            out.add("moved " + name(m.player()) + " " + m.ply() + " " + m.san() + " " + m.move().uci() + "; "
                    + clock(m.clock()));
        } else if (event instanceof ArbiterEvent.IllegalMove i) {
            out.add("illegal " + name(i.player()) + " " + i.ply() + " " + i.move().uci() + (i.claimable()
                    ? ", stands unless " + name(i.player().opposite()) + " claims it before his move ("
                            + i.rule().article() + ")"
                    : ", number " + i.count() + " (" + i.rule().article() + ")"));
        } else if (event instanceof ArbiterEvent.TimeAdded t) {
            out.add("time " + name(t.player()) + " +" + hms(t.amount()) + " (" + t.rule().article() + "): "
                    + ScriptWords.hms(t.remainingMillis()));
        } else if (event instanceof ArbiterEvent.Clocks c) {
            out.add("clocks " + (c.running() ? "running" : "stopped") + " (" + c.rule().article() + ")");
        } else if (event instanceof ArbiterEvent.ClockSet c) {
            out.add("clock set (" + c.rule().article() + ") at ply " + c.clock().ply() + ": " + clock(c.clock()));
        } else if (event instanceof ArbiterEvent.SetBoards s) {
            out.add("set boards (" + s.rule().article() + ") to ply " + s.ply() + ": " + corrections(s.corrections()));
            say(s.corrections(), out);
        } else if (event instanceof ArbiterEvent.Followed f) {
            out.add("followed " + name(f.player()) + ": " + f.placement());
        } else if (event instanceof ArbiterEvent.OfferMade o) {
            out.add("offer " + name(o.player()) + " with ply " + o.ply() + (o.inTime() ? "" : ", not between move and "
                    + "clock press but it stands") + " (9.1.2.1); (=) on both scoresheets (9.1.2.2)");
        } else if (event instanceof ArbiterEvent.OfferDeclined d) {
            out.add("declined " + name(d.player()) + ": " + d.how() + " (9.1.2.1)");
        } else if (event instanceof ArbiterEvent.ClaimRejected c) {
            out.add("claim rejected " + name(c.player()) + " " + c.claim().name().toLowerCase(Locale.ROOT) + " ("
                    + c.rule().article() + "): " + c.reason() + (c.mustPlay() == null ? ""
                    : "; must play " + c.mustPlaySan()));
        } else if (event instanceof ArbiterEvent.ClaimUpheld c) {
            out.add("claim upheld " + name(c.player()) + " " + c.claim().name().toLowerCase(Locale.ROOT) + " ("
                    + c.rule().article() + "): " + c.reason());
        } else if (event instanceof ArbiterEvent.Obliged o) {
            out.add("must " + name(o.player()) + ": " + o.obligation().rule().article() + " " + o.obligation().description());
        } else if (event instanceof ArbiterEvent.FlagFell f) {
            out.add("flag " + name(f.player()) + " (" + f.rule().article() + ")");
        } else if (event instanceof ArbiterEvent.BothFlagsPlayOn b) {
            out.add("both flags down (" + b.rule().article() + "): the game goes on");
        } else if (event instanceof ArbiterEvent.GameOver g) {
            Outcome o = g.outcome();
            out.add("game over " + o.result() + " " + o.termination().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                    + " (" + g.rule().article() + "): " + g.reason());
        } else if (event instanceof ArbiterEvent.Checked c) {
            out.add(c.divergence().map(EventLines::divergence).orElse("in order"));
        } else if (event instanceof ArbiterEvent.Reconciled r) {
            plan(r.plan(), out);
        } else if (event instanceof ArbiterEvent.Sealed s) {
            out.add("sealed " + name(s.player()) + " (A1)");
        } else if (event instanceof ArbiterEvent.Adjourned a) {
            out.add(envelope(a.envelope()));
        } else if (event instanceof ArbiterEvent.Opened o) {
            SealedMove.Opened r = o.reading();
            out.add("opened " + name(o.sealer()) + "'s envelope: \"" + r.written() + "\" " + (r instanceof
                    SealedMove.Opened.Legal l ? l.san() + " " + l.move().uci() + " (A9)"
                    : ((SealedMove.Opened.Invalid) r).rule().article() + " " + ((SealedMove.Opened.Invalid) r).reason()));
        } else {
            throw new IllegalStateException("No printed form for " + event);
        }
        return out;
    }

    /** The plan's line opens with its article, which the plan itself names ({@link Reconciliation#rule()}). */
    private void plan(Reconciliation plan, List<String> out) {
        out.add("plan " + plan.rule() + planned(plan));
        for (String sentence : instructions.apply(Color.WHITE).explain(plan, start)) {
            out.add("explain: " + sentence);
        }
        say(plan.corrections(), out);
    }

    /** What the plan does, after "plan ARTICLE". */
    private static String planned(Reconciliation plan) {
        if (plan instanceof Reconciliation.InOrder p) {
            return " at ply " + p.ply() + ": in order";
        } else if (plan instanceof Reconciliation.CompleteScoresheets c) {
            return ": complete the scoresheets to ply " + c.ply() + ": white has " + c.written().get(Color.WHITE)
                    + ", black " + c.written().get(Color.BLACK);
        } else if (plan instanceof Reconciliation.CorrectScoresheets c) {
            List<String> sheets = new ArrayList<>();
            for (Color color : Color.values()) {
                if (c.from().containsKey(color)) {
                    sheets.add(name(color) + " from ply " + c.from().get(color));
                }
            }
            return ": correct the scoresheets to ply " + c.ply() + ": " + String.join(", ", sheets);
        } else if (plan instanceof Reconciliation.CorrectBoards c) {
            return " at ply " + c.ply() + ": " + corrections(c.corrections());
        }
        Reconciliation.Rewind r = (Reconciliation.Rewind) plan;
        List<String> sheets = new ArrayList<>();
        for (Color c : Color.values()) {
            Scoresheet.Entry e = r.entries().get(c);
            sheets.add(name(c) + " " + (e == null ? "nothing" : "\"" + e.text() + "\"" + (e.isRead() ? "" : " unreadable")));
        }
        return " back to ply " + r.ply() + " (scoresheets differ at ply " + r.differingPly() + ": "
                + String.join(", ", sheets) + "; off the record: " + colours(r.sheetsOffRecord()) + ")"
                + r.clock().map(c -> "; " + clock(c)).orElse("") + "; " + corrections(r.corrections());
    }

    private void say(Map<Color, List<Correction>> corrections, List<String> out) {
        for (Color c : Color.values()) {
            List<Correction> list = corrections.get(c);
            if (list != null && !list.isEmpty()) {
                out.add("say " + name(c) + ": " + String.join(" ", instructions.apply(c).say(list, c)));
            }
        }
    }

    private static String divergence(Divergence d) {
        if (d.boardsShowTheGame()) {
            return "scoresheets off the game at ply " + d.sheetsDifferAt().orElseThrow() + ": "
                    + colours(d.sheetsOffRecord()) + "; the boards show the game (8.1)";
        }
        List<String> parts = new ArrayList<>();
        parts.add(d.squares().isEmpty() ? "the boards agree"
                : "boards differ on " + String.join(" ", d.squares().stream().map(s -> s.name()).toList()));
        parts.add("off the record: " + colours(d.boardsOffRecord()));
        parts.add(d.sheetsDifferAt().isPresent() ? "scoresheets differ at ply " + d.sheetsDifferAt().getAsInt()
                + " (off the record: " + colours(d.sheetsOffRecord()) + ")" : "scoresheets agree");
        return "divergence: " + String.join("; ", parts);
    }

    private static String envelope(Envelope e) {
        return "adjourned (A2): white " + e.white() + ", black " + e.black() + "; position " + e.position()
                + "; used white " + hms(e.whiteUsed()) + " black " + hms(e.blackUsed()) + "; sealed by " + e.sealedBy()
                + " (" + name(e.sealer()) + ") at move " + e.moveNumber() + "; draw offer "
                + e.drawOffer().map(EventLines::name).orElse("none") + "; resumption \"" + e.resumption() + "\"; "
                + e.sealedMove();
    }

    private static String corrections(Map<Color, List<Correction>> corrections) {
        List<String> parts = new ArrayList<>();
        for (Color c : Color.values()) {
            List<Correction> list = corrections.getOrDefault(c, List.of());
            parts.add(name(c) + ": " + (list.isEmpty() ? "nothing"
                    : String.join(", ", list.stream().map(Correction::compact).toList())));
        }
        return String.join("; ", parts);
    }

    private static String clock(ClockSnapshot c) {
        if (c == null) {
            return "no clock";
        }
        return "clock white " + ScriptWords.hms(c.white().remainingMillis()) + " black "
                + ScriptWords.hms(c.black().remainingMillis());
    }

    private static String colours(java.util.Set<Color> set) {
        if (set.isEmpty()) {
            return "none";
        }
        List<String> names = new ArrayList<>();
        for (Color c : Color.values()) {
            if (set.contains(c)) {
                names.add(name(c));
            }
        }
        return String.join(" ", names);
    }

    private static String hms(Duration d) {
        return ScriptWords.hms(d.toMillis());
    }

    private static String name(Color c) {
        return ScriptWords.name(c);
    }
}
