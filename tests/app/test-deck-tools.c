/* test-deck-tools.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-app-resources.h"
#include "dr-card-facts.h"
#include "dr-card-index.h"
#include "dr-card-store.h"
#include "dr-context.h"
#include "dr-deck-export.h"
#include "dr-deck-export-run-private.h"
#include "dr-deck-import-dialog-private.h"
#include "dr-deck-print-private.h"
#include "dr-deck-stats-page-private.h"
#include "dr-odds.h"
#include "dr-proxy-face-private.h"
#include "dr-test-helper.h"
#include "dr-test-ui.h"
#include "dr-test-http-server.h"

/* The deck tools as real widgets under Xvfb, over the bundled card data. */

static char *data_dir;
static DrContext *app_context;
static DrCardStore *store;         /* the context's */
static DrCardIndex *card_index;
static DrCardFacts *facts;

/* A Core Set Corp deck: 44 cards and the identity. */
static const char core_deck[] =
  "Core Set HB\n"
  "Haas-Bioroid: Engineering the Future (Core Set)\n"
  "3x Accelerated Beta Test (Core Set)\n"
  "3x Priority Requisition (Core Set)\n"
  "3x Private Security Force (Core Set)\n"
  "2x Adonis Campaign (Core Set)\n"
  "3x Aggressive Secretary (Core Set)\n"
  "3x Hedge Fund (Core Set)\n"
  "3x Beanstalk Royalties (Core Set)\n"
  "3x Enigma (Core Set)\n"
  "3x Wall of Static (Core Set)\n"
  "3x Ice Wall (Core Set)\n"
  "2x Rototurret (Core Set)\n"
  "3x Viktor 1.0 (Core Set)\n"
  "3x Heimdall 1.0 (Core Set)\n"
  "3x Hadrian's Wall (Core Set)\n"
  "3x Melange Mining Corp. (Core Set)\n"
  "1x Archer (Core Set)\n";

static DrDeck *
read_deck (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeckImport) import = dr_deck_import_text (card_index, text, -1, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (import->n_problems, ==, 0);
  return dr_deck_copy (import->deck);
}

static gboolean
import_settled (gpointer data)
{
  return dr_deck_import_dialog_can_import (data);
}

static void
on_deck_ready_cb (DrDeckImportDialog *dialog,
                  DrDeck             *deck,
                  DrDeck            **result)
{
  *result = dr_deck_copy (deck);
}

static GtkWidget *
import_button (DrDeckImportDialog *dialog)
{
  GObject *button = gtk_widget_get_template_child (GTK_WIDGET (dialog), DR_TYPE_DECK_IMPORT_DIALOG, "import_button");

  g_assert_nonnull (button);
  return GTK_WIDGET (button);
}

static gboolean
line_marked (gpointer data)
{
  return dr_deck_import_dialog_line_is_marked (data, 3);
}

static void
test_import_dialog (void)
{
  g_autoptr(DrDeck) expected = read_deck (core_deck);
  g_autoptr(GString) typed = g_string_new (core_deck);
  g_autofree char *fixed_text = NULL;
  DrDeck *result = NULL;
  DrDeckImportDialog *dialog = dr_deck_import_dialog_new (NULL, app_context, card_index);
  const DrDeckImport *import;
  const DrDeckImportLine *problem = NULL;
  GtkWidget *button = NULL;

  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_false (dr_deck_import_dialog_can_import (dialog));

  /* A misspelt title on the third line. */
  g_string_replace (typed, "Accelerated Beta Test (Core Set)", "Acelerated Beta Tset", 1);
  dr_deck_import_dialog_set_text (dialog, typed->str);
  /* Resolved after the typing pause, not at once. */
  g_assert_false (dr_deck_import_dialog_line_is_marked (dialog, 3));
  g_assert_true (dr_test_ui_wait_until (line_marked, dialog));
  g_assert_false (dr_deck_import_dialog_can_import (dialog));
  g_assert_false (dr_deck_import_dialog_line_is_marked (dialog, 4));
  g_assert_false (gtk_widget_is_sensitive (import_button (dialog)));

  import = dr_deck_import_dialog_get_import (dialog);
  g_assert_cmpuint (import->n_problems, ==, 1);
  for (guint i = 0; i < import->lines->len; i++)
    if (dr_deck_line_is_problem (g_ptr_array_index (import->lines, i)))
      problem = g_ptr_array_index (import->lines, i);
  g_assert_nonnull (problem);
  g_assert_cmpuint (problem->number, ==, 3);
  g_assert_cmpint (problem->status, ==, DR_DECK_LINE_UNKNOWN);
  for (guint i = 0; i < problem->candidates->len; i++)
    {
      const DrDeckCandidate *candidate = g_ptr_array_index (problem->candidates, i);

      if (g_str_equal (candidate->title, "Accelerated Beta Test"))
        button = dr_deck_import_dialog_get_candidate_button (dialog, 3, i);
    }
  g_assert_nonnull (button);
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (button)), "Accelerated Beta Test"));
  dr_test_ui_save_screenshot (GTK_WIDGET (dialog), "deck-import-problem");

  /* The candidate rewrites the line, which then resolves. */
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (dr_test_ui_wait_until (import_settled, dialog));
  g_assert_false (dr_deck_import_dialog_line_is_marked (dialog, 3));
  fixed_text = dr_deck_import_dialog_get_text (dialog);
  g_assert_nonnull (strstr (fixed_text, "3x Accelerated Beta Test"));
  g_assert_null (strstr (fixed_text, "Acelerated"));
  g_assert_true (gtk_widget_is_sensitive (import_button (dialog)));

  g_signal_connect (dialog, "deck-ready", G_CALLBACK (on_deck_ready_cb), &result);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "import.import", NULL));
  g_assert_nonnull (result);
  g_assert_true (dr_deck_same_cards (result, expected));
  g_assert_cmpstr (result->identity, ==, expected->identity);
  g_assert_cmpstr (result->side, ==, "corp");
  g_assert_cmpint (dr_deck_count_cards (result), ==, 44);
  dr_deck_free (result);
  g_object_unref (dialog);
}

static const char misspelt_o8d[] =
  "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  "<deck game=\"0f38e453-26df-4c04-9d67-6d43de939c77\">\n"
  "  <section name=\"Identity\"><card qty=\"1\" id=\"bc0f047c-01b1-427f-a439-d451eda01001\">Noise</card></section>\n"
  "  <section name=\"R&amp;D / Stack\">\n"
  "    <card qty=\"1\" id=\"nowhere-1\">Grimoyre</card><card qty=\"3\" id=\"nowhere-2\">Dejja Vu</card>\n"
  "  </section>\n"
  "</deck>\n";

static gboolean
line_5_marked (gpointer data)
{
  return dr_deck_import_dialog_line_is_marked (data, 5);
}

/* Clicks the candidate titled @title of the problem record that names @written. */
static void
click_candidate (DrDeckImportDialog *dialog,
                 const char         *written,
                 const char         *title)
{
  const DrDeckImport *import = dr_deck_import_dialog_get_import (dialog);

  for (guint record = 0; record < import->lines->len; record++)
    {
      const DrDeckImportLine *line = g_ptr_array_index (import->lines, record);
      g_autofree char *source = dr_deck_import_dialog_get_text (dialog);

      if (!dr_deck_line_is_problem (line)
          || g_strstr_len (source + line->record_start, line->record_end - line->record_start, written) == NULL)
        continue;
      for (guint i = 0; i < line->candidates->len; i++)
        if (g_str_equal (((DrDeckCandidate *) g_ptr_array_index (line->candidates, i))->title, title))
          {
            GtkWidget *button = dr_deck_import_dialog_get_record_candidate_button (dialog, record, i);

            g_assert_nonnull (button);
            g_signal_emit_by_name (button, "clicked");
            return;
          }
      g_error ("no candidate “%s” for “%s”", title, written);
    }
  g_error ("no problem record for “%s”", written);
}

/* In an OCTGN deck a suggestion rewrites the card's element, not its line:
 * the deck stays XML, and the second card of a line gets its own choices. */
static void
test_import_dialog_o8d (void)
{
  DrDeckImportDialog *dialog = dr_deck_import_dialog_new (NULL, app_context, card_index);
  const DrDeckImport *import;
  g_autofree char *once = NULL;
  g_autofree char *twice = NULL;
  DrDeck *result = NULL;

  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  dr_deck_import_dialog_set_text (dialog, misspelt_o8d);
  g_assert_true (dr_test_ui_wait_until (line_5_marked, dialog));
  import = dr_deck_import_dialog_get_import (dialog);
  g_assert_cmpuint (import->n_problems, ==, 2);

  click_candidate (dialog, "Dejja Vu", "D\u00e9j\u00e0 Vu");
  once = dr_deck_import_dialog_get_text (dialog);
  g_assert_nonnull (strstr (once, ">Grimoyre</card><card qty=\"3\" id=\"bc0f047c-01b1-427f-a439-d451eda01002\">D\u00e9j\u00e0 Vu</card>\n"));
  import = dr_deck_import_dialog_get_import (dialog);
  g_assert_nonnull (import);
  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_O8D);
  g_assert_cmpuint (import->n_problems, ==, 1);

  click_candidate (dialog, "Grimoyre", "Grimoire");
  twice = dr_deck_import_dialog_get_text (dialog);
  g_assert_nonnull (strstr (twice, "\"bc0f047c-01b1-427f-a439-d451eda01006\">Grimoire</card><card qty=\"3\""));
  g_assert_true (dr_test_ui_wait_until (import_settled, dialog));
  g_assert_cmpint (dr_deck_import_dialog_get_import (dialog)->format, ==, DR_DECK_FORMAT_O8D);

  g_signal_connect (dialog, "deck-ready", G_CALLBACK (on_deck_ready_cb), &result);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "import.import", NULL));
  g_assert_nonnull (result);
  g_assert_cmpstr (result->identity, ==, "01001");
  g_assert_cmpint (dr_deck_count_cards (result), ==, 4);
  dr_deck_free (result);
  g_object_unref (dialog);
}

static gboolean
text_loaded (gpointer data)
{
  g_autofree char *text = dr_deck_import_dialog_get_text (data);

  return *text != '\0';
}

/* "Open file…" ends here: the file's list fills the paste area. */
static void
test_import_file (void)
{
  g_autoptr(DrDeck) deck = read_deck (core_deck);
  g_autofree char *path = g_build_filename (data_dir, "list.o8d", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  DrDeckImportDialog *dialog = dr_deck_import_dialog_new (NULL, app_context, card_index);

  g_object_ref_sink (dialog);
  g_assert_true (dr_deck_export_file (card_index, deck, DR_DECK_FORMAT_O8D, path, NULL));
  dr_deck_import_dialog_load_file (dialog, file);
  g_assert_true (dr_test_ui_wait_until (text_loaded, dialog));
  g_assert_true (dr_test_ui_wait_until (import_settled, dialog));
  g_assert_true (dr_deck_same_cards (dr_deck_import_dialog_get_import (dialog)->deck, deck));
  /* o8d lists have no name: the file gives it. */
  g_assert_cmpstr (dr_deck_import_dialog_get_import (dialog)->deck->name, ==, "list");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static gboolean
fetch_ended (gpointer data)
{
  return !dr_deck_import_dialog_is_fetching (data);
}

/* A published decklist from a server on this machine, in NetrunnerDB's reply,
 * fetched by the Fetch action from the mirror the context's settings name;
 * then one that never answers, stopped by the user. */
static void
test_import_fetch (void)
{
  g_autoptr(DrDeck) deck = read_deck (core_deck);
  g_autoptr(GString) body = g_string_new ("{\"data\":[{\"id\":7,\"name\":\"Fetched HB\",\"cards\":{");
  g_autofree char *root = g_build_filename (data_dir, "served", NULL);
  DrTestHttpServer *server;
  GObject *url_entry;
  g_autofree char *source = NULL;
  DrDeckImportDialog *dialog = dr_deck_import_dialog_new (NULL, app_context, card_index);

  g_object_ref_sink (dialog);
  g_string_append_printf (body, "\"%s\":1", deck->identity);
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      g_string_append_printf (body, ",\"%s\":%d", entry->code, entry->quantity);
    }
  g_string_append (body, "}}],\"total\":1,\"success\":true,\"version_number\":\"2.0\"}");
  g_assert_cmpint (g_mkdir_with_parents (root, 0755), ==, 0);
  server = dr_test_http_server_new (root);
  source = dr_test_http_server_get_url (server);
  dr_test_http_server_set_fault (server, "/decklist/7", DR_TEST_HTTP_BODY, 0, body->str);

  g_settings_set_string (dr_context_get_settings (app_context), "sync-source", source);
  url_entry = gtk_widget_get_template_child (GTK_WIDGET (dialog), DR_TYPE_DECK_IMPORT_DIALOG, "url_entry");
  gtk_editable_set_text (GTK_EDITABLE (url_entry), "https://netrunnerdb.com/en/decklist/7/fetched-hb");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "import.fetch", NULL));
  g_assert_true (dr_deck_import_dialog_is_fetching (dialog));
  g_assert_true (dr_test_ui_wait_until (fetch_ended, dialog));
  g_settings_reset (dr_context_get_settings (app_context), "sync-source");
  g_assert_true (dr_test_ui_wait_until (import_settled, dialog));
  g_assert_cmpstr (dr_deck_import_dialog_get_import (dialog)->deck->name, ==, "Fetched HB");
  g_assert_true (dr_deck_same_cards (dr_deck_import_dialog_get_import (dialog)->deck, deck));
  g_assert_cmpstr (dr_deck_import_dialog_get_import (dialog)->deck->identity, ==, deck->identity);

  /* A server that never answers: the user stops the fetch and the list stays. */
  dr_test_http_server_set_fault (server, "/decklist/8", DR_TEST_HTTP_STALL, 0, NULL);
  dr_deck_import_dialog_fetch (dialog, source, "8");
  g_assert_true (dr_deck_import_dialog_is_fetching (dialog));
  dr_test_ui_wait_ms (100);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "import.cancel-fetch", NULL));
  g_assert_true (dr_test_ui_wait_until (fetch_ended, dialog));
  g_assert_cmpstr (dr_deck_import_dialog_get_import (dialog)->deck->name, ==, "Fetched HB");

  /* Not a decklist address: told at once, nothing fetched. */
  dr_deck_import_dialog_fetch (dialog, source, "https://example.com/decklist/1");
  g_assert_false (dr_deck_import_dialog_is_fetching (dialog));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                        DR_TYPE_DECK_IMPORT_DIALOG,
                                                                        "fetch_error_label"))));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  dr_test_http_server_free (server);
}

static void
test_export_copy (void)
{
  g_autoptr(DrDeck) deck = read_deck (core_deck);

  for (int format = 0; format < DR_DECK_N_FORMATS; format++)
    {
      g_autofree char *expected = dr_deck_export_text (card_index, deck, format, NULL);
      g_autofree char *copied = NULL;
      AdwMessageDialog *dialog = dr_deck_export_run (NULL, card_index, deck);

      gtk_drop_down_set_selected (GTK_DROP_DOWN (adw_message_dialog_get_extra_child (dialog)), format);
      adw_message_dialog_response (dialog, "copy");
      copied = dr_test_ui_read_clipboard ();
      g_assert_nonnull (expected);
      g_assert_cmpstr (copied, ==, expected);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

static void
test_export_save (void)
{
  g_autoptr(DrDeck) deck = read_deck (core_deck);

  for (int format = 0; format < DR_DECK_N_FORMATS; format++)
    {
      const DrDeckFormatInfo *info = dr_deck_format_get_info (format);
      g_autofree char *name = g_strdup_printf ("saved-%s", info->name);
      g_autofree char *path = g_build_filename (data_dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFile) written = NULL;
      g_autofree char *written_path = NULL;
      g_autoptr(DrDeckImport) back = NULL;
      g_autoptr(GError) error = NULL;

      written = dr_deck_export_save (card_index, deck, format, file, &error);
      g_assert_no_error (error);
      written_path = g_file_get_path (written);
      /* The format's extension is added to a bare name. */
      g_assert_true (g_str_has_suffix (written_path, info->extension));
      back = dr_deck_import_file (card_index, written_path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (back->n_problems, ==, 0);
      g_assert_cmpint (dr_deck_count_cards (back->deck), ==, dr_deck_count_cards (deck));
      if (info->keeps_printings)
        {
          g_assert_true (dr_deck_same_cards (back->deck, deck));
          g_assert_cmpstr (back->deck->identity, ==, deck->identity);
        }
    }
}

static guint
count_pdf_pages (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length;
  guint pages = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (length > 5 && memcmp (contents, "%PDF-", 5) == 0);
  /* Byte by byte: a PDF has NUL bytes in its streams. */
  for (gsize at = 0; at + 12 <= length; at++)
    if (memcmp (contents + at, "/Type /Page", 11) == 0 && contents[at + 11] != 's')
      pages++;
  return pages;
}

static void
print_to_pdf (const DrDeck    *deck,
              DrDeckPrintKind  kind,
              const char      *path)
{
  g_autoptr(GtkPrintOperation) operation = dr_deck_print_operation_new (store, card_index, deck, kind);
  g_autoptr(GError) error = NULL;

  gtk_print_operation_set_export_filename (operation, path);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static void
test_print (void)
{
  g_autoptr(DrDeck) deck = read_deck (core_deck);
  g_autofree char *list_path = g_build_filename (data_dir, "list.pdf", NULL);
  g_autofree char *proxies_path = g_build_filename (data_dir, "proxies.pdf", NULL);
  g_autofree char *images = g_build_filename (data_dir, "images", NULL);
  g_autofree char *image = g_build_filename (images, "01110.jpg", NULL);
  g_autofree char *with_image = g_build_filename (data_dir, "proxies-image.pdf", NULL);
  guchar pixels[4 * 6 * 8];
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GStatBuf drawn, pictured;

  print_to_pdf (deck, DR_DECK_PRINT_LIST, list_path);
  g_assert_cmpuint (count_pdf_pages (list_path), ==, 1);

  /* 44 cards and the identity: five full pages of nine. */
  print_to_pdf (deck, DR_DECK_PRINT_PROXIES, proxies_path);
  g_assert_cmpuint (count_pdf_pages (proxies_path), ==, 5);
  dr_deck_add (deck, "01110", -3);
  print_to_pdf (deck, DR_DECK_PRINT_PROXIES, proxies_path);
  g_assert_cmpuint (count_pdf_pages (proxies_path), ==, 5);
  dr_deck_add (deck, "01110", 4);
  print_to_pdf (deck, DR_DECK_PRINT_PROXIES, proxies_path);
  g_assert_cmpuint (count_pdf_pages (proxies_path), ==, 6);
  g_assert_cmpint (g_stat (proxies_path, &drawn), ==, 0);

  /* A cached image takes the place of the drawn face. */
  memset (pixels, 0x80, sizeof pixels);
  bytes = g_bytes_new (pixels, sizeof pixels);
  texture = gdk_memory_texture_new (6, 8, GDK_MEMORY_R8G8B8A8, bytes, 6 * 4);
  g_assert_cmpint (g_mkdir_with_parents (images, 0755), ==, 0);
  g_assert_true (gdk_texture_save_to_png (texture, image));
  print_to_pdf (deck, DR_DECK_PRINT_PROXIES, with_image);
  g_assert_cmpuint (count_pdf_pages (with_image), ==, 6);
  g_assert_cmpint (g_stat (with_image, &pictured), ==, 0);
  g_assert_cmpint (pictured.st_size, !=, drawn.st_size);
  g_unlink (image);
}

/* Dark pixels of @surface, a white page drawn on, in @area (user units of
 * the @scale it was drawn at), as a share of the area. */
static double
ink_in (cairo_surface_t       *surface,
        const graphene_rect_t *area,
        double                 scale)
{
  const guchar *pixels;
  int stride = cairo_image_surface_get_stride (surface);
  int inked = 0, total = 0;

  cairo_surface_flush (surface);
  pixels = cairo_image_surface_get_data (surface);
  for (int y = area->origin.y * scale; y < (area->origin.y + area->size.height) * scale; y++)
    for (int x = area->origin.x * scale; x < (area->origin.x + area->size.width) * scale; x++)
      {
        const guchar *pixel = pixels + y * stride + x * 4;   /* B, G, R, A */

        total++;
        if (pixel[0] < 128 && pixel[1] < 128 && pixel[2] < 128)
          inked++;
      }
  return total > 0 ? (double) inked / total : 0;
}

/* PDF streams hold NUL bytes: no string search gets past them. */
static gboolean
holds_bytes (const char *data,
             gsize       length,
             const char *wanted)
{
  gsize wanted_length = strlen (wanted);

  for (gsize i = 0; i + wanted_length <= length; i++)
    if (memcmp (data + i, wanted, wanted_length) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
has_shape (PangoLayout *layout)
{
  PangoAttrList *attributes = pango_layout_get_attributes (layout);
  g_autoptr(GSList) list = attributes != NULL ? pango_attr_list_get_attributes (attributes) : NULL;
  gboolean found = FALSE;

  for (GSList *l = list; l != NULL; l = l->next)
    {
      found |= ((PangoAttribute *) l->data)->klass->type == PANGO_ATTR_SHAPE;
      pango_attribute_destroy (l->data);
    }
  return found;
}

/* A drawn proxy shows the game symbols as the card face on screen does:
 * Hedge Fund's [credit] is no text but an icon, drawn where Pango left room. */
static void
test_proxy_symbols (void)
{
  const double scale = 4;   /* pixels per point */
  g_autoptr(DrCard) card = dr_card_store_get_card (store, "01110");
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, DR_PROXY_WIDTH * scale,
                                                         DR_PROXY_HEIGHT * scale);
  cairo_t *cr = cairo_create (surface);
  PangoContext *context = pango_cairo_create_context (cr);
  g_autoptr(DrProxyFace) face = NULL;
  g_autofree char *pdf_path = g_build_filename (data_dir, "proxy.pdf", NULL);
  g_autofree char *screenshots = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "screenshots", NULL);
  g_autofree char *png_path = g_build_filename (screenshots, "proxy-face.png", NULL);
  g_autofree char *pdf = NULL;
  gsize pdf_length;
  cairo_surface_t *paper;
  graphene_rect_t symbol, beside;
  PangoLayout *text;

  g_assert_nonnull (card);
  g_assert_nonnull (strstr (card->text, "[credit]"));
  pango_cairo_context_set_resolution (context, 72);
  face = dr_proxy_face_new (context, card, "Operation: Transaction", NULL);
  text = dr_proxy_face_get_text_layout (face);
  g_assert_null (strstr (pango_layout_get_text (text), "[credit]"));
  g_assert_nonnull (strstr (pango_layout_get_text (text), "\xef\xbf\xbc"));
  g_assert_true (has_shape (text));
  g_assert_true (dr_proxy_face_get_text_symbol (face, 0, &symbol));
  g_assert_cmpfloat (symbol.size.width, >, 3);
  g_assert_false (dr_proxy_face_get_text_symbol (face, 99, &beside));

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  dr_proxy_face_draw (face, cr, 0, 0);
  /* The icon inks its square; Pango alone draws nothing there. */
  g_assert_cmpfloat (ink_in (surface, &symbol, scale), >, 0.15);
  g_mkdir_with_parents (screenshots, 0755);
  g_assert_cmpint (cairo_surface_write_to_png (surface, png_path), ==, CAIRO_STATUS_SUCCESS);

  /* On paper the icon goes in as an image, fine enough for a printer. */
  paper = cairo_pdf_surface_create (pdf_path, DR_PROXY_WIDTH, DR_PROXY_HEIGHT);
  cairo_destroy (cr);
  cr = cairo_create (paper);
  dr_proxy_face_draw (face, cr, 0, 0);
  cairo_destroy (cr);
  cairo_surface_finish (paper);
  cairo_surface_destroy (paper);
  g_assert_true (g_file_get_contents (pdf_path, &pdf, &pdf_length, NULL));
  g_assert_true (holds_bytes (pdf, pdf_length, "/Subtype /Image"));

  g_object_unref (context);
  cairo_surface_destroy (surface);
}

static guint
choice_position (GtkWidget  *page,
                 const char *label)
{
  GtkDropDown *dropdown = GTK_DROP_DOWN (gtk_widget_get_template_child (page, DR_TYPE_DECK_STATS_PAGE,
                                                                        "choice_dropdown"));
  GListModel *model = gtk_drop_down_get_model (dropdown);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label))
      return i;
  g_assert_not_reached ();
}

static const char *
label_text (GtkWidget  *page,
            const char *name)
{
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_template_child (page, DR_TYPE_DECK_STATS_PAGE, name)));
}

static void
test_stats_page (void)
{
  g_autoptr(DrDeck) deck = read_deck (core_deck);
  g_autoptr(DrDeckStats) stats = dr_deck_stats_new (deck, facts);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = dr_deck_stats_page_new (store, facts, card_index);
  g_autofree char *cards = g_strdup_printf ("%d cards", stats->n_cards);
  g_autofree char *influence = g_strdup_printf ("Influence spent: %d", stats->influence_spent);
  g_autofree char *agendas = g_strdup_printf ("Agendas: %d (%d points, %.1f per 10 cards)",
                                              stats->agendas, stats->agenda_points, stats->agenda_density * 10);
  g_autofree char *opening = NULL;
  g_autofree char *mulligan = NULL;
  g_autofree char *by_turn = NULL;
  const DrDeckStats *shown;

  gtk_window_set_default_size (GTK_WINDOW (window), 720, 1000);
  gtk_window_set_child (GTK_WINDOW (window), page);
  dr_deck_stats_page_set_deck (DR_DECK_STATS_PAGE (page), deck);
  gtk_window_present (GTK_WINDOW (window));

  shown = dr_deck_stats_page_get_stats (DR_DECK_STATS_PAGE (page));
  g_assert_cmpint (shown->n_cards, ==, 44);
  g_assert_cmpmem (shown->cost_curve, sizeof shown->cost_curve, stats->cost_curve, sizeof stats->cost_curve);
  g_assert_cmpint (shown->agendas, ==, 9);
  g_assert_cmpstr (label_text (page, "cards_label"), ==, cards);
  g_assert_cmpstr (label_text (page, "influence_label"), ==, influence);
  g_assert_cmpstr (label_text (page, "agenda_label"), ==, agendas);
  g_assert_cmpint (stats->influence_spent, >, 0);

  /* Three Enigmas in 44 cards, by turn 3 drawing one a turn. */
  dr_deck_stats_page_set_odds (DR_DECK_STATS_PAGE (page), choice_position (page, "Enigma"), 3, 1);
  g_assert_cmpint (dr_deck_stats_page_get_odds_copies (DR_DECK_STATS_PAGE (page)), ==, 3);
  opening = g_strdup_printf ("At least one in the opening hand: %.1f %%", 100 * dr_odds_opening_hand (44, 3, 1, FALSE));
  mulligan = g_strdup_printf ("With a mulligan: %.1f %%", 100 * dr_odds_opening_hand (44, 3, 1, TRUE));
  by_turn = g_strdup_printf ("By turn 3: %.1f %%", 100 * dr_odds_by_turn (44, 3, 1, 3, 1, FALSE));
  g_assert_nonnull (strstr (label_text (page, "odds_label"), opening));
  g_assert_nonnull (strstr (label_text (page, "odds_label"), mulligan));
  g_assert_nonnull (strstr (label_text (page, "odds_label"), by_turn));

  /* A type as a group: every agenda. */
  dr_deck_stats_page_set_odds (DR_DECK_STATS_PAGE (page), choice_position (page, "Any Agenda"), 2, 1);
  g_assert_cmpint (dr_deck_stats_page_get_odds_copies (DR_DECK_STATS_PAGE (page)), ==, 9);
  dr_test_ui_save_screenshot (window, "deck-stats-page");

  /* A new deck recomputes everything. */
  dr_deck_add (deck, "01110", -3);
  dr_deck_stats_page_set_deck (DR_DECK_STATS_PAGE (page), deck);
  g_assert_cmpstr (label_text (page, "cards_label"), ==, "41 cards");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The columns of @area's drawing, rendered as on screen in @direction,
 * that hold a pixel of the accent colour, the bars' colour. */
static void
accent_columns (GtkWidget        *area,
                GtkTextDirection  direction,
                int              *first,
                int              *last)
{
  int width = gtk_widget_get_width (area);
  int height = gtk_widget_get_height (area);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  GdkRGBA accent;

  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (area), "accent_bg_color", &accent));
  gtk_widget_set_direction (area, direction);
  GTK_WIDGET_GET_CLASS (area)->snapshot (area, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (area)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  pixels = g_malloc (width * height * 4);
  gdk_texture_download (texture, pixels, width * 4);   /* cairo's ARGB32: B, G, R, A in memory */
  *first = -1;
  *last = -1;
  for (int x = 0; x < width; x++)
    for (int y = 0; y < height; y++)
      {
        const guchar *pixel = pixels + (y * width + x) * 4;

        if (pixel[3] == 255 && ABS (pixel[2] - accent.red * 255) <= 2
            && ABS (pixel[1] - accent.green * 255) <= 2 && ABS (pixel[0] - accent.blue * 255) <= 2)
          {
            if (*first < 0)
              *first = x;
            *last = x;
            break;
          }
      }
  gtk_widget_set_direction (area, GTK_TEXT_DIR_NONE);
}

/* Right to left, the plots start at the right edge: the first bar (cost 0)
 * is the rightmost, and the whole plot is the mirror image of the
 * left-to-right one. */
static void
test_stats_plots_mirror (void)
{
  g_autoptr(DrDeck) deck = read_deck (core_deck);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = dr_deck_stats_page_new (store, facts, card_index);
  GtkWidget *area = GTK_WIDGET (gtk_widget_get_template_child (page, DR_TYPE_DECK_STATS_PAGE, "cost_area"));
  int ltr_first, ltr_last, rtl_first, rtl_last, width;

  gtk_window_set_default_size (GTK_WINDOW (window), 720, 1000);
  gtk_window_set_child (GTK_WINDOW (window), page);
  dr_deck_stats_page_set_deck (DR_DECK_STATS_PAGE (page), deck);
  gtk_window_present (GTK_WINDOW (window));
  dr_test_ui_wait_for_paint (area);
  g_assert_cmpint (dr_deck_stats_page_get_stats (DR_DECK_STATS_PAGE (page))->cost_curve[0], >, 0);
  width = gtk_widget_get_width (area);
  g_assert_cmpint (width, >, 100);

  accent_columns (area, GTK_TEXT_DIR_LTR, &ltr_first, &ltr_last);
  accent_columns (area, GTK_TEXT_DIR_RTL, &rtl_first, &rtl_last);
  g_assert_cmpint (ltr_first, >=, 0);
  g_assert_cmpint (ltr_first, <, width / (DR_DECK_STATS_COST_TOP + 1));
  g_assert_cmpint (rtl_last, >, width - width / (DR_DECK_STATS_COST_TOP + 1));
  g_assert_cmpint (ABS (rtl_last - (width - 1 - ltr_first)), <=, 1);
  g_assert_cmpint (ABS (rtl_first - (width - 1 - ltr_last)), <=, 1);
  gtk_widget_set_direction (area, GTK_TEXT_DIR_RTL);
  dr_test_ui_save_screenshot (window, "deck-stats-cost-rtl");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrUserStore) user = NULL;
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  g_resources_register (dr_app_get_resource ());
  data_dir = dr_test_make_tmp_dir ();
  g_setenv ("DECKRUNNER_DATA_DIR", data_dir, TRUE);
  g_setenv ("DECKRUNNER_CACHE_DIR", data_dir, TRUE);

  user = dr_user_store_open_default (&error);
  g_assert_no_error (error);
  store = dr_card_store_open_default (&error);
  g_assert_no_error (error);
  app_context = dr_context_new (user, store, NULL);
  card_index = dr_card_index_new (store, &error);
  g_assert_no_error (error);
  facts = dr_card_facts_new (store, &error);
  g_assert_no_error (error);

  g_test_add_func ("/deck-tools/import-dialog", test_import_dialog);
  g_test_add_func ("/deck-tools/import-dialog-o8d", test_import_dialog_o8d);
  g_test_add_func ("/deck-tools/import-file", test_import_file);
  g_test_add_func ("/deck-tools/import-fetch", test_import_fetch);
  g_test_add_func ("/deck-tools/export-copy", test_export_copy);
  g_test_add_func ("/deck-tools/export-save", test_export_save);
  g_test_add_func ("/deck-tools/print", test_print);
  g_test_add_func ("/deck-tools/proxy-symbols", test_proxy_symbols);
  g_test_add_func ("/deck-tools/stats-page", test_stats_page);
  g_test_add_func ("/deck-tools/stats-plots-mirror", test_stats_plots_mirror);
  status = g_test_run ();

  dr_card_facts_free (facts);
  dr_card_index_free (card_index);
  g_object_unref (app_context);
  dr_test_remove_tree (data_dir);
  g_free (data_dir);
  return status;
}
