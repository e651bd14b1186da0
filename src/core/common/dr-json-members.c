/* dr-json-members.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-json"

#include "config.h"

#include "dr-json-members.h"

void
dr_json_add_string_member (JsonBuilder *builder,
                           const char  *name,
                           const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
dr_json_add_int_member (JsonBuilder *builder,
                        const char  *name,
                        gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
dr_json_add_double_member (JsonBuilder *builder,
                           const char  *name,
                           double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}
