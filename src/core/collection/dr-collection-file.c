/* dr-collection-file.c
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

/* Two files describe a collection:
 *
 * CSV, one row per owned printing, with the header `code,title,pack,owned`
 * (RFC 4180 quoting). On import the header may name the columns in any
 * order; without a header the four columns come in that order. `owned` is
 * required, and `code`, or else `title` (with `pack`, a code or name, to
 * choose among printings; the newest printing otherwise). Each row sets that
 * printing's owned count; other printings keep theirs, unless the import
 * replaces the collection, when products and adjustments are cleared first.
 *
 * Pack list, one owned product per line: `COUNT PACK`, PACK a pack code or
 * name, COUNT optionally followed by `x` ("2x Core Set"); `#` starts a comment.
 * Importing it replaces the owned products; per-printing adjustments stay.
 *
 * A file with any bad line imports nothing: every line is checked first, and
 * the changes are written in one transaction. Exports replace their file
 * atomically. */

#define MAX_COPIES 9999
#define MAX_REPORTED_LINES 20

typedef struct
{
  GString *message;
  guint    n_bad;
} LineErrors;

static void
line_error (LineErrors *errors,
            guint       line,
            const char *format,
            ...) G_GNUC_PRINTF (3, 4);

static void
line_error (LineErrors *errors,
            guint       line,
            const char *format,
            ...)
{
  g_autofree char *text = NULL;
  va_list args;

  errors->n_bad++;
  if (errors->n_bad > MAX_REPORTED_LINES)
    return;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_string_append_c (errors->message, '\n');
  /* Translators: a bad line in an imported file */
  g_string_append_printf (errors->message, _("line %u: %s"), line, text);
}

static gboolean
report_errors (LineErrors  *errors,
               const char  *file_name,
               GError     **error)
{
  if (errors->n_bad == 0)
    return TRUE;
  if (errors->n_bad > MAX_REPORTED_LINES)
    {
      g_string_append_c (errors->message, '\n');
      g_string_append_printf (errors->message,
                              ngettext ("… and %u more bad line", "… and %u more bad lines",
                                        errors->n_bad - MAX_REPORTED_LINES),
                              errors->n_bad - MAX_REPORTED_LINES);
    }
  g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
               ngettext ("“%s” has %u bad line; nothing was imported:%s",
                         "“%s” has %u bad lines; nothing was imported:%s", errors->n_bad),
               file_name, errors->n_bad, errors->message->str);
  return FALSE;
}

static gboolean
check_text (const char  *text,
            gsize        length,
            const char  *file_name,
            GError     **error)
{
  if (!g_utf8_validate_len (text, length, NULL))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("“%s” is not UTF-8 text; nothing was imported"), file_name);
      return FALSE;
    }
  return TRUE;
}

/* Lines without their ending (\n or \r\n). */
static GStrv
split_lines (const char *text,
             gsize       length)
{
  g_autofree char *copy = g_strndup (text, length);
  GStrv lines = g_strsplit (copy, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      gsize len = strlen (lines[i]);

      if (len > 0 && lines[i][len - 1] == '\r')
        lines[i][len - 1] = '\0';
    }
  return lines;
}

/* A whole number 0 … MAX_COPIES, nothing around it but blanks. */
static gboolean
parse_copies (const char *text,
              int        *copies)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  guint64 value;

  if (!g_ascii_string_to_unsigned (stripped, 10, 0, MAX_COPIES, &value, NULL))
    return FALSE;
  *copies = (int) value;
  return TRUE;
}

static gboolean
write_atomically (const char  *path,
                  const char  *text,
                  GError     **error)
{
  return g_file_set_contents_full (path, text, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0666, error);
}

static char *
read_file (const char  *path,
           gsize       *length,
           GError     **error)
{
  char *text = NULL;

  if (!g_file_get_contents (path, &text, length, error))
    return NULL;
  return text;
}

/* CSV */

static void
append_csv_field (GString    *out,
                  const char *field)
{
  if (strpbrk (field, ",\"\r\n") == NULL && field[0] != ' ' && (field[0] == '\0' || field[strlen (field) - 1] != ' '))
    {
      g_string_append (out, field);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = field; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* The collection as CSV: every owned printing, by code. */
char *
dr_collection_to_csv (DrCollection  *self,
                      GError       **error)
{
  g_autoptr(DrOwnedCatalog) catalog = dr_owned_catalog_load (self, error);
  GHashTable *pack_names;
  GString *out;

  if (catalog == NULL)
    return NULL;
  pack_names = dr_card_pool_get_names (catalog->pool, "packs");
  out = g_string_new ("code,title,pack,owned\n");
  for (guint i = 0; i < catalog->printings->len; i++)
    {
      DrOwnedPrinting *printing = g_ptr_array_index (catalog->printings, i);
      const char *pack_name = g_hash_table_lookup (pack_names, printing->pack_code);

      if (printing->owned == 0)
        continue;
      append_csv_field (out, printing->code);
      g_string_append_c (out, ',');
      append_csv_field (out, printing->title);
      g_string_append_c (out, ',');
      append_csv_field (out, pack_name != NULL ? pack_name : printing->pack_code);
      g_string_append_printf (out, ",%d\n", printing->owned);
    }
  return g_string_free (out, FALSE);
}

gboolean
dr_collection_export_csv (DrCollection  *self,
                          const char    *path,
                          GError       **error)
{
  g_autofree char *text = dr_collection_to_csv (self, error);

  return text != NULL && write_atomically (path, text, error);
}

/* Splits one CSV record into @fields; NULL on success, else what is wrong. */
static const char *
parse_csv_line (const char *line,
                GPtrArray  *fields)
{
  const char *p = line;

  g_ptr_array_set_size (fields, 0);
  for (;;)
    {
      g_autoptr(GString) field = g_string_new (NULL);

      while (*p == ' ' || *p == '\t')
        p++;
      if (*p == '"')
        {
          for (p++;; p++)
            {
              if (*p == '\0')
                return _("a quoted field is not closed");
              if (*p == '"' && p[1] == '"')
                {
                  g_string_append_c (field, '"');
                  p++;
                }
              else if (*p == '"')
                break;
              else
                g_string_append_c (field, *p);
            }
          p++;
          while (*p == ' ' || *p == '\t')
            p++;
          if (*p != ',' && *p != '\0')
            return _("text follows a closing quote");
        }
      else
        {
          while (*p != ',' && *p != '\0')
            {
              if (*p == '"')
                return _("a quote inside a field that does not start with one");
              g_string_append_c (field, *p++);
            }
          g_strchomp (field->str);
          g_string_set_size (field, strlen (field->str));
        }
      g_ptr_array_add (fields, g_string_free (g_steal_pointer (&field), FALSE));
      if (*p == '\0')
        return NULL;
      p++;
    }
}

typedef struct
{
  int code;
  int title;
  int pack;
  int owned;
  guint n_required;  /* fields a row must have */
} CsvColumns;

static gboolean
read_header (GPtrArray  *fields,
             CsvColumns *columns)
{
  CsvColumns found = { -1, -1, -1, -1, 0 };

  for (guint i = 0; i < fields->len; i++)
    {
      g_autofree char *name = g_ascii_strdown (g_ptr_array_index (fields, i), -1);
      int *slot = g_str_equal (name, "code") ? &found.code
                  : g_str_equal (name, "title") ? &found.title
                  : g_str_equal (name, "pack") ? &found.pack
                  : g_str_equal (name, "owned") ? &found.owned
                  : NULL;

      if (slot != NULL && *slot < 0)
        *slot = (int) i;
    }
  if (found.owned < 0 || (found.code < 0 && found.title < 0))
    return FALSE;
  found.n_required = MAX (MAX (found.code, found.title), MAX (found.pack, found.owned)) + 1;
  *columns = found;
  return TRUE;
}

static const char *
column (GPtrArray *fields,
        int        index)
{
  return index >= 0 && (guint) index < fields->len ? g_ptr_array_index (fields, index) : "";
}

/* The printing a row names: its code, else its title (in its pack when given). */
static char *
resolve_row (DrCollection *self,
             const char   *code,
             const char   *title,
             const char   *pack,
             LineErrors   *errors,
             guint         line)
{
  DrCardStore *store = dr_collection_get_store (self);
  g_autoptr(GPtrArray) printings = NULL;
  g_autofree char *pack_code = NULL;

  if (*code != '\0')
    {
      g_autoptr(DrCard) card = dr_card_store_get_card (store, code);

      if (card == NULL)
        {
          line_error (errors, line, _("no card has the code “%s”"), code);
          return NULL;
        }
      return g_strdup (code);
    }
  if (*title == '\0')
    {
      line_error (errors, line, _("the row has neither a code nor a title"));
      return NULL;
    }
  printings = dr_card_store_find_by_title (store, title);
  if (printings->len == 0)
    {
      line_error (errors, line, _("no card has the title “%s”"), title);
      return NULL;
    }
  if (*pack == '\0')
    return g_strdup (((DrCard *) printings->pdata[0])->code);
  pack_code = dr_collection_find_pack (self, pack);
  for (guint i = 0; pack_code != NULL && i < printings->len; i++)
    {
      DrCard *card = g_ptr_array_index (printings, i);

      if (g_str_equal (card->pack_code, pack_code))
        return g_strdup (card->code);
    }
  line_error (errors, line, _("“%s” has no printing in the pack “%s”"), title, pack);
  return NULL;
}

typedef struct
{
  char *code;
  int   owned;
} CsvRow;

static void
csv_row_clear (gpointer data)
{
  g_free (((CsvRow *) data)->code);
}

static gboolean
apply_csv_rows (DrCollection  *self,
                GArray        *rows,
                gboolean       replace,
                GError       **error)
{
  if (!dr_collection_begin (self, error))
    return FALSE;
  if (replace
      && !dr_db_exec (self->user_db,
                      "DELETE FROM collection_products; DELETE FROM collection_adjustments", error))
    goto failed;
  for (guint i = 0; i < rows->len; i++)
    {
      CsvRow *row = &g_array_index (rows, CsvRow, i);
      int from_products = dr_collection_from_products (self, row->code);

      if (from_products < 0)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_DATABASE, _("Cannot read the card “%s”"), row->code);
          goto failed;
        }
      if (!dr_collection_write_adjustment (self, row->code, row->owned - from_products, error))
        goto failed;
    }
  return dr_collection_commit (self, error);

failed:
  dr_collection_rollback (self);
  return FALSE;
}

/* Imports CSV text; @file_name names it in messages. With @replace the
 * collection becomes exactly the file's rows. */
gboolean
dr_collection_import_csv_text (DrCollection  *self,
                               const char    *text,
                               gsize          length,
                               const char    *file_name,
                               gboolean       replace,
                               guint         *n_imported,
                               GError       **error)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) fields = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) rows = g_array_new (FALSE, TRUE, sizeof (CsvRow));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) message = g_string_new (NULL);
  LineErrors errors = { message, 0 };
  CsvColumns columns = { 0, 1, 2, 3, 4 };
  gboolean first = TRUE;

  if (!check_text (text, length, file_name, error))
    return FALSE;
  g_array_set_clear_func (rows, csv_row_clear);
  lines = split_lines (text, length);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint line = i + 1;
      const char *problem;
      g_autofree char *code = NULL;
      int owned;
      guint first_line;

      if (*g_strstrip (lines[i]) == '\0')
        continue;
      problem = parse_csv_line (lines[i], fields);
      if (problem != NULL)
        {
          line_error (&errors, line, "%s", problem);
          first = FALSE;
          continue;
        }
      if (first)
        {
          first = FALSE;
          if (read_header (fields, &columns))
            continue;
        }
      if (fields->len < columns.n_required)
        {
          line_error (&errors, line,
                      ngettext ("expected %u field, found %u", "expected %u fields, found %u",
                                columns.n_required),
                      columns.n_required, fields->len);
          continue;
        }
      if (!parse_copies (column (fields, columns.owned), &owned))
        {
          line_error (&errors, line, _("the owned count “%s” is not a whole number from 0 to %d"),
                      column (fields, columns.owned), MAX_COPIES);
          continue;
        }
      code = resolve_row (self, column (fields, columns.code), column (fields, columns.title),
                          column (fields, columns.pack), &errors, line);
      if (code == NULL)
        continue;
      first_line = GPOINTER_TO_UINT (g_hash_table_lookup (seen, code));
      if (first_line != 0)
        {
          line_error (&errors, line, _("the card “%s” is listed again (first on line %u)"), code, first_line);
          continue;
        }
      g_hash_table_insert (seen, g_strdup (code), GUINT_TO_POINTER (line));
      g_array_append_val (rows, ((CsvRow) { g_steal_pointer (&code), owned }));
    }
  if (!report_errors (&errors, file_name, error))
    return FALSE;
  if (!apply_csv_rows (self, rows, replace, error))
    return FALSE;
  if (n_imported != NULL)
    *n_imported = rows->len;
  return TRUE;
}

gboolean
dr_collection_import_csv (DrCollection  *self,
                          const char    *path,
                          gboolean       replace,
                          guint         *n_imported,
                          GError       **error)
{
  gsize length;
  g_autofree char *text = read_file (path, &length, error);

  return text != NULL
         && dr_collection_import_csv_text (self, text, length, path, replace, n_imported, error);
}

/* Pack list */

char *
dr_collection_to_pack_list (DrCollection  *self,
                            GError       **error)
{
  g_autoptr(GPtrArray) products = dr_collection_list_products (self, error);
  GString *out;

  if (products == NULL)
    return NULL;
  /* Not translated: the file is read back by any Deckrunner. */
  out = g_string_new ("# Deckrunner owned products: COUNT PACK (a pack code or name)\n");
  for (guint i = 0; i < products->len; i++)
    {
      DrCollectionProduct *product = g_ptr_array_index (products, i);

      g_string_append_printf (out, "%d %s", product->count, product->pack_code);
      if (!g_str_equal (product->pack_name, product->pack_code))
        g_string_append_printf (out, "  # %s", product->pack_name);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

gboolean
dr_collection_export_pack_list (DrCollection  *self,
                                const char    *path,
                                GError       **error)
{
  g_autofree char *text = dr_collection_to_pack_list (self, error);

  return text != NULL && write_atomically (path, text, error);
}

/* "2 core", "2x Core Set": the count, then the pack. */
static gboolean
split_pack_line (char        *line,
                 int         *count,
                 const char **pack)
{
  char *end = line;
  char saved;
  gboolean ok;

  while (g_ascii_isdigit (*end))
    end++;
  if (end == line)
    return FALSE;
  saved = *end;
  *end = '\0';
  ok = parse_copies (line, count);
  *end = saved;
  if (*end == 'x' || *end == 'X')
    end++;
  if (!ok || (*end != ' ' && *end != '\t'))
    return FALSE;
  *pack = g_strstrip (end);
  return **pack != '\0';
}

gboolean
dr_collection_import_pack_list_text (DrCollection  *self,
                                     const char    *text,
                                     gsize          length,
                                     const char    *file_name,
                                     guint         *n_imported,
                                     GError       **error)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) message = g_string_new (NULL);
  LineErrors errors = { message, 0 };

  if (!check_text (text, length, file_name, error))
    return FALSE;
  lines = split_lines (text, length);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint line = i + 1;
      char *comment = strchr (lines[i], '#');
      g_autofree char *pack_code = NULL;
      const char *pack;
      int count;
      guint first_line;

      if (comment != NULL)
        *comment = '\0';
      if (*g_strstrip (lines[i]) == '\0')
        continue;
      if (!split_pack_line (lines[i], &count, &pack))
        {
          line_error (&errors, line, _("expected “COUNT PACK”, for example “2 core”"));
          continue;
        }
      pack_code = dr_collection_find_pack (self, pack);
      if (pack_code == NULL)
        {
          line_error (&errors, line, _("no pack has the code or name “%s”"), pack);
          continue;
        }
      first_line = GPOINTER_TO_UINT (g_hash_table_lookup (seen, pack_code));
      if (first_line != 0)
        {
          line_error (&errors, line, _("the pack “%s” is listed again (first on line %u)"), pack, first_line);
          continue;
        }
      g_hash_table_insert (seen, g_strdup (pack_code), GUINT_TO_POINTER (line));
      if (count > 0)
        g_hash_table_insert (counts, g_steal_pointer (&pack_code), GINT_TO_POINTER (count));
    }
  if (!report_errors (&errors, file_name, error))
    return FALSE;

  if (!dr_collection_begin (self, error))
    return FALSE;
  if (!dr_collection_write_products (self, counts, error))
    {
      dr_collection_rollback (self);
      return FALSE;
    }
  if (!dr_collection_commit (self, error))
    return FALSE;
  if (n_imported != NULL)
    *n_imported = g_hash_table_size (counts);
  return TRUE;
}

gboolean
dr_collection_import_pack_list (DrCollection  *self,
                                const char    *path,
                                guint         *n_imported,
                                GError       **error)
{
  gsize length;
  g_autofree char *text = read_file (path, &length, error);

  return text != NULL
         && dr_collection_import_pack_list_text (self, text, length, path, n_imported, error);
}
