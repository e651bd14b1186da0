/* dr-bench.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the benchmarks share: their figures are medians and percentiles of
 * many runs, so that one slow run on a busy machine does not decide a goal. */

/* The middle one of @n values (the upper middle for an even @n); sorts them. */
double dr_bench_median     (double *values,
                            guint   n);
/* The value at @share (0.5 median, 0.95 p95) of the doubles in @values, by
 * the nearest rank below; sorts them. */
double dr_bench_percentile (GArray *values,
                            double  share);

G_END_DECLS
