/* dr-engine-hash.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A 64-bit hash of plain bytes, for the identity of positions.  Games lay
 * their state out without padding (static assertions in each game), so the
 * raw bytes of equal positions are equal.
 */
#include <string.h>

#include "dr-engine.h"

uint64_t
dr_engine_hash_bytes (const void *data, size_t len)
{
  const unsigned char *p = data;
  uint64_t h = 0xcbf29ce484222325ULL;
  size_t i = 0;

  /* FNV-1a over 8-byte words, then a final avalanche */
  for (; i + 8 <= len; i += 8)
    {
      uint64_t w;
      memcpy (&w, p + i, 8);
      h ^= w;
      h *= 0x100000001b3ULL;
      h ^= h >> 29;
    }
  for (; i < len; i++)
    {
      h ^= p[i];
      h *= 0x100000001b3ULL;
    }
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  return h;
}
