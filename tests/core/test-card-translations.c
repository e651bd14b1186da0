/* test-card-translations.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "dr-card-db.h"
#include "dr-card-db-private.h"
#include "dr-card-search.h"
#include "dr-search-private.h"
#include "dr-card-store.h"
#include "dr-card-translations.h"
#include "dr-error.h"
#include "dr-test-helper.h"

/* Card translations in a real card database (the bundled one) with a
 * translation file of our own words for a few Core Set printings. */
/* Invented French and Japanese for the test; NetrunnerDB's texts are never copied here. */
#define FRENCH_CORE \
  "[{\"code\": \"01002\", \"title\": \"Encore vu\"}," \
  " {\"code\": \"01110\", \"title\": \"Fonds de couverture\"," \
  "  \"text\": \"Prenez 9[credit] à la banque.\", \"keywords\": \"Transaction\"}," \
  " {\"code\": \"01050\", \"text\": \"Un texte traduit sans titre.\"}," \
  " {\"code\": \"99999\", \"title\": \"Absente\"}]"
#define JAPANESE_CORE \
  "[{\"code\": \"01110\", \"title\": \"ヘッジファンド\", \"text\": \"銀行から9[credit]を得る。\"}]"

static void
import_text (const char *path,
             const char *locale,
             const char *json,
             guint       expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = dr_test_parse_json (json);
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READWRITE, &error);
  guint n_imported = 0;

  g_assert_no_error (error);
  g_assert_true (dr_card_translations_import_json (db, locale, root, "test.json", &n_imported, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_imported, ==, expected);
  g_assert_true (dr_card_translations_finish (db, &error));
  g_assert_no_error (error);
  dr_db_close (db);
}

static void
fixture_set_up (DrTestDbFixture *fixture,
                gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = NULL;

  dr_test_db_fixture_set_up (fixture, data);
  store = dr_card_store_open (fixture->path, &error);
  g_assert_no_error (error);
  g_clear_pointer (&store, dr_card_store_free);
  import_text (fixture->path, "fr", FRENCH_CORE, 3);
  import_text (fixture->path, "ja", JAPANESE_CORE, 1);
}

static void
test_fallback_per_field (DrTestDbFixture *fixture,
                         gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, "fr");
  g_autoptr(DrCard) hedge = dr_card_store_get_card (store, "01110");
  g_autoptr(DrCard) deja = dr_card_store_get_card (store, "01002");
  g_autoptr(DrCard) untitled = dr_card_store_get_card (store, "01050");
  g_autoptr(DrCard) plain = dr_card_store_get_card (store, "01003");

  /* The English fields stay what they are: decks and files use them. */
  g_assert_cmpstr (hedge->title, ==, "Hedge Fund");
  g_assert_cmpstr (dr_card_get_local_title (hedge, FALSE), ==, "Fonds de couverture");
  g_assert_cmpstr (dr_card_get_local_title (hedge, TRUE), ==, "Hedge Fund");
  g_assert_cmpstr (dr_card_get_local_text (hedge, FALSE), ==, "Prenez 9[credit] à la banque.");
  g_assert_cmpstr (dr_card_get_local_keywords (hedge, FALSE), ==, "Transaction");
  g_assert_cmpstr (dr_card_get_local_keywords (hedge, TRUE), ==, hedge->keywords);
  /* A title without a text: the English text. */
  g_assert_cmpstr (dr_card_get_local_title (deja, FALSE), ==, "Encore vu");
  g_assert_cmpstr (dr_card_get_local_text (deja, FALSE), ==, deja->text);
  g_assert_nonnull (deja->text);
  /* A text without a title: the English title. */
  g_assert_cmpstr (dr_card_get_local_title (untitled, FALSE), ==, untitled->title);
  g_assert_cmpstr (dr_card_get_local_text (untitled, FALSE), ==, "Un texte traduit sans titre.");
  g_assert_true (dr_card_is_localized (untitled));
  /* No translation at all. */
  g_assert_false (dr_card_is_localized (plain));
  g_assert_cmpstr (dr_card_get_local_title (plain, FALSE), ==, plain->title);
}

static void
test_other_locales (DrTestDbFixture *fixture,
                    gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, "ja");
  g_autoptr(DrCard) japanese = dr_card_store_get_card (store, "01110");
  g_autoptr(DrCard) english = NULL;
  g_autoptr(DrCard) french = NULL;

  g_assert_cmpstr (dr_card_get_local_title (japanese, FALSE), ==, "ヘッジファンド");
  g_assert_null (japanese->local_keywords);
  dr_card_store_set_locale (store, NULL);
  english = dr_card_store_get_card (store, "01110");
  g_assert_false (dr_card_is_localized (english));
  dr_card_store_set_locale (store, "fr");
  french = dr_card_store_get_card (store, "01110");
  g_assert_cmpstr (french->local_title, ==, "Fonds de couverture");
  /* A card taken before the change keeps its language. */
  g_assert_cmpstr (japanese->local_title, ==, "ヘッジファンド");
}

static gboolean
results_have (GPtrArray  *cards,
              const char *title)
{
  for (guint i = 0; cards != NULL && i < cards->len; i++)
    if (g_str_equal (((DrCard *) g_ptr_array_index (cards, i))->title, title))
      return TRUE;
  return FALSE;
}

static void
assert_search_finds (DrCardStore *store,
                     const char  *query,
                     const char  *title)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = dr_card_store_search (store, query, &error);

  g_assert_no_error (error);
  if (!results_have (cards, title))
    g_error ("“%s” does not find %s", query, title);
}

static void
test_search_both (DrTestDbFixture *fixture,
                  gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, "fr");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(GPtrArray) by_sqlite = NULL;

  assert_search_finds (store, "Hedge", "Hedge Fund");
  assert_search_finds (store, "couverture", "Hedge Fund");
  assert_search_finds (store, "fonds de", "Hedge Fund");
  /* Accents and case do not matter, as for English titles. */
  assert_search_finds (store, "ENCORE", "Déjà Vu");
  assert_search_finds (store, "x:banque", "Hedge Fund");
  assert_search_finds (store, "x:\"sans titre\"", "Sure Gamble");
  assert_search_finds (store, "x:pool", "Hedge Fund");
  /* Two letters: no trigram, a plain scan. */
  assert_search_finds (store, "vu", "Déjà Vu");
  assert_search_finds (store, "ヘッジ", "Hedge Fund");
  assert_search_finds (store, "x:銀行", "Hedge Fund");
  assert_search_finds (store, "t:operation couverture", "Hedge Fund");
  none = dr_card_store_search (store, "-couverture t:operation f:neutral-corp", &error);
  g_assert_no_error (error);
  g_assert_false (results_have (none, "Hedge Fund"));
  /* The search over the database alone agrees. */
  by_sqlite = dr_card_search (dr_card_store_get_db (store), "couverture", &error);
  g_assert_no_error (error);
  g_assert_true (results_have (by_sqlite, "Hedge Fund"));
}

/* Results go by the titles shown: Déjà Vu reads "Encore vu" in French. */
static void
test_sorted_by_shown_title (DrTestDbFixture *fixture,
                            gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, "fr");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) french = dr_card_store_search (store, "d:runner t:event f:anarch", &error);
  g_autoptr(GPtrArray) english = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (french->len, ==, 3);
  g_assert_cmpstr (((DrCard *) french->pdata[0])->code, ==, "01003");
  g_assert_cmpstr (((DrCard *) french->pdata[1])->code, ==, "01002");
  g_assert_cmpstr (((DrCard *) french->pdata[2])->code, ==, "01004");
  dr_card_store_set_locale (store, NULL);
  english = dr_card_store_search (store, "d:runner t:event f:anarch", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (((DrCard *) english->pdata[0])->code, ==, "01002");
}

static void
test_find_by_translated_title (DrTestDbFixture *fixture,
                               gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, "fr");
  g_autoptr(GPtrArray) found = dr_card_store_lookup (store, "fonds de COUVERTURE");
  g_autoptr(GPtrArray) english = dr_card_store_lookup (store, "Hedge Fund");

  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (((DrCard *) found->pdata[0])->code, ==, "01110");
  g_assert_cmpuint (english->len, ==, 1);
}

static void
test_lockpick_french_names (DrTestDbFixture *fixture,
                            gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, "fr");
  g_autoptr(DrCard) core = dr_card_store_get_card (store, "LP101");
  g_autoptr(DrCard) english = NULL;

  g_assert_cmpstr (core->title, ==, "Structure Core");
  g_assert_cmpstr (dr_card_get_local_title (core, FALSE), ==, core->original_title);
  g_assert_cmpstr (core->original_lang, ==, "fr");
  assert_search_finds (store, "game:lockpick \"coeur de structure\"", "Structure Core");
  dr_card_store_set_locale (store, "de");
  english = dr_card_store_get_card (store, "LP101");
  g_assert_cmpstr (dr_card_get_local_title (english, FALSE), ==, "Structure Core");
}

static void
test_bad_files (DrTestDbFixture *fixture,
                gconstpointer    data)
{
  static const char *const bad[] = {
    "{\"code\": \"01001\"}",
    "[{\"code\": \"01001\", \"title\": \"Bien\"}, 5]",
    "[{\"code\": \"01001\", \"title\": \"Bien\"}, {\"code\": 1001}]",
    "[{\"code\": \"01001\", \"title\": \"Bien\"}, {\"code\": \"01003\", \"text\": [\"x\"]}]",
    "[{\"title\": \"Sans code\"}]",
  };
  g_autoptr(GError) error = NULL;
  sqlite3 *db = dr_db_open (fixture->path, SQLITE_OPEN_READWRITE, &error);
  int before;

  g_assert_no_error (error);
  before = dr_card_translations_count (db, "de");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) root = dr_test_parse_json (bad[i]);
      g_autoptr(GError) bad_error = NULL;

      g_assert_false (dr_card_translations_import_json (db, "de", root, "bad.de.json", NULL, &bad_error));
      g_assert_error (bad_error, DR_ERROR, DR_ERROR_IMPORT);
      g_assert_nonnull (strstr (bad_error->message, "bad.de.json"));
      /* Nothing of a refused file is kept. */
      g_assert_cmpint (dr_card_translations_count (db, "de"), ==, before);
    }
  dr_db_close (db);
}

static void
test_locale_names (void)
{
  static const struct
  {
    const char *language;
    const char *locale;
  } cases[] = {
    { "fr_FR.UTF-8", "fr" }, { "fr", "fr" }, { "fr_CA", "fr" }, { "ja_JP.UTF-8", "ja" },
    { "zh_CN.UTF-8", "zh-hans" }, { "zh_TW", "zh-hant" }, { "zh-hant", "zh-hant" }, { "zh", "zh-hans" },
    { "pt_BR", "pt" }, { "de_DE@euro", "de" }, { "ko_KR", "ko" },
    { "en_US.UTF-8", NULL }, { "C", NULL }, { "fa_IR", NULL }, { "", NULL }, { "xx", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *locale = dr_card_locale_for_language (cases[i].language);

      g_assert_cmpstr (locale, ==, cases[i].locale);
    }
}

static void
test_default_locale (void)
{
  g_autofree char *french = NULL;
  g_autofree char *english = NULL;
  g_autofree char *persian_then_japanese = NULL;
  g_autofree char *persian = NULL;

  g_setenv ("LANGUAGE", "fr_FR", TRUE);
  french = dr_card_locale_default ();
  g_setenv ("LANGUAGE", "en_GB:fr", TRUE);
  english = dr_card_locale_default ();
  g_setenv ("LANGUAGE", "fa:ja", TRUE);
  persian_then_japanese = dr_card_locale_default ();
  g_setenv ("LANGUAGE", "fa", TRUE);
  persian = dr_card_locale_default ();
  g_unsetenv ("LANGUAGE");
  g_assert_cmpstr (french, ==, "fr");
  g_assert_null (english);
  g_assert_cmpstr (persian_then_japanese, ==, "ja");
  g_assert_null (persian);
}

static void
test_search_keys (void)
{
  static const struct
  {
    const char *text;
    const char *key;
  } cases[] = {
    { "Déjà Vu", "deja vu" },
    { "<strong>Accès</strong> : Œuvre", "acces : oeuvre" },
    { "ヘッジファンド", "ヘッジファンド" },
    { "ÉTÉ", "ete" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *key = dr_card_translation_search_key (cases[i].text);

      g_assert_cmpstr (key, ==, cases[i].key);
    }
}

#define ADD(name, func) \
  g_test_add (name, DrTestDbFixture, "cards.sqlite", fixture_set_up, func, \
              dr_test_db_fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/card-translations/locale-names", test_locale_names);
  g_test_add_func ("/card-translations/default-locale", test_default_locale);
  g_test_add_func ("/card-translations/search-keys", test_search_keys);
  ADD ("/card-translations/fallback-per-field", test_fallback_per_field);
  ADD ("/card-translations/other-locales", test_other_locales);
  ADD ("/card-translations/search-both", test_search_both);
  ADD ("/card-translations/sorted-by-shown-title", test_sorted_by_shown_title);
  ADD ("/card-translations/find-by-translated-title", test_find_by_translated_title);
  ADD ("/card-translations/lockpick-french-names", test_lockpick_french_names);
  ADD ("/card-translations/bad-files", test_bad_files);
  return g_test_run ();
}
