/* test-lockpick-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-lockpick-games.h"
#include "dr-card-store.h"
#include "dr-lockpick-card-private.h"
#include "dr-lockpick-grid-private.h"
#include "dr-lockpick-match-private.h"
#include "dr-lockpick-replay-private.h"
#include "dr-lockpick-session-private.h"
#include "dr-lockpick-table.h"
#include "dr-play-games.h"
#include "dr-lockpick-setup-group-private.h"
#include "dr-play-catalog.h"
#include "dr-play-rules-window.h"
#include "dr-play-setup-page-private.h"
#include "dr-play-view-private.h"
#include "dr-test-helper.h"
#include "dr-test-play.h"
#include "dr-test-ui.h"
#include "dr-test-ui-app.h"
#include "dr-window-private.h"

/* Lockpick in the Play view of the real window under Xvfb, over real
 * DrLockpickSessions: matches set up through New Match and played by
 * clicking the widgets (the numbered choices, the grid's cells, Random
 * Layout), a whole game against the computer to its record, hot-seat's
 * masking, undo (and hot-seat's limits on it), saving and resuming, the
 * games saved as they are played and resumed from the start page's list,
 * and the replay through each seat's eyes. */

static DrLockpickMatch *
match (void)
{
  return play_view_child ("lockpick_match");
}

static DrLockpickSession *
session (void)
{
  return dr_lockpick_match_get_session (match ());
}

static gpointer
setup_child (const char *name)
{
  return dr_test_ui_template_child (play_view_child ("setup_page"), DR_TYPE_PLAY_SETUP_PAGE, name);
}

static gpointer
match_child (const char *name)
{
  return dr_test_ui_template_child (match (), DR_TYPE_LOCKPICK_MATCH, name);
}

static AdwComboRow *
lockpick_decks_row (void)
{
  return dr_test_ui_template_child (setup_child ("lockpick_group"), DR_TYPE_LOCKPICK_SETUP_GROUP, "decks_row");
}

/* New Match, the game Lockpick, `players`, the person's `seat`, the
 * opponent (0 the computer, 1 the computer searching, 2 hot-seat) and the
 * decks (Decks row: 0 dealt at random, 1 chosen by the players). */
static void
start_lockpick_with_decks (int players, int seat, guint opponent, guint64 seed, guint decks)
{
  DrPlayView *view = play_view ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "setup");
  adw_combo_row_set_selected (setup_child ("game_row"), 1);
  g_assert_true (gtk_widget_get_visible (setup_child ("lockpick_group")));
  g_assert_false (gtk_widget_get_visible (setup_child ("decks_group")));
  dr_lockpick_setup_group_set (setup_child ("lockpick_group"), players, seat, opponent);
  adw_combo_row_set_selected (lockpick_decks_row (), decks);
  dr_play_setup_page_set_seed (play_view_child ("setup_page"), seed);
  g_assert_true (gtk_widget_get_sensitive (setup_child ("start_button")));
  g_signal_emit_by_name (setup_child ("start_button"), "clicked");
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "lockpick");
  g_assert_cmpint (dr_lockpick_session_get_n_seats (session ()), ==, players);
  g_assert_cmpuint (dr_lockpick_session_get_seed (session ()), ==, seed);
  g_assert_cmpint (dr_lockpick_session_get_state (session ())->chosen, ==, decks);
}

static void
start_lockpick (int players, int seat, guint opponent, guint64 seed)
{
  start_lockpick_with_decks (players, seat, opponent, seed, 0);
}

static guint
n_choices (void)
{
  guint n = 0;

  for (GtkWidget *b = gtk_widget_get_first_child (match_child ("choices_box")); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    n++;
  return n;
}

static gboolean
human_can_act (gpointer data)
{
  return dr_lockpick_session_is_over (session ())
         || (n_choices () > 0 && !dr_lockpick_match_is_passing (match ())
             && gtk_widget_get_mapped (match_child ("choices_box")));
}

static GtkWidget *
choice_button (guint position)
{
  GtkWidget *b = gtk_widget_get_first_child (match_child ("choices_box"));

  for (guint i = 0; b != NULL && i < position; i++)
    b = gtk_widget_get_next_sibling (b);
  return b;
}

/* The next decision of the person at the screen, taken through the
 * widgets: the heuristic picks among the choices the table shows, from
 * what that seat sees; a cell is clicked on the grid, the random layout
 * with its button, anything else with its numbered choice.  FALSE at the
 * end of the game. */
static gboolean
play_one (guint64 rng[4])
{
  GListModel *actions;
  guint n;
  g_autofree DrEngineAction *legal = NULL;
  DrLpState view;
  const DrEngineAction *a;
  guint pick;
  int cell;

  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  if (dr_lockpick_session_is_over (session ()))
    return FALSE;
  actions = dr_lockpick_session_get_actions (session ());
  n = g_list_model_get_n_items (actions);
  g_assert_cmpuint (n, ==, n_choices ());
  legal = g_new (DrEngineAction, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DrPlayAction) action = g_list_model_get_item (actions, i);
      GtkWidget *button = choice_button (i);
      g_autofree char *text = dr_test_play_text (button);

      legal[i] = *dr_play_action_get_engine_action (action);
      /* the button says what it does */
      g_assert_nonnull (strstr (text, dr_play_action_get_label (action)));
    }
  dr_lockpick_session_get_view (session (), dr_lockpick_match_get_viewer (match ()), &view);
  pick = (guint) dr_lp_heuristic_pick (&view, legal, (int) n, rng);
  a = &legal[pick];
  cell = a->kind == DR_LP_ACT_CHOOSE_CELL || a->kind == DR_LP_ACT_LAYOUT_PLACE ? a->arg[1] : -1;
  if (cell >= 0)
    {
      static guint cells_chosen;
      GtkWidget *card = dr_lockpick_grid_get_cell (match_child ("grid"), cell);

      g_assert_nonnull (card);
      g_assert_true (dr_lockpick_card_is_choice (DR_LOCKPICK_CARD (card)));
      /* by the pointer, or every other time by the keyboard: the cell focused and Enter */
      if (cells_chosen++ % 2 == 0)
        g_signal_emit_by_name (card, "clicked");
      else
        {
          g_assert_true (gtk_widget_get_focusable (card));
          gtk_widget_grab_focus (card);
          g_assert_true (gtk_widget_activate_action (card, "card.activate", NULL));
          /* the table rebuilt keeps a focus for the keyboard */
          if (!dr_lockpick_match_is_passing (match ()))
            g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window ())));
        }
    }
  else if (a->kind == DR_LP_ACT_LAYOUT_RANDOM)
    {
      g_assert_true (gtk_widget_get_visible (match_child ("random_button")));
      g_signal_emit_by_name (match_child ("random_button"), "clicked");
    }
  else
    g_signal_emit_by_name (choice_button (pick), "clicked");
  return TRUE;
}

static void
assert_record_replays (const char *path)
{
  DrLockpickRecord record;
  DrLpState replayed;
  g_autoptr(GError) error = NULL;

  dr_lockpick_record_init (&record);
  g_assert_true (dr_lockpick_record_load (path, &record, &error));
  g_assert_no_error (error);
  g_assert_true (dr_lockpick_record_replay (&record, &replayed, &error));
  g_assert_no_error (error);
  g_assert_cmphex (dr_lp_hash (&replayed), ==, dr_lp_hash (dr_lockpick_session_get_state (session ())));
  g_assert_true (record.has_end);
  g_assert_cmphex (record.final_hash, ==, dr_lp_hash (&replayed));
  dr_lockpick_record_clear (&record);
}

static void
test_new_match_page (void)
{
  DrPlayView *view = play_view ();
  GListModel *seats;
  AdwActionRow *opponent;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  g_assert_false (gtk_widget_get_visible (setup_child ("lockpick_group")));
  adw_combo_row_set_selected (setup_child ("game_row"), 1);
  g_assert_true (gtk_widget_get_visible (setup_child ("lockpick_group")));
  g_assert_false (gtk_widget_get_visible (setup_child ("players_group")));
  /* the seats offered follow the player count */
  seats = adw_combo_row_get_model (dr_test_ui_template_child (setup_child ("lockpick_group"),
                                                              DR_TYPE_LOCKPICK_SETUP_GROUP, "seat_row"));
  dr_lockpick_setup_group_set (setup_child ("lockpick_group"), 4, 3, 0);
  g_assert_cmpuint (g_list_model_get_n_items (seats), ==, 4);
  dr_lockpick_setup_group_set (setup_child ("lockpick_group"), 2, 0, 0);
  g_assert_cmpuint (g_list_model_get_n_items (seats), ==, 2);
  /* Hard against the server's seat: its hackers plan at every player
   * count, so no notice says they play as Normal's */
  opponent = dr_test_ui_template_child (setup_child ("lockpick_group"), DR_TYPE_LOCKPICK_SETUP_GROUP,
                                        "opponent_row");
  for (int players = 2; players <= 4; players++)
    {
      const char *subtitle;

      dr_lockpick_setup_group_set (setup_child ("lockpick_group"), players, 0, 1);
      subtitle = adw_action_row_get_subtitle (opponent);
      g_assert_true (subtitle == NULL || *subtitle == '\0');
    }
  dr_lockpick_setup_group_set (setup_child ("lockpick_group"), 2, 0, 0);
  /* the decks: dealt at random unless chosen; what choosing means follows the player count */
  {
    DrLockpickSetup setup = { 0 };

    g_assert_cmpuint (adw_combo_row_get_selected (lockpick_decks_row ()), ==, 0);
    dr_lockpick_setup_group_get (setup_child ("lockpick_group"), &setup);
    g_assert_false (setup.chosen_decks);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (lockpick_decks_row ())), ==,
                     _("Drawn from the box at random in the counts for the player count"));
    adw_combo_row_set_selected (lockpick_decks_row (), 1);
    dr_lockpick_setup_group_get (setup_child ("lockpick_group"), &setup);
    g_assert_true (setup.chosen_decks);
    g_assert_cmpint (setup.players, ==, 2);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (lockpick_decks_row ())), ==,
                     _("Each side picks its cards from the box before the layout; the Structure Core is always in"));
    dr_lockpick_setup_group_set (setup_child ("lockpick_group"), 4, 1, 0);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (lockpick_decks_row ())), ==,
                     _("The server’s decks are the whole box; each hacker picks ten attack cards before the layout"));
    dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-new-match-chosen");
    adw_combo_row_set_selected (lockpick_decks_row (), 0);
    dr_lockpick_setup_group_get (setup_child ("lockpick_group"), &setup);
    g_assert_false (setup.chosen_decks);
  }
  dr_lockpick_setup_group_set (setup_child ("lockpick_group"), 2, 0, 0);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-new-match");
  adw_combo_row_set_selected (setup_child ("game_row"), 0);
  g_assert_true (gtk_widget_get_visible (setup_child ("players_group")));
}

/* Three players, the person the server against two computer hackers: the
 * layout card by card on the grid, then the game to its end. */
static void
test_game_against_computer (void)
{
  guint64 rng[4];
  g_autofree char *path = g_build_filename (data_dir, "lockpick-game.jsonl", NULL);
  g_autoptr(GError) error = NULL;
  guint decisions = 0;
  gboolean shot = FALSE;

  dr_engine_rng_seed (rng, 2026);
  start_lockpick (3, 0, 0, 42);
  g_assert_true (dr_lockpick_session_is_human (session (), 0));
  g_assert_false (dr_lockpick_session_is_human (session (), 1));
  /* the layout is the server's: placed card by card by clicking */
  g_assert_true (gtk_widget_get_visible (match_child ("random_button")));
  while (play_one (rng))
    {
      decisions++;
      g_assert_cmpuint (decisions, <, 3000);
      if (!shot && dr_lockpick_session_get_state (session ())->phase == DR_LP_PHASE_SERVER)
        {
          g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
          dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-table");
          shot = TRUE;
        }
    }
  g_assert_cmpuint (decisions, >, 20);
  g_assert_true (gtk_revealer_get_reveal_child (match_child ("over_revealer")));
  g_assert_nonnull (dr_lockpick_match_get_result (match ()));
  g_assert_cmpstr (gtk_label_get_text (match_child ("over_label")), ==, dr_lockpick_match_get_result (match ()));
  g_assert_true (dr_lockpick_match_save (match (), path, &error));
  g_assert_no_error (error);
  assert_record_replays (path);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-over");

  /* Rematch: the same players and seats, a new seed */
  {
    guint64 seed = dr_lockpick_session_get_seed (session ());

    g_signal_emit_by_name (match_child ("rematch_button"), "clicked");
    g_assert_false (dr_lockpick_session_is_over (session ()));
    g_assert_cmpint (dr_lockpick_session_get_n_seats (session ()), ==, 3);
    g_assert_true (dr_lockpick_session_is_human (session (), 0));
    g_assert_cmpuint (dr_lockpick_session_get_seed (session ()), !=, seed);
    dr_lockpick_session_cancel_ai (session ());
  }
}

/* Titles of cards whose face `viewer` may not know: no copy of the
 * title in its view, none named in its log. */
static GPtrArray *
hidden_titles (int viewer)
{
  const DrLpState *s = dr_lockpick_session_get_state (session ());
  GListModel *log = dr_lockpick_session_get_log (session (), viewer);
  g_autoptr(GString) log_text = g_string_new (NULL);
  GPtrArray *hidden = g_ptr_array_new ();
  DrLpState view;
  gboolean known[DR_LP_N_DEFS] = { FALSE };

  dr_lockpick_session_get_view (session (), viewer, &view);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(DrPlayLogLine) line = g_list_model_get_item (log, i);

      g_string_append_printf (log_text, "%s\n", dr_play_log_line_get_text (line));
    }
  for (int i = 0; i < view.n_cards; i++)
    known[view.cards[i].def] = TRUE;
  for (int i = 0; i < s->n_cards; i++)
    {
      const char *title = dr_lockpick_session_card_title (s->cards[i].def);

      if (known[s->cards[i].def] || s->cards[i].def == DR_LP_LOCKPICK   /* the game's name too */
          || strstr (log_text->str, title) != NULL)
        continue;
      g_ptr_array_add (hidden, (gpointer) title);
    }
  return hidden;
}

/* What every card's zoom would show, appended to `text`, so that the
 * masking check reads them too (made, not popped up: dozens of popovers
 * opened and closed at once stall the X11 window's frame clock); the
 * number of cards that have one. */
static int
read_every_zoom (GtkWidget *widget,
                 GString   *text)
{
  int n = 0;

  if (DR_IS_LOCKPICK_CARD (widget))
    {
      GtkWidget *zoom = dr_lockpick_card_make_zoom (DR_LOCKPICK_CARD (widget));

      if (zoom != NULL)
        {
          g_autofree char *words = NULL;

          g_object_ref_sink (zoom);
          words = dr_test_play_text (zoom);
          g_string_append (text, words);
          g_object_unref (zoom);
          n++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += read_every_zoom (child, text);
  return n;
}

static int zooms_read;

/* The widgets' words without the texts of the cards `viewer` knows: a
 * known card's text may name another card (Zombie Process names Machine
 * Reboot), which says nothing of where that one is. */
static char *
words_but_known_texts (int viewer)
{
  g_autofree char *words = dr_test_play_text (GTK_WIDGET (match ()));
  DrCardStore *store = dr_context_get_card_store (dr_window_get_context (window ()));
  g_autoptr(GString) text = g_string_new (words);
  DrLpState view;

  zooms_read += read_every_zoom (GTK_WIDGET (match ()), text);

  dr_lockpick_session_get_view (session (), viewer, &view);
  for (int i = 0; i < view.n_cards; i++)
    {
      const DrLpCardData *data = dr_lp_card_data (view.cards[i].def);
      g_autoptr(DrCard) card = data != NULL ? dr_card_store_get_card (store, data->code) : NULL;

      if (card != NULL && card->text != NULL)
        g_string_replace (text, card->text, "", 0);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
assert_nothing_hidden_shows (int viewer)
{
  g_autoptr(GPtrArray) hidden = hidden_titles (viewer);
  g_autofree char *text = NULL;

  text = words_but_known_texts (viewer);

  for (guint i = 0; i < hidden->len; i++)
    if (strstr (text, g_ptr_array_index (hidden, i)) != NULL)
      g_error ("%s, hidden from seat %d, shows: %s", (const char *) g_ptr_array_index (hidden, i), viewer, text);
}

/* Three people on one device: between two seats the pass screen, and no
 * widget ever holds a card another seat's eyes may not see. */
static void
test_hot_seat_masking (void)
{
  guint64 rng[4];
  int checked = 0, passes = 0;

  dr_engine_rng_seed (rng, 7);
  start_lockpick (3, 0, 2, 77);
  for (int step = 0; step < 160; step++)
    {
      if (dr_lockpick_match_is_passing (match ()))
        {
          g_assert_cmpint (dr_lockpick_match_get_viewer (match ()), ==, -1);
          assert_nothing_hidden_shows (-1);
          if (passes++ == 1)
            dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-pass");
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.reveal", NULL));
        }
      g_assert_false (dr_lockpick_match_is_passing (match ()));
      assert_nothing_hidden_shows (dr_lockpick_match_get_viewer (match ()));
      checked++;
      if (!play_one (rng))
        break;
    }
  g_assert_cmpint (passes, >, 3);
  g_assert_cmpint (checked, >, 20);
  /* the zooms read were the cards' whole texts */
  g_assert_cmpint (zooms_read, >, 20);
}

/* A digit key, as the match's key controller gets it: TRUE when handled. */
static gboolean
press_digit (guint keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (match ()));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
    }
  return handled;
}

static gboolean
acted_since (gpointer actions)
{
  return dr_lockpick_session_get_n_actions (session ()) > GPOINTER_TO_UINT (actions);
}

static void
test_undo (void)
{
  guint64 rng[4], before;
  guint actions;

  dr_engine_rng_seed (rng, 3);
  start_lockpick (2, 1, 0, 5);
  /* the computer's server lays out its cards; then the person's hacker acts */
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_false (gtk_widget_get_visible (match_child ("random_button")));
  g_assert_false (gtk_widget_is_sensitive (match_child ("undo_button")));
  /* the keyboard: a digit past the choices does nothing, "1" takes the first */
  actions = dr_lockpick_session_get_n_actions (session ());
  g_assert_cmpuint (n_choices (), <, 9);
  g_assert_false (press_digit (GDK_KEY_9));
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session ()), ==, actions);
  g_assert_true (press_digit (GDK_KEY_1));
  /* a button activated from the keyboard clicks a moment later */
  g_assert_true (dr_test_ui_wait_until (acted_since, GUINT_TO_POINTER (actions)));
  for (int i = 0; i < 3; i++)
    g_assert_true (play_one (rng));
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  before = dr_lp_hash (dr_lockpick_session_get_state (session ()));
  actions = dr_lockpick_session_get_n_actions (session ());
  g_assert_true (play_one (rng));
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_true (gtk_widget_is_sensitive (match_child ("undo_button")));
  g_signal_emit_by_name (match_child ("undo_button"), "clicked");
  g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (session ())), ==, before);
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session ()), ==, actions);
  g_assert_true (human_can_act (NULL));
  /* the hacker's table in the dark style: only the theme's colours */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-hacker-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_save_and_resume (void)
{
  guint64 rng[4];
  g_autofree char *path = g_build_filename (data_dir, "lockpick-saved.jsonl", NULL);
  g_autoptr(GError) error = NULL;
  guint64 hash;

  /* A game still on after four of the person's decisions: the computer's
   * hackers end some deals sooner. */
  for (guint64 seed = 123;; seed++)
    {
      int played = 0;

      g_assert_cmpuint (seed, <, 143);
      dr_engine_rng_seed (rng, 11);
      start_lockpick (4, 2, 0, seed);
      while (played < 4 && play_one (rng))
        played++;
      if (played == 4)
        break;
    }
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_true (dr_lockpick_match_save (match (), path, &error));
  g_assert_no_error (error);
  hash = dr_lp_hash (dr_lockpick_session_get_state (session ()));
  /* away to Netrunner's New Match and back through the start page's Open */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_view ()), "play.home", NULL));
  g_assert_true (dr_play_view_resume (play_view (), path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (dr_play_view_get_page (play_view ()), ==, "lockpick");
  g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (session ())), ==, hash);
  g_assert_true (dr_lockpick_session_is_human (session (), 2));
  g_assert_cmpint (dr_lockpick_session_get_n_seats (session ()), ==, 4);
  /* a file from elsewhere stays as it was: the game goes on in a new file of the games folder */
  {
    g_autofree char *games = dr_play_games_dir ();
    const char *autosave = dr_lockpick_games_autosave_path (session ());

    g_assert_nonnull (autosave);
    g_assert_cmpstr (autosave, !=, path);
    g_assert_true (g_str_has_prefix (autosave, games));
    g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (session ())), ==, hash);
  }
  g_assert_true (gtk_widget_get_visible (match_child ("undo_button")));
  g_assert_true (play_one (rng));
  /* a damaged record is refused with a message, and the game stays */
  g_assert_true (g_file_set_contents (path, "{\"type\":\"header\",\"game\":\"lockpick\",\"players\":9}\n", -1, NULL));
  g_assert_false (dr_play_view_resume (play_view (), path, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (session ());
}

/* Hot-seat: the undo button is never usable by a seat for another seat's
 * decision, on the pass screen or after it; a seat's own decision, while
 * it still acts, is. */
static void
test_hot_seat_undo_button (void)
{
  guint64 rng[4];
  guint64 before;
  guint actions;

  dr_engine_rng_seed (rng, 19);
  start_lockpick (2, 0, 2, 61);
  g_assert_true (dr_lockpick_match_is_passing (match ()));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.reveal", NULL));
  g_assert_false (gtk_widget_is_sensitive (match_child ("undo_button")));
  /* the server lays out its structure at random: one decision */
  g_assert_true (gtk_widget_get_visible (match_child ("random_button")));
  g_signal_emit_by_name (match_child ("random_button"), "clicked");
  /* the hacker's turn behind the pass screen: the server's decision is not theirs to take back */
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session ()), ==, 1);
  g_assert_true (dr_lockpick_match_is_passing (match ()));
  g_assert_false (dr_lockpick_session_can_undo (session ()));
  g_assert_false (gtk_widget_is_sensitive (match_child ("undo_button")));
  actions = dr_lockpick_session_get_n_actions (session ());
  /* nor with the keyboard */
  gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.undo", NULL);
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session ()), ==, actions);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.reveal", NULL));
  g_assert_false (dr_lockpick_match_is_passing (match ()));
  g_assert_false (gtk_widget_is_sensitive (match_child ("undo_button")));

  /* the hacker's own decisions: undoable while the hacker still acts */
  for (int step = 0; step < 40; step++)
    {
      before = dr_lp_hash (dr_lockpick_session_get_state (session ()));
      actions = dr_lockpick_session_get_n_actions (session ());
      g_assert_true (play_one (rng));
      if (dr_lockpick_session_get_acting_seat (session ()) == 1)
        {
          g_assert_true (gtk_widget_is_sensitive (match_child ("undo_button")));
          g_signal_emit_by_name (match_child ("undo_button"), "clicked");
          g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (session ())), ==, before);
          g_assert_cmpuint (dr_lockpick_session_get_n_actions (session ()), ==, actions);
          g_assert_true (play_one (rng));
        }
      if (dr_lockpick_session_get_acting_seat (session ()) == 0)
        break;
    }
  /* the server acts now, after the hacker's last decision: no undo */
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session ()), ==, 0);
  g_assert_true (dr_lockpick_match_is_passing (match ()));
  g_assert_false (gtk_widget_is_sensitive (match_child ("undo_button")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.reveal", NULL));
  g_assert_false (gtk_widget_is_sensitive (match_child ("undo_button")));
  actions = dr_lockpick_session_get_n_actions (session ());
  gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.undo", NULL);
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session ()), ==, actions);
}

static gboolean
listed (gpointer data)
{
  return !dr_play_view_is_listing (play_view ());
}

/* The start page's row of `path`, or NULL. */
static GtkWidget *
resume_row (const char *path)
{
  for (GtkWidget *row = gtk_widget_get_first_child (play_view_child ("resume_list"));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "dr-game-path"), path) == 0)
      return row;
  return NULL;
}

/* Every Lockpick game saves itself into the games folder as it is played,
 * is listed on the start page as "Lockpick, 3 players" beside Netrunner's
 * games, and its row resumes it where it stopped; a finished one leaves the
 * list. */
static void
test_autosave_and_resume_list (void)
{
  guint64 rng[4];
  g_autofree char *dir = dr_play_games_dir ();
  g_autofree char *path = NULL;
  g_autofree char *title = g_strdup_printf (g_dngettext (NULL, "Lockpick, %d player", "Lockpick, %d players", 3), 3);
  g_autofree char *row_text = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *row;
  guint64 hash;

  dr_engine_rng_seed (rng, 23);
  start_lockpick (3, 1, 0, 88);
  path = g_strdup (dr_lockpick_games_autosave_path (session ()));
  g_assert_nonnull (path);
  g_assert_true (g_str_has_prefix (path, dir));
  for (int i = 0; i < 3; i++)
    g_assert_true (play_one (rng));
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  hash = dr_lp_hash (dr_lockpick_session_get_state (session ()));

  /* leaving the game writes what the computer did since */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_view ()), "play.home", NULL));
  g_assert_true (dr_test_ui_wait_until (listed, NULL));
  row = resume_row (path);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, title);
  g_assert_true (gtk_widget_get_visible (play_view_child ("resume_list")));
  row_text = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_nonnull (strstr (row_text, _("You play a hacker")));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-resume-list");

  /* another game in between; the row still resumes the first where it was */
  start_lockpick (2, 0, 0, 89);
  g_signal_emit_by_name (row, "activate");
  g_assert_cmpstr (dr_play_view_get_page (play_view ()), ==, "lockpick");
  g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (session ())), ==, hash);
  g_assert_true (dr_lockpick_session_is_human (session (), 1));
  g_assert_cmpstr (dr_lockpick_games_autosave_path (session ()), ==, path);
  /* played on, it goes on in the same file */
  g_assert_true (play_one (rng));
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_true (dr_lockpick_games_save_now (session ()));
  {
    g_autoptr(DrLockpickSession) again = dr_lockpick_session_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (again)), ==,
                     dr_lp_hash (dr_lockpick_session_get_state (session ())));
  }
  dr_lockpick_session_cancel_ai (session ());
}

/* A seat's eyes: titles of cards the replay must not show, and whether a
 * face-down structure the seat has not seen shows a kind on the grid. */
static void
assert_replay_masked (DrLockpickReplay *replay)
{
  const DrLpState *s = dr_lockpick_replay_get_state (replay);
  int viewer = dr_lockpick_replay_get_viewer (replay);
  g_autofree char *text = dr_test_play_text (GTK_WIDGET (replay));
  g_autofree char *log_text = dr_test_play_text (dr_test_ui_template_child (replay, DR_TYPE_LOCKPICK_REPLAY, "log_list"));
  DrLockpickGrid *grid = dr_test_ui_template_child (replay, DR_TYPE_LOCKPICK_REPLAY, "grid");
  gboolean known[DR_LP_N_DEFS] = { FALSE };
  DrLpState view;

  dr_lp_view (s, viewer, &view);
  for (int i = 0; i < view.n_cards; i++)
    known[view.cards[i].def] = TRUE;
  for (int i = 0; i < s->n_cards; i++)
    {
      const char *title = dr_lockpick_session_card_title (s->cards[i].def);

      if (known[s->cards[i].def] || s->cards[i].def == DR_LP_LOCKPICK || strstr (log_text, title) != NULL)
        continue;
      if (strstr (text, title) != NULL)
        g_error ("%s, hidden from seat %d at action %u, shows", title, viewer, dr_lockpick_replay_get_position (replay));
    }
  /* a cell whose card the seat has not seen names no structure */
  for (int i = 0; i < view.n_cards; i++)
    if (view.cards[i].zone == DR_LP_ZONE_GRID && view.cards[i].def == DR_LP_UNKNOWN)
      {
        GtkWidget *cell = dr_lockpick_grid_get_cell (grid, view.cards[i].cell);
        g_autofree char *cell_text = cell != NULL ? dr_test_play_text (cell) : g_strdup ("");

        for (int def = DR_LP_STRUCTURE_CORE; def <= DR_LP_SECURED_STRUCTURE; def++)
          if (strstr (cell_text, dr_lockpick_session_card_title (def)) != NULL)
            g_error ("cell %d shows %s to seat %d", view.cards[i].cell, dr_lockpick_session_card_title (def), viewer);
      }
}

static char *
log_text (GListModel *log)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(DrPlayLogLine) line = g_list_model_get_item (log, i);

      g_string_append_printf (text, "%s\n", dr_play_log_line_get_text (line));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
structure_title_shows (DrLockpickReplay *replay)
{
  GtkWidget *grid = dr_test_ui_template_child (replay, DR_TYPE_LOCKPICK_REPLAY, "grid");
  g_autofree char *text = dr_test_play_text (grid);

  return strstr (text, dr_lockpick_session_card_title (DR_LP_STRUCTURE_CORE)) != NULL;
}

/* A game against the computer to its end, then its replay from the match's
 * Watch button: forward and back through the server's, the hacker's and a
 * spectator's eyes, each masked as in the game; the same record opened as
 * a file; a record that is not one refused. */
/* The button under `widget` that activates `action`, NULL when none does. */
static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Export of the replay shown: the name suggested is the game's, as the
 * lists show it, and the file written replays to `end_hash`, which its end
 * line records; a copy of `source` (the same bytes, when `source` was
 * written whole by this version). */
static void
assert_exports (DrLockpickReplay *replay,
                const char       *source,
                guint64           end_hash,
                gboolean          same_bytes)
{
  g_autofree char *exported = g_build_filename (data_dir, "lockpick-exported.jsonl", NULL);
  g_autofree char *name = dr_lockpick_replay_get_export_name (replay);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrPlayGame) game = dr_lockpick_games_read (source, &error);
  g_autofree char *expected = NULL;
  g_autofree DrLpState *end = g_new0 (DrLpState, 1);
  GtkWidget *button = find_action_button (GTK_WIDGET (replay), "lockpick-replay.export");
  DrLockpickRecord original, copy;

  g_assert_no_error (error);
  expected = dr_play_game_file_name (game);
  g_assert_cmpstr (name, ==, expected);
  g_assert_true (g_str_has_suffix (name, ".jsonl"));
  g_assert_null (strchr (name, '/'));
  g_assert_null (strchr (name, ':'));
  /* the toolbar's button, sensitive once a record is in */
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));

  g_assert_true (dr_lockpick_replay_export (replay, exported, &error));
  g_assert_no_error (error);
  dr_lockpick_record_init (&original);
  dr_lockpick_record_init (&copy);
  g_assert_true (dr_lockpick_record_load (source, &original, &error));
  g_assert_true (dr_lockpick_record_load (exported, &copy, &error));
  g_assert_true (dr_lockpick_record_replay (&copy, end, &error));
  g_assert_no_error (error);
  g_assert_cmphex (dr_lp_hash (end), ==, end_hash);
  g_assert_true (copy.has_end);
  g_assert_true (dr_lockpick_record_ends_on (&copy, end));
  g_assert_cmpint (copy.format, ==, original.format);
  g_assert_cmpint (copy.players, ==, original.players);
  g_assert_cmpuint (copy.seed, ==, original.seed);
  g_assert_cmpuint (copy.actions->len, ==, original.actions->len);
  if (same_bytes)
    {
      g_autofree char *source_text = NULL;
      g_autofree char *exported_text = NULL;

      g_assert_true (g_file_get_contents (source, &source_text, NULL, NULL));
      g_assert_true (g_file_get_contents (exported, &exported_text, NULL, NULL));
      g_assert_cmpstr (exported_text, ==, source_text);
    }
  dr_lockpick_record_clear (&original);
  dr_lockpick_record_clear (&copy);
  g_assert_cmpint (g_remove (exported), ==, 0);
}

static void
test_replay (void)
{
  guint64 rng[4];
  DrLockpickReplay *replay;
  g_autofree char *path = NULL;
  g_autofree char *bad = g_build_filename (data_dir, "not-lockpick.jsonl", NULL);
  guint n, layout_done = 0, decisions = 0;
  guint64 end_hash;

  dr_engine_rng_seed (rng, 29);
  start_lockpick (2, 1, 0, 14);
  while (play_one (rng))
    g_assert_cmpuint (++decisions, <, 3000);
  end_hash = dr_lp_hash (dr_lockpick_session_get_state (session ()));
  path = g_strdup (dr_lockpick_games_autosave_path (session ()));
  g_assert_true (gtk_widget_get_visible (match_child ("watch_button")));
  g_signal_emit_by_name (match_child ("watch_button"), "clicked");
  /* read in a worker: the "loading" page first */
  g_assert_cmpstr (dr_play_view_get_page (play_view ()), ==, "loading");
  dr_test_play_wait_replay (play_view ());
  g_assert_cmpstr (dr_play_view_get_page (play_view ()), ==, "lockpick-replay");
  replay = dr_play_view_get_lockpick_replay (play_view ());
  /* the game's own file, no copy of it */
  g_assert_cmpstr (dr_lockpick_replay_get_path (replay), ==, path);
  n = dr_lockpick_replay_get_n_actions (replay);
  g_assert_cmpuint (n, ==, dr_lockpick_session_get_n_actions (session ()));
  g_assert_cmpuint (dr_lockpick_replay_get_position (replay), ==, 0);
  g_assert_cmpint (dr_lockpick_replay_get_viewer (replay), ==, -1);

  /* forward with the keyboard's action, each seat's eyes at every step */
  for (guint position = 0; position <= n; position++)
    {
      const DrLpState *s;

      g_assert_cmpuint (dr_lockpick_replay_get_position (replay), ==, position);
      s = dr_lockpick_replay_get_state (replay);
      if (layout_done == 0 && s->phase != DR_LP_PHASE_LAYOUT_PICK && s->phase != DR_LP_PHASE_LAYOUT_PLACE)
        layout_done = position;
      for (int viewer = -1; viewer < 2; viewer++)
        {
          dr_lockpick_replay_set_viewer (replay, viewer);
          assert_replay_masked (replay);
        }
      dr_lockpick_replay_set_viewer (replay, -1);
      if (position < n)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "lockpick-replay.next", NULL));
    }
  g_assert_cmpuint (layout_done, >, 0);
  g_assert_cmphex (dr_lp_hash (dr_lockpick_replay_get_state (replay)), ==, end_hash);
  g_assert_true (gtk_widget_get_visible (dr_test_ui_template_child (replay, DR_TYPE_LOCKPICK_REPLAY, "result_label")));
  /* at the end each seat's log is the game's own for that seat */
  for (int viewer = -1; viewer < 2; viewer++)
    {
      g_autofree char *game_log = log_text (dr_lockpick_session_get_log (session (), viewer));
      g_autofree char *shown = NULL;
      GtkWidget *log_list = dr_test_ui_template_child (replay, DR_TYPE_LOCKPICK_REPLAY, "log_list");

      dr_lockpick_replay_set_viewer (replay, viewer);
      shown = dr_test_play_text (log_list);
      g_assert_cmpstr (shown, ==, game_log);
    }
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-replay-end");

  /* back: just after the layout, the server sees its Structure Core on the grid, the others do not */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "lockpick-replay.previous", NULL));
  g_assert_cmpuint (dr_lockpick_replay_get_position (replay), ==, n - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "lockpick-replay.first", NULL));
  g_assert_cmpuint (dr_lockpick_replay_get_position (replay), ==, 0);
  dr_lockpick_replay_set_position (replay, layout_done);
  dr_lockpick_replay_set_viewer (replay, DR_LP_SERVER_SEAT);
  g_assert_true (structure_title_shows (replay));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-replay-server");
  dr_lockpick_replay_set_viewer (replay, 1);
  g_assert_false (structure_title_shows (replay));
  dr_lockpick_replay_set_viewer (replay, -1);
  g_assert_false (structure_title_shows (replay));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "lockpick-replay.last", NULL));
  g_assert_cmpuint (dr_lockpick_replay_get_position (replay), ==, n);

  /* the finished game's file, opened as Watch a Replay does */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_view ()), "play.home", NULL));
  dr_test_play_open_replay (play_view (), path);
  g_assert_cmpstr (dr_play_view_get_page (play_view ()), ==, "lockpick-replay");
  g_assert_cmpuint (dr_lockpick_replay_get_n_actions (replay), ==, n);
  g_assert_cmpuint (dr_lockpick_replay_get_position (replay), ==, 0);
  /* Export writes the game's record again, whatever position shows */
  dr_lockpick_replay_set_position (replay, n / 2);
  assert_exports (replay, path, end_hash, TRUE);
  /* a Lockpick record whose actions do not replay: refused, the replay kept */
  g_assert_true (g_file_set_contents (bad, "{\"type\":\"header\",\"game\":\"lockpick\",\"players\":2,\"seed\":3}\n"
                                           "{\"type\":\"action\",\"kind\":200,\"seat\":1,\"card\":0,\"cell\":0,\"def\":0}\n",
                                      -1, NULL));
  dr_test_play_open_replay (play_view (), bad);
  g_assert_cmpstr (dr_play_view_get_page (play_view ()), ==, "lockpick-replay");
  g_assert_cmpstr (dr_lockpick_replay_get_path (replay), ==, path);
  g_assert_cmpuint (dr_lockpick_replay_get_n_actions (replay), ==, n);
  /* an older record (format 1, tests/play/test-lockpick-session.c): watched to its end */
  {
    g_autofree char *old = g_test_build_filename (G_TEST_DIST, "play", "records", "lockpick-format1-finished.jsonl", NULL);

    dr_test_play_open_replay (play_view (), old);
    g_assert_cmpstr (dr_lockpick_replay_get_path (replay), ==, old);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "lockpick-replay.last", NULL));
    g_assert_cmpint (dr_lockpick_replay_get_state (replay)->phase, ==, DR_LP_PHASE_OVER);
    g_assert_cmpint (dr_lockpick_replay_get_state (replay)->turn, ==, 8);
    g_assert_true (dr_lockpick_replay_get_state (replay)->winner_server);
    /* exported still in format 1, its end checked by round and result */
    assert_exports (replay, old, dr_lp_hash (dr_lockpick_replay_get_state (replay)), FALSE);
  }
}

/* A game of two after Random Layout (the server's whole structure on the grid). */
static void
laid_out_game (DrLpState *s,
               guint64    seed)
{
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int n, random = -1;

  g_assert_true (dr_lockpick_new_game (s, 2, seed, NULL));
  n = dr_lp_legal_actions (s, legal);
  for (int i = 0; i < n; i++)
    if (legal[i].kind == DR_LP_ACT_LAYOUT_RANDOM)
      random = i;
  g_assert_cmpint (random, >=, 0);
  g_assert_cmpint (dr_lp_apply (s, &legal[random]), ==, 0);
}

static int
find_card (const DrLpState *s,
           int              def,
           int              zone)
{
  for (int i = 0; i < s->n_cards; i++)
    if (s->cards[i].def == def && s->cards[i].zone == zone)
      return i;
  return -1;
}

static char *
cell_text (int cell)
{
  GtkWidget *card = dr_lockpick_grid_get_cell (match_child ("grid"), cell);

  g_assert_nonnull (card);
  return dr_test_play_text (card);
}

static gboolean
names_a_structure (const char *text)
{
  for (int def = DR_LP_STRUCTURE_CORE; def <= DR_LP_SECURED_STRUCTURE; def++)
    if (strstr (text, dr_lockpick_session_card_title (def)) != NULL)
      return TRUE;
  return FALSE;
}

/* `signal` of `card`'s controllers of `type` at a point of the card, as
 * GTK emits it ("pressed" of a long press).  The hover's zoom is not
 * checked so: Xvfb's real pointer lies where it lies, and its crossings
 * come in between. */
static void
emit_on_controllers (GtkWidget  *card,
                     GType       type,
                     const char *signal)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (card);
  gboolean emitted = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        continue;
      g_signal_emit_by_name (controller, signal, 20.0, 30.0);
      emitted = TRUE;
    }
  g_assert_true (emitted);
}

static gboolean
zoom_shown (GtkWidget *card)
{
  GtkWidget *zoom = dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card));

  return zoom != NULL && gtk_widget_get_visible (zoom);
}

/* Every look of a structure card, from a position made for it and shown in
 * the match's grid: revealed with its kind and the words of its effect,
 * destroyed, a Secured Structure waiting, turned sideways, the Trojan
 * Horse on a card and on an empty cell; face down to a hacker (no title,
 * no kind, no zoom), known and marked to the server; the zoom's whole
 * text from the card data. */
static void
test_card_faces (void)
{
  DrLpState s, view;
  int core, order[DR_LP_MAX_CARDS], n_placed = 0, cells[5], empty = -1, neighbours[4], attack;
  GtkWidget *card, *zoom;
  g_autofree char *text = NULL;
  g_autofree char *zoom_text = NULL;

  start_lockpick (2, 0, 0, 9);
  laid_out_game (&s, 9);
  core = find_card (&s, DR_LP_STRUCTURE_CORE, DR_LP_ZONE_GRID);
  attack = find_card (&s, DR_LP_BRUTE_FORCE, DR_LP_ZONE_DECK);
  g_assert_cmpint (core, >=, 0);
  g_assert_cmpint (attack, >=, 0);
  order[n_placed++] = core;
  for (int i = 0; i < s.n_cards && n_placed < 5; i++)
    if (s.cards[i].zone == DR_LP_ZONE_GRID && i != core)
      order[n_placed++] = i;
  g_assert_cmpint (n_placed, ==, 5);
  for (int i = 0; i < 5; i++)
    cells[i] = s.cards[order[i]].cell;
  s.cards[order[0]].flags |= DR_LP_CARD_FACEUP;                         /* revealed */
  s.cards[order[1]].flags |= DR_LP_CARD_FACEUP;                         /* destroyed */
  s.cards[order[1]].zone = DR_LP_ZONE_DESTROYED;
  s.cards[order[2]].flags |= DR_LP_CARD_FACEUP | DR_LP_CARD_SECURED;    /* waiting to leave */
  s.cards[order[3]].flags |= DR_LP_CARD_FACEUP;                         /* sideways */
  s.cards[order[3]].rotated_by = (uint8_t) attack;
  s.trojan[cells[4]] = (uint8_t) attack;                                 /* on a face-down card */
  for (int i = 0; i < dr_lp_neighbours (cells[0], neighbours) && empty < 0; i++)
    if (dr_lp_structure_at (&s, neighbours[i]) < 0)
      empty = neighbours[i];
  for (int c = 0; c < DR_LP_CELLS && empty < 0; c++)
    for (int i = 0; i < dr_lp_neighbours (c, neighbours) && empty < 0; i++)
      if (dr_lp_structure_at (&s, c) >= 0 && dr_lp_structure_at (&s, neighbours[i]) < 0)
        empty = neighbours[i];
  g_assert_cmpint (empty, >=, 0);
  s.trojan[empty] = (uint8_t) attack;                                    /* on an empty cell */

  /* a hacker's eyes */
  dr_lp_view (&s, 1, &view);
  dr_lockpick_grid_show (match_child ("grid"), &view, NULL);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-faces");
  text = cell_text (cells[0]);
  g_assert_nonnull (strstr (text, dr_lockpick_session_card_title (DR_LP_STRUCTURE_CORE)));
  g_assert_nonnull (strstr (text, C_("Lockpick card kind", "Structure")));
  /* our words from the bundled card data, drawn small and zoomed whole */
  g_assert_nonnull (strstr (text, "If this card is destroyed, the server loses the game."));
  card = dr_lockpick_grid_get_cell (match_child ("grid"), cells[0]);
  g_assert_true (gtk_widget_activate_action (card, "card.zoom", NULL));
  zoom = dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card));
  g_assert_nonnull (zoom);
  g_assert_true (gtk_widget_get_visible (zoom));
  zoom_text = dr_test_play_text (zoom);
  g_assert_nonnull (strstr (zoom_text, dr_lockpick_session_card_title (DR_LP_STRUCTURE_CORE)));
  g_assert_nonnull (strstr (zoom_text, "If this card is destroyed, the server loses the game."));
  dr_test_ui_save_screenshot (zoom, "lockpick-zoom");
  gtk_popover_popdown (GTK_POPOVER (zoom));
  /* a long press on a touch screen */
  emit_on_controllers (card, GTK_TYPE_GESTURE_LONG_PRESS, "pressed");
  g_assert_true (zoom_shown (card));
  gtk_popover_popdown (GTK_POPOVER (dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card))));
  g_clear_pointer (&text, g_free);
  text = cell_text (cells[1]);
  g_assert_nonnull (strstr (text, _("Destroyed")));
  g_clear_pointer (&text, g_free);
  text = cell_text (cells[2]);
  g_assert_nonnull (strstr (text, _("Destroyed: leaves at the server’s turn")));
  g_clear_pointer (&text, g_free);
  text = cell_text (cells[3]);
  g_assert_nonnull (strstr (text, _("Turned sideways")));
  card = dr_lockpick_grid_get_cell (match_child ("grid"), cells[3]);
  g_assert_cmpint (gtk_widget_get_width (card), >, gtk_widget_get_height (card));
  /* face down to a hacker: nothing of it anywhere, no zoom */
  g_clear_pointer (&text, g_free);
  text = cell_text (cells[4]);
  g_assert_nonnull (strstr (text, dr_lockpick_session_card_title (DR_LP_TROJAN_HORSE)));
  g_assert_nonnull (strstr (text, _("Face down")));
  g_assert_false (names_a_structure (text));
  g_assert_null (strstr (text, C_("Lockpick card kind", "Structure")));
  card = dr_lockpick_grid_get_cell (match_child ("grid"), cells[4]);
  g_assert_cmpint (gtk_widget_get_width (card), <, gtk_widget_get_height (card));
  dr_lockpick_card_show_zoom (DR_LOCKPICK_CARD (card));
  g_assert_null (dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card)));
  g_clear_pointer (&text, g_free);
  text = cell_text (empty);
  g_assert_nonnull (strstr (text, dr_lockpick_session_card_title (DR_LP_TROJAN_HORSE)));
  g_assert_false (names_a_structure (text));

  /* the server's eyes: its face-down card known, and said to be face down */
  dr_lp_view (&s, DR_LP_SERVER_SEAT, &view);
  dr_lockpick_grid_show (match_child ("grid"), &view, NULL);
  g_clear_pointer (&text, g_free);
  text = cell_text (cells[4]);
  g_assert_nonnull (strstr (text, dr_lockpick_session_card_title (s.cards[order[4]].def)));
  g_assert_nonnull (strstr (text, _("Face down")));
  card = dr_lockpick_grid_get_cell (match_child ("grid"), cells[4]);
  dr_lockpick_card_show_zoom (DR_LOCKPICK_CARD (card));
  g_assert_nonnull (dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card)));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-faces-server-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  /* closed before the next match rebuilds the table: GTK 4.8's tooltip
   * timer may still hold the zoom's surface as the pointer's last one, and
   * fails a critical once that surface is gone */
  gtk_popover_popdown (GTK_POPOVER (dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card))));
  dr_lockpick_session_cancel_ai (session ());
}

/* In a French locale the grid names the cards with the box's French titles. */
static void
test_french_titles (void)
{
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));
  DrLockpickGrid *grid = g_object_ref_sink (g_object_new (DR_TYPE_LOCKPICK_GRID, NULL));
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  DrLpState s, view;
  g_autofree char *text = NULL;
  int n, random = -1;

  g_assert_true (dr_lockpick_new_game (&s, 2, 9, NULL));
  n = dr_lp_legal_actions (&s, legal);
  for (int i = 0; i < n; i++)
    if (legal[i].kind == DR_LP_ACT_LAYOUT_RANDOM)
      random = i;
  g_assert_cmpint (random, >=, 0);
  g_assert_cmpint (dr_lp_apply (&s, &legal[random]), ==, 0);
  dr_lp_view (&s, DR_LP_SERVER_SEAT, &view);   /* the server knows its structure */
  g_setenv ("LANGUAGE", "fr", TRUE);
  dr_lockpick_grid_show (grid, &view, NULL);
  text = dr_test_play_text (GTK_WIDGET (grid));
  g_assert_nonnull (strstr (text, "Cœur de structure"));
  g_assert_null (strstr (text, "Structure Core"));

  /* the zoom too, over the card data read in French (the window's store is in the test's language) */
  {
    DrCardStore *store = dr_context_get_card_store (dr_window_get_context (window ()));
    DrCardStore *french = dr_card_store_open (dr_card_store_get_path (store), NULL);
    DrPlayCatalog *catalog;
    DrLockpickGrid *table_grid;
    GtkWidget *card;
    g_autofree char *zoom_text = NULL;

    g_assert_nonnull (french);
    dr_card_store_set_locale (french, "fr");
    catalog = dr_play_catalog_new (french);
    start_lockpick (2, 0, 0, 9);
    table_grid = match_child ("grid");
    dr_lockpick_grid_set_catalog (table_grid, catalog);
    dr_lockpick_grid_show (table_grid, &view, NULL);
    card = dr_lockpick_grid_get_cell (table_grid, view.cards[find_card (&view, DR_LP_STRUCTURE_CORE, DR_LP_ZONE_GRID)].cell);
    dr_lockpick_card_show_zoom (DR_LOCKPICK_CARD (card));
    g_assert_nonnull (dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card)));
    zoom_text = dr_test_play_text (dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card)));
    g_assert_nonnull (strstr (zoom_text, "Cœur de structure"));
    g_assert_nonnull (strstr (zoom_text, "If this card is destroyed"));
    gtk_popover_popdown (GTK_POPOVER (dr_lockpick_card_get_zoom (DR_LOCKPICK_CARD (card))));
    /* the table reads the window's card data again */
    dr_lockpick_session_cancel_ai (session ());
    start_lockpick (2, 0, 0, 9);
    dr_lockpick_session_cancel_ai (session ());
    g_object_unref (catalog);
    dr_card_store_free (french);
  }
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  g_object_unref (grid);
}

/* ---- decks chosen by the players ---- */

static GtkWidget *
compose_panel (void)
{
  return dr_test_ui_template_child (match_child ("grid"), DR_TYPE_LOCKPICK_GRID, "compose");
}

static const char *
grid_page (void)
{
  return gtk_stack_get_visible_child_name (dr_test_ui_template_child (match_child ("grid"),
                                                                      DR_TYPE_LOCKPICK_GRID, "stack"));
}

static int
kind_of (int def)
{
  return dr_lp_card_data (def)->kind;
}

/* The box's card of `def` under `widget` (its title the card's first line), or NULL. */
static GtkWidget *
find_box_card (GtkWidget *widget,
               int        def)
{
  if (DR_IS_LOCKPICK_CARD (widget))
    {
      g_autofree char *text = dr_lockpick_card_get_text (DR_LOCKPICK_CARD (widget));
      g_autofree char *first = g_strdup_printf ("%s\n", dr_lockpick_session_card_title (def));

      return g_str_has_prefix (text, first) ? widget : NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *card = find_box_card (child, def);

      if (card != NULL)
        return card;
    }
  return NULL;
}

/* The position of the person's action of `kind` (about `def`, or any), or -1. */
static int
action_position (int kind,
                 int def)
{
  GListModel *actions = dr_lockpick_session_get_actions (session ());

  for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
    {
      g_autoptr(DrPlayAction) action = g_list_model_get_item (actions, i);
      const DrEngineAction *a = dr_play_action_get_engine_action (action);

      if (a->kind == kind && (def == 0 || a->arg[2] == def))
        return (int) i;
    }
  return -1;
}

/* One more copy of `def`, by its numbered choice or by its card in the box. */
static void
take_card (int      def,
           gboolean on_the_card)
{
  int before = dr_lockpick_session_get_state (session ())->picked[def];
  int position;

  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  position = action_position (DR_LP_ACT_COMPOSE_TAKE, def);
  g_assert_cmpint (position, >=, 0);
  if (on_the_card)
    {
      GtkWidget *card = find_box_card (compose_panel (), def);

      g_assert_nonnull (card);
      g_assert_true (dr_lockpick_card_is_choice (DR_LOCKPICK_CARD (card)));
      g_signal_emit_by_name (card, "clicked");
    }
  else
    {
      g_autofree char *text = dr_test_play_text (choice_button ((guint) position));

      g_assert_nonnull (strstr (text, dr_lockpick_session_card_title (def)));
      g_signal_emit_by_name (choice_button ((guint) position), "clicked");
    }
  g_assert_cmpint (dr_lockpick_session_get_state (session ())->picked[def], ==, before + 1);
}

/* The rest of this share at random, by its numbered choice, the last one. */
static void
take_the_rest (const char *label)
{
  int position;
  g_autofree char *text = NULL;

  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  position = action_position (DR_LP_ACT_COMPOSE_RANDOM, 0);
  g_assert_cmpint (position, ==, (int) n_choices () - 1);
  text = dr_test_play_text (choice_button ((guint) position));
  g_assert_nonnull (strstr (text, label));
  g_signal_emit_by_name (choice_button ((guint) position), "clicked");
}

static char *
prompt_with (const char *msgid,
             int         n)
{
  g_autoptr(GString) prompt = g_string_new (_(msgid));
  g_autofree char *number = g_strdup_printf ("%d", n);

  g_string_replace (prompt, "{1}", number, 1);
  return g_string_free (g_steal_pointer (&prompt), FALSE);
}

static int
picked_of_kind (const DrLpState *s,
                int              kind)
{
  int n = 0;

  for (int def = 1; def < DR_LP_N_DEFS; def++)
    if (kind_of (def) == kind)
      n += s->picked[def];
  return n;
}

/* The cards dealt are the cards chosen, copy for copy. */
static void
assert_dealt_as_chosen (const DrLpState *s)
{
  int copies[DR_LP_N_DEFS] = { 0 };

  g_assert_cmpint (s->phase, !=, DR_LP_PHASE_COMPOSE);
  for (int i = 0; i < s->n_cards; i++)
    copies[s->cards[i].def]++;
  for (int def = 1; def < DR_LP_N_DEFS; def++)
    g_assert_cmpint (copies[def], ==, s->picked[def]);
}

/* No title of a card of `kind` (the Structure Core, which everybody knows
 * is in, and Lockpick, the game's name too, aside) in the match's words,
 * once the texts of the cards of `known_kind` the seat may read are
 * taken out: a card's text may name another card. */
static void
assert_no_title_of_kind (int kind,
                         int known_kind)
{
  g_autofree char *words = dr_test_play_text (GTK_WIDGET (match ()));
  DrCardStore *store = dr_context_get_card_store (dr_window_get_context (window ()));
  g_autoptr(GString) text = g_string_new (words);

  zooms_read += read_every_zoom (GTK_WIDGET (match ()), text);
  for (int def = 1; def < DR_LP_N_DEFS; def++)
    if (kind_of (def) == known_kind)
      {
        g_autoptr(DrCard) card = dr_card_store_get_card (store, dr_lp_card_data (def)->code);

        if (card != NULL && card->text != NULL)
          g_string_replace (text, card->text, "", 0);
      }
  for (int def = 1; def < DR_LP_N_DEFS; def++)
    if (kind_of (def) == kind && def != DR_LP_STRUCTURE_CORE && def != DR_LP_LOCKPICK
        && strstr (text->str, dr_lockpick_session_card_title (def)) != NULL)
      g_error ("%s shows to a seat that may not know it: %s", dr_lockpick_session_card_title (def), text->str);
}

static const DrLpState *
state (void)
{
  return dr_lockpick_session_get_state (session ());
}

static int
count_zone (int zone)
{
  int n = 0;

  for (int i = 0; i < state ()->n_cards; i++)
    n += state ()->cards[i].zone == zone;
  return n;
}

/* "Take Sandbox (2 left in the box)" */
static char *
take_label (int def,
            int left)
{
  g_autoptr(GString) label = g_string_new (_("Take {1} ({2} left in the box)"));
  g_autofree char *number = g_strdup_printf ("%d", left);

  g_string_replace (label, "{1}", dr_lockpick_session_card_title (def), 1);
  g_string_replace (label, "{2}", number, 1);
  return g_string_free (g_steal_pointer (&label), FALSE);
}

/* The replay of a chosen-deck record of two: while the decks are chosen,
 * the box in the grid's place, through the server's eyes its own cards
 * only, through the hacker's the attack cards only, and none through the
 * spectator's. */
static void
assert_compose_replay_masked (const char *path)
{
  DrLockpickReplay *replay;
  guint composing = 0;

  dr_test_play_open_replay (play_view (), path);
  g_assert_cmpstr (dr_play_view_get_page (play_view ()), ==, "lockpick-replay");
  replay = dr_play_view_get_lockpick_replay (play_view ());
  for (guint position = 0; position <= dr_lockpick_replay_get_n_actions (replay); position++)
    {
      GtkWidget *grid = dr_test_ui_template_child (replay, DR_TYPE_LOCKPICK_REPLAY, "grid");
      GtkWidget *box = dr_test_ui_template_child (grid, DR_TYPE_LOCKPICK_GRID, "compose");
      gboolean during = FALSE;

      dr_lockpick_replay_set_position (replay, position);
      during = dr_lockpick_replay_get_state (replay)->phase == DR_LP_PHASE_COMPOSE;
      composing += during;
      g_assert_cmpstr (gtk_stack_get_visible_child_name (dr_test_ui_template_child (grid, DR_TYPE_LOCKPICK_GRID,
                                                                                    "stack")),
                       ==, during ? "compose" : "grid");
      for (int viewer = -1; viewer < 2; viewer++)
        {
          const DrLpState *s = dr_lockpick_replay_get_state (replay);
          gboolean shown = FALSE;

          dr_lockpick_replay_set_viewer (replay, viewer);
          for (int def = 1; def < DR_LP_N_DEFS; def++)
            {
              gboolean own = viewer == DR_LP_SERVER_SEAT ? kind_of (def) != DR_LP_KIND_ATTACK
                                                         : viewer > 0 && kind_of (def) == DR_LP_KIND_ATTACK;

              if (find_box_card (box, def) == NULL)
                continue;
              shown = TRUE;
              if (!own || s->picked[def] == 0)
                g_error ("%s in the box through seat %d's eyes at action %u", dr_lockpick_session_card_title (def),
                         viewer, position);
            }
          /* what a seat took shows to it */
          if (during && viewer == DR_LP_SERVER_SEAT && picked_of_kind (s, DR_LP_KIND_DEFENSE) > 0)
            g_assert_true (shown);
        }
      dr_lockpick_replay_set_viewer (replay, -1);
    }
  g_assert_cmpuint (composing, >, 10);
}

/* Two players, decks chosen, the person the server against the computer's
 * hacker: the structure and then the defense cards taken by clicking the
 * choices and the box's cards, the rest at random; the computer's hacker
 * takes its ten; the layout starts with exactly the cards taken, and the
 * game saved resumes there. */
static void
test_chosen_decks_server (void)
{
  g_autofree char *path = g_build_filename (data_dir, "lockpick-chosen.jsonl", NULL);
  g_autofree char *prompt = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *first = NULL;
  g_autofree char *box_text = NULL;
  g_autoptr(GError) error = NULL;
  uint8_t taken[DR_LP_N_DEFS];
  guint structures = 0;

  start_lockpick_with_decks (2, 0, 0, 31, 1);
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_cmpint (state ()->phase, ==, DR_LP_PHASE_COMPOSE);
  g_assert_cmpint (state ()->composing, ==, DR_LP_KIND_STRUCTURE);
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session ()), ==, DR_LP_SERVER_SEAT);
  /* the prompt: ten structure cards to take besides the Core */
  prompt = dr_lockpick_session_get_prompt (session ());
  expected = prompt_with ("Choose your structure cards: {1} more to take (the Structure Core is always in)", 10);
  g_assert_cmpstr (prompt, ==, expected);
  g_assert_cmpstr (gtk_label_get_text (match_child ("prompt_label")), ==, prompt);
  /* a choice per structure card of the box but the Core, with the copies left, then the rest at random */
  for (int def = 1; def < DR_LP_N_DEFS; def++)
    structures += kind_of (def) == DR_LP_KIND_STRUCTURE && def != DR_LP_STRUCTURE_CORE;
  g_assert_cmpuint (n_choices (), ==, structures + 1);
  first = dr_test_play_text (choice_button (0));
  g_clear_pointer (&expected, g_free);
  expected = take_label (DR_LP_UNSECURED_WORKSTATION, 6);
  g_assert_nonnull (strstr (first, expected));
  /* no grid yet: the box in its place, no hand anywhere */
  g_assert_cmpstr (grid_page (), ==, "compose");
  for (int cell = 0; cell < DR_LP_CELLS; cell++)
    g_assert_null (dr_lockpick_grid_get_cell (match_child ("grid"), cell));
  for (int seat = 0; seat < 2; seat++)
    g_assert_cmpint (dr_lp_count_zone (state (), DR_LP_ZONE_HAND, seat), ==, 0);
  g_assert_null (gtk_widget_get_first_child (match_child ("hand_box")));
  box_text = dr_test_play_text (compose_panel ());
  g_assert_nonnull (strstr (box_text, _("The server is choosing its structure cards.")));
  g_assert_nonnull (strstr (box_text, _("Always in")));
  g_assert_nonnull (find_box_card (compose_panel (), DR_LP_STRUCTURE_CORE));
  g_assert_false (dr_lockpick_card_is_choice (DR_LOCKPICK_CARD (find_box_card (compose_panel (), DR_LP_STRUCTURE_CORE))));

  /* both Sandboxes, one by its choice and one by its card, a Secured Structure by its card */
  take_card (DR_LP_SANDBOX, FALSE);
  take_card (DR_LP_SANDBOX, TRUE);
  take_card (DR_LP_SECURED_STRUCTURE, TRUE);
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  /* the box says what is taken; no Sandbox left to take */
  g_assert_cmpint (action_position (DR_LP_ACT_COMPOSE_TAKE, DR_LP_SANDBOX), ==, -1);
  g_clear_pointer (&box_text, g_free);
  box_text = dr_test_play_text (find_box_card (compose_panel (), DR_LP_SANDBOX));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf (_("Taken: %d of %d"), 2, 2);
  g_assert_nonnull (strstr (box_text, expected));
  g_assert_false (dr_lockpick_card_is_choice (DR_LOCKPICK_CARD (find_box_card (compose_panel (), DR_LP_SANDBOX))));
  g_clear_pointer (&prompt, g_free);
  g_clear_pointer (&expected, g_free);
  prompt = dr_lockpick_session_get_prompt (session ());
  expected = prompt_with ("Choose your structure cards: {1} more to take (the Structure Core is always in)", 7);
  g_assert_cmpstr (prompt, ==, expected);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-compose");
  take_the_rest (_("Take the rest of your structure cards at random"));

  /* the defense cards: two Patches, the rest at random */
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_cmpint (state ()->composing, ==, DR_LP_KIND_DEFENSE);
  g_assert_cmpint (picked_of_kind (state (), DR_LP_KIND_STRUCTURE), ==, 11);
  g_clear_pointer (&prompt, g_free);
  g_clear_pointer (&expected, g_free);
  prompt = dr_lockpick_session_get_prompt (session ());
  expected = prompt_with ("Choose your defense cards: {1} more to take", 8);
  g_assert_cmpstr (prompt, ==, expected);
  take_card (DR_LP_PATCH, FALSE);
  take_card (DR_LP_PATCH, TRUE);
  /* from the keyboard: the card focused and Enter; the focus stays in the box, on the same card */
  {
    GtkWidget *card = find_box_card (compose_panel (), DR_LP_MACHINE_REBOOT);
    int before = state ()->picked[DR_LP_MACHINE_REBOOT];

    g_assert_true (gtk_widget_get_focusable (card));
    gtk_widget_grab_focus (card);
    g_assert_true (gtk_widget_activate_action (card, "card.activate", NULL));
    g_assert_cmpint (state ()->picked[DR_LP_MACHINE_REBOOT], ==, before + 1);
    card = find_box_card (compose_panel (), DR_LP_MACHINE_REBOOT);
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window ())) == card);
  }
  memcpy (taken, state ()->picked, sizeof taken);
  take_the_rest (_("Take the rest of your defense cards at random"));

  /* the computer's hacker takes its ten; then the server's layout, with what was taken */
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_cmpint (state ()->phase, ==, DR_LP_PHASE_LAYOUT_PICK);
  g_assert_cmpint (picked_of_kind (state (), DR_LP_KIND_STRUCTURE), ==, 11);
  g_assert_cmpint (picked_of_kind (state (), DR_LP_KIND_DEFENSE), ==, 8);
  g_assert_cmpint (picked_of_kind (state (), DR_LP_KIND_ATTACK), ==, 10);
  g_assert_cmpint (state ()->picked[DR_LP_SANDBOX], ==, 2);
  for (int def = 1; def < DR_LP_N_DEFS; def++)
    g_assert_cmpint (state ()->picked[def], >=, taken[def]);
  assert_dealt_as_chosen (state ());
  g_assert_cmpint (count_zone (DR_LP_ZONE_LAYOUT), ==, 11);
  g_assert_cmpstr (grid_page (), ==, "grid");
  g_assert_true (gtk_widget_get_visible (match_child ("random_button")));
  /* nothing of the box stays behind, and nothing of the hacker's choice shows to the server */
  g_clear_pointer (&box_text, g_free);
  box_text = dr_test_play_text (compose_panel ());
  g_assert_null (find_box_card (compose_panel (), DR_LP_STRUCTURE_CORE));
  g_assert_null (strstr (box_text, _("Always in")));
  assert_no_title_of_kind (DR_LP_KIND_ATTACK, DR_LP_KIND_DEFENSE);
  assert_nothing_hidden_shows (DR_LP_SERVER_SEAT);

  /* saved and resumed at the layout, as chosen */
  g_assert_true (dr_lockpick_match_save (match (), path, &error));
  g_assert_no_error (error);
  {
    g_autoptr(DrLockpickSession) again = dr_lockpick_session_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmphex (dr_lp_hash (dr_lockpick_session_get_state (again)), ==, dr_lp_hash (state ()));
    g_assert_true (dr_lockpick_session_get_state (again)->chosen);
  }
  dr_lockpick_session_cancel_ai (session ());
  assert_compose_replay_masked (path);
}

/* Four players, decks chosen, the person Hacker 2: the server's decks are
 * the whole box and Hacker 1 (the computer) takes its ten first, so the
 * first decision shown is the attack cards', with Hacker 1's cards in the
 * box and nothing of the server's; the game goes on to the person's turn. */
static void
test_chosen_decks_four_players (void)
{
  g_autofree char *prompt = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *box_text = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *seat = dr_lockpick_table_seat_name (2);
  DrLpState view;
  guint attacks = 0, shown = 0;

  start_lockpick_with_decks (4, 2, 0, 57, 1);
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_cmpint (state ()->phase, ==, DR_LP_PHASE_COMPOSE);
  g_assert_cmpint (state ()->composing, ==, DR_LP_KIND_ATTACK);
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session ()), ==, 2);
  prompt = dr_lockpick_session_get_prompt (session ());
  expected = prompt_with ("Choose your attack cards for the hackers' deck: {1} more to take", 10);
  g_assert_cmpstr (prompt, ==, expected);
  g_assert_cmpstr (gtk_label_get_text (match_child ("prompt_label")), ==, prompt);
  /* every choice an attack card, the last the rest at random */
  for (guint i = 0; i + 1 < n_choices (); i++)
    {
      g_autoptr(DrPlayAction) action = g_list_model_get_item (dr_lockpick_session_get_actions (session ()), i);
      const DrEngineAction *a = dr_play_action_get_engine_action (action);

      g_assert_cmpint (a->kind, ==, DR_LP_ACT_COMPOSE_TAKE);
      g_assert_cmpint (kind_of (a->arg[2]), ==, DR_LP_KIND_ATTACK);
      attacks++;
    }
  g_assert_cmpuint (attacks, >, 0);
  /* Hacker 1's ten in the box (the hackers share their deck), nothing of the server's */
  dr_lockpick_session_get_view (session (), 2, &view);
  g_assert_cmpint (picked_of_kind (&view, DR_LP_KIND_ATTACK), ==, 10);
  g_assert_cmpint (picked_of_kind (&view, DR_LP_KIND_DEFENSE), ==, 0);
  g_assert_cmpint (picked_of_kind (&view, DR_LP_KIND_STRUCTURE), ==, 1);
  for (int def = 1; def < DR_LP_N_DEFS; def++)
    if (kind_of (def) == DR_LP_KIND_ATTACK && view.picked[def] > 0)
      {
        g_assert_nonnull (find_box_card (compose_panel (), def));
        shown++;
      }
  g_assert_cmpuint (shown, >, 0);
  g_assert_null (find_box_card (compose_panel (), DR_LP_STRUCTURE_CORE));
  box_text = dr_test_play_text (compose_panel ());
  turn = g_strdup_printf (_("%s is choosing attack cards."), seat);
  g_assert_nonnull (strstr (box_text, turn));
  assert_no_title_of_kind (DR_LP_KIND_STRUCTURE, DR_LP_KIND_ATTACK);
  assert_no_title_of_kind (DR_LP_KIND_DEFENSE, DR_LP_KIND_ATTACK);
  for (int seat_index = 0; seat_index < 4; seat_index++)
    g_assert_cmpint (dr_lp_count_zone (state (), DR_LP_ZONE_HAND, seat_index), ==, 0);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "lockpick-compose-hacker");

  g_signal_emit_by_name (choice_button (0), "clicked");
  g_assert_cmpint (picked_of_kind (state (), DR_LP_KIND_ATTACK), ==, 11);
  take_the_rest (_("Take the rest of your attack cards at random"));
  /* Hacker 3 takes its ten, the server lays out and the hackers' order is said: the person's turn */
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_cmpint (state ()->phase, !=, DR_LP_PHASE_COMPOSE);
  g_assert_cmpint (picked_of_kind (state (), DR_LP_KIND_ATTACK), ==, 30);
  for (int def = 1; def < DR_LP_N_DEFS; def++)
    if (kind_of (def) != DR_LP_KIND_ATTACK)
      g_assert_cmpint (state ()->picked[def], ==, dr_lp_card_data (def)->box_quantity);
  assert_dealt_as_chosen (state ());
  g_assert_cmpstr (grid_page (), ==, "grid");
  assert_nothing_hidden_shows (2);
  dr_lockpick_session_cancel_ai (session ());
}

/* Hot-seat, decks chosen: the screen between the server's choice and the
 * hacker's, and neither seat sees anything of the other's cards. */
static void
test_chosen_decks_hot_seat (void)
{

  start_lockpick_with_decks (2, 0, 2, 13, 1);
  g_assert_true (dr_lockpick_match_is_passing (match ()));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.reveal", NULL));
  take_card (DR_LP_SANDBOX, FALSE);
  take_card (DR_LP_HARDENED_SECURITY, TRUE);
  take_the_rest (_("Take the rest of your structure cards at random"));
  take_card (DR_LP_BACKUPS, TRUE);
  take_the_rest (_("Take the rest of your defense cards at random"));

  /* the hacker's turn to choose, behind the screen */
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session ()), ==, 1);
  g_assert_true (dr_lockpick_match_is_passing (match ()));
  g_assert_null (find_box_card (compose_panel (), DR_LP_SANDBOX));
  assert_no_title_of_kind (DR_LP_KIND_STRUCTURE, 0);
  assert_no_title_of_kind (DR_LP_KIND_DEFENSE, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.reveal", NULL));
  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  g_assert_cmpint (state ()->composing, ==, DR_LP_KIND_ATTACK);
  g_assert_null (find_box_card (compose_panel (), DR_LP_SANDBOX));
  g_assert_null (find_box_card (compose_panel (), DR_LP_BACKUPS));
  assert_no_title_of_kind (DR_LP_KIND_STRUCTURE, DR_LP_KIND_ATTACK);
  assert_no_title_of_kind (DR_LP_KIND_DEFENSE, DR_LP_KIND_ATTACK);
  take_card (DR_LP_WEAK_SPOT, TRUE);
  take_card (DR_LP_KEYLOGGER, FALSE);
  take_the_rest (_("Take the rest of your attack cards at random"));

  /* the server's layout, behind the screen again: nothing of the hacker's cards */
  g_assert_cmpint (state ()->phase, ==, DR_LP_PHASE_LAYOUT_PICK);
  assert_dealt_as_chosen (state ());
  g_assert_true (dr_lockpick_match_is_passing (match ()));
  assert_no_title_of_kind (DR_LP_KIND_ATTACK, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match ()), "lockpick.reveal", NULL));
  g_assert_cmpstr (grid_page (), ==, "grid");
  g_assert_null (find_box_card (compose_panel (), DR_LP_WEAK_SPOT));
  assert_no_title_of_kind (DR_LP_KIND_ATTACK, DR_LP_KIND_DEFENSE);
  assert_nothing_hidden_shows (DR_LP_SERVER_SEAT);
}

/* The Rules help has Lockpick's summary and our readings of seed 003. */
static void
test_rules (void)
{
  g_autofree char *text = NULL;
  DrPlayRulesWindow *rules = dr_test_play_open_rules (play_view (), &text);

  g_assert_nonnull (strstr (text, _("A Lockpick Round")));
  g_assert_nonnull (strstr (text, _("Lockpick: Our Choices")));
  g_assert_nonnull (strstr (text, _("• An isolated structure card touches at most one other structure card still in place.\n"
                                    "• The server lays out its structure card by card, each beside one already laid out; "
                                    "Random Layout lays out the rest.\n"
                                    "• With chosen decks, the server takes its structure cards (the Structure Core "
                                    "is always among them) and its defense cards, then each hacker in seat order "
                                    "takes ten attack cards; neither side sees which cards the other took. With four "
                                    "players the server’s decks are the whole box.\n"
                                    "• Before the first round the hackers choose the order they play in for the whole "
                                    "game; Hacker 1 says it for them.\n"
                                    "• A Patch answers an activation before any of its effect: the cancelled card is "
                                    "destroyed and counts as played.\n"
                                    "• A reboot destroys every active attack card; a hacker may discard a Rootkit to keep "
                                    "one of theirs.\n"
                                    "• A destroyed Secured Structure stays in place, face up, until the server’s turn.\n"
                                    "• After three rounds in a row without a structure card destroyed, revealed or put "
                                    "back and without a card drawn from the hackers’ deck, the server wins.")));
  gtk_window_destroy (GTK_WINDOW (rules));
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);
  application = dr_test_ui_register_application ();

  g_test_add_func ("/lockpick-window/new-match-page", test_new_match_page);
  g_test_add_func ("/lockpick-window/game-against-computer", test_game_against_computer);
  g_test_add_func ("/lockpick-window/hot-seat-masking", test_hot_seat_masking);
  g_test_add_func ("/lockpick-window/undo", test_undo);
  g_test_add_func ("/lockpick-window/save-and-resume", test_save_and_resume);
  g_test_add_func ("/lockpick-window/hot-seat-undo-button", test_hot_seat_undo_button);
  g_test_add_func ("/lockpick-window/autosave-and-resume-list", test_autosave_and_resume_list);
  g_test_add_func ("/lockpick-window/replay", test_replay);
  g_test_add_func ("/lockpick-window/card-faces", test_card_faces);
  g_test_add_func ("/lockpick-window/chosen-decks-server", test_chosen_decks_server);
  g_test_add_func ("/lockpick-window/chosen-decks-four-players", test_chosen_decks_four_players);
  g_test_add_func ("/lockpick-window/chosen-decks-hot-seat", test_chosen_decks_hot_seat);
  g_test_add_func ("/lockpick-window/rules", test_rules);
  g_test_add_func ("/lockpick-window/french-titles", test_french_titles);
  return dr_test_ui_run (&application, &data_dir);
}
