/* dr-context.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-context"

#include "config.h"

#include <string.h>

#include "dr-card-image.h"
#include "dr-context-private.h"

G_DEFINE_FINAL_TYPE (DrContext, dr_context, G_TYPE_OBJECT)

GParamSpec *dr_context_properties[DR_CONTEXT_N_PROPS];
guint dr_context_signals[DR_CONTEXT_N_SIGNALS];

/* Owned counts first: the store's first search with the key own reads
 * what the collection publishes in it. A failure costs the counts, not the
 * card data. */
static void
read_owned (DrContextCardData *data)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&data->owned_by_title, g_hash_table_unref);
  data->owned_by_title = dr_collection_owned_by_title (data->collection, &error);
  if (data->owned_by_title == NULL || !dr_collection_publish_owned (data->collection, &error))
    g_warning ("Cannot read the collection: %s", error->message);
}

static void
card_data_init (DrContext         *self,
                DrContextCardData *data,
                DrCardStore       *store)
{
  data->store = store;
  data->collection = dr_collection_new (self->user, store);
  data->legality = dr_legality_cache_new (store, self->settings);
  read_owned (data);
}

static void
card_data_clear (DrContextCardData *data)
{
  g_clear_pointer (&data->owned_by_title, g_hash_table_unref);
  g_clear_pointer (&data->legality, dr_legality_cache_unref);
  g_clear_pointer (&data->collection, dr_collection_free);
  g_clear_pointer (&data->store, dr_card_store_free);
}

/* The one place where card data is swapped: views hear of it while the old
 * data is still open, and drop it before it closes. */
static void
swap_card_data (DrContext   *self,
                DrCardStore *store)
{
  DrContextCardData old = self->card_data;

  memset (&self->card_data, 0, sizeof self->card_data);
  card_data_init (self, &self->card_data, store);
  g_object_notify_by_pspec (G_OBJECT (self), dr_context_properties[DR_CONTEXT_PROP_CARD_DATA]);
  card_data_clear (&old);
}

static void
dr_context_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  DrContext *self = DR_CONTEXT (object);

  switch (prop_id)
    {
    case DR_CONTEXT_PROP_USER_STORE:
      g_value_set_pointer (value, self->user);
      break;
    case DR_CONTEXT_PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case DR_CONTEXT_PROP_CARD_DATA:
      g_value_set_pointer (value, self->card_data.store);
      break;
    case DR_CONTEXT_PROP_SYNCING:
      g_value_set_boolean (value, dr_context_is_syncing (self));
      break;
    case DR_CONTEXT_PROP_SYNC_TEXT:
      g_value_set_string (value, self->sync_text);
      break;
    case DR_CONTEXT_PROP_SYNC_FRACTION:
      g_value_set_double (value, self->sync_fraction);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_context_dispose (GObject *object)
{
  DrContext *self = DR_CONTEXT (object);

  dr_context_sync_dispose (self);
  g_clear_object (&self->game_list);
  G_OBJECT_CLASS (dr_context_parent_class)->dispose (object);
}

static void
dr_context_finalize (GObject *object)
{
  DrContext *self = DR_CONTEXT (object);

  card_data_clear (&self->card_data);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->user, dr_user_store_unref);
  g_free (self->sync_text);
  G_OBJECT_CLASS (dr_context_parent_class)->finalize (object);
}

static void
dr_context_class_init (DrContextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamSpec **properties = dr_context_properties;

  object_class->get_property = dr_context_get_property;
  object_class->dispose = dr_context_dispose;
  object_class->finalize = dr_context_finalize;

  properties[DR_CONTEXT_PROP_USER_STORE] = g_param_spec_pointer ("user-store", NULL, NULL, flags);
  properties[DR_CONTEXT_PROP_SETTINGS] = g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                                                              flags);
  /* The DrCardStore in use; notified when a sync or an import swaps it. */
  properties[DR_CONTEXT_PROP_CARD_DATA] = g_param_spec_pointer ("card-data", NULL, NULL, flags);
  properties[DR_CONTEXT_PROP_SYNCING] = g_param_spec_boolean ("syncing", NULL, NULL, FALSE, flags);
  properties[DR_CONTEXT_PROP_SYNC_TEXT] = g_param_spec_string ("sync-text", NULL, NULL, NULL, flags);
  properties[DR_CONTEXT_PROP_SYNC_FRACTION] = g_param_spec_double ("sync-fraction", NULL, NULL,
                                                                   0.0, 1.0, 0.0, flags);
  g_object_class_install_properties (object_class, DR_CONTEXT_N_PROPS, properties);

  /* After every change the user made to the collection, once the owned
   * counts are read again. */
  dr_context_signals[DR_CONTEXT_COLLECTION_CHANGED] =
    g_signal_new ("collection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (report, newly_illegal, error): the report, with the decks the new card
   * data made illegal (a GPtrArray of DrDeckVerdict, maybe empty or NULL), or
   * the error; all are freed after the emission. When the card data changed,
   * "notify::card-data" came first. A cancelled sync ends with
   * G_IO_ERROR_CANCELLED. */
  dr_context_signals[DR_CONTEXT_SYNC_FINISHED] =
    g_signal_new ("sync-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE,
                  3, G_TYPE_POINTER, G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
dr_context_init (DrContext *self)
{
  self->sync_text = g_strdup ("");
}

/* Takes @card_store; @settings NULL: the application's schema. */
DrContext *
dr_context_new (DrUserStore *user,
                DrCardStore *card_store,
                GSettings   *settings)
{
  DrContext *self;

  g_return_val_if_fail (user != NULL, NULL);
  g_return_val_if_fail (card_store != NULL, NULL);

  self = g_object_new (DR_TYPE_CONTEXT, NULL);
  self->user = dr_user_store_ref (user);
  self->settings = settings != NULL ? g_object_ref (settings) : g_settings_new (APP_ID);
  card_data_init (self, &self->card_data, card_store);
  return self;
}

void
dr_context_install_property (GObjectClass *object_class)
{
  g_object_class_install_property (object_class, DR_CONTEXT_PROPERTY_ID,
                                   g_param_spec_object ("context", NULL, NULL, DR_TYPE_CONTEXT,
                                                        G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY
                                                        | G_PARAM_STATIC_STRINGS));
}

/* The set_property of a class whose only property is "context". */
void
dr_context_set_property (DrContext    **context,
                         GObject       *object,
                         guint          prop_id,
                         const GValue  *value,
                         GParamSpec    *pspec)
{
  if (prop_id == DR_CONTEXT_PROPERTY_ID)
    g_set_object (context, g_value_get_object (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

void
dr_context_follow_card_data (DrContext *self,
                             gpointer   instance,
                             GCallback  callback)
{
  g_return_if_fail (DR_IS_CONTEXT (self));

  g_signal_connect_object (self, "notify::card-data", callback, instance, G_CONNECT_SWAPPED);
  ((void (*) (gpointer)) callback) (instance);
}

DrUserStore *
dr_context_get_user_store (DrContext *self)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), NULL);
  return self->user;
}

GSettings *
dr_context_get_settings (DrContext *self)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), NULL);
  return self->settings;
}

DrPlayGameList *
dr_context_get_game_list (DrContext *self)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), NULL);
  if (self->game_list == NULL)
    self->game_list = dr_play_game_list_new ();
  return self->game_list;
}

DrCardStore *
dr_context_get_card_store (DrContext *self)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), NULL);
  return self->card_data.store;
}

DrCollection *
dr_context_get_collection (DrContext *self)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), NULL);
  return self->card_data.collection;
}

DrLegalityCache *
dr_context_get_legality_cache (DrContext *self)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), NULL);
  return self->card_data.legality;
}

/* Opens the card database and reads its card pool, the one pass of
 * SELECTs over the whole card data, away from the windows. */
static void
open_card_store_in_thread (GTask        *task,
                           gpointer      source_object,
                           gpointer      task_data,
                           GCancellable *cancellable)
{
  GError *error = NULL;
  DrCardStore *store = dr_card_store_open (task_data, &error);

  if (store != NULL && dr_card_store_get_pool (store, &error) == NULL)
    g_clear_pointer (&store, dr_card_store_free);
  if (store == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, store, (GDestroyNotify) dr_card_store_free);
}

/* After a sync or an import renamed a new card database into place, the
 * open store still reads the old one: the new card data is read in a worker
 * thread and swapped in by _finish(), on the main thread. On failure the old
 * data stays. */
void
dr_context_reload_card_data_async (DrContext           *self,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (DR_IS_CONTEXT (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, dr_context_reload_card_data_async);
  g_task_set_task_data (task, g_strdup (dr_card_store_get_path (self->card_data.store)), g_free);
  g_task_run_in_thread (task, open_card_store_in_thread);
}

gboolean
dr_context_reload_card_data_finish (DrContext     *self,
                                    GAsyncResult  *result,
                                    GError       **error)
{
  DrCardStore *store;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  store = g_task_propagate_pointer (G_TASK (result), error);
  if (store == NULL)
    return FALSE;
  swap_card_data (self, store);
  return TRUE;
}

int
dr_context_get_owned_copies (DrContext  *self,
                             const char *title)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), 0);

  if (self->card_data.owned_by_title == NULL)
    return 0;
  return GPOINTER_TO_INT (g_hash_table_lookup (self->card_data.owned_by_title, title));
}

void
dr_context_collection_changed (DrContext *self)
{
  g_return_if_fail (DR_IS_CONTEXT (self));

  read_owned (&self->card_data);
  g_signal_emit (self, dr_context_signals[DR_CONTEXT_COLLECTION_CHANGED], 0);
}

/* Only a sync tells where images are: the bundled data names no address,
 * and the window does not guess one. */
gboolean
dr_context_can_fetch_images (DrContext *self)
{
  g_autofree char *url_template = NULL;

  g_return_val_if_fail (DR_IS_CONTEXT (self), FALSE);

  url_template = dr_card_store_get_meta (self->card_data.store, "image_url_template");
  return url_template != NULL && *url_template != '\0';
}

guint64
dr_context_get_image_cache_limit (DrContext *self)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), 0);
  return (guint64) g_settings_get_int (self->settings, "image-cache-limit") * 1024 * 1024;
}

void
dr_context_fetch_image_async (DrContext           *self,
                              const char          *code,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_return_if_fail (DR_IS_CONTEXT (self));

  dr_card_image_fetch_async (self->card_data.store, dr_context_get_image_cache_limit (self), code,
                             cancellable, callback, user_data);
}

char *
dr_context_fetch_image_finish (DrContext     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), NULL);
  return dr_card_image_fetch_finish (result, error);
}
