/* dr-engine.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The English rendering of DrEngineText: placeholders {1}..{4} replaced by
 * their arguments.  Front ends that translate do so before calling it.
 */
#include <stdio.h>
#include <string.h>

#include "dr-engine.h"

typedef struct
{
  char *buf;
  size_t len;
  size_t used;
} Out;

static void
put (Out *o, const char *s, size_t n)
{
  size_t room;

  if (o->len == 0)
    return;
  room = o->len - 1 - o->used;
  if (n > room)
    n = room;
  memcpy (o->buf + o->used, s, n);
  o->used += n;
  o->buf[o->used] = '\0';
}

static void
put_number (Out *o, long number)
{
  char digits[24];
  int n = snprintf (digits, sizeof digits, "%ld", number);

  put (o, digits, (size_t) n);
}

/* TEXT arguments may hold {n}, the argument's number ("Server {n}"). */
static void
put_text (Out *o, const char *text, long number)
{
  const char *p = text;

  while (*p != '\0')
    {
      const char *mark = strstr (p, "{n}");
      if (mark == NULL)
        {
          put (o, p, strlen (p));
          return;
        }
      put (o, p, (size_t) (mark - p));
      put_number (o, number);
      p = mark + 3;
    }
}

static void
put_arg (Out *o, const DrEngineArg *arg,
         const char *(*card_title) (const char *code, void *data), void *data)
{
  const char *text = arg->text != NULL ? arg->text : "";

  switch (arg->kind)
    {
    case DR_ENGINE_ARG_NUMBER:
      put_number (o, arg->number);
      break;
    case DR_ENGINE_ARG_CARD:
      if (*text == '\0')
        text = DR_ENGINE_UNSEEN_CARD;
      else if (card_title != NULL && card_title (text, data) != NULL)
        text = card_title (text, data);
      put (o, text, strlen (text));
      break;
    case DR_ENGINE_ARG_SEAT:
      put (o, text, strlen (text));
      break;
    case DR_ENGINE_ARG_TEXT:
      put_text (o, text, arg->number);
      break;
    default:
      break;
    }
}

void
dr_engine_text_start (DrEngineText *out, const char *format)
{
  memset (out, 0, sizeof *out);
  out->format = format;
}

void
dr_engine_text_add (DrEngineText *out, int kind, int number, const char *text)
{
  DrEngineArg *arg;

  if (out->n_args >= DR_ENGINE_TEXT_ARGS)
    return;
  arg = &out->args[out->n_args++];
  arg->kind = (uint8_t) kind;
  arg->number = number;
  arg->text = text;
}

void
dr_engine_text_format (const DrEngineText *t, char *buf, size_t len,
                       const char *(*card_title) (const char *code, void *data),
                       void *data)
{
  Out o = { buf, len, 0 };
  const char *p;

  if (len == 0)
    return;
  buf[0] = '\0';
  if (t == NULL || t->format == NULL)
    return;
  for (p = t->format; *p != '\0'; p++)
    {
      /* {k} with k a digit 1..4 naming an argument that exists */
      if (p[0] == '{' && p[1] >= '1' && p[1] <= '0' + DR_ENGINE_TEXT_ARGS && p[2] == '}'
          && p[1] - '1' < t->n_args)
        {
          put_arg (&o, &t->args[p[1] - '1'], card_title, data);
          p += 2;
          continue;
        }
      put (&o, p, 1);
    }
}
