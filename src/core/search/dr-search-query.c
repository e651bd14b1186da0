/* dr-search-query.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-search"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "dr-db.h"
#include "dr-error.h"
#include "dr-search-private.h"
#include "dr-text.h"

/* Named keys go at the end: the scanner tries the whole word first, so a
 * new one such as "own" only needs a line here and a case in compile. */
static const DrSearchKey keys[] = {
  { "_", KEY_TITLE, TRUE, FALSE, NULL, NULL },
  { "x", KEY_TEXT, TRUE, FALSE, NULL, NULL },
  { "a", KEY_FLAVOR, TRUE, FALSE, NULL, NULL },
  { "i", KEY_ILLUSTRATOR, TRUE, FALSE, NULL, NULL },
  { "t", KEY_TYPE, TRUE, FALSE, NULL, NULL },
  { "s", KEY_SUBTYPE, TRUE, FALSE, NULL, NULL },
  { "f", KEY_FACTION, TRUE, FALSE, NULL, NULL },
  { "d", KEY_SIDE, TRUE, FALSE, NULL, NULL },
  { "e", KEY_PACK, TRUE, TRUE, NULL, NULL },
  { "c", KEY_NUMBER, TRUE, TRUE, "c.cycle_position", NULL },
  { "o", KEY_NUMBER, TRUE, TRUE, "c.cost", "c.cost_is_x" },
  { "g", KEY_NUMBER, TRUE, TRUE, "c.advancement_cost", "c.advancement_is_x" },
  { "v", KEY_NUMBER, TRUE, TRUE, "c.agenda_points", NULL },
  /* Identities have no influence cost, so NetrunnerDB reuses the key for
   * their influence limit; unlimited counts as 0 there. */
  { "n", KEY_NUMBER, TRUE, TRUE,
    "(CASE WHEN c.type_code = 'identity' THEN coalesce (c.influence_limit, 0) "
    "ELSE c.faction_cost END)", NULL },
  { "p", KEY_NUMBER, TRUE, TRUE, "c.strength", "c.strength_is_x" },
  { "m", KEY_NUMBER, TRUE, TRUE, "c.memory_cost", NULL },
  { "l", KEY_NUMBER, TRUE, TRUE, "c.base_link", NULL },
  { "h", KEY_NUMBER, TRUE, TRUE, "c.trash_cost", NULL },
  { "y", KEY_NUMBER, TRUE, TRUE, "c.quantity", NULL },
  { "r", KEY_RELEASE, FALSE, TRUE, NULL, NULL },
  { "u", KEY_UNIQUE, TRUE, FALSE, NULL, NULL },
  { "b", KEY_BAN_LIST, TRUE, FALSE, NULL, NULL },
  { "z", KEY_ROTATION, TRUE, FALSE, NULL, NULL },
  { "game", KEY_GAME, TRUE, FALSE, NULL, NULL },
  /* Ours: copies owned of the card, in any printing (dr_search_query_set_owned()). */
  { "own", KEY_NUMBER, TRUE, TRUE, "dr_search_owned (c.code)", NULL },
};

#define DEFAULT_GAME "netrunner"

struct _DrSearchQuery
{
  GPtrArray *conditions;  /* DrSearchCondition */
  char      *sql;
  GPtrArray *parameters;  /* GVariant: string or int64 */
};

typedef struct
{
  const char *cursor;
  int         position;  /* in characters */
} Scanner;

static DrSearchValue *
value_new (const char *text,
           gsize       length,
           int         position)
{
  DrSearchValue *value = g_new0 (DrSearchValue, 1);

  value->text = g_strndup (text, length);
  value->position = position;
  return value;
}

static void
value_free (DrSearchValue *value)
{
  g_free (value->text);
  g_free (value);
}

static void
condition_free (DrSearchCondition *condition)
{
  g_free (condition->key_text);
  g_ptr_array_unref (condition->values);
  g_free (condition);
}

gboolean
dr_search_is_card_code (const char *text)
{
  if (strlen (text) != 5)
    return FALSE;
  for (int i = 0; i < 5; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  return TRUE;
}

/* Reprints share every game fact of their card; only these keys can tell two
 * printings of one title apart (pack, cycle, dates, copies, wording, art, and
 * ban lists, which name printings). */
static gboolean
condition_depends_on_printing (const DrSearchCondition *condition)
{
  switch (condition->key->kind)
    {
    case KEY_TEXT:
    case KEY_FLAVOR:
    case KEY_ILLUSTRATOR:
    case KEY_PACK:
    case KEY_RELEASE:
    case KEY_ROTATION:
    case KEY_BAN_LIST:
      return TRUE;
    case KEY_NUMBER:
      return g_str_equal (condition->key->name, "c") || g_str_equal (condition->key->name, "y");
    case KEY_TITLE:
      for (guint i = 0; i < condition->values->len; i++)
        if (dr_search_is_card_code (((DrSearchValue *) condition->values->pdata[i])->text))
          return TRUE;
      return FALSE;
    default:
      return FALSE;
    }
}

gboolean
dr_search_query_depends_on_printing (const DrSearchQuery *query)
{
  g_return_val_if_fail (query != NULL, TRUE);

  for (guint i = 0; i < query->conditions->len; i++)
    if (condition_depends_on_printing (query->conditions->pdata[i]))
      return TRUE;
  return FALSE;
}

gboolean
dr_search_query_uses_collection (const DrSearchQuery *query)
{
  g_return_val_if_fail (query != NULL, FALSE);

  for (guint i = 0; i < query->conditions->len; i++)
    if (g_str_equal (((const DrSearchCondition *) query->conditions->pdata[i])->key->name, "own"))
      return TRUE;
  return FALSE;
}

void
dr_search_query_free (DrSearchQuery *query)
{
  if (query == NULL)
    return;
  g_clear_pointer (&query->conditions, g_ptr_array_unref);
  g_clear_pointer (&query->parameters, g_ptr_array_unref);
  g_free (query->sql);
  g_free (query);
}

void
dr_search_set_error (GError     **error,
                     int         *error_position,
                     int          position,
                     const char  *format,
                     ...)
{
  g_autofree char *detail = NULL;
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);

  if (error_position != NULL)
    *error_position = position;
  g_set_error (error, DR_ERROR, DR_ERROR_QUERY,
               /* Translators: %d is a 1-based character position in the search
                * text, %s says what is wrong there */
               _("At position %d: %s"), position + 1, detail);
}

/* Scanning */

static gunichar
scanner_peek (const Scanner *scanner)
{
  return g_utf8_get_char (scanner->cursor);
}

static void
scanner_advance (Scanner *scanner)
{
  scanner->cursor = g_utf8_next_char (scanner->cursor);
  scanner->position++;
}

static gboolean
is_end_of_value (gunichar c)
{
  return c == 0 || g_unichar_isspace (c);
}

static gboolean
is_operator (gunichar c)
{
  return c == ':' || c == '!' || c == '<' || c == '>';
}

static gboolean
is_key_char (gunichar c)
{
  return c == '_' || g_unichar_isalpha (c);
}

/* NetrunnerDB's set of characters that need no quotes, plus the typographic
 * apostrophe that card titles use. */
static gboolean
is_bare_char (gunichar c)
{
  if (c == 0)
    return FALSE;
  if (c < 128)
    return g_ascii_isalnum (c) || strchr ("-&.!';", (int) c) != NULL;
  return g_unichar_isalnum (c) || g_unichar_ismark (c) || c == 0x2019;
}

static const DrSearchKey *
find_key (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strcmp (keys[i].name, name) == 0)
      return &keys[i];
  return NULL;
}

static const char *
ordered_key_list (void)
{
  static char *list = NULL;

  if (g_once_init_enter (&list))
    {
      GString *names = g_string_new (NULL);

      /* Alphabetical, which is how NetrunnerDB's help lists them. */
      for (char letter = 'a'; letter <= 'z'; letter++)
        {
          char name[2] = { letter, 0 };
          const DrSearchKey *key = find_key (name);

          if (key != NULL && key->ordered)
            g_string_append_printf (names, "%s%s", names->len > 0 ? " " : "", name);
        }
      for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
        if (strlen (keys[i].name) > 1 && keys[i].ordered)
          g_string_append_printf (names, " %s", keys[i].name);
      g_once_init_leave (&list, g_string_free (names, FALSE));
    }
  return list;
}

static void
set_unexpected_error (GError     **error,
                      int         *error_position,
                      int          position,
                      const char  *cursor)
{
  gunichar c = g_utf8_get_char (cursor);
  char text[8] = { 0 };

  g_unichar_to_utf8 (c, text);
  if (c == '"' || c == '=' || is_operator (c))
    dr_search_set_error (error, error_position, position, _("unexpected “%s”"), text);
  else
    dr_search_set_error (error, error_position, position,
                         _("unexpected “%s” (put values with spaces or symbols in double "
                           "quotes)"),
                         text);
}

/* Reads one value at the cursor; @after is what was typed just before it,
 * for the message when the value is missing. */
static DrSearchValue *
scan_value (Scanner     *scanner,
            const char  *after,
            int         *error_position,
            GError     **error)
{
  gunichar c = scanner_peek (scanner);
  int start = scanner->position;
  const char *begin = scanner->cursor;

  if (is_end_of_value (c) || c == '|')
    {
      dr_search_set_error (error, error_position, start, _("expected a value after “%s”"),
                           after);
      return NULL;
    }

  if (c == '"')
    {
      const char *close = strchr (begin + 1, '"');

      if (close == NULL)
        {
          dr_search_set_error (error, error_position, start, _("unterminated quote"));
          return NULL;
        }
      while (scanner->cursor <= close)
        scanner_advance (scanner);
      return value_new (begin + 1, close - begin - 1, start);
    }

  if (!is_bare_char (c))
    {
      set_unexpected_error (error, error_position, start, begin);
      return NULL;
    }

  while (is_bare_char (scanner_peek (scanner)))
    scanner_advance (scanner);
  return value_new (begin, scanner->cursor - begin, start);
}

static DrSearchCondition *
scan_condition (Scanner     *scanner,
                int         *error_position,
                GError     **error)
{
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func ((GDestroyNotify) value_free);
  g_autofree char *key_text = NULL;
  g_autofree char *after = NULL;
  const DrSearchKey *key = find_key ("_");
  Scanner word = *scanner;
  int start = scanner->position;
  int n_chars = 0;
  char op = ':';
  DrSearchCondition *condition;

  while (is_key_char (scanner_peek (&word)))
    {
      scanner_advance (&word);
      n_chars++;
    }

  if (n_chars > 0 && is_operator (scanner_peek (&word)))
    {
      g_autofree char *typed = g_strndup (scanner->cursor, word.cursor - scanner->cursor);
      g_autofree char *name = g_utf8_strdown (typed, -1);
      const DrSearchKey *found = find_key (name);

      if (found == NULL && n_chars == 1)
        {
          dr_search_set_error (error, error_position, start, _("unknown key “%s”"), typed);
          return NULL;
        }
      /* A longer word before "!" is a title such as "Wow!", as in NetrunnerDB;
       * before ":" "<" ">" it falls through to the "unexpected" message. */
      if (found != NULL)
        {
          key = found;
          key_text = g_steal_pointer (&typed);
          *scanner = word;
          op = (char) scanner_peek (scanner);

          if ((op == '<' || op == '>') && !key->ordered)
            {
              dr_search_set_error (error, error_position, scanner->position,
                                   /* Translators: %c is an operator such as <, %s a key
                                    * such as t, the last %s a list of keys: c e g h … */
                                   _("“%c” cannot be used with key “%s” (only with %s)"),
                                   op, key_text, ordered_key_list ());
              return NULL;
            }
          if ((op == ':' || op == '!') && !key->equality)
            {
              dr_search_set_error (error, error_position, scanner->position,
                                   /* Translators: %c is an operator such as :, %s a key */
                                   _("“%c” cannot be used with key “%s” "
                                     "(only “<” and “>”)"),
                                   op, key_text);
              return NULL;
            }
          scanner_advance (scanner);
          after = g_strdup_printf ("%s%c", key_text, op);
        }
    }

  if (key_text == NULL && scanner_peek (scanner) == '|')
    {
      dr_search_set_error (error, error_position, start, _("expected a value before “|”"));
      return NULL;
    }

  for (;;)
    {
      DrSearchValue *value = scan_value (scanner, after != NULL ? after : "|", error_position,
                                         error);
      gunichar c;

      if (value == NULL)
        return NULL;
      g_ptr_array_add (values, value);

      c = scanner_peek (scanner);
      if (is_end_of_value (c))
        break;
      if (c != '|')
        {
          set_unexpected_error (error, error_position, scanner->position, scanner->cursor);
          return NULL;
        }
      if (op != ':' && op != '!')
        {
          dr_search_set_error (error, error_position, scanner->position,
                               _("“|” can only join values after “:” or “!”"));
          return NULL;
        }
      scanner_advance (scanner);
      g_clear_pointer (&after, g_free);
    }

  condition = g_new0 (DrSearchCondition, 1);
  condition->key = key;
  condition->key_text = g_steal_pointer (&key_text);
  condition->op = op;
  condition->position = start;
  condition->values = g_steal_pointer (&values);
  return condition;
}

DrSearchQuery *
dr_search_query_parse (const char  *text,
                       int         *error_position,
                       GError     **error)
{
  g_autoptr(DrSearchQuery) query = NULL;
  g_autoptr(GString) sql = NULL;
  Scanner scanner = { text != NULL ? text : "", 0 };
  DrSearchCompiler compiler = { NULL, NULL, error_position, error };
  gboolean has_game = FALSE;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (error_position != NULL)
    *error_position = -1;
  sql = g_string_new (NULL);
  compiler.sql = sql;
  query = g_new0 (DrSearchQuery, 1);
  query->conditions = g_ptr_array_new_with_free_func ((GDestroyNotify) condition_free);
  query->parameters = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  compiler.parameters = query->parameters;

  if (!g_utf8_validate (scanner.cursor, -1, NULL))
    {
      dr_search_set_error (error, error_position, 0, _("the text is not valid UTF-8"));
      return NULL;
    }

  for (;;)
    {
      DrSearchCondition *condition;

      while (g_unichar_isspace (scanner_peek (&scanner)))
        scanner_advance (&scanner);
      if (*scanner.cursor == '\0')
        break;

      condition = scan_condition (&scanner, error_position, error);
      if (condition == NULL)
        return NULL;
      g_ptr_array_add (query->conditions, condition);

      if (sql->len > 0)
        g_string_append (sql, " AND ");
      g_string_append_c (sql, '(');
      if (!dr_search_compile_condition (&compiler, condition))
        return NULL;
      g_string_append_c (sql, ')');
      if (condition->key->kind == KEY_GAME)
        has_game = TRUE;
    }

  /* Without a game: key the user means the card game, not Lockpick. */
  if (!has_game)
    {
      if (sql->len > 0)
        g_string_append (sql, " AND ");
      g_string_append (sql, "c.game = ");
      dr_search_compiler_add_text (&compiler, DEFAULT_GAME);
    }

  query->sql = g_string_free (g_steal_pointer (&sql), FALSE);
  return g_steal_pointer (&query);
}

const char *
dr_search_query_get_sql (const DrSearchQuery *query)
{
  g_return_val_if_fail (query != NULL, NULL);

  return query->sql;
}

guint
dr_search_query_get_n_parameters (const DrSearchQuery *query)
{
  g_return_val_if_fail (query != NULL, 0);

  return query->parameters->len;
}

int
dr_search_query_bind (const DrSearchQuery *query,
                      sqlite3_stmt        *statement,
                      int                  first_index)
{
  g_return_val_if_fail (query != NULL, SQLITE_MISUSE);
  g_return_val_if_fail (statement != NULL, SQLITE_MISUSE);

  for (guint i = 0; i < query->parameters->len; i++)
    {
      GVariant *parameter = g_ptr_array_index (query->parameters, i);
      int index = first_index + (int) i;
      int rc;

      if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_INT64))
        rc = sqlite3_bind_int64 (statement, index, g_variant_get_int64 (parameter));
      else
        rc = sqlite3_bind_text (statement, index, g_variant_get_string (parameter, NULL), -1,
                                SQLITE_TRANSIENT);
      if (rc != SQLITE_OK)
        return rc;
    }
  return SQLITE_OK;
}

/* The copies owned that own reads on one connection. The table is set from
 * the main thread between searches, never during one: a connection is used
 * by one thread at a time. */
typedef struct
{
  sqlite3    *db;
  GHashTable *title_owned;  /* code → GINT_TO_POINTER (copies of its title); NULL = none */
} OwnedCounts;

/* Connection → its OwnedCounts, to find the one to change; the SQL function
 * gets its own directly. */
static GHashTable *owned_by_db;
G_LOCK_DEFINE_STATIC (owned_by_db);

static void
owned_function (sqlite3_context  *context,
                int               argc,
                sqlite3_value   **argv)
{
  OwnedCounts *counts = sqlite3_user_data (context);
  const char *code = (const char *) sqlite3_value_text (argv[0]);
  int owned = 0;

  if (code != NULL && counts->title_owned != NULL)
    owned = GPOINTER_TO_INT (g_hash_table_lookup (counts->title_owned, code));
  sqlite3_result_int (context, owned);
}

/* Called by sqlite when the connection closes or the function is redefined. */
static void
owned_counts_free (gpointer data)
{
  OwnedCounts *counts = data;

  G_LOCK (owned_by_db);
  if (owned_by_db != NULL && g_hash_table_lookup (owned_by_db, counts->db) == counts)
    g_hash_table_remove (owned_by_db, counts->db);
  G_UNLOCK (owned_by_db);
  g_clear_pointer (&counts->title_owned, g_hash_table_unref);
  g_free (counts);
}

static int
register_owned_function (sqlite3 *db)
{
  OwnedCounts *counts = g_new0 (OwnedCounts, 1);
  int rc;

  counts->db = db;
  G_LOCK (owned_by_db);
  if (owned_by_db == NULL)
    owned_by_db = g_hash_table_new (NULL, NULL);
  g_hash_table_insert (owned_by_db, db, counts);
  G_UNLOCK (owned_by_db);
  /* Not deterministic: the counts change between statements. On failure
   * sqlite calls owned_counts_free() itself. */
  rc = sqlite3_create_function_v2 (db, "dr_search_owned", 1, SQLITE_UTF8 | SQLITE_INNOCUOUS,
                                   counts, owned_function, NULL, NULL, owned_counts_free);
  return rc;
}

int
dr_search_query_register_functions (sqlite3 *db)
{
  sqlite3_stmt *probe = NULL;
  int rc;

  g_return_val_if_fail (db != NULL, SQLITE_MISUSE);

  /* Redefining a function fails while any statement of the connection is
   * running, and expires all its prepared statements, so define them once. */
  if (sqlite3_prepare_v2 (db, "SELECT dr_search_fold (NULL), dr_search_owned (NULL)", -1, &probe,
                          NULL) == SQLITE_OK)
    {
      sqlite3_finalize (probe);
      return SQLITE_OK;
    }
  /* Flavor text and illustrators are stored as printed, with accents;
   * folding both sides lets "Sadaba" find "Sádaba" the way NetrunnerDB's
   * collation does. */
  rc = dr_db_create_text_function (db, "dr_search_fold", dr_text_to_ascii);
  if (rc != SQLITE_OK)
    return rc;
  return register_owned_function (db);
}

int
dr_search_query_set_owned (sqlite3    *db,
                           GHashTable *title_owned)
{
  OwnedCounts *counts;
  int rc;

  g_return_val_if_fail (db != NULL, SQLITE_MISUSE);

  rc = dr_search_query_register_functions (db);
  if (rc != SQLITE_OK)
    return rc;
  G_LOCK (owned_by_db);
  counts = g_hash_table_lookup (owned_by_db, db);
  G_UNLOCK (owned_by_db);
  g_return_val_if_fail (counts != NULL, SQLITE_MISUSE);
  g_clear_pointer (&counts->title_owned, g_hash_table_unref);
  if (title_owned != NULL)
    counts->title_owned = g_hash_table_ref (title_owned);
  return SQLITE_OK;
}
