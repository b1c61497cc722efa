package io.github.poolbench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a child process for a test within a time limit, and leaves nothing running: past the
 * limit the child is killed together with every process it started (a JVM the child forked, as
 * the runner forks JMH and jcstress forks its tests), and the test fails saying so. Output is read
 * while the child runs, so a child that fills its pipe cannot stall, and a hung one cannot block
 * the test past its limit. Stateless; thread-safe.
 */
public final class ChildProcess {

    /** What a child printed and how it ended. */
    public record Outcome(int exitValue, String stdout, String stderr) {
    }

    private ChildProcess() {
    }

    /**
     * Starts the child, closes its input, reads its output and waits.
     *
     * @param builder the command; a stream it redirects (to a file, or discarded) reads as empty
     * @param limit   how long the child may run
     * @return the exit status and the output
     * @throws AssertionError       if the child ran past the limit (it has been killed then)
     * @throws IOException          if the child cannot be started
     * @throws InterruptedException if the test is interrupted while waiting
     */
    public static Outcome run(ProcessBuilder builder, Duration limit) throws IOException, InterruptedException {
        Process process = builder.start();
        process.getOutputStream().close();
        CompletableFuture<String> stdout = drain(process.getInputStream());
        CompletableFuture<String> stderr = drain(process.getErrorStream());
        if (!waitOrKill(process, limit)) {
            String limitText = limit.toSeconds() < 1 ? limit.toMillis() + " ms" : limit.toSeconds() + " s";
            throw new AssertionError(builder.command() + " ran past its limit of " + limitText
                    + " and was killed with every process it started");
        }
        return new Outcome(process.exitValue(), text(stdout, builder), text(stderr, builder));
    }

    /**
     * Waits for a process; past the limit, kills it and every process it started.
     *
     * @param process the process
     * @param limit   how long to wait
     * @return true if it ended within the limit; false if it was killed
     * @throws InterruptedException if interrupted while waiting
     */
    public static boolean waitOrKill(Process process, Duration limit) throws InterruptedException {
        if (process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            return true;
        }
        List<ProcessHandle> started = process.descendants().toList();
        started.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly().waitFor();
        return false;
    }

    /** The output read; a process the child left behind may hold its pipe open, so this waits at most 30 s. */
    private static String text(CompletableFuture<String> output, ProcessBuilder builder) throws InterruptedException {
        try {
            return output.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new UncheckedIOException("reading the output of " + builder.command(), (IOException) e.getCause());
        } catch (TimeoutException e) {
            throw new AssertionError(builder.command() + " ended, but its output was still open 30 s later", e);
        }
    }

    private static CompletableFuture<String> drain(InputStream in) {
        CompletableFuture<String> text = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (in) {
                text.complete(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                text.completeExceptionally(e);
            }
        }, "child-output");
        reader.setDaemon(true);
        reader.start();
        return text;
    }
}
