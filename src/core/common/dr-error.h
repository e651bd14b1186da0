/* dr-error.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define DR_ERROR (dr_error_quark ())

typedef enum
{
  DR_ERROR_FAILED,
  DR_ERROR_DATABASE,       /* sqlite refused something */
  DR_ERROR_DAMAGED,        /* a file sqlite cannot read as a database */
  DR_ERROR_SCHEMA_TOO_NEW, /* a file written by a newer Deckrunner */
  DR_ERROR_IMPORT,         /* card data that does not have the expected shape */
  DR_ERROR_QUERY,          /* a malformed search query */
  DR_ERROR_NOT_FOUND,
  DR_ERROR_INVALID_ARGUMENT,
  DR_ERROR_AMBIGUOUS,      /* a name that fits more than one thing */
  DR_ERROR_NETWORK,        /* no connection, timeout, cut-off transfer, refused address */
  DR_ERROR_HTTP_STATUS,    /* the server answered with an error status */
  DR_ERROR_TOO_LARGE,      /* a reply over the size limit */
} DrError;

GQuark dr_error_quark (void);

G_END_DECLS
