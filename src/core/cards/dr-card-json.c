/* dr-card-json.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-json"

#include "dr-card-json.h"

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

static void
add_value (JsonBuilder *builder,
           const char  *name,
           DrCardValue  value)
{
  if (value.kind == DR_VALUE_NONE)
    return;
  json_builder_set_member_name (builder, name);
  if (value.kind == DR_VALUE_X)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, value.number);
}

void
dr_card_json_add (JsonBuilder  *builder,
                  const DrCard *card)
{
  json_builder_begin_object (builder);
  add_string (builder, "code", card->code);
  add_string (builder, "game", card->game);
  add_string (builder, "title", card->title);
  add_string (builder, "stripped_title", card->stripped_title);
  add_string (builder, "original_title", card->original_title);
  add_string (builder, "original_lang", card->original_lang);
  add_string (builder, "side_code", card->side_code);
  add_string (builder, "faction_code", card->faction_code);
  add_string (builder, "type_code", card->type_code);
  add_string (builder, "keywords", card->keywords);
  add_value (builder, "cost", card->cost);
  add_value (builder, "strength", card->strength);
  add_value (builder, "faction_cost", card->faction_cost);
  if (dr_card_is_identity (card) && card->influence_limit.kind == DR_VALUE_NONE
      && g_strcmp0 (card->game, "netrunner") == 0)
    {
      /* NetrunnerDB writes an unlimited influence limit as null. */
      json_builder_set_member_name (builder, "influence_limit");
      json_builder_add_null_value (builder);
    }
  else
    add_value (builder, "influence_limit", card->influence_limit);
  add_value (builder, "minimum_deck_size", card->minimum_deck_size);
  add_value (builder, "agenda_points", card->agenda_points);
  add_value (builder, "advancement_cost", card->advancement_cost);
  add_value (builder, "memory_cost", card->memory_cost);
  add_value (builder, "trash_cost", card->trash_cost);
  add_value (builder, "base_link", card->base_link);
  json_builder_set_member_name (builder, "uniqueness");
  json_builder_add_boolean_value (builder, card->uniqueness);
  json_builder_set_member_name (builder, "deck_limit");
  json_builder_add_int_value (builder, card->deck_limit);
  json_builder_set_member_name (builder, "quantity");
  json_builder_add_int_value (builder, card->quantity);
  if (card->is_service)
    {
      json_builder_set_member_name (builder, "is_service");
      json_builder_add_boolean_value (builder, TRUE);
    }
  add_string (builder, "pack_code", card->pack_code);
  add_string (builder, "pack_name", card->pack_name);
  json_builder_set_member_name (builder, "position");
  json_builder_add_int_value (builder, card->position);
  add_string (builder, "text", card->text);
  add_string (builder, "flavor", card->flavor);
  add_string (builder, "illustrator", card->illustrator);
  /* In the reader's language, when the card data has it. */
  add_string (builder, "local_title", card->local_title);
  add_string (builder, "local_text", card->local_text);
  add_string (builder, "local_keywords", card->local_keywords);
  json_builder_end_object (builder);
}

char *
dr_json_to_text (JsonNode *node,
                 gboolean  pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}
