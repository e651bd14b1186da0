/* dr-cards-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cards-view"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-cell.h"
#include "dr-card-detail.h"
#include "dr-card-filters.h"
#include "dr-card-object.h"
#include "dr-card-results.h"
#include "dr-card-search.h"
#include "dr-card-slots.h"
#include "dr-cards-view-private.h"

/* The card database: a search entry over one list of results, narrowed by
 * the quick filters, sorted by the column view's titles, and the selected
 * card beside it. The GtkColumnView shows slots that change the card they
 * show (dr-card-slots.c), in cells that draw their text (dr-card-cell.c):
 * a search redraws the cells on screen, and rows past them come or go after
 * the frame, a few at a time.
 *
 * Why: GTK 4.8 keeps up to 200 rows alive, and a column view row is eight
 * GtkListItemWidgets (the row and a cell per column), each with its own
 * controllers; making 200 rows takes 60-100 ms. Measured with
 * bench-window --typing (2,394 cards, release build, Xvfb, cairo renderer,
 * keystroke to updated list, p95 over 116 keys):
 * - a column view over a GtkSortListModel of the results: 85-95 ms;
 * - over slots, with the rows made when the list gets longer: 16-21 ms;
 * - over slots that keep the rows in view, blank if need be, and settle
 *   the rest a few rows at a time after the frame: 7.6 ms with narrow
 *   columns, 12.3 ms with columns that fill the width as now (more text to
 *   draw), up to 14.6 ms with another build running on the 2 cores. */
struct _DrCardsView
{
  GtkWidget            parent_instance;

  /* Template widgets */
  AdwFlap             *flap;
  GtkSearchEntry      *search_entry;
  GtkRevealer         *error_revealer;
  GtkLabel            *error_label;
  DrCardFilters       *filters;
  GtkToggleButton     *detail_button;
  GtkColumnView       *column_view;
  GtkLabel            *count_label;
  DrCardDetail        *detail;

  /* Owned references */
  GListStore          *cards;          /* the search results */
  GtkFilterListModel  *filtered;       /* … that pass the quick filters */
  GtkSortListModel    *sorted;         /* … sorted by the chosen column */
  DrCardSlots         *slots;          /* … in rows that stay, with the selection */
  GtkColumnViewColumn *column_of[DR_CARD_N_COLUMNS];
  int                  column_width[DR_CARD_N_COLUMNS];
  DrCardColumns        columns;        /* names are owned here */
  GDestroyNotify       owned_destroy;
  double               card_text_size;
  gboolean             first_query_pending;
  guint                fit_source;     /* the list's width changed */
  guint                settle_source;  /* the list's length catches up when idle … */
  gboolean             settle_after_paint;  /* … after the next frame */
  char                *last_query;     /* the text of the last search run */
  GCancellable        *image_fetch;    /* every image download, until the view goes */
  GHashTable          *images_tried;   /* codes whose image was asked for once */

  /* Borrowed references */
  DrContext           *context;        /* set once, by the window */
  DrCardStore         *store;          /* the context's card data */
};

G_DEFINE_FINAL_TYPE (DrCardsView, dr_cards_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD_TEXT_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  RESULTS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GQuark column_quark;

static int
compare_owned (DrCardsView  *self,
               DrCardObject *a,
               DrCardObject *b)
{
  if (self->columns.owned_func == NULL)
    return 0;
  return self->columns.owned_func (dr_card_object_get_card (a), self->columns.owned_data)
         - self->columns.owned_func (dr_card_object_get_card (b), self->columns.owned_data);
}

/* Ascending: the column view turns the order round for a descending column. */
static int
compare_in_column (gconstpointer a,
                   gconstpointer b,
                   gpointer      user_data)
{
  GtkColumnViewColumn *column = user_data;
  DrCardsView *self = g_object_get_data (G_OBJECT (column), "cards-view");
  DrCardColumn index = GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (column), column_quark));
  int result = 0;

  if (index == DR_CARD_COLUMN_OWNED)
    result = compare_owned (self, (DrCardObject *) a, (DrCardObject *) b);
  if (result == 0)
    result = dr_card_columns_compare ((DrCardObject *) a, (DrCardObject *) b, index);
  return result < 0 ? GTK_ORDERING_SMALLER : result > 0 ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

/* The least width of each column: its cells, or its title and sort arrow
 * in the user's language if wider. */
static void
measure_columns (DrCardsView *self)
{
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->column_view),
                                                            dr_card_column_title (i));
      int title_width;

      pango_layout_get_pixel_size (layout, &title_width, NULL);
      g_object_unref (layout);
      self->column_width[i] = MAX (dr_card_column_width (&self->columns, i), title_width * 6 / 5 + 40);
    }
}

/* Columns have fixed widths, or the column view would measure every cell
 * to size them (and GTK 4.8 gives no extra room to expanding columns of
 * fixed width). On a narrow list the least needed columns go first, in this
 * order, until the others fit; the room left goes to the title, type and
 * faction. */
static void
fit_columns (DrCardsView *self)
{
  static const DrCardColumn drop_order[] = {
    DR_CARD_COLUMN_SET, DR_CARD_COLUMN_INFLUENCE, DR_CARD_COLUMN_FACTION, DR_CARD_COLUMN_OWNED,
    DR_CARD_COLUMN_COST,
  };
  GtkAdjustment *adjustment = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->column_view));
  int width = adjustment != NULL ? gtk_adjustment_get_page_size (adjustment) : 0;
  gboolean shown[DR_CARD_N_COLUMNS];
  int total = 0, shares = 0, room;

  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    shown[i] = dr_card_column_visible (&self->columns, i);
  for (guint dropped = 0; ; dropped++)
    {
      total = 0;
      for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
        total += shown[i] ? self->column_width[i] : 0;
      if (total <= width || width <= 0 || dropped == G_N_ELEMENTS (drop_order))
        break;
      shown[drop_order[dropped]] = FALSE;
    }
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    shares += shown[i] ? dr_card_column_share (i) : 0;
  room = MAX (width - total, 0);
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      int column_width = self->column_width[i] + room * dr_card_column_share (i) / MAX (shares, 1);

      if (gtk_column_view_column_get_visible (self->column_of[i]) != shown[i])
        gtk_column_view_column_set_visible (self->column_of[i], shown[i]);
      if (shown[i] && gtk_column_view_column_get_fixed_width (self->column_of[i]) != column_width)
        gtk_column_view_column_set_fixed_width (self->column_of[i], column_width);
    }
}

static gboolean
on_fit_idle_cb (gpointer user_data)
{
  DrCardsView *self = user_data;

  self->fit_source = 0;
  fit_columns (self);
  return G_SOURCE_REMOVE;
}

/* The width is known while the list is being laid out, too late to change
 * its columns in the same frame. */
static void
on_width_changed_cb (DrCardsView *self)
{
  if (self->fit_source == 0)
    self->fit_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, on_fit_idle_cb, self, NULL);
}

static void
add_columns (DrCardsView *self)
{
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      GtkListItemFactory *factory = dr_card_cell_factory_new (&self->columns, i);
      GtkColumnViewColumn *column;
      GtkSorter *sorter;

      column = gtk_column_view_column_new (dr_card_column_title (i), factory);
      g_object_set_qdata (G_OBJECT (column), column_quark, GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (column), "cards-view", self);
      sorter = GTK_SORTER (gtk_custom_sorter_new (compare_in_column, column, NULL));
      gtk_column_view_column_set_sorter (column, sorter);
      g_object_unref (sorter);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_column_set_visible (column, dr_card_column_visible (&self->columns, i));
      gtk_column_view_append_column (self->column_view, column);
      self->column_of[i] = column;
      g_object_unref (column);
    }
  measure_columns (self);
  fit_columns (self);
}

static void
update_count (DrCardsView *self)
{
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
  guint found = g_list_model_get_n_items (G_LIST_MODEL (self->cards));
  g_autofree char *text = NULL;

  if (self->first_query_pending)
    {
      gtk_label_set_text (self->count_label, "");
      return;
    }
  if (shown == found)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", shown), shown);
  else
    /* Translators: cards left by the quick filters, out of the cards the search found */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u card", "%u of %u cards", found),
                            shown, found);
  gtk_label_set_text (self->count_label, text);
}

/* A new list starts at its top; the rows scrolled past would otherwise
 * show other cards at the same place. */
static void
scroll_to_top (DrCardsView *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->column_view));

  if (adjustment != NULL && gtk_adjustment_get_value (adjustment) > 0)
    gtk_adjustment_set_value (adjustment, 0);
}

static void
run_query (DrCardsView *self,
           const char  *query)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) results = NULL;

  if (self->store == NULL)
    return;
  self->first_query_pending = FALSE;
  g_free (self->last_query);
  self->last_query = g_strdup (query);

  results = dr_card_store_search (self->store, query, &error);
  if (results == NULL)
    {
      /* Keep the last good results on screen while the query is being typed. */
      gtk_label_set_text (self->error_label, error->message);
      gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->search_entry), "error");
      return;
    }
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  gtk_label_set_text (self->error_label, "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->search_entry), "error");

  if (dr_card_results_update (self->cards, results))
    scroll_to_top (self);
  g_signal_emit (self, signals[RESULTS_CHANGED], 0);
}

/* The entry also signals when its text did not change: setting the
 * template's search-delay starts its timer, which fires while the window
 * starts (the first search waits for the first frame), and a query set by
 * dr_cards_view_set_query ran already. Neither is searched twice. */
static void
on_search_changed_cb (DrCardsView    *self,
                      GtkSearchEntry *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

  if (self->first_query_pending || g_strcmp0 (text, self->last_query) == 0)
    return;
  run_query (self, text);
}

static void
on_items_changed_cb (DrCardsView *self)
{
  update_count (self);
}

static void on_selected_card_changed_cb (DrCardsView *self);

static void
on_image_fetched_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(DrCardsView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = dr_context_fetch_image_finish (self->context, result, &error);
  g_autofree char *name = NULL;
  g_autofree char *selected_name = NULL;
  DrCardObject *object;

  if (path == NULL)
    {
      /* Offline or no such image: the drawn face stays. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("%s", error->message);
      return;
    }
  /* Shown only if the card is still the selected one. */
  object = self->slots != NULL ? dr_card_slots_get_selected_card (self->slots) : NULL;
  if (object == NULL)
    return;
  name = g_path_get_basename (path);
  selected_name = g_strconcat (dr_card_object_get_card (object)->code, ".jpg", NULL);
  if (g_str_equal (name, selected_name))
    on_selected_card_changed_cb (self);
}

/* Once per card and session: a failed download is not tried again on every
 * click. A download runs to its end when another card is selected: it fills
 * the cache all the same. */
static void
fetch_image (DrCardsView  *self,
             const DrCard *card)
{
  if (self->context == NULL || g_hash_table_contains (self->images_tried, card->code)
      || !dr_context_can_fetch_images (self->context))
    return;
  g_hash_table_add (self->images_tried, g_strdup (card->code));
  dr_context_fetch_image_async (self->context, card->code, self->image_fetch, on_image_fetched_cb,
                                g_object_ref (self));
}

/* The pane keeps the last card while the results change under it. */
static void
on_selected_card_changed_cb (DrCardsView *self)
{
  DrCardObject *object = dr_card_slots_get_selected_card (self->slots);
  g_autoptr(GPtrArray) faces = NULL;
  const DrCard *card;

  if (object == NULL || self->store == NULL)
    return;
  card = dr_card_object_get_card (object);
  faces = dr_card_store_get_faces (self->store, card->code);
  dr_card_detail_set_card (self->detail, card, faces, self->columns.names);
  dr_card_detail_set_owned (self->detail,
                            self->columns.owned_func ? self->columns.owned_func (card, self->columns.owned_data) : -1);
  if (!dr_card_detail_shows_image (self->detail))
    fetch_image (self, card);
}

/* Some 5 ms of rows at a time: a key pressed meanwhile goes first. */
#define SETTLE_ROWS_AT_ONCE 24

static gboolean
on_settle_idle_cb (gpointer user_data)
{
  DrCardsView *self = user_data;

  if (!dr_card_slots_settle_some (self->slots, SETTLE_ROWS_AT_ONCE))
    return G_SOURCE_CONTINUE;
  self->settle_source = 0;
  return G_SOURCE_REMOVE;
}

static void
on_settle_after_paint_cb (GdkFrameClock *clock,
                          DrCardsView   *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_settle_after_paint_cb, self);
  self->settle_after_paint = FALSE;
  /* Disposed since: the idle would outlive the view. */
  if (self->slots != NULL && self->settle_source == 0)
    self->settle_source = g_idle_add (on_settle_idle_cb, self);
}

/* A change in the list's length shows at once in the rows on screen; the
 * rows below them are made or destroyed once that frame is out, when idle. */
static void
on_slots_settled_cb (DrCardsView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (dr_card_slots_get_settled (self->slots) || self->settle_after_paint || self->settle_source != 0)
    return;
  if (clock == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      dr_card_slots_settle (self->slots);
      return;
    }
  self->settle_after_paint = TRUE;
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (on_settle_after_paint_cb), self, 0);
}

/* Rows that fill the view, from the top to the bottom of what shows; and
 * how many fit in it. All rows have the same height: the list's length
 * tells it once there is a list, the font until then. */
static void
on_scrolled_cb (DrCardsView *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->column_view));
  double page = gtk_adjustment_get_page_size (adjustment);
  double bottom = gtk_adjustment_get_value (adjustment) + page;
  guint n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->slots));
  double row_height = self->columns.line_height + 2 * DR_CARD_CELL_PADDING;

  if (n_rows > 0 && gtk_adjustment_get_upper (adjustment) > 0)
    row_height = gtk_adjustment_get_upper (adjustment) / n_rows;
  if (bottom > 0)
    dr_card_slots_set_eager_rows (self->slots, bottom / MAX (row_height, 1) + 2);
  if (n_rows > 0)
    dr_card_slots_set_view_rows (self->slots, page / MAX (row_height, 1));
}

/* The column view's rows are a GtkListView inside it, where the list
 * actions are. */
static GtkWidget *
rows_view (DrCardsView *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return NULL;
}

/* Enter or Down in the search entry goes on to the first card: selected,
 * with the keyboard focus on its row, where arrows and Enter go on. */
static gboolean
focus_first_card (DrCardsView *self)
{
  GtkWidget *rows = rows_view (self);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  /* Typed faster than the entry's typing delay: the search runs now. */
  if (!self->first_query_pending && g_strcmp0 (text, self->last_query) != 0)
    run_query (self, text);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) == 0 || rows == NULL)
    return FALSE;
  dr_card_slots_set_selected (self->slots, 0);
  gtk_widget_grab_focus (rows);
  /* With the focus within, scrolling to a row also moves the focus there. */
  gtk_widget_activate_action (rows, "list.scroll-to-item", "u", 0);
  return TRUE;
}

static void
on_search_activate_cb (DrCardsView *self)
{
  focus_first_card (self);
}

static gboolean
on_search_key_pressed_cb (DrCardsView     *self,
                          guint            keyval,
                          guint            keycode,
                          GdkModifierType  state)
{
  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down) || (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  return focus_first_card (self);
}

/* Enter or a double click opens the pane when the window is too narrow to show it beside the list. */
static void
on_row_activated_cb (DrCardsView *self,
                     guint        position)
{
  if (position >= g_list_model_get_n_items (G_LIST_MODEL (self->sorted)))
    return;   /* a blank row of a list that got shorter */
  dr_card_slots_set_selected (self->slots, position);
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

static void
on_first_frame_cb (GdkFrameClock *clock,
                   DrCardsView   *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame_cb, self);
  if (self->first_query_pending)
    run_query (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

/* The first list waits for the window's first frame: the window shows at
 * once, with the cards one frame later, whatever the size of the data. */
static void
dr_cards_view_map (GtkWidget *widget)
{
  DrCardsView *self = DR_CARDS_VIEW (widget);

  GTK_WIDGET_CLASS (dr_cards_view_parent_class)->map (widget);
  if (self->first_query_pending)
    g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                             G_CALLBACK (on_first_frame_cb), self, 0);
}

/* Rows take their line height and digit width from here: measured once
 * for the list, not by each row. */
static void
dr_cards_view_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  DrCardsView *self = DR_CARDS_VIEW (widget);

  GTK_WIDGET_CLASS (dr_cards_view_parent_class)->css_changed (widget, change);
  dr_card_columns_measure_font (&self->columns, GTK_WIDGET (self->column_view));
  measure_columns (self);
  fit_columns (self);
}

static void
dr_cards_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  DrCardsView *self = DR_CARDS_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD_TEXT_SIZE:
      g_value_set_double (value, self->card_text_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_cards_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  DrCardsView *self = DR_CARDS_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD_TEXT_SIZE:
      self->card_text_size = g_value_get_double (value);
      dr_card_detail_set_text_scale (self->detail, self->card_text_size);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_cards_view_dispose (GObject *object)
{
  DrCardsView *self = DR_CARDS_VIEW (object);
  GtkWidget *child;

  if (self->slots != NULL)
    g_signal_handlers_disconnect_by_data (self->slots, self);
  if (self->filtered != NULL)
    g_signal_handlers_disconnect_by_data (self->filtered, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_CARDS_VIEW);
  /* Disposing the template does not unparent its top widget. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_handle_id (&self->settle_source, g_source_remove);
  g_clear_handle_id (&self->fit_source, g_source_remove);
  if (self->image_fetch != NULL)
    g_cancellable_cancel (self->image_fetch);
  g_clear_object (&self->image_fetch);
  g_clear_pointer (&self->images_tried, g_hash_table_unref);
  g_clear_object (&self->slots);
  g_clear_object (&self->sorted);
  g_clear_object (&self->filtered);
  g_clear_object (&self->cards);
  g_clear_pointer (&self->columns.names, dr_card_names_unref);
  g_clear_pointer (&self->columns.cells, dr_card_cell_cache_free);
  g_clear_pointer (&self->last_query, g_free);
  if (self->owned_destroy != NULL)
    self->owned_destroy (self->columns.owned_data);
  self->columns.owned_func = NULL;
  self->owned_destroy = NULL;
  self->store = NULL;
  self->context = NULL;
  G_OBJECT_CLASS (dr_cards_view_parent_class)->dispose (object);
}

static void
dr_cards_view_class_init (DrCardsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_cards_view_dispose;
  object_class->get_property = dr_cards_view_get_property;
  object_class->set_property = dr_cards_view_set_property;
  widget_class->css_changed = dr_cards_view_css_changed;
  widget_class->map = dr_cards_view_map;

  properties[PROP_CARD_TEXT_SIZE] = g_param_spec_double ("card-text-size", NULL, NULL, 0.5, 3.0, 1.0,
                                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                         | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After every search that parsed, whether or not the list changed. */
  signals[RESULTS_CHANGED] = g_signal_new ("results-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (DR_TYPE_CARD_DETAIL);
  g_type_ensure (DR_TYPE_CARD_FILTERS);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-cards-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, flap);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, error_label);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, filters);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, detail_button);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, column_view);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, count_label);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, detail);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cardsview");
  column_quark = g_quark_from_static_string ("dr-card-column");
}

static void
dr_cards_view_init (DrCardsView *self)
{
  GtkAdjustment *adjustment;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->card_text_size = 1.0;
  self->columns.cells = dr_card_cell_cache_new ();
  dr_card_columns_measure_font (&self->columns, GTK_WIDGET (self->column_view));
  add_columns (self);

  self->images_tried = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->image_fetch = g_cancellable_new ();
  self->cards = g_list_store_new (DR_TYPE_CARD_OBJECT);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->cards)),
                                              g_object_ref (dr_card_filters_get_filter (self->filters)));
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->filtered)),
                                          g_object_ref (gtk_column_view_get_sorter (self->column_view)));
  self->slots = dr_card_slots_new (G_LIST_MODEL (self->sorted));
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->slots));
  g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (on_items_changed_cb), self);
  g_signal_connect_swapped (self->slots, "notify::selected-card",
                            G_CALLBACK (on_selected_card_changed_cb), self);
  g_signal_connect_swapped (self->slots, "notify::settled", G_CALLBACK (on_slots_settled_cb), self);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->column_view));
  g_signal_connect_object (adjustment, "changed", G_CALLBACK (on_scrolled_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (on_scrolled_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->column_view)), "changed",
                           G_CALLBACK (on_width_changed_cb), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->flap, "reveal-flap", self->detail_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  update_count (self);
}

static void
set_store (DrCardsView *self,
           DrCardStore *store)
{
  /* Cards of another store (after a sync) may share codes with changed facts. */
  if (self->store != NULL && self->store != store)
    {
      g_list_store_remove_all (self->cards);
      g_hash_table_remove_all (self->images_tried);
    }
  self->store = store;
  g_clear_pointer (&self->columns.names, dr_card_names_unref);
  self->columns.names = dr_card_names_new (store);
  dr_card_filters_set_names (self->filters, self->columns.names);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    run_query (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  else
    self->first_query_pending = TRUE;
}

void
dr_cards_view_set_query (DrCardsView *self,
                         const char  *query)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));

  /* Replacing the text passes through an empty entry, which the search entry
   * reports at once; only the final query matters, and it runs immediately. */
  g_signal_handlers_block_by_func (self->search_entry, on_search_changed_cb, self);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  g_signal_handlers_unblock_by_func (self->search_entry, on_search_changed_cb, self);
  run_query (self, query);
}

/* The number of cards in the list, after the quick filters. */
guint
dr_cards_view_get_n_results (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
}

const char *
dr_cards_view_get_error_text (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return gtk_label_get_text (self->error_label);
}

const char *
dr_cards_view_get_count_text (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return gtk_label_get_text (self->count_label);
}

/* The cards as shown, filtered and sorted: the list's row i shows card i. */
GListModel *
dr_cards_view_get_model (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return G_LIST_MODEL (self->sorted);
}

void
dr_cards_view_select (DrCardsView *self,
                      guint        position)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));
  dr_card_slots_set_selected (self->slots, position);
}

void
dr_cards_view_focus_search (DrCardsView *self)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static int
owned_copies (const DrCard *card,
              gpointer      user_data)
{
  return dr_context_get_owned_copies (user_data, card->title);
}

static void
on_card_data_changed_cb (DrCardsView *self)
{
  set_store (self, dr_context_get_card_store (self->context));
}

static void dr_cards_view_refresh_owned (DrCardsView *self);

/* The view follows @context's card data and collection from now on. */
void
dr_cards_view_set_context (DrCardsView *self,
                           DrContext   *context)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));
  g_return_if_fail (self->context == NULL);

  self->context = context;
  g_signal_connect_object (context, "notify::card-data", G_CALLBACK (on_card_data_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (context, "collection-changed", G_CALLBACK (dr_cards_view_refresh_owned), self,
                           G_CONNECT_SWAPPED);
  set_store (self, dr_context_get_card_store (context));
  dr_cards_view_set_owned_func (self, owned_copies, context, NULL);
}

/* Every row draws its card again, with or without the Owned column, and the pane its count. */
static void
redraw_rows (DrCardsView *self)
{
  dr_card_slots_refresh (self->slots);
  on_selected_card_changed_cb (self);
}

/* The collection's hook: with a function, an Owned column shows its counts. */
void
dr_cards_view_set_owned_func (DrCardsView      *self,
                              DrCardsOwnedFunc  func,
                              gpointer          user_data,
                              GDestroyNotify    destroy)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));

  if (self->owned_destroy != NULL)
    self->owned_destroy (self->columns.owned_data);
  self->columns.owned_func = func;
  self->columns.owned_data = user_data;
  self->owned_destroy = destroy;
  fit_columns (self);
  redraw_rows (self);
}

/* The collection changed: a query with the key own may find other cards,
 * and every shown count may differ. */
static void
dr_cards_view_refresh_owned (DrCardsView *self)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));

  if (!self->first_query_pending)
    run_query (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  redraw_rows (self);
}

gboolean
dr_cards_view_get_owned_visible (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), FALSE);
  return dr_card_column_visible (&self->columns, DR_CARD_COLUMN_OWNED);
}

/* The list's column for @column, for its title, order and visibility. */
GtkColumnViewColumn *
dr_cards_view_get_column (DrCardsView  *self,
                          DrCardColumn  column)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  g_return_val_if_fail (column < DR_CARD_N_COLUMNS, NULL);
  return self->column_of[column];
}
