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

/* CPU time of the calling thread, in seconds: the goals are per core, and
 * the machines that run the benchmarks are often shared, so wall-clock
 * time would measure the neighbours too. */
double dr_bench_thread_cpu_s (void);
/* The same in microseconds, beside g_get_monotonic_time (). */
gint64 dr_bench_thread_cpu_us (void);
/* Wall-clock time in seconds (monotonic), printed beside it. */
double dr_bench_wall_s       (void);

G_END_DECLS
