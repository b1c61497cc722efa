package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The prose templates: Markdown out, nothing HTML-escaped; an unknown name is an error. */
class TemplatesTest {

    @Test
    void valuesAreWrittenAsTheyAreAndSectionsRepeat() {
        String md = Templates.render("claim-history", Map.of("catalog", "x/claims.yaml", "changes",
                List.of(Map.of("id", "O3", "date", "2026-11-22", "change", "1.0 -> 1.3 & <after> the data", "after",
                                true, "runDay", "2026-11-21"),
                        Map.of("id", "M1", "date", "2026-11-25", "change", "`margin` dropped", "sameDay", true))));
        assertThat(md).isEqualTo("\n### Changes to these claims\n\nFrom the claim catalog (`x/claims.yaml` under"
                + " `src/jmh/resources`), oldest first per claim; the published run is judged by the catalog as it is"
                + " now.\n\n- O3, 2026-11-22 (after the published run, which started 2026-11-21): 1.0 -> 1.3 & <after> the data\n"
                + "- M1, 2026-11-25 (the day the published run started): `margin` dropped\n");
    }

    @Test
    void anUnknownTemplateIsRefused() {
        assertThatThrownBy(() -> Templates.render("no-such-page", Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no-such-page");
    }

    /** An experiment's templates are its own: found from its benchmark or descriptor class, never from another's. */
    @Test
    void anExperimentsTemplatesAreInItsDescriptorsPackage() {
        Class<?> strings = io.github.poolbench.runs.Suite.of("strings").benchmarkClass();
        Class<?> events = io.github.poolbench.runs.Suite.of("events").benchmarkClass();
        assertThat(Templates.render(strings, "strings-question", Map.of())).isNotBlank();
        assertThatThrownBy(() -> Templates.render(events, "strings-question", Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no template of io.github.poolbench.events.experiment named strings-question");
        assertThatThrownBy(() -> Templates.render("strings-question", Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no report template");
    }
}
