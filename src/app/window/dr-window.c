/* dr-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-window"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-burncycle-view.h"
#include "dr-sync-summary.h"
#include "dr-deck-fallout-dialog.h"
#include "dr-decks-view.h"
#include "dr-play-view.h"
#include "dr-toast.h"
#include "dr-window-private.h"

struct _DrWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  GtkBox               *content_box;
  AdwViewSwitcherTitle *switcher_title;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;
  GtkWidget            *header_bar;
  AdwViewStack         *view_stack;
  DrCardsView          *cards_view;
  AdwBin               *decks_page;
  AdwBin               *collection_page;
  AdwBin               *play_page;
  AdwBin               *burncycle_page;

  /* Owned references */
  DrContext            *context;
  GSettings            *settings;         /* the context's */

  /* Borrowed references: the bar and the views live in the window once made, NULL before */
  DrSyncBar            *sync_bar;
  DrDecksView          *decks_view;
  DrCollectionView     *collection_view;
  DrBurncycleView      *burncycle_view;
  DrPlayView           *play_view;

  gboolean              started_sync;     /* this window's action started the running sync */
};

G_DEFINE_FINAL_TYPE (DrWindow, dr_window, ADW_TYPE_APPLICATION_WINDOW)


/* In the order of the view switcher and of the Alt+1 … Alt+5 shortcuts. */
static const char *const view_names[] = { "cards", "decks", "collection", "play", "burncycle" };

/* Built when first asked for: GTK would build gtk/help-overlay.ui with every
 * window, a large tree the start-up does not need. */
static void
dr_window_show_help_overlay_cb (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/help-overlay.ui");
  GtkWindow *overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  gtk_window_set_transient_for (overlay, GTK_WINDOW (widget));
  gtk_window_present (overlay);
}

static void
dr_window_focus_search_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  DrWindow *self = DR_WINDOW (widget);

  dr_window_show_view (self, "cards");
  dr_cards_view_focus_search (self->cards_view);
}

static void
dr_window_show_view_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  dr_window_show_view (DR_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* Only the Cards view is built with the window: the others are built the
 * first time they are shown (or asked for), so the window's first frame
 * neither builds nor measures them. */
static DrDecksView *
ensure_decks_view (DrWindow *self)
{
  if (self->decks_view != NULL)
    return self->decks_view;
  self->decks_view = g_object_new (DR_TYPE_DECKS_VIEW, "context", self->context, NULL);
  adw_bin_set_child (self->decks_page, GTK_WIDGET (self->decks_view));
  return self->decks_view;
}

static DrCollectionView *
ensure_collection_view (DrWindow *self)
{
  if (self->collection_view != NULL)
    return self->collection_view;
  self->collection_view = g_object_new (DR_TYPE_COLLECTION_VIEW, "context", self->context, NULL);
  adw_bin_set_child (self->collection_page, GTK_WIDGET (self->collection_view));
  return self->collection_view;
}

static DrPlayView *
ensure_play_view (DrWindow *self)
{
  if (self->play_view != NULL)
    return self->play_view;
  self->play_view = g_object_new (DR_TYPE_PLAY_VIEW, "context", self->context, NULL);
  adw_bin_set_child (self->play_page, GTK_WIDGET (self->play_view));
  return self->play_view;
}

static DrBurncycleView *
ensure_burncycle_view (DrWindow *self)
{
  if (self->burncycle_view != NULL)
    return self->burncycle_view;
  self->burncycle_view = g_object_new (DR_TYPE_BURNCYCLE_VIEW, NULL);
  dr_burncycle_view_set_user_store (self->burncycle_view, dr_context_get_user_store (self->context));
  adw_bin_set_child (self->burncycle_page, GTK_WIDGET (self->burncycle_view));
  return self->burncycle_view;
}

static void
on_visible_view_changed_cb (DrWindow *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->view_stack);

  if (g_strcmp0 (name, "decks") == 0)
    ensure_decks_view (self);
  else if (g_strcmp0 (name, "collection") == 0)
    ensure_collection_view (self);
  else if (g_strcmp0 (name, "play") == 0)
    ensure_play_view (self);
  else if (g_strcmp0 (name, "burncycle") == 0)
    ensure_burncycle_view (self);
}

/* The popover of the main menu is made the first time it opens. */
static void
create_primary_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  DrWindow *self = user_data;

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

/* The bar is hidden while the switcher fits in the title, as it does at the
 * default width: it is made the first time the window is too narrow. */
static void
on_title_visible_cb (DrWindow *self)
{
  GtkWidget *bar;

  if (!adw_view_switcher_title_get_title_visible (self->switcher_title))
    return;
  g_signal_handlers_disconnect_by_func (self->switcher_title, on_title_visible_cb, self);
  bar = adw_view_switcher_bar_new ();
  adw_view_switcher_bar_set_stack (ADW_VIEW_SWITCHER_BAR (bar), self->view_stack);
  g_object_bind_property (self->switcher_title, "title-visible", bar, "reveal", G_BINDING_SYNC_CREATE);
  gtk_box_append (self->content_box, bar);
}

static void
show_error_dialog (DrWindow   *self,
                   const char *heading,
                   const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
dr_window_open_deck_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DrWindow *self = DR_WINDOW (widget);

  dr_window_show_view (self, "decks");
  gtk_widget_activate_action (GTK_WIDGET (ensure_decks_view (self)), "decks.open", "x",
                              g_variant_get_int64 (parameter));
}

/* Every window says how the sync ended; the one whose action started it
 * also shows what needs an answer: the error, or the decks the new card data
 * made illegal, each with why and a way to it. */
static void
on_sync_finished_cb (DrWindow     *self,
                     DrSyncReport *report,
                     GPtrArray    *newly_illegal,
                     GError       *error)
{
  gboolean started_here = self->started_sync;
  g_autofree char *summary = NULL;

  self->started_sync = FALSE;
  if (report == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    adw_toast_overlay_add_toast (self->toast_overlay, dr_toast_new_text (_("Card data update cancelled")));
  else if (report == NULL && started_here)
    show_error_dialog (self, _("Card Data Not Updated"), error->message);
  if (report == NULL)
    return;
  summary = dr_sync_summary_text (report);
  adw_toast_overlay_add_toast (self->toast_overlay, dr_toast_new_text (summary));
  if (started_here && newly_illegal != NULL && newly_illegal->len > 0)
    gtk_window_present (GTK_WINDOW (dr_deck_fallout_dialog_new (GTK_WINDOW (self), newly_illegal)));
}

/* Made with the first sync, under the header bar: most starts have none. */
static DrSyncBar *
ensure_sync_bar (DrWindow *self)
{
  if (self->sync_bar != NULL)
    return self->sync_bar;
  self->sync_bar = DR_SYNC_BAR (dr_sync_bar_new (self->context));
  gtk_box_insert_child_after (self->content_box, GTK_WIDGET (self->sync_bar), self->header_bar);
  return self->sync_bar;
}

static void
on_syncing_changed_cb (DrWindow *self)
{
  if (dr_context_is_syncing (self->context))
    ensure_sync_bar (self);
}

static void
dr_window_sync_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  DrWindow *self = DR_WINDOW (widget);

  if (dr_context_start_sync (self->context))
    self->started_sync = TRUE;
}

static void
save_window_state (DrWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
dr_window_close_request (GtkWindow *window)
{
  DrWindow *self = DR_WINDOW (window);

  /* A deck being edited is saved first; if it cannot be, the window stays
   * open on it with the reason. */
  if (self->decks_view != NULL && !dr_decks_view_leave_editor (self->decks_view, NULL))
    {
      dr_window_show_view (self, "decks");
      return TRUE;
    }
  save_window_state (self);
  return GTK_WINDOW_CLASS (dr_window_parent_class)->close_request (window);
}

static void
dr_window_dispose (GObject *object)
{
  DrWindow *self = DR_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_WINDOW);
  self->sync_bar = NULL;
  self->decks_view = NULL;
  self->collection_view = NULL;
  self->burncycle_view = NULL;
  self->play_view = NULL;
  self->settings = NULL;
  g_clear_object (&self->context);
  G_OBJECT_CLASS (dr_window_parent_class)->dispose (object);
}

static void
dr_window_constructed (GObject *object)
{
  DrWindow *self = DR_WINDOW (object);

  G_OBJECT_CLASS (dr_window_parent_class)->constructed (object);

  self->settings = dr_context_get_settings (self->context);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  dr_cards_view_set_context (self->cards_view, self->context);
  g_signal_connect_object (self->context, "notify::syncing", G_CALLBACK (on_syncing_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->context, "sync-finished", G_CALLBACK (on_sync_finished_cb), self,
                           G_CONNECT_SWAPPED);
  on_syncing_changed_cb (self);
  /* Read once, written on every switch: a second window does not follow the first. */
  g_settings_bind (self->settings, "last-view", self->view_stack, "visible-child-name",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES);
  g_settings_bind (self->settings, "card-text-size", self->cards_view, "card-text-size",
                   G_SETTINGS_BIND_GET);
}

static void
dr_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  dr_context_set_property (&DR_WINDOW (object)->context, object, prop_id, value, pspec);
}

static void
dr_window_class_init (DrWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = dr_window_constructed;
  object_class->set_property = dr_window_set_property;
  object_class->dispose = dr_window_dispose;
  window_class->close_request = dr_window_close_request;

  dr_context_install_property (object_class);

  g_type_ensure (DR_TYPE_CARDS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DrWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, cards_view);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, decks_page);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, collection_page);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, play_page);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, burncycle_page);

  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, dr_window_show_help_overlay_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK,
                                       "win.show-help-overlay", NULL);
  gtk_widget_class_install_action (widget_class, "win.focus-search", NULL, dr_window_focus_search_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.focus-search", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-view", "s", dr_window_show_view_cb);
  for (guint i = 0; i < G_N_ELEMENTS (view_names); i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_ALT_MASK,
                                         "win.show-view", "s", view_names[i]);
  gtk_widget_class_install_action (widget_class, "win.sync", NULL, dr_window_sync_cb);
  gtk_widget_class_install_action (widget_class, "win.open-deck", "x", dr_window_open_deck_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.sync", NULL);
}

static void
dr_window_init (DrWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_swapped (self->switcher_title, "notify::title-visible", G_CALLBACK (on_title_visible_cb), self);
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu_cb, self, NULL);
  /* Before the remembered view is read: the window opens on it, built. */
  g_signal_connect_object (self->view_stack, "notify::visible-child-name",
                           G_CALLBACK (on_visible_view_changed_cb), self, G_CONNECT_SWAPPED);
}

DrWindow *
dr_window_new (AdwApplication *application,
               DrContext      *context)
{
  g_return_val_if_fail (DR_IS_CONTEXT (context), NULL);
  return g_object_new (DR_TYPE_WINDOW, "application", application, "context", context, NULL);
}

DrContext *
dr_window_get_context (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return self->context;
}

/* Built if it was not shown yet. */
DrCollectionView *
dr_window_get_collection_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return ensure_collection_view (self);
}

/* Made if no sync ran yet. */
DrSyncBar *
dr_window_get_sync_bar (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return ensure_sync_bar (self);
}

DrCollection *
dr_window_get_collection (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return dr_context_get_collection (self->context);
}

void
dr_window_show_view (DrWindow   *self,
                     const char *name)
{
  g_return_if_fail (DR_IS_WINDOW (self));
  g_return_if_fail (adw_view_stack_get_child_by_name (self->view_stack, name) != NULL);

  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

/* Built if it was not shown yet. */
DrBurncycleView *
dr_window_get_burncycle_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return ensure_burncycle_view (self);
}

/* Built if it was not shown yet. */
DrPlayView *
dr_window_get_play_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return ensure_play_view (self);
}

/* Built if it was not shown yet. */
DrDecksView *
dr_window_get_decks_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return ensure_decks_view (self);
}

const char *
dr_window_get_visible_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->view_stack);
}
