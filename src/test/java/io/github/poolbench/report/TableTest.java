package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class TableTest {

    @Test
    void rendersAHeaderTheAlignmentsAndOneLinePerRow() {
        Table t = Table.of("lr", "pool", "ns/op").row("`bucketed`", "12.5 ± 0.3").row(List.of("`allocate`", 17));

        assertThat(t.markdown()).isEqualTo("""
                | pool | ns/op |
                |---|---:|
                | `bucketed` | 12.5 ± 0.3 |
                | `allocate` | 17 |
                """);
        assertThat(t.isEmpty()).isFalse();
    }

    @Test
    void anEmptyTableKeepsItsHeader() {
        Table t = Table.of("l", "JDK");

        assertThat(t.isEmpty()).isTrue();
        assertThat(t).hasToString("| JDK |\n|---|\n");
    }

    @Test
    void aRowOfTheWrongWidthOrABadAlignmentIsRefused() {
        Table t = Table.of("ll", "a", "b");

        assertThatThrownBy(() -> t.row("only one")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a row of 1 cells in a table of 2 columns");
        assertThat(t.isEmpty()).isTrue();
        assertThatThrownBy(() -> Table.of("lc", "a", "b")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("one alignment (l or r) per heading; got 'lc'");
        assertThatThrownBy(() -> Table.of("l", "a", "b")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Table.of("")).isInstanceOf(IllegalArgumentException.class);
    }
}
