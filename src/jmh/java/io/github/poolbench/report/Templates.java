package io.github.poolbench.report;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.MustacheFactory;
import com.github.mustachejava.MustacheNotFoundException;
import io.github.poolbench.runs.Experiment;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The report's prose: Mustache templates rendered by mustache.java, filled with numbers and words the report
 * computes. The shared pages' templates are {@code io/github/poolbench/report/templates/<name>.mustache}; an
 * experiment's are in its descriptor's package, {@code <experiment>/experiment/templates/<name>.mustache}
 * ({@link #render(Class, String, Object)}). Output is Markdown, so nothing is HTML-escaped. Compiled templates are
 * cached; thread-safe.
 */
public final class Templates {

    private static final MustacheFactory FACTORY = factory("io/github/poolbench/report/templates");

    /** Per experiment's template folder, its factory. */
    private static final Map<String, MustacheFactory> EXPERIMENTS = new ConcurrentHashMap<>();

    private static MustacheFactory factory(String folder) {
        return new DefaultMustacheFactory(folder) {
            @Override
            public void encode(String value, Writer writer) {
                try {
                    writer.write(value); // Markdown, not HTML: no escaping
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
    }

    private Templates() {
    }

    /**
     * @param name  the template's file name without {@code .mustache}, e.g. {@code legend}
     * @param scope the values it reads: a map, a record or an object with accessors
     * @return the rendered text, exactly as the template lays it out
     * @throws IllegalArgumentException if there is no template of that name
     */
    public static String render(String name, Object scope) {
        return render(FACTORY, "report template", name, scope);
    }

    /**
     * An experiment's template.
     *
     * @param experiment a class of the experiment: its benchmark, or a class of its descriptor's package
     *                   ({@code <experiment>.experiment})
     * @param name       the template's file name without {@code .mustache}, e.g. {@code strings-page}
     * @param scope      the values it reads
     * @return the rendered text
     * @throws IllegalArgumentException if the experiment has no template of that name
     */
    public static String render(Class<?> experiment, String name, Object scope) {
        String descriptor = Experiment.descriptorPackage(experiment);
        String folder = descriptor.replace('.', '/') + "/templates";
        return render(EXPERIMENTS.computeIfAbsent(folder, Templates::factory), "template of " + descriptor, name, scope);
    }

    private static String render(MustacheFactory factory, String kind, String name, Object scope) {
        try {
            StringWriter out = new StringWriter();
            factory.compile(name + ".mustache").execute(out, scope);
            return out.toString();
        } catch (MustacheNotFoundException e) {
            throw new IllegalArgumentException("no " + kind + " named " + name, e);
        }
    }

    /**
     * @param name     a name for messages, e.g. {@code answer 'short strings'}
     * @param template the template's text
     * @param scope    the values it reads
     * @return the rendered text
     * @throws IllegalArgumentException if the template does not parse
     */
    static String renderText(String name, String template, Object scope) {
        try {
            StringWriter out = new StringWriter();
            FACTORY.compile(new java.io.StringReader(template), name).execute(out, scope);
            return out.toString();
        } catch (com.github.mustachejava.MustacheException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
        }
    }
}
