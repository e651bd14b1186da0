/* dr-test-play.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "dr-card-face-view-private.h"
#include "dr-lockpick-card-private.h"
#include "dr-play-action-bar-private.h"
#include "dr-play-card-private.h"
#include "dr-play-prompt-private.h"
#include "dr-play-rules-window-private.h"
#include "dr-play-server-private.h"
#include "dr-play-util-private.h"
#include "dr-play-view-private.h"
#include "dr-scenario-private.h"   /* dr_scenario_deck_load */
#include "dr-test-play.h"
#include "dr-test-ui.h"

static void
load_deck (const char     *name,
           DrScenarioDeck *deck)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "engine", "decks", name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_scenario_deck_load (path, deck, &error));
  g_assert_no_error (error);
}

static void
play_from (DrNrState      *s,
           DrScenarioDeck *corp,
           DrScenarioDeck *runners,
           int             n_runners,
           guint64         seed,
           int             steps,
           gboolean        heuristic)
{
  DrNrSetup setup;
  guint64 rng[4];

  dr_scenario_setup_decks (corp, runners, n_runners, &setup);
  setup.seed = seed;
  setup.turn_limit = 0;
  g_assert_cmpint (dr_nr_setup (s, &setup), ==, DR_NR_OK);
  dr_engine_rng_seed (rng, seed * 7919 + 1);
  for (int step = 0; step < steps && !dr_nr_is_over (s); step++)
    {
      DrNrAction actions[DR_NR_MAX_ACTIONS];
      int n = dr_nr_legal_actions (s, actions);
      int pick = heuristic ? dr_scenario_policy_heuristic (s, actions, n, rng, NULL)
                           : (int) dr_engine_rng_below (rng, (uint32_t) n);

      g_assert_cmpint (dr_nr_apply (s, &actions[pick]), ==, DR_NR_OK);
    }
  dr_scenario_deck_clear (corp);
  for (int i = 0; i < n_runners; i++)
    dr_scenario_deck_clear (&runners[i]);
}

void
dr_test_play_position (DrNrState *s,
                       guint64    seed,
                       int        n_runners,
                       int        steps,
                       gboolean   heuristic)
{
  static const char *const runner_decks[] = { "core-runner.json", "core-runner-noise.json", "core-runner-gabriel.json" };
  DrScenarioDeck corp = { 0 }, runners[3] = { { 0 } };

  load_deck ("core-corp.json", &corp);
  for (int i = 0; i < n_runners; i++)
    load_deck (runner_decks[i], &runners[i]);
  play_from (s, &corp, runners, n_runners, seed, steps, heuristic);
}

void
dr_test_play_starter_position (DrNrState *s,
                               guint64    seed,
                               int        n_runners,
                               int        steps,
                               gboolean   heuristic)
{
  g_autoptr(GPtrArray) starters = dr_play_deck_starters ();
  g_autoptr(GPtrArray) corps = g_ptr_array_new ();
  g_autoptr(GPtrArray) runner_starters = g_ptr_array_new ();
  DrScenarioDeck corp = { 0 }, runners[3] = { { 0 } };

  for (guint i = 0; i < starters->len; i++)
    {
      DrPlayDeck *deck = g_ptr_array_index (starters, i);

      if (dr_play_deck_check (deck, NULL))
        g_ptr_array_add (g_str_equal (deck->side, "corp") ? corps : runner_starters, deck);
    }
  g_assert_cmpuint (corps->len, >, 0);
  g_assert_cmpuint (runner_starters->len, >=, (guint) n_runners);
  dr_play_deck_to_scenario (g_ptr_array_index (corps, seed % corps->len), &corp);
  /* Runners of different factions: NAPD wants different identities. */
  for (int i = 0; i < n_runners; i++)
    dr_play_deck_to_scenario (g_ptr_array_index (runner_starters, (seed + i) % runner_starters->len), &runners[i]);
  play_from (s, &corp, runners, n_runners, seed, steps, heuristic);
}

DrPlayScene *
dr_test_play_scene (const DrNrState *s,
                    int              viewer,
                    DrPlayCatalog   *catalog)
{
  DrNrState view;
  DrPlayScene *scene;

  dr_nr_view (s, viewer, &view);
  scene = dr_play_scene_new (&view, viewer, catalog);
  if (!dr_nr_is_over (s) && dr_nr_acting_seat (s) == viewer)
    {
      DrNrAction actions[DR_NR_MAX_ACTIONS];
      int n = dr_nr_legal_actions (s, actions);

      dr_play_scene_set_choices (scene, actions, NULL, (guint) n);
    }
  return scene;
}

static void
add_target (GArray   *positions,
            GVariant *target)
{
  guint position;

  if (target == NULL || !g_variant_is_of_type (target, G_VARIANT_TYPE_UINT32))
    return;
  position = g_variant_get_uint32 (target);
  g_array_append_val (positions, position);
}

static void
add_menu (GArray     *positions,
          GMenuModel *model)
{
  for (int i = 0; model != NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action)
          && g_str_equal (action, "play.choose"))
        {
          g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET,
                                                                              G_VARIANT_TYPE_UINT32);

          add_target (positions, target);
        }
      add_menu (positions, section);
      add_menu (positions, submenu);
    }
}

static void
collect (GtkWidget *widget,
         GArray    *positions,
         gboolean   with_all_actions)
{
  if (!gtk_widget_get_visible (widget) || GTK_IS_POPOVER (widget))
    return;
  if (DR_IS_PLAY_ACTION_BAR (widget))
    {
      add_menu (positions, dr_play_action_bar_get_run_menu (DR_PLAY_ACTION_BAR (widget)));
      if (with_all_actions)
        add_menu (positions, dr_play_action_bar_get_all_menu (DR_PLAY_ACTION_BAR (widget)));
    }
  else if (DR_IS_PLAY_CARD (widget))
    add_menu (positions, dr_play_card_get_menu (DR_PLAY_CARD (widget)));
  else if (DR_IS_PLAY_SERVER (widget))
    add_menu (positions, dr_play_server_get_menu (DR_PLAY_SERVER (widget)));
  else if (DR_IS_PLAY_PROMPT (widget))
    {
      g_autoptr(GArray) offered = dr_play_prompt_get_positions (DR_PLAY_PROMPT (widget));

      g_array_append_vals (positions, offered->data, offered->len);
    }
  else if (GTK_IS_ACTIONABLE (widget) && gtk_widget_get_sensitive (widget)
           && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "play.choose") == 0)
    add_target (positions, gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect (child, positions, with_all_actions);
}

static int
compare_positions (gconstpointer a,
                   gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

GArray *
dr_test_play_reachable (GtkWidget *root,
                        gboolean   with_all_actions)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (guint));
  guint kept = 0;

  collect (root, positions, with_all_actions);
  g_array_sort (positions, compare_positions);
  for (guint i = 0; i < positions->len; i++)
    if (kept == 0 || g_array_index (positions, guint, i) != g_array_index (positions, guint, kept - 1))
      g_array_index (positions, guint, kept++) = g_array_index (positions, guint, i);
  g_array_set_size (positions, kept);
  return positions;
}

static gboolean
menu_offers (GMenuModel *model,
             guint       position)
{
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (guint));

  add_menu (positions, model);
  for (guint i = 0; i < positions->len; i++)
    if (g_array_index (positions, guint, i) == position)
      return TRUE;
  return FALSE;
}

/* The label of the menu item that chooses @position. */
static char *
menu_label (GMenuModel *model,
            guint       position)
{
  for (int i = 0; model != NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET,
                                                                          G_VARIANT_TYPE_UINT32);
      char *label = NULL;

      if (target != NULL && g_variant_get_uint32 (target) == position
          && g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        return label;
      if (section != NULL && (label = menu_label (section, position)) != NULL)
        return label;
    }
  return NULL;
}

/* The item of an open popover menu that shows @label (GTK's menu items
 * do not tell their action). */
static GtkWidget *
find_item (GtkWidget  *widget,
           const char *label)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    {
      g_autofree char *text = NULL;

      g_object_get (widget, "text", &text, NULL);
      if (g_strcmp0 (text, label) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_item (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
activate_in_popover (GtkWidget  *popover,
                     GMenuModel *model,
                     guint       position)
{
  g_autofree char *label = menu_label (model, position);

  GtkWidget *item;

  g_assert_nonnull (popover);
  item = find_item (popover, label);
  g_assert_nonnull (item);
  gtk_widget_activate (item);
  gtk_popover_popdown (GTK_POPOVER (popover));
  return TRUE;
}

static GtkWidget *
card_menu_popover (GtkWidget *card)
{
  for (GtkWidget *child = gtk_widget_get_first_child (card); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER_MENU (child))
      return child;
  return NULL;
}

/* As a person scrolls to what they click, or tabs to it: the board's
 * viewport brings the focused widget into view. */
static void
bring_into_view (GtkWidget *widget)
{
  /* Where it is is known once the table made for this decision is laid out. */
  dr_test_ui_wait_for_paint (GTK_WIDGET (gtk_widget_get_root (widget)));
  /* From elsewhere: focusing the widget that has the focus already moves nothing. */
  gtk_root_set_focus (gtk_widget_get_root (widget), NULL);
  gtk_widget_grab_focus (widget);
  dr_test_ui_wait_for_paint (GTK_WIDGET (gtk_widget_get_root (widget)));
}

static gboolean
activate_under (GtkWidget *widget,
                guint      position)
{
  if (!gtk_widget_get_visible (widget) || GTK_IS_POPOVER (widget))
    return FALSE;
  if (DR_IS_PLAY_CARD (widget) && menu_offers (dr_play_card_get_menu (DR_PLAY_CARD (widget)), position))
    {
      bring_into_view (widget);
      gtk_widget_activate_action (widget, "card.activate", NULL);
      return activate_in_popover (card_menu_popover (widget), dr_play_card_get_menu (DR_PLAY_CARD (widget)), position);
    }
  if (GTK_IS_MENU_BUTTON (widget) && menu_offers (dr_play_menu_button_get_menu (GTK_MENU_BUTTON (widget)), position)
      && (!DR_IS_PLAY_ACTION_BAR (gtk_widget_get_parent (widget))
          || dr_play_menu_button_get_menu (GTK_MENU_BUTTON (widget))
             != dr_play_action_bar_get_all_menu (DR_PLAY_ACTION_BAR (gtk_widget_get_parent (widget)))))
    {
      bring_into_view (widget);
      /* The popover menu is made as it opens (dr_play_menu_button_set_menu). */
      gtk_menu_button_popup (GTK_MENU_BUTTON (widget));
      return activate_in_popover (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget))),
                                  dr_play_menu_button_get_menu (GTK_MENU_BUTTON (widget)), position);
    }
  if (DR_IS_PLAY_PROMPT (widget))
    {
      g_autoptr(GArray) offered = dr_play_prompt_get_positions (DR_PLAY_PROMPT (widget));
      GtkWidget *spin = dr_test_ui_template_child (widget, DR_TYPE_PLAY_PROMPT, "amount_spin");

      for (guint i = 0; i < offered->len; i++)
        if (g_array_index (offered, guint, i) == position && gtk_widget_is_visible (spin))
          {
            /* A bid or an X: the amounts come in order, one per value from the lowest. */
            GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin));
            guint first = g_array_index (offered, guint, offered->len - (guint) (gtk_adjustment_get_upper (adjustment)
                                                                         - gtk_adjustment_get_lower (adjustment)) - 1);

            if (position < first)
              break;
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), gtk_adjustment_get_lower (adjustment) + (position - first));
            g_signal_emit_by_name (dr_test_ui_template_child (widget, DR_TYPE_PLAY_PROMPT, "amount_button"),
                                   "clicked");
            return TRUE;
          }
    }
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_sensitive (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "play.choose") == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      /* A click: GtkButton's keyboard activation waits a moment before it clicks. */
      if (target != NULL && g_variant_get_uint32 (target) == position)
        {
          g_signal_emit_by_name (widget, "clicked");
          return TRUE;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (activate_under (child, position))
      return TRUE;
  return FALSE;
}

gboolean
dr_test_play_activate (GtkWidget *root,
                       guint      position)
{
  return activate_under (root, position);
}

static void
append_menu_text (GString    *text,
                  GMenuModel *model)
{
  for (int i = 0; model != NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        g_string_append_printf (text, "%s\n", label);
      append_menu_text (text, section);
    }
}

static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  const char *tooltip = dr_play_get_tooltip (widget);

  if (tooltip != NULL)
    g_string_append_printf (text, "%s\n", tooltip);
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  else if (GTK_IS_INSCRIPTION (widget) && gtk_inscription_get_text (GTK_INSCRIPTION (widget)) != NULL)
    g_string_append_printf (text, "%s\n", gtk_inscription_get_text (GTK_INSCRIPTION (widget)));
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_string_append_printf (text, "%s\n", gtk_button_get_label (GTK_BUTTON (widget)));
  else if (GTK_IS_MENU_BUTTON (widget))
    append_menu_text (text, dr_play_menu_button_get_menu (GTK_MENU_BUTTON (widget)));
  if (DR_IS_PLAY_CARD (widget))
    {
      g_autofree char *card_text = dr_play_card_get_text (DR_PLAY_CARD (widget));

      g_string_append (text, card_text);
    }
  if (DR_IS_LOCKPICK_CARD (widget))
    {
      g_autofree char *card_text = dr_lockpick_card_get_text (DR_LOCKPICK_CARD (widget));

      g_string_append (text, card_text);
    }
  if (DR_IS_CARD_FACE_VIEW (widget))
    {
      PangoLayout *layout = dr_card_face_view_get_text_layout (DR_CARD_FACE_VIEW (widget));

      g_string_append_printf (text, "%s\n%s\n", dr_card_face_view_get_title (DR_CARD_FACE_VIEW (widget)),
                              layout != NULL ? pango_layout_get_text (layout) : "");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

char *
dr_test_play_text (GtkWidget *root)
{
  GString *text = g_string_new (NULL);

  collect_text (root, text);
  return g_string_free (text, FALSE);
}

static gboolean
replay_opened (gpointer view)
{
  return !dr_play_view_is_opening_replay (view);
}

void
dr_test_play_wait_replay (DrPlayView *view)
{
  g_assert_true (dr_test_ui_wait_until (replay_opened, view));
}

void
dr_test_play_open_replay (DrPlayView *view,
                          const char *path)
{
  dr_play_view_replay (view, path);
  g_assert_true (dr_play_view_is_opening_replay (view));
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "loading");
  dr_test_play_wait_replay (view);
}

char *
dr_test_play_desk_text (DrPlayDesk *desk)
{
  const char *const parts[] = { "board", "prompt", "action_bar", "hand", "run_panel" };
  GString *all = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_autofree char *part = dr_test_play_text (dr_test_ui_template_child (desk, DR_TYPE_PLAY_DESK,
                                                                            parts[i]));

      g_string_append (all, part);
    }
  return g_string_free (all, FALSE);
}

int
dr_test_play_hidden_card_shown (const DrNrState *s,
                                int              viewer,
                                const char      *text,
                                guint           *n_known)
{
  g_autoptr(GHashTable) visible = g_hash_table_new (g_str_hash, g_str_equal);

  if (n_known != NULL)
    *n_known = 0;
  for (int i = 0; i < s->n_cards; i++)
    if (dr_nr_card_visible (s, i, viewer))
      g_hash_table_add (visible, (gpointer) dr_nr_card_at (s->cards[i].def)->title);
  for (int i = 0; i < s->n_cards; i++)
    {
      const char *title = dr_nr_card_at (s->cards[i].def)->title;

      if (dr_nr_card_visible (s, i, viewer) || g_hash_table_contains (visible, title))
        {
          if (n_known != NULL)
            *n_known += strstr (text, title) != NULL;
          continue;
        }
      if (s->cards[i].zone == DR_NR_ZONE_IDENTITY || s->cards[i].zone == DR_NR_ZONE_SCORE)
        continue;
      if (strstr (text, title) != NULL)
        return i;
    }
  return -1;
}

DrPlayRulesWindow *
dr_test_play_open_rules (DrPlayView  *view,
                         char       **text)
{
  DrPlayRulesWindow *rules;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.rules", NULL));
  rules = dr_test_ui_find_window (DR_TYPE_PLAY_RULES_WINDOW, FALSE);
  g_assert_nonnull (rules);
  *text = dr_play_rules_window_get_text (rules);
  return rules;
}
