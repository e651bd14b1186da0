#!/bin/sh
# Draws a symbolic SVG icon as GTK's symbolic PNG of one size, under a name
# of our choosing (the encoder names its output after the SVG).
#   encode-symbolic-icon.sh ENCODER ICON.svg WIDTHxHEIGHT OUTPUT.symbolic.png
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$1" -o "$dir" "$2" "$3"
mv "$dir"/*.symbolic.png "$4"
