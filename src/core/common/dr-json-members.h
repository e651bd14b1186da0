/* dr-json-members.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* One named member of the object a JsonBuilder is building; a NULL string
 * is written as null, as every JSON output of ours documents it. */
void dr_json_add_string_member (JsonBuilder *builder,
                                const char  *name,
                                const char  *value);
void dr_json_add_int_member    (JsonBuilder *builder,
                                const char  *name,
                                gint64       value);
void dr_json_add_double_member (JsonBuilder *builder,
                                const char  *name,
                                double       value);

G_END_DECLS
