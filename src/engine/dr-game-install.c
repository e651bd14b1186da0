/* dr-game-install.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Corp's install action (seed 000, "Installer un Projet, un Avoir, une
 * Extension ou une Glace"; seed 001, installing cards).  Before installing
 * into a server the Corp may trash cards already there: any number of the
 * ice protecting it when installing ice, which lowers the install cost
 * (seed 001: "may remove one or both ice"), and root cards when installing
 * into the root.  An agenda or asset must replace the one a remote already
 * holds, and a region the region already there (rules-choices.md).
 *
 * The action names the first card to trash; the others are chosen one by
 * one in an "install-trash" decision that ends with a pass, so a choice of
 * several cards never multiplies the legal actions.
 */
#include "dr-game-private.h"

static int
first_free_remote (const DrGameState *s)
{
  int i;

  for (i = DR_GAME_SERVER_REMOTE0; i < DR_GAME_MAX_SERVERS; i++)
    if (!dr_game_server_exists (s, i))
      return i;
  return -1;
}

/* The agenda or asset already in a remote's root, if any: only one of them
 * may be there (rules-choices.md). */
static int
remote_main_card (const DrGameState *s, int server)
{
  const DrGameServer *sv = &s->servers[server];
  int i;

  for (i = 0; i < sv->n_root; i++)
    {
      int t = dr_game_def (s, sv->root[i])->type;
      if (t == DR_CARD_AGENDA || t == DR_CARD_ASSET)
        return sv->root[i];
    }
  return DR_GAME_NO_CARD;
}

static int
server_region (const DrGameState *s, int server)
{
  const DrGameServer *sv = &s->servers[server];
  int i;

  for (i = 0; i < sv->n_root; i++)
    if (dr_game_def (s, sv->root[i])->subtypes & DR_SUB_REGION)
      return sv->root[i];
  return DR_GAME_NO_CARD;
}

/* A card the install must trash to make room, or NO_CARD. */
static int
forced_trash (const DrGameState *s, int card, int server)
{
  const DrGameCardDef *d = dr_game_def (s, card);

  if (!dr_game_server_exists (s, server))
    return DR_GAME_NO_CARD;
  if (d->type == DR_CARD_AGENDA || d->type == DR_CARD_ASSET)
    return remote_main_card (s, server);
  if (d->type == DR_CARD_UPGRADE && (d->subtypes & DR_SUB_REGION))
    return server_region (s, server);
  return DR_GAME_NO_CARD;
}

static int
install_here (const DrGameCardDef *d, int server)
{
  switch (d->type)
    {
    case DR_CARD_ICE:
    case DR_CARD_UPGRADE:
      return 1;
    case DR_CARD_AGENDA:
    case DR_CARD_ASSET:
      /* agendas and assets only in remotes (seed 001) */
      return server >= DR_GAME_SERVER_REMOTE0;
    default:
      return 0;
    }
}

int
dr_corp_install_actions (const DrGameState *s, int card, DrGameAction *out, int n)
{
  const DrGameCardDef *d = dr_game_def (s, card);
  int credits = DR_CORP (s)->credits;
  int server, i, free_remote = first_free_remote (s);

  for (server = 0; server < DR_GAME_MAX_SERVERS; server++)
    {
      const DrGameServer *sv = &s->servers[server];
      int exists = dr_game_server_exists (s, server);
      int name = server == free_remote ? DR_GAME_SERVER_NEW : server;

      if ((!exists && server != free_remote) || !install_here (d, server))
        continue;
      if (d->type == DR_CARD_ICE)
        {
          if (sv->n_ice >= DR_GAME_ICE_CAP)
            continue;
          /* one credit per ice already protecting the server (seed 000) */
          if (sv->n_ice <= credits)
            DR_ADD (out, n, .kind = DR_GAME_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                    .server = (uint8_t) name, .target = DR_GAME_NO_CARD);
          for (i = 0; i < sv->n_ice; i++)
            DR_ADD (out, n, .kind = DR_GAME_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                    .server = (uint8_t) name, .target = sv->ice[i]);
        }
      else
        {
          int forced = forced_trash (s, card, server);

          if (forced != DR_GAME_NO_CARD)
            {
              DR_ADD (out, n, .kind = DR_GAME_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                      .server = (uint8_t) name, .target = (uint8_t) forced);
              continue;
            }
          if (sv->n_root < DR_GAME_ROOT_CAP)
            DR_ADD (out, n, .kind = DR_GAME_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                    .server = (uint8_t) name, .target = DR_GAME_NO_CARD);
          for (i = 0; i < sv->n_root; i++)
            DR_ADD (out, n, .kind = DR_GAME_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                    .server = (uint8_t) name, .target = sv->root[i]);
        }
    }
  return n;
}

static const uint8_t *
candidates (const DrGameState *s, const DrGameFrame *f, int *count)
{
  const DrGameServer *sv = &s->servers[f->m];

  if (dr_game_def (s, f->card)->type == DR_CARD_ICE)
    {
      *count = sv->n_ice;
      return sv->ice;
    }
  *count = sv->n_root;
  return sv->root;
}

static void
finish_install (DrGameState *s, int card, int server)
{
  const DrGameCardDef *d = dr_game_def (s, card);
  int zone = d->type == DR_CARD_ICE ? DR_GAME_ZONE_ICE : DR_GAME_ZONE_ROOT;

  DR_CORP (s)->credits = (int16_t) (DR_CORP (s)->credits - dr_install_cost (s, 0, card, server));
  dr_move_card (s, card, 0, zone, server);
  dr_log (s, DR_GAME_EV_INSTALL, 0, card, server, 0, 0);
  dr_fire_triggers (s, DR_TRIGGER_INSTALL, 0, card, server);
}

/* Trashed before installing: face down unless rezzed (seed 001). */
static void
trash_first (DrGameState *s, DrGameFrame *f, int target)
{
  int count;

  dr_trash_card (s, target, 0);
  candidates (s, f, &count);
  if (count == 0)
    {
      /* nothing left to choose: install at once */
      DrGameFrame done = *f;
      dr_pop (s);
      finish_install (s, done.card, done.m);
    }
}

void
dr_corp_install (DrGameState *s, const DrGameAction *a)
{
  int server = a->server == DR_GAME_SERVER_NEW ? first_free_remote (s) : a->server;
  DrGameFrame *f;

  if (a->target == DR_GAME_NO_CARD)
    {
      finish_install (s, a->card, server);
      return;
    }
  f = dr_push (s, DR_GAME_FRAME_INSTALL_TRASH, DR_GAME_CORP_SEAT, a->card);
  f->m = (int16_t) server;
  trash_first (s, f, a->target);
}

int
dr_install_trash_legal (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n)
{
  int i, count;
  const uint8_t *ids = candidates (s, f, &count);

  for (i = 0; i < count; i++)
    DR_ADD (out, n, .kind = DR_GAME_ACT_TRASH_FIRST, .seat = 0, .card = DR_GAME_NO_CARD,
            .target = ids[i]);
  /* done trashing: install, if the Corp can pay for what is left */
  if (dr_install_cost (s, 0, f->card, f->m) <= DR_CORP (s)->credits
      && (dr_game_def (s, f->card)->type == DR_CARD_ICE || count < DR_GAME_ROOT_CAP))
    DR_ADD (out, n, .kind = DR_GAME_ACT_PASS, .seat = 0, .card = DR_GAME_NO_CARD,
            .target = DR_GAME_NO_CARD);
  return n;
}

void
dr_install_trash_apply (DrGameState *s, const DrGameAction *a)
{
  DrGameFrame *f = &s->stack[s->stack_n - 1];

  if (a->kind == DR_GAME_ACT_TRASH_FIRST)
    {
      trash_first (s, f, a->target);
      return;
    }
  {
    DrGameFrame done = *f;
    dr_pop (s);
    finish_install (s, done.card, done.m);
  }
}
