/* test-play-board.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "dr-application.h"
#include "dr-card-face-view-private.h"
#include "dr-play-action-bar-private.h"
#include "dr-play-board.h"
#include "dr-card-markup.h"
#include "dr-paths.h"
#include "dr-play-card-private.h"
#include "dr-play-card-image-private.h"
#include "dr-play-card-look.h"
#include "dr-play-desk-private.h"
#include "dr-play-place-private.h"
#include "dr-play-prompt-private.h"
#include "dr-play-run-panel-private.h"
#include "dr-play-seat-status-private.h"
#include "dr-play-server.h"
#include "dr-play-util-private.h"
#include "dr-test-helper.h"
#include "dr-test-play.h"
#include "dr-test-ui.h"

/* The Play widgets over real engine positions (the engine's test decks,
 * random or heuristic play), in a real window under Xvfb at the smallest
 * size the app supports. No session: each test makes its own scenes. */

static DrApplication *application;
static char *data_dir;

static DrPlayCatalog *
catalog (void)
{
  static DrPlayCatalog *shared;

  if (shared == NULL)
    shared = dr_play_catalog_new (dr_test_ui_card_store (application));
  return shared;
}

static GtkWindow *
desk_window (DrPlayDesk **desk)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  *desk = DR_PLAY_DESK (dr_play_desk_new ());
  gtk_window_set_default_size (window, 1024, 640);
  gtk_window_set_child (window, GTK_WIDGET (*desk));
  gtk_window_present (window);
  return window;
}

static void
find_all (GtkWidget *widget,
          GType      type,
          GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && gtk_widget_get_visible (widget))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (!GTK_IS_POPOVER (child))
      find_all (child, type, found);
}

static DrPlayCard *
card_widget (GtkWidget *root,
             int        card)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  find_all (root, DR_TYPE_PLAY_CARD, cards);
  for (guint i = 0; i < cards->len; i++)
    if (dr_play_card_get_card (g_ptr_array_index (cards, i)) == card)
      return g_ptr_array_index (cards, i);
  return NULL;
}

/* A position with every kind of thing the board must draw: an unrezzed and
 * a rezzed piece of ice, an advanced card, a Runner program, cards in
 * Archives, some agenda points. Found by heuristic play over seeds. */
static gboolean
is_rich (const DrNrState *s)
{
  gboolean unrezzed = FALSE, rezzed = FALSE, advanced = FALSE, program = FALSE;

  for (int i = 0; i < s->n_cards; i++)
    {
      const DrNrCard *c = &s->cards[i];

      if (c->zone == DR_NR_ZONE_ICE)
        {
          unrezzed |= !(c->flags & DR_NR_CARD_REZZED);
          rezzed |= (c->flags & DR_NR_CARD_REZZED) != 0;
        }
      advanced |= c->advancement > 0 && c->zone == DR_NR_ZONE_ROOT;
      program |= c->zone == DR_NR_ZONE_PROGRAMS;
    }
  return unrezzed && rezzed && advanced && program && s->seats[0].discard.n > 0
         && dr_nr_acting_seat (s) == 1 && !s->run.active && dr_play_place_is_action_phase (s);
}

static void
rich_position (DrNrState *s)
{
  for (guint64 seed = 1; seed < 400; seed++)
    for (int steps = 60; steps <= 240; steps += 4)
      {
        dr_test_play_position (s, seed, 1, steps, TRUE);
        if (!dr_nr_is_over (s) && is_rich (s))
          return;
      }
  g_assert_not_reached ();
}

static int
count_type (GtkWidget *root,
            GType      type)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  find_all (root, type, found);
  return (int) found->len;
}

static void
test_board_draws_mid_game (void)
{
  DrNrState s;
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  g_autoptr(DrPlayScene) runner_scene = NULL;
  g_autoptr(DrPlayScene) corp_scene = NULL;
  g_autoptr(GPtrArray) statuses = g_ptr_array_new ();
  g_autofree char *runner_status = NULL;
  g_autofree char *credits = NULL;
  int servers = 0;

  rich_position (&s);
  runner_scene = dr_test_play_scene (&s, 1, catalog ());
  dr_play_desk_set_scene (desk, runner_scene, NULL, FALSE);

  /* A column per server, a card per installed card. */
  for (int server = 0; server < DR_NR_MAX_SERVERS; server++)
    servers += dr_nr_server_exists (&s, server);
  g_assert_cmpint (count_type (GTK_WIDGET (desk), DR_TYPE_PLAY_SERVER), ==, servers);
  for (int i = 0; i < s.n_cards; i++)
    {
      const DrNrCard *c = &s.cards[i];
      DrPlayCard *widget;
      g_autofree char *text = NULL;
      const char *title = dr_nr_card_at (c->def)->title;

      if (c->zone != DR_NR_ZONE_ICE && c->zone != DR_NR_ZONE_ROOT && c->zone != DR_NR_ZONE_PROGRAMS
          && c->zone != DR_NR_ZONE_HARDWARE && c->zone != DR_NR_ZONE_RESOURCES)
        continue;
      widget = card_widget (GTK_WIDGET (desk), i);
      g_assert_nonnull (widget);
      text = dr_play_card_get_text (widget);
      /* Face down to the Runner until rezzed, with its counters all the same. */
      if (c->owner == DR_NR_CORP_SEAT && !(c->flags & DR_NR_CARD_REZZED))
        {
          g_assert_null (strstr (text, title));
          g_assert_nonnull (strstr (text, c->zone == DR_NR_ZONE_ICE ? _("Unrezzed ice") : _("Unrezzed card")));
        }
      else
        g_assert_nonnull (strstr (text, title));
      if (c->advancement > 0)
        {
          g_autofree char *badge = g_strdup_printf (ngettext ("%d advancement token", "%d advancement tokens",
                                                              c->advancement), c->advancement);

          g_assert_nonnull (strstr (text, badge));
        }
    }

  /* The Runner's numbers: credits, the clicks left, the Corp's piles. */
  find_all (GTK_WIDGET (desk), DR_TYPE_PLAY_SEAT_STATUS, statuses);
  g_assert_cmpuint (statuses->len, ==, 2);
  for (guint i = 0; i < statuses->len; i++)
    {
      g_autofree char *text = dr_play_seat_status_get_text (g_ptr_array_index (statuses, i));

      if (strstr (text, dr_nr_card_at (s.cards[s.seats[1].identity].def)->title) != NULL)
        {
          GtkWidget *clicks_box = dr_test_ui_template_child (g_ptr_array_index (statuses, i), DR_TYPE_PLAY_SEAT_STATUS,
                                                             "clicks_box");
          int spent = 0, shown = 0;

          runner_status = g_steal_pointer (&text);
          g_assert_cmpint (dr_play_seat_status_get_clicks_shown (g_ptr_array_index (statuses, i)), ==, s.seats[1].clicks);
          /* The tracker: the Runner's four clicks, those spent dimmed. */
          for (GtkWidget *click = gtk_widget_get_first_child (clicks_box); click != NULL;
               click = gtk_widget_get_next_sibling (click))
            {
              shown++;
              spent += gtk_widget_has_css_class (click, "play-spent");
            }
          g_assert_cmpint (shown, ==, MAX (4, s.seats[1].clicks));
          g_assert_cmpint (spent, ==, shown - s.seats[1].clicks);
        }
    }
  g_assert_nonnull (runner_status);
  credits = g_strdup_printf (ngettext ("%d credit", "%d credits", s.seats[1].credits), s.seats[1].credits);
  g_assert_nonnull (strstr (runner_status, credits));
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-board-runner");
  /* The cards take their colours from the style: the dark one too. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-board-runner-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* The Corp sees its own unrezzed cards, marked. */
  corp_scene = dr_test_play_scene (&s, 0, catalog ());
  dr_play_desk_set_scene (desk, corp_scene, NULL, FALSE);
  for (int i = 0; i < s.n_cards; i++)
    if (s.cards[i].zone == DR_NR_ZONE_ICE && !(s.cards[i].flags & DR_NR_CARD_REZZED))
      {
        g_autofree char *text = dr_play_card_get_text (card_widget (GTK_WIDGET (desk), i));

        g_assert_nonnull (strstr (text, dr_nr_card_at (s.cards[i].def)->title));
        g_assert_nonnull (strstr (text, _("Unrezzed")));
      }
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-board-corp");
  gtk_window_destroy (window);
}

/* A title the viewer may not know must not be anywhere on their screen,
 * unless a card they do see has the same title. */
static void
assert_masked (const DrNrState *s,
               int              viewer,
               GtkWidget       *root)
{
  g_autofree char *text = dr_test_play_text (root);
  int hidden = dr_test_play_hidden_card_shown (s, viewer, text, NULL);

  if (hidden >= 0)
    g_error ("seat %d sees the title of hidden card %d “%s”", viewer, hidden,
             dr_nr_card_at (s->cards[hidden].def)->title);
}

static void
test_hot_seat_masking (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  int checked = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    for (int steps = 20; steps <= 200; steps += 45)
      {
        DrNrState s;

        if (seed % 3 == 0)
          dr_test_play_starter_position (&s, seed, seed % 2 == 0 ? 2 : 1, steps, TRUE);
        else
          dr_test_play_position (&s, seed, seed % 4 == 0 ? 2 : 1, steps, seed % 2 == 0);
        for (int viewer = 0; viewer < s.n_seats; viewer++)
          {
            g_autoptr(DrPlayScene) scene = dr_test_play_scene (&s, viewer, catalog ());

            dr_play_desk_set_scene (desk, scene, NULL, FALSE);
            assert_masked (&s, viewer, GTK_WIDGET (desk));
            checked++;
          }
      }
  g_assert_cmpint (checked, >=, 100);
  gtk_window_destroy (window);
}

/* Every legal action of many positions has a widget that offers it. */
static void
test_every_action_reachable (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  guint64 kinds = 0;
  int positions = 0;

  /* The engine's test decks, then the starter decks: every card the engine
   * plays, with its prompts, hosting and optional abilities. */
  for (guint64 seed = 1; seed <= 70; seed++)
    {
      int n_runners = seed % 5 == 0 ? 3 : 1;
      gboolean starters = seed > 40;
      DrNrState s;

      for (int steps = 0; steps <= 400; steps += 7)
        {
          g_autoptr(DrPlayScene) scene = NULL;
          g_autoptr(GArray) reached = NULL;
          g_autoptr(GArray) reached_all = NULL;
          guint n;

          if (starters)
            dr_test_play_starter_position (&s, seed, n_runners, steps, seed % 3 != 0);
          else
            dr_test_play_position (&s, seed, n_runners, steps, seed % 3 != 0);
          if (dr_nr_is_over (&s))
            break;
          scene = dr_test_play_scene (&s, dr_nr_acting_seat (&s), catalog ());
          dr_play_desk_set_scene (desk, scene, NULL, FALSE);
          n = dr_play_scene_get_n_choices (scene);
          reached = dr_test_play_reachable (GTK_WIDGET (desk), FALSE);
          for (guint i = 0; i < n; i++)
            {
              gboolean found = FALSE;

              for (guint k = 0; k < reached->len && !found; k++)
                found = g_array_index (reached, guint, k) == i;
              if (!found)
                g_error ("seed %" G_GUINT64_FORMAT " step %d: “%s” (%s) is offered by no widget", seed, steps,
                         dr_play_scene_get_label (scene, i),
                         dr_nr_action_name (dr_play_scene_get_choice (scene, i)->kind));
              kinds |= G_GUINT64_CONSTANT (1) << dr_play_scene_get_choice (scene, i)->kind;
            }
          /* Nothing offered that is not a choice, and All Actions lists them all. */
          g_assert_cmpuint (reached->len, ==, n);
          reached_all = dr_test_play_reachable (GTK_WIDGET (desk), TRUE);
          g_assert_cmpuint (reached_all->len, ==, n);
          positions++;
        }
    }
  g_test_message ("%d positions", positions);
  g_assert_cmpint (positions, >, 600);
  /* The positions met the decisions that matter. */
  for (int kind = DR_NR_ACT_KEEP; kind <= DR_NR_ACT_ACCESS; kind++)
    if (kind != DR_NR_ACT_SCORE && kind != DR_NR_ACT_TRASH_PROGRAM && kind != DR_NR_ACT_NUMBER
        && kind != DR_NR_ACT_TRIGGER && kind != DR_NR_ACT_TRASH_FIRST && kind != DR_NR_ACT_ACCESS)
      if (!(kinds & (G_GUINT64_CONSTANT (1) << kind)))
        g_error ("no position offered %s", dr_nr_action_name (kind));
  gtk_window_destroy (window);
}

static void
add_menu_positions (GArray     *positions,
                    GMenuModel *model)
{
  for (int i = 0; model != NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET,
                                                                          G_VARIANT_TYPE_UINT32);

      if (target != NULL)
        {
          guint position = g_variant_get_uint32 (target);

          g_array_append_val (positions, position);
        }
      add_menu_positions (positions, section);
    }
}

/* What the focused widget @focus lets a keyboard choose: the menu Enter
 * opens on a card or a menu button (All Actions aside: it lists everything),
 * a choice button, the prompt's amount. */
static void
add_focus_positions (GArray    *positions,
                     GtkWidget *focus)
{
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    {
      if (DR_IS_PLAY_CARD (w))
        {
          add_menu_positions (positions, dr_play_card_get_menu (DR_PLAY_CARD (w)));
          return;
        }
      if (GTK_IS_MENU_BUTTON (w))
        {
          GtkWidget *bar = gtk_widget_get_ancestor (w, DR_TYPE_PLAY_ACTION_BAR);
          GMenuModel *menu = dr_play_menu_button_get_menu (GTK_MENU_BUTTON (w));

          if (bar == NULL || menu != dr_play_action_bar_get_all_menu (DR_PLAY_ACTION_BAR (bar)))
            add_menu_positions (positions, menu);
          return;
        }
      if (GTK_IS_ACTIONABLE (w) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "play.choose") == 0)
        {
          GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (w));
          guint position = g_variant_get_uint32 (target);

          g_array_append_val (positions, position);
          return;
        }
      if (DR_IS_PLAY_PROMPT (w))
        {
          g_autoptr(GArray) offered = dr_play_prompt_get_positions (DR_PLAY_PROMPT (w));

          g_array_append_vals (positions, offered->data, offered->len);
          return;
        }
    }
}

/* Without a mouse: Tab goes round every widget of the window and back to
 * the first, and each legal action is behind one of them (or is a prompt
 * choice a digit picks), never only in All Actions. */
static void
test_keyboard_reaches_every_action (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  int positions = 0;

  for (guint64 seed = 1; seed <= 30; seed++)
    for (int steps = 0; steps <= 300; steps += 37)
      {
        DrNrState s;
        g_autoptr(DrPlayScene) scene = NULL;
        g_autoptr(GArray) reached = g_array_new (FALSE, FALSE, sizeof (guint));
        g_autoptr(GArray) numbered = NULL;
        DrPlayPrompt *prompt;
        GtkWidget *first = NULL;
        guint n;

        dr_test_play_position (&s, seed, seed % 4 == 0 ? 3 : 1, steps, seed % 3 != 0);
        if (dr_nr_is_over (&s))
          break;
        scene = dr_test_play_scene (&s, dr_nr_acting_seat (&s), catalog ());
        dr_play_desk_set_scene (desk, scene, NULL, FALSE);
        dr_test_ui_wait_for_paint (GTK_WIDGET (window));
        gtk_root_set_focus (GTK_ROOT (window), NULL);
        for (int step = 0; ; step++)
          {
            GtkWidget *focus;

            if (step == 2000)
              g_error ("seed %" G_GUINT64_FORMAT " step %d: Tab does not come round", seed, steps);
            gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
            focus = gtk_root_get_focus (GTK_ROOT (window));
            if (focus == first)
              break;
            if (focus == NULL || focus == g_object_get_data (G_OBJECT (window), "dr-last-focus"))
              g_error ("seed %" G_GUINT64_FORMAT " step %d: Tab stays on a %s", seed, steps,
                       focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
            g_object_set_data (G_OBJECT (window), "dr-last-focus", focus);
            if (first == NULL)
              first = focus;
            add_focus_positions (reached, focus);
          }
        g_object_set_data (G_OBJECT (window), "dr-last-focus", NULL);
        /* Digits 1 … 9 and 0 pick the prompt's first ten choices. */
        prompt = dr_test_ui_template_child (desk, DR_TYPE_PLAY_DESK, "prompt");
        numbered = dr_play_prompt_get_positions (prompt);
        g_array_append_vals (reached, numbered->data, MIN (numbered->len, 10));
        n = dr_play_scene_get_n_choices (scene);
        for (guint i = 0; i < n; i++)
          {
            gboolean found = FALSE;

            for (guint k = 0; k < reached->len && !found; k++)
              found = g_array_index (reached, guint, k) == i;
            if (!found)
              g_error ("seed %" G_GUINT64_FORMAT " step %d: “%s” is reached by no key", seed, steps,
                       dr_play_scene_get_label (scene, i));
          }
        positions++;
      }
  g_test_message ("%d positions", positions);
  g_assert_cmpint (positions, >, 100);
  gtk_window_destroy (window);
}

static guint chosen;
static int n_chosen;

static void
on_choose_cb (DrPlayDesk *desk,
              guint       position)
{
  chosen = position;
  n_chosen++;
}

/* The mulligan: numbered choices, digits pick them. */
static void
test_prompt_numbers_and_digits (void)
{
  DrNrState s;
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  g_autoptr(DrPlayScene) scene = NULL;
  g_autoptr(GArray) offered = NULL;
  DrPlayPrompt *prompt;
  GtkEventController *keys = NULL;
  GListModel *controllers;
  gboolean handled = FALSE;

  dr_test_play_position (&s, 3, 1, 0, FALSE);
  g_assert_cmpint (dr_nr_top (&s)->kind, ==, DR_NR_FRAME_MULLIGAN);
  scene = dr_test_play_scene (&s, 0, catalog ());
  dr_play_desk_set_scene (desk, scene, NULL, FALSE);
  g_signal_connect (desk, "choose", G_CALLBACK (on_choose_cb), NULL);
  prompt = dr_test_ui_template_child (desk, DR_TYPE_PLAY_DESK, "prompt");
  offered = dr_play_prompt_get_positions (prompt);
  g_assert_cmpuint (offered->len, ==, 2);

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (desk));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        keys = GTK_EVENT_CONTROLLER (controller);
    }
  g_object_unref (controllers);
  g_assert_nonnull (keys);
  n_chosen = 0;
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_2, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_cmpint (n_chosen, ==, 1);
  g_assert_cmpuint (chosen, ==, g_array_index (offered, guint, 1));
  g_assert_cmpint (dr_play_scene_get_choice (scene, chosen)->kind, ==, DR_NR_ACT_MULLIGAN);
  /* A digit with no choice behind it does nothing; Ctrl+1 is not a digit. */
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_7, 0, 0, &handled);
  g_assert_false (handled);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_1, 0, GDK_CONTROL_MASK, &handled);
  g_assert_false (handled);
  g_assert_cmpint (n_chosen, ==, 1);
  gtk_window_destroy (window);
}

static int
count_triggers (const DrNrState *s)
{
  DrNrAction actions[DR_NR_MAX_ACTIONS];
  int n = dr_nr_legal_actions (s, actions), triggers = 0;

  for (int i = 0; i < n; i++)
    triggers += actions[i].kind == DR_NR_ACT_TRIGGER;
  return triggers;
}

/* Abilities that wait together: the prompt asks which resolves first,
 * each numbered, a digit away. */
static void
test_order_of_abilities (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  DrNrState s;
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 400 && !found; seed++)
    for (int steps = 4; steps < 400 && !found; steps += 1)
      {
        dr_test_play_starter_position (&s, seed, seed % 2 == 0 ? 2 : 1, steps, seed % 3 != 0);
        if (dr_nr_is_over (&s))
          break;
        found = dr_nr_top (&s)->kind == DR_NR_FRAME_REACTION && count_triggers (&s) >= 2;
      }
  g_assert_true (found);
  {
    g_autoptr(DrPlayScene) scene = dr_test_play_scene (&s, dr_nr_acting_seat (&s), catalog ());
    DrPlayPrompt *prompt = dr_test_ui_template_child (desk, DR_TYPE_PLAY_DESK, "prompt");
    g_autoptr(GArray) numbered = NULL;
    guint triggers = 0;

    dr_play_desk_set_scene (desk, scene, NULL, FALSE);
    g_assert_cmpstr (dr_play_prompt_get_heading (prompt), ==, _("Abilities wait to resolve: choose which comes first."));
    numbered = dr_play_prompt_get_positions (prompt);
    for (guint i = 0; i < numbered->len; i++)
      {
        const DrNrAction *a = dr_play_scene_get_choice (scene, g_array_index (numbered, guint, i));

        if (a->kind == DR_NR_ACT_TRIGGER)
          {
            /* each named by its card */
            const char *title = dr_play_scene_card_title (scene, a->card);

            g_assert_nonnull (title);
            g_assert_nonnull (strstr (dr_play_scene_get_label (scene, g_array_index (numbered, guint, i)), title));
            triggers++;
          }
      }
    g_assert_cmpuint (triggers, ==, (guint) count_triggers (&s));
    g_assert_cmpuint (numbered->len, <=, 10);
  }
  gtk_window_destroy (window);
}

/* A trace bid goes through the spin button: its value picks the action. */
static void
test_trace_bid_spin (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  DrNrState s;
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 300 && !found; seed++)
    for (int steps = 10; steps < 400 && !found; steps += 3)
      {
        dr_test_play_position (&s, seed, 1, steps, TRUE);
        found = !dr_nr_is_over (&s) && dr_nr_top (&s)->kind == DR_NR_FRAME_TRACE_RUNNER
                && s.seats[1].credits >= 2;
      }
  g_assert_true (found);
  {
    g_autoptr(DrPlayScene) scene = dr_test_play_scene (&s, 1, catalog ());
    DrPlayPrompt *prompt = dr_test_ui_template_child (desk, DR_TYPE_PLAY_DESK, "prompt");
    GtkWidget *spin;

    dr_play_desk_set_scene (desk, scene, NULL, FALSE);
    g_signal_connect (desk, "choose", G_CALLBACK (on_choose_cb), NULL);
    spin = dr_test_ui_template_child (prompt, DR_TYPE_PLAY_PROMPT, "amount_spin");
    g_assert_true (gtk_widget_is_visible (spin));
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 2);
    n_chosen = 0;
    g_signal_emit_by_name (dr_test_ui_template_child (prompt, DR_TYPE_PLAY_PROMPT, "amount_button"),
                           "clicked");
    g_assert_cmpint (n_chosen, ==, 1);
    g_assert_cmpint (dr_play_scene_get_choice (scene, chosen)->kind, ==, DR_NR_ACT_BID);
    g_assert_cmpint (dr_play_scene_get_choice (scene, chosen)->amount, ==, 2);
  }
  gtk_window_destroy (window);
}

/* A run shows where the Runner is, the ice's subroutines and break buttons. */
static void
test_run_panel (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  DrNrState s;
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 300 && !found; seed++)
    for (int steps = 10; steps < 500 && !found; steps += 2)
      {
        DrNrAction actions[DR_NR_MAX_ACTIONS];
        int n;

        dr_test_play_position (&s, seed, 1, steps, TRUE);
        if (dr_nr_is_over (&s) || dr_nr_top (&s)->kind != DR_NR_FRAME_ENCOUNTER || dr_nr_acting_seat (&s) != 1)
          continue;
        n = dr_nr_legal_actions (&s, actions);
        for (int i = 0; i < n; i++)
          found |= actions[i].kind == DR_NR_ACT_BREAK;
      }
  g_assert_true (found);
  {
    g_autoptr(DrPlayScene) scene = dr_test_play_scene (&s, 1, catalog ());
    DrPlayRunPanel *panel = dr_test_ui_template_child (desk, DR_TYPE_PLAY_DESK, "run_panel");
    const DrNrCardDef *ice = dr_nr_card_at (s.cards[dr_nr_top (&s)->card].def);
    g_autofree char *text = NULL;
    g_autofree char *server = NULL;

    dr_play_desk_set_scene (desk, scene, NULL, FALSE);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
    text = dr_test_play_text (GTK_WIDGET (panel));
    g_assert_nonnull (strstr (text, ice->title));
    /* The position line names the ice being encountered. */
    {
      g_autofree char *where = g_strdup_printf (_("encountering %s"), ice->title);

      g_assert_nonnull (strstr (dr_play_run_panel_get_progress (panel), where));
    }
    g_assert_nonnull (strstr (text, "↳ 1."));
    if (ice->subs[0].op == DR_NR_OP_END_RUN)
      g_assert_nonnull (strstr (text, _("End the run")));
    {
      g_autofree char *pattern = g_strdup_printf (_("Break with %s"), "");

      g_assert_nonnull (strstr (text, pattern));
    }
    dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-run-encounter");
  }

  /* Approaching a piece of ice the Runner has not seen rezzed: its place
   * from the server, never its title. */
  found = FALSE;
  for (guint64 seed = 1; seed < 300 && !found; seed++)
    for (int steps = 10; steps < 500 && !found; steps += 2)
      {
        dr_test_play_position (&s, seed, 1, steps, TRUE);
        found = !dr_nr_is_over (&s) && s.run.active && dr_nr_top (&s)->kind == DR_NR_FRAME_APPROACH_REZ
                && !(s.cards[s.servers[s.run.server].ice[s.run.position]].flags & DR_NR_CARD_REZZED);
      }
  g_assert_true (found);
  {
    g_autoptr(DrPlayScene) scene = dr_test_play_scene (&s, 1, catalog ());
    DrPlayRunPanel *panel = dr_test_ui_template_child (desk, DR_TYPE_PLAY_DESK, "run_panel");
    const DrNrCardDef *ice = dr_nr_card_at (s.cards[s.servers[s.run.server].ice[s.run.position]].def);
    g_autofree char *place = g_strdup_printf (_("Ice %d"), s.run.position + 1);
    g_autofree char *where = g_strdup_printf (_("approaching %s"), place);

    dr_play_desk_set_scene (desk, scene, NULL, FALSE);
    g_assert_nonnull (strstr (dr_play_run_panel_get_progress (panel), where));
    g_assert_null (strstr (dr_play_run_panel_get_progress (panel), ice->title));

    /* Once the run is over nothing of it stays, even hidden. */
    rich_position (&s);
    g_clear_pointer (&scene, dr_play_scene_unref);
    scene = dr_test_play_scene (&s, 1, catalog ());
    dr_play_desk_set_scene (desk, scene, NULL, FALSE);
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
    g_assert_null (dr_play_run_panel_get_progress (panel));
  }
  gtk_window_destroy (window);
}

static gboolean
zoom_shown (gpointer card)
{
  GtkWidget *zoom = dr_play_card_get_zoom (card);

  return zoom != NULL && gtk_widget_get_visible (zoom);
}

static void
count_show_cb (guint *shows)
{
  (*shows)++;
}

static gboolean
shown_once (gpointer shows)
{
  return *(guint *) shows > 0;
}

/* A known card zooms to its full face; a face-down one does not. */
static void
test_zoom (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  DrNrState s;
  g_autoptr(DrPlayScene) scene = NULL;
  DrPlayCard *identity;
  GtkWidget *zoom, *face;

  rich_position (&s);
  scene = dr_test_play_scene (&s, 1, catalog ());
  dr_play_desk_set_scene (desk, scene, NULL, FALSE);
  dr_test_ui_wait_for_paint (GTK_WIDGET (window));
  identity = card_widget (GTK_WIDGET (desk), s.seats[0].identity);
  g_assert_nonnull (identity);
  dr_play_card_show_zoom (identity);
  zoom = dr_play_card_get_zoom (identity);
  g_assert_nonnull (zoom);
  face = gtk_popover_get_child (GTK_POPOVER (zoom));
  g_assert_true (DR_IS_CARD_FACE_VIEW (face));
  g_assert_nonnull (strstr (dr_card_face_view_get_title (DR_CARD_FACE_VIEW (face)),
                            dr_nr_card_at (s.cards[s.seats[0].identity].def)->title));
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-card-zoom");
  gtk_popover_popdown (GTK_POPOVER (zoom));
  g_assert_false (gtk_widget_get_visible (zoom));

  /* On a touch screen, a long press shows it too. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (identity));
    gboolean pressed = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_GESTURE_LONG_PRESS (controller))
          {
            g_signal_emit_by_name (controller, "pressed", 10.0, 10.0);
            pressed = TRUE;
          }
      }
    g_assert_true (pressed);
    zoom = dr_play_card_get_zoom (identity);
    g_assert_nonnull (zoom);
    g_assert_true (gtk_widget_get_visible (zoom));
    gtk_popover_popdown (GTK_POPOVER (zoom));

    /* With a mouse, resting on the card shows it, leaving hides it. */
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
          {
            guint shows = 0;
            gulong handler = g_signal_connect_swapped (zoom, "show", G_CALLBACK (count_show_cb), &shows);

            g_signal_emit_by_name (controller, "enter", 10.0, 10.0);
            g_assert_true (dr_test_ui_wait_until (shown_once, &shows));
            g_signal_handler_disconnect (zoom, handler);
            /* Xvfb's real pointer stays at the screen's centre: where the
             * zoom pops up over it (right to left, the identity's zoom does),
             * the card gets a real leave and the zoom has closed again. */
            if (!zoom_shown (identity))
              {
                g_test_message ("the hover zoom opened and the real pointer's crossing closed it");
                continue;
              }
            /* The keyboard goes on past it: Tab does not go into the zoom. */
            gtk_widget_grab_focus (GTK_WIDGET (identity));
            g_assert_true (zoom_shown (identity));
            gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
            {
              GtkWidget *next = gtk_root_get_focus (GTK_ROOT (window));

              g_assert_nonnull (next);
              g_assert_true (next != GTK_WIDGET (identity));
              g_assert_null (gtk_widget_get_ancestor (next, GTK_TYPE_POPOVER));
            }
            g_signal_emit_by_name (controller, "leave");
            g_assert_false (gtk_widget_get_visible (dr_play_card_get_zoom (identity)));
          }
      }
  }

  for (int i = 0; i < s.n_cards; i++)
    if (s.cards[i].zone == DR_NR_ZONE_ICE && !(s.cards[i].flags & DR_NR_CARD_REZZED))
      {
        DrPlayCard *hidden = card_widget (GTK_WIDGET (desk), i);

        dr_play_card_show_zoom (hidden);
        g_assert_null (dr_play_card_get_zoom (hidden));
        break;
      }
  gtk_window_destroy (window);
}

/* Where a hover zoom showed, in its parent window's coordinates: taken
 * when it maps (Xvfb's real pointer, at the screen's centre, may close it
 * right after with a crossing). */
typedef struct
{
  GtkWidget      *card;
  GtkWidget      *zoom_widget;
  GdkFrameClock  *clock;
  gulong          painted;
  graphene_rect_t zoom;
  graphene_rect_t card_bounds;
  gboolean        taken;
} ZoomPlace;

static void
on_zoom_painted_cb (GdkFrameClock *clock,
                    ZoomPlace     *place)
{
  GtkWidget *zoom = place->zoom_widget;
  GtkNative *parent = gtk_widget_get_native (place->card);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (zoom));
  GtkWidget *face = gtk_popover_get_child (GTK_POPOVER (zoom));
  double zoom_x, zoom_y, parent_x, parent_y;
  graphene_rect_t face_bounds;

  /* the face, not the popover's shadow and arrow around it, once laid out */
  if (place->taken || !gtk_widget_compute_bounds (face, zoom, &face_bounds) || face_bounds.size.width <= 0)
    return;
  gtk_native_get_surface_transform (GTK_NATIVE (zoom), &zoom_x, &zoom_y);
  gtk_native_get_surface_transform (parent, &parent_x, &parent_y);
  graphene_rect_offset (&face_bounds, gdk_popup_get_position_x (GDK_POPUP (surface)) + zoom_x - parent_x,
                        gdk_popup_get_position_y (GDK_POPUP (surface)) + zoom_y - parent_y);
  place->zoom = face_bounds;
  g_assert_true (gtk_widget_compute_bounds (place->card, GTK_WIDGET (parent), &place->card_bounds));
  place->taken = TRUE;
}

static void
on_zoom_mapped_cb (GtkWidget *zoom,
                   ZoomPlace *place)
{
  place->zoom_widget = zoom;
  place->clock = gtk_widget_get_frame_clock (zoom);
  place->painted = g_signal_connect (place->clock, "after-paint", G_CALLBACK (on_zoom_painted_cb), place);
}

static gboolean
zoom_place_taken (gpointer place)
{
  return ((ZoomPlace *) place)->taken;
}

/* The zoom that comes with the pointer opens beside its card, never over
 * it (it would take the pointer from the card and close): after it left
 * to right, before it right to left. */
static void
test_hover_zoom_side (void)
{
  GtkTextDirection directions[] = { GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL };
  GtkTextDirection before = gtk_widget_get_default_direction ();

  for (guint d = 0; d < G_N_ELEMENTS (directions); d++)
    {
      DrPlayDesk *desk;
      GtkWindow *window;
      DrNrState s;
      g_autoptr(DrPlayScene) scene = NULL;
      g_autoptr(GListModel) controllers = NULL;
      ZoomPlace place = { 0 };
      GtkWidget *zoom;
      gulong handler;

      gtk_widget_set_default_direction (directions[d]);
      window = desk_window (&desk);
      rich_position (&s);
      scene = dr_test_play_scene (&s, 1, catalog ());
      dr_play_desk_set_scene (desk, scene, NULL, FALSE);
      dr_test_ui_wait_for_paint (GTK_WIDGET (window));
      place.card = GTK_WIDGET (card_widget (GTK_WIDGET (desk), s.seats[0].identity));
      g_assert_nonnull (place.card);
      g_assert_cmpint (gtk_widget_get_direction (place.card), ==, directions[d]);
      /* the popover is made by a first zoom, the keyboard's */
      dr_play_card_show_zoom (DR_PLAY_CARD (place.card));
      zoom = dr_play_card_get_zoom (DR_PLAY_CARD (place.card));
      g_assert_nonnull (zoom);
      gtk_popover_popdown (GTK_POPOVER (zoom));
      handler = g_signal_connect (zoom, "map", G_CALLBACK (on_zoom_mapped_cb), &place);
      controllers = gtk_widget_observe_controllers (place.card);
      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
            g_signal_emit_by_name (controller, "enter", 10.0, 10.0);
        }
      g_assert_true (dr_test_ui_wait_until (zoom_place_taken, &place));
      g_signal_handler_disconnect (zoom, handler);
      g_signal_handler_disconnect (place.clock, place.painted);
      g_test_message ("%s: card x %.0f–%.0f, zoom x %.0f–%.0f", directions[d] == GTK_TEXT_DIR_RTL ? "rtl" : "ltr",
                      place.card_bounds.origin.x, place.card_bounds.origin.x + place.card_bounds.size.width,
                      place.zoom.origin.x, place.zoom.origin.x + place.zoom.size.width);
      g_assert_false (graphene_rect_intersection (&place.zoom, &place.card_bounds, NULL));
      if (directions[d] == GTK_TEXT_DIR_LTR)
        g_assert_cmpfloat (place.zoom.origin.x, >=, place.card_bounds.origin.x + place.card_bounds.size.width);
      else
        g_assert_cmpfloat (place.zoom.origin.x + place.zoom.size.width, <=, place.card_bounds.origin.x);
      gtk_window_destroy (window);
    }
  gtk_widget_set_default_direction (before);
}

/* Whether anything of @look, painted on a card of @width × @height, lands
 * outside the card: it is painted with a margin of 20 pixels either side
 * and those margins must stay empty. */
static gboolean
paints_outside (GtkWidget            *widget,
                const DrPlayCardLook *look,
                int                   width,
                int                   height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width + 40, height);
  cairo_t *cr = cairo_create (surface);
  const guint8 *data;
  int stride;
  gboolean outside = FALSE;

  cairo_translate (cr, 20, 0);
  dr_play_card_paint (widget, look, cr, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height && !outside; y++)
    for (int x = 0; x < width + 40 && !outside; x++)
      if (x < 20 || x >= 20 + width)
        outside = ((const guint32 *) (data + y * stride))[x] >> 24 != 0;
  cairo_surface_destroy (surface);
  return outside;
}

/* A small card's footer (a program's memory, a link, a trash cost, agenda
 * points) stays on the card and clear of the strength box, in either
 * direction and whatever the words: a Persian footer placed by the width
 * Pango was given ran off the card's edge. */
static void
test_card_footer_fits (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *widget = gtk_label_new (NULL);
  g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", 2), 2);
  g_autofree char *memory = g_strdup_printf (_("%d MU"), 1);
  const char *footers[] = { "1", "12", points, memory, "1 حافظه", "۲ امتیاز", "3 points d’agenda" };
  const int width = DR_PLAY_CARD_WIDTH, height = DR_PLAY_CARD_HEIGHT;
  int checked = 0;

  gtk_window_set_child (window, widget);
  gtk_window_present (window);
  for (int direction = GTK_TEXT_DIR_LTR; direction <= GTK_TEXT_DIR_RTL; direction++)
    for (guint f = 0; f < G_N_ELEMENTS (footers); f++)
      for (int symbol = -1; symbol <= DR_CARD_SYMBOL_MU; symbol += DR_CARD_SYMBOL_MU + 1)
        for (int with_strength = 0; with_strength <= 1; with_strength++)
          {
            DrPlayCardLook look = { 0 };
            graphene_rect_t box;
            gboolean rtl = direction == GTK_TEXT_DIR_RTL;
            /* what the footer and its symbol take across, and the strength box */
            double start, end;
            double strength_start = rtl ? width - 19 : 3, strength_end = rtl ? width - 3 : 19;

            gtk_widget_set_direction (widget, direction);
            look.known = TRUE;
            look.side = 1;
            look.title = (char *) "Corroder";
            look.cost = (char *) "2";
            look.strength = with_strength ? (char *) "2" : NULL;
            look.footer = (char *) footers[f];
            look.footer_symbol = symbol;
            gdk_rgba_parse (&look.faction_color, "#e01b24");
            dr_play_card_footer_box (widget, &look, width, height, &box);
            start = box.origin.x - (symbol >= 0 && !rtl ? 11 : 0);
            end = box.origin.x + box.size.width + (symbol >= 0 && rtl ? 11 : 0);
            if (start < 1 || end > width - 1 || box.origin.y + box.size.height > height - 1)
              g_error ("“%s” (%s) goes off the card: %.1f to %.1f of %d", footers[f], rtl ? "rtl" : "ltr", start, end,
                       width);
            if (with_strength && start < strength_end && end > strength_start)
              g_error ("“%s” (%s) covers the strength box: %.1f to %.1f", footers[f], rtl ? "rtl" : "ltr", start, end);
            g_assert_false (paints_outside (widget, &look, width, height));
            checked++;
          }
  g_assert_cmpint (checked, ==, 2 * G_N_ELEMENTS (footers) * 2 * 2);

  /* A program on the table shows its memory as a number and the symbol:
   * its words are in the card's tooltip. */
  {
    DrPlayDesk *desk;
    GtkWindow *board = desk_window (&desk);
    DrNrState s;
    g_autoptr(DrPlayScene) scene = NULL;

    rich_position (&s);
    scene = dr_test_play_scene (&s, 1, catalog ());
    dr_play_desk_set_scene (desk, scene, NULL, FALSE);
    for (int i = 0; i < s.n_cards; i++)
      if (s.cards[i].zone == DR_NR_ZONE_PROGRAMS)
        {
          g_autofree char *text = dr_play_card_get_text (card_widget (GTK_WIDGET (desk), i));
          g_autofree char *words = g_strdup_printf (_("%d MU"), dr_nr_card_at (s.cards[i].def)->memory);

          g_assert_nonnull (strstr (text, words));
        }
    gtk_window_destroy (board);
  }
  gtk_window_destroy (window);
}

/* NAPD: three rigs, the active Runner and the infamy holder marked. */
static void
test_napd_board (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  DrNrState s;
  g_autoptr(DrPlayScene) scene = NULL;
  g_autofree char *text = NULL;

  dr_test_play_position (&s, 5, 3, 90, TRUE);
  g_assert_false (dr_nr_is_over (&s));
  scene = dr_test_play_scene (&s, 2, catalog ());
  dr_play_desk_set_scene (desk, scene, NULL, FALSE);
  g_assert_cmpint (count_type (GTK_WIDGET (desk), DR_TYPE_PLAY_SEAT_STATUS), ==, 4);
  text = dr_test_play_text (GTK_WIDGET (desk));
  g_assert_nonnull (strstr (text, _("Active Runner")));
  if (s.infamy != 0)
    g_assert_nonnull (strstr (text, _("Infamy")));
  assert_masked (&s, 2, GTK_WIDGET (desk));
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-board-napd");
  gtk_window_destroy (window);
}

static int
count_remotes (const DrNrState *s)
{
  int n = 0;

  for (int server = DR_NR_SERVER_REMOTE0; server < DR_NR_MAX_SERVERS; server++)
    if (dr_nr_server_exists (s, server))
      n++;
  return n;
}

/* The smallest window the Play view is made for, 1024 × 640, with the log
 * open beside the table: a NAPD table with four remote servers fits across
 * (the Corp's columns need no sideways scrolling); it scrolls down to the
 * other Runners' rigs.  Screenshots in the light and dark styles (and, in
 * the -fa run, right to left). */
static void
test_compact_napd (void)
{
  DrPlayDesk *desk;
  GtkWindow *window = desk_window (&desk);
  GtkWidget *log = gtk_scrolled_window_new ();
  GtkWidget *scroller;
  GtkAdjustment *across;
  DrNrState s;
  g_autoptr(DrPlayScene) scene = NULL;
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 80 && !found; seed++)
    for (int steps = 200; steps <= 600 && !found; steps += 100)
      {
        dr_test_play_position (&s, seed, 3, steps, TRUE);
        found = !dr_nr_is_over (&s) && count_remotes (&s) >= 4;
      }
  g_assert_true (found);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (log), gtk_label_new ("The log"));
  dr_play_desk_set_side (desk, log);
  scene = dr_test_play_scene (&s, 1, catalog ());
  dr_play_desk_set_scene (desk, scene, NULL, FALSE);
  dr_test_ui_wait_for_paint (GTK_WIDGET (window));
  dr_test_ui_wait_for_paint (GTK_WIDGET (window));
  scroller = gtk_widget_get_ancestor (dr_test_ui_template_child (desk, DR_TYPE_PLAY_DESK, "board"),
                                      GTK_TYPE_SCROLLED_WINDOW);
  across = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_test_message ("%d remotes: the table is %.0f px wide in %.0f px", count_remotes (&s),
                  gtk_adjustment_get_upper (across), gtk_adjustment_get_page_size (across));
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-board-napd-compact");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-board-napd-compact-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across) + 1);
  assert_masked (&s, 1, GTK_WIDGET (desk));
  gtk_window_destroy (window);
}

/* The card @card's cached image, a flat magenta PNG (the image cache names
 * every image .jpg; the decoder goes by the contents). */
static void
write_card_image (const DrNrState *s,
                  int              card)
{
  g_autofree char *images = dr_paths_image_cache_dir ();
  g_autofree char *name = g_strconcat (dr_nr_card_at (s->cards[card].def)->code, ".jpg", NULL);
  g_autofree char *path = g_build_filename (images, name, NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 300, 418);
  cairo_t *cr = cairo_create (surface);

  g_assert_cmpint (g_mkdir_with_parents (images, 0700), ==, 0);
  cairo_set_source_rgb (cr, 1, 0, 1);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

static gboolean
images_decoded (gpointer data)
{
  DrPlayCardImageStats stats;

  dr_play_card_image_get_stats (&stats);
  return stats.running == 0;
}

static gboolean
zoom_settled (gpointer card)
{
  GtkWidget *child = gtk_popover_get_child (GTK_POPOVER (dr_play_card_get_zoom (card)));

  return !GTK_IS_PICTURE (child) || gtk_picture_get_paintable (GTK_PICTURE (child)) != NULL;
}

/* @card's zoom: an empty picture of the card's size at once, then the
 * image read in a worker thread; returns what it settles on. */
static GtkWidget *
open_zoom (DrPlayCard *card)
{
  GtkWidget *zoom, *child;

  dr_play_card_show_zoom (card);
  zoom = dr_play_card_get_zoom (card);
  child = gtk_popover_get_child (GTK_POPOVER (zoom));
  g_assert_true (GTK_IS_PICTURE (child));
  g_assert_null (gtk_picture_get_paintable (GTK_PICTURE (child)));
  g_assert_true (dr_test_ui_wait_until (zoom_settled, card));
  return gtk_popover_get_child (GTK_POPOVER (zoom));
}

/* A face-up card whose image is cached is drawn with it (its numbers over
 * it) once the image is decoded, in a worker thread; an unrezzed piece of
 * ice with an image cached stays a back to the Runner, its image never
 * even decoded, and a card with no image keeps its drawn face. Zoomed,
 * the card shows its full image, read in a worker thread too, or its
 * drawn face when the file cannot be read. */
static void
test_card_images (void)
{
  g_autofree char *cache = dr_test_make_tmp_dir ();
  DrPlayDesk *desk;
  GtkWindow *window;
  DrNrState s;
  g_autoptr(DrPlayScene) scene = NULL;
  int unrezzed = -1, rezzed = -1, program = -1;

  rich_position (&s);
  for (int i = 0; i < s.n_cards; i++)
    if (s.cards[i].zone == DR_NR_ZONE_PROGRAMS)
      program = i;
    else if (s.cards[i].zone == DR_NR_ZONE_ICE && (s.cards[i].flags & DR_NR_CARD_REZZED))
      rezzed = i;
    else if (s.cards[i].zone == DR_NR_ZONE_ICE)
      unrezzed = i;
  g_assert_cmpint (unrezzed, >=, 0);
  g_assert_cmpint (rezzed, >=, 0);
  dr_paths_set_cache_dir (cache);
  write_card_image (&s, s.seats[0].identity);
  write_card_image (&s, unrezzed);
  write_card_image (&s, program);
  if (dr_nr_card_at (s.cards[rezzed].def) != dr_nr_card_at (s.cards[unrezzed].def))
    {
      g_autofree char *images = dr_paths_image_cache_dir ();
      g_autofree char *name = g_strconcat (dr_nr_card_at (s.cards[rezzed].def)->code, ".jpg", NULL);
      g_autofree char *path = g_build_filename (images, name, NULL);

      g_assert_true (g_file_set_contents (path, "\xff\xd8\xff not a JPEG after all", -1, NULL));
    }
  window = desk_window (&desk);
  scene = dr_test_play_scene (&s, 1, catalog ());
  dr_play_desk_set_scene (desk, scene, NULL, FALSE);
  dr_test_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (dr_test_ui_wait_until (images_decoded, NULL));
  dr_test_ui_wait_for_paint (GTK_WIDGET (window));
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "play-card-images");

  g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (card_widget (GTK_WIDGET (desk), s.seats[0].identity))), >, 500);
  g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (card_widget (GTK_WIDGET (desk), program))), >, 500);
  if (dr_nr_card_at (s.cards[rezzed].def) != dr_nr_card_at (s.cards[unrezzed].def))
    g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (card_widget (GTK_WIDGET (desk), rezzed))), ==, 0);
  g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (card_widget (GTK_WIDGET (desk), unrezzed))), ==, 0);
  if (dr_nr_card_at (s.cards[rezzed].def) != dr_nr_card_at (s.cards[unrezzed].def))
    g_assert_false (dr_play_card_image_requested (dr_nr_card_at (s.cards[unrezzed].def)->code));
  g_assert_true (dr_play_card_image_in_memory (dr_nr_card_at (s.cards[program].def)->code));

  {
    GtkWidget *zoomed = open_zoom (card_widget (GTK_WIDGET (desk), program));
    GdkPaintable *image = gtk_picture_get_paintable (GTK_PICTURE (zoomed));

    g_assert_cmpint (gdk_paintable_get_intrinsic_width (image), ==, 300);
    g_assert_cmpint (gdk_paintable_get_intrinsic_height (image), ==, 418);
    gtk_popover_popdown (GTK_POPOVER (dr_play_card_get_zoom (card_widget (GTK_WIDGET (desk), program))));
  }
  if (dr_nr_card_at (s.cards[rezzed].def) != dr_nr_card_at (s.cards[unrezzed].def))
    {
      /* (its image was asked for and could not be read) */
      g_assert_true (dr_play_card_image_requested (dr_nr_card_at (s.cards[rezzed].def)->code));
      g_assert_false (dr_play_card_image_in_memory (dr_nr_card_at (s.cards[rezzed].def)->code));
      g_assert_true (DR_IS_CARD_FACE_VIEW (open_zoom (card_widget (GTK_WIDGET (desk), rezzed))));
    }
  gtk_window_destroy (window);
  dr_paths_set_cache_dir (NULL);
  dr_test_remove_tree (cache);
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);

  application = dr_test_ui_register_application ();

  g_test_add_func ("/play-board/draws-mid-game", test_board_draws_mid_game);
  g_test_add_func ("/play-board/hot-seat-masking", test_hot_seat_masking);
  g_test_add_func ("/play-board/every-action-reachable", test_every_action_reachable);
  g_test_add_func ("/play-board/keyboard-reaches-every-action", test_keyboard_reaches_every_action);
  g_test_add_func ("/play-board/prompt-numbers-and-digits", test_prompt_numbers_and_digits);
  g_test_add_func ("/play-board/trace-bid-spin", test_trace_bid_spin);
  g_test_add_func ("/play-board/order-of-abilities", test_order_of_abilities);
  g_test_add_func ("/play-board/run-panel", test_run_panel);
  g_test_add_func ("/play-board/zoom", test_zoom);
  g_test_add_func ("/play-board/hover-zoom-side", test_hover_zoom_side);
  g_test_add_func ("/play-board/card-footer-fits", test_card_footer_fits);
  g_test_add_func ("/play-board/napd", test_napd_board);
  g_test_add_func ("/play-board/compact-napd", test_compact_napd);
  g_test_add_func ("/play-board/card-images", test_card_images);
  return dr_test_ui_run (&application, &data_dir);
}
