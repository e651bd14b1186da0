/* dr-bench-frame.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The GDK part of the window benchmarks: when the first frame after a
 * change starts and ends, read from a frame clock's paint signals. The
 * benchmark sets @updated (and @cpu_updated) when it has made its change;
 * the frame that starts after that is the one timed. Times are
 * g_get_monotonic_time () and dr_bench_thread_cpu_us (). */
typedef struct
{
  gint64         updated;      /* the change has been made … */
  gint64         frame_start;  /* the first frame after it … */
  gint64         frame_end;    /* … has been painted */
  gint64         cpu_updated;  /* this thread's CPU time when changed … */
  gint64         cpu_end;      /* … and when painted */

  /*< private >*/
  GdkFrameClock *clock;
  gulong         before_paint;
  gulong         after_paint;
} DrBenchFrame;

/* Starts timing the frames of @clock into @frame, its times cleared. */
void     dr_bench_frame_watch   (DrBenchFrame  *frame,
                                 GdkFrameClock *clock);
/* Clears the times for the next change, still watching. */
void     dr_bench_frame_reset   (DrBenchFrame  *frame);
/* Stops watching (the times stay). */
void     dr_bench_frame_unwatch (DrBenchFrame  *frame);
/* Whether the frame after the change has been painted (for a wait loop:
 * @frame is a DrBenchFrame). */
gboolean dr_bench_frame_painted (gpointer       frame);

G_END_DECLS
