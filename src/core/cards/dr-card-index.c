/* dr-card-index.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-index"

#include "config.h"

#include <string.h>

#include "dr-card-index.h"
#include "dr-db.h"
#include "dr-text.h"

/* One card in the game sense: a title within a game, with its printings. */
typedef struct _IndexCard IndexCard;

struct _IndexCard
{
  const char *key;
  GPtrArray  *printings;   /* IndexPrinting, newest first */
  IndexCard  *same_title;  /* the card of another game with this title */
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
  GStringChunk *strings;
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

/* One copy of each of the strings that many printings share. */
static const char *
column_string (DrCardIndex  *self,
               sqlite3_stmt *statement,
               int           column)
{
  const char *text = (const char *) sqlite3_column_text (statement, column);

  return text != NULL ? g_string_chunk_insert_const (self->strings, text) : NULL;
}

static const char *
column_unique_string (DrCardIndex  *self,
                      sqlite3_stmt *statement,
                      int           column)
{
  const char *text = (const char *) sqlite3_column_text (statement, column);

  return text != NULL ? g_string_chunk_insert (self->strings, text) : NULL;
}

/* Rows come pack by pack, so a pack's code and name repeat row after row. */
static const char *
column_repeated_string (DrCardIndex  *self,
                        sqlite3_stmt *statement,
                        int           column,
                        const char  **previous)
{
  const char *text = (const char *) sqlite3_column_text (statement, column);

  if (text == NULL)
    return NULL;
  if (*previous == NULL || strcmp (*previous, text) != 0)
    *previous = g_string_chunk_insert_const (self->strings, text);
  return *previous;
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

/* Rows come newest first, so the first printing of a title that is met
 * becomes the card's default. */
static gboolean
load_printings (DrCardIndex  *self,
                sqlite3      *db,
                GError      **error)
{
  static const char *const sql =
    "SELECT c.code, c.title, c.original_title, c.game, c.side_code, c.faction_code, c.type_code,"
    "  c.keywords, c.faction_cost, c.agenda_points, c.influence_limit, c.minimum_deck_size,"
    "  c.pack_code, p.name"
    " FROM cards AS c JOIN packs AS p ON p.code = c.pack_code"
    " ORDER BY COALESCE (p.date_release, '9999-99-99') DESC, c.code DESC";
  /* Titles are stored once, so the same title is the same pointer. */
  g_autoptr(GHashTable) cards_by_title = g_hash_table_new (g_direct_hash, g_direct_equal);
  const char *previous_pack_code = NULL, *previous_pack_name = NULL;
  sqlite3_stmt *statement = NULL;
  int status;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, "reading the cards for deck lists");
      return FALSE;
    }
  while ((status = sqlite3_step (statement)) == SQLITE_ROW)
    {
      IndexPrinting *printing = g_new0 (IndexPrinting, 1);
      DrPrinting *p = &printing->public;
      const char *original_title;
      IndexCard *card;

      p->code = column_unique_string (self, statement, 0);
      p->title = column_string (self, statement, 1);
      original_title = column_string (self, statement, 2);
      p->game = column_string (self, statement, 3);
      p->side_code = column_string (self, statement, 4);
      p->faction_code = column_string (self, statement, 5);
      p->type_code = column_string (self, statement, 6);
      p->keywords = column_string (self, statement, 7);
      p->faction_cost = dr_card_value_from_column (statement, 8, -1);
      p->agenda_points = dr_card_value_from_column (statement, 9, -1);
      p->influence_limit = dr_card_value_from_column (statement, 10, -1);
      p->minimum_deck_size = dr_card_value_from_column (statement, 11, -1);
      p->pack_code = column_repeated_string (self, statement, 12, &previous_pack_code);
      p->pack_name = column_repeated_string (self, statement, 13, &previous_pack_name);
      g_ptr_array_add (self->printings, printing);

      /* Titles repeat across games only in a few cases: walk the short chain. */
      for (card = g_hash_table_lookup (cards_by_title, p->title); card != NULL; card = card->same_title)
        if (((DrPrinting *) card->printings->pdata[0])->game == p->game)
          break;
      if (card == NULL)
        {
          card = g_new0 (IndexCard, 1);
          card->key = intern_key (self, p->title);
          card->printings = g_ptr_array_new ();
          card->same_title = g_hash_table_lookup (cards_by_title, p->title);
          g_ptr_array_add (self->cards, card);
          g_hash_table_insert (cards_by_title, (gpointer) p->title, card);
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
      if (original_title != NULL && card->printings->len == 0)
        {
          const char *key = intern_key (self, original_title);

          if (!g_str_equal (key, card->key))
            add_key (self, key, card);
        }
      p->age = card->printings->len;
      printing->card = card;
      g_ptr_array_add (card->printings, printing);
      g_hash_table_insert (self->by_code, (gpointer) p->code, printing);
    }
  sqlite3_finalize (statement);
  if (status != SQLITE_DONE)
    {
      dr_db_set_error (error, db, "reading the cards for deck lists");
      return FALSE;
    }
  g_array_sort (self->sorted, compare_sorted_keys);
  return TRUE;
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

/* Names of types, factions, packs and cycles: the words of section headings,
 * and the pack names that pick a printing. */
static gboolean
load_names (DrCardIndex  *self,
            sqlite3      *db,
            GError      **error)
{
  static const char *const sql =
    "SELECT 'type', code, name, NULL FROM types"
    " UNION ALL SELECT 'faction', code, name, NULL FROM factions"
    " UNION ALL SELECT 'cycle', code, name, NULL FROM cycles"
    " UNION ALL SELECT 'pack', code, name, date_release FROM packs";
  /* NetrunnerDB's group names, whatever names the card data gives types. */
  static const char *const more_headings[] = {
    "Event", "Hardware", "Resource", "Icebreaker", "Program", "Agenda", "Asset", "Upgrade",
    "Operation", "Barrier", "Code Gate", "Sentry", "Ice", "Identity", "Multi", "Other", "Cards",
    "Deck", "Runner", "Corp", "Neutral", NULL,
  };
  sqlite3_stmt *statement = NULL;
  int status;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, "reading the pack names for deck lists");
      return FALSE;
    }
  while ((status = sqlite3_step (statement)) == SQLITE_ROW)
    {
      const char *kind = (const char *) sqlite3_column_text (statement, 0);
      const char *code = column_string (self, statement, 1);
      const char *name = column_string (self, statement, 2);

      if (code == NULL || name == NULL)
        continue;
      add_heading (self, name);
      if (g_str_equal (kind, "type"))
        g_hash_table_insert (self->type_names, (gpointer) code, (gpointer) name);
      else if (g_str_equal (kind, "pack"))
        {
          const char *date = column_string (self, statement, 3);
          const char *key = intern_key (self, name);

          g_hash_table_insert (self->pack_dates, (gpointer) code,
                               (gpointer) (date != NULL ? date : "9999-99-99"));
          g_hash_table_insert (self->packs, (gpointer) intern_key (self, code), (gpointer) code);
          g_hash_table_insert (self->packs, (gpointer) key, (gpointer) code);
          /* NetrunnerDB's "download all" writes "Core" for "Core Set". */
          if (g_str_has_suffix (key, " set"))
            {
              g_autofree char *short_key = g_strndup (key, strlen (key) - strlen (" set"));

              g_hash_table_insert (self->packs,
                                   (gpointer) g_string_chunk_insert_const (self->strings, short_key),
                                   (gpointer) code);
            }
        }
    }
  sqlite3_finalize (statement);
  if (status != SQLITE_DONE)
    {
      dr_db_set_error (error, db, "reading the pack names for deck lists");
      return FALSE;
    }
  for (guint i = 0; more_headings[i] != NULL; i++)
    add_heading (self, more_headings[i]);
  return TRUE;
}

DrCardIndex *
dr_card_index_new (DrCardStore  *store,
                   GError      **error)
{
  g_autoptr(DrCardIndex) self = g_new0 (DrCardIndex, 1);
  sqlite3 *db = dr_card_store_get_db (store);

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

  if (!load_printings (self, db, error) || !load_names (self, db, error))
    return NULL;
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
