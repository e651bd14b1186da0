/* dr-bench.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <time.h>

#include "dr-bench.h"

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

double
dr_bench_median (double *values,
                 guint   n)
{
  g_return_val_if_fail (n > 0, 0);
  qsort (values, n, sizeof (double), compare_doubles);
  return values[n / 2];
}

double
dr_bench_percentile (GArray *values,
                     double  share)
{
  g_return_val_if_fail (values->len > 0, 0);
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, MIN (values->len - 1, (guint) (values->len * share)));
}

double
dr_bench_thread_cpu_s (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (double) now.tv_sec + (double) now.tv_nsec * 1e-9;
}

gint64
dr_bench_thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

double
dr_bench_wall_s (void)
{
  return (double) g_get_monotonic_time () / G_USEC_PER_SEC;
}
