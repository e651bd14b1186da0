/* dr-card-index.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-index"

#include "config.h"

#include <string.h>

#include "dr-card-index.h"
#include "dr-text.h"

/* One card in the game sense: a title within a game, with its printings. */
typedef struct _IndexCard IndexCard;

struct _IndexCard
{
  const char *key;
  GPtrArray  *printings;   /* IndexPrinting, newest first */
};

typedef struct
{
  DrPrinting  public;
  IndexCard  *card;
} IndexPrinting;

/* A key under which a card can be found; a card has one for its title and
 * one for each other title it goes by (the printed French title of a
 * Lockpick card). */
typedef struct
{
  const char *key;
  IndexCard  *card;
} SortedKey;

struct _DrCardIndex
{
  DrCardPool   *pool;         /* the strings of printings, packs and names */
  GStringChunk *strings;      /* match keys */
  GPtrArray    *printings;    /* IndexPrinting, owned */
  GPtrArray    *cards;        /* IndexCard, owned */
  GArray       *sorted;       /* SortedKey by key, for prefixes and suggestions */
  GHashTable   *by_code;      /* code → IndexPrinting */
  GHashTable   *by_key;       /* key → GPtrArray of printing arrays */
  GHashTable   *by_compact;   /* key without spaces → the same */
  GHashTable   *identities;   /* key of the name before the colon → GPtrArray of printing arrays */
  GHashTable   *packs;        /* key → pack code */
  GHashTable   *pack_dates;   /* pack code → date */
  GHashTable   *type_names;   /* type code → name */
  GHashTable   *headings;     /* set of keys */
};

static void
free_index_card (gpointer data)
{
  IndexCard *card = data;

  g_ptr_array_unref (card->printings);
  g_free (card);
}

static const char *
intern_key (DrCardIndex *self,
            const char  *text)
{
  g_autofree char *key = dr_text_match_key (text);

  return g_string_chunk_insert_const (self->strings, key);
}

static void
add_to_multimap (GHashTable *map,
                 const char *key,
                 GPtrArray  *printings)
{
  GPtrArray *list = g_hash_table_lookup (map, key);

  if (list == NULL)
    {
      list = g_ptr_array_new ();
      g_hash_table_insert (map, (gpointer) key, list);
    }
  if (!g_ptr_array_find (list, printings, NULL))
    g_ptr_array_add (list, printings);
}

/* "Yog.0" and "Yog 0", "Datasucker" and "Data Sucker": people split and
 * join words of titles in their own ways. */
static char *
compact_key (const char *key)
{
  char *compact = g_strdup (key);
  char *out = compact;

  for (const char *p = key; *p != '\0'; p++)
    if (*p != ' ')
      *out++ = *p;
  *out = '\0';
  return compact;
}

static void
add_key (DrCardIndex *self,
         const char  *key,
         IndexCard   *card)
{
  SortedKey entry = { key, card };
  g_autofree char *compact = compact_key (key);

  if (*key == '\0')
    return;
  add_to_multimap (self->by_key, key, card->printings);
  add_to_multimap (self->by_compact, g_string_chunk_insert_const (self->strings, compact), card->printings);
  g_array_append_val (self->sorted, entry);
}

static int
compare_sorted_keys (gconstpointer a,
                     gconstpointer b)
{
  return strcmp (((const SortedKey *) a)->key, ((const SortedKey *) b)->key);
}

/* The pool's printings come newest first, so the first printing of a title
 * that is met becomes the card's default. */
static void
load_printings (DrCardIndex *self)
{
  /* The pool numbers titles (within a game) for whoever groups printings. */
  g_autofree IndexCard **card_of_title = g_new0 (IndexCard *, MAX (dr_card_pool_get_n_titles (self->pool), 1));
  guint n = dr_card_pool_get_n_printings (self->pool);

  for (guint i = 0; i < n; i++)
    {
      const DrPoolPrinting *pooled = dr_card_pool_get_printing (self->pool, i);
      const DrCard *source = pooled->card;
      const DrPoolPack *pack = dr_card_pool_get_pack (self->pool, source->pack_code);
      IndexPrinting *printing = g_new0 (IndexPrinting, 1);
      DrPrinting *p = &printing->public;
      IndexCard *card;

      p->code = source->code;
      p->title = source->title;
      p->game = source->game;
      p->side_code = source->side_code;
      p->faction_code = source->faction_code;
      p->type_code = source->type_code;
      p->keywords = source->keywords;
      p->faction_cost = source->faction_cost;
      p->agenda_points = source->agenda_points;
      p->influence_limit = source->influence_limit;
      p->minimum_deck_size = source->minimum_deck_size;
      p->pack_code = pack != NULL ? pack->code : source->pack_code;
      p->pack_name = pack != NULL ? pack->name : source->pack_name;
      g_ptr_array_add (self->printings, printing);

      card = card_of_title[pooled->title_index];
      if (card == NULL)
        {
          card = g_new0 (IndexCard, 1);
          card->key = intern_key (self, p->title);
          card->printings = g_ptr_array_new ();
          g_ptr_array_add (self->cards, card);
          card_of_title[pooled->title_index] = card;
          add_key (self, card->key, card);
          if (g_strcmp0 (p->type_code, "identity") == 0)
            {
              const char *colon = strchr (p->title, ':');

              if (colon != NULL)
                {
                  g_autofree char *name = g_strndup (p->title, colon - p->title);

                  add_to_multimap (self->identities, intern_key (self, name), card->printings);
                }
            }
        }
      if (source->original_title != NULL && card->printings->len == 0)
        {
          const char *key = intern_key (self, source->original_title);

          if (!g_str_equal (key, card->key))
            add_key (self, key, card);
        }
      p->age = card->printings->len;
      printing->card = card;
      g_ptr_array_add (card->printings, printing);
      g_hash_table_insert (self->by_code, (gpointer) p->code, printing);
    }
  g_array_sort (self->sorted, compare_sorted_keys);
}

static void
add_heading (DrCardIndex *self,
             const char  *name)
{
  const char *key = intern_key (self, name);
  g_autofree char *plural = g_strconcat (key, "s", NULL);

  g_hash_table_add (self->headings, (gpointer) key);
  g_hash_table_add (self->headings, (gpointer) g_string_chunk_insert_const (self->strings, plural));
}

static void
add_pack (DrCardIndex      *self,
          const DrPoolPack *pack)
{
  const char *key = intern_key (self, pack->name);

  g_hash_table_insert (self->pack_dates, (gpointer) pack->code,
                       (gpointer) (pack->date_release != NULL ? pack->date_release : "9999-99-99"));
  g_hash_table_insert (self->packs, (gpointer) intern_key (self, pack->code), (gpointer) pack->code);
  g_hash_table_insert (self->packs, (gpointer) key, (gpointer) pack->code);
  /* NetrunnerDB's "download all" writes "Core" for "Core Set". */
  if (g_str_has_suffix (key, " set"))
    {
      g_autofree char *short_key = g_strndup (key, strlen (key) - strlen (" set"));

      g_hash_table_insert (self->packs, (gpointer) g_string_chunk_insert_const (self->strings, short_key),
                           (gpointer) pack->code);
    }
}

/* Names of types, factions, packs and cycles: the words of section headings,
 * and the pack names that pick a printing. */
static void
load_names (DrCardIndex *self)
{
  static const char *const heading_tables[] = { "types", "factions", "cycles", "packs" };
  /* NetrunnerDB's group names, whatever names the card data gives types. */
  static const char *const more_headings[] = {
    "Event", "Hardware", "Resource", "Icebreaker", "Program", "Agenda", "Asset", "Upgrade",
    "Operation", "Barrier", "Code Gate", "Sentry", "Ice", "Identity", "Multi", "Other", "Cards",
    "Deck", "Runner", "Corp", "Neutral", NULL,
  };
  const GPtrArray *packs = dr_card_pool_get_packs (self->pool);
  GHashTableIter iter;
  gpointer code, name;

  for (guint t = 0; t < G_N_ELEMENTS (heading_tables); t++)
    {
      g_hash_table_iter_init (&iter, dr_card_pool_get_names (self->pool, heading_tables[t]));
      while (g_hash_table_iter_next (&iter, &code, &name))
        add_heading (self, name);
    }
  g_hash_table_iter_init (&iter, dr_card_pool_get_names (self->pool, "types"));
  while (g_hash_table_iter_next (&iter, &code, &name))
    g_hash_table_insert (self->type_names, code, name);
  for (guint i = 0; i < packs->len; i++)
    add_pack (self, g_ptr_array_index (packs, i));
  for (guint i = 0; more_headings[i] != NULL; i++)
    add_heading (self, more_headings[i]);
}

DrCardIndex *
dr_card_index_new (DrCardStore  *store,
                   GError      **error)
{
  g_autoptr(DrCardIndex) self = NULL;
  DrCardPool *pool = dr_card_store_get_pool (store, error);

  if (pool == NULL)
    return NULL;
  self = g_new0 (DrCardIndex, 1);
  self->pool = dr_card_pool_ref (pool);
  self->strings = g_string_chunk_new (64 * 1024);
  self->printings = g_ptr_array_new_with_free_func (g_free);
  self->cards = g_ptr_array_new_with_free_func (free_index_card);
  self->sorted = g_array_new (FALSE, FALSE, sizeof (SortedKey));
  self->by_code = g_hash_table_new (g_str_hash, g_str_equal);
  self->by_key = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);
  self->by_compact = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);
  self->identities = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);
  self->packs = g_hash_table_new (g_str_hash, g_str_equal);
  self->pack_dates = g_hash_table_new (g_str_hash, g_str_equal);
  self->type_names = g_hash_table_new (g_str_hash, g_str_equal);
  self->headings = g_hash_table_new (g_str_hash, g_str_equal);

  load_printings (self);
  load_names (self);
  return g_steal_pointer (&self);
}

void
dr_card_index_free (DrCardIndex *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->headings, g_hash_table_unref);
  g_clear_pointer (&self->type_names, g_hash_table_unref);
  g_clear_pointer (&self->pack_dates, g_hash_table_unref);
  g_clear_pointer (&self->packs, g_hash_table_unref);
  g_clear_pointer (&self->identities, g_hash_table_unref);
  g_clear_pointer (&self->by_compact, g_hash_table_unref);
  g_clear_pointer (&self->by_key, g_hash_table_unref);
  g_clear_pointer (&self->by_code, g_hash_table_unref);
  g_clear_pointer (&self->sorted, g_array_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->printings, g_ptr_array_unref);
  g_clear_pointer (&self->strings, g_string_chunk_free);
  g_clear_pointer (&self->pool, dr_card_pool_unref);
  g_free (self);
}

const DrPrinting *
dr_card_index_get (const DrCardIndex *self,
                   const char        *code)
{
  IndexPrinting *printing = code != NULL ? g_hash_table_lookup (self->by_code, code) : NULL;

  return printing != NULL ? &printing->public : NULL;
}

const GPtrArray *
dr_card_index_get_printings (const DrCardIndex *self,
                             const char        *code)
{
  IndexPrinting *printing = code != NULL ? g_hash_table_lookup (self->by_code, code) : NULL;

  return printing != NULL ? printing->card->printings : NULL;
}

const GPtrArray *
dr_card_index_find_title (const DrCardIndex *self,
                          const char        *match_key)
{
  const GPtrArray *found = g_hash_table_lookup (self->by_key, match_key);
  g_autofree char *compact = NULL;

  if (found != NULL || strchr (match_key, ' ') == NULL)
    return found != NULL ? found : g_hash_table_lookup (self->by_compact, match_key);
  compact = compact_key (match_key);
  return g_hash_table_lookup (self->by_compact, compact);
}

const GPtrArray *
dr_card_index_find_identity (const DrCardIndex *self,
                             const char        *match_key)
{
  return g_hash_table_lookup (self->identities, match_key);
}

static gboolean
starts_at_word (const char *key,
                const char *prefix,
                gsize       prefix_length)
{
  return strncmp (key, prefix, prefix_length) == 0
         && (key[prefix_length] == ' ' || key[prefix_length] == '\0');
}

GPtrArray *
dr_card_index_find_prefix (const DrCardIndex *self,
                           const char        *match_key,
                           guint              limit)
{
  GPtrArray *found = g_ptr_array_new ();
  gsize length = strlen (match_key);
  guint low = 0, high = self->sorted->len;

  if (length == 0)
    return found;
  while (low < high)
    {
      guint mid = (low + high) / 2;

      if (strcmp (g_array_index (self->sorted, SortedKey, mid).key, match_key) < 0)
        low = mid + 1;
      else
        high = mid;
    }
  for (guint i = low; i < self->sorted->len && found->len < limit; i++)
    {
      const SortedKey *entry = &g_array_index (self->sorted, SortedKey, i);

      if (strncmp (entry->key, match_key, length) != 0)
        break;
      if (starts_at_word (entry->key, match_key, length)
          && !g_ptr_array_find (found, entry->card->printings, NULL))
        g_ptr_array_add (found, entry->card->printings);
    }
  return found;
}

/* Letter triples centred on each letter of " key ", packed into integers;
 * the padding makes the first and last letters count as much as the others. */
static guint
collect_trigrams (const char *key,
                  guint32    *trigrams,
                  guint       capacity)
{
  gsize length = strlen (key);
  guint n = 0;

  for (gsize i = 0; i < length && n < capacity; i++)
    {
      guchar before = i == 0 ? ' ' : key[i - 1];
      guchar after = i + 1 < length ? key[i + 1] : ' ';

      trigrams[n++] = (guint32) before << 16 | (guint32) (guchar) key[i] << 8 | after;
    }
  return n;
}

typedef struct
{
  double     score;
  GPtrArray *printings;
} Suggestion;

static int
compare_suggestions (gconstpointer a,
                     gconstpointer b)
{
  const Suggestion *x = a, *y = b;

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return strcmp (((DrPrinting *) x->printings->pdata[0])->title,
                 ((DrPrinting *) y->printings->pdata[0])->title);
}

GPtrArray *
dr_card_index_suggest (const DrCardIndex *self,
                       const char        *match_key,
                       guint              limit)
{
  /* Below this share of common triples a title is not worth proposing. */
  const double threshold = 0.3;
  guint32 wanted[128], theirs[128];
  guint n_wanted = collect_trigrams (match_key, wanted, G_N_ELEMENTS (wanted));
  g_autoptr(GArray) scored = g_array_new (FALSE, FALSE, sizeof (Suggestion));
  GPtrArray *result = g_ptr_array_new ();

  if (n_wanted == 0)
    return result;
  for (guint i = 0; i < self->sorted->len; i++)
    {
      const SortedKey *entry = &g_array_index (self->sorted, SortedKey, i);
      guint n_theirs = collect_trigrams (entry->key, theirs, G_N_ELEMENTS (theirs));
      guint shared = 0;
      double score;

      for (guint a = 0; a < n_wanted; a++)
        for (guint b = 0; b < n_theirs; b++)
          if (wanted[a] == theirs[b])
            {
              shared++;
              theirs[b] = 0;
              break;
            }
      score = 2.0 * shared / (n_wanted + n_theirs);
      if (score >= threshold)
        {
          Suggestion suggestion = { score, entry->card->printings };

          g_array_append_val (scored, suggestion);
        }
    }
  g_array_sort (scored, compare_suggestions);
  for (guint i = 0; i < scored->len && result->len < limit; i++)
    {
      GPtrArray *printings = g_array_index (scored, Suggestion, i).printings;

      if (!g_ptr_array_find (result, printings, NULL))
        g_ptr_array_add (result, printings);
    }
  return result;
}

const char *
dr_card_index_find_pack (const DrCardIndex *self,
                         const char        *match_key)
{
  return g_hash_table_lookup (self->packs, match_key);
}

gboolean
dr_card_index_is_heading_word (const DrCardIndex *self,
                               const char        *match_key)
{
  return g_hash_table_contains (self->headings, match_key);
}

const char *
dr_card_index_get_type_name (const DrCardIndex *self,
                             const char        *type_code)
{
  return g_hash_table_lookup (self->type_names, type_code);
}

const char *
dr_card_index_get_pack_date (const DrCardIndex *self,
                             const char        *pack_code)
{
  const char *date = g_hash_table_lookup (self->pack_dates, pack_code);

  return date != NULL ? date : "9999-99-99";
}
