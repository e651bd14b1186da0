#!/usr/bin/env bash
# Fails when a translation does not compile or lacks a string of the current sources.
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$src"

# The same extraction as i18n.gettext(preset: 'glib') does for the pot file.
grep -v '^#' po/POTFILES.in | grep -v '^$' > "$work/files"
xgettext --files-from="$work/files" --directory="$src" --output="$work/deckrunner.pot" \
  --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ --keyword=DR_ENGINE_N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  --flag=g_markup_printf_escaped:1:c-format --flag=g_log:3:c-format \
  --flag=g_print:1:c-format --flag=g_printerr:1:c-format --flag=g_printf:1:c-format \
  --flag=g_fprintf:2:c-format --flag=g_sprintf:2:c-format --flag=g_snprintf:3:c-format

status=0
for lang in $(grep -v '^#' po/LINGUAS); do
  msgmerge --quiet --no-fuzzy-matching "po/$lang.po" "$work/deckrunner.pot" -o "$work/$lang.po"
  if ! stats=$(msgfmt --check --statistics -o /dev/null "$work/$lang.po" 2>&1); then
    echo "$lang: does not compile: $stats"; status=1; continue
  fi
  case "$stats" in
    *untranslated*|*fuzzy*) echo "$lang: incomplete: $stats"; status=1 ;;
    *) echo "$lang: $stats" ;;
  esac
done
exit $status
