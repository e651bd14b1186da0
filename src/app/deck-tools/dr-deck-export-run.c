/* dr-deck-export-run.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-export-run"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-deck-export.h"
#include "dr-deck-export-run-private.h"

typedef struct
{
  GtkWindow            *parent;     /* weak: may go before the dialog */
  const DrCardIndex    *index;
  DrDeck               *deck;
  GtkDropDown          *dropdown;
  GtkFileChooserNative *chooser;
} ExportRun;

static void
export_run_free (ExportRun *run)
{
  g_clear_weak_pointer (&run->parent);
  dr_deck_free (run->deck);
  if (run->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (run->chooser));
  g_clear_object (&run->chooser);
  g_free (run);
}

/* Puts @deck, written in @format, on @clipboard. */
static gboolean
dr_deck_export_copy (GdkClipboard       *clipboard,
                     const DrCardIndex  *index,
                     const DrDeck       *deck,
                     DrDeckFormat        format,
                     GError            **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (GDK_IS_CLIPBOARD (clipboard), FALSE);

  text = dr_deck_export_text (index, deck, format, error);
  if (text == NULL)
    return FALSE;
  gdk_clipboard_set_text (clipboard, text);
  return TRUE;
}

GFile *
dr_deck_export_save (const DrCardIndex  *index,
                     const DrDeck       *deck,
                     DrDeckFormat        format,
                     GFile              *file,
                     GError            **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *basename = NULL;

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Decks can only be saved to local files."));
      return NULL;
    }
  basename = g_path_get_basename (path);
  if (strchr (basename, '.') == NULL)
    {
      char *with_extension = g_strconcat (path, ".", dr_deck_format_get_info (format)->extension, NULL);

      g_free (path);
      path = with_extension;
    }
  if (!dr_deck_export_file (index, deck, format, path, error))
    return NULL;
  return g_file_new_for_path (path);
}

static void
show_error (GtkWindow    *parent,
            const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, _("The Deck Could Not Be Exported"), error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static DrDeckFormat
chosen_format (ExportRun *run)
{
  guint selected = gtk_drop_down_get_selected (run->dropdown);

  return selected < DR_DECK_N_FORMATS ? (DrDeckFormat) selected : DR_DECK_FORMAT_NETRUNNERDB;
}

static void
on_save_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     ExportRun       *run)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) written = NULL;
  g_autoptr(GError) error = NULL;
  GtkFileFilter *filter;
  DrDeckFormat format = chosen_format (run);

  if (response != GTK_RESPONSE_ACCEPT)
    goto done;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  /* The filter names the format; the extension decides only where several share it. */
  if (filter != NULL && g_object_get_data (G_OBJECT (filter), "format") != NULL)
    format = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (filter), "format")) - 1;
  else
    {
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL && !dr_deck_format_from_path (path, &format))
        format = chosen_format (run);
    }
  written = dr_deck_export_save (run->index, run->deck, format, file, &error);
  if (written == NULL)
    show_error (run->parent, error);

done:
  export_run_free (run);
}

static void
save_as (ExportRun *run)
{
  DrDeckFormat current = chosen_format (run);
  g_autofree char *name = NULL;

  run->chooser = gtk_file_chooser_native_new (_("Save Deck"), run->parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                              _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (run->chooser), TRUE);
  for (int format = 0; format < DR_DECK_N_FORMATS; format++)
    {
      const DrDeckFormatInfo *info = dr_deck_format_get_info (format);
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(info->label));
      gtk_file_filter_add_suffix (filter, info->extension);
      g_object_set_data (G_OBJECT (filter), "format", GINT_TO_POINTER (format + 1));
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (run->chooser), filter);
      if ((DrDeckFormat) format == current)
        gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (run->chooser), filter);
    }
  name = g_strconcat (run->deck->name != NULL && *run->deck->name != '\0' ? run->deck->name : _("Deck"),
                      ".", dr_deck_format_get_info (current)->extension, NULL);
  g_strdelimit (name, "/\\", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (run->chooser), name);
  g_signal_connect (run->chooser, "response", G_CALLBACK (on_save_response_cb), run);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (run->chooser));
}

static void
on_response_cb (AdwMessageDialog *dialog,
                const char       *response,
                ExportRun        *run)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "copy"))
    {
      if (!dr_deck_export_copy (gtk_widget_get_clipboard (GTK_WIDGET (dialog)), run->index, run->deck,
                                chosen_format (run), &error))
        show_error (run->parent, error);
    }
  else if (g_str_equal (response, "save"))
    {
      save_as (run);
      return;   /* the chooser's response frees the run */
    }
  export_run_free (run);
}

AdwMessageDialog *
dr_deck_export_run (GtkWindow         *parent,
                    const DrCardIndex *index,
                    const DrDeck      *deck)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  ExportRun *run;
  GtkWidget *dialog;

  g_return_val_if_fail (index != NULL, NULL);
  g_return_val_if_fail (deck != NULL, NULL);

  run = g_new0 (ExportRun, 1);
  g_set_weak_pointer (&run->parent, parent);
  run->index = index;
  run->deck = dr_deck_copy (deck);
  for (int format = 0; format < DR_DECK_N_FORMATS; format++)
    gtk_string_list_append (labels, _(dr_deck_format_get_info (format)->label));
  run->dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&labels)), NULL));
  gtk_accessible_update_property (GTK_ACCESSIBLE (run->dropdown),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Format"), -1);

  dialog = adw_message_dialog_new (parent, _("Export Deck"),
                                   _("Save the deck as a file or copy it to paste elsewhere."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), GTK_WIDGET (run->dropdown));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "copy", _("C_opy to Clipboard"),
                                    "save", _("_Save As…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_response_cb), run);
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}
