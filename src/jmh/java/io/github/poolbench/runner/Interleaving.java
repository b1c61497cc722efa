package io.github.poolbench.runner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * The order of an interleaved run: {@code rounds} rounds, each one fork of every row in a fresh
 * random order. Randomized multiple interleaved trials (Abedi and Brecht, ICPE 2017): drift of
 * the machine over minutes falls on every row of a round alike instead of on whichever row JMH
 * happened to run last, so the per-round ratio of two rows is free of it.
 *
 * <p>Deterministic for a seed ({@link Random} with that seed shuffles each round in turn), so
 * a run's order can be reproduced from the seed its environment file records.
 */
public final class Interleaving {

    private Interleaving() {
    }

    /**
     * One fork in the schedule.
     *
     * @param round    0-based round
     * @param position 0-based position inside the round
     * @param row      the row (index into the list given to {@link #schedule})
     */
    public record Slot(int round, int position, int row) {
    }

    /**
     * @param rows   how many rows (benchmark x params x JDK), {@code >= 1}
     * @param rounds how many rounds, {@code >= 1}
     * @param seed   the shuffle's seed
     * @return {@code rows * rounds} slots in run order: round 0 first, every row once per round
     * @throws IllegalArgumentException if {@code rows} or {@code rounds} is below 1
     */
    public static List<Slot> schedule(int rows, int rounds, long seed) {
        if (rows < 1 || rounds < 1) {
            throw new IllegalArgumentException("an interleaved run needs at least one row and one round, got " + rows
                    + " rows and " + rounds + " rounds");
        }
        Random random = new Random(seed);
        List<Slot> slots = new ArrayList<>(rows * rounds);
        List<Integer> order = new ArrayList<>(rows);
        for (int r = 0; r < rows; r++) {
            order.add(r);
        }
        for (int round = 0; round < rounds; round++) {
            Collections.shuffle(order, random);
            for (int position = 0; position < rows; position++) {
                slots.add(new Slot(round, position, order.get(position)));
            }
        }
        return List.copyOf(slots);
    }

    /**
     * The time still to go, from what the forks done so far took against their estimate: the
     * remaining estimate scaled by (time taken / estimate of what is done).
     *
     * @param estimates  estimated seconds of every slot, in run order
     * @param done       slots done so far
     * @param elapsedSec seconds since the first slot started
     * @return seconds to go, the raw estimate before any slot is done
     */
    public static double secondsToGo(List<Double> estimates, int done, double elapsedSec) {
        Objects.requireNonNull(estimates, "estimates");
        double doneEstimate = 0;
        double rest = 0;
        for (int i = 0; i < estimates.size(); i++) {
            if (i < done) {
                doneEstimate += estimates.get(i);
            } else {
                rest += estimates.get(i);
            }
        }
        return done == 0 || doneEstimate <= 0 ? rest : rest * elapsedSec / doneEstimate;
    }
}
