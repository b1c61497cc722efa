package io.github.poolbench.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class JvmInfoTest {

    @Test
    void probesTheRunningJvm() throws Exception {
        JvmInfo info = JvmInfo.probe(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        assertThat(info.major()).isEqualTo(Runtime.version().feature());
        assertThat(info.runtimeVersion()).isEqualTo(System.getProperty("java.runtime.version"));
        assertThat(info.vendor()).isEqualTo(System.getProperty("java.vendor"));
    }

    @Test
    void aPathThatIsNotAJavaExecutableIsRefusedWithAHint() {
        assertThatThrownBy(() -> JvmInfo.probe("/no/such/bin/java"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not an executable java: /no/such/bin/java")
                .hasMessageContaining("-Djmh.jvms");
    }
}
