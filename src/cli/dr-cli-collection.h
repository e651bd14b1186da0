/* dr-cli-collection.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "dr-cli.h"
#include "dr-collection.h"

G_BEGIN_DECLS

/* What every `collection` subcommand works with. */
typedef struct
{
  DrCardStore   *store;
  DrUserStore   *user;
  DrCollection  *collection;
  gboolean       json;
  gboolean       packs;
  gboolean       replace;
  char          *game;
  char         **built;    /* deck files kept built, for missing */
} DrCliCollection;

int  dr_cli_collection_missing    (DrCliCollection  *cli,
                                   int               argc,
                                   char            **argv);
int  dr_cli_collection_conflicts  (DrCliCollection  *cli,
                                   int               argc,
                                   char            **argv);
int  dr_cli_collection_completion (DrCliCollection  *cli,
                                   int               argc,
                                   char            **argv);

G_END_DECLS
