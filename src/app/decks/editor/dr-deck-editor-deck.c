/* dr-deck-editor-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-contents.h"
#include "dr-deck-editor-private.h"
#include "dr-deck-formats.h"

/* The deck pane: what the deck is and whether it is legal, redrawn from the
 * session after each change, and the fields the user edits in place. */

static void
update_banner (DrDeckEditor *self)
{
  const DrLegalityReport *report = dr_deck_session_get_report (self->session);
  const GError *error = dr_deck_session_get_report_error (self->session);
  GtkWidget *child;
  g_autofree char *title = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_box))) != NULL)
    gtk_box_remove (self->problems_box, child);
  if (report == NULL)
    {
      gtk_label_set_text (self->banner_title, _("This deck cannot be checked"));
      gtk_box_append (self->problems_box, gtk_label_new (error != NULL ? error->message : ""));
      gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
      return;
    }
  if (report->legal)
    {
      gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
      return;
    }
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "Not legal in %s: %u problem",
                                        "Not legal in %s: %u problems",
                                        report->problems->len),
                           dr_deck_formats_name (report->format), report->problems->len);
  gtk_label_set_text (self->banner_title, title);
  for (guint i = 0; i < report->problems->len; i++)
    {
      DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);
      GtkWidget *label = gtk_label_new (problem->message);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_box_append (self->problems_box, label);
    }
  gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
}

static void
update_summary (DrDeckEditor *self)
{
  const DrLegalityReport *report = dr_deck_session_get_report (self->session);
  g_autoptr(GString) text = g_string_new (NULL);
  int size = dr_deck_count_cards (dr_deck_editor_deck (self));

  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d card", "%d cards", size), size);
  if (report == NULL)
    {
      gtk_label_set_text (self->summary_label, text->str);
      return;
    }
  g_string_append (text, " · ");
  /* Translators: the smallest deck size the identity allows */
  g_string_append_printf (text, _("at least %d"), report->min_size);
  g_string_append (text, " · ");
  if (report->influence_limit == DR_LEGALITY_UNBOUNDED)
    /* Translators: influence spent, with no limit */
    g_string_append_printf (text, _("influence %d"), report->influence_used);
  else
    /* Translators: influence spent of the identity's limit */
    g_string_append_printf (text, _("influence %d of %d"), report->influence_used, report->influence_limit);
  if (report->has_agenda_points)
    {
      g_string_append (text, " · ");
      /* Translators: agenda points in the deck, and the range the deck size requires */
      g_string_append_printf (text, _("%d agenda points (%d–%d)"), report->agenda_points,
                              report->agenda_points_min, report->agenda_points_max);
    }
  if (report->legal)
    {
      g_string_append (text, " · ");
      g_string_append (text, _("Legal"));
    }
  gtk_label_set_text (self->summary_label, text->str);
}

static void
update_deck_list (DrDeckEditor *self)
{
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (self->deck_list);
  g_autofree char *selected_code = NULL;
  gboolean had_focus = selected != NULL && gtk_widget_has_focus (GTK_WIDGET (selected));

  if (selected != NULL)
    selected_code = g_strdup (dr_deck_contents_row_code (selected));
  dr_deck_contents_fill (self->deck_list, dr_deck_editor_deck (self), self->names,
                         dr_deck_editor_lookup_card, self);
  if (selected_code == NULL)
    return;
  /* The selection follows its card through the redraw. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->deck_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (dr_deck_contents_row_code (GTK_LIST_BOX_ROW (child)), selected_code) == 0)
      {
        gtk_list_box_select_row (self->deck_list, GTK_LIST_BOX_ROW (child));
        if (had_focus)
          gtk_widget_grab_focus (child);
        break;
      }
}

static void
update_selectors (DrDeckEditor *self)
{
  const DrDeck *deck = dr_deck_editor_deck (self);
  guint banlist = 0;

  gtk_drop_down_set_selected (self->format_dropdown, dr_deck_formats_position (deck->format));
  if (deck->banlist != NULL)
    g_ptr_array_find_with_equal_func (self->banlist_codes, deck->banlist, g_str_equal, &banlist);
  gtk_drop_down_set_selected (self->banlist_dropdown, banlist);
}

/* Everything but the notes and tags, which only the user changes. */
void
dr_deck_editor_refresh (DrDeckEditor *self)
{
  if (self->session == NULL)
    return;
  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_label), dr_deck_editor_deck (self)->name);
  dr_deck_editor_update_identity_button (self);
  update_selectors (self);
  update_banner (self);
  dr_deck_editor_update_fixes (self);
  update_summary (self);
  update_deck_list (self);
  dr_deck_editor_update_copies_badges (self);
  dr_deck_editor_update_actions (self);
  dr_deck_editor_update_stats (self);
  dr_deck_editor_update_pages (self, FALSE);
  self->syncing = FALSE;
}

void
dr_deck_editor_show_notes_and_tags (DrDeckEditor *self)
{
  const DrDeck *deck = dr_deck_editor_deck (self);
  g_autoptr(GPtrArray) tags = g_ptr_array_new ();
  g_autofree char *text = NULL;

  self->syncing = TRUE;
  for (guint i = 0; i < deck->tags->len; i++)
    g_ptr_array_add (tags, g_ptr_array_index (deck->tags, i));
  g_ptr_array_add (tags, NULL);
  text = g_strjoinv (", ", (char **) tags->pdata);
  gtk_editable_set_text (GTK_EDITABLE (self->tags_entry), text);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->notes_view),
                            deck->notes != NULL ? deck->notes : "", -1);
  self->syncing = FALSE;
}

void
dr_deck_editor_change_quantity (DrDeckEditor *self,
                                const char   *code,
                                int           delta)
{
  if (self->session != NULL)
    dr_deck_session_add (self->session, code, delta);
}

/* `+` and `-` change the selected card, in the results or in the deck. */
int
dr_deck_editor_key_delta (guint           keyval,
                          GdkModifierType state)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return 0;
  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:
      return 1;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      return -1;
    default:
      return 0;
    }
}

static gboolean
on_deck_key_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                DrDeckEditor          *self)
{
  int delta = dr_deck_editor_key_delta (keyval, state);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->deck_list);
  g_autofree char *code = NULL;

  if (delta == 0)
    return FALSE;
  /* The row goes with the redraw: the code must outlive it. */
  code = row != NULL ? g_strdup (dr_deck_contents_row_code (row)) : NULL;
  dr_deck_editor_change_quantity (self, code, delta);
  return TRUE;
}

/* A search result dropped onto the deck adds a copy: the row carries its code. */
static gboolean
on_deck_drop_cb (GtkDropTarget *target,
                 const GValue  *value,
                 double         x,
                 double         y,
                 DrDeckEditor  *self)
{
  const char *code = g_value_get_string (value);
  const DrCard *card = code != NULL ? dr_deck_editor_lookup_card (code, self) : NULL;

  if (card == NULL || self->session == NULL || !dr_deck_editor_fits_deck (self, card))
    return FALSE;
  dr_deck_editor_change_quantity (self, code, 1);
  return TRUE;
}

/* Name, format, ban list, notes and tags */

static void
on_name_editing_cb (DrDeckEditor *self)
{
  if (self->syncing || self->session == NULL || gtk_editable_label_get_editing (self->name_label))
    return;
  /* A name refused or unchanged: the label shows the deck's own again. */
  if (!dr_deck_session_set_name (self->session, gtk_editable_get_text (GTK_EDITABLE (self->name_label))))
    dr_deck_editor_refresh (self);
}

static void
on_format_selected_cb (DrDeckEditor *self)
{
  if (self->syncing || self->session == NULL)
    return;
  dr_deck_session_set_format (self->session,
                              dr_deck_formats_code (gtk_drop_down_get_selected (self->format_dropdown)));
}

static void
on_banlist_selected_cb (DrDeckEditor *self)
{
  guint position = gtk_drop_down_get_selected (self->banlist_dropdown);

  if (self->syncing || self->session == NULL || position >= self->banlist_codes->len)
    return;
  dr_deck_session_set_banlist (self->session, g_ptr_array_index (self->banlist_codes, position));
}

static void
on_tags_changed_cb (DrDeckEditor *self)
{
  g_auto(GStrv) tags = NULL;

  if (self->syncing || self->session == NULL)
    return;
  tags = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->tags_entry)), ",", -1);
  dr_deck_session_set_tags (self->session, (const char *const *) tags);
}

static void
on_notes_changed_cb (DrDeckEditor  *self,
                     GtkTextBuffer *buffer)
{
  GtkTextIter start, end;
  g_autofree char *notes = NULL;

  if (self->syncing || self->session == NULL)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  notes = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  dr_deck_session_set_notes (self->session, notes);
}

void
dr_deck_editor_deck_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_name_editing_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_format_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_banlist_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_tags_changed_cb);
}

void
dr_deck_editor_deck_init (DrDeckEditor *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  g_autoptr(GListModel) formats = dr_deck_formats_new_model ();

  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_deck_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->deck_list), controller);
  g_signal_connect (drop, "drop", G_CALLBACK (on_deck_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->deck_list), GTK_EVENT_CONTROLLER (drop));
  g_signal_connect_object (gtk_text_view_get_buffer (self->notes_view), "changed",
                           G_CALLBACK (on_notes_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_drop_down_set_model (self->format_dropdown, formats);
}
