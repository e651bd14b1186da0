/* fuzz-collection-csv.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-collection-csv"

#include "config.h"

#include <string.h>

#include "dr-collection-private.h"
#include "dr-fuzz.h"
#include "dr-user-db.h"

/* Collection files: each input is read both as a CSV of printings (with
 * --replace) and as a pack list, against the bundled cards and a user
 * database that holds one Core Set and two copies of Hedge Fund before
 * every read. Beyond not crashing:
 *  - a file that is refused changes nothing;
 *  - what a file that is taken leaves exports (to CSV, or to a pack list),
 *    and that export read into an empty collection gives the same export
 *    back. */

static DrUserStore *user;
static DrCollection *collection;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  dr_fuzz_init ();
  path = g_build_filename (dr_fuzz_tmp_dir (), "user.sqlite", NULL);
  user = dr_user_store_open (path, &error);
  if (user == NULL)
    dr_fuzz_fail ("cannot open the user database: %s", error->message);
  /* No durability needed here, and a flush per import would be most of the time. */
  if (sqlite3_exec (dr_user_store_get_db (user), "PRAGMA synchronous = OFF", NULL, NULL, NULL) != SQLITE_OK)
    dr_fuzz_fail ("cannot tune the user database");
  collection = dr_collection_new (user, dr_fuzz_bundled_store ());
  return 0;
}

static void
reset (gboolean empty)
{
  g_autoptr(GError) error = NULL;

  if (!dr_collection_apply_preset (collection, DR_COLLECTION_PRESET_NONE, &error)
      || !dr_collection_import_csv_text (collection, "code,owned\n", strlen ("code,owned\n"), "reset.csv", TRUE, NULL, &error))
    dr_fuzz_fail ("cannot empty the collection: %s", error->message);
  if (!empty
      && (!dr_collection_set_product_count (collection, "core", 1, &error)
          || !dr_collection_set_printing_owned (collection, "01110", 2, &error)))
    dr_fuzz_fail ("cannot fill the collection: %s", error->message);
}

/* The whole collection, products and printings, as text. */
static char *
fingerprint (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = dr_collection_to_csv (collection, &error);
  g_autofree char *packs = csv != NULL ? dr_collection_to_pack_list (collection, &error) : NULL;

  if (packs == NULL)
    dr_fuzz_fail ("cannot export the collection: %s", error->message);
  return g_strconcat (csv, "--\n", packs, NULL);
}

typedef gboolean (*ImportFunc) (const char *text,
                                gsize       length,
                                GError    **error);

static gboolean
import_csv (const char  *text,
            gsize        length,
            GError     **error)
{
  return dr_collection_import_csv_text (collection, text, length, "fuzz.csv", TRUE, NULL, error);
}

static gboolean
import_pack_list (const char  *text,
                  gsize        length,
                  GError     **error)
{
  return dr_collection_import_pack_list_text (collection, text, length, "fuzz.txt", NULL, error);
}

static void
check_import (ImportFunc     import,
              gboolean       csv,
              const uint8_t *data,
              size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *again = NULL;

  reset (FALSE);
  before = fingerprint ();
  if (!import ((const char *) data, size, &error))
    {
      if (error == NULL)
        dr_fuzz_fail ("an import failed without an error");
      after = fingerprint ();
      if (!g_str_equal (before, after))
        dr_fuzz_fail ("a refused file changed the collection (%s):\n%s\nbecame\n%s", error->message, before, after);
      return;
    }
  exported = csv ? dr_collection_to_csv (collection, &error) : dr_collection_to_pack_list (collection, &error);
  if (exported == NULL)
    dr_fuzz_fail ("cannot export: %s", error->message);
  reset (TRUE);
  if (!import (exported, strlen (exported), &error))
    dr_fuzz_fail ("an export does not import: %s\n%s", error->message, exported);
  again = csv ? dr_collection_to_csv (collection, &error) : dr_collection_to_pack_list (collection, &error);
  if (again == NULL)
    dr_fuzz_fail ("cannot export: %s", error->message);
  if (!g_str_equal (exported, again))
    dr_fuzz_fail ("an export imports as another collection:\n%s\nbecame\n%s", exported, again);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  check_import (import_csv, TRUE, data, size);
  check_import (import_pack_list, FALSE, data, size);
  return 0;
}
