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

/* Below this size one thread parses faster than several can start. */
#define DR_JSON_PARALLEL_MIN_SIZE (256 * 1024)

DrJsonDocument *dr_json_document_parse    (const char     *text,
                                           gsize           length,
                                           guint           n_parts);
JsonNode       *dr_json_document_get_root (DrJsonDocument *document);
void            dr_json_document_free     (DrJsonDocument *document);

/* The root of @text (a new reference), parsed in pieces when it is large and
 * there are cores to spare, otherwise whole; json-glib's error when it is
 * not valid JSON. */
JsonNode       *dr_json_parse_root        (const char     *text,
                                           gsize           length,
                                           GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrJsonDocument, dr_json_document_free)

G_END_DECLS
