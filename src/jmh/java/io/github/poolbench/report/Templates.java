package io.github.poolbench.report;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.MustacheFactory;
import com.github.mustachejava.MustacheNotFoundException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The report's prose: Mustache templates ({@code src/jmh/resources/io/github/poolbench/report/templates/<name>.mustache},
 * rendered by mustache.java) filled with numbers and words the report computes. Output is Markdown,
 * so nothing is HTML-escaped. Compiled templates are cached; thread-safe.
 */
public final class Templates {

    private static final MustacheFactory FACTORY = new DefaultMustacheFactory("io/github/poolbench/report/templates") {
        @Override
        public void encode(String value, Writer writer) {
            try {
                writer.write(value); // Markdown, not HTML: no escaping
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    };

    private Templates() {
    }

    /**
     * @param name  the template's file name without {@code .mustache}, e.g. {@code legend}
     * @param scope the values it reads: a map, a record or an object with accessors
     * @return the rendered text, exactly as the template lays it out
     * @throws IllegalArgumentException if there is no template of that name
     */
    public static String render(String name, Object scope) {
        try {
            StringWriter out = new StringWriter();
            FACTORY.compile(name + ".mustache").execute(out, scope);
            return out.toString();
        } catch (MustacheNotFoundException e) {
            throw new IllegalArgumentException("no report template named " + name, e);
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
