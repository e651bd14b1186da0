/* dr-cli-output.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-output"

#include "config.h"

#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

#include "dr-cli.h"

/* Card titles and texts, deck names and pasted lines come from files and
 * servers we do not control. Printed as they are, a control character in
 * them would reach the terminal: ESC and CSI sequences can move the cursor,
 * recolour or rewrite what is on screen, set the window title or worse. So
 * everything the CLI prints on standard output, and the messages of
 * dr_cli_fail(), shows C0 controls (but newline and tab), DEL and C1
 * controls as visible escapes ("\x1b", "\u009b") instead. JSON output has
 * none to begin with: its writer escapes them. */

typedef struct
{
  int      fd;
  gboolean pending_c2;   /* a UTF-8 lead byte of U+0080…U+00BF cut off at the end of the last piece */
} Writer;

static void
escape_bytes (GString      *out,
              const guchar *data,
              gsize         size,
              gboolean     *pending_c2)
{
  for (gsize i = 0; i < size; i++)
    {
      guchar byte = data[i];

      if (*pending_c2)
        {
          *pending_c2 = FALSE;
          if (byte >= 0x80 && byte <= 0x9f)
            {
              g_string_append_printf (out, "\\u%04x", byte);
              continue;
            }
          g_string_append_c (out, (char) 0xc2);
        }
      if (byte == 0xc2)
        *pending_c2 = TRUE;
      else if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7f)
        g_string_append_printf (out, "\\x%02x", byte);
      else
        g_string_append_c (out, (char) byte);
    }
}

char *
dr_cli_escape_text (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean pending_c2 = FALSE;

  escape_bytes (out, (const guchar *) text, strlen (text), &pending_c2);
  if (pending_c2)
    g_string_append_c (out, (char) 0xc2);
  return g_string_free (out, FALSE);
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       size)
{
  while (size > 0)
    {
      ssize_t written = write (fd, data, size);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        return FALSE;
      data += written;
      size -= (gsize) written;
    }
  return TRUE;
}

static ssize_t
writer_write (void       *cookie,
              const char *data,
              size_t      size)
{
  Writer *writer = cookie;
  g_autoptr(GString) out = g_string_sized_new (size + 16);

  escape_bytes (out, (const guchar *) data, size, &writer->pending_c2);
  return write_all (writer->fd, out->str, out->len) ? (ssize_t) size : -1;
}

static int
writer_close (void *cookie)
{
  Writer *writer = cookie;
  gboolean ok = !writer->pending_c2 || write_all (writer->fd, "\xc2", 1);

  g_free (writer);
  return ok ? 0 : EOF;
}

void
dr_cli_output_init (void)
{
  static const cookie_io_functions_t functions = { NULL, writer_write, NULL, writer_close };
  Writer *writer = g_new0 (Writer, 1);
  FILE *escaped;

  fflush (stdout);
  writer->fd = fileno (stdout);
  escaped = fopencookie (writer, "w", functions);
  if (escaped == NULL)
    {
      g_free (writer);
      return;
    }
  setvbuf (escaped, NULL, isatty (writer->fd) ? _IOLBF : _IOFBF, BUFSIZ);
  stdout = escaped;
}
