/* dr-cli-deck-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "dr-json-members.h"

#include "dr-cli.h"
#include "dr-cli-deck.h"

G_BEGIN_DECLS

/* What the files of the `deck` command share; no other file needs it. */

/* What every `deck` subcommand works with. */
typedef struct
{
  DrCardStore *store;
  DrCardIndex *cards;
  DrUserStore *user;
  gboolean     json;
  gboolean     trash;
  gboolean     partial;
  char        *tag;
  char        *name;
  char        *format;
  char        *output;
  char        *seed;       /* sample-hand; NULL: a random one */
  int          draws;      /* sample-hand: cards drawn after the hand */
  gboolean     mulligan;   /* sample-hand */
} DrCliDeck;

/* The deck, or NULL after a message. */
DrDeck     *dr_cli_deck_find           (DrCliDeck          *cli,
                                        const char         *wanted,
                                        gboolean            in_trash);
/* The title of a printing, its code when the card data lacks it. */
const char *dr_cli_deck_identity_title (DrCliDeck          *cli,
                                        const char         *code);
void        dr_cli_deck_add_identity   (DrCliDeck          *cli,
                                        JsonBuilder        *builder,
                                        const char         *code);
/* ISO 8601 in UTC; null for 0. */
void        dr_cli_json_add_time       (JsonBuilder        *builder,
                                        const char         *name,
                                        gint64              unix_seconds);
void        dr_cli_json_add_tags       (JsonBuilder        *builder,
                                        const char *const  *tags,
                                        guint               n_tags);

/* Subcommands in files of their own */
int dr_cli_deck_list     (DrCliDeck *cli, int argc, char **argv);
int dr_cli_deck_show     (DrCliDeck *cli, int argc, char **argv);
int dr_cli_deck_versions (DrCliDeck *cli, int argc, char **argv);
int dr_cli_deck_diff     (DrCliDeck *cli, int argc, char **argv);
int dr_cli_deck_restore  (DrCliDeck *cli, int argc, char **argv);
int dr_cli_deck_check_all (DrCliDeck *cli, int argc, char **argv);
int dr_cli_deck_sample_hand (DrCliDeck *cli, int argc, char **argv);

G_END_DECLS
