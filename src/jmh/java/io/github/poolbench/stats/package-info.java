/**
 * Effect sizes with 95% confidence intervals, and the verdicts they support: the statistics of
 * poolbench's conclusions, in one small package with no formatting and no I/O.
 *
 * <p>In: fork means per round (one fork of every row runs in each round of an interleaved run,
 * so fork {@code k} of row a and fork {@code k} of row b ran side by side in time). Out: an
 * {@link io.github.poolbench.stats.Effect} (a ratio, its 95% CI, the method and the number of
 * rounds) and a {@link io.github.poolbench.stats.Verdict} against a claim's threshold.
 *
 * <p>The method follows Kalibera and Jones ("Rigorous benchmarking in reasonable time", ISMM
 * 2013; "Quantifying performance changes with effect size confidence intervals", 2012): the
 * unit of replication is the VM invocation (here: one fork per round), the effect is a ratio,
 * and its interval comes from the variation between invocations, not between iterations of
 * one. Rounds in random order are the randomized multiple interleaved trials of Abedi and
 * Brecht (ICPE 2017), which make the paired ratio immune to drift of the machine over minutes.
 * Quantiles of Student's t come from Apache Commons Statistics; nothing here re-implements a
 * distribution.
 */
package io.github.poolbench.stats;
