/* dr-deck-import-dialog.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-import-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-deck-export.h"
#include "dr-deck-import-dialog-private.h"
#include "dr-sync-decklist.h"
#include "dr-list-box.h"

/* Reading a list costs a fraction of a millisecond, so it follows the typing
 * closely; the delay only spares the work between the keys of a word. */
#define RESOLVE_DELAY_MS 150

struct _DrDeckImportDialog
{
  AdwWindow          parent_instance;

  /* Template widgets */
  GtkWidget         *import_button;
  GtkEntry          *url_entry;
  GtkSpinner        *fetch_spinner;
  GtkWidget         *fetch_button;
  GtkWidget         *cancel_fetch_button;
  GtkLabel          *fetch_error_label;
  GtkTextView       *text_view;
  GtkLabel          *status_label;
  GtkWidget         *problems_scroller;
  GtkListBox        *problem_list;

  DrContext         *context;
  const DrCardIndex *index;            /* not owned */
  GtkTextTag        *problem_tag;
  DrDeckImport      *import;           /* of the text as it was last read */
  char              *source_name;      /* the file's name, for a list without one */
  guint              resolve_source;
  GCancellable      *fetch_cancellable;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (DrDeckImportDialog, dr_deck_import_dialog, ADW_TYPE_WINDOW)

enum
{
  DECK_READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkTextBuffer *
buffer_of (DrDeckImportDialog *self)
{
  return gtk_text_view_get_buffer (self->text_view);
}

static void
mark_line (DrDeckImportDialog *self,
           guint               number)
{
  GtkTextBuffer *buffer = buffer_of (self);
  GtkTextIter start, end;

  if (!gtk_text_buffer_get_iter_at_line (buffer, &start, number - 1))
    return;
  end = start;
  if (!gtk_text_iter_ends_line (&end))
    gtk_text_iter_forward_to_line_end (&end);
  gtk_text_buffer_apply_tag (buffer, self->problem_tag, &start, &end);
}

/* Rewrites the record (a text line, or an OCTGN deck's <card> element) as
 * the candidate would read it, so that the list the user sees stays the list
 * that is imported. */
static void
on_candidate_clicked_cb (GtkButton          *button,
                         DrDeckImportDialog *self)
{
  guint record = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "record-index"));
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "candidate-index"));
  GtkTextBuffer *buffer = buffer_of (self);
  const DrDeckImportLine *line;
  g_autofree char *text = NULL;
  g_autofree char *replacement = NULL;
  GtkTextIter start, end;

  /* After an edit the offsets are stale; the list is about to be rebuilt. */
  if (self->resolve_source != 0 || self->import == NULL || record >= self->import->lines->len)
    return;
  line = g_ptr_array_index (self->import->lines, record);
  if (index >= line->candidates->len)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (line->record_end > strlen (text) || line->record_start > line->record_end)
    return;
  replacement = dr_deck_import_line_rewrite (self->import, line, g_ptr_array_index (line->candidates, index));
  gtk_text_buffer_get_iter_at_offset (buffer, &start, g_utf8_pointer_to_offset (text, text + line->record_start));
  gtk_text_buffer_get_iter_at_offset (buffer, &end, g_utf8_pointer_to_offset (text, text + line->record_end));
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_delete (buffer, &start, &end);
  gtk_text_buffer_insert (buffer, &start, replacement, -1);
  gtk_text_buffer_end_user_action (buffer);
}

static GtkWidget *
new_problem_row (DrDeckImportDialog     *self,
                 guint                   record,
                 const DrDeckImportLine *line)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading;
  GtkWidget *candidates;
  GtkWidget *row;
  g_autofree char *text = NULL;

  /* Translators: %u is a line number of a pasted deck list, %s the line as written */
  text = g_strdup_printf (_("Line %u: %s"), line->number, line->text);
  heading = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  if (line->message != NULL)
    {
      GtkWidget *message = gtk_label_new (line->message);

      gtk_label_set_xalign (GTK_LABEL (message), 0);
      gtk_label_set_wrap (GTK_LABEL (message), TRUE);
      gtk_widget_add_css_class (message, "dim-label");
      gtk_box_append (GTK_BOX (box), message);
    }

  if (line->candidates->len == 0)
    goto done;
  candidates = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (candidates), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (candidates), 4);
  for (guint i = 0; i < line->candidates->len; i++)
    {
      const DrDeckCandidate *candidate = g_ptr_array_index (line->candidates, i);
      g_autofree char *label = candidate->pack_name != NULL
                               ? g_strdup_printf ("%s (%s)", candidate->title, candidate->pack_name)
                               : g_strdup (candidate->title);
      GtkWidget *button = gtk_button_new_with_label (label);

      g_object_set_data (G_OBJECT (button), "record-index", GUINT_TO_POINTER (record));
      g_object_set_data (G_OBJECT (button), "candidate-index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_candidate_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (candidates), button);
    }
  gtk_box_append (GTK_BOX (box), candidates);

done:
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "line-number", GUINT_TO_POINTER (line->number));
  g_object_set_data (G_OBJECT (row), "record-index", GUINT_TO_POINTER (record));
  return row;
}

static void
update_status (DrDeckImportDialog *self,
               const GError       *error)
{
  g_autofree char *text = NULL;

  if (error != NULL)
    text = g_strdup (error->message);
  else if (self->import == NULL || self->import->lines->len == 0)
    text = g_strdup (_("Paste a deck list in any common format, open a file or fetch a NetrunnerDB decklist."));
  else if (self->import->n_problems > 0)
    text = g_strdup_printf (ngettext ("%u line needs a choice before the deck can be imported.",
                                      "%u lines need a choice before the deck can be imported.",
                                      self->import->n_problems),
                            self->import->n_problems);
  else
    {
      int n_cards = dr_deck_count_cards (self->import->deck);

      text = g_strdup_printf (ngettext ("Every line is understood: %d card.",
                                        "Every line is understood: %d cards.", n_cards),
                              n_cards);
    }
  gtk_label_set_text (self->status_label, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "import.import",
                                 dr_deck_import_dialog_can_import (self));
}

static void
resolve (DrDeckImportDialog *self)
{
  GtkTextBuffer *buffer = buffer_of (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  g_clear_handle_id (&self->resolve_source, g_source_remove);
  g_clear_pointer (&self->import, dr_deck_import_free);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->problem_tag, &start, &end);
  dr_list_box_remove_all (self->problem_list);

  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  self->import = dr_deck_import_text (self->index, text, -1, self->source_name, &error);
  if (self->import != NULL)
    for (guint i = 0; i < self->import->lines->len; i++)
      {
        const DrDeckImportLine *line = g_ptr_array_index (self->import->lines, i);

        if (!dr_deck_line_is_problem (line))
          continue;
        mark_line (self, line->number);
        gtk_list_box_append (self->problem_list, new_problem_row (self, i, line));
      }
  gtk_widget_set_visible (self->problems_scroller,
                          self->import != NULL && self->import->n_problems > 0);
  update_status (self, error);
}

static gboolean
resolve_cb (gpointer user_data)
{
  DrDeckImportDialog *self = user_data;

  self->resolve_source = 0;
  resolve (self);
  return G_SOURCE_REMOVE;
}

static void
on_buffer_changed_cb (GtkTextBuffer      *buffer,
                      DrDeckImportDialog *self)
{
  g_clear_handle_id (&self->resolve_source, g_source_remove);
  self->resolve_source = g_timeout_add (RESOLVE_DELAY_MS, resolve_cb, self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "import.import", FALSE);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  DrDeckImportDialog *self = DR_DECK_IMPORT_DIALOG (widget);

  if (!dr_deck_import_dialog_can_import (self))
    return;
  g_signal_emit (self, signals[DECK_READY], 0, self->import->deck);
  gtk_window_close (GTK_WINDOW (self));
}

/* Loading a file */

static void
on_file_loaded_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(DrDeckImportDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_load_contents_finish (G_FILE (source), result, &contents, &length, NULL, &error))
    {
      gtk_label_set_text (self->fetch_error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->fetch_error_label), TRUE);
      return;
    }
  if (!g_utf8_validate (contents, length, NULL))
    {
      gtk_label_set_text (self->fetch_error_label, _("The file is not a text deck list."));
      gtk_widget_set_visible (GTK_WIDGET (self->fetch_error_label), TRUE);
      return;
    }
  g_free (self->source_name);
  self->source_name = g_file_get_basename (G_FILE (source));
  gtk_widget_set_visible (GTK_WIDGET (self->fetch_error_label), FALSE);
  gtk_text_buffer_set_text (buffer_of (self), contents, length);
  resolve (self);
}

void
dr_deck_import_dialog_load_file (DrDeckImportDialog *self,
                                 GFile              *file)
{
  g_return_if_fail (DR_IS_DECK_IMPORT_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));

  g_file_load_contents_async (file, NULL, on_file_loaded_cb, g_object_ref (self));
}

static void
on_chooser_response_cb (GtkNativeDialog    *chooser,
                        int                 response,
                        DrDeckImportDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        dr_deck_import_dialog_load_file (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
open_file_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DrDeckImportDialog *self = DR_DECK_IMPORT_DIALOG (widget);
  g_autoptr(GtkFileFilter) lists = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  gtk_file_filter_set_name (lists, _("Deck lists"));
  for (int format = 0; format < DR_DECK_N_FORMATS; format++)
    gtk_file_filter_add_suffix (lists, dr_deck_format_get_info (format)->extension);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");

  self->chooser = gtk_file_chooser_native_new (_("Open Deck List"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), lists);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), all);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* Fetching a decklist */

typedef struct
{
  char *store_path;
  char *source_url;
  char *url_or_id;
} FetchData;

static void
fetch_data_free (FetchData *data)
{
  g_free (data->store_path);
  g_free (data->source_url);
  g_free (data->url_or_id);
  g_free (data);
}

/* The worker opens its own connection: sqlite handles are not shared across threads here. */
static void
fetch_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  FetchData *data = task_data;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GError) error = NULL;
  DrSyncOptions options;
  DrDeck *deck;

  store = dr_card_store_open (data->store_path, &error);
  if (store == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  dr_sync_options_init (&options);
  g_free (options.source_url);
  options.source_url = g_strdup (data->source_url);
  /* Plain http is still refused for every host but this machine's. */
  options.http.allow_http_loopback = TRUE;
  deck = dr_sync_fetch_decklist (store, &options, data->url_or_id, cancellable, &error);
  dr_sync_options_clear (&options);
  if (deck == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, deck, (GDestroyNotify) dr_deck_free);
}

static void
set_fetching (DrDeckImportDialog *self,
              gboolean            fetching)
{
  gtk_widget_set_visible (GTK_WIDGET (self->fetch_spinner), fetching);
  gtk_spinner_set_spinning (self->fetch_spinner, fetching);
  gtk_widget_set_visible (self->cancel_fetch_button, fetching);
  gtk_widget_set_visible (self->fetch_button, !fetching);
  gtk_editable_set_editable (GTK_EDITABLE (self->url_entry), !fetching);
}

static void
on_fetched_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(DrDeckImportDialog) self = user_data;
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  deck = g_task_propagate_pointer (G_TASK (result), &error);
  g_clear_object (&self->fetch_cancellable);
  set_fetching (self, FALSE);
  /* NetrunnerDB's own format keeps the name and the printings. */
  if (deck != NULL)
    text = dr_deck_export_text (self->index, deck, DR_DECK_FORMAT_NETRUNNERDB, &error);
  if (text == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          gtk_label_set_text (self->fetch_error_label, error->message);
          gtk_widget_set_visible (GTK_WIDGET (self->fetch_error_label), TRUE);
        }
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->fetch_error_label), FALSE);
  g_clear_pointer (&self->source_name, g_free);
  gtk_text_buffer_set_text (buffer_of (self), text, -1);
  resolve (self);
}

void
dr_deck_import_dialog_fetch (DrDeckImportDialog *self,
                             const char         *source_url,
                             const char         *url_or_id)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  FetchData *data;

  g_return_if_fail (DR_IS_DECK_IMPORT_DIALOG (self));
  g_return_if_fail (url_or_id != NULL);

  if (self->fetch_cancellable != NULL)
    return;
  /* A mistyped address is told at once, without a trip to the network. */
  id = dr_sync_parse_decklist_id (url_or_id, &error);
  if (id == NULL)
    {
      gtk_label_set_text (self->fetch_error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->fetch_error_label), TRUE);
      return;
    }
  data = g_new0 (FetchData, 1);
  data->store_path = g_strdup (dr_card_store_get_path (dr_context_get_card_store (self->context)));
  data->source_url = g_strdup (source_url);
  data->url_or_id = g_strdup (url_or_id);
  self->fetch_cancellable = g_cancellable_new ();
  set_fetching (self, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->fetch_error_label), FALSE);
  task = g_task_new (NULL, self->fetch_cancellable, on_fetched_cb, g_object_ref (self));
  g_task_set_source_tag (task, dr_deck_import_dialog_fetch);
  g_task_set_task_data (task, data, (GDestroyNotify) fetch_data_free);
  g_task_run_in_thread (task, fetch_thread);
}

gboolean
dr_deck_import_dialog_is_fetching (DrDeckImportDialog *self)
{
  g_return_val_if_fail (DR_IS_DECK_IMPORT_DIALOG (self), FALSE);

  return self->fetch_cancellable != NULL;
}

/* The mirror the preferences name, if any: decklists come from the same
 * place as the cards. */
static char *
settings_source (DrDeckImportDialog *self)
{
  return g_settings_get_string (dr_context_get_settings (self->context), "sync-source");
}

static void
fetch_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  DrDeckImportDialog *self = DR_DECK_IMPORT_DIALOG (widget);
  g_autofree char *source = settings_source (self);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->url_entry));

  if (*text != '\0')
    dr_deck_import_dialog_fetch (self, source, text);
}

static void
on_url_activate_cb (DrDeckImportDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "import.fetch", NULL);
}

static void
cancel_fetch_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  DrDeckImportDialog *self = DR_DECK_IMPORT_DIALOG (widget);

  if (self->fetch_cancellable != NULL)
    g_cancellable_cancel (self->fetch_cancellable);
}

/* Object */

static void
dr_deck_import_dialog_dispose (GObject *object)
{
  DrDeckImportDialog *self = DR_DECK_IMPORT_DIALOG (object);

  g_clear_handle_id (&self->resolve_source, g_source_remove);
  if (self->fetch_cancellable != NULL)
    g_cancellable_cancel (self->fetch_cancellable);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_DECK_IMPORT_DIALOG);
  g_clear_object (&self->context);

  G_OBJECT_CLASS (dr_deck_import_dialog_parent_class)->dispose (object);
}

static void
dr_deck_import_dialog_finalize (GObject *object)
{
  DrDeckImportDialog *self = DR_DECK_IMPORT_DIALOG (object);

  g_clear_pointer (&self->import, dr_deck_import_free);
  g_clear_object (&self->fetch_cancellable);
  g_free (self->source_name);

  G_OBJECT_CLASS (dr_deck_import_dialog_parent_class)->finalize (object);
}

static void
dr_deck_import_dialog_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  dr_context_set_property (&DR_DECK_IMPORT_DIALOG (object)->context, object, prop_id, value, pspec);
}

static void
dr_deck_import_dialog_class_init (DrDeckImportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->set_property = dr_deck_import_dialog_set_property;
  object_class->dispose = dr_deck_import_dialog_dispose;
  object_class->finalize = dr_deck_import_dialog_finalize;

  dr_context_install_property (object_class);

  /**
   * DrDeckImportDialog::deck-ready:
   * @deck: (type gpointer) (transfer none): the DrDeck read from the list
   *
   * The user imports the list; every line resolved.
   */
  signals[DECK_READY] = g_signal_new ("deck-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/dr-deck-import-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, import_button);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, url_entry);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, fetch_spinner);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, fetch_button);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, cancel_fetch_button);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, fetch_error_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, text_view);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, problems_scroller);
  gtk_widget_class_bind_template_child (widget_class, DrDeckImportDialog, problem_list);
  gtk_widget_class_bind_template_callback (widget_class, on_url_activate_cb);

  gtk_widget_class_install_action (widget_class, "import.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "import.open-file", NULL, open_file_action);
  gtk_widget_class_install_action (widget_class, "import.fetch", NULL, fetch_action);
  gtk_widget_class_install_action (widget_class, "import.cancel-fetch", NULL, cancel_fetch_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "import.open-file", NULL);
}

static void
dr_deck_import_dialog_init (DrDeckImportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->problem_tag = gtk_text_buffer_create_tag (buffer_of (self), "problem",
                                                  "underline", PANGO_UNDERLINE_ERROR,
                                                  "background", "rgba(224, 27, 36, 0.15)",
                                                  NULL);
  g_signal_connect (buffer_of (self), "changed", G_CALLBACK (on_buffer_changed_cb), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "import.import", FALSE);
}

DrDeckImportDialog *
dr_deck_import_dialog_new (GtkWindow         *parent,
                           DrContext         *context,
                           const DrCardIndex *index)
{
  DrDeckImportDialog *self;

  g_return_val_if_fail (DR_IS_CONTEXT (context), NULL);
  g_return_val_if_fail (index != NULL, NULL);

  self = g_object_new (DR_TYPE_DECK_IMPORT_DIALOG,
                       "transient-for", parent,
                       "context", context,
                       NULL);
  self->index = index;
  resolve (self);
  return self;
}

void
dr_deck_import_dialog_set_text (DrDeckImportDialog *self,
                                const char         *text)
{
  g_return_if_fail (DR_IS_DECK_IMPORT_DIALOG (self));

  gtk_text_buffer_set_text (buffer_of (self), text, -1);
}

char *
dr_deck_import_dialog_get_text (DrDeckImportDialog *self)
{
  GtkTextIter start, end;

  g_return_val_if_fail (DR_IS_DECK_IMPORT_DIALOG (self), NULL);

  gtk_text_buffer_get_bounds (buffer_of (self), &start, &end);
  return gtk_text_buffer_get_text (buffer_of (self), &start, &end, FALSE);
}

const DrDeckImport *
dr_deck_import_dialog_get_import (DrDeckImportDialog *self)
{
  g_return_val_if_fail (DR_IS_DECK_IMPORT_DIALOG (self), NULL);

  if (self->resolve_source != 0)
    resolve (self);
  return self->import;
}

static GtkWidget *
candidate_button_of_row (DrDeckImportDialog *self,
                         const char         *key,
                         guint               value,
                         guint               index)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->problem_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *flow;
      GtkFlowBoxChild *child;

      if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), key)) != value)
        continue;
      flow = gtk_widget_get_last_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
      if (!GTK_IS_FLOW_BOX (flow))
        return NULL;
      child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (flow), index);
      return child != NULL ? gtk_flow_box_child_get_child (child) : NULL;
    }
  return NULL;
}

GtkWidget *
dr_deck_import_dialog_get_candidate_button (DrDeckImportDialog *self,
                                            guint               number,
                                            guint               index)
{
  g_return_val_if_fail (DR_IS_DECK_IMPORT_DIALOG (self), NULL);

  return candidate_button_of_row (self, "line-number", number, index);
}

GtkWidget *
dr_deck_import_dialog_get_record_candidate_button (DrDeckImportDialog *self,
                                                   guint               record,
                                                   guint               index)
{
  g_return_val_if_fail (DR_IS_DECK_IMPORT_DIALOG (self), NULL);

  return candidate_button_of_row (self, "record-index", record, index);
}

gboolean
dr_deck_import_dialog_line_is_marked (DrDeckImportDialog *self,
                                      guint               number)
{
  GtkTextIter iter;

  g_return_val_if_fail (DR_IS_DECK_IMPORT_DIALOG (self), FALSE);

  if (!gtk_text_buffer_get_iter_at_line (buffer_of (self), &iter, number - 1))
    return FALSE;
  return gtk_text_iter_has_tag (&iter, self->problem_tag);
}

gboolean
dr_deck_import_dialog_can_import (DrDeckImportDialog *self)
{
  g_return_val_if_fail (DR_IS_DECK_IMPORT_DIALOG (self), FALSE);

  return self->resolve_source == 0
         && self->import != NULL
         && self->import->n_problems == 0
         && (dr_deck_count_cards (self->import->deck) > 0 || self->import->deck->identity != NULL);
}
