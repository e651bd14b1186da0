/* test-burncycle-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-application-private.h"
#include "dr-burncycle-dice-page-private.h"
#include "dr-burncycle-network-page-private.h"
#include "dr-burncycle-private.h"
#include "dr-burncycle-reference-page-private.h"
#include "dr-burncycle-setup-page-private.h"
#include "dr-burncycle-trackers-private.h"
#include "dr-burncycle-turn-page-private.h"
#include "dr-burncycle-turn.h"
#include "dr-burncycle-view-private.h"
#include "dr-collection-view-private.h"
#include "dr-test-helper.h"
#include "dr-test-ui.h"
#include "dr-user-db.h"
#include "dr-window-private.h"

/* The burncycle companion in the real application under Xvfb: the view on
 * Alt+5, the set-up assistant, the turn guide and its trackers (kept in the
 * user database across windows), the dice, the network helper and the
 * reference. Run with LANGUAGE=fa it checks the Persian, right to left, and
 * names its screenshots with a -fa suffix. */

static DrApplication *application;
static char *data_dir;

static DrWindow *
active_window (void)
{
  return dr_test_ui_active_window (application);
}

static DrBurncycleView *
view (void)
{
  return dr_window_get_burncycle_view (active_window ());
}

/* The page of @burncycle named @name in its template ("setup_page", "turn_page", …). */
static gpointer
page_of (DrBurncycleView *burncycle,
         const char      *name)
{
  return dr_test_ui_template_child (burncycle, DR_TYPE_BURNCYCLE_VIEW, name);
}

static DrBurncycleTrackers *
trackers_of (DrBurncycleView *burncycle)
{
  return dr_test_ui_template_child (page_of (burncycle, "turn_page"), DR_TYPE_BURNCYCLE_TURN_PAGE,
                                    "trackers");
}

/* "threat_spin" or "ceo_spin" of @trackers. */
static GtkSpinButton *
tracker_spin (DrBurncycleTrackers *trackers,
              const char          *name)
{
  return dr_test_ui_template_child (trackers, DR_TYPE_BURNCYCLE_TRACKERS, name);
}

static gboolean
widget_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

static void
show_page (const char *name)
{
  DrWindow *window = active_window ();

  dr_window_show_view (window, "burncycle");
  dr_burncycle_view_show_page (view (), name);
  g_assert_cmpstr (dr_burncycle_view_get_visible_page (view ()), ==, name);
}

/* Built the first time it is shown, on Alt+5, as the other views are. */
static void
test_view_on_alt_5 (void)
{
  DrWindow *window = active_window ();
  AdwBin *page = dr_test_ui_template_child (window, DR_TYPE_WINDOW, "burncycle_page");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *saved = NULL;

  g_assert_null (adw_bin_get_child (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-view", "s", "burncycle"));
  g_assert_cmpstr (dr_window_get_visible_view (window), ==, "burncycle");
  g_assert_true (DR_IS_BURNCYCLE_VIEW (adw_bin_get_child (page)));
  g_assert_true (dr_test_ui_wait_until (widget_is_mapped, adw_bin_get_child (page)));
  saved = g_settings_get_string (settings, "last-view");
  g_assert_cmpstr (saved, ==, "burncycle");
  g_assert_cmpstr (dr_burncycle_view_get_visible_page (view ()), ==, "setup");
  g_assert_cmpstr (dr_burncycle_view_get_error (view ()), ==, "");
  if (dr_test_ui_right_to_left ())
    g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (view ())), ==, GTK_TEXT_DIR_RTL);
  g_settings_set_string (settings, "last-view", "cards");
}

static int
checks_active (DrBurncycleSetupPage *page)
{
  int active = 0;
  GtkCheckButton *check;

  for (guint i = 0; (check = dr_burncycle_setup_page_get_check (page, i)) != NULL; i++)
    active += gtk_check_button_get_active (check);
  return active;
}

static char *
saved_table (void)
{
  return dr_user_store_get_setting (dr_test_ui_user_store (application), DR_BURNCYCLE_TABLE_KEY);
}

/* Players, difficulty and slots give the checklist; ticks are kept. */
static void
test_setup_assistant (void)
{
  DrBurncycleSetupPage *page = page_of (view (), "setup_page");
  const int upgrades[] = { 0, 3, 1, 0, 0 };
  const DrBurncycleSetup *setup;
  g_autofree char *saved = NULL;

  show_page ("setup");
  for (int players = 1; players <= 4; players++)
    {
      dr_burncycle_setup_page_choose (page, players, DR_BURNCYCLE_DIFFICULTY_STANDARD, 4);
      setup = dr_burncycle_setup_page_get_setup (page);
      g_assert_cmpint (setup->players, ==, players);
      g_assert_cmpint (setup->reserve_upgrades, ==, upgrades[players]);
      g_assert_cmpuint (setup->steps->len, ==, 16);
      g_assert_nonnull (dr_burncycle_setup_page_get_check (page, dr_burncycle_setup_n_lines (setup) - 1));
      g_assert_null (dr_burncycle_setup_page_get_check (page, dr_burncycle_setup_n_lines (setup)));
    }
  dr_burncycle_setup_page_choose (page, 3, DR_BURNCYCLE_DIFFICULTY_HEIGHTENED, 5);
  setup = dr_burncycle_setup_page_get_setup (page);
  g_assert_cmpint (setup->difficulty, ==, DR_BURNCYCLE_DIFFICULTY_HEIGHTENED);
  g_assert_cmpint (setup->captain_slot, >=, 1);
  g_assert_cmpint (checks_active (page), ==, 0);

  /* A tick is saved at once. */
  gtk_check_button_set_active (dr_burncycle_setup_page_get_check (page, 0), TRUE);
  gtk_check_button_set_active (dr_burncycle_setup_page_get_check (page, 2), TRUE);
  g_assert_cmpuint (dr_burncycle_view_get_table (view ())->checked, ==, 5);
  saved = saved_table ();
  g_assert_nonnull (strstr (saved, "\"checked\":[0,2]"));
  g_assert_nonnull (strstr (saved, "\"players\":3"));
  dr_test_ui_save_screenshot (GTK_WIDGET (active_window ()), "burncycle-setup");
}

/* The guide shows each phase in the user's language, round after round. */
static void
test_turn_guide (void)
{
  DrBurncycleSetupPage *setup_page = page_of (view (), "setup_page");
  DrBurncycleTurnPage *turn = page_of (view (), "turn_page");
  DrBurncycleTrackers *trackers = trackers_of (view ());
  const DrBurncycleSetup *setup = dr_burncycle_setup_page_get_setup (setup_page);
  guint n;
  const DrBurncyclePhase *phases = dr_burncycle_turn_phases (&n);

  /* Set the Trackers goes to the guide, with the set-up's numbers. */
  dr_burncycle_setup_page_set_trackers (setup_page);
  g_assert_cmpstr (dr_burncycle_view_get_visible_page (view ()), ==, "turn");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (tracker_spin (trackers, "threat_spin")), ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (dr_burncycle_trackers_get_energy (trackers, 3)), ==, 10);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (dr_burncycle_trackers_get_level (trackers, 1)), ==, 1);
  g_assert_true (gtk_widget_get_visible (dr_burncycle_trackers_get_agent_row (trackers, 3)));
  g_assert_false (gtk_widget_get_visible (dr_burncycle_trackers_get_agent_row (trackers, 4)));
  g_assert_cmpuint (gtk_drop_down_get_selected (dr_burncycle_trackers_get_token (trackers, setup->captain_slot)), ==,
                    DR_BURNCYCLE_TOKEN_CAPTAIN);
  g_assert_cmpuint (gtk_drop_down_get_selected (dr_burncycle_trackers_get_token (trackers, 6)), ==,
                    DR_BURNCYCLE_TOKEN_NONE);
  g_assert_true (gtk_check_button_get_active (dr_burncycle_trackers_get_marker (trackers, 1)));

  dr_burncycle_turn_page_set_phase (turn, 0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (dr_burncycle_turn_page_get_phase (turn), ==, i);
      g_assert_cmpstr (dr_burncycle_turn_page_get_title (turn), ==, _(phases[i].title));
      g_assert_cmpstr (dr_burncycle_turn_page_get_text (turn), ==, _(phases[i].text));
      if (dr_test_ui_right_to_left ())
        g_assert_cmpstr (dr_burncycle_turn_page_get_text (turn), !=, phases[i].text);
      dr_burncycle_turn_page_next (turn);
    }
  /* After the corporation's last phase, the next round. */
  g_assert_cmpuint (dr_burncycle_turn_page_get_phase (turn), ==, 0);
  dr_burncycle_turn_page_previous (turn);
  g_assert_cmpuint (dr_burncycle_turn_page_get_phase (turn), ==, 0);

  /* The threat phase advances the threat by the number of players. */
  dr_burncycle_turn_page_set_phase (turn, n - 1);
  dr_burncycle_turn_page_advance_threat (turn);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (tracker_spin (trackers, "threat_spin")), ==, 3);

  dr_burncycle_turn_page_set_phase (turn, 2);
  dr_test_ui_save_screenshot (GTK_WIDGET (active_window ()), "burncycle-turn");
}

/* Every tracker goes to the user database; a new window (the app opened
 * again) shows them as they were left. */
static void
test_trackers_survive_reopening (void)
{
  DrWindow *window = active_window ();
  DrBurncycleView *first = view ();
  DrBurncycleTrackers *trackers = trackers_of (first);
  DrBurncycleView *again;
  DrWindow *second;
  DrBurncycleTrackers *reopened;
  DrBurncycleSetupPage *setup_page;
  guint face;

  gtk_spin_button_set_value (tracker_spin (trackers, "threat_spin"), 9);
  gtk_spin_button_set_value (tracker_spin (trackers, "ceo_spin"), 4);
  gtk_spin_button_set_value (dr_burncycle_trackers_get_energy (trackers, 2), 6);
  gtk_spin_button_set_value (dr_burncycle_trackers_get_level (trackers, 3), 5);
  gtk_drop_down_set_selected (dr_burncycle_trackers_get_token (trackers, 2), DR_BURNCYCLE_TOKEN_TECH);
  gtk_check_button_set_active (dr_burncycle_trackers_get_degraded (trackers, 2), TRUE);
  gtk_check_button_set_active (dr_burncycle_trackers_get_marker (trackers, 3), TRUE);
  g_assert_cmpint (dr_burncycle_view_get_table (first)->marker, ==, 3);

  /* The burncycle die degrades an active token, or says why not. */
  dr_burncycle_trackers_set_seed (trackers, 3);
  face = dr_burncycle_trackers_roll_degrade (trackers);
  g_assert_cmpuint (face, <, 6);
  g_assert_cmpstr (dr_burncycle_trackers_get_roll_text (trackers), !=, "");

  /* The second window is not shown: the first stays the active one. */
  second = dr_window_new (ADW_APPLICATION (application), dr_application_get_context (application));
  again = dr_window_get_burncycle_view (second);
  reopened = trackers_of (again);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (tracker_spin (reopened, "threat_spin")), ==, 9);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (tracker_spin (reopened, "ceo_spin")), ==, 4);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (dr_burncycle_trackers_get_energy (reopened, 2)), ==, 6);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (dr_burncycle_trackers_get_level (reopened, 3)), ==, 5);
  g_assert_cmpuint (gtk_drop_down_get_selected (dr_burncycle_trackers_get_token (reopened, 2)), ==,
                    DR_BURNCYCLE_TOKEN_TECH);
  g_assert_true (gtk_check_button_get_active (dr_burncycle_trackers_get_degraded (reopened, 2)));
  g_assert_true (gtk_check_button_get_active (dr_burncycle_trackers_get_marker (reopened, 3)));
  for (int slot = 1; slot <= 6; slot++)
    g_assert_cmpint (gtk_check_button_get_active (dr_burncycle_trackers_get_degraded (reopened, slot)), ==,
                     dr_burncycle_view_get_table (first)->slots[slot - 1].degraded);
  /* … and the set-up with its ticks. */
  setup_page = page_of (again, "setup_page");
  g_assert_cmpint (dr_burncycle_setup_page_get_setup (setup_page)->players, ==, 3);
  g_assert_true (gtk_check_button_get_active (dr_burncycle_setup_page_get_check (setup_page, 2)));
  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_present (GTK_WINDOW (window));
}

static void
test_dice (void)
{
  DrBurncycleDicePage *dice = page_of (view (), "dice_page");

  show_page ("dice");
  dr_burncycle_dice_page_set_seed (dice, 7);
  for (DrBurncycleDie die = 0; die < DR_BURNCYCLE_N_DICE; die++)
    {
      const DrBurncycleDieInfo *info = dr_burncycle_die_info (die);
      guint face = dr_burncycle_dice_page_roll (dice, die);

      g_assert_cmpstr (dr_burncycle_dice_page_get_result (dice), ==, _(info->faces[face].label));
      g_assert_cmpstr (dr_burncycle_dice_page_get_text (dice), ==, _(info->faces[face].text));
      g_assert_cmpstr (dr_burncycle_dice_page_get_note (dice), ==, info->note != NULL ? _(info->note) : "");
    }
  g_assert_cmpuint (dr_burncycle_dice_page_get_n_logged (dice), ==, DR_BURNCYCLE_N_DICE);
  dr_burncycle_dice_page_roll (dice, DR_BURNCYCLE_DIE_INSPECTION);
  dr_test_ui_save_screenshot (GTK_WIDGET (active_window ()), "burncycle-dice");
  dr_burncycle_dice_page_clear_log (dice);
  g_assert_cmpuint (dr_burncycle_dice_page_get_n_logged (dice), ==, 0);
}

/* The helper says what the model says, in the user's language. */
static void
test_network_helper (void)
{
  DrBurncycleNetworkPage *network = page_of (view (), "network_page");
  DrBurncycleNode nodes[DR_BURNCYCLE_NETWORK_PAGE_NODES + 1] = { { 0 } };
  DrBurncycleIpMove ip_move;
  DrBurncyclePingMove ping_move;
  g_autofree char *ip_text = NULL;
  g_autofree char *ping_text = NULL;

  show_page ("network");
  dr_burncycle_network_page_set_levels (network, 2, 3, 4);
  dr_burncycle_network_page_set_node (network, 2, DR_BURNCYCLE_NODE_PLAIN, DR_BURNCYCLE_NODE_WITH_IP, FALSE);
  dr_burncycle_network_page_set_node (network, 3, DR_BURNCYCLE_NODE_TECH, DR_BURNCYCLE_NODE_EMPTY, TRUE);
  dr_burncycle_network_page_set_node (network, 5, DR_BURNCYCLE_NODE_HUB, DR_BURNCYCLE_NODE_EMPTY, FALSE);
  dr_burncycle_network_page_set_mover (network, FALSE, DR_BURNCYCLE_TOKEN_UTILITY);

  nodes[0].ip = 1;
  nodes[2].ip = 2;
  nodes[3].kind = DR_BURNCYCLE_NODE_TECH;
  nodes[3].access_ip = 3;
  nodes[3].access_empty = TRUE;
  nodes[5].kind = DR_BURNCYCLE_NODE_HUB;
  dr_burncycle_ip_move (nodes, G_N_ELEMENTS (nodes), FALSE, 0, DR_BURNCYCLE_TOKEN_UTILITY, &ip_move);
  g_assert_cmpint (ip_move.stop, ==, DR_BURNCYCLE_IP_STOP_HUB);
  ip_text = dr_burncycle_describe_ip_move (nodes, &ip_move, 4, 2, 3);
  g_assert_cmpstr (dr_burncycle_network_page_get_result (network), ==, ip_text);
  dr_test_ui_save_screenshot (GTK_WIDGET (active_window ()), "burncycle-network");

  /* A ping: it bans the IP whose empty access point it passes. */
  dr_burncycle_network_page_set_mover (network, TRUE, DR_BURNCYCLE_TOKEN_UTILITY);
  nodes[0].ip = 0;
  nodes[0].ping = TRUE;
  dr_burncycle_ping_move (nodes, G_N_ELEMENTS (nodes), FALSE, 0, &ping_move);
  g_assert_cmpint (ping_move.stop, ==, DR_BURNCYCLE_PING_STOP_IP);
  ping_text = dr_burncycle_describe_ping_move (&ping_move);
  g_assert_cmpstr (dr_burncycle_network_page_get_result (network), ==, ping_text);
}

static void
test_reference (void)
{
  DrBurncycleReferencePage *reference = page_of (view (), "reference_page");
  GtkEditable *entry;
  guint n_entries;

  dr_burncycle_reference_entries (&n_entries);
  show_page ("reference");
  g_assert_cmpuint (dr_burncycle_reference_page_get_n_results (reference), ==, n_entries);
  dr_test_ui_save_screenshot (GTK_WIDGET (active_window ()), "burncycle-reference");

  /* Typed in the user's language, as a user does. */
  entry = dr_test_ui_template_child (reference, DR_TYPE_BURNCYCLE_REFERENCE_PAGE, "search_entry");
  gtk_editable_set_text (entry, _("Network hubs"));
  dr_burncycle_reference_page_set_query (reference, _("Network hubs"));
  g_assert_cmpuint (dr_burncycle_reference_page_get_n_results (reference), >=, 1);
  g_assert_cmpstr (dr_burncycle_reference_page_get_title (reference, 0), ==, _("Network hubs"));
  /* English works in every language. */
  dr_burncycle_reference_page_set_query (reference, "grapple");
  g_assert_cmpstr (dr_burncycle_reference_page_get_title (reference, 0), ==, _("Grapple #"));
  dr_burncycle_reference_page_set_query (reference, "zzz-nothing");
  g_assert_cmpuint (dr_burncycle_reference_page_get_n_results (reference), ==, 0);
  dr_burncycle_reference_page_set_query (reference, "");
}

/* The box is a product of the Collection view: a count, nothing to complete. */
static void
test_box_in_collection (void)
{
  DrWindow *window = active_window ();
  DrCollectionView *collection = dr_window_get_collection_view (window);
  AdwActionRow *row;
  GtkSpinButton *spin;

  dr_window_show_view (window, "collection");
  row = dr_collection_view_get_pack_row (collection, "burncycle");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, _("A game box: no card list to complete"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dr_collection_view_get_pack_bar (collection, "burncycle"))));
  spin = dr_collection_view_get_pack_spin (collection, "burncycle");
  gtk_spin_button_set_value (spin, 1);
  g_assert_cmpint (dr_collection_get_product_count (dr_window_get_collection (window), "burncycle"), ==, 1);
  gtk_spin_button_set_value (spin, 0);
  g_assert_cmpint (dr_collection_get_product_count (dr_window_get_collection (window), "burncycle"), ==, 0);
  dr_window_show_view (window, "burncycle");
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);

  application = dr_test_ui_register_application ();

  g_test_add_func ("/burncycle/view-on-alt-5", test_view_on_alt_5);
  g_test_add_func ("/burncycle/setup-assistant", test_setup_assistant);
  g_test_add_func ("/burncycle/turn-guide", test_turn_guide);
  g_test_add_func ("/burncycle/trackers-survive-reopening", test_trackers_survive_reopening);
  g_test_add_func ("/burncycle/dice", test_dice);
  g_test_add_func ("/burncycle/network-helper", test_network_helper);
  g_test_add_func ("/burncycle/reference", test_reference);
  g_test_add_func ("/burncycle/box-in-collection", test_box_in_collection);
  return dr_test_ui_run (&application, &data_dir);
}
