package org.hektor.store;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.lang3.StringUtils;

/**
 * Text in six-dot braille, for the scoresheet a visually impaired player keeps in Braille (rule 2.5).
 *
 * <p>The transcription is uncontracted Unified English Braille (UEB grade 1), symbol by symbol, so that every
 * character of an algebraic move is written and nothing depends on contraction rules: letters as themselves;
 * a capital (the piece letters K Q R B N, castling's O) after the capital indicator ⠠; digits after the number
 * sign ⠼ as the letters a–j, the number sign written again after anything that ends a number; a letter a–j right
 * after a digit after the grade-1 indicator ⠰, so it is not read as a digit ({@code R1a3} is ⠠⠗⠼⠁⠰⠁⠼⠉).
 * Symbols: {@code x} capture ⠭ (the letter), {@code +} check ⠐⠖, {@code #} mate ⠸⠹, {@code =} promotion ⠐⠶,
 * {@code -} ⠤, {@code .} ⠲, {@code /} ⠸⠌, {@code ,} ⠂, {@code :} ⠒, {@code ;} ⠆, {@code (} ⠐⠣, {@code )} ⠐⠜,
 * {@code !} ⠖, {@code ?} ⠦, {@code '} ⠄. Letters with accents lose them (ä is a); other characters are left out.
 * So {@code 1. e4 Nf6} is ⠼⠁⠲⠀⠑⠼⠙⠀⠠⠝⠋⠼⠋.
 *
 * <p>Cells are Unicode braille patterns (U+2800–U+283F) for screen and braille display; {@link #brf} turns them
 * into North American Braille ASCII, the format of {@code .brf} files that embossers print.
 */
public final class Braille {
    /** Cells per line on a standard embosser page, and lines per page. */
    public static final int LINE_CELLS = 40;
    public static final int PAGE_LINES = 25;

    private static final String LETTERS = "⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵";
    private static final char CAPITAL = '⠠';
    private static final char NUMBER = '⠼';
    private static final char GRADE_ONE = '⠰';
    private static final char SPACE = '⠀';
    private static final String INDENT = "⠀⠀";
    /** Braille ASCII for the cells U+2800 to U+283F, in order. */
    private static final String ASCII = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

    private Braille() {
    }

    /** One line of text as braille cells (a space is the blank cell U+2800). */
    public static String cells(String text) {
        String plain = StringUtils.stripAccents(text);
        StringBuilder sb = new StringBuilder();
        boolean numeric = false;
        for (char ch : plain.toCharArray()) {
            if (ch >= '0' && ch <= '9') {
                if (!numeric) {
                    sb.append(NUMBER);
                    numeric = true;
                }
                sb.append(LETTERS.charAt(ch == '0' ? 9 : ch - '1'));
            } else if (ch >= 'a' && ch <= 'z') {
                if (numeric && ch <= 'j') {
                    sb.append(GRADE_ONE);
                }
                numeric = false;
                sb.append(LETTERS.charAt(ch - 'a'));
            } else if (ch >= 'A' && ch <= 'Z') {
                numeric = false;
                sb.append(CAPITAL).append(LETTERS.charAt(ch - 'A'));
            } else if (ch == '.' || ch == ',') {
                sb.append(ch == '.' ? '⠲' : '⠂');          // the decimal point and comma continue a number
            } else {
                numeric = false;
                sb.append(switch (ch) {
                    case ' ' -> String.valueOf(SPACE);
                    case '-' -> "⠤";
                    case '+' -> "⠐⠖";
                    case '#' -> "⠸⠹";
                    case '=' -> "⠐⠶";
                    case '/' -> "⠸⠌";
                    case ':' -> "⠒";
                    case ';' -> "⠆";
                    case '(' -> "⠐⠣";
                    case ')' -> "⠐⠜";
                    case '!' -> "⠖";
                    case '?' -> "⠦";
                    case '\'' -> "⠄";
                    default -> "";
                });
            }
        }
        return sb.toString();
    }

    /**
     * Text as braille lines of at most {@link #LINE_CELLS} cells, broken between words; a word longer than a line
     * is cut. Continuation lines start two cells in, as braille scoresheets indent them.
     */
    public static List<String> wrap(String text) {
        List<String> lines = new ArrayList<>();
        String line = "";
        for (String word : text.strip().split(" +")) {
            String w = cells(word);
            if (w.isEmpty()) {
                continue;
            }
            String longer = line.isEmpty() ? w : line + SPACE + w;
            if (longer.length() <= LINE_CELLS) {
                line = longer;
                continue;
            }
            if (!line.isEmpty()) {
                lines.add(line);
                line = INDENT + w;
            } else {
                line = w;
            }
            while (line.length() > LINE_CELLS) {
                lines.add(line.substring(0, LINE_CELLS));
                line = INDENT + line.substring(LINE_CELLS);
            }
        }
        if (!line.isEmpty()) {
            lines.add(line);
        }
        return lines;
    }

    /**
     * Lines of cells as a {@code .brf} file: Braille ASCII, CR LF line ends, a form feed after every
     * {@link #PAGE_LINES} lines.
     */
    public static String brf(List<String> lines) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            if (i > 0 && i % PAGE_LINES == 0) {
                sb.append('\f');
            }
            for (char cell : lines.get(i).toCharArray()) {
                sb.append(ascii(cell));
            }
            sb.append("\r\n");
        }
        return sb.toString();
    }

    /** The Braille ASCII character of one cell. */
    public static char ascii(char cell) {
        int dots = cell - '⠀';
        if (dots < 0 || dots > 0x3F) {
            throw new IllegalArgumentException("'" + cell + "' is not a six-dot braille cell.");
        }
        return ASCII.charAt(dots);
    }
}
