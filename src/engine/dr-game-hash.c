/* dr-game-hash.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A 64-bit hash of the position: every byte from the generator to the last
 * card, not the log.  The state layout has no padding (see the static
 * assertions in dr-game-state.c), so raw bytes are well defined.
 */
#include <string.h>

#include "dr-game.h"

uint64_t
dr_nr_hash (const DrNrState *s)
{
  const unsigned char *p = (const unsigned char *) s;
  size_t len = offsetof (DrNrState, cards) + sizeof s->cards;
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
