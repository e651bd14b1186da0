/* dr-card-pool.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-pool"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-card-pool.h"
#include "dr-db.h"

struct _DrCardPool
{
  char         *locale;
  GStringChunk *strings;      /* everything but the cards' own strings */
  GArray       *printings;    /* DrPoolPrinting, owning its card; newest first */
  guint         n_titles;
  GPtrArray    *cards_by_id;  /* DrCard *, borrowed from printings */
  GHashTable   *by_code;      /* code → DrPoolPrinting *, into printings */
  GHashTable   *faces;        /* card code → GPtrArray of DrCardFace, strings in strings */
  GPtrArray    *packs;        /* DrPoolPack *, owned */
  GHashTable   *packs_by_code;
  GPtrArray    *cycles;       /* DrPoolCycle *, owned */
  GHashTable   *cycles_by_code;
  GHashTable   *names[5];     /* code → English name, by table_names */
  GHashTable   *local_names[5]; /* the same in locale where translated */
  GPtrArray    *factions;     /* DrFaction, named in locale */
  GHashTable   *factions_by_code;
  GPtrArray    *types;        /* DrCardType, named in locale */
  GPtrArray    *ban_lists;    /* DrPoolBanList *, owned */
  GHashTable   *lists_by_code;
  GPtrArray    *rotations;    /* DrPoolRotation *, owned */
};

static const char *const table_names[] = { "sides", "factions", "types", "packs", "cycles" };

static const struct
{
  const char    *name;
  DrVerdictKind  kind;
} verdict_kinds[] = {
  { "deck_limit", DR_VERDICT_DECK_LIMIT },
  { "is_restricted", DR_VERDICT_RESTRICTED },
  { "global_penalty", DR_VERDICT_GLOBAL_PENALTY },
  { "universal_faction_cost", DR_VERDICT_UNIVERSAL_COST },
  { "points", DR_VERDICT_POINTS },
};

static const char *
intern (DrCardPool   *self,
        sqlite3_stmt *statement,
        int           column)
{
  const char *text = (const char *) sqlite3_column_text (statement, column);

  return text != NULL ? g_string_chunk_insert_const (self->strings, text) : NULL;
}

/* Rows of @sql, each given to @read; FALSE with @error when sqlite fails. */
static gboolean
for_each_row (DrCardPool   *self,
              sqlite3      *db,
              const char   *sql,
              void        (*read) (DrCardPool *self, sqlite3_stmt *row),
              GError      **error)
{
  sqlite3_stmt *statement = NULL;
  int rc;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot read the cards"));
      return FALSE;
    }
  if (sqlite3_bind_parameter_count (statement) > 0)
    sqlite3_bind_text (statement, 1, self->locale, -1, SQLITE_STATIC);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    read (self, statement);
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the cards"));
      return FALSE;
    }
  return TRUE;
}

/* The columns before DR_CARD_SELECT_COLUMNS in the card query. */
#define N_PRINTING_COLUMNS 8

/* A card database made before translations were kept names the original
 * title of a card first printed in another language: that title is the
 * translation when the reader reads that language. */
static DrCard *
new_card (DrCardPool   *self,
          sqlite3_stmt *row)
{
  const int first = N_PRINTING_COLUMNS;
  const char *original_title, *original_lang;

  if (self->locale == NULL)
    return dr_card_new_from_statement (row, first);
  if (sqlite3_column_int (row, 4))
    return dr_card_new_localized (row, first, (const char *) sqlite3_column_text (row, 5),
                                  (const char *) sqlite3_column_text (row, 6),
                                  (const char *) sqlite3_column_text (row, 7));
  original_title = (const char *) sqlite3_column_text (row, first + 4);
  original_lang = (const char *) sqlite3_column_text (row, first + 5);
  if (original_title != NULL && g_strcmp0 (original_lang, self->locale) == 0)
    return dr_card_new_localized (row, first, original_title, NULL, NULL);
  return dr_card_new_from_statement (row, first);
}

static void
read_printing (DrCardPool   *self,
               sqlite3_stmt *row)
{
  DrPoolPrinting printing = { 0 };

  printing.card = new_card (self, row);
  printing.row_id = sqlite3_column_int64 (row, 0);
  printing.cycle_code = intern (self, row, 1);
  printing.pack_date = intern (self, row, 2);
  printing.faction_is_neutral = sqlite3_column_int (row, 3) != 0;
  g_array_append_val (self->printings, printing);
}

static void
read_pack (DrCardPool   *self,
           sqlite3_stmt *row)
{
  DrPoolPack *pack = g_new0 (DrPoolPack, 1);

  pack->code = intern (self, row, 0);
  pack->game = intern (self, row, 1);
  pack->name = intern (self, row, 2);
  pack->cycle_code = intern (self, row, 3);
  pack->date_release = intern (self, row, 4);
  pack->position = sqlite3_column_int (row, 5);
  pack->size = sqlite3_column_type (row, 6) == SQLITE_NULL ? -1 : sqlite3_column_int (row, 6);
  g_ptr_array_add (self->packs, pack);
  g_hash_table_insert (self->packs_by_code, (gpointer) pack->code, pack);
}

static void
read_cycle (DrCardPool   *self,
            sqlite3_stmt *row)
{
  DrPoolCycle *cycle = g_new0 (DrPoolCycle, 1);

  cycle->code = intern (self, row, 0);
  cycle->name = intern (self, row, 1);
  cycle->rotated = sqlite3_column_int (row, 2) != 0;
  cycle->position = sqlite3_column_int (row, 3);
  g_ptr_array_add (self->cycles, cycle);
  g_hash_table_insert (self->cycles_by_code, (gpointer) cycle->code, cycle);
}

static void
read_name (DrCardPool   *self,
           sqlite3_stmt *row)
{
  int table = sqlite3_column_int (row, 0);
  const char *code = intern (self, row, 1);
  const char *name = intern (self, row, 2);

  if (table >= 0 && table < (int) G_N_ELEMENTS (table_names) && code != NULL && name != NULL)
    g_hash_table_insert (self->names[table], (gpointer) code, (gpointer) name);
}

static void
read_face (DrCardPool   *self,
           sqlite3_stmt *row)
{
  const char *code = intern (self, row, 0);
  GPtrArray *faces = g_hash_table_lookup (self->faces, code);
  DrCardFace *face = g_new0 (DrCardFace, 1);

  if (faces == NULL)
    {
      faces = g_ptr_array_new_with_free_func (g_free);
      g_hash_table_insert (self->faces, (gpointer) code, faces);
    }
  face->title = (char *) intern (self, row, 1);
  face->text = (char *) intern (self, row, 2);
  g_ptr_array_add (faces, face);
}

/* Where the card data translates a name the table has (name_translations),
 * over the English one in the local names. */
static void
read_local_name (DrCardPool   *self,
                 sqlite3_stmt *row)
{
  const char *kind = (const char *) sqlite3_column_text (row, 0);
  const char *code = (const char *) sqlite3_column_text (row, 1);
  gpointer english_code;

  for (guint i = 0; i < G_N_ELEMENTS (table_names); i++)
    if (g_strcmp0 (kind, table_names[i]) == 0
        && g_hash_table_lookup_extended (self->names[i], code, &english_code, NULL)
        && sqlite3_column_type (row, 2) != SQLITE_NULL)
      g_hash_table_insert (self->local_names[i], english_code, (gpointer) intern (self, row, 2));
}

static gboolean
read_local_names (DrCardPool  *self,
                  sqlite3     *db,
                  GError     **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (table_names); i++)
    {
      GHashTableIter iter;
      gpointer code, name;

      if (self->locale == NULL)
        {
          self->local_names[i] = g_hash_table_ref (self->names[i]);
          continue;
        }
      self->local_names[i] = g_hash_table_new (g_str_hash, g_str_equal);
      g_hash_table_iter_init (&iter, self->names[i]);
      while (g_hash_table_iter_next (&iter, &code, &name))
        g_hash_table_insert (self->local_names[i], code, name);
    }
  if (self->locale == NULL)
    return TRUE;
  return for_each_row (self, db, "SELECT kind, code, name FROM name_translations WHERE locale = ?1",
                       read_local_name, error);
}

static void
free_ban_list (gpointer data)
{
  DrPoolBanList *list = data;

  g_array_unref (list->verdicts);
  g_free (list);
}

static void
read_ban_list (DrCardPool   *self,
               sqlite3_stmt *row)
{
  DrPoolBanList *list = g_new0 (DrPoolBanList, 1);

  list->code = intern (self, row, 0);
  list->name = intern (self, row, 1);
  list->date_start = intern (self, row, 2);
  list->active = sqlite3_column_int (row, 3) != 0;
  list->point_limit = sqlite3_column_type (row, 4) == SQLITE_NULL ? -1 : sqlite3_column_int (row, 4);
  list->verdicts = g_array_new (FALSE, FALSE, sizeof (DrPoolVerdict));
  g_ptr_array_add (self->ban_lists, list);
  g_hash_table_insert (self->lists_by_code, (gpointer) list->code, list);
}

static DrVerdictKind
verdict_kind (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (verdict_kinds); i++)
    if (g_strcmp0 (name, verdict_kinds[i].name) == 0)
      return verdict_kinds[i].kind;
  return DR_VERDICT_OTHER;
}

static void
read_verdict (DrCardPool   *self,
              sqlite3_stmt *row)
{
  const char *list_code = (const char *) sqlite3_column_text (row, 0);
  DrPoolBanList *list = list_code != NULL ? g_hash_table_lookup (self->lists_by_code, list_code) : NULL;
  DrPoolVerdict verdict;

  if (list == NULL || sqlite3_column_type (row, 1) == SQLITE_NULL)
    return;
  verdict.card_code = intern (self, row, 1);
  verdict.kind = verdict_kind ((const char *) sqlite3_column_text (row, 2));
  verdict.value = sqlite3_column_int (row, 3);
  g_array_append_val (list->verdicts, verdict);
}

static void
free_rotation (gpointer data)
{
  DrPoolRotation *rotation = data;

  g_free ((gpointer) rotation->cycles);
  g_free (rotation);
}

static void
read_rotation (DrCardPool   *self,
               sqlite3_stmt *row)
{
  DrPoolRotation *rotation = g_new0 (DrPoolRotation, 1);

  rotation->code = intern (self, row, 0);
  rotation->date_start = intern (self, row, 1);
  rotation->cycles = g_new0 (const char *, 1);
  g_ptr_array_add (self->rotations, rotation);
}

static void
read_rotated_cycle (DrCardPool   *self,
                    sqlite3_stmt *row)
{
  const char *rotation_code = (const char *) sqlite3_column_text (row, 0);
  const char *cycle = intern (self, row, 1);

  for (guint i = 0; i < self->rotations->len && rotation_code != NULL && cycle != NULL; i++)
    {
      DrPoolRotation *rotation = g_ptr_array_index (self->rotations, i);
      guint n = g_strv_length ((char **) rotation->cycles);
      const char **cycles;

      if (strcmp (rotation->code, rotation_code) != 0)
        continue;
      cycles = g_renew (const char *, (const char **) rotation->cycles, n + 2);
      cycles[n] = cycle;
      cycles[n + 1] = NULL;
      rotation->cycles = cycles;
      return;
    }
}

/* @name replaced by its entry in @local_names, when that differs. */
static void
rename_local (char       **name,
              GHashTable  *local_names,
              const char  *code)
{
  const char *local = g_hash_table_lookup (local_names, code);

  if (local != NULL && g_strcmp0 (local, *name) != 0)
    {
      g_free (*name);
      *name = g_strdup (local);
    }
}

/* The factions and types in the catalog's order, named in the reader's
 * language: read after the local names. */
static gboolean
read_catalog (DrCardPool  *self,
              sqlite3     *db,
              GError     **error)
{
  GHashTable *faction_names = dr_card_pool_get_local_names (self, "factions");
  GHashTable *type_names = dr_card_pool_get_local_names (self, "types");

  self->factions = dr_card_catalog_factions (db, "netrunner", error);
  if (self->factions == NULL)
    return FALSE;
  for (guint i = 0; i < self->factions->len; i++)
    {
      DrFaction *faction = g_ptr_array_index (self->factions, i);

      rename_local (&faction->name, faction_names, faction->code);
      g_hash_table_insert (self->factions_by_code, faction->code, faction);
    }
  self->types = dr_card_catalog_types (db, "netrunner", error);
  if (self->types == NULL)
    return FALSE;
  for (guint i = 0; i < self->types->len; i++)
    {
      DrCardType *type = g_ptr_array_index (self->types, i);

      rename_local (&type->name, type_names, type->code);
    }
  return TRUE;
}

/* The card query reads the printing's own columns, its pack's cycle and
 * date, its faction's flag and its translation, then DR_CARD_SELECT_COLUMNS;
 * in English, without the translations' table. */
#define PRINTINGS_FROM \
  " FROM cards AS c JOIN packs AS p ON p.code = c.pack_code" \
  " LEFT JOIN factions AS f ON f.code = c.faction_code"
static const char *const printings_sql =
  "SELECT c.id, p.cycle_code, p.date_release, COALESCE (f.is_neutral, 0),"
  "  t.code IS NOT NULL, t.title, t.text, t.keywords, " DR_CARD_SELECT_COLUMNS
  PRINTINGS_FROM
  " LEFT JOIN card_translations AS t ON t.code = c.code AND t.locale = ?1";
static const char *const english_printings_sql =
  "SELECT c.id, p.cycle_code, p.date_release, COALESCE (f.is_neutral, 0),"
  "  0, NULL, NULL, NULL, " DR_CARD_SELECT_COLUMNS
  PRINTINGS_FROM;

/* Newest pack first, unreleased ones first of all, then by code, newest
 * first. Sorted here rather than by sqlite, whose sorter would copy every
 * card's texts. */
static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const DrPoolPrinting *x = a, *y = b;
  int by_date = strcmp (y->pack_date != NULL ? y->pack_date : "9999-99-99",
                        x->pack_date != NULL ? x->pack_date : "9999-99-99");

  return by_date != 0 ? by_date : strcmp (y->card->code, x->card->code);
}

/* Printings of one title: equal by game and title. */
static guint
title_hash (gconstpointer key)
{
  const DrCard *card = key;

  return (card->title != NULL ? g_str_hash (card->title) : 0) * 31
         + (card->game != NULL ? g_str_hash (card->game) : 0);
}

static gboolean
title_equal (gconstpointer a,
             gconstpointer b)
{
  const DrCard *x = a, *y = b;

  return g_strcmp0 (x->title, y->title) == 0 && g_strcmp0 (x->game, y->game) == 0;
}

DrCardPool *
dr_card_pool_new (sqlite3     *db,
                  const char  *locale,
                  GError     **error)
{
  DrCardPool *self;
  GHashTable *titles;

  g_return_val_if_fail (db != NULL, NULL);

  self = g_atomic_rc_box_new0 (DrCardPool);
  self->locale = locale != NULL && *locale != '\0' ? g_strdup (locale) : NULL;
  self->strings = g_string_chunk_new (16 * 1024);
  self->printings = g_array_new (FALSE, TRUE, sizeof (DrPoolPrinting));
  self->cards_by_id = g_ptr_array_new ();
  self->by_code = g_hash_table_new (g_str_hash, g_str_equal);
  self->faces = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);
  self->packs = g_ptr_array_new_with_free_func (g_free);
  self->packs_by_code = g_hash_table_new (g_str_hash, g_str_equal);
  self->cycles = g_ptr_array_new_with_free_func (g_free);
  self->cycles_by_code = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < G_N_ELEMENTS (self->names); i++)
    self->names[i] = g_hash_table_new (g_str_hash, g_str_equal);
  self->factions_by_code = g_hash_table_new (g_str_hash, g_str_equal);
  self->ban_lists = g_ptr_array_new_with_free_func (free_ban_list);
  self->lists_by_code = g_hash_table_new (g_str_hash, g_str_equal);
  self->rotations = g_ptr_array_new_with_free_func (free_rotation);

  if (!for_each_row (self, db, self->locale != NULL ? printings_sql : english_printings_sql,
                     read_printing, error)
      || !for_each_row (self, db, "SELECT card_code, title, COALESCE (text, '') FROM card_faces"
                                  " ORDER BY card_code, face", read_face, error)
      || !for_each_row (self, db, "SELECT p.code, p.game, p.name, p.cycle_code, p.date_release, p.position, p.size"
                                  " FROM packs AS p LEFT JOIN cycles AS y ON y.code = p.cycle_code"
                                  " ORDER BY p.game <> 'netrunner', p.game, y.position, y.code, p.position, p.code",
                        read_pack, error)
      || !for_each_row (self, db, "SELECT code, name, rotated, position FROM cycles ORDER BY position, code",
                        read_cycle, error)
      || !for_each_row (self, db, "SELECT 0, code, name FROM sides"
                                  " UNION ALL SELECT 1, code, name FROM factions"
                                  " UNION ALL SELECT 2, code, name FROM types"
                                  " UNION ALL SELECT 3, code, name FROM packs"
                                  " UNION ALL SELECT 4, code, name FROM cycles", read_name, error)
      || !read_local_names (self, db, error)
      || !for_each_row (self, db, "SELECT code, name, date_start, active, point_limit FROM mwls"
                                  " ORDER BY date_start DESC, code DESC", read_ban_list, error)
      || !for_each_row (self, db, "SELECT mwl_code, card_code, kind, value FROM mwl_cards",
                        read_verdict, error)
      || !for_each_row (self, db, "SELECT code, date_start FROM rotations"
                                  " ORDER BY date_start DESC, code DESC", read_rotation, error)
      || !for_each_row (self, db, "SELECT rotation_code, cycle_code FROM rotation_cycles"
                                  " ORDER BY rotation_code, cycle_code", read_rotated_cycle, error)
      || !read_catalog (self, db, error))
    {
      dr_card_pool_unref (self);
      return NULL;
    }

  g_array_sort (self->printings, compare_newest_first);
  /* The array is complete: pointers into it stay valid from here on. */
  titles = g_hash_table_new (title_hash, title_equal);
  for (guint i = 0; i < self->printings->len; i++)
    {
      DrPoolPrinting *printing = &g_array_index (self->printings, DrPoolPrinting, i);
      gpointer title_index;

      printing->index = i;
      if (g_hash_table_lookup_extended (titles, printing->card, NULL, &title_index))
        printing->title_index = GPOINTER_TO_UINT (title_index);
      else
        {
          printing->title_index = self->n_titles++;
          g_hash_table_insert (titles, printing->card, GUINT_TO_POINTER (printing->title_index));
        }
      g_hash_table_insert (self->by_code, printing->card->code, printing);
      if (printing->row_id < 0 || printing->row_id > G_MAXINT32)
        continue;
      if ((guint) printing->row_id >= self->cards_by_id->len)
        g_ptr_array_set_size (self->cards_by_id, printing->row_id + 1);
      self->cards_by_id->pdata[printing->row_id] = printing->card;
    }
  g_hash_table_unref (titles);
  return self;
}

DrCardPool *
dr_card_pool_ref (DrCardPool *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_atomic_rc_box_acquire (self);
}

static void
dr_card_pool_clear (DrCardPool *self)
{
  for (guint i = 0; i < self->printings->len; i++)
    dr_card_unref (g_array_index (self->printings, DrPoolPrinting, i).card);
  g_array_unref (self->printings);
  g_ptr_array_unref (self->cards_by_id);
  g_hash_table_unref (self->by_code);
  g_hash_table_unref (self->faces);
  g_ptr_array_unref (self->packs);
  g_hash_table_unref (self->packs_by_code);
  g_hash_table_unref (self->cycles_by_code);
  g_ptr_array_unref (self->cycles);
  for (guint i = 0; i < G_N_ELEMENTS (self->names); i++)
    {
      g_hash_table_unref (self->names[i]);
      g_clear_pointer (&self->local_names[i], g_hash_table_unref);
    }
  g_hash_table_unref (self->factions_by_code);
  g_clear_pointer (&self->factions, g_ptr_array_unref);
  g_clear_pointer (&self->types, g_ptr_array_unref);
  g_hash_table_unref (self->lists_by_code);
  g_ptr_array_unref (self->ban_lists);
  g_ptr_array_unref (self->rotations);
  g_string_chunk_free (self->strings);
  g_free (self->locale);
}

void
dr_card_pool_unref (DrCardPool *self)
{
  if (self != NULL)
    g_atomic_rc_box_release_full (self, (GDestroyNotify) dr_card_pool_clear);
}

guint
dr_card_pool_get_n_printings (const DrCardPool *self)
{
  return self->printings->len;
}

const DrPoolPrinting *
dr_card_pool_get_printing (const DrCardPool *self,
                           guint             index)
{
  g_return_val_if_fail (index < self->printings->len, NULL);
  return &g_array_index (self->printings, DrPoolPrinting, index);
}

guint
dr_card_pool_get_n_titles (const DrCardPool *self)
{
  return self->n_titles;
}

const DrPoolPrinting *
dr_card_pool_lookup (const DrCardPool *self,
                     const char       *code)
{
  return code != NULL ? g_hash_table_lookup (self->by_code, code) : NULL;
}

const GPtrArray *
dr_card_pool_get_faces (const DrCardPool *self,
                        const char       *code)
{
  return code != NULL ? g_hash_table_lookup (self->faces, code) : NULL;
}

const GPtrArray *
dr_card_pool_get_cards_by_id (const DrCardPool *self)
{
  return self->cards_by_id;
}

const DrPoolPack *
dr_card_pool_get_pack (const DrCardPool *self,
                       const char       *code)
{
  return code != NULL ? g_hash_table_lookup (self->packs_by_code, code) : NULL;
}

const GPtrArray *
dr_card_pool_get_packs (const DrCardPool *self)
{
  return self->packs;
}

const GPtrArray *
dr_card_pool_get_cycles (const DrCardPool *self)
{
  return self->cycles;
}

const DrPoolCycle *
dr_card_pool_get_cycle (const DrCardPool *self,
                        const char       *code)
{
  return code != NULL ? g_hash_table_lookup (self->cycles_by_code, code) : NULL;
}

GHashTable *
dr_card_pool_get_names (const DrCardPool *self,
                        const char       *table)
{
  for (guint i = 0; i < G_N_ELEMENTS (table_names); i++)
    if (g_strcmp0 (table, table_names[i]) == 0)
      return self->names[i];
  return NULL;
}

GHashTable *
dr_card_pool_get_local_names (const DrCardPool *self,
                              const char       *table)
{
  for (guint i = 0; i < G_N_ELEMENTS (table_names); i++)
    if (g_strcmp0 (table, table_names[i]) == 0)
      return self->local_names[i];
  return NULL;
}

const GPtrArray *
dr_card_pool_get_factions (const DrCardPool *self)
{
  return self->factions;
}

const DrFaction *
dr_card_pool_get_faction (const DrCardPool *self,
                          const char       *code)
{
  return code != NULL ? g_hash_table_lookup (self->factions_by_code, code) : NULL;
}

const GPtrArray *
dr_card_pool_get_types (const DrCardPool *self)
{
  return self->types;
}

const GPtrArray *
dr_card_pool_get_ban_lists (const DrCardPool *self)
{
  return self->ban_lists;
}

const GPtrArray *
dr_card_pool_get_rotations (const DrCardPool *self)
{
  return self->rotations;
}
