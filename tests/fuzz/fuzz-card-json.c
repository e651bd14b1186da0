/* fuzz-card-json.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-card-json"

#include "config.h"

#include <string.h>

#include "dr-card-db.h"
#include "dr-search-private.h"
#include "dr-fuzz.h"
#include "dr-json-doc.h"
#include "dr-json-parallel.h"

/* The card data importer on NetrunnerDB's shapes. An input is a file name on
 * its first line ("cards.json", "packs.json", "pack/core.json", "mwl.json"…:
 * the name says what the file holds, as for a sync) and the file's JSON
 * after it. Each input is imported into a new card database under
 * construction that already holds the sides, factions, types, cycles and
 * packs of tests/fixtures/search, then finished (derived columns, indexes, full-text index) and searched.
 * Beyond not crashing:
 *  - the parser that cuts large files into pieces parsed in parallel either
 *    gives up or gives exactly json-glib's tree, whatever the input;
 *  - an import fails with an error message, or its data finishes and can
 *    be searched. (A failed import may leave rows behind: a sync throws the
 *    whole database being built away then.) */

/* The base files, parsed once. */
static GPtrArray *base_parsers;
static GPtrArray *base_names;
static sqlite3 *build_db;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  static const char *const base_files[] = {
    "sides.json", "factions.json", "types.json", "cycles.json", "packs.json",
  };

  dr_fuzz_init ();
  base_parsers = g_ptr_array_new_with_free_func (g_object_unref);
  base_names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (base_files); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *file = dr_fuzz_fixture_path ("search", base_files[i], NULL);
      JsonParser *parser = json_parser_new ();

      if (!json_parser_load_from_file (parser, file, &error))
        dr_fuzz_fail ("cannot read %s: %s", file, error->message);
      g_ptr_array_add (base_parsers, parser);
      g_ptr_array_add (base_names, g_steal_pointer (&file));
    }
  return 0;
}

/* A card database being built, in memory, with the base files: a build has
 * no journal (a failed one is thrown away), so each input gets its own. */
static void
open_build_db (void)
{
  g_autoptr(GError) error = NULL;

  build_db = dr_card_db_create_for_build (":memory:", &error);
  if (build_db == NULL)
    dr_fuzz_fail ("cannot create the card database: %s", error->message);
  for (guint i = 0; i < base_parsers->len; i++)
    if (!dr_card_db_import_json (build_db, dr_card_data_kind_from_name (base_names->pdata[i]),
                                 json_parser_get_root (base_parsers->pdata[i]), base_names->pdata[i], &error))
      dr_fuzz_fail ("cannot import %s: %s", (const char *) base_names->pdata[i], error->message);
}

/* Both parses of the same text agree. */
static void
check_parallel_parse (const char *text,
                      gsize       length,
                      JsonNode   *whole_root)
{
  for (guint n_parts = 2; n_parts <= 3; n_parts++)
    {
      g_autoptr(DrJsonDocument) document = dr_json_document_parse (text, length, n_parts);

      if (document == NULL)
        continue;
      if (whole_root == NULL)
        dr_fuzz_fail ("parsing in %u pieces accepts text that json-glib refuses", n_parts);
      if (!json_node_equal (dr_json_document_get_root (document), whole_root))
        dr_fuzz_fail ("parsing in %u pieces gives another tree than json-glib", n_parts);
    }
}

/* The one-pass document reads what json-glib reads (nothing, for a text of
 * only spaces), and nothing it refuses. */
static void
check_document_parse (const char *text,
                      gsize       length,
                      JsonParser *parser,
                      gboolean    parsed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrJsonDoc) doc = dr_json_doc_parse (text, length, &error);
  g_autoptr(DrJsonDoc) expected = NULL;

  if (!parsed)
    {
      if (doc != NULL || error == NULL)
        dr_fuzz_fail ("the document accepts text that json-glib refuses");
      return;
    }
  expected = dr_json_doc_new_from_node (json_parser_get_root (parser));
  if (doc == NULL || !dr_json_value_equal (dr_json_doc_get_root (doc), dr_json_doc_get_root (expected)))
    dr_fuzz_fail ("the document reads otherwise than json-glib");
}

static void
search_imported (void)
{
  static const char *const queries[] = { "t:ice", "hedge", "f:nbn o<3", "x:\"end the run\"", "z:current" };

  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) cards = dr_card_search (build_db, queries[i], &error);

      if (cards == NULL)
        dr_fuzz_fail ("searching imported data for %s: %s", queries[i], error->message);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = (const char *) data;
  const char *newline = memchr (text, '\n', size);
  g_autofree char *name = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *root = NULL;
  DrCardDataKind kind;
  gboolean parsed;
  gsize json_length;

  if (newline == NULL)
    return 0;
  name = g_strndup (text, newline - text);
  text = newline + 1;
  json_length = size - (text - (const char *) data);
  parsed = json_parser_load_from_data (parser, text, json_length, NULL);
  if (parsed)
    root = json_parser_get_root (parser);
  check_parallel_parse (text, json_length, root);
  check_document_parse (text, json_length, parser, parsed);
  kind = dr_card_data_kind_from_name (name);
  if (root == NULL || kind == DR_CARD_DATA_UNKNOWN)
    return 0;

  open_build_db ();
  if (dr_card_db_import_json (build_db, kind, root, name, &error))
    {
      if (!dr_card_db_finish_import (build_db, &error))
        dr_fuzz_fail ("finishing an import that succeeded: %s", error->message);
      search_imported ();
    }
  else if (error == NULL)
    dr_fuzz_fail ("an import failed without an error");
  g_clear_pointer (&build_db, sqlite3_close);
  return 0;
}
