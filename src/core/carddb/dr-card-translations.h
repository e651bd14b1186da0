/* dr-card-translations.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* NetrunnerDB's card data has translations for these locales. */
const char *const *dr_card_locales              (void);
/* The NetrunnerDB locale for a gettext language name ("fr_FR.UTF-8" → "fr",
 * "zh_TW" → "zh-hant", "ja" → "ja"); NULL for English, "C" and languages
 * NetrunnerDB has no translations for. An exact locale code is taken as is. */
char       *dr_card_locale_for_language         (const char         *language);
/* The locale of the user's languages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG),
 * the first with translations; NULL when the first language is English. */
char       *dr_card_locale_default              (void);

/* Lower case, accents set aside, other scripts kept as they are: what the
 * search_* columns hold and what a search looks for in them. */
char       *dr_card_translation_search_key      (const char         *text);

/* Reads one of NetrunnerDB's translation files for printings
 * (translations/<locale>/pack/<pack>.<locale>.json: an array of objects with
 * "code" and optional "title", "text", "keywords") into @db. A file of the
 * wrong shape imports nothing of itself and fails with DR_ERROR_IMPORT naming
 * @source_name and the record; printings the database does not have are
 * skipped. @n_imported (may be NULL) counts the rows written. */
gboolean    dr_card_translations_import_json    (sqlite3            *db,
                                                 const char         *locale,
                                                 JsonNode           *root,
                                                 const char         *source_name,
                                                 guint              *n_imported,
                                                 GError            **error);
/* After the cards are in: the original titles of cards first printed in
 * another language, translations for reprints from their translated
 * printings, card ids and the full-text index. dr_card_db_finish_import()
 * calls it. */
gboolean    dr_card_translations_finish         (sqlite3            *db,
                                                 GError            **error);

G_END_DECLS
