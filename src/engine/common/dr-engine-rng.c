/* dr-engine-rng.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * xoshiro256** kept inside a game's state, so that decks + seed + actions replay
 * a game exactly, and a copied state continues with the same randomness.
 */
#include "dr-engine.h"

static inline uint64_t
rotl (uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void
dr_engine_rng_seed (uint64_t rng[4], uint64_t seed)
{
  int i;

  for (i = 0; i < 4; i++)
    rng[i] = splitmix64 (&seed);
}

uint64_t
dr_engine_rng_next (uint64_t rng[4])
{
  uint64_t result = rotl (rng[1] * 5, 7) * 9;
  uint64_t t = rng[1] << 17;

  rng[2] ^= rng[0];
  rng[3] ^= rng[1];
  rng[1] ^= rng[2];
  rng[0] ^= rng[3];
  rng[2] ^= t;
  rng[3] = rotl (rng[3], 45);
  return result;
}

/* Lemire's multiply-shift with rejection: unbiased and division-free in
 * the common case. */
uint32_t
dr_engine_rng_below (uint64_t rng[4], uint32_t bound)
{
  uint64_t m;
  uint32_t low;

  if (bound <= 1)
    return 0;
  m = (uint64_t) (uint32_t) (dr_engine_rng_next (rng) >> 32) * bound;
  low = (uint32_t) m;
  if (low < bound)
    {
      uint32_t threshold = (uint32_t) -bound % bound;
      while (low < threshold)
        {
          m = (uint64_t) (uint32_t) (dr_engine_rng_next (rng) >> 32) * bound;
          low = (uint32_t) m;
        }
    }
  return (uint32_t) (m >> 32);
}
