/* dr-card-translations.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-translations"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-card-db-private.h"
#include "dr-card-translations.h"
#include "dr-db.h"
#include "dr-error.h"

/* NetrunnerDB's translations/ folders (its card data repository). */
static const char *const locales[] = {
  "ca", "de", "es", "fr", "it", "ja", "ko", "pl", "pt", "ru", "zh-hans", "zh-hant", NULL
};

const char *const *
dr_card_locales (void)
{
  return locales;
}

char *
dr_card_locale_for_language (const char *language)
{
  g_autofree char *lower = NULL;
  g_autofree char *base = NULL;
  const char *territory;

  if (language == NULL || *language == '\0')
    return NULL;
  lower = g_ascii_strdown (language, -1);
  if (g_strv_contains (locales, lower))
    return g_steal_pointer (&lower);
  /* "fr_FR.UTF-8@euro": language, then territory, codeset and modifier. */
  base = g_strndup (lower, strcspn (lower, "_-.@"));
  territory = lower + strlen (base);
  if (g_str_equal (base, "zh"))
    {
      /* Traditional characters in Taiwan, Hong Kong and Macao. */
      if (g_str_has_prefix (territory, "_tw") || g_str_has_prefix (territory, "_hk")
          || g_str_has_prefix (territory, "_mo") || strstr (territory, "hant") != NULL)
        return g_strdup ("zh-hant");
      return g_strdup ("zh-hans");
    }
  if (g_strv_contains (locales, base))
    return g_steal_pointer (&base);
  return NULL;
}

static gboolean
is_english (const char *language)
{
  return g_str_equal (language, "C") || g_str_equal (language, "POSIX")
         || g_str_has_prefix (language, "C.")
         || (g_ascii_strncasecmp (language, "en", 2) == 0
             && (language[2] == '\0' || strchr ("_-.@", language[2]) != NULL));
}

char *
dr_card_locale_default (void)
{
  const char *const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      char *locale;

      if (is_english (languages[i]))
        return NULL;
      locale = dr_card_locale_for_language (languages[i]);
      if (locale != NULL)
        return locale;
    }
  return NULL;
}

/* Search keys */

static void
append_folded (GString  *key,
               gunichar  c)
{
  char utf8[8];
  g_autofree char *ascii = NULL;

  utf8[g_unichar_to_utf8 (c, utf8)] = '\0';
  /* The "C" locale gives a locale-independent transliteration (é → e);
   * characters it cannot spell in ASCII (kana, hangul, hanzi) stay. */
  ascii = g_str_to_ascii (utf8, "C");
  if (ascii != NULL && strchr (ascii, '?') == NULL)
    {
      for (char *p = ascii; *p != '\0'; p++)
        g_string_append_c (key, g_ascii_tolower (*p));
    }
  else
    g_string_append_unichar (key, g_unichar_tolower (c));
}

char *
dr_card_translation_search_key (const char *text)
{
  GString *key;
  gboolean in_tag = FALSE;

  if (text == NULL)
    return NULL;
  if (!g_utf8_validate (text, -1, NULL))
    return g_strdup ("");
  key = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* Card texts hold HTML-like markup (<strong>, <trace>): not words. */
      if (c == '<')
        in_tag = TRUE;
      else if (c == '>' && in_tag)
        in_tag = FALSE;
      else if (in_tag)
        continue;
      else if (c < 0x80)
        g_string_append_c (key, g_ascii_tolower ((char) c));
      else
        append_folded (key, c);
    }
  return g_string_free (key, FALSE);
}

/* Import */

static gboolean
read_member (JsonObject   *object,
             const char   *name,
             const char   *source_name,
             guint         index,
             const char  **out,
             GError      **error)
{
  JsonNode *node = json_object_get_member (object, name);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      *out = json_node_get_string (node);
      if (**out == '\0')
        *out = NULL;
      return TRUE;
    }
  g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
               /* Translators: %s: file, %u: record number, %s: field name */
               _("%s: record %u: field “%s” must be a string"), source_name, index, name);
  return FALSE;
}

static gboolean
import_record (sqlite3_stmt  *insert,
               JsonNode      *node,
               const char    *source_name,
               guint          index,
               guint         *n_imported,
               GError       **error)
{
  JsonObject *object;
  const char *code, *title, *text, *keywords;
  g_autofree char *search_title = NULL;
  g_autofree char *search_text = NULL;
  int rc;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: record %u is not an object"), source_name, index);
      return FALSE;
    }
  object = json_node_get_object (node);
  if (!read_member (object, "code", source_name, index, &code, error)
      || !read_member (object, "title", source_name, index, &title, error)
      || !read_member (object, "text", source_name, index, &text, error)
      || !read_member (object, "keywords", source_name, index, &keywords, error))
    return FALSE;
  if (code == NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: record %u: missing required field “%s”"), source_name, index, "code");
      return FALSE;
    }
  if (title == NULL && text == NULL && keywords == NULL)
    return TRUE;
  search_title = dr_card_translation_search_key (title);
  search_text = dr_card_translation_search_key (text);
  sqlite3_bind_text (insert, 1, code, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 3, title, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 4, text, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 5, keywords, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 6, search_title, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 7, search_text, -1, SQLITE_STATIC);
  rc = sqlite3_step (insert);
  sqlite3_reset (insert);
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, sqlite3_db_handle (insert), _("Cannot store the card translations"));
      return FALSE;
    }
  *n_imported += sqlite3_changes (sqlite3_db_handle (insert));
  return TRUE;
}

gboolean
dr_card_translations_import_json (sqlite3     *db,
                                  const char  *locale,
                                  JsonNode    *root,
                                  const char  *source_name,
                                  guint       *n_imported,
                                  GError     **error)
{
  sqlite3_stmt *insert = NULL;
  JsonArray *records;
  guint imported = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (locale != NULL && *locale != '\0', FALSE);

  if (root == NULL || !JSON_NODE_HOLDS_ARRAY (root))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: expected a list of card translations"), source_name);
      return FALSE;
    }
  /* A printing the card data does not have is skipped: a translation file
   * may be ahead of the cards or name a card NetrunnerDB dropped. */
  if (sqlite3_prepare_v2 (db,
                          "INSERT OR REPLACE INTO card_translations"
                          "  (code, locale, title, text, keywords, search_title, search_text)"
                          "  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM cards WHERE code = ?1)",
                          -1, &insert, NULL) != SQLITE_OK
      || !dr_db_exec (db, "SAVEPOINT translations", error))
    {
      if (insert == NULL)
        dr_db_set_error (error, db, _("Cannot store the card translations"));
      sqlite3_finalize (insert);
      return FALSE;
    }
  sqlite3_bind_text (insert, 2, locale, -1, SQLITE_TRANSIENT);
  records = json_node_get_array (root);
  for (guint i = 0; ok && i < json_array_get_length (records); i++)
    ok = import_record (insert, json_array_get_element (records, i), source_name, i + 1, &imported, error);
  sqlite3_finalize (insert);
  if (!ok)
    {
      dr_db_exec (db, "ROLLBACK TO translations; RELEASE translations", NULL);
      return FALSE;
    }
  if (!dr_db_exec (db, "RELEASE translations", error))
    return FALSE;
  if (n_imported != NULL)
    *n_imported = imported;
  return TRUE;
}

gboolean
dr_card_translations_finish (sqlite3  *db,
                             GError  **error)
{
  static const char *const finish_sql =
    /* Lockpick's cards were printed in French first. */
    "INSERT OR IGNORE INTO card_translations (code, locale, title, search_title)"
    "  SELECT code, original_lang, original_title, dr_translation_key (original_title) FROM cards"
    "  WHERE original_title IS NOT NULL AND original_lang IS NOT NULL AND original_lang <> 'en';"
    "UPDATE card_translations SET card_id = (SELECT id FROM cards WHERE cards.code = card_translations.code);"
    /* A reprint that NetrunnerDB did not translate (yet) reads as its newest
     * translated printing; the insert keeps the first row for each code. */
    "INSERT OR IGNORE INTO card_translations"
    "  (code, locale, card_id, title, text, keywords, search_title, search_text)"
    "  SELECT c.code, t.locale, c.id, t.title, t.text, t.keywords, t.search_title, t.search_text"
    "  FROM card_translations AS t JOIN cards AS o ON o.id = t.card_id"
    "  JOIN cards AS c INDEXED BY cards_title ON c.title = o.title AND c.game = o.game AND c.id <> o.id"
    "  ORDER BY COALESCE (o.pack_date, '9999-99-99') DESC, o.code DESC;"
    "INSERT INTO card_translations_fts (card_translations_fts) VALUES ('rebuild');";

  if (dr_db_create_text_function (db, "dr_translation_key", dr_card_translation_search_key)
      != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot store the card translations"));
      return FALSE;
    }
  return dr_db_exec (db, finish_sql, error);
}

int
dr_card_translations_count (sqlite3    *db,
                            const char *locale)
{
  sqlite3_stmt *statement = NULL;
  int count = -1;

  if (sqlite3_prepare_v2 (db, "SELECT count(*) FROM card_translations WHERE locale = ?",
                          -1, &statement, NULL) == SQLITE_OK)
    {
      sqlite3_bind_text (statement, 1, locale, -1, SQLITE_STATIC);
      if (sqlite3_step (statement) == SQLITE_ROW)
        count = sqlite3_column_int (statement, 0);
    }
  sqlite3_finalize (statement);
  return count;
}
