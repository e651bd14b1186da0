/* test-lockpick-session.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Lockpick session as the window drives it: the computer's seats in
 * the worker on a real main loop, a whole game to its end and its record
 * replaying to the same position, undo (and hot-seat's limits), saving and
 * resuming, cancelling, the log and the actions as each seat may know them;
 * its games in the saved-games folder (dr-lockpick-games.h): saved as they
 * are played, listed beside a Netrunner game, a save that cannot be written.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "dr-lockpick-games.h"
#include "dr-lockpick-play.h"
#include "dr-lockpick-session-private.h"
#include "dr-lp-plan.h"
#include "dr-play-deck.h"
#include "dr-test-helper.h"

static gboolean
timed_out (gpointer data)
{
  g_error ("the session did not get there in time");
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until a human must act or the game is over. */
static void
run_until_human (DrLockpickSession *session)
{
  guint guard = g_timeout_add_seconds (120, timed_out, NULL);

  for (;;)
    {
      int seat = dr_lockpick_session_get_acting_seat (session);

      if (seat < 0 || dr_lockpick_session_is_human (session, seat))
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (guard);
}

static DrLockpickSession *
new_session (int players, guint64 seed, const gboolean *ai)
{
  g_autoptr (GError) error = NULL;
  DrLockpickSetup setup = { .seed = seed, .players = players, .policy = DR_LOCKPICK_POLICY_HEURISTIC };
  DrLockpickSession *session;

  memcpy (setup.seat_ai, ai, sizeof setup.seat_ai);
  session = dr_lockpick_session_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

/* A human decision like a person's: the heuristic player's, from the seat's view. */
static guint
human_pick (DrLockpickSession *session, guint64 rng[4])
{
  GListModel *actions = dr_lockpick_session_get_actions (session);
  guint n = g_list_model_get_n_items (actions);
  g_autofree DrEngineAction *legal = g_new (DrEngineAction, n);
  DrLpState view;

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (DrPlayAction) action = g_list_model_get_item (actions, i);

      legal[i] = *dr_play_action_get_engine_action (action);
      g_assert_cmpstr (dr_play_action_get_label (action), !=, "");
    }
  dr_lockpick_session_get_view (session, dr_lockpick_session_get_acting_seat (session), &view);
  return (guint) dr_lp_heuristic_pick (&view, legal, (int) n, rng);
}

static char *
temp_path (const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-lockpick-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

static void
test_game_to_the_end (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { TRUE, FALSE, TRUE, FALSE };
  g_autoptr (DrLockpickSession) session = new_session (3, 7, ai);
  g_autofree char *path = temp_path ("game.jsonl");
  g_autoptr (GError) error = NULL;
  DrLockpickRecord record;
  DrLpState replayed;
  DrEngineResult result;
  guint64 rng[4];
  int decisions = 0;

  dr_engine_rng_seed (rng, 99);
  for (;;)
    {
      run_until_human (session);
      if (dr_lockpick_session_is_over (session))
        break;
      g_assert_true (dr_lockpick_session_choose (session, human_pick (session, rng), &error));
      g_assert_no_error (error);
      g_assert_cmpint (++decisions, <, 5000);
    }
  g_assert_cmpint (decisions, >, 0);
  dr_lockpick_session_get_result (session, &result);
  g_assert_cmpint (result.reason, !=, 0);
  g_assert_nonnull (result.reason_text);
  g_assert_cmpuint (g_list_model_get_n_items (dr_lockpick_session_get_actions (session)), ==, 0);
  g_assert_false (dr_lockpick_session_apply (session, &(DrEngineAction) { .kind = DR_LP_ACT_END_TURN },
                                             &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* the record replays to the very same position */
  g_assert_true (dr_lockpick_session_save (session, path, &error));
  g_assert_no_error (error);
  dr_lockpick_record_init (&record);
  g_assert_true (dr_lockpick_record_load (path, &record, &error));
  g_assert_true (record.has_end);
  g_assert_true (dr_lockpick_record_replay (&record, &replayed, &error));
  g_assert_no_error (error);
  g_assert_cmphex (dr_lp_hash (&replayed), ==, dr_lp_hash (dr_lockpick_session_get_state (session)));
  g_assert_cmphex (record.final_hash, ==, dr_lp_hash (&replayed));
  g_assert_cmpint (record.players, ==, 3);
  g_assert_true (record.seat_ai[0] && !record.seat_ai[1] && record.seat_ai[2]);
  dr_lockpick_record_clear (&record);
}

static void
test_undo (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, TRUE, FALSE, FALSE };
  g_autoptr (DrLockpickSession) session = new_session (2, 11, ai);
  g_autoptr (GError) error = NULL;
  guint64 before_hash, rng[4];
  guint before_actions, before_log;

  dr_engine_rng_seed (rng, 5);
  run_until_human (session);
  g_assert_false (dr_lockpick_session_can_undo (session));
  g_assert_false (dr_lockpick_session_undo (session));
  /* the layout: the server picks and places, then plays on until the hacker acted */
  while (dr_lockpick_session_get_state (session)->phase != DR_LP_PHASE_SERVER
         || dr_lockpick_session_get_state (session)->turn < 2)
    {
      g_assert_true (dr_lockpick_session_choose (session, human_pick (session, rng), &error));
      run_until_human (session);
      g_assert_false (dr_lockpick_session_is_over (session));
    }
  before_hash = dr_lp_hash (dr_lockpick_session_get_state (session));
  before_actions = dr_lockpick_session_get_n_actions (session);
  before_log = g_list_model_get_n_items (dr_lockpick_session_get_log (session, 0));
  /* ending the turn lets the computer's hacker play: undo takes both back */
  {
    GListModel *actions = dr_lockpick_session_get_actions (session);
    guint end = G_MAXUINT;

    for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
      {
        g_autoptr (DrPlayAction) action = g_list_model_get_item (actions, i);

        if (dr_play_action_get_kind (action) == DR_LP_ACT_END_TURN)
          end = i;
      }
    g_assert_cmpuint (end, !=, G_MAXUINT);
    g_assert_true (dr_lockpick_session_choose (session, end, &error));
  }
  run_until_human (session);
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session), >, before_actions + 1);
  g_assert_true (dr_lockpick_session_can_undo (session));
  g_assert_true (dr_lockpick_session_undo (session));
  g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (session)), ==, before_hash);
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session), ==, before_actions);
  g_assert_cmpuint (g_list_model_get_n_items (dr_lockpick_session_get_log (session, 0)), ==, before_log);
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (dr_lockpick_session_get_actions (session)), >, 0);
}

static void
test_hot_seat_undo (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, FALSE, FALSE, FALSE };
  g_autoptr (DrLockpickSession) session = new_session (2, 3, ai);
  g_autoptr (GError) error = NULL;
  GListModel *actions = dr_lockpick_session_get_actions (session);

  /* the layout at random in one decision, then the first hacker acts */
  for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
    {
      g_autoptr (DrPlayAction) action = g_list_model_get_item (actions, i);

      if (dr_play_action_get_kind (action) == DR_LP_ACT_LAYOUT_RANDOM)
        {
          g_assert_true (dr_lockpick_session_choose (session, i, &error));
          break;
        }
    }
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session), ==, 1);
  /* the server decided last, and another seat acts now: no undo */
  g_assert_false (dr_lockpick_session_can_undo (session));
  g_assert_false (dr_lockpick_session_undo (session));
  /* the hacker's own decision, while it still acts, may be taken back */
  g_assert_true (dr_lockpick_session_choose (session, 0, &error));
  if (dr_lockpick_session_get_acting_seat (session) == 1)
    {
      g_assert_true (dr_lockpick_session_can_undo (session));
      g_assert_true (dr_lockpick_session_undo (session));
      g_assert_cmpint (dr_lockpick_session_get_acting_seat (session), ==, 1);
    }
}

static void
test_save_and_resume (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { TRUE, FALSE, TRUE, TRUE };
  g_autoptr (DrLockpickSession) session = new_session (4, 21, ai);
  g_autoptr (DrLockpickSession) resumed = NULL;
  g_autofree char *path = temp_path ("saved.jsonl");
  g_autofree char *bad = NULL;
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  guint64 rng[4];

  dr_engine_rng_seed (rng, 8);
  for (int i = 0; i < 6; i++)
    {
      run_until_human (session);
      if (dr_lockpick_session_is_over (session))
        break;
      g_assert_true (dr_lockpick_session_choose (session, human_pick (session, rng), &error));
    }
  run_until_human (session);
  g_assert_true (dr_lockpick_session_save (session, path, &error));
  g_assert_no_error (error);
  resumed = dr_lockpick_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (resumed)), ==,
                   dr_lp_hash (dr_lockpick_session_get_state (session)));
  g_assert_cmpint (dr_lockpick_session_get_n_seats (resumed), ==, 4);
  g_assert_true (dr_lockpick_session_is_human (resumed, 1));
  g_assert_false (dr_lockpick_session_is_human (resumed, 0));
  g_assert_cmpint (dr_lockpick_session_get_policy (resumed), ==, DR_LOCKPICK_POLICY_HEURISTIC);
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (resumed), ==,
                    dr_lockpick_session_get_n_actions (session));
  g_assert_cmpuint (g_list_model_get_n_items (dr_lockpick_session_get_log (resumed, 1)), ==,
                    g_list_model_get_n_items (dr_lockpick_session_get_log (session, 1)));
  /* the human's decisions of the resumed game can be undone */
  g_assert_true (dr_lockpick_session_can_undo (resumed));

  /* a record whose end names another position is refused, and so is a missing file */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  {
    char *hash = strstr (contents, "\"hash\":\"");

    g_assert_nonnull (hash);
    hash[8] = hash[8] == '0' ? '1' : '0';
  }
  bad = temp_path ("bad.jsonl");
  g_assert_true (g_file_set_contents (bad, contents, -1, NULL));
  g_assert_null (dr_lockpick_session_load (bad, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (dr_lockpick_session_load ("/nonexistent/game.jsonl", &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_NOT_FOUND);
}

/* Chosen decks (dr_lp_setup_chosen): the person as the server takes its
 * cards through the session's actions while the computer's hacker takes
 * its ten; saved mid-choice, the record says so ("decks": "chosen") and
 * resumes on the same position; an unknown way of making the decks is
 * refused with a message. */
static void
test_chosen_decks (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, TRUE };
  g_autoptr (GError) error = NULL;
  DrLockpickSetup setup = { .seed = 33, .players = 2, .policy = DR_LOCKPICK_POLICY_HEURISTIC,
                            .chosen_decks = TRUE };
  g_autoptr (DrLockpickSession) session = NULL;
  g_autoptr (DrLockpickSession) resumed = NULL;
  g_autofree char *path = temp_path ("chosen.jsonl");
  g_autofree char *contents = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *prompt = NULL;
  g_autofree char *edited = NULL;
  const DrLpState *s;
  GListModel *actions;
  guint i, n;
  int def, attacks = 0;

  memcpy (setup.seat_ai, ai, sizeof setup.seat_ai);
  session = dr_lockpick_session_new (&setup, &error);
  g_assert_no_error (error);
  s = dr_lockpick_session_get_state (session);
  g_assert_cmpint (s->phase, ==, DR_LP_PHASE_COMPOSE);
  prompt = dr_lockpick_session_get_prompt (session);
  g_assert_nonnull (strstr (prompt, "structure cards: 10 more to take"));
  /* take the first card offered twice, then save */
  for (i = 0; i < 2; i++)
    g_assert_true (dr_lockpick_session_choose (session, 0, &error));
  g_assert_cmpint (s->composing, ==, DR_LP_KIND_STRUCTURE);
  g_assert_true (dr_lockpick_session_save (session, path, &error));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"decks\":\"chosen\""));
  resumed = dr_lockpick_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (resumed)), ==, dr_lp_hash (s));

  /* the rest of the structures and the defenses at random ("the rest" is listed last) */
  for (i = 0; i < 2; i++)
    {
      actions = dr_lockpick_session_get_actions (session);
      n = g_list_model_get_n_items (actions);
      g_assert_true (dr_lockpick_session_choose (session, n - 1, &error));
    }
  /* the computer's hacker takes its ten, then the layout is the person's */
  run_until_human (session);
  s = dr_lockpick_session_get_state (session);
  g_assert_cmpint (s->phase, ==, DR_LP_PHASE_LAYOUT_PICK);
  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (dr_lp_card_data (def)->kind == DR_LP_KIND_ATTACK)
      attacks += s->picked[def];
  g_assert_cmpint (attacks, ==, 10);
  /* the computer took the two cards that break a cycle first */
  g_assert_cmpint (s->picked[DR_LP_WEAK_SPOT], ==, 2);
  g_assert_cmpint (s->picked[DR_LP_TROJAN_HORSE], ==, 3);

  edited = g_strdup (contents);
  {
    char *decks = strstr (edited, "\"chosen\"");

    memcpy (decks + 1, "picked", 6);
  }
  bad = temp_path ("bad-decks.jsonl");
  g_assert_true (g_file_set_contents (bad, edited, -1, NULL));
  g_assert_null (dr_lockpick_session_load (bad, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "dealt"));
}

/* The computer's choice of cards shows nothing to the other seats, so it
 * takes its thirty cards without the pause a person follows its moves by
 * (10 s here, each): with three computer hackers the layout comes at once;
 * the first move of play after it still waits for the pause. */
static void
test_chosen_decks_without_pause (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, TRUE, TRUE, TRUE };
  g_autoptr (GError) error = NULL;
  DrLockpickSetup setup = { .seed = 5, .players = 4, .policy = DR_LOCKPICK_POLICY_HEURISTIC,
                            .ai_delay_ms = 10000, .chosen_decks = TRUE };
  g_autoptr (DrLockpickSession) session = NULL;
  gint64 start;

  memcpy (setup.seat_ai, ai, sizeof setup.seat_ai);
  session = dr_lockpick_session_new (&setup, &error);
  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  run_until_human (session);
  g_assert_cmpint (dr_lockpick_session_get_state (session)->phase, ==, DR_LP_PHASE_LAYOUT_PICK);
  /* thirty decisions at 10 s would take five minutes */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
  /* the layout at random, then the hackers' order: Hacker 1's, paused */
  g_assert_true (dr_lockpick_session_choose (session, g_list_model_get_n_items (
                   dr_lockpick_session_get_actions (session)) - 1, &error));
  g_assert_cmpint (dr_lockpick_session_get_state (session)->phase, ==, DR_LP_PHASE_ORDER);
  g_assert_true (dr_lockpick_session_get_ai_thinking (session));
  g_main_context_iteration (NULL, FALSE);
  g_usleep (200 * 1000);
  g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (dr_lockpick_session_get_state (session)->phase, ==, DR_LP_PHASE_ORDER);
}

static void
slow_hook (gpointer data)
{
  g_usleep (300 * 1000);
}

static void
test_cancel_and_masking (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, TRUE, FALSE, FALSE };
  g_autoptr (DrLockpickSession) session = new_session (2, 4, ai);
  g_autoptr (GError) error = NULL;
  GListModel *actions = dr_lockpick_session_get_actions (session);
  GListModel *hacker_log = dr_lockpick_session_get_log (session, 1);
  g_autofree char *prompt = dr_lockpick_session_get_prompt (session);
  guint n, before;
  gint64 until;

  g_assert_nonnull (prompt);   /* which structure card goes next */
  dr_lockpick_session_set_ai_hook (session, slow_hook, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
    {
      g_autoptr (DrPlayAction) action = g_list_model_get_item (actions, i);

      if (dr_play_action_get_kind (action) == DR_LP_ACT_LAYOUT_RANDOM)
        g_assert_true (dr_lockpick_session_choose (session, i, &error));
    }
  /* the hacker's log names no structure card the hacker cannot see */
  n = g_list_model_get_n_items (hacker_log);
  g_assert_cmpuint (n, >, 5);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (DrPlayLogLine) line = g_list_model_get_item (hacker_log, i);

      for (int def = DR_LP_STRUCTURE_CORE; def <= DR_LP_SECURED_STRUCTURE; def++)
        if (dr_play_log_line_get_kind (line) == DR_LP_EV_LAID_OUT)
          g_assert_null (strstr (dr_play_log_line_get_text (line), dr_lp_card_data (def)->title));
    }
  /* the computer thinks in the worker: cancelled, it does not act */
  g_assert_true (dr_lockpick_session_get_ai_thinking (session));
  before = dr_lockpick_session_get_n_actions (session);
  dr_lockpick_session_cancel_ai (session);
  g_assert_false (dr_lockpick_session_get_ai_thinking (session));
  until = g_get_monotonic_time () + 600 * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session), ==, before);
  dr_lockpick_session_set_ai_hook (session, NULL, NULL);
  dr_lockpick_session_run_ai (session);
  run_until_human (session);
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session), >, before);
}

static void
test_refusals (void)
{
  g_autoptr (GError) error = NULL;
  DrLockpickSetup setup = { .seed = 1, .players = 5 };

  g_assert_null (dr_lockpick_session_new (&setup, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  setup.players = 2;
  setup.policy = 9;
  g_assert_null (dr_lockpick_session_new (&setup, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID);
}

/* ---- the saved-games folder ---- */

#define CORP DECK_DIR "/core-corp.json"
#define RUNNER DECK_DIR "/core-runner.json"

/* The position the file replays to. */
static guint64
file_hash (const char *path)
{
  DrLockpickRecord record;
  g_autofree DrLpState *state = g_new (DrLpState, 1);
  g_autoptr (GError) error = NULL;

  dr_lockpick_record_init (&record);
  g_assert_true (dr_lockpick_record_load (path, &record, &error));
  g_assert_true (dr_lockpick_record_replay (&record, state, &error));
  g_assert_no_error (error);
  dr_lockpick_record_clear (&record);
  return dr_lp_hash (state);
}

static guint64
session_hash (DrLockpickSession *session)
{
  return dr_lp_hash (dr_lockpick_session_get_state (session));
}

static const DrPlayGame *
find_game (GPtrArray *games, const char *path)
{
  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (((DrPlayGame *) g_ptr_array_index (games, i))->path, path) == 0)
      return g_ptr_array_index (games, i);
  g_error ("%s is not listed", path);
  return NULL;
}

/* Only the games' records: no temporary file is left beside them. */
static void
assert_only_records (const char *dir, guint expected)
{
  g_autoptr (GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_assert_true (g_str_has_suffix (name, ".jsonl"));
      n++;
    }
  g_assert_cmpuint (n, ==, expected);
}

static void
add_netrunner_game (const char *dir)
{
  g_autoptr (DrPlayDeck) corp = dr_play_deck_load_file (CORP, NULL, NULL);
  g_autoptr (DrPlayDeck) runner = dr_play_deck_load_file (RUNNER, NULL, NULL);
  g_autoptr (DrPlaySession) session = NULL;
  g_autofree char *path = dr_play_games_new_path (dir);
  g_autoptr (GError) error = NULL;
  DrPlaySetup setup = { 0 };

  g_assert_nonnull (corp);
  g_assert_nonnull (runner);
  setup.seed = 4;
  setup.n_runners = 1;
  setup.corp = corp;
  setup.runners[0] = runner;
  session = dr_play_session_new (&setup, &error);
  g_assert_no_error (error);
  dr_play_games_autosave (session, path);
  g_assert_true (dr_play_games_save_now (session));
}

/* Three people on one device: saved after each decision (a moment later
 * from the main loop, or at once when asked), listed with a Netrunner game
 * as "Lockpick, 3 players", and resumed on the same position. */
static void
test_hot_seat_autosave_and_list (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, FALSE, FALSE, FALSE };
  g_autofree char *tmp = g_dir_make_tmp ("dr-lockpick-games-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (tmp, "deckrunner", "games", NULL);
  g_autofree char *path = dr_play_games_new_path (dir);
  g_autoptr (DrLockpickSession) session = new_session (3, 12, ai);
  g_autoptr (DrLockpickSession) resumed = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) decks = NULL;
  g_autofree char *title = NULL;
  const DrPlayGame *game;
  guint64 rng[4];

  dr_engine_rng_seed (rng, 5);
  dr_lockpick_games_autosave (session, path);
  g_assert_cmpstr (dr_lockpick_games_autosave_path (session), ==, path);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmphex (file_hash (path), ==, session_hash (session));
  for (int i = 0; i < 30; i++)
    {
      g_assert_true (dr_lockpick_session_choose (session, human_pick (session, rng), NULL));
      if (i % 2 == 0)
        {
          gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

          /* not written yet: the decision shows first */
          g_assert_cmphex (file_hash (path), !=, session_hash (session));
          while (file_hash (path) != session_hash (session) && g_get_monotonic_time () < deadline)
            g_main_context_iteration (NULL, FALSE);
        }
      else
        g_assert_true (dr_lockpick_games_save_now (session));
      g_assert_cmphex (file_hash (path), ==, session_hash (session));
    }
  g_assert_false (dr_lockpick_session_is_over (session));

  add_netrunner_game (dir);
  assert_only_records (dir, 2);
  games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 2);
  game = find_game (games, path);
  g_assert_true (game->lockpick);
  g_assert_cmpint (game->n_seats, ==, 3);
  g_assert_true (game->human[0] && game->human[1] && game->human[2]);
  g_assert_false (game->finished);
  g_assert_cmpint (game->winner, ==, -1);
  g_assert_cmpint (game->turn, ==, dr_lockpick_session_get_state (session)->turn);
  g_assert_nonnull (game->saved);
  title = dr_play_game_title (game);
  g_assert_cmpstr (title, ==, "Lockpick, 3 players");
  /* the Netrunner game is still what it was */
  for (guint i = 0; i < games->len; i++)
    if (g_ptr_array_index (games, i) != game)
      g_assert_false (((DrPlayGame *) g_ptr_array_index (games, i))->lockpick);

  resumed = dr_lockpick_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmphex (session_hash (resumed), ==, session_hash (session));
  g_assert_true (dr_lockpick_session_is_human (resumed, 2));

  decks = dr_play_games_decks_vs_computer (games);
  g_assert_cmpuint (g_strv_length (decks), ==, 0);
  g_clear_object (&session);
  dr_test_remove_tree (tmp);
}

/* Against the computer to the end: the end is written at once, listed
 * finished with its winner, and no deck's history counts it. */
static void
test_finished_game (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { TRUE, FALSE, FALSE, FALSE };
  g_autofree char *dir = g_dir_make_tmp ("dr-lockpick-games-XXXXXX", NULL);
  g_autofree char *path = dr_play_games_new_path (dir);
  g_autoptr (DrLockpickSession) session = new_session (2, 31, ai);
  g_autoptr (GPtrArray) games = NULL;
  g_auto (GStrv) decks = NULL;
  g_autofree char *end = NULL;
  const DrPlayGame *game;
  DrEngineResult result;
  guint64 rng[4];
  int decisions = 0;

  dr_engine_rng_seed (rng, 6);
  dr_lockpick_games_autosave (session, path);
  for (;;)
    {
      run_until_human (session);
      if (dr_lockpick_session_is_over (session))
        break;
      g_assert_true (dr_lockpick_session_choose (session, human_pick (session, rng), NULL));
      g_assert_cmpint (++decisions, <, 5000);
    }
  /* no main loop turn since: the end was written at once */
  g_assert_cmphex (file_hash (path), ==, session_hash (session));
  games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 1);
  game = g_ptr_array_index (games, 0);
  g_assert_true (game->lockpick);
  g_assert_true (game->finished);
  g_assert_false (game->human[0]);
  g_assert_true (game->human[1]);
  dr_lockpick_session_get_result (session, &result);
  g_assert_cmpint (game->winner, ==, (result.winners & 1u) != 0 ? 0 : 1);
  g_assert_cmpint (game->reason, ==, dr_lockpick_session_get_state (session)->reason);
  /* the Replays list and `games list` word it as Lockpick's end, with no
   * Netrunner identities */
  g_assert_null (dr_play_game_identities (game));
  end = dr_play_game_result_text (game);
  g_assert_cmpstr (end, ==, dr_lp_reason_text (game->reason));
  decks = dr_play_games_decks_vs_computer (games);
  g_assert_cmpuint (g_strv_length (decks), ==, 0);
  g_clear_object (&session);
  dr_test_remove_tree (dir);
}

/* A folder that cannot be made: the save says so, the game goes on, and
 * a good file written before is not touched. */
static void
test_save_fails (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, FALSE, FALSE, FALSE };
  g_autofree char *tmp = g_dir_make_tmp ("dr-lockpick-games-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (tmp, "games", NULL);
  g_autofree char *path = g_build_filename (blocker, "game.jsonl", NULL);
  g_autoptr (DrLockpickSession) session = new_session (2, 8, ai);
  guint64 rng[4];

  dr_engine_rng_seed (rng, 2);
  g_assert_true (g_file_set_contents (blocker, "not a folder", -1, NULL));
  g_test_expect_message ("dr-play-games", G_LOG_LEVEL_MESSAGE, "Cannot save the game*");
  dr_lockpick_games_autosave (session, path);
  g_test_assert_expected_messages ();
  g_test_expect_message ("dr-play-games", G_LOG_LEVEL_MESSAGE, "Cannot save the game*");
  g_assert_true (dr_lockpick_session_choose (session, human_pick (session, rng), NULL));
  g_assert_false (dr_lockpick_games_save_now (session));
  g_test_assert_expected_messages ();
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session), ==, 1);
  g_clear_object (&session);
  dr_test_remove_tree (tmp);
}

/* The action lines' "text" of a record, in order, without the decisions
 * a format 1 record implies (the hackers' order, a Patch question declined). */
static GPtrArray *
action_texts (const char *path, gboolean skip_implied)
{
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonObject *o;

      if (lines[i][0] == '\0')
        continue;
      g_assert_true (json_parser_load_from_data (parser, lines[i], -1, NULL));
      o = json_node_get_object (json_parser_get_root (parser));
      if (g_strcmp0 (json_object_get_string_member_with_default (o, "type", ""), "action") != 0)
        continue;
      if (skip_implied)
        {
          gint64 kind = json_object_get_int_member (o, "kind");

          if (kind == DR_LP_ACT_ORDER_NEXT
              || (kind == DR_LP_ACT_DECLINE && strstr (json_object_get_string_member (o, "text"), "Patch") != NULL))
            continue;
        }
      g_ptr_array_add (texts, g_strdup (json_object_get_string_member (o, "text")));
    }
  return texts;
}

/* Records of format 1, written by deckrunner-cli at commit 906bf52^ (the
 * last one writing format 1):
 *   play --game lockpick --players 3 --ai all --seed 41 --record …finished.jsonl
 *   play --game lockpick --players 3 --ai hackers --seed 42 --record …unfinished.jsonl
 *     (the server choosing its first option 40 times, then q)
 * They were dealt before the structures' numbers were shuffled, played the
 * hackers in seat order and asked no server without a Patch about one: they
 * resume as the same game (each action described as the old engine
 * described it), saved again in format 1, and the finished one lists with
 * its end. */
static void
test_format1_records (void)
{
  g_autofree char *unfinished = g_build_filename (PLAY_RECORD_DIR, "lockpick-format1-unfinished.jsonl", NULL);
  g_autofree char *finished = g_build_filename (PLAY_RECORD_DIR, "lockpick-format1-finished.jsonl", NULL);
  g_autofree char *dir = g_dir_make_tmp ("dr-lockpick-format1-XXXXXX", NULL);
  g_autofree char *saved = g_build_filename (dir, "resumed.jsonl", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (DrLockpickSession) session = dr_lockpick_session_load (unfinished, &error);
  g_autoptr (DrLockpickSession) again = NULL;
  g_autoptr (DrLockpickSession) over = NULL;
  g_autoptr (GPtrArray) old_texts = action_texts (unfinished, FALSE);
  g_autoptr (GPtrArray) new_texts = NULL;
  g_autoptr (DrPlayGame) game = NULL;
  DrLockpickRecord rec;
  guint64 hash;

  g_assert_no_error (error);
  g_assert_nonnull (session);
  g_assert_cmpuint (old_texts->len, ==, 58);
  /* the hackers' order (one choice at three players) is in the record now */
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session), >, 58);
  g_assert_cmpint (dr_lockpick_session_get_state (session)->turn, ==, 3);
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session), ==, DR_LP_SERVER_SEAT);
  g_assert_true (dr_lockpick_session_is_human (session, DR_LP_SERVER_SEAT));
  g_assert_false (dr_lockpick_session_is_human (session, 1));

  /* the same game: every action reads as the old engine wrote it */
  g_assert_true (dr_lockpick_session_save (session, saved, &error));
  g_assert_no_error (error);
  new_texts = action_texts (saved, TRUE);
  g_assert_cmpuint (new_texts->len, ==, old_texts->len);
  for (guint i = 0; i < old_texts->len; i++)
    g_assert_cmpstr (g_ptr_array_index (new_texts, i), ==, g_ptr_array_index (old_texts, i));
  dr_lockpick_record_init (&rec);
  g_assert_true (dr_lockpick_record_load (saved, &rec, &error));
  g_assert_cmpint (rec.format, ==, 1);
  dr_lockpick_record_clear (&rec);

  /* played on, saved, resumed: the same position */
  g_assert_true (dr_lockpick_session_choose (session, 0, &error));
  g_assert_no_error (error);
  run_until_human (session);
  hash = dr_lp_hash (dr_lockpick_session_get_state (session));
  g_assert_true (dr_lockpick_session_save (session, saved, &error));
  again = dr_lockpick_session_load (saved, &error);
  g_assert_no_error (error);
  g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (again)), ==, hash);

  /* the finished one: over as its end line says, and listed so */
  over = dr_lockpick_session_load (finished, &error);
  g_assert_no_error (error);
  g_assert_true (dr_lockpick_session_is_over (over));
  g_assert_cmpint (dr_lockpick_session_get_state (over)->turn, ==, 8);
  g_assert_true (dr_lockpick_session_get_state (over)->winner_server);
  game = dr_lockpick_games_read (finished, &error);
  g_assert_no_error (error);
  g_assert_true (game->finished);
  g_assert_cmpint (game->winner, ==, 0);
  dr_test_remove_tree (dir);
}

/* The Hard level's hackers play the planner's choice (dr-lp-plan.c), with
 * four players giving the heuristic's first choice a head start of one
 * world in DR_LOCKPICK_PLAN_HEAD_START; its server plays the search's: the
 * same choice for every decision of a game, with DECKRUNNER_AI_ITERATIONS
 * as the planner's worlds and the search's playouts; and the planner does
 * not merely echo the heuristic. */
static void
check_hard_level (int players, guint64 seed)
{
  DrLpState s;
  guint64 rng[4] = { 7, 11, 13, 17 };
  int hacker_decisions = 0, server_decisions = 0, unlike_normal = 0;
  DrLpPlanBudget budget = { 8, DR_LP_PLAN_CANDIDATES, 0,
                            players == 4 ? 8.0 / DR_LOCKPICK_PLAN_HEAD_START : 0 };

  g_setenv ("DECKRUNNER_AI_ITERATIONS", "8", TRUE);
  g_assert_true (dr_lockpick_new_game (&s, players, seed, NULL));
  for (int step = 0; step < 400 && s.phase != DR_LP_PHASE_OVER; step++)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal);
      guint64 hard_rng[4], normal_rng[4], expected_rng[4];
      int hard, normal, expected;

      g_assert_cmpint (n, >, 0);
      memcpy (hard_rng, rng, sizeof rng);
      memcpy (normal_rng, rng, sizeof rng);
      memcpy (expected_rng, rng, sizeof rng);
      hard = dr_lockpick_pick (&s, DR_LOCKPICK_POLICY_SEARCH, legal, n, hard_rng, NULL);
      normal = dr_lockpick_pick (&s, DR_LOCKPICK_POLICY_HEURISTIC, legal, n, normal_rng, NULL);
      if (n == 1)
        expected = 0;
      else if (dr_lp_acting_seat (&s) == DR_LP_SERVER_SEAT)
        {
          expected = dr_lp_search_pick (&s, legal, n, 8, expected_rng, NULL);
          server_decisions++;
        }
      else
        {
          expected = dr_lp_plan_pick (&s, legal, n, &budget, expected_rng, NULL);
          hacker_decisions++;
          unlike_normal += hard != normal;
        }
      g_assert_cmpint (hard, ==, expected);
      g_assert_cmpint (dr_lp_apply (&s, &legal[dr_engine_rng_below (rng, (uint32_t) n)]), ==, 0);
    }
  g_test_message ("%d players: %d hacker decisions, %d unlike Normal's; %d of the server",
                  players, hacker_decisions, unlike_normal, server_decisions);
  g_assert_cmpint (hacker_decisions, >, 5);
  g_assert_cmpint (server_decisions, >, 5);
  g_assert_cmpint (unlike_normal, >, 0);
}

static void
test_hard_hackers_plan (void)
{
  check_hard_level (2, 21);
  check_hard_level (3, 21);
  check_hard_level (4, 21);
}

/* The Hard level's thinking stops when the session cancels it (Undo, a
 * closed game): the worker's flag reaches the planner and the search, so
 * that budgets that would run for hours give a legal choice at once. */
static void
test_hard_thinking_cancels (void)
{
  DrLpState s;
  guint64 rng[4] = { 3, 5, 7, 9 };
  int hacker_asked = 0, server_asked = 0;

  g_setenv ("DECKRUNNER_AI_ITERATIONS", "1000000000", TRUE);
  g_assert_true (dr_lockpick_new_game (&s, 2, 33, NULL));
  for (int step = 0; step < 400 && !(hacker_asked && server_asked); step++)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal), pick;
      volatile int cancel = 1;

      g_assert_cmpint (n, >, 0);
      if (n > 1 && (s.phase == DR_LP_PHASE_HACKER || s.phase == DR_LP_PHASE_SERVER))
        {
          pick = dr_lockpick_pick (&s, DR_LOCKPICK_POLICY_SEARCH, legal, n, rng, &cancel);
          g_assert_cmpint (pick, >=, 0);
          g_assert_cmpint (pick, <, n);
          if (dr_lp_acting_seat (&s) == DR_LP_SERVER_SEAT)
            server_asked = 1;
          else
            hacker_asked = 1;
        }
      else
        pick = dr_lockpick_pick (&s, DR_LOCKPICK_POLICY_HEURISTIC, legal, n, rng, NULL);
      g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
    }
  g_unsetenv ("DECKRUNNER_AI_ITERATIONS");
  g_assert_true (hacker_asked);
  g_assert_true (server_asked);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lockpick/session/game-to-the-end", test_game_to_the_end);
  g_test_add_func ("/lockpick/session/undo", test_undo);
  g_test_add_func ("/lockpick/session/hot-seat-undo", test_hot_seat_undo);
  g_test_add_func ("/lockpick/session/save-and-resume", test_save_and_resume);
  g_test_add_func ("/lockpick/session/cancel-and-masking", test_cancel_and_masking);
  g_test_add_func ("/lockpick/session/refusals", test_refusals);
  g_test_add_func ("/lockpick/session/chosen-decks", test_chosen_decks);
  g_test_add_func ("/lockpick/session/chosen-decks-without-pause", test_chosen_decks_without_pause);
  g_test_add_func ("/lockpick/games/hot-seat-autosave-and-list", test_hot_seat_autosave_and_list);
  g_test_add_func ("/lockpick/games/finished-game", test_finished_game);
  g_test_add_func ("/lockpick/games/save-fails", test_save_fails);
  g_test_add_func ("/lockpick/session/format1-records", test_format1_records);
  g_test_add_func ("/lockpick/session/hard-hackers-plan", test_hard_hackers_plan);
  g_test_add_func ("/lockpick/session/hard-thinking-cancels", test_hard_thinking_cancels);
  return g_test_run ();
}
