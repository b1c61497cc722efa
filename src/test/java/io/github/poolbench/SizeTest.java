package io.github.poolbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The machinery around the measurements stays small enough to read: in the runner, the run
 * store, the claims, the report, the statistics and the text helpers no source file is longer
 * than {@value #MAX_FILE_LINES} lines and no method's code spans more than
 * {@value #MAX_METHOD_LINES} lines (read from the compiled classes' line numbers, so Javadoc and
 * the signature do not count; a static initializer, which gathers the field initializers of the
 * whole file, is no method here).
 */
class SizeTest {

    static final int MAX_FILE_LINES = 500;
    static final int MAX_METHOD_LINES = 80;
    private static final List<String> PACKAGES = List.of("runner", "runs", "claims", "report", "stats", "text");

    @Test
    void noSourceFileIsLongerThanTheLimit() throws IOException {
        List<String> long_ = new ArrayList<>();
        for (String p : PACKAGES) {
            try (Stream<Path> files = Files.list(Path.of("src/jmh/java/io/github/poolbench", p))) {
                for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    long lines = Files.readAllLines(f).size();
                    if (lines > MAX_FILE_LINES) {
                        long_.add(f + ": " + lines);
                    }
                }
            }
        }
        assertThat(long_).as("files over %d lines", MAX_FILE_LINES).isEmpty();
    }

    @Test
    void noMethodIsLongerThanTheLimit() throws Exception {
        Path root = Path.of(PoolBench.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("io/github/poolbench");
        List<String> long_ = new ArrayList<>();
        int methods = 0;
        for (String p : PACKAGES) {
            try (Stream<Path> files = Files.list(root.resolve(p))) {
                for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                    methods += spans(f, long_);
                }
            }
        }
        assertThat(methods).as("methods read").isGreaterThan(500);
        assertThat(long_).as("methods whose code spans more than %d lines", MAX_METHOD_LINES).isEmpty();
    }

    /** Adds each method of the class file longer than the limit to {@code long_}; returns how many methods it read. */
    private static int spans(Path classFile, List<String> long_) throws IOException {
        int[] count = {0};
        try (InputStream in = Files.newInputStream(classFile)) {
            new ClassReader(in).accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                                 String[] exceptions) {
                    count[0]++;
                    return new MethodVisitor(Opcodes.ASM9) {
                        int first = Integer.MAX_VALUE;
                        int last = Integer.MIN_VALUE;

                        @Override
                        public void visitLineNumber(int line, Label start) {
                            first = Math.min(first, line);
                            last = Math.max(last, line);
                        }

                        @Override
                        public void visitEnd() {
                            // a lambda's body is its own synthetic method: it counts apart from its host; a
                            // static initializer gathers the class's field initializers from all over the file
                            if (!name.equals("<clinit>") && last >= first && last - first + 1 > MAX_METHOD_LINES) {
                                long_.add(classFile.getFileName() + " " + name + ": " + (last - first + 1));
                            }
                        }
                    };
                }
            }, ClassReader.SKIP_FRAMES);
        }
        return count[0];
    }
}
