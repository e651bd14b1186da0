/* dr-json-parallel.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A JSON document parsed by json-glib in several pieces at once. NetrunnerDB
 * files are one long list of records, alone or as the "data" member of an
 * envelope object; json-glib parses about 25 MB/s on one core, which made the
 * parse the largest part of an import. */
typedef struct _DrJsonDocument DrJsonDocument;

DrJsonDocument *dr_json_document_parse    (const char     *text,
                                           gsize           length,
                                           guint           n_parts);
JsonNode       *dr_json_document_get_root (DrJsonDocument *document);
void            dr_json_document_free     (DrJsonDocument *document);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrJsonDocument, dr_json_document_free)

G_END_DECLS
