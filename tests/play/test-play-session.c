/* test-play-session.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play session as a window drives it: signals on a real main loop,
 * the computer in a worker thread, undo, saving and resuming, the log as
 * each reader may know it, NAPD seats.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "dr-play-session-private.h"
#include "dr-play-text.h"
#include "dr-scenario.h"
#include "play-helper.h"

#define CORP DECK_DIR "/core-corp.json"
#define RUNNER DECK_DIR "/core-runner.json"
#define NOISE DECK_DIR "/core-runner-noise.json"

static DrPlayDeck *
load_deck (const char *path)
{
  g_autoptr (GError) error = NULL;
  DrPlayDeck *deck = dr_play_deck_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  return deck;
}

/* A two-player game; `corp_ai` and `runner_ai` give the seats. */
static DrPlaySession *
new_session (guint64 seed, gboolean corp_ai, gboolean runner_ai, guint16 turn_limit)
{
  return play_test_new_session (seed, corp_ai, runner_ai, DR_PLAY_AI_NORMAL, turn_limit);
}

static void
iterate_until (gboolean *flag)
{
  play_test_iterate_until (flag, 60);
}

static void
set_flag_seat (DrPlaySession *session, int seat, gpointer flag)
{
  *(gboolean *) flag = TRUE;
}

static void
count_note (guint *count)
{
  (*count)++;
}

static void
count_change (DrPlaySession *session, guint *count)
{
  (*count)++;
}

static char *
temp_path (char **dir, const char *name)
{
  *dir = g_dir_make_tmp ("dr-play-XXXXXX", NULL);
  g_assert_nonnull (*dir);
  return g_build_filename (*dir, name, NULL);
}

static void
remove_temp (const char *dir, const char *path)
{
  g_unlink (path);
  g_rmdir (dir);
}

/* The computer plays both sides to the end; the saved record replays to
 * the same hash, and a session resumed from it is the same game. */
static void
test_ai_game_to_the_end (void)
{
  g_autoptr (DrPlaySession) session = new_session (5, TRUE, TRUE, 0);
  g_autoptr (DrPlaySession) resumed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = temp_path (&dir, "game.jsonl");
  gboolean over = FALSE;
  guint changes = 0;
  DrPlayRecord rec;
  DrNrState replayed;
  DrEngineResult result;

  g_signal_connect (session, "game-over", G_CALLBACK (play_test_set_flag), &over);
  g_signal_connect (session, "changed", G_CALLBACK (count_change), &changes);
  g_assert_true (dr_play_session_get_ai_thinking (session));
  g_assert_cmpuint (g_list_model_get_n_items (dr_play_session_get_actions (session)), ==, 0);
  iterate_until (&over);

  g_assert_true (dr_play_session_is_over (session));
  g_assert_false (dr_play_session_get_ai_thinking (session));
  g_assert_cmpint (dr_play_session_get_acting_seat (session), ==, -1);
  g_assert_cmpuint (changes, ==, dr_play_session_get_n_actions (session));
  g_assert_cmpuint (changes, >, 20);
  dr_play_session_get_result (session, &result);
  g_assert_cmpint (result.reason, !=, 0);
  g_assert_false (dr_play_session_can_undo (session));   /* nobody human decided */
  g_assert_cmpuint (g_list_model_get_n_items (dr_play_session_get_log (session, -1)), >, 20);

  g_assert_true (dr_play_session_save (session, path, &error));
  g_assert_no_error (error);
  g_assert_true (dr_play_record_load (path, &rec, &error));
  g_assert_no_error (error);
  g_assert_true (rec.has_end);
  g_assert_true (rec.has_session);
  g_assert_true (rec.seat_ai[0] && rec.seat_ai[1]);
  g_assert_true (dr_play_record_replay (&rec, &replayed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dr_nr_hash (&replayed), ==, dr_nr_hash (dr_play_session_get_state (session)));
  g_assert_cmpuint (rec.final_hash, ==, dr_nr_hash (&replayed));
  dr_play_record_clear (&rec);

  resumed = dr_play_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (dr_play_session_is_over (resumed));
  g_assert_cmpuint (dr_nr_hash (dr_play_session_get_state (resumed)), ==,
                    dr_nr_hash (dr_play_session_get_state (session)));
  g_assert_cmpstr (dr_play_session_get_deck_name (resumed, 0), ==,
                   "Core Set starter Corp (engine cards only)");
  remove_temp (dir, path);
}

/* Stops the computer after `limit` actions. */
typedef struct
{
  guint limit;
  gboolean reached;
} StopAt;

static void
stop_at_changed (DrPlaySession *session, StopAt *stop)
{
  if (dr_play_session_get_n_actions (session) == stop->limit)
    {
      dr_play_session_cancel_ai (session);
      stop->reached = TRUE;
    }
}

static char *
log_text (GListModel *log)
{
  GString *text = g_string_new (NULL);
  guint i;

  for (i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr (DrPlayLogLine) line = g_list_model_get_item (log, i);
      int turn;

      g_object_get (line, "turn", &turn, NULL);
      g_string_append_printf (text, "%d|%s\n", turn, dr_play_log_line_get_text (line));
    }
  return g_string_free (text, FALSE);
}

/* Saved in the middle and resumed, the game is the same position with the
 * same log, and both go on to the same end. */
static void
test_save_and_resume (void)
{
  g_autoptr (DrPlaySession) session = new_session (8, TRUE, TRUE, 0);
  g_autoptr (DrPlaySession) resumed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = temp_path (&dir, "middle.jsonl");
  g_autofree char *log_before = NULL;
  g_autofree char *log_after = NULL;
  StopAt stop = { 20, FALSE };
  gboolean over = FALSE, over_resumed = FALSE;
  int reader;

  g_signal_connect (session, "changed", G_CALLBACK (stop_at_changed), &stop);
  iterate_until (&stop.reached);
  g_assert_false (dr_play_session_is_over (session));
  g_assert_false (dr_play_session_get_ai_thinking (session));
  g_assert_true (dr_play_session_save (session, path, &error));
  g_assert_no_error (error);

  resumed = dr_play_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (dr_play_session_get_n_actions (resumed), ==, 20);
  g_assert_cmpuint (dr_nr_hash (dr_play_session_get_state (resumed)), ==,
                    dr_nr_hash (dr_play_session_get_state (session)));
  g_assert_true (memcmp (dr_play_session_get_state (resumed), dr_play_session_get_state (session),
                         sizeof (DrNrState)) == 0);
  for (reader = -1; reader < 2; reader++)
    {
      g_free (log_before);
      g_free (log_after);
      log_before = log_text (dr_play_session_get_log (session, reader));
      log_after = log_text (dr_play_session_get_log (resumed, reader));
      g_assert_cmpstr (log_before, ==, log_after);
    }
  g_assert_cmpint (dr_play_session_get_seat_kind (resumed, 1), ==, DR_PLAY_SEAT_AI);
  g_assert_cmpint (dr_play_session_get_ai_level (resumed), ==, DR_PLAY_AI_NORMAL);

  /* the computer's choices depend on the seed and the position only */
  g_signal_handlers_disconnect_by_func (session, stop_at_changed, &stop);
  g_signal_connect (session, "game-over", G_CALLBACK (play_test_set_flag), &over);
  g_signal_connect (resumed, "game-over", G_CALLBACK (play_test_set_flag), &over_resumed);
  dr_play_session_run_ai (session);
  g_assert_true (dr_play_session_get_ai_thinking (resumed));
  iterate_until (&over);
  iterate_until (&over_resumed);
  g_assert_cmpuint (dr_nr_hash (dr_play_session_get_state (resumed)), ==,
                    dr_nr_hash (dr_play_session_get_state (session)));
  remove_temp (dir, path);
}

/* Waits for the human seat's turn. */
static void
wait_for_decision (DrPlaySession *session)
{
  gboolean needed = FALSE;
  gulong id, over;

  if (dr_play_session_get_acting_seat (session) >= 0
      && dr_play_session_get_seat_kind (session, dr_play_session_get_acting_seat (session))
         == DR_PLAY_SEAT_HUMAN)
    return;
  /* the computers may also end the game (a turn limit) before a human
   * has anything to decide */
  id = g_signal_connect (session, "decision-needed", G_CALLBACK (set_flag_seat), &needed);
  over = g_signal_connect (session, "game-over", G_CALLBACK (play_test_set_flag), &needed);
  iterate_until (&needed);
  g_signal_handler_disconnect (session, id);
  g_signal_handler_disconnect (session, over);
}

/* Undo takes back the human's decision and the computer's answers to it;
 * the log and the actions list go back with them. */
static void
test_undo (void)
{
  g_autoptr (DrPlaySession) session = new_session (11, TRUE, FALSE, 0);
  GListModel *log = dr_play_session_get_log (session, 1);
  g_autofree char *log_before = NULL;
  g_autofree char *log_undone = NULL;
  guint64 hash_before = 0;
  guint actions_before = 0, decisions = 0;

  g_assert_false (dr_play_session_can_undo (session));
  g_assert_false (dr_play_session_undo (session));
  wait_for_decision (session);
  /* play some decisions of the Runner, the Corp answering */
  while (decisions < 12 && !dr_play_session_is_over (session))
    {
      g_autoptr (GError) error = NULL;
      GListModel *actions = dr_play_session_get_actions (session);
      guint n = g_list_model_get_n_items (actions);

      g_assert_cmpuint (n, >, 0);
      g_assert_cmpint (dr_play_session_get_acting_seat (session), ==, 1);
      hash_before = dr_nr_hash (dr_play_session_get_state (session));
      actions_before = dr_play_session_get_n_actions (session);
      g_free (log_before);
      log_before = log_text (log);
      /* the last action is often "run" or "pass"; vary a little */
      g_assert_true (dr_play_session_choose (session, decisions % n, &error));
      g_assert_no_error (error);
      g_assert_true (dr_play_session_can_undo (session));
      decisions++;
      wait_for_decision (session);
    }
  g_assert_cmpuint (dr_play_session_get_n_actions (session), >, actions_before);
  g_assert_true (dr_play_session_undo (session));
  g_assert_cmpuint (dr_nr_hash (dr_play_session_get_state (session)), ==, hash_before);
  g_assert_cmpuint (dr_play_session_get_n_actions (session), ==, actions_before);
  log_undone = log_text (log);
  g_assert_cmpstr (log_undone, ==, log_before);
  g_assert_cmpint (dr_play_session_get_acting_seat (session), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (dr_play_session_get_actions (session)), >, 0);
  g_assert_false (dr_play_session_get_ai_thinking (session));
  /* and all the way back to the first decision */
  while (dr_play_session_undo (session))
    ;
  g_assert_cmpuint (dr_play_session_get_n_actions (session), ==, 1);   /* the Corp's mulligan */
  g_assert_false (dr_play_session_can_undo (session));
}

/* Hot-seat: a seat may take back its own last decision while it still
 * acts, never once the other seat has acted after it. */
static void
test_hot_seat_undo (void)
{
  g_autoptr (DrPlaySession) session = new_session (3, FALSE, FALSE, 0);
  g_autoptr (GError) error = NULL;
  gboolean corp_again = FALSE;
  guint seat_notes = 0, undo_notes = 0;
  guint64 hash;
  int i;

  g_signal_connect_swapped (session, "notify::acting-seat", G_CALLBACK (count_note), &seat_notes);
  g_signal_connect_swapped (session, "notify::can-undo", G_CALLBACK (count_note), &undo_notes);

  g_assert_cmpint (dr_play_session_get_acting_seat (session), ==, 0);
  g_assert_true (dr_play_session_choose (session, 0, &error));   /* Corp keeps */
  g_assert_cmpint (dr_play_session_get_acting_seat (session), ==, 1);
  g_assert_false (dr_play_session_can_undo (session));
  hash = dr_nr_hash (dr_play_session_get_state (session));
  g_assert_false (dr_play_session_undo (session));
  g_assert_cmpuint (dr_nr_hash (dr_play_session_get_state (session)), ==, hash);
  g_assert_true (dr_play_session_choose (session, 0, &error));   /* Runner keeps */
  g_assert_cmpint (dr_play_session_get_acting_seat (session), ==, 0);
  g_assert_false (dr_play_session_can_undo (session));
  /* the Corp's first action: it still acts, and may take it back */
  for (i = 0; i < 2 && !corp_again; i++)
    {
      g_assert_true (dr_play_session_choose (session, 0, &error));
      g_assert_no_error (error);
      corp_again = dr_play_session_get_acting_seat (session) == 0;
    }
  g_assert_true (corp_again);
  g_assert_true (dr_play_session_can_undo (session));
  g_assert_true (dr_play_session_undo (session));
  g_assert_cmpint (dr_play_session_get_acting_seat (session), ==, 0);
  g_assert_false (dr_play_session_can_undo (session));
  /* Corp, Runner, Corp; can-undo went on and off */
  g_assert_cmpuint (seat_notes, >=, 2);
  g_assert_cmpuint (undo_notes, >=, 2);
}

/* A slow computer (the hook sleeps in the worker) leaves the main loop
 * running: a timeout fires many times during one decision. */
typedef struct
{
  GThread *thread;
  guint sleep_ms;
} HookData;

static void
slow_hook (gpointer data)
{
  HookData *hook = data;

  hook->thread = g_thread_self ();
  g_usleep (hook->sleep_ms * 1000);
}

static gboolean
count_tick (gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

static void
test_ai_off_main_thread (void)
{
  g_autoptr (DrPlaySession) session = new_session (2, TRUE, FALSE, 0);
  HookData hook = { NULL, 400 };
  gboolean changed = FALSE;
  guint ticks = 0, tick_id;

  /* the hook applies from the next decision: restart the first one */
  dr_play_session_cancel_ai (session);
  dr_play_session_set_ai_hook (session, slow_hook, &hook);
  dr_play_session_run_ai (session);
  g_assert_true (dr_play_session_get_ai_thinking (session));
  g_signal_connect (session, "changed", G_CALLBACK (play_test_set_flag), &changed);
  tick_id = g_timeout_add (20, count_tick, &ticks);
  iterate_until (&changed);
  g_source_remove (tick_id);
  g_assert_nonnull (hook.thread);
  g_assert_true (hook.thread != g_thread_self ());
  g_assert_cmpuint (ticks, >=, 5);
  g_assert_cmpuint (dr_play_session_get_n_actions (session), ==, 1);
}

static gboolean
cancel_soon (gpointer data)
{
  dr_play_session_cancel_ai (data);
  return G_SOURCE_REMOVE;
}

static gboolean
set_flag_source (gpointer flag)
{
  *(gboolean *) flag = TRUE;
  return G_SOURCE_REMOVE;
}

/* Cancelling while the computer thinks: nothing is applied, not even when
 * the worker finishes later; the computer starts again when asked. */
static void
test_cancel_ai (void)
{
  g_autoptr (DrPlaySession) session = new_session (2, TRUE, FALSE, 0);
  HookData hook = { NULL, 300 };
  gboolean changed = FALSE, waited = FALSE;
  guint64 hash = dr_nr_hash (dr_play_session_get_state (session));

  dr_play_session_cancel_ai (session);
  dr_play_session_set_ai_hook (session, slow_hook, &hook);
  dr_play_session_run_ai (session);
  g_signal_connect (session, "changed", G_CALLBACK (play_test_set_flag), &changed);
  g_timeout_add (50, cancel_soon, session);
  g_timeout_add (700, set_flag_source, &waited);
  iterate_until (&waited);
  g_assert_nonnull (hook.thread);   /* the worker did run, and finished */
  g_assert_false (changed);
  g_assert_false (dr_play_session_get_ai_thinking (session));
  g_assert_cmpuint (dr_play_session_get_n_actions (session), ==, 0);
  g_assert_cmpuint (dr_nr_hash (dr_play_session_get_state (session)), ==, hash);

  hook.sleep_ms = 0;
  dr_play_session_run_ai (session);
  iterate_until (&changed);
  g_assert_cmpuint (dr_play_session_get_n_actions (session), ==, 1);
}

/* A session dropped while the computer thinks goes away quietly. */
static void
test_dispose_while_thinking (void)
{
  DrPlaySession *session = new_session (4, TRUE, TRUE, 0);
  GWeakRef ref;
  gboolean waited = FALSE;
  HookData hook = { NULL, 100 };

  dr_play_session_cancel_ai (session);
  dr_play_session_set_ai_hook (session, slow_hook, &hook);
  dr_play_session_run_ai (session);
  g_weak_ref_init (&ref, session);
  g_object_unref (session);
  g_assert_null (g_weak_ref_get (&ref));
  g_timeout_add (300, set_flag_source, &waited);
  iterate_until (&waited);
  g_weak_ref_clear (&ref);
}

/* The Runner's log never names a card the Runner could not see when the
 * event happened: titles known only from hidden events never show, while
 * the Corp's own log does name them. */
typedef struct
{
  guint32 seen;
  GHashTable *known;    /* titles the Runner could see at some point */
  GHashTable *hidden;   /* titles of Corp cards in events hidden from the Runner */
} LogWatch;

static void
watch_log (DrPlaySession *session, LogWatch *watch)
{
  const DrNrState *s = dr_play_session_get_state (session);
  int i;

  for (; watch->seen < s->log_total; watch->seen++)
    {
      const DrNrLogEntry *e = &s->log[watch->seen % DR_NR_LOG_CAP];
      const DrNrCardDef *d = e->def != 0 ? dr_nr_card_at (e->def) : NULL;

      if (d == NULL)
        continue;
      if (e->known & dr_nr_log_known_bit (1))
        g_hash_table_add (watch->known, (gpointer) d->title);
      else
        g_hash_table_add (watch->hidden, (gpointer) d->title);
    }
  for (i = 0; i < s->n_cards; i++)
    if (dr_nr_card_visible (s, i, 1))
      g_hash_table_add (watch->known, (gpointer) dr_nr_def (s, i)->title);
}

static void
test_log_hides_unseen_cards (void)
{
  guint64 seed;
  guint hidden_titles = 0;

  for (seed = 1; seed <= 6; seed++)
    {
      g_autoptr (DrPlaySession) session = new_session (seed, TRUE, TRUE, 0);
      g_autofree char *runner_log = NULL;
      g_autofree char *corp_log = NULL;
      LogWatch watch = { 0 };
      gboolean over = FALSE;
      GHashTableIter iter;
      gpointer title;
      int checked = 0;

      watch.known = g_hash_table_new (g_str_hash, g_str_equal);
      watch.hidden = g_hash_table_new (g_str_hash, g_str_equal);
      watch_log (session, &watch);
      g_signal_connect (session, "changed", G_CALLBACK (watch_log), &watch);
      g_signal_connect (session, "game-over", G_CALLBACK (play_test_set_flag), &over);
      iterate_until (&over);
      runner_log = log_text (dr_play_session_get_log (session, 1));
      corp_log = log_text (dr_play_session_get_log (session, 0));
      g_hash_table_iter_init (&iter, watch.hidden);
      while (g_hash_table_iter_next (&iter, &title, NULL))
        {
          if (g_hash_table_contains (watch.known, title))
            continue;
          g_assert_null (strstr (runner_log, title));
          /* (an R&D card trashed unseen is hidden from the Corp too) */
          checked += strstr (corp_log, title) != NULL;
        }
      hidden_titles += checked;
      /* the Runner always knows what it accesses, R&D's top card too */
      g_assert_null (strstr (runner_log, "|Runner accesses a card\n"));
      /* a swap of two cards the Runner cannot see changes nothing it reads */
      {
        const DrNrState *s = dr_play_session_get_state (session);
        GListModel *log = dr_play_session_get_log (session, 1);
        guint n = g_list_model_get_n_items (log), k;
        DrNrState swapped = *s;
        int a = -1, b = -1, i;

        for (i = 0; i < s->n_cards && b < 0; i++)
          if (!dr_nr_card_visible (s, i, 1))
            {
              if (a < 0)
                a = i;
              else if (s->cards[i].def != s->cards[a].def)
                b = i;
            }
        g_assert_cmpint (b, >=, 0);
        swapped.cards[a].def = s->cards[b].def;
        swapped.cards[b].def = s->cards[a].def;
        for (k = 0; k < MIN (n, 10); k++)
          {
            g_autoptr (DrPlayLogLine) line = g_list_model_get_item (log, n - 1 - k);
            DrEngineText text;
            g_autofree char *words = NULL;

            g_assert_true (dr_nr_describe_event (&swapped, dr_play_log_line_get_index (line), 1,
                                                 &text));
            words = dr_play_text_translate (&text, dr_play_netrunner_card_title, NULL);
            g_assert_cmpstr (words, ==, dr_play_log_line_get_text (line));
          }
      }
      g_hash_table_unref (watch.known);
      g_hash_table_unref (watch.hidden);
    }
  /* the test has teeth: some Corp cards stayed hidden from the Runner */
  g_assert_cmpuint (hidden_titles, >, 0);
}

/* NAPD: the Corp and the first Runner are the computer, the person plays
 * the second Runner and is asked only for that seat. */
static void
test_napd_second_runner (void)
{
  g_autoptr (DrPlayDeck) corp = load_deck (CORP);
  g_autoptr (DrPlayDeck) kate = load_deck (RUNNER);
  g_autoptr (DrPlayDeck) noise = load_deck (NOISE);
  g_autoptr (DrPlaySession) session = NULL;
  g_autoptr (GError) error = NULL;
  DrPlaySetup setup = { 0 };
  guint decisions = 0;

  setup.seed = 21;
  setup.n_runners = 2;
  setup.corp = corp;
  setup.runners[0] = kate;
  setup.runners[1] = noise;
  setup.seats[0] = DR_PLAY_SEAT_AI;
  setup.seats[1] = DR_PLAY_SEAT_AI;
  setup.seats[2] = DR_PLAY_SEAT_HUMAN;
  setup.ai_level = DR_PLAY_AI_EASY;
  setup.turn_limit = 12;
  session = dr_play_session_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_play_session_get_n_seats (session), ==, 3);
  while (!dr_play_session_is_over (session))
    {
      GListModel *actions;
      guint n, i;

      wait_for_decision (session);
      if (dr_play_session_is_over (session))
        break;
      g_assert_cmpint (dr_play_session_get_acting_seat (session), ==, 2);
      actions = dr_play_session_get_actions (session);
      n = g_list_model_get_n_items (actions);
      g_assert_cmpuint (n, >, 0);
      for (i = 0; i < n; i++)
        {
          g_autoptr (DrPlayAction) action = g_list_model_get_item (actions, i);

          g_assert_cmpint (dr_play_action_get_seat (action), ==, 2);
          g_assert_cmpstr (dr_play_action_get_label (action), !=, "");
        }
      g_assert_true (dr_play_session_choose (session, decisions % n, &error));
      g_assert_no_error (error);
      decisions++;
    }
  g_assert_cmpuint (decisions, >, 10);
  g_assert_cmpuint (g_list_model_get_n_items (dr_play_session_get_log (session, 2)), >, 0);
  g_assert_cmpstr (dr_play_session_get_identity (session, 2), ==, "01001");
}

/* Bad setups are refused with a reason; a choice out of turn too. */
static void
test_refusals (void)
{
  g_autoptr (DrPlayDeck) corp = load_deck (CORP);
  g_autoptr (DrPlayDeck) runner = load_deck (RUNNER);
  g_autoptr (DrPlaySession) session = NULL;
  g_autoptr (DrPlaySession) ai = NULL;
  g_autoptr (GError) error = NULL;
  DrPlaySetup setup = { 0 };
  DrNrAction any = { 0 };

  setup.n_runners = 1;
  setup.corp = runner;
  setup.runners[0] = runner;
  g_assert_null (dr_play_session_new (&setup, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  setup.corp = corp;
  setup.runners[0] = NULL;
  g_assert_null (dr_play_session_new (&setup, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID);
  g_clear_error (&error);

  session = new_session (1, FALSE, FALSE, 0);
  g_assert_false (dr_play_session_choose (session, 999, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_ILLEGAL);
  g_clear_error (&error);
  any.kind = DR_NR_ACT_RUN;
  g_assert_false (dr_play_session_apply (session, &any, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_ILLEGAL);
  g_clear_error (&error);
  ai = new_session (1, TRUE, FALSE, 0);
  any.kind = DR_NR_ACT_KEEP;
  g_assert_false (dr_play_session_apply (ai, &any, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_ILLEGAL);
  g_assert_null (dr_play_session_load ("/nonexistent/game.jsonl", NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/play/session/ai-game-to-the-end", test_ai_game_to_the_end);
  g_test_add_func ("/play/session/save-and-resume", test_save_and_resume);
  g_test_add_func ("/play/session/undo", test_undo);
  g_test_add_func ("/play/session/hot-seat-undo", test_hot_seat_undo);
  g_test_add_func ("/play/session/ai-off-main-thread", test_ai_off_main_thread);
  g_test_add_func ("/play/session/cancel-ai", test_cancel_ai);
  g_test_add_func ("/play/session/dispose-while-thinking", test_dispose_while_thinking);
  g_test_add_func ("/play/session/log-hides-unseen-cards", test_log_hides_unseen_cards);
  g_test_add_func ("/play/session/napd-second-runner", test_napd_second_runner);
  g_test_add_func ("/play/session/refusals", test_refusals);
  return g_test_run ();
}
