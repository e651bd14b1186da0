/* dr-play-util.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-util"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "dr-play-log-line.h"
#include "dr-play-text.h"
#include "dr-play-util-private.h"
#include "dr-toast.h"

void
dr_play_remove_children (GtkWidget *parent)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (parent)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (parent))
        gtk_flow_box_remove (GTK_FLOW_BOX (parent), child);
      else if (GTK_IS_BOX (parent))
        gtk_box_remove (GTK_BOX (parent), child);
      else
        gtk_widget_unparent (child);
    }
}

void
dr_play_ensure_style (void)
{
  static gboolean loaded;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (loaded || gdk_display_get_default () == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/play.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

char *
dr_play_seat_name (const DrNrState *view,
                   int              seat)
{
  DrEngineText text = { .format = "{1}", .n_args = 1 };

  text.args[0] = (DrEngineArg) { DR_ENGINE_ARG_SEAT, seat, dr_nr_seat_name (view, seat) };
  return dr_play_text_translate (&text, NULL, NULL);
}

char *
dr_play_server_name (int server)
{
  switch (server)
    {
    case DR_NR_SERVER_HQ:
      return g_strdup (_("HQ"));
    case DR_NR_SERVER_RD:
      return g_strdup (_("R&D"));
    case DR_NR_SERVER_ARCHIVES:
      return g_strdup (_("Archives"));
    case DR_NR_SERVER_NEW:
      return g_strdup (_("a new remote server"));
    default:
      /* Translators: a remote server and its number */
      return g_strdup_printf (_("Server %d"), server - DR_NR_SERVER_REMOTE0 + 1);
    }
}


/* The adjustment changes when the rows are allocated: moving it now shows
 * the end in the same frame's drawing, or the next. */
void
dr_play_keep_at_end (GtkAdjustment *adjustment)
{
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
}

static gboolean
keep_at_end_cb (GtkWidget     *scroller,
                GdkFrameClock *clock,
                gpointer       data)
{
  g_object_set_data (G_OBJECT (scroller), "dr-play-end-tick", NULL);
  dr_play_keep_at_end (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)));
  return G_SOURCE_REMOVE;
}

/* Moving the adjustment from its "changed" signal, which comes while the
 * list is allocated, would ask for another allocation of a viewport being
 * drawn: GTK warns that it has none. */
void
dr_play_keep_at_end_soon (GtkWidget *scroller)
{
  if (g_object_get_data (G_OBJECT (scroller), "dr-play-end-tick") != NULL)
    return;
  g_object_set_data (G_OBJECT (scroller), "dr-play-end-tick", GUINT_TO_POINTER (
                     gtk_widget_add_tick_callback (scroller, keep_at_end_cb, NULL, NULL)));
}

void
dr_play_update_at_end (GtkAdjustment *adjustment,
                       gboolean      *follow)
{
  if (gtk_adjustment_get_page_size (adjustment) > 0)
    *follow = gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment)
              >= gtk_adjustment_get_upper (adjustment) - 4;
}

/* GTK 4.8 asks the display where the pointer is whenever a widget's tooltip
 * text changes (a round trip to the X server): with the dozens of tooltips
 * a table updates, that was a quarter of an update (bench-play).  The text
 * is kept here instead and given to GTK when a tooltip is about to show. */
#define TOOLTIP_KEY "dr-play-tooltip"

static gboolean
on_query_tooltip_cb (GtkWidget  *widget,
                     int         x,
                     int         y,
                     gboolean    keyboard,
                     GtkTooltip *tooltip,
                     gpointer    data)
{
  const char *text = g_object_get_data (G_OBJECT (widget), TOOLTIP_KEY);

  if (text == NULL || *text == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
dr_play_set_tooltip (GtkWidget  *widget,
                     const char *text)
{
  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), TOOLTIP_KEY), text) == 0)
    return;
  if (g_object_get_data (G_OBJECT (widget), TOOLTIP_KEY) == NULL)
    {
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), NULL);
      gtk_widget_set_has_tooltip (widget, TRUE);
    }
  g_object_set_data_full (G_OBJECT (widget), TOOLTIP_KEY, g_strdup (text != NULL ? text : ""), g_free);
  /* What gtk_widget_set_tooltip_text would tell assistive technologies. */
  if (text != NULL && *text != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

const char *
dr_play_get_tooltip (GtkWidget *widget)
{
  const char *text = g_object_get_data (G_OBJECT (widget), TOOLTIP_KEY);

  if (text != NULL)
    return *text != '\0' ? text : NULL;
  return gtk_widget_get_tooltip_text (widget);
}

static void
attach_menu_cb (GtkMenuButton *button,
                gpointer       data)
{
  gtk_menu_button_set_menu_model (button, g_object_get_data (G_OBJECT (button), "dr-play-menu"));
}

void
dr_play_menu_button_set_menu (GtkMenuButton *button,
                              GMenuModel    *menu)
{
  g_object_set_data_full (G_OBJECT (button), "dr-play-menu", g_object_ref (menu), g_object_unref);
  gtk_menu_button_set_create_popup_func (button, attach_menu_cb, NULL, NULL);
}

GMenuModel *
dr_play_menu_button_get_menu (GtkMenuButton *button)
{
  GMenuModel *menu = g_object_get_data (G_OBJECT (button), "dr-play-menu");

  return menu != NULL ? menu : gtk_menu_button_get_menu_model (button);
}

void
dr_play_menu_button_let_go (GtkMenuButton *button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  if (popover != NULL && !gtk_widget_get_visible (GTK_WIDGET (popover))
      && g_object_get_data (G_OBJECT (button), "dr-play-menu") != NULL)
    gtk_menu_button_set_menu_model (button, NULL);
}

typedef struct
{
  GtkWidget      *owner;
  DrPlayFileDone  done;
  gpointer        data;
} FileRequest;

static void
on_file_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     FileRequest     *request)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        request->done (request->owner, path, request->data);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (request->owner);
  g_free (request);
}

void
dr_play_choose_file (GtkWidget            *owner,
                     const char           *title,
                     GtkFileChooserAction  action,
                     const char           *accept_label,
                     const char           *suggested_name,
                     DrPlayFileDone        done,
                     gpointer              data)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (title, GTK_WINDOW (gtk_widget_get_root (owner)), action,
                                                              accept_label, _("_Cancel"));
  FileRequest *request = g_new0 (FileRequest, 1);

  request->owner = g_object_ref (owner);
  request->done = done;
  request->data = data;
  if (suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested_name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_file_response_cb), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

GtkWidget *
dr_play_log_label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  gtk_widget_set_margin_top (label, 2);
  gtk_widget_set_margin_bottom (label, 2);
  return label;
}

GtkWidget *
dr_play_log_row (gpointer item,
                 gpointer turn_kind)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = dr_play_log_label_new (dr_play_log_line_get_text (item));

  if (dr_play_log_line_get_kind (item) == GPOINTER_TO_INT (turn_kind))
    gtk_widget_add_css_class (label, "heading");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  return row;
}

static void
on_follow_changed_cb (GtkAdjustment *adjustment,
                      gboolean      *at_end)
{
  if (*at_end)
    dr_play_keep_at_end (adjustment);
}

static void
on_follow_scrolled_cb (GtkAdjustment *adjustment,
                       gboolean      *at_end)
{
  /* a value set while the list grows is followed by the scroll to the new end */
  dr_play_update_at_end (adjustment, at_end);
}

void
dr_play_follow_end (GtkScrolledWindow *scroller,
                    gboolean          *at_end)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

  *at_end = TRUE;
  g_signal_connect (adjustment, "changed", G_CALLBACK (on_follow_changed_cb), at_end);
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (on_follow_scrolled_cb), at_end);
}

void
dr_play_toast (GtkWidget  *widget,
               const char *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), dr_toast_new_text (message));
  else
    g_message ("%s", message);
}

static void
on_save_file_chosen (GtkWidget  *owner,
                     const char *path,
                     gpointer    data)
{
  DrPlaySaveFunc save = (DrPlaySaveFunc) data;
  g_autoptr(GError) error = NULL;

  dr_play_toast (owner, save (owner, path, &error) ? _("Game saved") : error->message);
}

void
dr_play_save_as (GtkWidget      *owner,
                 const char     *suggested_name,
                 DrPlaySaveFunc  save)
{
  dr_play_choose_file (owner, _("Save the Game"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), suggested_name,
                       on_save_file_chosen, (gpointer) save);
}

static void
on_export_file_chosen (GtkWidget  *owner,
                       const char *path,
                       gpointer    data)
{
  DrPlaySaveFunc export = (DrPlaySaveFunc) data;
  g_autoptr(GError) error = NULL;

  dr_play_toast (owner, export (owner, path, &error) ? _("Record exported") : error->message);
}

void
dr_play_export_as (GtkWidget      *owner,
                   const char     *suggested_name,
                   DrPlaySaveFunc  export)
{
  dr_play_choose_file (owner, _("Export the Record"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), suggested_name,
                       on_export_file_chosen, (gpointer) export);
}

void
dr_play_show_pass_screen (AdwStatusPage *page,
                          GtkButton     *reveal,
                          const char    *seat)
{
  /* Translators: the hot-seat screen between two players' decisions */
  g_autofree char *title = g_strdup_printf (_("Pass the device to %s"), seat);
  /* Translators: the button the next player presses on the hot-seat screen */
  g_autofree char *button = g_strdup_printf (_("I am %s: _Show My Table"), seat);

  adw_status_page_set_title (page, title);
  gtk_button_set_label (reveal, button);
}

void
dr_play_show_game_over (GtkRevealer *banner,
                        GtkLabel    *heading_label,
                        GtkLabel    *result_label,
                        const char  *heading,
                        const char  *result)
{
  if (result != NULL)
    {
      gtk_label_set_text (heading_label, heading != NULL ? heading : "");
      gtk_label_set_text (result_label, result);
    }
  gtk_revealer_set_reveal_child (banner, result != NULL);
}

void
dr_play_run_on_path (gpointer             source,
                     const char          *path,
                     gpointer             source_tag,
                     GTaskThreadFunc      work,
                     GCancellable        *cancellable,
                     GAsyncReadyCallback  callback,
                     gpointer             data)
{
  g_autoptr(GTask) task = g_task_new (source, cancellable, callback, data);

  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, work);
}
