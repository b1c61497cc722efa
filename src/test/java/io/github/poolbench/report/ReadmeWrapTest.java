package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/** The README's generated sections stay within {@link ReadmePage#LINE_CHARS} a line without changing what renders. */
class ReadmeWrapTest {

    /** A list item of sentences, {@code n} of them, each 60 chars. */
    private static String item(int n) {
        StringBuilder sb = new StringBuilder("- **A claim.**");
        for (int i = 0; i < n; i++) {
            sb.append(" Sentence ").append(String.format("%03d", i)).append(" says what a row costs, per JDK here.");
        }
        return sb.toString();
    }

    @Test
    void leavesLinesWithinTheLimitAsTheyAre() {
        String text = "- **A claim.** It holds.\nA paragraph.\n";

        assertThat(ReadmePage.wrap(text, 500)).isEqualTo(text);
    }

    @Test
    void wrapsAListItemAtSentenceEndsWithIndentedContinuations() {
        String line = item(30);

        List<String> lines = ReadmePage.wrap(line + "\n", 500).lines().toList();

        assertThat(line.length()).isGreaterThan(1500);
        assertThat(lines).hasSizeGreaterThanOrEqualTo(4).allMatch(l -> l.length() <= 500);
        assertThat(lines.get(0)).startsWith("- **A claim.**");
        assertThat(lines.subList(1, lines.size())).allMatch(l -> l.startsWith("  ") && !l.startsWith("   "));
        assertThat(lines.subList(0, lines.size() - 1)).allMatch(l -> l.endsWith("here."));
        assertThat(String.join(" ", lines.stream().map(String::strip).toList())).isEqualTo(line);
    }

    @Test
    void wrapsAParagraphWithoutIndent() {
        String line = item(12).substring(2);

        List<String> lines = ReadmePage.wrap(line, 300).lines().toList();

        assertThat(lines).hasSizeGreaterThan(1).allMatch(l -> l.length() <= 300 && !l.startsWith(" "));
        assertThat(String.join(" ", lines)).isEqualTo(line);
    }

    @Test
    void neverBreaksInsideACodeSpan() {
        String line = "- Run " + "`mvn -Pjmh -Dpoolbench.suites=strings-g1,strings-zgc -Dpoolbench.rounds=7` to see.";

        List<String> lines = ReadmePage.wrap(line, 40).lines().toList();

        assertThat(lines).containsExactly("- Run", "  `mvn -Pjmh -Dpoolbench.suites=strings-g1,strings-zgc -Dpoolbench.rounds=7`",
                "  to see.");
    }

    @Test
    void leavesTableRowsCommentsImagesAndUnbreakableLinesAlone() {
        String row = "| " + "x ".repeat(300) + "|";
        String comment = "<!-- " + "y ".repeat(300) + "-->";
        String image = "  ![" + "z ".repeat(300) + "](results/strings-claims.png)";
        String word = "w".repeat(600);
        String text = String.join("\n", row, comment, image, word);

        assertThat(ReadmePage.wrap(text, 500)).isEqualTo(text);
    }

    @Test
    void rejectsATooSmallLimit() {
        assertThatThrownBy(() -> ReadmePage.wrap("text", 19)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("max must be at least 20 chars, was 19");
    }

    @Property
    void wrappedWordsFitAndReadTheSame(@ForAll @Size(min = 1, max = 200) List<@AlphaChars @StringLength(min = 1,
            max = 15) String> words, @ForAll @IntRange(min = 40, max = 120) int max) {
        String line = "- " + String.join(" ", words);

        List<String> lines = ReadmePage.wrap(line, max).lines().toList();

        assertThat(lines).allMatch(l -> l.length() <= max);
        assertThat(String.join(" ", lines.stream().map(String::strip).toList())).isEqualTo(line);
    }
}
