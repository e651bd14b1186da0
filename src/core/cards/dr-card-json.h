/* dr-card-json.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "dr-card.h"

G_BEGIN_DECLS

/* A card in NetrunnerDB's field names: X values are null, absent ones omitted. */
void  dr_card_json_add (JsonBuilder  *builder,
                        const DrCard *card);
char *dr_json_to_text  (JsonNode     *node,
                        gboolean      pretty);

G_END_DECLS
