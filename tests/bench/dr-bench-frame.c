/* dr-bench-frame.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-bench"

#include "dr-bench-frame.h"
#include "dr-bench.h"

static void
on_before_paint_cb (GdkFrameClock *clock,
                    DrBenchFrame  *frame)
{
  if (frame->updated != 0 && frame->frame_start == 0)
    frame->frame_start = g_get_monotonic_time ();
}

static void
on_after_paint_cb (GdkFrameClock *clock,
                   DrBenchFrame  *frame)
{
  if (frame->frame_start != 0 && frame->frame_end == 0)
    {
      frame->frame_end = g_get_monotonic_time ();
      frame->cpu_end = dr_bench_thread_cpu_us ();
    }
}

void
dr_bench_frame_watch (DrBenchFrame  *frame,
                      GdkFrameClock *clock)
{
  g_return_if_fail (frame->clock == NULL);

  dr_bench_frame_reset (frame);
  frame->clock = g_object_ref (clock);
  frame->before_paint = g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint_cb), frame);
  frame->after_paint = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), frame);
}

void
dr_bench_frame_reset (DrBenchFrame *frame)
{
  frame->updated = frame->frame_start = frame->frame_end = 0;
  frame->cpu_updated = frame->cpu_end = 0;
}

void
dr_bench_frame_unwatch (DrBenchFrame *frame)
{
  if (frame->clock == NULL)
    return;
  g_clear_signal_handler (&frame->before_paint, frame->clock);
  g_clear_signal_handler (&frame->after_paint, frame->clock);
  g_clear_object (&frame->clock);
}

gboolean
dr_bench_frame_painted (gpointer frame)
{
  return ((DrBenchFrame *) frame)->frame_end != 0;
}
