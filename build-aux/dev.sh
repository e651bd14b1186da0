#!/usr/bin/env bash
# Sets up a Debian 12 machine for Deckrunner, builds it, and runs the app or the tests.
#   build-aux/dev.sh run     install what is missing, build, start deckrunner on the bundled data
#   build-aux/dev.sh test    install what is missing, build, run every test suite
#   build-aux/dev.sh bench   install what is missing, build optimised, run the benchmarks
# Idempotent: packages already present are not touched, builds are incremental.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

# Every package and why it is here (README.md repeats this list).
packages=(
  build-essential        # gcc, make, libc headers
  meson ninja-build      # the build system
  pkg-config             # finds the libraries below
  gettext                # msgfmt/xgettext for the translations
  libgtk-4-dev           # GTK 4.8, the toolkit
  libgtk-4-bin           # GTK's helper tools (gtk4-encode-symbolic-svg draws the start-up icons at build time)
  libadwaita-1-dev       # libadwaita 1.2, GNOME widgets and style
  libjson-glib-dev       # JSON for NetrunnerDB data
  libsqlite3-dev         # the card and user databases (FTS5 included)
  libcurl4-openssl-dev   # sync with NetrunnerDB
  curl                   # the reference download in the sync benchmark (tests/bench/bench-sync.c)
  appstream              # appstreamcli validates the metainfo file
  desktop-file-utils     # desktop-file-validate checks the desktop file
  xvfb xauth             # a headless X server for the window tests
  strace                 # the kill harness (tests/kill) SIGKILLs writes on their syscalls
  dconf-gsettings-backend  # where the app stores its settings
  librsvg2-common        # renders SVG icons
  adwaita-icon-theme     # the icons the interface uses
  fonts-cantarell        # GNOME's interface font
  fonts-dejavu-core      # Latin and Persian glyphs
  fonts-noto-cjk         # Japanese glyphs for the Japanese translation
  python3                # used by meson and one data test
)

install_missing () {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}" >&2
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
  fi
}

configure () {
  local dir=$1; shift
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@"
  fi
  meson compile -C "$dir"
}

dev_env () {
  export GSETTINGS_SCHEMA_DIR="$top/build/data"
  export DECKRUNNER_LOCALEDIR="$top/build/po"
}

run_app () {
  configure build
  dev_env
  if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    # No desktop session (a server or a container): show that it starts, headless.
    echo "No display found: starting Deckrunner under Xvfb for 5 seconds." >&2
    set +e
    GSETTINGS_BACKEND=memory DBUS_SESSION_BUS_ADDRESS=disabled: GTK_A11Y=none \
      timeout 5 xvfb-run -a "$top/build/src/app/deckrunner" "$@"
    status=$?
    set -e
    [ $status -eq 124 ] && { echo "Deckrunner ran until stopped; run this command in a desktop session to use it." >&2; exit 0; }
    exit $status
  fi
  exec "$top/build/src/app/deckrunner" "$@"
}

# meson test prints a TAP-style summary; this adds the plain closing line.
summarise () {
  local log=$1 name=$2
  python3 - "$log" "$name" <<'PY'
import json, sys
passed = failed = skipped = 0
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r["result"] in ("OK", "EXPECTEDFAIL"): passed += 1
    elif r["result"] == "SKIP": skipped += 1
    else: failed += 1
print(f"{sys.argv[2]}: {passed} passed, {failed} failed, {skipped} skipped")
PY
}

run_tests () {
  local status=0
  configure build
  meson test -C build --print-errorlogs --num-processes 2 || status=1
  summarise build/meson-logs/testlog.json "tests" || true

  # The same unit and integration tests with AddressSanitizer and UBSan, the
  # fuzz targets replaying their corpora, and the window tests of suite
  # ui-asan (tests/meson.build says which).
  configure build-asan -Db_sanitize=address,undefined -Dbuildtype=debug
  ASAN_OPTIONS=detect_leaks=1 meson test -C build-asan --print-errorlogs --num-processes 2 \
    --suite unit --suite integration --suite engine --suite play --suite fuzz --suite ui-asan || status=1
  summarise build-asan/meson-logs/testlog.json "sanitizer tests" || true
  return $status
}

run_bench () {
  configure build-release -Dbuildtype=release
  dev_env
  meson test -C build-release --benchmark --verbose
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
case "$cmd" in
  setup) install_missing ;;
  run) install_missing; run_app "$@" ;;
  test) install_missing; run_tests ;;
  bench) install_missing; run_bench ;;
  *) echo "usage: $0 run|test|bench|setup" >&2; exit 2 ;;
esac
