/* test-deck-extras.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-application.h"
#include "dr-collection.h"
#include "dr-deck-editor-private.h"
#include "dr-deck-store.h"
#include "dr-deck-games-page-private.h"
#include "dr-decks-view-private.h"
#include "dr-odds.h"
#include "dr-play-game-list-private.h"
#include "dr-play-view-private.h"
#include "dr-sample-hand-page-private.h"
#include "dr-test-helper.h"
#include "dr-test-ui.h"
#include "dr-test-ui-app.h"
#include "dr-window-private.h"

/* The deck editor's extras in the real window under Xvfb, over the bundled
 * Core Set and a user database in a temporary data directory: the legality
 * banner's suggested fixes, the Sample Hand tab, and the Games tab over real
 * saved games in the data directory's games folder. */

#define NOISE "01001"
#define ACCOUNT_SIPHON "01018"
#define INSIDE_JOB "01021"
#define SURE_GAMBLE "01050"


static gboolean
is_editing (gpointer data)
{
  return dr_decks_view_is_editing (data);
}

static gint64
save_deck (DrDeck *deck)
{
  g_autoptr(GError) error = NULL;
  gint64 id = dr_deck_store_save (dr_test_ui_user_store (application), deck, &error);

  g_assert_no_error (error);
  return id;
}

static void
open_deck (gint64 id)
{
  DrDecksView *view = decks_view ();

  dr_decks_view_refresh (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "decks.open", "x", id));
  g_assert_true (dr_test_ui_wait_until (is_editing, view));
  g_assert_cmpint (dr_deck_editor_get_deck (editor ())->id, ==, id);
}

static gboolean
report_has (DrLegalityProblemKind kind)
{
  const DrLegalityReport *report = dr_deck_editor_get_report (editor ());

  g_assert_nonnull (report);
  return dr_legality_report_has_problem (report, kind);
}

/* Noise in casual with three Account Siphon (4 influence each) and three
 * Inside Job (3 each): 21 influence of 15, 45 cards. */
static DrDeck *
over_influence_deck (const char *name)
{
  DrDeck *deck = dr_deck_new (name, "netrunner");

  deck->side = g_strdup ("runner");
  deck->identity = g_strdup (NOISE);
  deck->format = g_strdup ("casual");
  deck->banlist = g_strdup ("none");
  for (guint code = 1002; code <= 1014; code++)
    {
      g_autofree char *text = g_strdup_printf ("0%u", code);

      dr_deck_set_quantity (deck, text, 3);
    }
  dr_deck_set_quantity (deck, ACCOUNT_SIPHON, 3);
  dr_deck_set_quantity (deck, INSIDE_JOB, 3);
  return deck;
}

static void
click (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_is_drawable (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Over influence, with only Sure Gamble in the collection: the banner offers
 * to swap Account Siphons for Sure Gambles; its button makes the deck legal,
 * Undo takes the swap back whole. */
static void
test_fix_over_influence (void)
{
  g_autoptr(DrDeck) deck = over_influence_deck ("Too much influence");
  DrCollection *collection = dr_window_get_collection (window ());
  g_autoptr(GError) error = NULL;
  DrDeckSession *session;
  const DrDeck *fixed;
  g_autofree char *expected = NULL;
  gint64 id;

  g_assert_true (dr_collection_set_printing_owned (collection, SURE_GAMBLE, 3, &error));
  g_assert_no_error (error);
  id = save_deck (deck);
  open_deck (id);
  g_assert_true (report_has (DR_LEGALITY_PROBLEM_INFLUENCE));
  g_assert_cmpuint (dr_deck_editor_get_n_fixes (editor ()), ==, 1);
  expected = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Swap %d %s for %s: %d influence less",
                                          "Swap %d %s for %s: %d influence less", 2),
                              2, "Account Siphon", "Sure Gamble", 8);
  g_assert_cmpstr (dr_deck_editor_get_fix_message (editor (), 0), ==, expected);
  dr_test_ui_wait_for_paint (GTK_WIDGET (editor ()));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "deck-fix-suggestions");

  click (dr_deck_editor_get_fix_button (editor (), 0));
  fixed = dr_deck_editor_get_deck (editor ());
  g_assert_cmpint (dr_deck_get_quantity (fixed, ACCOUNT_SIPHON), ==, 1);
  g_assert_cmpint (dr_deck_get_quantity (fixed, SURE_GAMBLE), ==, 2);
  g_assert_true (dr_deck_editor_get_report (editor ())->legal);
  g_assert_cmpuint (dr_deck_editor_get_n_fixes (editor ()), ==, 0);
  g_assert_true (dr_deck_editor_is_modified (editor ()));

  session = dr_deck_editor_get_session (editor ());
  g_assert_true (dr_deck_session_undo (session));
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_editor_get_deck (editor ()), ACCOUNT_SIPHON), ==, 3);
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_editor_get_deck (editor ()), SURE_GAMBLE), ==, 0);
  g_assert_true (report_has (DR_LEGALITY_PROBLEM_INFLUENCE));
  g_assert_cmpuint (dr_deck_editor_get_n_fixes (editor ()), ==, 1);
  g_assert_true (dr_deck_session_redo (session));
  g_assert_true (dr_deck_editor_get_report (editor ())->legal);
  g_assert_true (dr_decks_view_leave_editor (decks_view (), &error));
  g_assert_no_error (error);
  g_assert_true (dr_collection_set_printing_owned (collection, SURE_GAMBLE, 0, &error));
}

/* A short deck: the fix says how many cards are missing; its button goes to
 * the card search, the deck unchanged. */
static void
test_fix_too_few_cards (void)
{
  g_autoptr(DrDeck) deck = dr_deck_new ("Short", "netrunner");
  GtkWidget *search = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "search_entry");
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;

  deck->side = g_strdup ("runner");
  deck->identity = g_strdup (NOISE);
  deck->format = g_strdup ("casual");
  dr_deck_set_quantity (deck, SURE_GAMBLE, 3);
  open_deck (save_deck (deck));
  g_assert_true (report_has (DR_LEGALITY_PROBLEM_MIN_SIZE));
  g_assert_cmpuint (dr_deck_editor_get_n_fixes (editor ()), ==, 1);
  expected = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Add %d more card (at least %d in all)",
                                           "Add %d more cards (at least %d in all)", 42), 42, 45);
  g_assert_cmpstr (dr_deck_editor_get_fix_message (editor (), 0), ==, expected);
  gtk_widget_grab_focus (GTK_WIDGET (dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "deck_list")));
  click (dr_deck_editor_get_fix_button (editor (), 0));
  g_assert_true (gtk_widget_is_focus (search) || gtk_widget_has_focus (gtk_widget_get_first_child (search))
                 || gtk_widget_is_ancestor (gtk_root_get_focus (gtk_widget_get_root (search)), search));
  g_assert_cmpint (dr_deck_count_cards (dr_deck_editor_get_deck (editor ())), ==, 3);
  g_assert_false (dr_deck_editor_is_modified (editor ()));
  g_assert_true (dr_decks_view_leave_editor (decks_view (), &error));
  g_assert_no_error (error);
}

/* A sample.* action's button is sensitive while the action is enabled. */
static gboolean
action_enabled (GtkWidget  *page,
                const char *button)
{
  return gtk_widget_get_sensitive (dr_test_ui_template_child (page, DR_TYPE_SAMPLE_HAND_PAGE, button));
}

/* The Sample Hand tab over a legal 45-card deck: five cards with their exact
 * odds, a mulligan once, draws one at a time, New Hand; the deck changing
 * deals again. */
static void
test_sample_hand (void)
{
  g_autoptr(DrDeck) deck = over_influence_deck ("Sample hands");
  GtkWidget *hand_box = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "hand_box");
  DrSampleHandPage *page;
  DrSampleHand *hand;
  g_autofree char *first_row = NULL;
  g_autofree char *odds = NULL;
  g_autoptr(GError) error = NULL;
  const char *first_code;
  int copies;

  dr_deck_set_quantity (deck, ACCOUNT_SIPHON, 0);
  dr_deck_set_quantity (deck, INSIDE_JOB, 0);
  dr_deck_set_quantity (deck, "01015", 3);
  dr_deck_set_quantity (deck, "01016", 3);
  open_deck (save_deck (deck));
  g_assert_true (dr_deck_editor_get_report (editor ())->legal);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor ()), "editor.sample-hand", NULL));
  page = DR_SAMPLE_HAND_PAGE (gtk_widget_get_first_child (hand_box));
  g_assert_nonnull (page);
  dr_sample_hand_page_set_seed (page, 2026);
  hand = dr_sample_hand_page_get_hand (page);
  g_assert_cmpint (dr_sample_hand_get_deck_size (hand), ==, 45);
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (hand), ==, DR_ODDS_HAND_SIZE);

  /* Each card with its exact odds: three copies of each in 45 cards. */
  first_code = dr_sample_hand_get_drawn (hand, 0);
  copies = dr_deck_get_quantity (dr_deck_editor_get_deck (editor ()), first_code);
  g_assert_cmpint (copies, ==, 3);
  first_row = dr_sample_hand_page_get_row_text (page, 0);
  odds = g_strdup_printf ("%.1f", 100 * dr_odds_opening_hand (45, 3, 1, FALSE));
  g_assert_nonnull (strstr (first_row, odds));
  g_assert_nonnull (dr_sample_hand_page_get_row_text (page, 4));
  g_assert_null (dr_sample_hand_page_get_row_text (page, 5));
  dr_test_ui_wait_for_paint (GTK_WIDGET (page));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "deck-sample-hand");

  /* A mulligan: a fresh hand, once. */
  g_assert_true (action_enabled (GTK_WIDGET (page), "mulligan_button"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "sample.mulligan", NULL));
  g_assert_true (dr_sample_hand_took_mulligan (hand));
  g_assert_false (action_enabled (GTK_WIDGET (page), "mulligan_button"));

  /* Two draws: seven rows, the odds now within seven cards. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "sample.draw", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "sample.draw", NULL));
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (hand), ==, 7);
  {
    g_autofree char *last = dr_sample_hand_page_get_row_text (page, 6);
    g_autofree char *within = g_strdup_printf ("%.1f", 100 * dr_odds_at_least (45, 3, 7, 1));

    g_assert_nonnull (last);
    g_assert_nonnull (strstr (last, within));
  }

  /* New Hand: five cards and the mulligan again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "sample.new-hand", NULL));
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (hand), ==, DR_ODDS_HAND_SIZE);
  g_assert_true (action_enabled (GTK_WIDGET (page), "mulligan_button"));

  /* The deck changes: a new hand from the new deck. */
  g_assert_true (dr_deck_session_add (dr_deck_editor_get_session (editor ()), SURE_GAMBLE, 3));
  hand = dr_sample_hand_page_get_hand (page);
  g_assert_cmpint (dr_sample_hand_get_deck_size (hand), ==, 48);
  g_assert_true (dr_deck_session_undo (dr_deck_editor_get_session (editor ())));
  g_assert_cmpint (dr_sample_hand_get_deck_size (dr_sample_hand_page_get_hand (page)), ==, 45);
  gtk_stack_set_visible_child_name (dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "deck_stack"),
                                    "cards");
  g_assert_true (dr_decks_view_leave_editor (decks_view (), &error));
  g_assert_no_error (error);
}

static gboolean
session_over (gpointer data)
{
  return dr_play_session_get_state (data)->winner != DR_NR_NO_SEAT;
}

/* @from with its seats' kinds replaced, as if people had played them. */
static void
copy_with_seats (const char *from,
                 const char *to,
                 const char *seats)
{
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_auto(GStrv) parts = NULL;

  g_assert_true (g_file_get_contents (from, &text, NULL, NULL));
  parts = g_strsplit (text, "\"seats\":[\"ai\",\"ai\"]", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  changed = g_strjoin (seats, parts[0], parts[1], NULL);
  g_assert_true (g_file_set_contents (to, changed, -1, NULL));
}

/* The computer plays a Core Set game to its end into the saved-games
 * folder; copies of it have a person as the Corp against the computer, and
 * people on both seats. The Corp deck's name, the winner and the reason. */
static char *
play_saved_games (int *winner,
                  int *reason)
{
  g_autofree char *dir = dr_play_games_dir ();
  g_autofree char *path = g_build_filename (dir, "ai.jsonl", NULL);
  g_autofree char *as_corp = g_build_filename (dir, "as-corp.jsonl", NULL);
  g_autofree char *hot_seat = g_build_filename (dir, "hot-seat.jsonl", NULL);
  g_autofree char *corp_file = g_test_build_filename (G_TEST_DIST, "engine", "decks", "core-corp.json", NULL);
  g_autofree char *runner_file = g_test_build_filename (G_TEST_DIST, "engine", "decks", "core-runner.json", NULL);
  g_autoptr(DrPlayDeck) corp = dr_play_deck_load_file (corp_file, NULL, NULL);
  g_autoptr(DrPlayDeck) runner = dr_play_deck_load_file (runner_file, NULL, NULL);
  g_autoptr(DrPlaySession) session = NULL;
  g_autoptr(GError) error = NULL;
  DrPlaySetup setup = { 0 };

  g_assert_nonnull (corp);
  g_assert_nonnull (runner);
  setup.seed = 21;
  setup.n_runners = 1;
  setup.corp = corp;
  setup.runners[0] = runner;
  setup.seats[0] = DR_PLAY_SEAT_AI;
  setup.seats[1] = DR_PLAY_SEAT_AI;
  setup.ai_level = DR_PLAY_AI_EASY;
  session = dr_play_session_new (&setup, &error);
  g_assert_no_error (error);
  dr_play_games_autosave (session, path);
  g_assert_true (dr_test_ui_wait_until (session_over, session));
  g_assert_true (dr_play_games_save_now (session));
  *winner = dr_play_session_get_state (session)->winner;
  *reason = dr_play_session_get_state (session)->reason;
  copy_with_seats (path, as_corp, "\"seats\":[\"human\",\"ai\"]");
  copy_with_seats (path, hot_seat, "\"seats\":[\"human\",\"human\"]");
  return g_strdup (dr_play_session_get_deck_name (session, 0));
}

static gboolean
games_page_read (gpointer page)
{
  return !dr_deck_games_page_is_reading (page);
}

/* The Games tab of a saved Corp deck named as the one played: one game
 * against the computer and one hot-seat, how they ended, each game listed;
 * renamed, the deck has no games; the computer's own game never counts.
 * The saved games are the Play view's list, read once for both: again
 * only after a game was saved. */
static void
test_games_tab (void)
{
  int winner, reason;
  g_autofree char *corp_name = play_saved_games (&winner, &reason);
  g_autoptr(DrDeck) deck = dr_deck_new (corp_name, "netrunner");
  GtkWidget *games_box = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "games_box");
  DrPlayView *play_view = dr_window_get_play_view (window ());
  DrPlayGameList *game_list = dr_context_get_game_list (dr_window_get_context (window ()));
  g_autofree char *games_dir = dr_play_games_dir ();
  g_autofree char *hot_seat_path = g_build_filename (games_dir, "hot-seat.jsonl", NULL);
  g_autofree char *another_path = g_build_filename (games_dir, "hot-seat-again.jsonl", NULL);
  g_autofree char *hot_seat_text = NULL;
  guint reads;
  DrDeckSession *session;
  DrDeckGamesPage *page;
  const DrPlayDeckRecord *record;
  g_autofree char *computer_row = NULL;
  g_autofree char *hot_seat_row = NULL;
  g_autofree char *reason_row = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *game_row = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (winner == 0 || winner == 1);
  deck->side = g_strdup ("corp");
  deck->identity = g_strdup ("01054");
  open_deck (save_deck (deck));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor ()), "editor.games", NULL));
  page = DR_DECK_GAMES_PAGE (gtk_widget_get_first_child (games_box));
  g_assert_nonnull (page);
  g_assert_true (dr_test_ui_wait_until (games_page_read, page));
  reads = dr_play_game_list_get_n_reads (game_list);
  g_assert_cmpuint (reads, >, 0);
  record = dr_deck_games_page_get_record (page);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->games->len, ==, 2);
  g_assert_cmpint (record->wins[DR_PLAY_OPPONENT_COMPUTER][0] + record->losses[DR_PLAY_OPPONENT_COMPUTER][0], ==, 1);
  g_assert_cmpint (record->wins[DR_PLAY_OPPONENT_PEOPLE][0] + record->losses[DR_PLAY_OPPONENT_PEOPLE][0], ==, 1);

  expected = g_strdup_printf (_("As the Corp: %d won, %d lost"), winner == 0, winner == 1);
  computer_row = dr_deck_games_page_get_row_text (page, FALSE, 0);
  hot_seat_row = dr_deck_games_page_get_row_text (page, FALSE, 1);
  reason_row = dr_deck_games_page_get_row_text (page, FALSE, 2);
  g_assert_true (g_str_has_prefix (computer_row, _("Against the Computer")));
  g_assert_nonnull (strstr (computer_row, expected));
  g_assert_true (g_str_has_prefix (hot_seat_row, _("Hot-Seat")));
  g_assert_nonnull (strstr (hot_seat_row, expected));
  g_assert_true (g_str_has_prefix (reason_row, winner == 0 ? _("Won by") : _("Lost by")));
  g_assert_nonnull (strstr (reason_row, _(dr_nr_reason_text (reason))));
  g_assert_nonnull (strstr (reason_row, ": 2"));
  game_row = dr_deck_games_page_get_row_text (page, TRUE, 0);
  g_assert_nonnull (game_row);
  g_assert_true (g_str_has_prefix (game_row, corp_name));
  g_assert_nonnull (dr_deck_games_page_get_row_text (page, TRUE, 1));
  g_assert_null (dr_deck_games_page_get_row_text (page, TRUE, 2));
  dr_test_ui_wait_for_paint (GTK_WIDGET (page));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "deck-games");

  /* Another name: not the deck that was played. */
  session = dr_deck_editor_get_session (editor ());
  g_assert_true (dr_deck_session_set_name (session, "Renamed"));
  g_assert_cmpuint (dr_deck_games_page_get_record (page)->games->len, ==, 0);
  g_assert_true (dr_deck_session_undo (session));
  g_assert_cmpuint (dr_deck_games_page_get_record (page)->games->len, ==, 2);
  g_assert_false (dr_deck_games_page_is_reading (page));
  g_assert_cmpuint (dr_play_game_list_get_n_reads (game_list), ==, reads);

  /* The Play view lists the same reading: no second one for its start page. */
  g_assert_true (dr_play_view_get_game_list (play_view) == game_list);
  dr_window_show_view (window (), "play");
  g_assert_false (dr_play_view_is_listing (play_view));
  g_assert_cmpuint (dr_play_game_list_get_n_reads (game_list), ==, reads);
  dr_window_show_view (window (), "decks");

  /* A game saved since: the tab reads the folder again, once, and counts it. */
  g_assert_true (g_file_get_contents (hot_seat_path, &hot_seat_text, NULL, NULL));
  g_assert_true (g_file_set_contents (another_path, hot_seat_text, -1, NULL));
  gtk_stack_set_visible_child_name (dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "deck_stack"),
                                    "cards");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor ()), "editor.games", NULL));
  g_assert_true (dr_test_ui_wait_until (games_page_read, page));
  g_assert_cmpuint (dr_play_game_list_get_n_reads (game_list), ==, reads + 1);
  g_assert_cmpuint (dr_deck_games_page_get_record (page)->games->len, ==, 3);
  g_assert_cmpint (dr_deck_games_page_get_record (page)->wins[DR_PLAY_OPPONENT_PEOPLE][0]
                   + dr_deck_games_page_get_record (page)->losses[DR_PLAY_OPPONENT_PEOPLE][0], ==, 2);
  g_assert_cmpint (g_remove (another_path), ==, 0);
  gtk_stack_set_visible_child_name (dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "deck_stack"),
                                    "cards");
  g_assert_true (dr_decks_view_leave_editor (decks_view (), &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);
  application = dr_test_ui_register_application ();

  g_test_add_func ("/deck-extras/fix-over-influence", test_fix_over_influence);
  g_test_add_func ("/deck-extras/fix-too-few-cards", test_fix_too_few_cards);
  g_test_add_func ("/deck-extras/sample-hand", test_sample_hand);
  g_test_add_func ("/deck-extras/games-tab", test_games_tab);
  return dr_test_ui_run (&application, &data_dir);
}
