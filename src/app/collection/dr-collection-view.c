/* dr-collection-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-collection-view"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-collection-view-private.h"
#include "dr-pack-images.h"

/* The products the user owns, grouped by cycle: a count for each pack, how
 * complete each pack and cycle is, presets, and the images of a pack for
 * offline use. Every change goes straight to the user database. */
struct _DrCollectionView
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkLabel      *summary_label;
  GtkBox        *groups_box;

  /* Owned references */
  GHashTable    *packs;     /* pack code → PackRow */
  GHashTable    *cycles;    /* cycle code → AdwPreferencesGroup (borrowed from the box) */
  DrContext     *context;

  /* Borrowed references */
  DrCollection  *collection;  /* the context's, until its card data changes */

  /* The pack rows are built when the view is first shown, not at start-up. */
  gboolean       groups_stale;
};

G_DEFINE_FINAL_TYPE (DrCollectionView, dr_collection_view, GTK_TYPE_WIDGET)

typedef struct
{
  DrCollectionView *view;          /* not a reference: the view owns the row */
  char             *pack_code;
  AdwActionRow     *row;
  GtkSpinButton    *spin;
  GtkLevelBar      *bar;
  GtkButton        *download_button;
  GCancellable     *download;      /* while images download */
  char             *completion_text;
} PackRow;


static void
pack_row_free (PackRow *pack)
{
  if (pack->download != NULL)
    g_cancellable_cancel (pack->download);
  g_clear_object (&pack->download);
  g_free (pack->pack_code);
  g_free (pack->completion_text);
  g_free (pack);
}

static char *
completion_text (const DrCollectionCompletion *completion)
{
  g_autofree char *titles = NULL;
  g_autofree char *copies = NULL;

  /* A box of a game whose contents the card data does not list (burncycle). */
  if (completion->titles_total == 0)
    return g_strdup (completion->is_cycle ? "" : _("A game box: no card list to complete"));
  titles = g_strdup_printf (ngettext ("%d of %d title", "%d of %d titles", completion->titles_total),
                            completion->titles_owned, completion->titles_total);
  copies = g_strdup_printf (ngettext ("%d of %d copy for playsets", "%d of %d copies for playsets",
                                      completion->copies_playset),
                            completion->copies_owned, completion->copies_playset);
  /* Translators: a pack's or cycle's completion, “12 of 20 titles · 30 of 60 copies for playsets” */
  return g_strdup_printf (_("%s · %s"), titles, copies);
}

static double
completion_fraction (const DrCollectionCompletion *completion)
{
  return completion->copies_playset > 0 ? (double) completion->copies_owned / completion->copies_playset : 0.0;
}

static void
set_pack_subtitle (PackRow    *pack,
                   const char *text)
{
  adw_action_row_set_subtitle (pack->row, text);
}

/* The collection's completion per cycle and pack; NULL when there is none
 * to show (no collection, or its groups are to be built again) or when it
 * cannot be read, which the summary then says. */
static GPtrArray *
read_completion (DrCollectionView *self)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *completion;

  if (self->collection == NULL || self->groups_stale)
    return NULL;
  completion = dr_collection_completion (self->collection, NULL, &error);
  if (completion == NULL)
    gtk_label_set_text (self->summary_label, error->message);
  return completion;
}

/* Counts and bars from the collection, the widgets kept (and the focus with them). */
static void
update_completion (DrCollectionView *self)
{
  g_autoptr(GPtrArray) completion = read_completion (self);
  g_autoptr(GPtrArray) products = NULL;
  int n_products = 0;
  g_autofree char *summary = NULL;

  if (completion == NULL)
    return;
  for (guint i = 0; i < completion->len; i++)
    {
      DrCollectionCompletion *item = g_ptr_array_index (completion, i);
      g_autofree char *text = completion_text (item);

      if (item->is_cycle)
        {
          AdwPreferencesGroup *group = g_hash_table_lookup (self->cycles, item->code);

          if (group != NULL)
            adw_preferences_group_set_description (group, text);
        }
      else
        {
          PackRow *pack = g_hash_table_lookup (self->packs, item->code);

          if (pack == NULL)
            continue;
          gtk_level_bar_set_value (pack->bar, completion_fraction (item));
          g_free (pack->completion_text);
          pack->completion_text = g_steal_pointer (&text);
          if (pack->download == NULL)
            set_pack_subtitle (pack, pack->completion_text);
          g_signal_handlers_block_matched (pack->spin, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, pack);
          gtk_spin_button_set_value (pack->spin, dr_collection_get_product_count (self->collection, item->code));
          g_signal_handlers_unblock_matched (pack->spin, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, pack);
        }
    }
  products = dr_collection_list_products (self->collection, NULL);
  for (guint i = 0; products != NULL && i < products->len; i++)
    n_products += ((DrCollectionProduct *) g_ptr_array_index (products, i))->count;
  if (n_products == 0)
    summary = g_strdup (_("No products owned yet"));
  else
    summary = g_strdup_printf (ngettext ("%d product owned", "%d products owned", n_products), n_products);
  gtk_label_set_text (self->summary_label, summary);
}

static void
on_count_changed_cb (GtkSpinButton *spin,
                     PackRow       *pack)
{
  DrCollectionView *self = pack->view;
  g_autoptr(GError) error = NULL;

  if (!dr_collection_set_product_count (self->collection, pack->pack_code,
                                        gtk_spin_button_get_value_as_int (spin), &error))
    {
      g_warning ("%s", error->message);
      update_completion (self);
      return;
    }
  update_completion (self);
  dr_context_collection_changed (self->context);
}

/* Downloads outlive rows (a sync rebuilds them): they find their row by code. */
typedef struct
{
  GWeakRef  view;
  char     *pack_code;
} PackRef;

static PackRef *
pack_ref_new (DrCollectionView *self,
              const char       *pack_code)
{
  PackRef *ref = g_new0 (PackRef, 1);

  g_weak_ref_init (&ref->view, self);
  ref->pack_code = g_strdup (pack_code);
  return ref;
}

static void
pack_ref_free (PackRef *ref)
{
  g_weak_ref_clear (&ref->view);
  g_free (ref->pack_code);
  g_free (ref);
}

/* The row, or NULL when it is gone; *view holds the view meanwhile. */
static PackRow *
pack_ref_lookup (PackRef           *ref,
                 DrCollectionView **view)
{
  *view = g_weak_ref_get (&ref->view);
  return *view != NULL && (*view)->packs != NULL ? g_hash_table_lookup ((*view)->packs, ref->pack_code) : NULL;
}

static void
on_download_progress_cb (guint    n_done,
                         guint    n_total,
                         gpointer user_data)
{
  g_autoptr(DrCollectionView) self = NULL;
  PackRow *pack = pack_ref_lookup (user_data, &self);
  g_autofree char *text = NULL;

  if (pack == NULL || pack->download == NULL)
    return;
  /* Translators: images of a pack being downloaded */
  text = g_strdup_printf (ngettext ("Downloading images: %u of %u", "Downloading images: %u of %u", n_total),
                          n_done, n_total);
  set_pack_subtitle (pack, text);
}

static void
show_download_button (PackRow  *pack,
                      gboolean  downloading)
{
  gtk_button_set_icon_name (pack->download_button,
                            downloading ? "process-stop-symbolic" : "folder-download-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (pack->download_button),
                               downloading ? _("Stop Downloading Images") : _("Download Images"));
}

static void
on_download_done_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  PackRef *ref = user_data;
  g_autoptr(DrCollectionView) self = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n_failed = 0;
  gboolean ok = dr_pack_images_fetch_finish (result, &n_failed, &error);
  PackRow *pack = pack_ref_lookup (ref, &self);

  pack_ref_free (ref);
  if (pack == NULL)
    return;
  g_clear_object (&pack->download);
  show_download_button (pack, FALSE);
  if (!ok && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    text = g_strdup (pack->completion_text);
  else if (!ok)
    text = g_strdup (error->message);
  else if (n_failed > 0)
    text = g_strdup_printf (ngettext ("%u image could not be downloaded", "%u images could not be downloaded",
                                      n_failed), n_failed);
  else
    text = g_strdup (_("Images downloaded"));
  set_pack_subtitle (pack, text);
}

static void
on_download_clicked_cb (GtkButton *button,
                        PackRow   *pack)
{
  DrCollectionView *self = pack->view;

  if (pack->download != NULL)
    {
      g_cancellable_cancel (pack->download);
      return;
    }
  pack->download = g_cancellable_new ();
  show_download_button (pack, TRUE);
  set_pack_subtitle (pack, _("Downloading images…"));
  dr_pack_images_fetch_async (dr_collection_get_store (self->collection), pack->pack_code,
                              dr_context_get_image_cache_limit (self->context),
                              on_download_progress_cb, pack_ref_new (self, pack->pack_code),
                              (GDestroyNotify) pack_ref_free, pack->download,
                              on_download_done_cb, pack_ref_new (self, pack->pack_code));
}

static PackRow *
add_pack_row (DrCollectionView             *self,
              AdwPreferencesGroup          *group,
              const DrCollectionCompletion *completion)
{
  PackRow *pack = g_new0 (PackRow, 1);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 99, 1);
  GtkWidget *bar = gtk_level_bar_new_for_interval (0.0, 1.0);
  GtkWidget *button = gtk_button_new ();

  pack->view = self;
  pack->pack_code = g_strdup (completion->code);
  pack->row = ADW_ACTION_ROW (row);
  pack->spin = GTK_SPIN_BUTTON (spin);
  pack->bar = GTK_LEVEL_BAR (bar);
  pack->download_button = GTK_BUTTON (button);

  /* Pack names come from the card data: text, never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), completion->name);
  gtk_widget_set_size_request (bar, 96, -1);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_level_bar_set_mode (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_MODE_CONTINUOUS);
  /* Translators: accessible name of a pack's completion bar */
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Completion"), -1);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, completion->name, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  show_download_button (pack, FALSE);
  /* Nothing to complete and no card images in a box without a card list. */
  gtk_widget_set_visible (bar, completion->titles_total > 0);
  gtk_widget_set_visible (button, completion->titles_total > 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), bar);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_count_changed_cb), pack);
  g_signal_connect (button, "clicked", G_CALLBACK (on_download_clicked_cb), pack);
  adw_preferences_group_add (group, row);
  g_hash_table_insert (self->packs, pack->pack_code, pack);
  return pack;
}

static void
clear_groups (DrCollectionView *self)
{
  GtkWidget *child;

  g_hash_table_remove_all (self->packs);
  g_hash_table_remove_all (self->cycles);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);
}

static void
build_groups (DrCollectionView *self)
{
  g_autoptr(GPtrArray) completion = NULL;
  AdwPreferencesGroup *group = NULL;

  clear_groups (self);
  completion = read_completion (self);
  if (completion == NULL)
    return;
  for (guint i = 0; i < completion->len; i++)
    {
      DrCollectionCompletion *item = g_ptr_array_index (completion, i);

      if (item->is_cycle)
        {
          /* A group's title is always markup; the cycle's name is text. */
          g_autofree char *title = g_markup_escape_text (item->name, -1);

          group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          adw_preferences_group_set_title (group, title);
          gtk_box_append (self->groups_box, GTK_WIDGET (group));
          g_hash_table_insert (self->cycles, g_strdup (item->code), group);
        }
      else if (group != NULL)
        add_pack_row (self, group, item);
    }
  update_completion (self);
}

static gboolean
dr_collection_view_apply_preset (DrCollectionView    *self,
                                 DrCollectionPreset   preset,
                                 GError             **error)
{
  g_return_val_if_fail (DR_IS_COLLECTION_VIEW (self), FALSE);
  g_return_val_if_fail (self->collection != NULL, FALSE);

  if (!dr_collection_apply_preset (self->collection, preset, error))
    return FALSE;
  update_completion (self);
  dr_context_collection_changed (self->context);
  return TRUE;
}

static void
on_preset_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       DrCollectionView *self)
{
  DrCollectionPreset preset;
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "apply")
      || !dr_collection_preset_from_name (g_object_get_data (G_OBJECT (dialog), "preset"), &preset))
    return;
  if (!dr_collection_view_apply_preset (self, preset, &error))
    {
      GtkWidget *failed = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                  _("The preset could not be applied"), error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (failed), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (failed));
    }
}

/* A preset replaces every owned product: asked first. */
static void
dr_collection_view_preset_cb (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  DrCollectionView *self = DR_COLLECTION_VIEW (widget);
  const char *name = g_variant_get_string (parameter, NULL);
  DrCollectionPreset preset;
  GtkWidget *dialog;

  if (self->collection == NULL || !dr_collection_preset_from_name (name, &preset))
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("Replace the Owned Products?"),
                                   _("The preset replaces the products recorded now. Adjustments to single "
                                     "cards stay."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "apply", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "apply",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "preset", g_strdup (name), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_preset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ensure_groups (DrCollectionView *self)
{
  if (!self->groups_stale)
    return;
  self->groups_stale = FALSE;
  build_groups (self);
}

static void
dr_collection_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (dr_collection_view_parent_class)->map (widget);
  ensure_groups (DR_COLLECTION_VIEW (widget));
}

static void
on_card_data_changed_cb (DrCollectionView *self)
{
  self->collection = dr_context_get_collection (self->context);
  self->groups_stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    ensure_groups (self);
}

/* The row of @pack_code, the rows built first if need be; NULL for a pack
 * the card data does not have. */
static PackRow *
find_pack (DrCollectionView *self,
           const char       *pack_code)
{
  ensure_groups (self);
  return g_hash_table_lookup (self->packs, pack_code);
}

GtkSpinButton *
dr_collection_view_get_pack_spin (DrCollectionView *self,
                                  const char       *pack_code)
{
  PackRow *pack;

  g_return_val_if_fail (DR_IS_COLLECTION_VIEW (self), NULL);
  pack = find_pack (self, pack_code);
  return pack != NULL ? pack->spin : NULL;
}

GtkLevelBar *
dr_collection_view_get_pack_bar (DrCollectionView *self,
                                 const char       *pack_code)
{
  PackRow *pack;

  g_return_val_if_fail (DR_IS_COLLECTION_VIEW (self), NULL);
  pack = find_pack (self, pack_code);
  return pack != NULL ? pack->bar : NULL;
}

AdwActionRow *
dr_collection_view_get_pack_row (DrCollectionView *self,
                                 const char       *pack_code)
{
  PackRow *pack;

  g_return_val_if_fail (DR_IS_COLLECTION_VIEW (self), NULL);
  pack = find_pack (self, pack_code);
  return pack != NULL ? pack->row : NULL;
}

const char *
dr_collection_view_get_cycle_text (DrCollectionView *self,
                                   const char       *cycle_code)
{
  AdwPreferencesGroup *group;

  g_return_val_if_fail (DR_IS_COLLECTION_VIEW (self), NULL);
  ensure_groups (self);
  group = g_hash_table_lookup (self->cycles, cycle_code);
  return group != NULL ? adw_preferences_group_get_description (group) : NULL;
}

static void
dr_collection_view_dispose (GObject *object)
{
  DrCollectionView *self = DR_COLLECTION_VIEW (object);
  GtkWidget *child;

  g_clear_pointer (&self->packs, g_hash_table_unref);
  g_clear_pointer (&self->cycles, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_COLLECTION_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->context);
  self->collection = NULL;
  G_OBJECT_CLASS (dr_collection_view_parent_class)->dispose (object);
}

static void
dr_collection_view_constructed (GObject *object)
{
  DrCollectionView *self = DR_COLLECTION_VIEW (object);

  G_OBJECT_CLASS (dr_collection_view_parent_class)->constructed (object);

  dr_context_follow_card_data (self->context, self, G_CALLBACK (on_card_data_changed_cb));
}

static void
dr_collection_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  dr_context_set_property (&DR_COLLECTION_VIEW (object)->context, object, prop_id, value, pspec);
}

static void
dr_collection_view_class_init (DrCollectionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = dr_collection_view_constructed;
  object_class->set_property = dr_collection_view_set_property;
  object_class->dispose = dr_collection_view_dispose;
  widget_class->map = dr_collection_view_map;

  dr_context_install_property (object_class);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-collection-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DrCollectionView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, DrCollectionView, groups_box);
  gtk_widget_class_install_action (widget_class, "collection.preset", "s", dr_collection_view_preset_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "collectionview");
}

static void
dr_collection_view_init (DrCollectionView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->packs = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) pack_row_free);
  self->cycles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}
