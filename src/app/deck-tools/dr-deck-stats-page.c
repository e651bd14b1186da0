/* dr-deck-stats-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-stats-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-catalog.h"
#include "dr-deck-stats-page-private.h"
#include "dr-odds.h"

/* One plot: a bar, or a pair of bars, per label. */
typedef struct
{
  GPtrArray *labels;    /* char * */
  GArray    *values;    /* int */
  GArray    *second;    /* int, paired bars; empty when single */
  GArray    *colors;    /* GdkRGBA per bar; empty: the accent colour */
} Series;

typedef struct
{
  char *label;
  int   copies;
} OddsChoice;

struct _DrDeckStatsPage
{
  AdwBin             parent_instance;

  /* Template widgets */
  GtkLabel          *cards_label;
  GtkLabel          *influence_label;
  GtkLabel          *agenda_label;
  GtkLabel          *mu_label;
  GtkLabel          *coverage_label;
  GtkDrawingArea    *cost_area;
  GtkDrawingArea    *type_area;
  GtkDrawingArea    *influence_area;
  GtkDrawingArea    *strength_area;
  GtkDropDown       *choice_dropdown;
  GtkSpinButton     *copies_spin;
  GtkSpinButton     *turn_spin;
  GtkSpinButton     *draws_spin;
  GtkLabel          *odds_label;

  DrCardStore       *store;    /* not owned */
  const DrCardFacts *facts;    /* not owned */
  const DrCardIndex *index;    /* not owned */
  DrDeck            *deck;
  DrDeckStats       *stats;
  GHashTable        *factions;  /* code → DrFaction */
  Series             cost;
  Series             types;
  Series             influence;
  Series             strength;
  GArray            *choices;   /* OddsChoice, in the order of choice_dropdown */
};

G_DEFINE_FINAL_TYPE (DrDeckStatsPage, dr_deck_stats_page, ADW_TYPE_BIN)

static void
series_init (Series *series)
{
  series->labels = g_ptr_array_new_with_free_func (g_free);
  series->values = g_array_new (FALSE, TRUE, sizeof (int));
  series->second = g_array_new (FALSE, TRUE, sizeof (int));
  series->colors = g_array_new (FALSE, TRUE, sizeof (GdkRGBA));
}

static void
series_clear (Series *series)
{
  g_ptr_array_set_size (series->labels, 0);
  g_array_set_size (series->values, 0);
  g_array_set_size (series->second, 0);
  g_array_set_size (series->colors, 0);
}

static void
series_free (Series *series)
{
  g_clear_pointer (&series->labels, g_ptr_array_unref);
  g_clear_pointer (&series->values, g_array_unref);
  g_clear_pointer (&series->second, g_array_unref);
  g_clear_pointer (&series->colors, g_array_unref);
}

static void
series_add (Series     *series,
            const char *label,
            int         value)
{
  g_ptr_array_add (series->labels, g_strdup (label));
  g_array_append_val (series->values, value);
}

static void
odds_choice_clear (OddsChoice *choice)
{
  g_free (choice->label);
}

/* Plots */

static GdkRGBA
accent_color (GtkWidget *widget)
{
  GdkRGBA color;

  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_bg_color", &color))
    gdk_rgba_parse (&color, "#3584e4");
  return color;
}

/* Where something @extent wide that lies at @x from the start edge goes:
 * plots run right to left in a right-to-left locale, as GNOME mirrors them. */
static double
from_start (gboolean rtl,
            int      width,
            double   x,
            double   extent)
{
  return rtl ? width - x - extent : x;
}

static void
draw_series (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  Series *series = user_data;
  GtkWidget *widget = GTK_WIDGET (area);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  gboolean paired = series->second->len == series->values->len && series->second->len > 0;
  GdkRGBA foreground, accent = accent_color (widget), other;
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  int label_height = 0;
  int text_width;
  int maximum = 1;
  double slot;
  guint n = series->values->len;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &foreground);
  gdk_rgba_parse (&other, "#e66100");
  if (n == 0)
    {
      pango_layout_set_text (layout, _("Nothing to show"), -1);
      pango_layout_get_pixel_size (layout, &text_width, NULL);
      gdk_cairo_set_source_rgba (cr, &foreground);
      cairo_move_to (cr, from_start (rtl, width, 0, text_width), 0);
      pango_cairo_show_layout (cr, layout);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      maximum = MAX (maximum, g_array_index (series->values, int, i));
      if (paired)
        maximum = MAX (maximum, g_array_index (series->second, int, i));
    }
  pango_layout_set_text (layout, "0", -1);
  pango_layout_get_pixel_size (layout, NULL, &label_height);
  slot = (double) width / n;

  for (guint i = 0; i < n; i++)
    {
      double bars_top = label_height;   /* room for the count above the highest bar */
      double bars_height = height - 2 * label_height - 4 - bars_top;
      int values[2] = { g_array_index (series->values, int, i), paired ? g_array_index (series->second, int, i) : 0 };
      int n_bars = paired ? 2 : 1;
      double bar_width = MIN (48.0, slot * 0.7) / n_bars;
      double left = i * slot + (slot - bar_width * n_bars) / 2;

      for (int b = 0; b < n_bars; b++)
        {
          double bar_height = bars_height * values[b] / maximum;
          double x = left + b * bar_width;
          double y = bars_top + bars_height - bar_height;
          g_autofree char *count = g_strdup_printf ("%d", values[b]);

          if (b == 1)
            gdk_cairo_set_source_rgba (cr, &other);
          else if (series->colors->len > i)
            gdk_cairo_set_source_rgba (cr, &g_array_index (series->colors, GdkRGBA, i));
          else
            gdk_cairo_set_source_rgba (cr, &accent);
          cairo_rectangle (cr, from_start (rtl, width, x + 1, bar_width - 2), y, bar_width - 2, bar_height);
          cairo_fill (cr);

          pango_layout_set_text (layout, count, -1);
          pango_layout_get_pixel_size (layout, &text_width, NULL);
          gdk_cairo_set_source_rgba (cr, &foreground);
          cairo_move_to (cr, from_start (rtl, width, x + (bar_width - text_width) / 2, text_width),
                         y - label_height);
          pango_cairo_show_layout (cr, layout);
        }

      pango_layout_set_width (layout, slot * PANGO_SCALE);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      pango_layout_set_text (layout, g_ptr_array_index (series->labels, i), -1);
      gdk_cairo_set_source_rgba (cr, &foreground);
      cairo_move_to (cr, from_start (rtl, width, i * slot, slot), height - label_height);
      pango_cairo_show_layout (cr, layout);
      pango_layout_set_width (layout, -1);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
      pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
    }
  if (paired)
    {
      /* The legend, at the end edge: which colour is which. */
      g_autofree char *ice = g_strdup_printf ("■ %s   ", _("Ice"));
      g_autofree char *breakers = g_strdup_printf ("■ %s", _("Icebreakers"));
      int ice_width, breakers_width;

      pango_layout_set_text (layout, breakers, -1);
      pango_layout_get_pixel_size (layout, &breakers_width, NULL);
      pango_layout_set_text (layout, ice, -1);
      pango_layout_get_pixel_size (layout, &ice_width, NULL);
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_move_to (cr, from_start (rtl, width, width - ice_width - breakers_width, ice_width), 0);
      pango_cairo_show_layout (cr, layout);
      pango_layout_set_text (layout, breakers, -1);
      gdk_cairo_set_source_rgba (cr, &other);
      cairo_move_to (cr, from_start (rtl, width, width - breakers_width, breakers_width), 0);
      pango_cairo_show_layout (cr, layout);
    }
}

/* Filling in */

static void
fill_cost (DrDeckStatsPage *self)
{
  series_clear (&self->cost);
  for (int cost = 0; cost <= DR_DECK_STATS_COST_TOP; cost++)
    {
      /* Translators: the last column of the cost curve, costs of 6 or more */
      g_autofree char *label = cost == DR_DECK_STATS_COST_TOP ? g_strdup_printf (_("%d+"), cost)
                                                               : g_strdup_printf ("%d", cost);

      series_add (&self->cost, label, self->stats->cost_curve[cost]);
    }
  if (self->stats->cost_x > 0)
    series_add (&self->cost, "X", self->stats->cost_x);
}

static void
fill_types (DrDeckStatsPage *self)
{
  series_clear (&self->types);
  for (guint i = 0; i < self->stats->by_type->len; i++)
    {
      const DrStatCount *count = &g_array_index (self->stats->by_type, DrStatCount, i);
      const char *name = dr_card_index_get_type_name (self->index, count->key);

      series_add (&self->types, name != NULL ? name : count->key, count->count);
    }
}

static void
fill_influence (DrDeckStatsPage *self)
{
  series_clear (&self->influence);
  for (guint i = 0; i < self->stats->influence->len; i++)
    {
      const DrStatCount *count = &g_array_index (self->stats->influence, DrStatCount, i);
      const DrFaction *faction = g_hash_table_lookup (self->factions, count->key);
      /* NetrunnerDB gives "RRGGBB", without the hash CSS wants. */
      g_autofree char *spec = faction != NULL && faction->color != NULL
                              ? g_strconcat ("#", faction->color, NULL) : NULL;
      GdkRGBA color;

      series_add (&self->influence, faction != NULL ? faction->name : count->key, count->count);
      if (spec == NULL || !gdk_rgba_parse (&color, spec))
        gdk_rgba_parse (&color, "#888a85");
      g_array_append_val (self->influence.colors, color);
    }
}

/* Ice counts by strength from the stats; icebreakers by their base strength
 * from the cards' facts, which the stats do not keep. */
static void
fill_strength (DrDeckStatsPage *self)
{
  g_autoptr(GHashTable) breakers = g_hash_table_new (NULL, NULL);
  int top = -1;

  series_clear (&self->strength);
  for (guint i = 0; i < self->deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (self->deck->entries, DrDeckEntry, i);
      const DrCardFact *fact = dr_card_facts_get (self->facts, entry->code);
      int strength;

      if (fact == NULL || !dr_card_fact_has_subtype (fact, "Icebreaker")
          || fact->strength.kind != DR_VALUE_NUMBER)
        continue;
      strength = fact->strength.number;
      g_hash_table_insert (breakers, GINT_TO_POINTER (strength),
                           GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (breakers, GINT_TO_POINTER (strength)))
                                            + entry->quantity));
      top = MAX (top, strength);
    }
  for (guint i = 0; i < self->stats->ice_by_strength->len; i++)
    top = MAX (top, g_array_index (self->stats->ice_by_strength, DrStatValue, i).value);
  for (int strength = 0; strength <= top; strength++)
    {
      g_autofree char *label = g_strdup_printf ("%d", strength);
      int n_breakers = GPOINTER_TO_INT (g_hash_table_lookup (breakers, GINT_TO_POINTER (strength)));

      series_add (&self->strength, label, dr_stat_values_get (self->stats->ice_by_strength, strength));
      g_array_append_val (self->strength.second, n_breakers);
    }
}

static void
fill_summary (DrDeckStatsPage *self)
{
  const DrDeckStats *stats = self->stats;
  g_autofree char *cards = g_strdup_printf (ngettext ("%d card", "%d cards", stats->n_cards), stats->n_cards);
  /* Translators: %d is influence spent on cards outside the identity's faction */
  g_autofree char *influence = g_strdup_printf (_("Influence spent: %d"), stats->influence_spent);
  /* Translators: agendas in the deck, their points, and agendas per ten cards */
  g_autofree char *agendas = g_strdup_printf (_("Agendas: %d (%d points, %.1f per 10 cards)"),
                                              stats->agendas, stats->agenda_points,
                                              stats->agenda_density * 10);
  /* Translators: memory units used by the programs of a deck */
  g_autofree char *mu = g_strdup_printf (_("MU: %d (one of each program)"), stats->mu_one_of_each);
  g_autoptr(GString) coverage = g_string_new (NULL);
  static const char *const kinds[DR_ICE_N_KINDS] = { N_("Barrier"), N_("Code Gate"), N_("Sentry") };
  gboolean corp = self->deck->side != NULL && g_str_equal (self->deck->side, "corp");

  for (int kind = 0; kind < DR_ICE_N_KINDS; kind++)
    {
      if (coverage->len > 0)
        g_string_append (coverage, ", ");
      g_string_append_printf (coverage, "%s %d", _(kinds[kind]),
                              corp ? stats->ice[kind] : stats->breakers[kind]);
    }
  g_string_prepend (coverage, corp ? _("Ice: ") : _("Breakers: "));

  gtk_label_set_text (self->cards_label, cards);
  gtk_label_set_text (self->influence_label, influence);
  gtk_label_set_text (self->agenda_label, agendas);
  gtk_widget_set_visible (GTK_WIDGET (self->agenda_label), corp);
  gtk_label_set_text (self->mu_label, mu);
  gtk_widget_set_visible (GTK_WIDGET (self->mu_label), !corp);
  gtk_label_set_text (self->coverage_label, coverage->str);
}

/* Odds */

static void
update_odds (DrDeckStatsPage *self)
{
  int deck_size = self->stats != NULL ? self->stats->n_cards : 0;
  int copies = gtk_spin_button_get_value_as_int (self->copies_spin);
  int turn = gtk_spin_button_get_value_as_int (self->turn_spin);
  int draws = gtk_spin_button_get_value_as_int (self->draws_spin);
  g_autofree char *text = NULL;

  if (deck_size == 0 || copies == 0)
    {
      gtk_label_set_text (self->odds_label, _("Choose a card to see the odds of drawing it."));
      return;
    }
  copies = MIN (copies, deck_size);
  text = g_strdup_printf (_("At least one in the opening hand: %.1f %%\n"
                            "With a mulligan: %.1f %%\n"
                            "By turn %d: %.1f %%"),
                          100 * dr_odds_opening_hand (deck_size, copies, 1, FALSE),
                          100 * dr_odds_opening_hand (deck_size, copies, 1, TRUE),
                          turn, 100 * dr_odds_by_turn (deck_size, copies, 1, turn, draws, FALSE));
  gtk_label_set_text (self->odds_label, text);
}

static void
on_odds_input_changed_cb (DrDeckStatsPage *self)
{
  update_odds (self);
}

static void
on_choice_changed_cb (DrDeckStatsPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->choice_dropdown);

  if (self->choices != NULL && selected < self->choices->len)
    gtk_spin_button_set_value (self->copies_spin, g_array_index (self->choices, OddsChoice, selected).copies);
  update_odds (self);
}

static void
add_choice (GArray     *choices,
            const char *label,
            int         copies)
{
  for (guint i = 0; i < choices->len; i++)
    {
      OddsChoice *choice = &g_array_index (choices, OddsChoice, i);

      if (g_str_equal (choice->label, label))
        {
          choice->copies += copies;   /* printings of the same title count together */
          return;
        }
    }
  g_array_append_vals (choices, &(OddsChoice) { g_strdup (label), copies }, 1);
}

static int
compare_choices (gconstpointer a,
                 gconstpointer b)
{
  return g_utf8_collate (((const OddsChoice *) a)->label, ((const OddsChoice *) b)->label);
}

static void
fill_choices (DrDeckStatsPage *self)
{
  g_autoptr(GArray) titles = g_array_new (FALSE, FALSE, sizeof (OddsChoice));
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  g_array_set_clear_func (titles, (GDestroyNotify) odds_choice_clear);
  g_array_set_size (self->choices, 0);
  for (guint i = 0; self->deck != NULL && i < self->deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (self->deck->entries, DrDeckEntry, i);
      const DrPrinting *printing = dr_card_index_get (self->index, entry->code);

      add_choice (titles, printing != NULL ? printing->title : entry->code, entry->quantity);
    }
  g_array_sort (titles, compare_choices);
  for (guint i = 0; i < titles->len; i++)
    {
      OddsChoice *choice = &g_array_index (titles, OddsChoice, i);

      g_array_append_vals (self->choices, &(OddsChoice) { g_steal_pointer (&choice->label), choice->copies }, 1);
    }
  /* Then every type: "any of my agendas". */
  for (guint i = 0; self->stats != NULL && i < self->stats->by_type->len; i++)
    {
      const DrStatCount *count = &g_array_index (self->stats->by_type, DrStatCount, i);
      const char *name = dr_card_index_get_type_name (self->index, count->key);
      /* Translators: a choice of the odds calculator, %s is a card type ("Agenda") */
      g_autofree char *label = g_strdup_printf (_("Any %s"), name != NULL ? name : count->key);

      g_array_append_vals (self->choices, &(OddsChoice) { g_steal_pointer (&label), count->count }, 1);
    }
  for (guint i = 0; i < self->choices->len; i++)
    gtk_string_list_append (labels, g_array_index (self->choices, OddsChoice, i).label);
  gtk_drop_down_set_model (self->choice_dropdown, G_LIST_MODEL (labels));
  on_choice_changed_cb (self);
}

/* Object */

static void
dr_deck_stats_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_DECK_STATS_PAGE);

  G_OBJECT_CLASS (dr_deck_stats_page_parent_class)->dispose (object);
}

static void
dr_deck_stats_page_finalize (GObject *object)
{
  DrDeckStatsPage *self = DR_DECK_STATS_PAGE (object);

  g_clear_pointer (&self->deck, dr_deck_free);
  g_clear_pointer (&self->stats, dr_deck_stats_free);
  g_clear_pointer (&self->factions, g_hash_table_unref);
  g_clear_pointer (&self->choices, g_array_unref);
  series_free (&self->cost);
  series_free (&self->types);
  series_free (&self->influence);
  series_free (&self->strength);

  G_OBJECT_CLASS (dr_deck_stats_page_parent_class)->finalize (object);
}

static void
dr_deck_stats_page_class_init (DrDeckStatsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_deck_stats_page_dispose;
  object_class->finalize = dr_deck_stats_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-deck-stats-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, cards_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, influence_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, agenda_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, mu_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, coverage_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, cost_area);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, type_area);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, influence_area);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, strength_area);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, choice_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, copies_spin);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, turn_spin);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, draws_spin);
  gtk_widget_class_bind_template_child (widget_class, DrDeckStatsPage, odds_label);
}

static void
dr_deck_stats_page_init (DrDeckStatsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  series_init (&self->cost);
  series_init (&self->types);
  series_init (&self->influence);
  series_init (&self->strength);
  self->choices = g_array_new (FALSE, FALSE, sizeof (OddsChoice));
  g_array_set_clear_func (self->choices, (GDestroyNotify) odds_choice_clear);
  gtk_drawing_area_set_draw_func (self->cost_area, draw_series, &self->cost, NULL);
  gtk_drawing_area_set_draw_func (self->type_area, draw_series, &self->types, NULL);
  gtk_drawing_area_set_draw_func (self->influence_area, draw_series, &self->influence, NULL);
  gtk_drawing_area_set_draw_func (self->strength_area, draw_series, &self->strength, NULL);
  g_signal_connect_swapped (self->choice_dropdown, "notify::selected", G_CALLBACK (on_choice_changed_cb), self);
  g_signal_connect_swapped (self->copies_spin, "value-changed", G_CALLBACK (on_odds_input_changed_cb), self);
  g_signal_connect_swapped (self->turn_spin, "value-changed", G_CALLBACK (on_odds_input_changed_cb), self);
  g_signal_connect_swapped (self->draws_spin, "value-changed", G_CALLBACK (on_odds_input_changed_cb), self);
}

GtkWidget *
dr_deck_stats_page_new (DrCardStore       *store,
                        const DrCardFacts *facts,
                        const DrCardIndex *index)
{
  DrDeckStatsPage *self;
  DrCardPool *pool;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (facts != NULL, NULL);
  g_return_val_if_fail (index != NULL, NULL);

  self = g_object_new (DR_TYPE_DECK_STATS_PAGE, NULL);
  self->store = store;
  self->facts = facts;
  self->index = index;
  self->factions = g_hash_table_new (g_str_hash, g_str_equal);
  pool = dr_card_store_get_pool (store, NULL);
  if (pool != NULL)
    {
      const GPtrArray *factions = dr_card_pool_get_factions (pool);

      /* The table borrows the pool's factions; the pool lives as long as the page. */
      g_object_set_data_full (G_OBJECT (self), "dr-card-pool", dr_card_pool_ref (pool),
                              (GDestroyNotify) dr_card_pool_unref);
      for (guint i = 0; i < factions->len; i++)
        {
          DrFaction *faction = g_ptr_array_index (factions, i);

          g_hash_table_insert (self->factions, faction->code, faction);
        }
    }
  dr_deck_stats_page_set_deck (self, NULL);
  return GTK_WIDGET (self);
}

void
dr_deck_stats_page_set_deck (DrDeckStatsPage *self,
                             const DrDeck    *deck)
{
  g_return_if_fail (DR_IS_DECK_STATS_PAGE (self));

  g_clear_pointer (&self->deck, dr_deck_free);
  g_clear_pointer (&self->stats, dr_deck_stats_free);
  self->deck = deck != NULL ? dr_deck_copy (deck) : dr_deck_new ("", "netrunner");
  self->stats = dr_deck_stats_new (self->deck, self->facts);
  fill_summary (self);
  fill_cost (self);
  fill_types (self);
  fill_influence (self);
  fill_strength (self);
  fill_choices (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->cost_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->type_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->influence_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->strength_area));
}

const DrDeckStats *
dr_deck_stats_page_get_stats (DrDeckStatsPage *self)
{
  g_return_val_if_fail (DR_IS_DECK_STATS_PAGE (self), NULL);

  return self->stats;
}

void
dr_deck_stats_page_set_odds (DrDeckStatsPage *self,
                             guint            choice,
                             int              turn,
                             int              draws_per_turn)
{
  g_return_if_fail (DR_IS_DECK_STATS_PAGE (self));

  gtk_spin_button_set_value (self->turn_spin, turn);
  gtk_spin_button_set_value (self->draws_spin, draws_per_turn);
  gtk_drop_down_set_selected (self->choice_dropdown, choice);
  on_choice_changed_cb (self);
}

int
dr_deck_stats_page_get_odds_copies (DrDeckStatsPage *self)
{
  g_return_val_if_fail (DR_IS_DECK_STATS_PAGE (self), 0);

  return gtk_spin_button_get_value_as_int (self->copies_spin);
}
