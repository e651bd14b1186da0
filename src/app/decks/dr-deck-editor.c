/* dr-deck-editor.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-facts.h"
#include "dr-card-index.h"
#include "dr-card-names.h"
#include "dr-card-object.h"
#include "dr-card-results.h"
#include "dr-card-search.h"
#include "dr-deck-contents.h"
#include "dr-deck-editor.h"
#include "dr-deck-export-run.h"
#include "dr-deck-formats.h"
#include "dr-deck-missing.h"
#include "dr-deck-print.h"
#include "dr-deck-stats-page.h"
#include "dr-deck-store.h"
#include "dr-deck-versions.h"
#include "dr-error.h"

/* The deck is plain data (DrDeck) and every change goes through
 * begin_change(), which keeps a copy for undo; the widgets are then redrawn
 * from the deck and a fresh legality report. Notes and tags are kept out of
 * undo: undoing a card should not throw away what was typed since.
 *
 * The deck tools (import, export, print, statistics) read a DrCardIndex and
 * DrCardFacts of the store, built the first time a tool needs them: both read
 * the whole card pool. The tools' windows borrow them, so they are closed
 * before a new store replaces them. */
struct _DrDeckEditor
{
  GtkWidget           parent_instance;

  /* Template widgets */
  GtkEditableLabel   *name_label;
  GtkMenuButton      *identity_button;
  GtkPopover         *identity_popover;
  GtkSearchEntry     *identity_search;
  GtkListBox         *identity_list;
  GtkDropDown        *format_dropdown;
  GtkDropDown        *banlist_dropdown;
  GtkMenuButton      *versions_button;
  GtkPopover         *versions_popover;
  GtkListBox         *versions_list;
  GtkRevealer        *banner_revealer;
  GtkLabel           *banner_title;
  GtkBox             *problems_box;
  GtkSearchEntry     *search_entry;
  GtkLabel           *search_error;
  GtkListView        *results_view;
  GtkLabel           *summary_label;
  GtkListBox         *deck_list;
  GtkEntry           *tags_entry;
  GtkTextView        *notes_view;
  GtkStack           *deck_stack;
  GtkBox             *stats_box;

  /* Owned references */
  DrDeck             *deck;
  DrDeck             *saved;        /* as last loaded or saved; NULL for a new deck */
  GPtrArray          *undo;         /* DrDeck, oldest first */
  GPtrArray          *redo;
  DrLegalityReport   *report;
  GListStore         *results;      /* DrCardObject */
  GtkSingleSelection *selection;
  GHashTable         *bound_results; /* GtkListItem set: the result rows on screen */
  GListStore         *identities;   /* DrCardObject: the side's identities the search leaves */
  GHashTable         *cards;        /* code → DrCard, every card the deck has shown */
  DrCardNames        *names;
  DrLegalityCache    *cache;
  GPtrArray          *banlist_codes;
  gboolean            syncing;      /* widgets are being set from the deck */
  gboolean            pick_identity; /* open the identity picker once shown */
  guint               pick_identity_source;
  DrCardIndex        *index;
  DrCardFacts        *facts;
  GtkWidget          *stats_page;   /* DrDeckStatsPage, made when first shown */
  GPtrArray          *tool_windows; /* GtkWindow that borrow the index */

  /* Borrowed references */
  DrCardStore        *store;
  sqlite3            *user_db;
  DrCollection       *collection;
};

G_DEFINE_FINAL_TYPE (DrDeckEditor, dr_deck_editor, GTK_TYPE_WIDGET)

enum {
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const DrCard *
lookup_card (const char *code,
             gpointer    user_data)
{
  DrDeckEditor *self = user_data;
  DrCard *card = g_hash_table_lookup (self->cards, code);

  if (card == NULL && self->store != NULL)
    {
      card = dr_card_store_get_card (self->store, code);
      if (card != NULL)
        g_hash_table_insert (self->cards, card->code, card);
    }
  return card;
}

/* Widgets that show the deck */

static void
update_banner (DrDeckEditor *self,
               const GError *error)
{
  GtkWidget *child;
  g_autofree char *title = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_box))) != NULL)
    gtk_box_remove (self->problems_box, child);
  if (self->report == NULL)
    {
      gtk_label_set_text (self->banner_title, _("This deck cannot be checked"));
      gtk_box_append (self->problems_box, gtk_label_new (error != NULL ? error->message : ""));
      gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
      return;
    }
  if (self->report->legal)
    {
      gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
      return;
    }
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "Not legal in %s: %u problem",
                                        "Not legal in %s: %u problems",
                                        self->report->problems->len),
                           dr_deck_formats_name (self->report->format), self->report->problems->len);
  gtk_label_set_text (self->banner_title, title);
  for (guint i = 0; i < self->report->problems->len; i++)
    {
      DrLegalityProblem *problem = g_ptr_array_index (self->report->problems, i);
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
  const DrLegalityReport *report = self->report;
  g_autoptr(GString) text = g_string_new (NULL);
  int size = dr_deck_count_cards (self->deck);

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
  dr_deck_contents_fill (self->deck_list, self->deck, self->names, lookup_card, self);
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
update_identity_button (DrDeckEditor *self)
{
  const DrCard *identity = self->deck->identity != NULL ? lookup_card (self->deck->identity, self) : NULL;

  if (identity != NULL)
    gtk_menu_button_set_label (self->identity_button, dr_card_get_local_title (identity, FALSE));
  else if (self->deck->identity != NULL)
    gtk_menu_button_set_label (self->identity_button, self->deck->identity);
  else
    gtk_menu_button_set_label (self->identity_button, _("Choose an Identity"));
}

static void
update_selectors (DrDeckEditor *self)
{
  guint banlist = 0;

  gtk_drop_down_set_selected (self->format_dropdown, dr_deck_formats_position (self->deck->format));
  if (self->deck->banlist != NULL)
    g_ptr_array_find_with_equal_func (self->banlist_codes, self->deck->banlist, g_str_equal, &banlist);
  gtk_drop_down_set_selected (self->banlist_dropdown, banlist);
}

/* Only while shown: the statistics go through every card of the deck. */
static void
update_stats (DrDeckEditor *self)
{
  if (self->stats_page == NULL
      || g_strcmp0 (gtk_stack_get_visible_child_name (self->deck_stack), "stats") != 0)
    return;
  dr_deck_stats_page_set_deck (DR_DECK_STATS_PAGE (self->stats_page), self->deck);
}

static void update_copies_badges (DrDeckEditor *self);

static void
update_actions (DrDeckEditor *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", self->undo->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", self->redo->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", dr_deck_editor_is_modified (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.missing", self->collection != NULL);
}

/* Everything but the notes and tags, which only the user changes. */
static void
refresh (DrDeckEditor *self)
{
  g_autoptr(GError) error = NULL;

  if (self->deck == NULL)
    return;
  self->syncing = TRUE;
  g_clear_pointer (&self->report, dr_legality_report_free);
  if (self->cache != NULL)
    self->report = dr_legality_cache_check (self->cache, self->deck, &error);
  gtk_editable_set_text (GTK_EDITABLE (self->name_label), self->deck->name);
  update_identity_button (self);
  update_selectors (self);
  update_banner (self, error);
  update_summary (self);
  update_deck_list (self);
  update_copies_badges (self);
  update_actions (self);
  update_stats (self);
  self->syncing = FALSE;
}

static void
show_notes_and_tags (DrDeckEditor *self)
{
  g_autofree char *tags = NULL;

  self->syncing = TRUE;
  g_ptr_array_add (self->deck->tags, NULL);
  tags = g_strjoinv (", ", (char **) self->deck->tags->pdata);
  g_ptr_array_remove_index (self->deck->tags, self->deck->tags->len - 1);
  gtk_editable_set_text (GTK_EDITABLE (self->tags_entry), tags);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->notes_view),
                            self->deck->notes != NULL ? self->deck->notes : "", -1);
  self->syncing = FALSE;
}

/* Changes */

static void
begin_change (DrDeckEditor *self)
{
  g_ptr_array_add (self->undo, dr_deck_copy (self->deck));
  g_ptr_array_set_size (self->redo, 0);
}

static void
replace_deck_keeping_notes (DrDeckEditor *self,
                            DrDeck       *deck)
{
  dr_deck_set_string (&deck->notes, self->deck->notes);
  g_ptr_array_unref (deck->tags);
  deck->tags = g_ptr_array_ref (self->deck->tags);
  dr_deck_free (self->deck);
  self->deck = deck;
}

static void
change_quantity (DrDeckEditor *self,
                 const char   *code,
                 int           delta)
{
  if (self->deck == NULL || code == NULL)
    return;
  if (delta < 0 && dr_deck_get_quantity (self->deck, code) == 0)
    return;
  begin_change (self);
  dr_deck_add (self->deck, code, delta);
  refresh (self);
}

static const char *
selected_result_code (DrDeckEditor *self)
{
  DrCardObject *object = gtk_single_selection_get_selected_item (self->selection);

  return object != NULL ? dr_card_object_get_card (object)->code : NULL;
}

static const char *
selected_deck_code (DrDeckEditor *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->deck_list);

  return row != NULL ? dr_deck_contents_row_code (row) : NULL;
}

static void
dr_deck_editor_add_card_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  change_quantity (DR_DECK_EDITOR (widget), g_variant_get_string (parameter, NULL), 1);
}

static void
dr_deck_editor_remove_card_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  change_quantity (DR_DECK_EDITOR (widget), g_variant_get_string (parameter, NULL), -1);
}

static void
dr_deck_editor_undo_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  if (self->undo->len == 0)
    return;
  g_ptr_array_add (self->redo, dr_deck_copy (self->deck));
  replace_deck_keeping_notes (self, g_ptr_array_steal_index (self->undo, self->undo->len - 1));
  refresh (self);
}

static void
dr_deck_editor_redo_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  if (self->redo->len == 0)
    return;
  g_ptr_array_add (self->undo, dr_deck_copy (self->deck));
  replace_deck_keeping_notes (self, g_ptr_array_steal_index (self->redo, self->redo->len - 1));
  refresh (self);
}

static void
show_error (DrDeckEditor *self,
            const char   *title,
            const GError *error)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              title, error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
dr_deck_editor_save_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;

  if (!dr_deck_editor_save (self, &error))
    show_error (self, _("The deck cannot be saved"), error);
}

static void
dr_deck_editor_close_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  g_signal_emit (widget, signals[DONE], 0);
}

static void
dr_deck_editor_restore_version_cb (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  DrDeck *restored;

  if (self->deck == NULL || self->deck->id == 0)
    return;
  restored = dr_deck_store_restore_version (self->user_db, self->deck->id, g_variant_get_int32 (parameter),
                                            &error);
  if (restored == NULL)
    {
      show_error (self, _("The version cannot be restored"), error);
      return;
    }
  begin_change (self);
  dr_deck_free (self->deck);
  self->deck = restored;
  g_clear_pointer (&self->saved, dr_deck_free);
  self->saved = dr_deck_copy (restored);
  gtk_popover_popdown (self->versions_popover);
  show_notes_and_tags (self);
  refresh (self);
}

/* The card search */

static gboolean
fits_deck (DrDeckEditor *self,
           const DrCard *card)
{
  return !dr_card_is_identity (card)
         && g_strcmp0 (card->game, self->deck->game) == 0
         && (self->deck->side == NULL || g_strcmp0 (card->side_code, self->deck->side) == 0);
}

static void
run_search (DrDeckEditor *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GPtrArray) fitting = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL || self->deck == NULL)
    return;
  found = dr_card_store_search (self->store, query, &error);
  gtk_widget_set_visible (GTK_WIDGET (self->search_error), found == NULL);
  if (found == NULL)
    {
      /* The last good results stay while the query is being typed. */
      gtk_label_set_text (self->search_error, error->message);
      return;
    }
  fitting = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
  for (guint i = 0; i < found->len; i++)
    if (fits_deck (self, g_ptr_array_index (found, i)))
      g_ptr_array_add (fitting, dr_card_ref (g_ptr_array_index (found, i)));
  dr_card_results_update (self->results, fitting);
}

static void
on_search_changed_cb (DrDeckEditor *self)
{
  run_search (self);
}

static void
on_search_activate_cb (DrDeckEditor *self)
{
  change_quantity (self, selected_result_code (self), 1);
}

static void
on_result_activate_cb (DrDeckEditor *self,
                       guint         position)
{
  g_autoptr(DrCardObject) object = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (object != NULL)
    change_quantity (self, dr_card_object_get_card (object)->code, 1);
}

/* A result dragged onto the deck adds a copy: the row carries its code. */
static GdkContentProvider *
on_result_drag_prepare_cb (GtkDragSource *source,
                           double         x,
                           double         y,
                           GtkListItem   *item)
{
  DrCardObject *object = gtk_list_item_get_item (item);

  if (object == NULL)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_STRING, dr_card_object_get_card (object)->code);
}

static gboolean
on_deck_drop_cb (GtkDropTarget *target,
                 const GValue  *value,
                 double         x,
                 double         y,
                 DrDeckEditor  *self)
{
  const char *code = g_value_get_string (value);

  if (code == NULL || lookup_card (code, self) == NULL || !fits_deck (self, lookup_card (code, self)))
    return FALSE;
  change_quantity (self, code, 1);
  return TRUE;
}

static void
on_result_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    DrDeckEditor             *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *details = gtk_label_new (NULL);
  GtkWidget *copies = gtk_label_new (NULL);
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");
  GtkDragSource *source;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (details), 0);
  gtk_label_set_ellipsize (GTK_LABEL (details), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (details, "caption");
  gtk_widget_add_css_class (details, "dim-label");
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (labels), title);
  gtk_box_append (GTK_BOX (labels), details);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_widget_set_name (copies, "copies-in-deck");
  gtk_widget_add_css_class (copies, "numeric");
  gtk_widget_set_valign (copies, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), copies);
  gtk_widget_set_tooltip_text (add, _("Add a Copy"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (add, "flat");
  gtk_box_append (GTK_BOX (box), add);
  gtk_list_item_set_child (item, box);
  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (on_result_drag_prepare_cb), item);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (source));
}

/* How many copies of @card's title the deck holds, reprints summed as the
 * legality check sums them, and how many it may hold (@allowed,
 * DR_LEGALITY_UNBOUNDED when unknown or unlimited). */
static int
copies_in_deck (DrDeckEditor            *self,
                const DrLegalityContext *context,
                const DrCard            *card,
                int                     *allowed)
{
  int copies = context != NULL ? dr_legality_count_copies (context, self->deck, card->code, allowed) : -1;

  if (copies >= 0)
    return copies;
  /* No context to ask: the titles the store knows will do. */
  *allowed = DR_LEGALITY_UNBOUNDED;
  copies = 0;
  for (guint i = 0; i < self->deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (self->deck->entries, DrDeckEntry, i);
      const DrCard *other = lookup_card (entry->code, self);

      if (other != NULL && g_str_equal (other->title, card->title))
        copies += entry->quantity;
    }
  return copies;
}

static const DrLegalityContext *
deck_context (DrDeckEditor *self)
{
  if (self->cache == NULL || self->deck == NULL)
    return NULL;
  return dr_legality_cache_get_for_deck (self->cache, self->deck, NULL);
}

static void
update_copies_badge (DrDeckEditor            *self,
                     const DrLegalityContext *context,
                     GtkListItem             *item)
{
  DrCardObject *object = gtk_list_item_get_item (item);
  GtkWidget *labels = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *badge = gtk_widget_get_next_sibling (labels);
  int allowed = DR_LEGALITY_UNBOUNDED;
  int copies = 0;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;

  if (object != NULL && self->deck != NULL)
    copies = copies_in_deck (self, context, dr_card_object_get_card (object), &allowed);
  gtk_widget_set_visible (badge, copies > 0);
  if (copies == 0)
    return;
  if (allowed >= 0)
    {
      /* Translators: copies of a card in the deck / copies the deck may hold, "2/3" */
      text = g_strdup_printf (_("%d/%d"), copies, allowed);
      tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d copy in the deck, at most %d allowed",
                                              "%d copies in the deck, at most %d allowed", copies),
                                 copies, allowed);
    }
  else
    {
      /* Translators: copies of a card in the deck, "2×" */
      text = g_strdup_printf (_("%d×"), copies);
      tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d copy in the deck", "%d copies in the deck",
                                              copies),
                                 copies);
    }
  gtk_label_set_text (GTK_LABEL (badge), text);
  gtk_widget_set_tooltip_text (badge, tooltip);
  if (allowed >= 0 && copies > allowed)
    {
      gtk_widget_remove_css_class (badge, "accent");
      gtk_widget_add_css_class (badge, "error");
    }
  else
    {
      gtk_widget_remove_css_class (badge, "error");
      gtk_widget_add_css_class (badge, "accent");
    }
}

/* The rows on screen follow the deck as it changes. */
static void
update_copies_badges (DrDeckEditor *self)
{
  const DrLegalityContext *context = deck_context (self);
  GHashTableIter iter;
  gpointer item;

  g_hash_table_iter_init (&iter, self->bound_results);
  while (g_hash_table_iter_next (&iter, &item, NULL))
    update_copies_badge (self, context, item);
}

static void
on_result_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   DrDeckEditor             *self)
{
  const DrCard *card = dr_card_object_get_card (gtk_list_item_get_item (item));
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *labels = gtk_widget_get_first_child (box);
  GtkWidget *add = gtk_widget_get_last_child (box);
  g_autofree char *type_line = dr_card_names_type_line (self->names, card);
  g_autofree char *details = NULL;

  details = g_strdup_printf ("%s · %s", dr_card_names_faction (self->names, card->faction_code), type_line);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (labels)), dr_card_get_local_title (card, FALSE));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (labels)), details);
  /* The target first: an action name without its target is refused. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (add), "s", card->code);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "editor.add-card");
  g_hash_table_add (self->bound_results, item);
  update_copies_badge (self, deck_context (self), item);
}

static void
on_result_unbind_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     DrDeckEditor             *self)
{
  g_hash_table_remove (self->bound_results, item);
}

/* `+` and `-` change the selected card, in the results or in the deck. */
static int
key_delta (guint keyval)
{
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
on_results_key_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   DrDeckEditor          *self)
{
  int delta = key_delta (keyval);

  if (delta == 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  change_quantity (self, selected_result_code (self), delta);
  return TRUE;
}

static gboolean
on_deck_key_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                DrDeckEditor          *self)
{
  int delta = key_delta (keyval);
  g_autofree char *code = NULL;

  if (delta == 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  code = g_strdup (selected_deck_code (self));
  change_quantity (self, code, delta);
  return TRUE;
}

/* The identity picker */

static GtkWidget *
identity_row_new (gpointer item,
                  gpointer user_data)
{
  DrDeckEditor *self = user_data;
  const DrCard *card = dr_card_object_get_card (item);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), dr_card_get_local_title (card, FALSE));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), dr_card_names_faction (self->names, card->faction_code));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "card-code", g_strdup (card->code), g_free);
  return row;
}

static void
fill_identities (DrDeckEditor *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->identity_search));
  g_autofree char *query = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GPtrArray) objects = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;

  if (self->store == NULL || self->deck == NULL || self->deck->side == NULL)
    {
      g_list_store_remove_all (self->identities);
      return;
    }
  query = g_strdup_printf ("t:identity d:%s", self->deck->side);
  found = dr_card_store_search (self->store, query, &error);
  if (found == NULL)
    {
      g_warning ("Cannot list identities: %s", error->message);
      g_list_store_remove_all (self->identities);
      return;
    }
  for (guint i = 0; i < found->len; i++)
    {
      DrCard *card = g_ptr_array_index (found, i);
      g_autofree char *title = g_utf8_casefold (card->title, -1);
      g_autofree char *wanted = g_utf8_casefold (text, -1);

      if (strstr (title, wanted) != NULL)
        g_ptr_array_add (objects, dr_card_object_new (dr_card_ref (card)));
    }
  g_list_store_splice (self->identities, 0, g_list_model_get_n_items (G_LIST_MODEL (self->identities)),
                       objects->pdata, objects->len);
}

static void
on_identity_search_changed_cb (DrDeckEditor *self)
{
  fill_identities (self);
}

static void
on_identity_activated_cb (DrDeckEditor  *self,
                          GtkListBoxRow *row)
{
  dr_deck_editor_set_identity (self, g_object_get_data (G_OBJECT (row), "card-code"));
  gtk_popover_popdown (self->identity_popover);
}

/* While a stack slides the editor in, its buttons may lie outside the
 * window, even outside the screen, where no popover can be placed. */
static gboolean
sliding_in (GtkWidget *widget)
{
  GtkWidget *stack = gtk_widget_get_ancestor (widget, GTK_TYPE_STACK);

  return stack != NULL && gtk_stack_get_transition_running (GTK_STACK (stack));
}

/* The picker opens once the editor has come to rest on screen. */
static gboolean
open_identity_picker (gpointer user_data)
{
  DrDeckEditor *self = user_data;

  if (self->pick_identity && gtk_widget_get_mapped (GTK_WIDGET (self)) && sliding_in (GTK_WIDGET (self)))
    return G_SOURCE_CONTINUE;
  self->pick_identity_source = 0;
  if (self->pick_identity && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_menu_button_popup (self->identity_button);
  self->pick_identity = FALSE;
  return G_SOURCE_REMOVE;
}

static void
schedule_identity_picker (DrDeckEditor *self)
{
  if (self->pick_identity_source == 0)
    self->pick_identity_source = g_timeout_add (20, open_identity_picker, self);
}

/* Name, format, ban list, notes and tags */

static void
on_name_editing_cb (DrDeckEditor *self)
{
  g_autofree char *name = NULL;

  if (self->syncing || self->deck == NULL || gtk_editable_label_get_editing (self->name_label))
    return;
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_label))));
  if (name[0] == '\0' || g_str_equal (name, self->deck->name))
    {
      /* An empty name is not one: the deck keeps its own. */
      refresh (self);
      return;
    }
  begin_change (self);
  dr_deck_set_string (&self->deck->name, name);
  refresh (self);
}

static void
on_format_selected_cb (DrDeckEditor *self)
{
  const char *format = dr_deck_formats_code (gtk_drop_down_get_selected (self->format_dropdown));

  if (self->syncing || self->deck == NULL || g_strcmp0 (format, self->deck->format) == 0)
    return;
  begin_change (self);
  dr_deck_set_string (&self->deck->format, format);
  refresh (self);
}

static void
on_banlist_selected_cb (DrDeckEditor *self)
{
  guint position = gtk_drop_down_get_selected (self->banlist_dropdown);
  const char *banlist;

  if (self->syncing || self->deck == NULL || position >= self->banlist_codes->len)
    return;
  banlist = g_ptr_array_index (self->banlist_codes, position);
  if (g_strcmp0 (banlist, self->deck->banlist) == 0)
    return;
  begin_change (self);
  dr_deck_set_string (&self->deck->banlist, banlist);
  refresh (self);
}

static void
on_tags_changed_cb (DrDeckEditor *self)
{
  g_auto(GStrv) parts = NULL;

  if (self->syncing || self->deck == NULL)
    return;
  parts = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->tags_entry)), ",", -1);
  g_ptr_array_set_size (self->deck->tags, 0);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_strstrip (parts[i]);
      if (parts[i][0] != '\0' && !dr_deck_has_tag (self->deck, parts[i]))
        g_ptr_array_add (self->deck->tags, g_strdup (parts[i]));
    }
  update_actions (self);
}

static void
on_notes_changed_cb (DrDeckEditor  *self,
                     GtkTextBuffer *buffer)
{
  GtkTextIter start, end;
  g_autofree char *notes = NULL;

  if (self->syncing || self->deck == NULL)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  notes = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  dr_deck_set_string (&self->deck->notes, notes[0] != '\0' ? notes : NULL);
  update_actions (self);
}

static void
on_versions_show_cb (DrDeckEditor *self)
{
  dr_deck_versions_fill (self->versions_list, self->user_db, self->deck, lookup_card, self);
}

/* The deck tools */

static GtkWindow *
parent_window (DrDeckEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static gboolean
ensure_tool_data (DrDeckEditor  *self,
                  GError       **error)
{
  if (self->store == NULL)
    {
      g_set_error_literal (error, DR_ERROR, DR_ERROR_FAILED, _("The card data is not loaded"));
      return FALSE;
    }
  if (self->index == NULL)
    self->index = dr_card_index_new (self->store, error);
  if (self->index == NULL)
    return FALSE;
  if (self->facts == NULL)
    self->facts = dr_card_facts_new (self->store, error);
  return self->facts != NULL;
}

static void
on_tool_window_destroy_cb (DrDeckEditor *self,
                           GtkWindow    *window)
{
  g_ptr_array_remove (self->tool_windows, window);
}

static void
track_tool_window (DrDeckEditor *self,
                   GtkWindow    *window)
{
  g_ptr_array_add (self->tool_windows, window);
  g_signal_connect_object (window, "destroy", G_CALLBACK (on_tool_window_destroy_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
close_tool_windows (DrDeckEditor *self)
{
  while (self->tool_windows->len > 0)
    {
      GtkWindow *window = g_ptr_array_steal_index (self->tool_windows, self->tool_windows->len - 1);

      g_signal_handlers_disconnect_by_data (window, self);
      gtk_window_destroy (window);
    }
}

/* The tools' windows and the statistics page borrow the index and facts. */
static void
drop_tool_data (DrDeckEditor *self)
{
  close_tool_windows (self);
  if (self->stats_page != NULL)
    {
      gtk_box_remove (self->stats_box, self->stats_page);
      self->stats_page = NULL;
    }
  g_clear_pointer (&self->index, dr_card_index_free);
  g_clear_pointer (&self->facts, dr_card_facts_free);
}

DrDeckImportDialog *
dr_deck_editor_new_import_dialog (DrDeckEditor  *self,
                                  GError       **error)
{
  DrDeckImportDialog *dialog;

  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);

  if (!ensure_tool_data (self, error))
    return NULL;
  dialog = dr_deck_import_dialog_new (parent_window (self), self->store, self->index);
  track_tool_window (self, GTK_WINDOW (dialog));
  return dialog;
}

/* The list's cards, identity and side replace the deck's in one change;
 * its name, format, ban list, notes and tags stay. */
static void
on_import_ready_cb (DrDeckImportDialog *dialog,
                    const DrDeck       *imported,
                    DrDeckEditor       *self)
{
  DrDeck *deck;

  if (self->deck == NULL)
    return;
  deck = dr_deck_copy (self->deck);
  g_array_set_size (deck->entries, 0);
  for (guint i = 0; i < imported->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (imported->entries, DrDeckEntry, i);

      dr_deck_add (deck, entry->code, entry->quantity);
    }
  dr_deck_set_string (&deck->identity, imported->identity);
  if (imported->side != NULL)
    dr_deck_set_string (&deck->side, imported->side);
  begin_change (self);
  replace_deck_keeping_notes (self, deck);
  refresh (self);
  fill_identities (self);
  run_search (self);
}

static void
dr_deck_editor_import_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  DrDeckImportDialog *dialog;

  if (self->deck == NULL)
    return;
  dialog = dr_deck_editor_new_import_dialog (self, &error);
  if (dialog == NULL)
    {
      show_error (self, _("The deck cannot be imported"), error);
      return;
    }
  g_signal_connect_object (dialog, "deck-ready", G_CALLBACK (on_import_ready_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
dr_deck_editor_export_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;

  if (self->deck == NULL)
    return;
  if (!ensure_tool_data (self, &error))
    {
      show_error (self, _("The deck cannot be exported"), error);
      return;
    }
  track_tool_window (self, GTK_WINDOW (dr_deck_export_run (parent_window (self), self->index, self->deck)));
}

static void
print_deck (DrDeckEditor    *self,
            DrDeckPrintKind  kind)
{
  g_autoptr(GError) error = NULL;

  if (self->deck == NULL)
    return;
  if (!ensure_tool_data (self, &error))
    {
      show_error (self, _("The deck cannot be printed"), error);
      return;
    }
  dr_deck_print_run (parent_window (self), self->store, self->index, self->deck, kind);
}

static void
dr_deck_editor_print_list_cb (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  print_deck (DR_DECK_EDITOR (widget), DR_DECK_PRINT_LIST);
}

static void
dr_deck_editor_print_proxies_cb (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  print_deck (DR_DECK_EDITOR (widget), DR_DECK_PRINT_PROXIES);
}

static gboolean
ensure_stats_page (DrDeckEditor  *self,
                   GError       **error)
{
  if (self->stats_page != NULL)
    return TRUE;
  if (!ensure_tool_data (self, error))
    return FALSE;
  self->stats_page = dr_deck_stats_page_new (self->store, self->facts, self->index);
  gtk_widget_set_vexpand (self->stats_page, TRUE);
  gtk_box_append (self->stats_box, self->stats_page);
  return TRUE;
}

static void
on_deck_stack_changed_cb (DrDeckEditor *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->deck_stack), "stats") != 0)
    return;
  if (!ensure_stats_page (self, &error))
    {
      gtk_stack_set_visible_child_name (self->deck_stack, "cards");
      show_error (self, _("The statistics cannot be shown"), error);
      return;
    }
  update_stats (self);
}

static void
dr_deck_editor_stats_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  gtk_stack_set_visible_child_name (self->deck_stack, "stats");
}

static void
dr_deck_editor_missing_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  g_autoptr(GPtrArray) built = NULL;
  g_autoptr(DrCollectionDeckReport) report = NULL;
  g_autoptr(GError) error = NULL;

  if (self->deck == NULL || self->collection == NULL)
    return;
  built = dr_deck_store_list_built (self->user_db, &error);
  if (built != NULL)
    report = dr_collection_check_deck (self->collection, self->deck, built, &error);
  if (report == NULL)
    {
      show_error (self, _("The collection cannot be checked"), error);
      return;
    }
  dr_deck_missing_dialog_new (parent_window (self), self->deck->name, report);
}

static void
dr_deck_editor_map (GtkWidget *widget)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  GTK_WIDGET_CLASS (dr_deck_editor_parent_class)->map (widget);
  if (self->pick_identity)
    schedule_identity_picker (self);
}

static void
dr_deck_editor_dispose (GObject *object)
{
  DrDeckEditor *self = DR_DECK_EDITOR (object);
  GtkWidget *child;

  g_clear_handle_id (&self->pick_identity_source, g_source_remove);
  close_tool_windows (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_DECK_EDITOR);
  /* Disposing the template does not unparent its top widgets. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->results);
  g_clear_object (&self->identities);
  g_clear_pointer (&self->names, dr_card_names_unref);
  g_clear_pointer (&self->cache, dr_legality_cache_unref);
  self->stats_page = NULL;
  g_clear_pointer (&self->index, dr_card_index_free);
  g_clear_pointer (&self->facts, dr_card_facts_free);
  G_OBJECT_CLASS (dr_deck_editor_parent_class)->dispose (object);
}

static void
dr_deck_editor_finalize (GObject *object)
{
  DrDeckEditor *self = DR_DECK_EDITOR (object);

  g_clear_pointer (&self->deck, dr_deck_free);
  g_clear_pointer (&self->saved, dr_deck_free);
  g_clear_pointer (&self->report, dr_legality_report_free);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_hash_table_unref (self->cards);
  g_ptr_array_unref (self->banlist_codes);
  g_ptr_array_unref (self->tool_windows);
  g_hash_table_unref (self->bound_results);
  G_OBJECT_CLASS (dr_deck_editor_parent_class)->finalize (object);
}

static void
dr_deck_editor_class_init (DrDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_deck_editor_dispose;
  object_class->finalize = dr_deck_editor_finalize;
  widget_class->map = dr_deck_editor_map;

  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-deck-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, name_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, identity_button);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, identity_popover);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, identity_search);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, identity_list);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, format_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, banlist_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, versions_button);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, versions_popover);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, versions_list);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, banner_title);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, problems_box);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, search_error);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, results_view);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, summary_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, deck_list);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, tags_entry);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, notes_view);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, deck_stack);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, stats_box);
  gtk_widget_class_bind_template_callback (widget_class, on_identity_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_identity_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_name_editing_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_format_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_banlist_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_versions_show_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_result_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_tags_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_deck_stack_changed_cb);

  gtk_widget_class_install_action (widget_class, "editor.add-card", "s", dr_deck_editor_add_card_cb);
  gtk_widget_class_install_action (widget_class, "editor.remove-card", "s", dr_deck_editor_remove_card_cb);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, dr_deck_editor_undo_cb);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, dr_deck_editor_redo_cb);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, dr_deck_editor_save_cb);
  gtk_widget_class_install_action (widget_class, "editor.close", NULL, dr_deck_editor_close_cb);
  gtk_widget_class_install_action (widget_class, "editor.restore-version", "i",
                                   dr_deck_editor_restore_version_cb);
  gtk_widget_class_install_action (widget_class, "editor.import", NULL, dr_deck_editor_import_cb);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, dr_deck_editor_export_cb);
  gtk_widget_class_install_action (widget_class, "editor.print-list", NULL, dr_deck_editor_print_list_cb);
  gtk_widget_class_install_action (widget_class, "editor.print-proxies", NULL, dr_deck_editor_print_proxies_cb);
  gtk_widget_class_install_action (widget_class, "editor.stats", NULL, dr_deck_editor_stats_cb);
  gtk_widget_class_install_action (widget_class, "editor.missing", NULL, dr_deck_editor_missing_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "editor.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "editor.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "editor.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "editor.print-list", NULL);
}

static void
dr_deck_editor_init (DrDeckEditor *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkEventController *controller;
  GtkDropTarget *drop;
  g_autoptr(GListModel) formats = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_free);
  self->cards = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                       (GDestroyNotify) dr_card_unref);
  self->banlist_codes = g_ptr_array_new_with_free_func (g_free);
  self->tool_windows = g_ptr_array_new ();
  self->results = g_list_store_new (DR_TYPE_CARD_OBJECT);
  self->bound_results = g_hash_table_new (NULL, NULL);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->results)));
  self->identities = g_list_store_new (DR_TYPE_CARD_OBJECT);

  g_signal_connect (factory, "setup", G_CALLBACK (on_result_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_result_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_result_unbind_cb), self);
  gtk_list_view_set_factory (self->results_view, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->results_view, GTK_SELECTION_MODEL (self->selection));
  gtk_list_box_bind_model (self->identity_list, G_LIST_MODEL (self->identities), identity_row_new, self, NULL);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_results_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->results_view), controller);
  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_deck_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->deck_list), controller);
  drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (on_deck_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->deck_list), GTK_EVENT_CONTROLLER (drop));
  g_signal_connect_object (gtk_text_view_get_buffer (self->notes_view), "changed",
                           G_CALLBACK (on_notes_changed_cb), self, G_CONNECT_SWAPPED);

  formats = dr_deck_formats_new_model ();
  gtk_drop_down_set_model (self->format_dropdown, formats);
  update_actions (self);
}

void
dr_deck_editor_set_sources (DrDeckEditor    *self,
                            DrCardStore     *store,
                            sqlite3         *user_db,
                            DrLegalityCache *cache)
{
  g_autoptr(GListModel) ban_lists = NULL;

  g_return_if_fail (DR_IS_DECK_EDITOR (self));

  drop_tool_data (self);
  self->store = store;
  self->user_db = user_db;
  g_clear_pointer (&self->cache, dr_legality_cache_unref);
  self->cache = cache != NULL ? dr_legality_cache_ref (cache) : NULL;
  g_clear_pointer (&self->names, dr_card_names_unref);
  g_hash_table_remove_all (self->cards);
  if (store == NULL)
    return;
  self->names = dr_card_names_new (store);
  g_ptr_array_set_size (self->banlist_codes, 0);
  self->syncing = TRUE;
  ban_lists = dr_deck_formats_new_ban_lists (store, self->banlist_codes);
  gtk_drop_down_set_model (self->banlist_dropdown, ban_lists);
  self->syncing = FALSE;
}

void
dr_deck_editor_open (DrDeckEditor *self,
                     const DrDeck *deck)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));
  g_return_if_fail (deck != NULL);

  g_clear_pointer (&self->deck, dr_deck_free);
  g_clear_pointer (&self->saved, dr_deck_free);
  self->deck = dr_deck_copy (deck);
  if (deck->id != 0)
    self->saved = dr_deck_copy (deck);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  gtk_editable_set_text (GTK_EDITABLE (self->identity_search), "");
  fill_identities (self);
  show_notes_and_tags (self);
  refresh (self);
  run_search (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  /* A deck starts with its identity: a new one opens the picker. */
  self->pick_identity = deck->identity == NULL;
  if (self->pick_identity && gtk_widget_get_mapped (GTK_WIDGET (self)))
    schedule_identity_picker (self);
}

gboolean
dr_deck_editor_is_modified (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), FALSE);

  if (self->deck == NULL)
    return FALSE;
  if (self->saved == NULL)
    return TRUE;
  return !dr_deck_same_content (self->saved, self->deck)
         || g_strcmp0 (self->saved->identity, self->deck->identity) != 0;
}

gboolean
dr_deck_editor_save (DrDeckEditor  *self,
                     GError       **error)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), FALSE);

  if (self->deck == NULL || !dr_deck_editor_is_modified (self))
    return TRUE;
  if (dr_deck_store_save (self->user_db, self->deck, error) == 0)
    return FALSE;
  g_clear_pointer (&self->saved, dr_deck_free);
  self->saved = dr_deck_copy (self->deck);
  update_actions (self);
  return TRUE;
}

/* A new deck left empty is not kept: there is nothing in it to lose. */
gboolean
dr_deck_editor_close (DrDeckEditor  *self,
                      GError       **error)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), FALSE);

  if (self->deck == NULL)
    return TRUE;
  if (self->deck->id != 0 || self->deck->identity != NULL || self->deck->entries->len > 0)
    if (!dr_deck_editor_save (self, error))
      return FALSE;
  g_clear_pointer (&self->deck, dr_deck_free);
  g_clear_pointer (&self->saved, dr_deck_free);
  g_clear_pointer (&self->report, dr_legality_report_free);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  return TRUE;
}

const DrDeck *
dr_deck_editor_get_deck (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return self->deck;
}

const DrLegalityReport *
dr_deck_editor_get_report (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return self->report;
}

void
dr_deck_editor_set_identity (DrDeckEditor *self,
                             const char   *code)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));

  if (self->deck == NULL || g_strcmp0 (self->deck->identity, code) == 0)
    return;
  begin_change (self);
  dr_deck_set_string (&self->deck->identity, code);
  refresh (self);
  /* Influence pips depend on the identity's faction. */
  run_search (self);
}

void
dr_deck_editor_set_query (DrDeckEditor *self,
                          const char   *query)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  run_search (self);
}

GListModel *
dr_deck_editor_get_results (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return G_LIST_MODEL (self->selection);
}

void
dr_deck_editor_select_result (DrDeckEditor *self,
                              guint         position)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));
  gtk_single_selection_set_selected (self->selection, position);
}

GListModel *
dr_deck_editor_get_identities (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return G_LIST_MODEL (self->identities);
}

/* The collection "missing" checks against; NULL disables it. */
void
dr_deck_editor_set_collection (DrDeckEditor *self,
                               DrCollection *collection)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));

  self->collection = collection;
  update_actions (self);
}

/* The card index the tools use, built on first use; NULL with @error when
 * the card data cannot be read. */
const DrCardIndex *
dr_deck_editor_get_card_index (DrDeckEditor  *self,
                               GError       **error)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);

  if (!ensure_tool_data (self, error))
    return NULL;
  return self->index;
}
