/* dr-card-catalog.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-catalog"

#include "config.h"

#include "dr-card-catalog.h"
#include "dr-db.h"

static char *
column_text (sqlite3_stmt *statement,
             int           column)
{
  return g_strdup ((const char *) sqlite3_column_text (statement, column));
}

/* Runs @sql with @game bound to ?1 (when given) and turns each row into an
 * item with @read_row. */
static GPtrArray *
collect (sqlite3         *db,
         const char      *sql,
         const char      *game,
         gpointer       (*read_row) (sqlite3_stmt *statement),
         GDestroyNotify   free_item,
         GError         **error)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (free_item);
  sqlite3_stmt *statement = NULL;
  int status;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, sql);
      return NULL;
    }
  if (game != NULL)
    sqlite3_bind_text (statement, 1, game, -1, SQLITE_STATIC);
  while ((status = sqlite3_step (statement)) == SQLITE_ROW)
    g_ptr_array_add (items, read_row (statement));
  sqlite3_finalize (statement);
  if (status != SQLITE_DONE)
    {
      dr_db_set_error (error, db, sql);
      return NULL;
    }
  return g_steal_pointer (&items);
}

static gpointer
read_faction (sqlite3_stmt *statement)
{
  DrFaction *faction = g_new0 (DrFaction, 1);

  faction->code = column_text (statement, 0);
  faction->name = column_text (statement, 1);
  faction->side_code = column_text (statement, 2);
  faction->color = column_text (statement, 3);
  faction->is_mini = sqlite3_column_int (statement, 4);
  faction->is_neutral = sqlite3_column_int (statement, 5);
  return faction;
}

GPtrArray *
dr_card_catalog_factions (sqlite3     *db,
                          const char  *game,
                          GError     **error)
{
  return collect (db,
                  "SELECT code, name, side_code, color, is_mini, is_neutral FROM factions "
                  "WHERE game = ?1 ORDER BY is_mini, is_neutral, side_code, name, code",
                  game, read_faction, (GDestroyNotify) dr_faction_free, error);
}

static gpointer
read_type (sqlite3_stmt *statement)
{
  DrCardType *type = g_new0 (DrCardType, 1);

  type->code = column_text (statement, 0);
  type->name = column_text (statement, 1);
  type->side_code = column_text (statement, 2);
  type->position = sqlite3_column_int (statement, 3);
  return type;
}

GPtrArray *
dr_card_catalog_types (sqlite3     *db,
                       const char  *game,
                       GError     **error)
{
  return collect (db,
                  "SELECT code, name, side_code, position FROM types "
                  "WHERE game = ?1 AND NOT is_subtype ORDER BY position, code",
                  game, read_type, (GDestroyNotify) dr_card_type_free, error);
}

void
dr_faction_free (DrFaction *faction)
{
  if (faction == NULL)
    return;
  g_free (faction->code);
  g_free (faction->name);
  g_free (faction->side_code);
  g_free (faction->color);
  g_free (faction);
}

void
dr_card_type_free (DrCardType *type)
{
  if (type == NULL)
    return;
  g_free (type->code);
  g_free (type->name);
  g_free (type->side_code);
  g_free (type);
}
