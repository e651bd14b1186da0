/* dr-cli.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "dr-card-store.h"

G_BEGIN_DECLS

/* Exit codes shared by every command. */
enum
{
  DR_CLI_EXIT_OK = 0,
  DR_CLI_EXIT_NO_MATCH = 1,
  DR_CLI_EXIT_ERROR = 2,
};

int          dr_cli_run          (int          argc,
                                  char       **argv);
/* From here on, control characters printed on standard output are shown as
 * escapes (dr-cli-output.c); dr_cli_fail() escapes its message the same way. */
void         dr_cli_output_init  (void);
char        *dr_cli_escape_text  (const char  *text);
/* The app's settings, or NULL when its schema is not installed. */
GSettings   *dr_cli_open_settings (void);
/* Opens the card store, its cards in the language --lang chose. */
DrCardStore *dr_cli_open_store   (void);
/* --lang: a NetrunnerDB locale or language name, "en" for English; FALSE
 * (with a message) for a language without card translations. */
gboolean     dr_cli_set_language (const char  *language);
/* The card language: --lang's, else the user's; NULL for English. */
char        *dr_cli_get_locale   (void);
int          dr_cli_fail         (const char  *format,
                                  ...) G_GNUC_PRINTF (1, 2);
gboolean     dr_cli_parse_options (GOptionContext *context,
                                   int            *argc,
                                   char         ***argv);
/* Prints the builder's document, pretty, with a newline. */
void         dr_cli_print_json   (JsonBuilder    *builder);

/* Commands */
int dr_cli_search (int argc, char **argv);
int dr_cli_card   (int argc, char **argv);
int dr_cli_collection (int argc, char **argv);
int dr_cli_sync   (int argc, char **argv);
int dr_cli_deck_import_url (int argc, char **argv);
int dr_cli_deck     (int argc, char **argv);
int dr_cli_validate (int argc, char **argv);
int dr_cli_stats    (int argc, char **argv);
int dr_cli_banlist  (int argc, char **argv);
int dr_cli_backup   (int argc, char **argv);
int dr_cli_burncycle (int argc, char **argv);
int dr_cli_games   (int argc, char **argv);

/* Prints why the user database did not open, with what to do when it is
 * damaged; returns DR_CLI_EXIT_ERROR. */
int dr_cli_user_db_failed (const GError *error);

G_END_DECLS
