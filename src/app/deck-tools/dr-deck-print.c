/* dr-deck-print.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-print"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "dr-card-catalog.h"
#include "dr-card-image.h"
#include "dr-deck-print-private.h"
#include "dr-proxy-face.h"

/* Units are points; a proxy has the size of a real card. */
#define CARD_WIDTH DR_PROXY_WIDTH
#define CARD_HEIGHT DR_PROXY_HEIGHT
#define CUT_MARK DR_PROXY_MM (4.0)
#define LIST_FONT_SIZE 10

typedef struct
{
  DrCardStore       *store;
  const DrCardIndex *index;
  DrDeck            *deck;
  DrDeckPrintKind    kind;
  GPtrArray         *proxies;     /* char *, one code per copy, identity first */
  GPtrArray         *lines;       /* char *, Pango markup, of the decklist */
  guint              lines_per_page;
  GHashTable        *colors;      /* faction code → "RRGGBB" */
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  dr_deck_free (job->deck);
  g_clear_pointer (&job->proxies, g_ptr_array_unref);
  g_clear_pointer (&job->lines, g_ptr_array_unref);
  g_clear_pointer (&job->colors, g_hash_table_unref);
  g_free (job);
}

/* NetrunnerDB's order of types, as the exported lists use it. */
static const char *const type_order[] = {
  "event", "hardware", "resource", "program", "agenda", "asset", "upgrade", "operation", "ice",
};

static int
type_rank (const char *type_code)
{
  for (guint i = 0; i < G_N_ELEMENTS (type_order); i++)
    if (g_strcmp0 (type_order[i], type_code) == 0)
      return i;
  return G_N_ELEMENTS (type_order);
}

typedef struct
{
  const DrPrinting *printing;
  const char       *code;
  int               quantity;
} ListEntry;

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const ListEntry *x = a, *y = b;
  int by_type;

  if (x->printing == NULL || y->printing == NULL)
    return (x->printing == NULL) - (y->printing == NULL);
  by_type = type_rank (x->printing->type_code) - type_rank (y->printing->type_code);
  if (by_type != 0)
    return by_type;
  return g_utf8_collate (x->printing->title, y->printing->title);
}

static void
build_list (PrintJob *job)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (ListEntry));
  const char *group = NULL;
  int group_count = 0;
  guint group_line = 0;
  int influence = 0;
  g_autofree char *total = NULL;

  job->lines = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (job->lines, g_markup_printf_escaped ("<span size='x-large' weight='bold'>%s</span>",
                                                        job->deck->name != NULL ? job->deck->name : ""));
  if (job->deck->identity != NULL)
    {
      const DrPrinting *identity = dr_card_index_get (job->index, job->deck->identity);

      g_ptr_array_add (job->lines, g_markup_printf_escaped ("<b>%s</b>",
                                                            identity != NULL ? identity->title
                                                                             : job->deck->identity));
    }

  for (guint i = 0; i < job->deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (job->deck->entries, DrDeckEntry, i);
      ListEntry item = { dr_card_index_get (job->index, entry->code), entry->code, entry->quantity };

      g_array_append_val (entries, item);
    }
  g_array_sort (entries, compare_entries);

  for (guint i = 0; i < entries->len; i++)
    {
      const ListEntry *item = &g_array_index (entries, ListEntry, i);
      const char *type = item->printing != NULL ? item->printing->type_code : NULL;
      const DrPrinting *identity = job->deck->identity != NULL
                                   ? dr_card_index_get (job->index, job->deck->identity) : NULL;
      g_autofree char *pips = NULL;

      if (i == 0 || g_strcmp0 (type, group) != 0)
        {
          const char *name = type != NULL ? dr_card_index_get_type_name (job->index, type) : NULL;

          if (group_line != 0)
            {
              char *heading = g_ptr_array_index (job->lines, group_line);

              job->lines->pdata[group_line] = g_strdup_printf ("%s (%d)</b>", heading, group_count);
              g_free (heading);
            }
          g_ptr_array_add (job->lines, g_strdup (""));
          /* The closing tag follows with the group's count. */
          g_ptr_array_add (job->lines, g_markup_printf_escaped ("<b>%s", name != NULL ? name : _("Unknown cards")));
          group_line = job->lines->len - 1;
          group = type;
          group_count = 0;
        }
      group_count += item->quantity;
      if (item->printing != NULL && identity != NULL
          && g_strcmp0 (item->printing->faction_code, identity->faction_code) != 0
          && item->printing->faction_cost.kind == DR_VALUE_NUMBER
          && item->printing->faction_cost.number > 0)
        {
          int cost = item->printing->faction_cost.number * item->quantity;

          influence += cost;
          pips = g_strnfill (MIN (cost, 30), '*');
        }
      g_ptr_array_add (job->lines, g_markup_printf_escaped ("%d× %s %s", item->quantity,
                                                            item->printing != NULL ? item->printing->title
                                                                                   : item->code,
                                                            pips != NULL ? pips : ""));
    }
  if (group_line != 0)
    {
      char *heading = g_ptr_array_index (job->lines, group_line);

      job->lines->pdata[group_line] = g_strdup_printf ("%s (%d)</b>", heading, group_count);
      g_free (heading);
    }
  g_ptr_array_add (job->lines, g_strdup (""));
  total = g_strdup_printf (ngettext ("%d card", "%d cards", dr_deck_count_cards (job->deck)),
                           dr_deck_count_cards (job->deck));
  g_ptr_array_add (job->lines, g_markup_printf_escaped ("<b>%s</b>", total));
  /* Translators: %d is the influence spent on cards outside the identity's faction */
  g_ptr_array_add (job->lines, g_markup_printf_escaped (_("Influence: %d"), influence));
}

static void
build_proxies (PrintJob *job)
{
  job->proxies = g_ptr_array_new_with_free_func (g_free);
  if (job->deck->identity != NULL)
    g_ptr_array_add (job->proxies, g_strdup (job->deck->identity));
  for (guint i = 0; i < job->deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (job->deck->entries, DrDeckEntry, i);

      for (int copy = 0; copy < entry->quantity; copy++)
        g_ptr_array_add (job->proxies, g_strdup (entry->code));
    }
}

static void
on_begin_print_cb (GtkPrintOperation *operation,
                   GtkPrintContext   *context,
                   PrintJob          *job)
{
  if (job->kind == DR_DECK_PRINT_PROXIES)
    {
      guint n = job->proxies->len;

      gtk_print_operation_set_n_pages (operation, MAX (1, (n + DR_DECK_PROXIES_PER_PAGE - 1)
                                                          / DR_DECK_PROXIES_PER_PAGE));
    }
  else
    {
      double line_height = LIST_FONT_SIZE * 1.5;

      job->lines_per_page = MAX (1, (guint) (gtk_print_context_get_height (context) / line_height));
      gtk_print_operation_set_n_pages (operation, MAX (1, (job->lines->len + job->lines_per_page - 1)
                                                          / job->lines_per_page));
    }
}

static void
draw_list_page (PrintJob        *job,
                GtkPrintContext *context,
                int              page)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  g_autoptr(PangoLayout) layout = gtk_print_context_create_pango_layout (context);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  double line_height = LIST_FONT_SIZE * 1.5;
  guint first = page * job->lines_per_page;

  pango_font_description_set_size (font, LIST_FONT_SIZE * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, gtk_print_context_get_width (context) * PANGO_SCALE);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = first; i < MIN (first + job->lines_per_page, job->lines->len); i++)
    {
      cairo_move_to (cr, 0, (i - first) * line_height);
      pango_layout_set_markup (layout, g_ptr_array_index (job->lines, i), -1);
      pango_cairo_show_layout (cr, layout);
    }
}

static gboolean
draw_image (cairo_t    *cr,
            const char *code,
            double      x,
            double      y)
{
  g_autofree char *path = dr_card_image_path (code);
  g_autoptr(GdkTexture) texture = NULL;
  cairo_surface_t *surface;
  int width, height;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  texture = gdk_texture_new_from_filename (path, NULL);
  if (texture == NULL)
    return FALSE;   /* a damaged download: the drawn face stands in */
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  gdk_texture_download (texture, cairo_image_surface_get_data (surface),
                        cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);
  cairo_save (cr);
  cairo_rectangle (cr, x, y, CARD_WIDTH, CARD_HEIGHT);
  cairo_clip (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, CARD_WIDTH / width, CARD_HEIGHT / height);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (surface);
  return TRUE;
}

/* A card the data does not know: its code, so that the slot is not blank. */
static void
draw_unknown (PangoContext *context,
              cairo_t      *cr,
              const char   *code,
              double        x,
              double        y)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (context);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 9");
  const double padding = DR_PROXY_MM (3);

  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (CARD_WIDTH - 2 * padding) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, code, -1);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, x + padding, y + padding);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_face (PrintJob     *job,
           PangoContext *context,
           cairo_t      *cr,
           const char   *code,
           double        x,
           double        y)
{
  g_autoptr(DrCard) card = dr_card_store_get_card (job->store, code);
  g_autoptr(DrProxyFace) face = NULL;
  g_autofree char *type_line = NULL;
  const char *type_name;
  const char *color = NULL;
  GdkRGBA frame = { 0.5, 0.5, 0.5, 1 };

  if (card == NULL)
    {
      draw_unknown (context, cr, code, x, y);
      return;
    }
  if (card->faction_code != NULL)
    color = g_hash_table_lookup (job->colors, card->faction_code);
  if (color != NULL)
    {
      g_autofree char *spec = g_strconcat ("#", color, NULL);

      gdk_rgba_parse (&frame, spec);
    }
  type_name = dr_card_index_get_type_name (job->index, card->type_code);
  type_line = card->keywords != NULL && *card->keywords != '\0'
              ? g_strdup_printf ("%s: %s", type_name, card->keywords)
              : g_strdup (type_name);
  face = dr_proxy_face_new (context, card, type_line, &frame);
  dr_proxy_face_draw (face, cr, x, y);
}

static void
draw_cut_marks (cairo_t *cr,
                double   left,
                double   top)
{
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.5);
  for (int i = 0; i <= 3; i++)
    {
      double x = left + i * CARD_WIDTH;
      double y = top + i * CARD_HEIGHT;

      /* Outside the grid only, where the cut leaves them behind. */
      cairo_move_to (cr, x, top - CUT_MARK);
      cairo_line_to (cr, x, top - 1);
      cairo_move_to (cr, x, top + 3 * CARD_HEIGHT + 1);
      cairo_line_to (cr, x, top + 3 * CARD_HEIGHT + CUT_MARK);
      cairo_move_to (cr, left - CUT_MARK, y);
      cairo_line_to (cr, left - 1, y);
      cairo_move_to (cr, left + 3 * CARD_WIDTH + 1, y);
      cairo_line_to (cr, left + 3 * CARD_WIDTH + CUT_MARK, y);
    }
  cairo_stroke (cr);
}

static void
draw_proxy_page (PrintJob        *job,
                 GtkPrintContext *context,
                 int              page)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  PangoContext *pango = gtk_print_context_create_pango_context (context);
  double left = (gtk_print_context_get_width (context) - 3 * CARD_WIDTH) / 2;
  double top = (gtk_print_context_get_height (context) - 3 * CARD_HEIGHT) / 2;

  for (guint slot = 0; slot < DR_DECK_PROXIES_PER_PAGE; slot++)
    {
      guint i = page * DR_DECK_PROXIES_PER_PAGE + slot;
      double x = left + (slot % 3) * CARD_WIDTH;
      double y = top + (slot / 3) * CARD_HEIGHT;
      const char *code;

      if (i >= job->proxies->len)
        break;
      code = g_ptr_array_index (job->proxies, i);
      if (!draw_image (cr, code, x, y))
        draw_face (job, pango, cr, code, x, y);
    }
  draw_cut_marks (cr, left, top);
  g_object_unref (pango);
}

static void
on_draw_page_cb (GtkPrintOperation *operation,
                 GtkPrintContext   *context,
                 int                page,
                 PrintJob          *job)
{
  if (job->kind == DR_DECK_PRINT_PROXIES)
    draw_proxy_page (job, context, page);
  else
    draw_list_page (job, context, page);
}

static GHashTable *
faction_colors (DrCardStore *store,
                const char  *game)
{
  GHashTable *colors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  DrCardPool *pool = dr_card_store_get_pool (store, NULL);
  /* Only Netrunner has factions (the pool's). */
  const GPtrArray *factions = pool != NULL && g_strcmp0 (game != NULL ? game : "netrunner", "netrunner") == 0
                              ? dr_card_pool_get_factions (pool) : NULL;

  for (guint i = 0; factions != NULL && i < factions->len; i++)
    {
      const DrFaction *faction = g_ptr_array_index (factions, i);

      if (faction->color != NULL)
        g_hash_table_insert (colors, g_strdup (faction->code), g_strdup (faction->color));
    }
  return colors;
}

GtkPrintOperation *
dr_deck_print_operation_new (DrCardStore       *store,
                             const DrCardIndex *index,
                             const DrDeck      *deck,
                             DrDeckPrintKind    kind)
{
  GtkPrintOperation *operation;
  PrintJob *job;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (index != NULL, NULL);
  g_return_val_if_fail (deck != NULL, NULL);

  job = g_new0 (PrintJob, 1);
  job->store = store;
  job->index = index;
  job->deck = dr_deck_copy (deck);
  job->kind = kind;
  job->colors = faction_colors (store, deck->game);
  if (kind == DR_DECK_PRINT_PROXIES)
    build_proxies (job);
  else
    build_list (job);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, deck->name != NULL ? deck->name : _("Deck"));
  /* Proxies are centred on the paper itself, so that the grid fits A4 and Letter alike. */
  gtk_print_operation_set_use_full_page (operation, kind == DR_DECK_PRINT_PROXIES);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page_cb), job);
  g_object_set_data_full (G_OBJECT (operation), "dr-print-job", job, (GDestroyNotify) print_job_free);
  return operation;
}

static void
on_done_cb (GtkPrintOperation       *operation,
            GtkPrintOperationResult  result,
            GtkWindow               *parent)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      GtkWidget *dialog;

      gtk_print_operation_get_error (operation, &error);
      dialog = adw_message_dialog_new (parent, _("The Deck Could Not Be Printed"),
                                       error != NULL ? error->message : NULL);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
  g_object_unref (operation);
}

void
dr_deck_print_run (GtkWindow         *parent,
                   DrCardStore       *store,
                   const DrCardIndex *index,
                   const DrDeck      *deck,
                   DrDeckPrintKind    kind)
{
  GtkPrintOperation *operation = dr_deck_print_operation_new (store, index, deck, kind);
  g_autoptr(GError) error = NULL;

  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect (operation, "done", G_CALLBACK (on_done_cb), parent);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    g_debug ("Printing failed: %s", error->message);   /* ::done shows it */
}
