/* dr-collection.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-collection"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-collection-private.h"
#include "dr-error.h"
#include "dr-text.h"

/* Startup's pool is not in NetrunnerDB's v1 data; these are its cycles, as
 * the search key z:startup has them. */
static const char *const startup_cycles[] = { "system-gateway", "liberation", "elevation", NULL };

/* Cards of these cycles and of the pack tdc never enter Standard, whatever
 * the rotation says (as z:current). */
static const char *const never_standard_cycles[] = { "draft", "napd", NULL };

DrCollection *
dr_collection_new (DrUserStore *user,
                   DrCardStore *store)
{
  DrCollection *self = g_new0 (DrCollection, 1);

  self->user = user;
  self->user_db = dr_user_store_get_db (user);
  self->store = store;
  return self;
}

void
dr_collection_free (DrCollection *self)
{
  g_free (self);
}

DrCardStore *
dr_collection_get_store (DrCollection *self)
{
  return self->store;
}

/* Changes with every write made through this object. */
guint64
dr_collection_get_revision (DrCollection *self)
{
  return self->revision;
}

/* The card data the collection counts over; NULL with @error when it
 * cannot be read. */
static DrCardPool *
card_pool (DrCollection  *self,
           GError       **error)
{
  return dr_card_store_get_pool (self->store, error);
}

/* The English names of the packs, the pool's (empty without card data). */
static GHashTable *
pack_names (DrCollection *self)
{
  DrCardPool *pool = card_pool (self, NULL);

  return pool != NULL ? dr_card_pool_get_names (pool, "packs") : NULL;
}

sqlite3_stmt *
dr_collection_prepare (sqlite3     *db,
                       const char  *sql,
                       GError     **error)
{
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot read the collection"));
      return NULL;
    }
  return statement;
}

static gboolean
step_done (sqlite3_stmt  *statement,
           sqlite3       *db,
           GError       **error)
{
  gboolean ok = sqlite3_step (statement) == SQLITE_DONE;

  if (!ok)
    dr_db_set_error (error, db, _("Cannot save the collection"));
  sqlite3_finalize (statement);
  return ok;
}

gboolean
dr_collection_begin (DrCollection  *self,
                     GError       **error)
{
  return dr_db_exec (self->user_db, "BEGIN IMMEDIATE", error);
}

gboolean
dr_collection_commit (DrCollection  *self,
                      GError       **error)
{
  if (!dr_db_exec (self->user_db, "COMMIT", error))
    {
      dr_collection_rollback (self);
      return FALSE;
    }
  self->revision++;
  return TRUE;
}

void
dr_collection_rollback (DrCollection *self)
{
  dr_db_exec (self->user_db, "ROLLBACK", NULL);
}

static GHashTable *
load_counts (sqlite3     *db,
             const char  *sql,
             GError     **error)
{
  GHashTable *counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  sqlite3_stmt *statement = dr_collection_prepare (db, sql, error);
  int status;

  if (statement == NULL)
    {
      g_hash_table_unref (counts);
      return NULL;
    }
  while ((status = sqlite3_step (statement)) == SQLITE_ROW)
    g_hash_table_insert (counts, g_strdup ((const char *) sqlite3_column_text (statement, 0)),
                         GINT_TO_POINTER (sqlite3_column_int (statement, 1)));
  sqlite3_finalize (statement);
  if (status != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the collection"));
      g_hash_table_unref (counts);
      return NULL;
    }
  return counts;
}

static int
owned_copies (int count,
              int quantity,
              int delta)
{
  return MAX (0, count * quantity + delta);
}

static int
compare_printings (gconstpointer a,
                   gconstpointer b)
{
  return strcmp ((*(DrOwnedPrinting **) a)->code, (*(DrOwnedPrinting **) b)->code);
}

/* Reads the owned products and adjustments and goes over the pool's
 * printings once; sorted by code afterwards. */
DrOwnedCatalog *
dr_owned_catalog_load (DrCollection  *self,
                       GError       **error)
{
  g_autoptr(GHashTable) products = NULL;
  g_autoptr(GHashTable) adjustments = NULL;
  g_autoptr(DrOwnedCatalog) catalog = NULL;
  DrCardPool *pool;
  guint n;

  products = load_counts (self->user_db, "SELECT pack_code, count FROM collection_products", error);
  if (products == NULL)
    return NULL;
  adjustments = load_counts (self->user_db, "SELECT card_code, delta FROM collection_adjustments", error);
  if (adjustments == NULL)
    return NULL;
  pool = dr_card_store_get_pool (self->store, error);
  if (pool == NULL)
    return NULL;

  n = dr_card_pool_get_n_printings (pool);
  catalog = g_new0 (DrOwnedCatalog, 1);
  catalog->pool = dr_card_pool_ref (pool);
  catalog->by_index = g_new (DrOwnedPrinting, MAX (n, 1));
  catalog->printings = g_ptr_array_sized_new (n);
  catalog->title_owned = g_new0 (int, MAX (dr_card_pool_get_n_titles (pool), 1));
  for (guint i = 0; i < n; i++)
    {
      const DrPoolPrinting *pooled = dr_card_pool_get_printing (pool, i);
      const DrCard *card = pooled->card;
      DrOwnedPrinting *printing = &catalog->by_index[i];
      int count, delta;

      printing->code = card->code;
      printing->title = card->title;
      printing->game = card->game;
      printing->pack_code = card->pack_code;
      printing->title_index = pooled->title_index;
      printing->quantity = card->quantity;
      printing->deck_limit = card->deck_limit;
      count = GPOINTER_TO_INT (g_hash_table_lookup (products, printing->pack_code));
      delta = GPOINTER_TO_INT (g_hash_table_lookup (adjustments, printing->code));
      printing->owned = owned_copies (count, printing->quantity, delta);
      g_ptr_array_add (catalog->printings, printing);
      catalog->title_owned[printing->title_index] += printing->owned;
    }
  g_ptr_array_sort (catalog->printings, compare_printings);
  return g_steal_pointer (&catalog);
}

void
dr_owned_catalog_free (DrOwnedCatalog *catalog)
{
  if (catalog == NULL)
    return;
  g_clear_pointer (&catalog->printings, g_ptr_array_unref);
  g_clear_pointer (&catalog->by_index, g_free);
  g_clear_pointer (&catalog->title_owned, g_free);
  g_clear_pointer (&catalog->pool, dr_card_pool_unref);
  g_free (catalog);
}

const DrOwnedPrinting *
dr_owned_catalog_lookup (const DrOwnedCatalog *catalog,
                         const char           *code)
{
  const DrPoolPrinting *pooled = dr_card_pool_lookup (catalog->pool, code);

  return pooled != NULL ? &catalog->by_index[pooled->index] : NULL;
}

int
dr_owned_catalog_title_owned (const DrOwnedCatalog  *catalog,
                              const DrOwnedPrinting *printing)
{
  return catalog->title_owned[printing->title_index];
}

/* Products */

/* A pack code as given, else a code or name once case, accents and
 * punctuation are set aside ("core set" finds "core"). NULL when none. */
char *
dr_collection_find_pack (DrCollection *self,
                         const char   *code_or_name)
{
  g_autofree char *wanted = dr_text_match_key (code_or_name);
  GHashTable *names = pack_names (self);
  GHashTableIter iter;
  gpointer code, name;

  if (names == NULL)
    return NULL;
  if (g_hash_table_contains (names, code_or_name))
    return g_strdup (code_or_name);
  g_hash_table_iter_init (&iter, names);
  while (g_hash_table_iter_next (&iter, &code, &name))
    {
      g_autofree char *code_key = dr_text_match_key (code);
      g_autofree char *name_key = dr_text_match_key (name);

      if (g_str_equal (code_key, wanted) || g_str_equal (name_key, wanted))
        return g_strdup (code);
    }
  return NULL;
}

/* Card-store order of packs: by game, cycle, position in the cycle. */
static GHashTable *
pack_order (DrCollection *self)
{
  GHashTable *order = g_hash_table_new (g_str_hash, g_str_equal);
  DrCardPool *pool = card_pool (self, NULL);
  const GPtrArray *packs = pool != NULL ? dr_card_pool_get_packs (pool) : NULL;

  for (guint i = 0; packs != NULL && i < packs->len; i++)
    {
      const DrPoolPack *pack = g_ptr_array_index (packs, i);

      g_hash_table_insert (order, (gpointer) pack->code, GUINT_TO_POINTER (i + 1));
    }
  return order;
}

static int
compare_products (gconstpointer a,
                  gconstpointer b,
                  gpointer      order)
{
  const DrCollectionProduct *first = *(DrCollectionProduct **) a;
  const DrCollectionProduct *second = *(DrCollectionProduct **) b;
  /* Packs the card data does not know sort last. */
  guint rank_a = GPOINTER_TO_UINT (g_hash_table_lookup (order, first->pack_code)) - 1;
  guint rank_b = GPOINTER_TO_UINT (g_hash_table_lookup (order, second->pack_code)) - 1;

  if (rank_a != rank_b)
    return rank_a < rank_b ? -1 : 1;
  return g_strcmp0 (first->pack_code, second->pack_code);
}

void
dr_collection_product_free (DrCollectionProduct *product)
{
  if (product == NULL)
    return;
  g_free (product->pack_code);
  g_free (product->pack_name);
  g_free (product);
}

/* Owned products in the card data's order, as DrCollectionProduct. */
GPtrArray *
dr_collection_list_products (DrCollection  *self,
                             GError       **error)
{
  g_autoptr(GHashTable) counts = NULL;
  GHashTable *names;
  g_autoptr(GHashTable) order = NULL;
  GPtrArray *products;
  GHashTableIter iter;
  gpointer code, count;

  counts = load_counts (self->user_db, "SELECT pack_code, count FROM collection_products", error);
  if (counts == NULL)
    return NULL;
  names = pack_names (self);
  order = pack_order (self);
  products = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_collection_product_free);
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &code, &count))
    {
      DrCollectionProduct *product = g_new0 (DrCollectionProduct, 1);
      const char *name = names != NULL ? g_hash_table_lookup (names, code) : NULL;

      product->pack_code = g_strdup (code);
      product->pack_name = g_strdup (name != NULL ? name : code);
      product->count = GPOINTER_TO_INT (count);
      g_ptr_array_add (products, product);
    }
  g_ptr_array_sort_with_data (products, compare_products, order);
  return products;
}

/* How many of the product are owned: 0 when none, -1 when the database fails. */
int
dr_collection_get_product_count (DrCollection *self,
                                 const char   *pack_code)
{
  sqlite3_stmt *statement = dr_collection_prepare (self->user_db,
                                                   "SELECT count FROM collection_products WHERE pack_code = ?", NULL);
  int count = -1;
  int status;

  if (statement == NULL)
    return -1;
  sqlite3_bind_text (statement, 1, pack_code, -1, SQLITE_STATIC);
  status = sqlite3_step (statement);
  if (status == SQLITE_ROW)
    count = sqlite3_column_int (statement, 0);
  else if (status == SQLITE_DONE)
    count = 0;
  sqlite3_finalize (statement);
  return count;
}

static gboolean
pack_exists (DrCollection *self,
             const char   *pack_code)
{
  DrCardPool *pool = card_pool (self, NULL);

  return pool != NULL && dr_card_pool_get_pack (pool, pack_code) != NULL;
}

static gboolean
write_product (DrCollection  *self,
               const char    *pack_code,
               int            count,
               GError       **error)
{
  sqlite3_stmt *statement;

  if (count == 0)
    statement = dr_collection_prepare (self->user_db, "DELETE FROM collection_products WHERE pack_code = ?1", error);
  else
    statement = dr_collection_prepare (self->user_db,
                                       "INSERT INTO collection_products (pack_code, count) VALUES (?1, ?2) "
                                       "ON CONFLICT (pack_code) DO UPDATE SET count = excluded.count",
                                       error);
  if (statement == NULL)
    return FALSE;
  sqlite3_bind_text (statement, 1, pack_code, -1, SQLITE_STATIC);
  if (count != 0)
    sqlite3_bind_int (statement, 2, count);
  return step_done (statement, self->user_db, error);
}

/* Replaces every owned product by @counts (pack code → GINT count > 0); the
 * caller holds a transaction. */
gboolean
dr_collection_write_products (DrCollection  *self,
                              GHashTable    *counts,
                              GError       **error)
{
  GHashTableIter iter;
  gpointer code, count;

  if (!dr_db_exec (self->user_db, "DELETE FROM collection_products", error))
    return FALSE;
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &code, &count))
    if (!write_product (self, code, GPOINTER_TO_INT (count), error))
      return FALSE;
  return TRUE;
}

gboolean
dr_collection_set_product_count (DrCollection  *self,
                                 const char    *pack_code,
                                 int            count,
                                 GError       **error)
{
  if (count < 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("A product count cannot be negative (%d)"), count);
      return FALSE;
    }
  if (count > 0 && !pack_exists (self, pack_code))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND, _("No pack has the code “%s”"), pack_code);
      return FALSE;
    }
  if (!write_product (self, pack_code, count, error))
    return FALSE;
  self->revision++;
  return TRUE;
}

/* Adds @delta (negative to remove) of a product; the count never goes below
 * zero. */
gboolean
dr_collection_add_products (DrCollection  *self,
                            const char    *pack_code,
                            int            delta,
                            int           *new_count,
                            GError       **error)
{
  int count = dr_collection_get_product_count (self, pack_code);

  if (count < 0)
    {
      dr_db_set_error (error, self->user_db, _("Cannot read the collection"));
      return FALSE;
    }
  count = MAX (0, count + delta);
  if (!dr_collection_set_product_count (self, pack_code, count, error))
    return FALSE;
  if (new_count != NULL)
    *new_count = count;
  return TRUE;
}

gboolean
dr_collection_preset_from_name (const char         *name,
                                DrCollectionPreset *preset)
{
  static const struct { const char *name; DrCollectionPreset preset; } presets[] = {
    { "none", DR_COLLECTION_PRESET_NONE },
    { "all", DR_COLLECTION_PRESET_ALL },
    { "standard", DR_COLLECTION_PRESET_STANDARD },
    { "startup", DR_COLLECTION_PRESET_STARTUP },
  };
  g_autofree char *lower = g_ascii_strdown (name, -1);

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (g_str_equal (lower, presets[i].name))
      {
        *preset = presets[i].preset;
        return TRUE;
      }
  return FALSE;
}

/* The packs a preset owns, one of each, as pack codes in card-data order.
 * Only packs with cards count. Standard is what the search's z:current keeps:
 * packs of cycles the card data marks as not rotated, without draft, napd and
 * tdc. Startup is the cycles of z:startup. Both take released packs only (a
 * release date, not in the future). With only the bundled data (the rotated
 * Core Set and NAPD, and Lockpick, which has no formats) both are empty. */
static gboolean
in_preset (const DrPoolPack   *pack,
           const DrPoolCycle  *cycle,
           DrCollectionPreset  preset,
           const char         *today)
{
  switch (preset)
    {
    case DR_COLLECTION_PRESET_ALL:
      return TRUE;
    case DR_COLLECTION_PRESET_STANDARD:
      if (!g_str_equal (pack->game, "netrunner") || cycle->rotated
          || g_strv_contains (never_standard_cycles, cycle->code) || g_str_equal (pack->code, "tdc"))
        return FALSE;
      break;
    case DR_COLLECTION_PRESET_STARTUP:
      if (!g_str_equal (pack->game, "netrunner") || !g_strv_contains (startup_cycles, cycle->code))
        return FALSE;
      break;
    case DR_COLLECTION_PRESET_NONE:
    default:
      return FALSE;
    }
  return pack->date_release != NULL && strcmp (pack->date_release, today) <= 0;
}

GPtrArray *
dr_collection_preset_packs (DrCollection        *self,
                            DrCollectionPreset   preset,
                            GError             **error)
{
  g_autoptr(GPtrArray) packs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) with_cards = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  const GPtrArray *all;
  DrCardPool *pool;

  g_return_val_if_fail (preset <= DR_COLLECTION_PRESET_STARTUP, NULL);
  if (preset == DR_COLLECTION_PRESET_NONE)
    return g_steal_pointer (&packs);
  pool = card_pool (self, error);
  if (pool == NULL)
    return NULL;
  with_cards = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < dr_card_pool_get_n_printings (pool); i++)
    g_hash_table_add (with_cards, dr_card_pool_get_printing (pool, i)->card->pack_code);
  all = dr_card_pool_get_packs (pool);
  for (guint i = 0; i < all->len; i++)
    {
      const DrPoolPack *pack = g_ptr_array_index (all, i);
      const DrPoolCycle *cycle = dr_card_pool_get_cycle (pool, pack->cycle_code);

      if (cycle != NULL && g_hash_table_contains (with_cards, pack->code) && in_preset (pack, cycle, preset, today))
        g_ptr_array_add (packs, g_strdup (pack->code));
    }
  return g_steal_pointer (&packs);
}

/* Owned products become exactly the preset's, one of each. Per-printing
 * adjustments stay: they record singles bought and copies lost. */
gboolean
dr_collection_apply_preset (DrCollection        *self,
                            DrCollectionPreset   preset,
                            GError             **error)
{
  g_autoptr(GPtrArray) packs = dr_collection_preset_packs (self, preset, error);
  g_autoptr(GHashTable) counts = NULL;

  if (packs == NULL)
    return FALSE;
  counts = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < packs->len; i++)
    g_hash_table_insert (counts, packs->pdata[i], GINT_TO_POINTER (1));
  if (!dr_collection_begin (self, error))
    return FALSE;
  if (!dr_collection_write_products (self, counts, error))
    {
      dr_collection_rollback (self);
      return FALSE;
    }
  return dr_collection_commit (self, error);
}

/* Printings and cards */

void
dr_collection_adjustment_free (DrCollectionAdjustment *adjustment)
{
  if (adjustment == NULL)
    return;
  g_free (adjustment->code);
  g_free (adjustment->title);
  g_free (adjustment);
}

/* Every per-printing adjustment, by code, with the owned count it gives. */
GPtrArray *
dr_collection_list_adjustments (DrCollection  *self,
                                GError       **error)
{
  g_autoptr(DrOwnedCatalog) catalog = dr_owned_catalog_load (self, error);
  g_autoptr(GPtrArray) adjustments = NULL;
  sqlite3_stmt *statement;
  int status;

  if (catalog == NULL)
    return NULL;
  statement = dr_collection_prepare (self->user_db,
                                     "SELECT card_code, delta FROM collection_adjustments ORDER BY card_code", error);
  if (statement == NULL)
    return NULL;
  adjustments = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_collection_adjustment_free);
  while ((status = sqlite3_step (statement)) == SQLITE_ROW)
    {
      DrCollectionAdjustment *adjustment = g_new0 (DrCollectionAdjustment, 1);
      const DrOwnedPrinting *printing;

      adjustment->code = g_strdup ((const char *) sqlite3_column_text (statement, 0));
      adjustment->adjustment = sqlite3_column_int (statement, 1);
      printing = dr_owned_catalog_lookup (catalog, adjustment->code);
      adjustment->title = g_strdup (printing != NULL ? printing->title : adjustment->code);
      adjustment->owned = printing != NULL ? printing->owned : MAX (0, adjustment->adjustment);
      g_ptr_array_add (adjustments, adjustment);
    }
  sqlite3_finalize (statement);
  if (status != SQLITE_DONE)
    {
      dr_db_set_error (error, self->user_db, _("Cannot read the collection"));
      return NULL;
    }
  return g_steal_pointer (&adjustments);
}

/* Copies of the printing that owned products bring, -1 for an unknown card. */
int
dr_collection_from_products (DrCollection *self,
                             const char   *code)
{
  DrCardPool *pool = card_pool (self, NULL);
  const DrPoolPrinting *printing = pool != NULL ? dr_card_pool_lookup (pool, code) : NULL;
  int count;

  if (printing == NULL)
    return -1;
  count = dr_collection_get_product_count (self, printing->card->pack_code);
  return count >= 0 ? count * printing->card->quantity : -1;
}

static int
get_adjustment (DrCollection *self,
                const char   *code)
{
  sqlite3_stmt *statement = dr_collection_prepare (self->user_db,
                                                   "SELECT delta FROM collection_adjustments WHERE card_code = ?",
                                                   NULL);
  int delta = 0;

  if (statement == NULL)
    return 0;
  sqlite3_bind_text (statement, 1, code, -1, SQLITE_STATIC);
  if (sqlite3_step (statement) == SQLITE_ROW)
    delta = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  return delta;
}

/* Owned copies of one printing; -1 when the card data has no such code. */
int
dr_collection_get_printing_owned (DrCollection *self,
                                  const char   *code)
{
  int from_products = dr_collection_from_products (self, code);

  if (from_products < 0)
    return -1;
  return MAX (0, from_products + get_adjustment (self, code));
}

gboolean
dr_collection_write_adjustment (DrCollection  *self,
                                const char    *code,
                                int            delta,
                                GError       **error)
{
  sqlite3_stmt *statement;

  if (delta == 0)
    statement = dr_collection_prepare (self->user_db, "DELETE FROM collection_adjustments WHERE card_code = ?1", error);
  else
    statement = dr_collection_prepare (self->user_db,
                                       "INSERT INTO collection_adjustments (card_code, delta) VALUES (?1, ?2) "
                                       "ON CONFLICT (card_code) DO UPDATE SET delta = excluded.delta",
                                       error);
  if (statement == NULL)
    return FALSE;
  sqlite3_bind_text (statement, 1, code, -1, SQLITE_STATIC);
  if (delta != 0)
    sqlite3_bind_int (statement, 2, delta);
  return step_done (statement, self->user_db, error);
}

/* Sets the printing's adjustment so that exactly @owned copies are owned
 * with the products as they are now. */
gboolean
dr_collection_set_printing_owned (DrCollection  *self,
                                  const char    *code,
                                  int            owned,
                                  GError       **error)
{
  int from_products;

  if (owned < 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("An owned count cannot be negative (%d)"), owned);
      return FALSE;
    }
  from_products = dr_collection_from_products (self, code);
  if (from_products < 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND, _("No card has the code “%s”"), code);
      return FALSE;
    }
  if (!dr_collection_write_adjustment (self, code, owned - from_products, error))
    return FALSE;
  self->revision++;
  return TRUE;
}

/* Owned copies of a card over all its printings; @title as the card data
 * spells it. */
int
dr_collection_get_title_owned (DrCollection *self,
                               const char   *title)
{
  DrCardPool *pool = card_pool (self, NULL);
  int owned = 0;

  if (pool == NULL)
    return -1;
  for (guint i = 0; i < dr_card_pool_get_n_printings (pool); i++)
    {
      const DrCard *card = dr_card_pool_get_printing (pool, i)->card;

      if (g_strcmp0 (card->title, title) == 0)
        owned += MAX (0, dr_collection_get_printing_owned (self, card->code));
    }
  return owned;
}
