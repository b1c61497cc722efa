package io.github.poolbench.runs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Facts about a {@code bin/java} that JMH will fork onto, read by running it with
 * {@code -XshowSettings:properties -version}.
 *
 * @param java          path of the {@code java} executable
 * @param major         the feature release, e.g. 17 or 25
 * @param runtimeVersion {@code java.runtime.version}
 * @param vendor        {@code java.vendor}
 * @param vmName        {@code java.vm.name}
 */
public record JvmInfo(String java, int major, String runtimeVersion, String vendor, String vmName) {

    /**
     * Runs {@code java -XshowSettings:properties -version} and reads its properties.
     *
     * @param java path of a {@code java} executable
     * @return the JVM's facts
     * @throws IllegalArgumentException if {@code java} is not an executable file or does not
     *         report {@code java.specification.version}
     * @throws IOException if it cannot be started
     */
    public static JvmInfo probe(String java) throws IOException {
        Path path = Path.of(java);
        if (!Files.isRegularFile(path) || !Files.isExecutable(path)) {
            throw new IllegalArgumentException("not an executable java: " + java
                    + " (give the path of a bin/java in -Djmh.jvms)");
        }
        Process process = new ProcessBuilder(java, "-XshowSettings:properties", "-version")
                .redirectErrorStream(true).start();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("timed out asking " + java + " for its version");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted asking " + java + " for its version", e);
        }
        Map<String, String> props = new HashMap<>();
        for (String line : output.split("\\R")) {
            int eq = line.indexOf(" = ");
            if (eq > 0) {
                props.putIfAbsent(line.substring(0, eq).trim(), line.substring(eq + 3).trim());
            }
        }
        String spec = props.get("java.specification.version");
        if (spec == null) {
            throw new IllegalArgumentException(java + " did not report java.specification.version:\n" + output);
        }
        int major = Integer.parseInt(spec.startsWith("1.") ? spec.substring(2) : spec);
        return new JvmInfo(java, major, props.getOrDefault("java.runtime.version", "?"),
                props.getOrDefault("java.vendor", "?"), props.getOrDefault("java.vm.name", "?"));
    }
}
